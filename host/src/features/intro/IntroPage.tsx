import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@b2b/shared/router';
import { gridStyle } from '@b2b/shared/ui';
import { useSession } from '@b2b/shared/session';
import { LatestBulletin } from '../../components/bulletin/LatestBulletin';
import { homePathFor } from '../../guard/home-path';
import styles from './intro.module.css';

const SIDES = ['dev', 'sup'] as const;
const STEPS = ['publish', 'respond', 'mark', 'project', 'evaluate'] as const;

/** Every visitor's first page: what the platform does for each side, and how to start. */
export default function IntroPage() {
  const { t } = useTranslation('host');
  const user = useSession((s) => s.user);
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const loginTo = redirect ? `/auth/login?redirect=${encodeURIComponent(redirect)}` : '/auth/login';
  return (
    <div data-testid="intro-page">
      <section className={styles.hero}>
        <h1>{t('intro.heroTitle')}</h1>
        <p>{t('intro.heroBody')}</p>
        <div className={styles.heroActions}>
          {user ? (
            <Link to={homePathFor(user)} className={`${styles.heroButton} ${styles.heroPrimary}`}>
              {t('intro.toHome')}
            </Link>
          ) : (
            <>
              <Link to="/auth/register" className={`${styles.heroButton} ${styles.heroPrimary}`}>
                {t('intro.register')}
              </Link>
              <Link to={loginTo} className={styles.heroButton}>
                {t('intro.login')}
              </Link>
            </>
          )}
        </div>
      </section>

      <section className={styles.section}>
        <h2>{t('intro.sidesTitle')}</h2>
        <div style={{ ...gridStyle(320, 16), gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
          {SIDES.map((side) => (
            <div className={styles.card} key={side}>
              <span className={styles.badge}>{t(`intro.${side}.badge`)}</span>
              <h3>{t(`intro.${side}.title`)}</h3>
              <ul>
                {[1, 2, 3].map((n) => (
                  <li key={n}>{t(`intro.${side}.point${n}`)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="intro-latest">
        <div className={styles.sectionHead}>
          <h2 id="intro-latest">{t('intro.latestTitle')}</h2>
          <Link to="/bulletin">{t('intro.latestAll')}</Link>
        </div>
        <div className={styles.card}>
          <LatestBulletin />
        </div>
      </section>

      <section className={styles.section}>
        <h2>{t('intro.flowTitle')}</h2>
        <div style={gridStyle()}>
          {STEPS.map((step, i) => (
            <div className={styles.step} key={step}>
              <div className={styles.stepNo}>{i + 1}</div>
              <h3>{t(`intro.step.${step}.title`)}</h3>
              <p>{t(`intro.step.${step}.body`)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className={styles.cta}>
        <div>
          <h2 style={{ margin: 0 }}>{t('intro.vipTitle')}</h2>
          <p style={{ margin: '6px 0 0', color: '#6b7280' }}>{t('intro.vipBody')}</p>
        </div>
        <Link to="/vip" className={styles.ctaButton}>
          {t('intro.vipAction')}
        </Link>
      </section>
    </div>
  );
}
