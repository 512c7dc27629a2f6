import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Empty, List, Popover, Spin, Tabs, Tag, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import { isCancel } from '@b2b/shared/api';
import type { Notice, Paged } from '@b2b/shared/contract';
import { fetchNotices, markNoticeRead, type NoticeTab } from './api';

const TABS: NoticeTab[] = ['ALL', 'SYSTEM', 'TODO'];

function NoticeList({ tab, onOpen }: { tab: NoticeTab; onOpen: (n: Notice) => void }) {
  const { t } = useTranslation('common');
  const [page, setPage] = useState<Paged<Notice> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    fetchNotices(tab, 1, 10, controller.signal)
      .then(setPage)
      .catch((err) => !isCancel(err) && setFailed(true));
    return () => controller.abort();
  }, [tab]);

  if (failed) return <Empty description={t('notice.failed')} />;
  if (!page) return <div style={{ padding: 24, textAlign: 'center' }}><Spin /></div>;
  if (page.list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />;
  return (
    <List
      size="small"
      dataSource={page.list}
      renderItem={(n) => (
        <List.Item onClick={() => onOpen(n)} style={{ cursor: 'pointer', opacity: n.read ? 0.65 : 1 }}>
          <List.Item.Meta
            title={
              <span>
                <Tag color={n.type === 'TODO' ? 'orange' : 'blue'}>{t(`notice.type.${n.type}`)}</Tag>
                {n.title}
              </span>
            }
            description={
              <>
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 2 }}>{n.content}</Typography.Paragraph>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{dayjs(n.createdAt).format('YYYY-MM-DD HH:mm')}</Typography.Text>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

/** The message center: notices in tabs All / System / TODO, fed by GET /api/user/notice. */
export function MessageCenter() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState(0);

  const countUnread = useCallback(() => {
    fetchNotices('ALL', 1, 50)
      .then((p) => setUnread(p.list.filter((n) => !n.read).length))
      .catch(() => undefined);
  }, []);
  useEffect(countUnread, [countUnread]);

  const openNotice = (n: Notice) => {
    setOpen(false);
    if (!n.read) void markNoticeRead(n.id).then(countUnread, () => undefined);
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
          <Tabs size="small" items={TABS.map((tab) => ({ key: tab, label: t(`notice.tab.${tab}`), children: <NoticeList tab={tab} onOpen={openNotice} /> }))} />
        </div>
      }
    >
      <Badge count={unread} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<BellOutlined />} aria-label={t('action.messages')} data-testid="message-center-button" />
      </Badge>
    </Popover>
  );
}
