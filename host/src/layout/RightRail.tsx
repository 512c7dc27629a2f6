import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UserInfo } from '@b2b/shared/contract';
import { MY_COLLECTION, routeAccess } from './route-access';
import styles from './layout.module.css';

/** The right-hand pane: customer service, my collection and back to top, always at hand. */
export function RightRail({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation('common');
  const collection = user?.role === 'SUP' ? routeAccess(MY_COLLECTION, user) : null;
  return (
    <aside className={styles.rail} aria-label={t('rail.label')}>
      {user && (
        <Link to="/chat-customer" className={styles.railButton} title={t('action.customerService')}>
          <span aria-hidden>☎</span>
          <span className={styles.railText}>{t('action.customerService')}</span>
        </Link>
      )}
      {user?.role === 'SUP' && (
        <Link
          to={`/${MY_COLLECTION}`}
          className={styles.railButton}
          title={
            collection?.ok === false ? `${t('action.myCollection')} · ${t(`access.${collection.reason}.title`)}` : t('action.myCollection')
          }
          data-testid="my-collection"
        >
          <span aria-hidden>★</span>
          <span className={styles.railText}>{t('action.myCollection')}</span>
        </Link>
      )}
      <button
        type="button"
        className={styles.railButton}
        title={t('action.backToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <span aria-hidden>↑</span>
        <span className={styles.railText}>{t('action.backToTop')}</span>
      </button>
    </aside>
  );
}
