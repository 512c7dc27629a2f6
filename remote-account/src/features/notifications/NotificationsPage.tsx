import { useQuery } from '@tanstack/react-query';
import { Badge, Segmented, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { NOTICE_TYPES, type Notice } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { noticeCountsQuery, noticesQuery, type NoticeTab } from '@b2b/shared/query';
import { EmptyState, LoadState, PagedList, PageFrame, usePageParam } from '@b2b/ui-kit';
import { NS } from '../../i18n';

const PAGE_SIZE = 10;
const TABS: readonly NoticeTab[] = ['ALL', ...NOTICE_TYPES];
const tabOf = (value: string | null): NoticeTab => ((TABS as readonly string[]).includes(value ?? '') ? (value as NoticeTab) : 'ALL');

/** One notice: unread ones stand out; the title opens it (marked read there) on its own page. */
function NoticeRow({ notice }: { notice: Notice }) {
  const { t, i18n } = useTranslation('common');
  const { t: ta } = useTranslation(NS);
  return (
    <div data-testid={`notice-${notice.id}`} style={{ opacity: notice.read ? 0.7 : 1 }}>
      <div style={{ marginBottom: 4 }}>
        <Tag color={notice.type === 'TODO' ? 'orange' : 'blue'}>{t(`notice.type.${notice.type}`)}</Tag>
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

/** The user's notices (`account/notification`): all, system or to-do, unread counts on the tabs, paged in the URL. */
export function NotificationsPage() {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('type'));
  const [page, setPage] = usePageParam();
  const notices = useQuery({ ...noticesQuery(tab, page, PAGE_SIZE), placeholderData: (previous) => previous });
  const counts = useQuery(noticeCountsQuery()).data;
  const choose = (next: NoticeTab) => setParams(next === 'ALL' ? {} : { type: next }, { replace: true });
  const data = notices.data;
  return (
    <PageFrame title={tc('route.accountNotification')} width={820}>
      <Segmented
        block
        value={tab}
        onChange={(value) => choose(value as NoticeTab)}
        style={{ marginBottom: 16 }}
        options={TABS.map((value) => ({
          value,
          label: (
            <span data-testid={`notice-tab-${value}`}>
              {tc(`notice.tab.${value}`)}
              {counts && counts[value] > 0 && ` (${counts[value]})`}
            </span>
          ),
        }))}
      />
      {!data ? (
        <LoadState error={!notices.isFetching && notices.error} onRetry={() => void notices.refetch()} />
      ) : data.total === 0 ? (
        <EmptyState title={tc('notice.empty')} hint={t('notifications.emptyHint')} />
      ) : (
        <PagedList
          label={tc('route.accountNotification')}
          items={data.list}
          rowKey={(notice) => notice.id}
          render={(notice) => <NoticeRow notice={notice} />}
          page={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          onPage={setPage}
          busy={notices.isFetching}
        />
      )}
    </PageFrame>
  );
}

export default NotificationsPage;
