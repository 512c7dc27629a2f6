import { useState } from 'react';
import { Badge, Button, Popover, Tabs } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@b2b/shared/contract';
import { useUnreadNoticeCount, type NoticeTab } from './api/get-notices';
import { useMarkNoticeRead } from './api/mark-notice-read';
import { NoticeList } from './components/NoticeList';
import { useRouterNavigate } from '../../app/navigation-target';

const TABS: NoticeTab[] = ['ALL', 'SYSTEM', 'TODO'];

/** The message center: notices in tabs All / System / TODO, fed by GET /api/user/notice. */
export function MessageCenter() {
  const { t } = useTranslation('common');
  const navigate = useRouterNavigate();
  const [open, setOpen] = useState(false);
  const unread = useUnreadNoticeCount();
  const markRead = useMarkNoticeRead();

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
            items={TABS.map((tab) => ({ key: tab, label: t(`notice.tab.${tab}`), children: <NoticeList tab={tab} onOpen={openNotice} /> }))}
          />
        </div>
      }
    >
      <Badge count={unread} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<BellOutlined />} aria-label={t('action.messages')} data-testid="message-center-button" />
      </Badge>
    </Popover>
  );
}
