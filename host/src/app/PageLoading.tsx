import { useTranslation } from 'react-i18next';
import styles from './loading.module.css';

/** A page on its way; plain markup so it can show before antd has loaded. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-testid="page-loading">
      <span className={styles.spinner} />
      <span>{t('remote.loading')}</span>
    </div>
  );
}
