import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import { sitemapEntries, type RouteOwner, type SitemapEntry } from '@b2b/shared/access';
import { useSession } from '@b2b/shared/session';
import { gridStyle } from '@b2b/shared/ui';
import styles from '../../components/public-page.module.css';

const GROUPS: RouteOwner[] = ['host', 'workstation', 'account', 'chat', 'auth'];

/**
 * The site map, drawn from the one route table: the pages the reader may open and is offered
 * (`sitemapEntries`), a visitor's list when prerendered, the signed-in reader's own list in the app.
 * Plain markup: prerendered.
 */
export default function SitemapPage() {
  const { t } = useTranslation('common');
  const user = useSession((s) => s.user);
  const entries = sitemapEntries(user);
  const titleOf = ({ path, rule }: SitemapEntry) => {
    const terms = /^\/terms\/(\w+)$/.exec(path)?.[1];
    return terms ? t(`host:terms.${terms}.title`) : t(rule.title);
  };
  return (
    <div data-testid="sitemap-page">
      <h1 className={styles.title}>{t('footer.sitemap')}</h1>
      <div style={gridStyle(240, 16)}>
        {GROUPS.map((owner) => {
          const pages = entries.filter((entry) => entry.rule.owner === owner);
          return (
            pages.length > 0 && (
              <section key={owner} className={styles.card}>
                <h2 className={styles.cardHead}>{t(`sitemap.${owner}`)}</h2>
                <ul className={styles.links}>
                  {pages.map((entry) => (
                    <li key={entry.path}>
                      <Link to={entry.path}>{titleOf(entry)}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            )
          );
        })}
      </div>
    </div>
  );
}
