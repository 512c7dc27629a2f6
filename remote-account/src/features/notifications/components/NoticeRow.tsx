import { Badge, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import type { Notice } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { NS } from '../../../i18n';

/** One notice: unread ones stand out; the title opens it (marked read there) on its own page. */
export function NoticeRow({ notice }: { notice: Notice }) {
  const { t, i18n } = useTranslation('common');
  const { t: ta } = useTranslation(NS);
  return (
    <div data-testid={`notice-${notice.id}`} style={{ opacity: notice.read ? 0.7 : 1 }}>
      <div style={{ marginBottom: 4 }}>
        <Tag color={notice.type === 'TODO' ? 'orange' : 'blue'}>{t(`notice.type.${notice.type}`)}</Tag>
        <Tag>{ta(`notifications.area.${notice.area}`)}</Tag>
        {!notice.read && <Badge status="processing" text={ta('notifications.unread')} style={{ marginInlineEnd: 8 }} />}
        <Link to={`/notification/detail?${new URLSearchParams({ id: notice.id })}`} style={{ fontWeight: notice.read ? 400 : 600 }}>
          {notice.title}
        </Link>
      </div>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 2 }}>
        {notice.content}
      </Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatDateTime(notice.createdAt, i18n.language)}
      </Typography.Text>
    </div>
  );
}
