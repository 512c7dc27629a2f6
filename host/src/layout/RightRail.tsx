import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import { menuState, UPGRADE_PATH } from '@b2b/shared/access';
import type { UserInfo } from '@b2b/shared/contract';
import { MY_COLLECTION } from './route-access';
import styles from './right-rail.module.css';

const CUSTOMER_SERVICE = { to: '/chat-customer', offersUpgrade: true };
const COLLECTION = { to: `/${MY_COLLECTION}` };

/**
 * The right-hand pane: customer service, my collection and back to top, always at hand. Each link is shown
 * by the guard's rule: customer service is an upgrade offer to a company that is not a pay member, and staff's
 * way to their queue and conversations (they open it as staff); my collection only to a supplier who may open it.
 */
export function RightRail({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation('common');
  const service = menuState(CUSTOMER_SERVICE, user);
  const collection = menuState(COLLECTION, user);
  // Staff answer customer service there: for them it is their desk.
  const serviceName = t(user?.role === 'CUSTOMER' ? 'action.serviceDesk' : 'action.customerService');
  const serviceTitle = service === 'upgrade' ? t('menu.upgradeTitle', { page: serviceName }) : serviceName;
  return (
    <aside className={styles.rail} aria-label={t('rail.label')}>
      {service && (
        <Link
          to={service === 'upgrade' ? UPGRADE_PATH : CUSTOMER_SERVICE.to}
          className={styles.railButton}
          title={serviceTitle}
          aria-label={service === 'upgrade' ? `${serviceName} ${t('menu.upgradeTag')}` : undefined}
          data-testid="customer-service"
          data-state={service}
        >
          <span aria-hidden>☎</span>
          <span className={styles.railText}>{serviceName}</span>{' '}
          {service === 'upgrade' && <span className={styles.railTag}>{t('menu.upgradeTag')}</span>}
        </Link>
      )}
      {collection && (
        <Link to={COLLECTION.to} className={styles.railButton} title={t('action.myCollection')} data-testid="my-collection">
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
