import { useQuery } from '@tanstack/react-query';
import { App, Button, Segmented, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@b2b/shared/router';
import { NOTICE_TYPES } from '@b2b/shared/contract';
import { noticeCountsQuery, noticesQuery, useReadAllNotices, type NoticeTab } from '@b2b/shared/query';
import { PageFrame, QueryPagedList, usePageParam } from '@b2b/ui-kit';
import { NS } from '../../i18n';
import { NoticeRow } from './components/NoticeRow';
import { NoticeSettingsPanel } from './components/NoticeSettingsPanel';

const PAGE_SIZE = 10;
const TABS: readonly NoticeTab[] = ['ALL', ...NOTICE_TYPES];
const tabOf = (value: string | null): NoticeTab => ((TABS as readonly string[]).includes(value ?? '') ? (value as NoticeTab) : 'ALL');

/** The notices of one tab, paged in the URL, with "mark all read" for the tab. */
function NoticeList({ tab, onTab }: { tab: NoticeTab; onTab: (tab: NoticeTab) => void }) {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const [page, setPage] = usePageParam();
  const notices = useQuery({ ...noticesQuery(tab, page, PAGE_SIZE), placeholderData: (previous) => previous });
  const counts = useQuery(noticeCountsQuery()).data;
  const readAll = useReadAllNotices();
  const unread = counts?.[tab] ?? 0;
  const onReadAll = async () => {
    const { updated } = await readAll.mutateAsync(tab);
    void message.success(t('notifications.readAllDone', { count: updated }));
  };
  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 16 }}>
        <Segmented
          value={tab}
          onChange={(value) => onTab(value as NoticeTab)}
          style={{ flex: '1 1 280px' }}
          block
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
        <Button onClick={() => void onReadAll()} disabled={unread === 0} loading={readAll.isPending} data-testid="notice-read-all">
          {t('notifications.readAll')}
        </Button>
      </div>
      <QueryPagedList
        query={notices}
        empty={{ title: tc('notice.empty'), hint: t('notifications.emptyHint') }}
        label={tc('route.accountNotification')}
        rowKey={(notice) => notice.id}
        render={(notice) => <NoticeRow notice={notice} />}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      />
    </>
  );
}

/**
 * The user's notices (`account/notification`): all, system or to-do with the unread counts, mark all read,
 * and the settings (`?view=settings`, the page a notice mail links to).
 */
export function NotificationsPage() {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'settings' ? 'settings' : 'notices';
  const tab = tabOf(params.get('type'));
  const chooseTab = (next: NoticeTab) => setParams(next === 'ALL' ? {} : { type: next }, { replace: true });
  const chooseView = (next: string) => setParams(next === 'settings' ? { view: 'settings' } : {}, { replace: true });
  return (
    <PageFrame title={tc('route.accountNotification')} width={820}>
      <Tabs
        activeKey={view}
        onChange={chooseView}
        items={[
          { key: 'notices', label: t('notifications.view.notices'), children: <NoticeList tab={tab} onTab={chooseTab} /> },
          { key: 'settings', label: t('notifications.view.settings'), children: <NoticeSettingsPanel /> },
        ]}
      />
    </PageFrame>
  );
}

export default NotificationsPage;
