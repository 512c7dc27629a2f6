import { Empty, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { useNotices, type NoticeTab } from '../../../components/notices/get-notices';

export function NoticeList({ tab, onOpen }: { tab: NoticeTab; onOpen: (n: Notice) => void }) {
  const { t, i18n } = useTranslation('common');
  const { data: page, isError } = useNotices(tab);

  if (isError) return <Empty description={t('notice.failed')} />;
  if (!page)
    return (
      <div style={{ padding: 24, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  if (page.list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />;
  // A plain list: antd's List is deprecated (its replacement, Listy, is a virtual scroller).
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {page.list.map((n) => (
        <li
          key={n.id}
          onClick={() => onOpen(n)}
          style={{ cursor: 'pointer', opacity: n.read ? 0.65 : 1, padding: '8px 16px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
        >
          <div style={{ marginBottom: 4 }}>
            <Tag color={n.type === 'TODO' ? 'orange' : 'blue'}>{t(`notice.type.${n.type}`)}</Tag>
            {n.title}
          </div>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 2 }}>
            {n.content}
          </Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(n.createdAt, i18n.language)}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
