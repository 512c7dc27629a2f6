import { Button, Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from '@b2b/shared/router';
import { allowedRedirect } from '@b2b/shared/access';
import { formatDateTime } from '@b2b/shared/i18n';
import { useSession } from '@b2b/shared/session';
import { EmptyState, LoadState, readServerError } from '@b2b/ui-kit';
import { useOpenedNotice } from '../../components/notices/open-notice';
import './i18n';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Back where the user came from in the app, or to every notice when the page was opened from outside (a mail). */
function BackLink() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const location = useLocation();
  if (location.key === 'default') return <Link to="/account/notification">{t('notificationDetail.all')}</Link>;
  return (
    <Button type="link" style={{ padding: 0 }} onClick={() => navigate(-1)}>
      {t('notificationDetail.back')}
    </Button>
  );
}

/** The notice `id`: marked read as it opens, with the way to what it is about when the user may open it. */
function OpenedNotice({ id }: { id: string }) {
  const { t, i18n } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const user = useSession((s) => s.user);
  const opened = useOpenedNotice(id);
  if (opened.status === 'loading') return <LoadState onRetry={opened.retry} />;
  if (opened.status === 'failed') {
    const hint = readServerError(opened.error)?.message || undefined;
    return <LoadState error={opened.error} onRetry={opened.retry} notFound={{ title: t('notificationDetail.notFound'), hint }} />;
  }
  const { notice } = opened;
  const target = notice.link ? allowedRedirect(`/${notice.link}`, user) : null;
  return (
    <article data-testid="notice-detail" data-read={notice.read}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
        <Tag color={notice.type === 'TODO' ? 'orange' : 'blue'}>{tc(`notice.type.${notice.type}`)}</Tag>
        <Typography.Text type="secondary">{formatDateTime(notice.createdAt, i18n.language)}</Typography.Text>
      </div>
      <Typography.Title level={3} style={{ marginTop: 0, overflowWrap: 'anywhere' }}>
        {notice.title}
      </Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{notice.content}</Typography.Paragraph>
      {target && (
        <Link to={target}>
          <Button type="primary" data-testid="notice-target">
            {t('notificationDetail.open')}
          </Button>
        </Link>
      )}
    </article>
  );
}

/** `/notification/detail?id=<notice>`: one of the caller's notices. Another account's is "not found", as the server answers. */
export default function NotificationDetailPage() {
  const { t } = useTranslation('host');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <Card title={t('notificationDetail.title')} extra={<BackLink />} data-testid="notification-detail-page">
      {UUID.test(id) ? (
        <OpenedNotice key={id} id={id} />
      ) : (
        <EmptyState title={t('notificationDetail.notFound')} hint={t('notificationDetail.noId')} />
      )}
    </Card>
  );
}
