import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { menuState } from '@b2b/shared/access';
import type { UserInfo } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { gridStyle } from '@b2b/shared/ui';
import styles from '../../components/public-page.module.css';

const LEVELS = ['ORDINARY', 'VIP', 'SVIP'] as const;
const BENEFITS: Record<(typeof LEVELS)[number], string[]> = {
  ORDINARY: ['browse', 'respond', 'projects'],
  VIP: ['browse', 'respond', 'projects', 'publish', 'chat', 'suppliers'],
  SVIP: ['browse', 'respond', 'projects', 'publish', 'chat', 'suppliers', 'subAccounts', 'exposure', 'service'],
};
const MEMBERSHIP = { to: '/account/payment' };

/** Every plan on one row when they fit: as many columns as there are plans, never an empty column. */
const PLANS_GRID = { ...gridStyle(260, 16), gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))' };

/** How this reader goes on from the plans: register, the membership page (main account), or ask the main account. */
function NextStep({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  if (user?.role === 'CUSTOMER') return null;
  const membership = user ? menuState(MEMBERSHIP, user) : null;
  const text = !user ? t('vip.signInFirst') : membership ? t('vip.howToUpgrade') : t('vip.askMain');
  return (
    <div className={styles.card} style={{ marginTop: 16 }} data-testid="vip-next-step">
      <p style={{ margin: 0 }}>{text}</p>
      {(!user || membership) && (
        <div style={{ marginTop: 12 }}>
          <Link to={user ? MEMBERSHIP.to : '/auth/register'} className={styles.button}>
            {user ? tc('action.upgrade') : tc('action.register')}
          </Link>
        </div>
      )}
    </div>
  );
}

/** Member benefits: what each level brings, and where the user stands. Plain markup: prerendered for visitors. */
export default function VipPage() {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const user = useSession((s) => s.user);
  return (
    <div data-testid="vip-page">
      <h1 className={styles.title}>{t('vip.title')}</h1>
      <p className={styles.subtitle}>{t('vip.subtitle')}</p>
      <div style={PLANS_GRID}>
        {LEVELS.map((level) => (
          <section key={level} className={level === 'SVIP' ? `${styles.card} ${styles.svip}` : styles.card}>
            <h2 className={styles.cardHead}>
              {tc(`memberLevel.${level}`)}
              {user?.memberLevel === level && <span className={styles.tag}>{t('vip.current')}</span>}
            </h2>
            <ul className={styles.list}>
              {BENEFITS[level].map((b) => (
                <li key={b}>
                  <span className={styles.check} aria-hidden="true">
                    ✓
                  </span>
                  {t(`vip.benefit.${b}`)}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <NextStep user={user} />
    </div>
  );
}
