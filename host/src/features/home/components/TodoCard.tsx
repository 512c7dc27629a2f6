import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import { formatDateTime } from '@b2b/shared/i18n';
import { noticesQuery } from '../../../components/notices/get-notices';

/** How many of the TODO notices the card lists. */
export const TODO_SHOWN = 3;

/** The caller's unread TODO count and its latest TODO notices, each opening its detail page. */
export function TodoCard({ unread }: { unread: number | undefined }) {
  const { t, i18n } = useTranslation('host');
  const { data, isError } = useQuery(noticesQuery('TODO', 1, TODO_SHOWN));
  return (
    <Card
      size="small"
      data-testid="home-todo"
      title={
        <span>
          {t('home.todo.title')} <Badge count={unread ?? 0} data-testid="home-figure-todo" />
        </span>
      }
    >
      {isError && <Typography.Text type="secondary">{t('home.todo.failed')}</Typography.Text>}
      {data && data.list.length === 0 && <Typography.Text type="secondary">{t('home.todo.empty')}</Typography.Text>}
      {data && data.list.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.list.map((notice) => (
            <li
              key={notice.id}
              style={{ padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)', opacity: notice.read ? 0.65 : 1 }}
            >
              <Link to={`/notification/detail?id=${encodeURIComponent(notice.id)}`} style={{ overflowWrap: 'anywhere' }}>
                {notice.title}
              </Link>
              <div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(notice.createdAt, i18n.language)}
                </Typography.Text>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
