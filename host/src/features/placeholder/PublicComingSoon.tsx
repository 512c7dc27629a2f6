import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '@b2b/shared/access';
import styles from '../../components/public-page.module.css';

/** A public host page a later release fills (services, bulletin): the coming-soon panel in plain markup, prerendered. */
export default function PublicComingSoon() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <div className={`${styles.card} ${styles.comingSoon}`} data-testid="coming-soon">
      <h1 className={styles.title}>{t(matchRoute(pathname)?.title ?? 'product.name')}</h1>
      <p>{t('comingSoon.title')}</p>
      <p>{t('comingSoon.body')}</p>
    </div>
  );
}
