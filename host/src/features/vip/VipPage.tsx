import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import { menuState } from '@b2b/shared/access';
import { levelRank, PLANS, type MemberLevel, type UserInfo } from '@b2b/shared/contract';
import { formatMoney } from '@b2b/shared/i18n';
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

/** What a main account may do with a level: renew its own, buy a higher one; a lower one is included. */
function actionFor(level: MemberLevel, user: UserInfo | null): 'buy' | 'renew' | null {
  if (!user || !menuState(MEMBERSHIP, user) || level === 'ORDINARY') return null;
  if (level === user.memberLevel) return 'renew';
  return levelRank(level) > levelRank(user.memberLevel) ? 'buy' : null;
}

/** A level's prices by period, with "buy" / "renew" for a main account (the purchase happens on its membership page). */
function Prices({ level, user }: { level: MemberLevel; user: UserInfo | null }) {
  const { t, i18n } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const plans = PLANS.filter((plan) => plan.level === level);
  const action = actionFor(level, user);
  if (!plans.length) return <p className={styles.price}>{t('vip.free')}</p>;
  return (
    <ul className={styles.prices} data-testid={`vip-prices-${level}`}>
      {plans.map((plan) => (
        <li key={plan.id} className={styles.priceRow}>
          <span>{t(`vip.period.${plan.period}`)}</span>
          <strong className={styles.price}>{formatMoney(plan.price, plan.currency, i18n.language)}</strong>
          {action && (
            <Link
              to={`${MEMBERSHIP.to}?plan=${plan.id}`}
              className={styles.button}
              aria-label={`${t(`vip.${action}`)} ${tc(`memberLevel.${level}`)} · ${t(`vip.period.${plan.period}`)}`}
            >
              {t(`vip.${action}`)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

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
            <Prices level={level} user={user} />
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
