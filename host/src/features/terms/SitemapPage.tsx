import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES, type RouteOwner } from '@b2b/shared/access';
import { gridStyle } from '@b2b/shared/ui';
import styles from '../../components/public-page.module.css';

const GROUPS: RouteOwner[] = ['host', 'workstation', 'account', 'chat', 'auth'];

/** The site map, drawn from the one route table: every page that has no parameter. Plain markup: prerendered. */
export default function SitemapPage() {
  const { t } = useTranslation('common');
  return (
    <div data-testid="sitemap-page">
      <h1 className={styles.title}>{t('footer.sitemap')}</h1>
      <div style={gridStyle(240, 16)}>
        {GROUPS.map((owner) => (
          <section key={owner} className={styles.card}>
            <h2 className={styles.cardHead}>{t(`sitemap.${owner}`)}</h2>
            <ul className={styles.links}>
              {ROUTES.filter((r) => r.owner === owner && !r.path.includes(':')).map((r) => (
                <li key={r.path}>
                  <Link to={`/${r.path}`}>{t(r.title)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
