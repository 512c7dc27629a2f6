import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES, type RouteOwner } from '@b2b/shared/access';
import { gridStyle } from '@b2b/shared/ui';

const GROUPS: RouteOwner[] = ['host', 'workstation', 'account', 'chat', 'auth'];

/** The site map, drawn from the one route table: every page that has no parameter. */
export default function SitemapPage() {
  const { t } = useTranslation('common');
  return (
    <div data-testid="sitemap-page">
      <h1 style={{ fontSize: 24 }}>{t('footer.sitemap')}</h1>
      <div style={gridStyle(240, 16)}>
        {GROUPS.map((owner) => (
          <Card key={owner} title={t(`sitemap.${owner}`)} size="small">
            <ul style={{ margin: 0, paddingLeft: 18, lineHeight: 2 }}>
              {ROUTES.filter((r) => r.owner === owner && !r.path.includes(':')).map((r) => (
                <li key={r.path}>
                  <Link to={`/${r.path}`}>{t(r.title)}</Link>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </div>
  );
}
