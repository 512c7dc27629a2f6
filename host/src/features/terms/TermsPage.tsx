import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@b2b/shared/router';
import { TERMS_TYPES, type TermsType } from '@b2b/shared/access';
import { AntdZone } from '../../app/AntdZone';
import styles from '../../components/public-page.module.css';

// antd's, so only an unknown type loads it: the policies themselves paint without antd.
const NotFound = lazy(() => import('../../components/NotFound').then((m) => ({ default: m.NotFound })));

/**
 * The platform's policies: terms of use, privacy, sales policy and legal information. Plain markup and
 * real links (crawlable): each type is prerendered for visitors.
 */
export default function TermsPage() {
  const { t } = useTranslation('host');
  const { type } = useParams();
  if (!TERMS_TYPES.includes(type as TermsType)) {
    return (
      <AntdZone>
        <NotFound />
      </AntdZone>
    );
  }
  const sections = t(`terms.${type}.sections`, { returnObjects: true }) as { heading: string; body: string }[];
  return (
    <div className={styles.termsLayout} data-testid="terms-page">
      <nav className={`${styles.card} ${styles.termsNav}`} aria-label={t('terms.nav')}>
        {TERMS_TYPES.map((k) => (
          <Link key={k} to={`/terms/${k}`} aria-current={k === type ? 'page' : undefined}>
            {t(`terms.${k}.title`)}
          </Link>
        ))}
      </nav>
      <article className={`${styles.card} ${styles.termsBody}`}>
        <h1 className={styles.cardHead}>{t(`terms.${type}.title`)}</h1>
        <p className={styles.muted}>{t('terms.updated')}</p>
        {sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            <p>{s.body}</p>
          </section>
        ))}
      </article>
    </div>
  );
}
