import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import { canAccess, findRoute } from '@b2b/shared/access';
import type { HomeNewsItem, UserInfo } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { EmptyState } from '@b2b/ui-kit';
import { useHomeNews } from '../api/get-home-news';

/** Where a company finds companies to follow: the directory (party A's pay members) and the other side's windows. */
const FIND_PAGES = ['onboarded-sup', 'windows/partyBshow', 'windows/partyAshow'] as const;

function NewsLine({ item }: { item: HomeNewsItem }) {
  const { t, i18n } = useTranslation('host');
  const text = (
    <>
      {t(`home.news.kind.${item.kind}`, { company: item.companyName })}
      {item.title && (
        <>
          {' '}
          <span data-user-content>{item.title}</span>
        </>
      )}
    </>
  );
  return (
    <li style={{ padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }} data-testid="home-news-item">
      {item.to ? (
        <Link to={item.to} style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Link>
      ) : (
        <span style={{ overflowWrap: 'anywhere' }}>{text}</span>
      )}
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(item.at, i18n.language)}
        </Typography.Text>
      </div>
    </li>
  );
}

/** What the companies the caller's company follows did lately, newest first; where to find some when it follows none. */
export function NewsCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const news = useHomeNews();
  const finds = FIND_PAGES.filter((path) => {
    const rule = findRoute(path);
    return !!rule && canAccess(rule, user).ok;
  });
  return (
    <Card size="small" title={t('home.news.title')} data-testid="home-news">
      {news.isError && (
        <Typography.Text type="secondary">
          {t('home.news.failed')}{' '}
          <Button size="small" type="link" onClick={() => void news.refetch()}>
            {tc('action.retry')}
          </Button>
        </Typography.Text>
      )}
      {news.data && news.data.items.length === 0 && (
        <EmptyState
          title={t(news.data.following === 0 ? 'home.news.noFollows' : 'home.news.quiet')}
          hint={finds.length > 0 ? t('home.news.findHint') : undefined}
          action={
            finds.length > 0 && (
              <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' }}>
                {finds.map((path) => (
                  <Link key={path} to={`/${path}`} data-testid={`home-news-find-${path.replace('/', '-')}`}>
                    {t(`home.news.find.${path.replace('/', '-')}`)}
                  </Link>
                ))}
              </span>
            )
          }
        />
      )}
      {news.data && news.data.items.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {news.data.items.map((item) => (
            <NewsLine key={`${item.kind}:${item.companyId}:${item.at}`} item={item} />
          ))}
        </ul>
      )}
    </Card>
  );
}
