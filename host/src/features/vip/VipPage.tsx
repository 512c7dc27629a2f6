import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '@b2b/shared/session';
import { gridStyle } from '@b2b/shared/ui';
import styles from '../../components/public-page.module.css';

const LEVELS = ['ORDINARY', 'VIP', 'SVIP'] as const;
const BENEFITS: Record<(typeof LEVELS)[number], string[]> = {
  ORDINARY: ['browse', 'respond', 'projects'],
  VIP: ['browse', 'respond', 'projects', 'publish', 'chat', 'suppliers'],
  SVIP: ['browse', 'respond', 'projects', 'publish', 'chat', 'suppliers', 'subAccounts', 'exposure', 'service'],
};

/** Member benefits: what each level brings, and where the user stands. Plain markup: prerendered for visitors. */
export default function VipPage() {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const user = useSession((s) => s.user);
  return (
    <div data-testid="vip-page">
      <h1 className={styles.title}>{t('vip.title')}</h1>
      <p className={styles.subtitle}>{t('vip.subtitle')}</p>
      <div style={gridStyle(260, 16)}>
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
      <div className={styles.card} style={{ marginTop: 16 }}>
        <p style={{ margin: 0 }}>{user ? t('vip.howToUpgrade') : t('vip.signInFirst')}</p>
        <div style={{ marginTop: 12 }}>
          <Link to={user ? '/account/payment' : '/auth/register'} className={styles.button}>
            {user ? tc('action.upgrade') : tc('action.register')}
          </Link>
        </div>
      </div>
    </div>
  );
}
