import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import { canAccess, matchRoute, signInPath, UPGRADE_PATH, type AccessUser, type Denial } from '@b2b/shared/access';
import { useSession } from '@b2b/shared/session';
import { gridStyle } from '@b2b/shared/ui';
import styles from '../../components/public-page.module.css';
import './i18n';

/** The value-added services, each with the page that provides it (a path of the route table). */
const SERVICES = [
  { key: 'certification', to: '/account/certification' },
  { key: 'promotion', to: '/account/promotion' },
  { key: 'customerService', to: '/chat-customer' },
  { key: 'translation', to: '/chat' },
  { key: 'membership', to: '/vip' },
] as const;
type Service = (typeof SERVICES)[number];

const GRID = { ...gridStyle(280, 16), gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))' };

/** How this reader gets the service from here: open it, sign in for it, become a member, or who it is for. */
function HowToGet({ service, user }: { service: Service; user: AccessUser | null }) {
  const { t } = useTranslation('host');
  const rule = matchRoute(service.to);
  const decision = rule ? canAccess(rule, user) : ({ ok: false, reason: 'role' } as const);
  if (decision.ok) {
    return (
      <Link to={service.to} className={styles.button} data-testid={`service-open-${service.key}`}>
        {t(`services.${service.key}.open`)}
      </Link>
    );
  }
  const reason: Denial = decision.reason;
  if (reason === 'login') {
    return (
      <>
        <p className={styles.muted}>{t(`services.${service.key}.who`)}</p>
        <Link to={signInPath(service.to)} className={styles.button}>
          {t('services.signIn')}
        </Link>
      </>
    );
  }
  if (reason === 'pay') {
    return (
      <>
        <p className={styles.muted} data-testid={`service-needs-${service.key}`}>
          {t('services.needsMembership')}
        </p>
        <Link to={UPGRADE_PATH} className={styles.button}>
          {t('services.seeMembership')}
        </Link>
      </>
    );
  }
  return <p className={styles.muted}>{reason === 'approval' ? t('services.needsApproval') : t(`services.${service.key}.who`)}</p>;
}

/**
 * The platform's value-added services: what each gives and how to get it from here, decided by the route
 * table's own rule (`canAccess`) for this reader. Plain markup: prerendered for visitors.
 */
export default function ServicesPage() {
  const { t } = useTranslation('host');
  const user = useSession((s) => s.user);
  return (
    <div data-testid="services-page">
      <h1 className={styles.title}>{t('services.title')}</h1>
      <p className={styles.subtitle}>{t('services.subtitle')}</p>
      <div style={GRID}>
        {SERVICES.map((service) => (
          <section key={service.key} className={styles.card} data-testid={`service-${service.key}`}>
            <h2 className={styles.cardHead}>{t(`services.${service.key}.title`)}</h2>
            <p>{t(`services.${service.key}.gives`)}</p>
            <ul className={styles.list}>
              {[1, 2].map((n) => (
                <li key={n}>
                  <span className={styles.check} aria-hidden="true">
                    ✓
                  </span>
                  {t(`services.${service.key}.point${n}`)}
                </li>
              ))}
            </ul>
            <div style={{ marginTop: 12 }}>
              <HowToGet service={service} user={user} />
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
