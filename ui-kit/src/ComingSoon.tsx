import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page whose content a later release brings: says so plainly, in the user's language. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="info"
      title={t(titleKey)}
      subTitle={
        <>
          <div>{t('comingSoon.title')}</div>
          <div>{t('comingSoon.body')}</div>
        </>
      }
    />
  );
}
