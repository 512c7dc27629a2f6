import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** "Try again in …" for a wait in seconds: seconds under a minute, else whole minutes rounded up. */
export function useWaitText(): (seconds: number) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (seconds: number) =>
      seconds < 60 ? t('form.retryInSeconds', { count: seconds }) : t('form.retryInMinutes', { count: Math.ceil(seconds / 60) }),
    [t],
  );
}
