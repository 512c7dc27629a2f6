import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/** "Try again in …" for a wait in seconds. */
export function useWaitText() {
  const { t } = useTranslation(NS);
  return (seconds: number) =>
    seconds < 60
      ? t('security.retryInSeconds', { count: seconds })
      : t('security.retryInMinutes', { count: Math.ceil(seconds / 60) });
}
