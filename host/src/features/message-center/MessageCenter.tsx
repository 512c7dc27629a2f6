import { useState } from 'react';
import { Badge, Button, Popover, Tabs } from 'antd';
import { Link } from '@b2b/shared/router';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@b2b/shared/contract';
import { canAccess, findRoute } from '@b2b/shared/access';
import { useReadAllNotices } from '@b2b/shared/query';
import { useSession } from '@b2b/shared/session';
import type { NoticeTab } from '../../components/notices/get-notices';
import { useNoticeCounts } from '../../components/notices/get-notice-counts';
import { useMarkNoticeRead } from '../../components/notices/mark-notice-read';
import { NoticeList } from './components/NoticeList';
import { useRouterNavigate } from '../../app/navigation-target';

const TABS: NoticeTab[] = ['ALL', 'SYSTEM', 'TODO'];
const ALL_NOTICES = 'account/notification';

/** The message center: notices in tabs All / System / TODO (GET /api/user/notice), each with its unread count from the server. */
export function MessageCenter() {
  const { t } = useTranslation('common');
  const navigate = useRouterNavigate();
  const [open, setOpen] = useState(false);
  const counts = useNoticeCounts();
  const markRead = useMarkNoticeRead();
  const readAll = useReadAllNotices();
  const [tab, setTab] = useState<NoticeTab>('ALL');
  const user = useSession((s) => s.user);
  const allNotices = findRoute(ALL_NOTICES);
  const mayOpenAll = !!allNotices && canAccess(allNotices, user).ok;

  const openNotice = (n: Notice) => {
    setOpen(false);
    if (!n.read) markRead.mutate(n.id);
    navigate(n.link ? `/${n.link}` : `/notification/detail?id=${encodeURIComponent(n.id)}`);
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      destroyOnHidden
      content={
        <div style={{ width: 360 }} data-testid="message-center">
          <Tabs
            size="small"
            activeKey={tab}
            onChange={(key) => setTab(key as NoticeTab)}
            items={TABS.map((tab) => ({
              key: tab,
              label: (
                <span data-testid={`notice-tab-${tab}`}>
                  {t(`notice.tab.${tab}`)}
                  {counts?.[tab] ? <Badge count={counts[tab]} size="small" style={{ marginInlineStart: 4 }} /> : null}
                </span>
              ),
              children: <NoticeList tab={tab} onOpen={openNotice} />,
            }))}
          />
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '8px 16px 0' }}>
            <Button
              type="link"
              size="small"
              style={{ paddingInline: 0 }}
              disabled={!counts?.[tab]}
              loading={readAll.isPending}
              onClick={() => readAll.mutate(tab)}
              data-testid="message-center-read-all"
            >
              {t('notice.readAll')}
            </Button>
            {mayOpenAll && (
              <Link to={`/${ALL_NOTICES}`} onClick={() => setOpen(false)} data-testid="message-center-see-all">
                {t('notice.seeAll')}
              </Link>
            )}
          </div>
        </div>
      }
    >
      <Badge count={counts?.ALL ?? 0} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<BellOutlined />} aria-label={t('action.messages')} data-testid="message-center-button" />
      </Badge>
    </Popover>
  );
}
