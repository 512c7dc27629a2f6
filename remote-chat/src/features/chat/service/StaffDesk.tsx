import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Dropdown, Flex, Modal, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@b2b/shared/router';
import type { Paged, ServiceSession } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { useIsPhone } from '@b2b/ui-kit';
import { Rows } from '../../../components/Rows';
import { Conversation } from '../components/Conversation';
import { SplitPanes } from '../components/SplitPanes';
import { useChatConnection } from '../lib/chat-instance';
import { serviceMineQuery, serviceQueueQuery, serviceStaffQuery, useServiceAction } from '../api/service';
import { minutesSince, transferTargets } from '../lib/service-lists';
import { useServiceFrames } from '../lib/use-service-frames';
import { ChatBox } from './ChatBox';
import { NS } from '../../../i18n';

/** Re-renders every minute, for wait times. */
function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function ListState({ query, empty }: { query: UseQueryResult<Paged<ServiceSession>>; empty: string }) {
  const { t } = useTranslation(NS);
  if (query.isPending) return <Spin size="small" style={{ display: 'block', margin: 12 }} />;
  if (query.isError)
    return (
      <Alert
        type="warning"
        banner
        title={t('customer.loadFailed')}
        action={<a onClick={() => void query.refetch()}>{t('conversation.retry')}</a>}
      />
    );
  if (query.data.list.length === 0)
    return (
      <Typography.Text type="secondary" style={{ display: 'block', padding: '8px 12px' }}>
        {empty}
      </Typography.Text>
    );
  return null;
}

/** A conversation in staff's lists: who asks, a second line under the name, and what stands at the end. */
function SessionLine({ session, detail, children }: { session: ServiceSession; detail: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap={8}>
      <div style={{ minWidth: 0 }}>
        <Typography.Text ellipsis style={{ display: 'block' }}>
          {session.customer.nickname}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, display: 'block' }}>
          {detail}
        </Typography.Text>
      </div>
      {children}
    </Flex>
  );
}

/** The selected conversation's head: who asks, and handing it to a colleague with room, or ending it. */
function DeskHeader({ session, onBack, onLeft }: { session: ServiceSession; onBack?: () => void; onLeft: () => void }) {
  const { t } = useTranslation(NS);
  const me = useSession((s) => s.user?.userId) ?? '';
  const staff = useQuery(serviceStaffQuery());
  const transfer = useServiceAction('transfer');
  const end = useServiceAction('end');
  const targets = transferTargets(staff.data ?? [], me);
  const items = targets.map((m) => ({
    key: m.user.id,
    label: t('customer.colleague', { name: m.user.nickname, load: m.load, capacity: m.capacity }),
  }));
  const confirmEnd = () =>
    Modal.confirm({
      title: t('customer.endConfirm'),
      okText: t('customer.end'),
      cancelText: t('customer.cancel'),
      onOk: () => end.mutateAsync(session.conversationId).then(onLeft),
    });
  return (
    <Flex align="center" gap={8} wrap style={{ padding: '8px 12px', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
      {onBack && <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('conversation.back')} onClick={onBack} />}
      <div style={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography.Text strong ellipsis style={{ display: 'block' }}>
          {session.customer.nickname}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, display: 'block' }}>
          {session.customer.companyName}
        </Typography.Text>
      </div>
      <Dropdown
        disabled={targets.length === 0}
        trigger={['click']}
        menu={{ items, onClick: ({ key }) => transfer.mutateAsync({ id: session.conversationId, staffId: key }).then(onLeft) }}
      >
        <Button title={targets.length === 0 ? t('customer.noColleague') : undefined} loading={transfer.isPending}>
          {t('customer.transfer')}
        </Button>
      </Dropdown>
      <Button danger onClick={confirmEnd} data-testid="service-end">
        {t('customer.end')}
      </Button>
    </Flex>
  );
}

/** Staff's customer service: their load, the queue (oldest first, with wait times) and their own conversations. */
export function StaffDesk() {
  const { t } = useTranslation(NS);
  const me = useSession((s) => s.user?.userId) ?? '';
  useChatConnection();
  useServiceFrames('staff', me);
  const isPhone = useIsPhone();
  const now = useMinuteClock();
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const queue = useQuery(serviceQueueQuery());
  const mine = useQuery(serviceMineQuery());
  const staff = useQuery(serviceStaffQuery());
  const pick = useServiceAction('pick');
  const own = staff.data?.find((m) => m.user.id === me);
  const full = !!own && own.load >= own.capacity;
  const open = (id: string | null) => setParams(id ? { c: id } : {});
  const session = mine.data?.list.find((s) => s.conversationId === selected) ?? null;

  const sidebar = (
    <div style={{ overflowY: 'auto', height: '100%' }}>
      <Flex justify="space-between" align="center" style={{ padding: '10px 12px' }}>
        <Typography.Text strong>{t('customer.queue', { count: queue.data?.total ?? 0 })}</Typography.Text>
        {own && (
          <Tag color={full ? 'red' : 'green'} data-testid="service-load">
            {t('customer.load', { load: own.load, capacity: own.capacity })}
          </Tag>
        )}
      </Flex>
      <ListState query={queue} empty={t('customer.queueEmpty')} />
      <Rows
        items={queue.data?.list ?? []}
        rowKey={(s) => s.conversationId}
        label={t('customer.queueLabel')}
        testId="service-waiting"
        render={(s) => (
          <SessionLine session={s} detail={t('customer.waited', { count: minutesSince(s.queuedAt, now) })}>
            <Button
              size="small"
              type="primary"
              disabled={full}
              title={full ? t('customer.fullHint') : undefined}
              onClick={() => pick.mutateAsync(s.conversationId).then(() => open(s.conversationId))}
            >
              {t('customer.pick')}
            </Button>
          </SessionLine>
        )}
      />
      <Typography.Text strong style={{ display: 'block', padding: '16px 12px 10px' }}>
        {t('customer.mine', { count: mine.data?.total ?? 0 })}
      </Typography.Text>
      <ListState query={mine} empty={t('customer.mineEmpty')} />
      <Rows
        items={mine.data?.list ?? []}
        rowKey={(s) => s.conversationId}
        label={t('customer.mineLabel')}
        testId="service-mine"
        selected={selected}
        onPick={(s) => open(s.conversationId)}
        render={(s) => (
          <SessionLine session={s} detail={s.customer.companyName}>
            <Badge count={s.unread} aria-label={t('customer.unread', { count: s.unread })} />
          </SessionLine>
        )}
      />
    </div>
  );

  const pane = session ? (
    <Conversation
      key={session.conversationId}
      conversationId={session.conversationId}
      contact={null}
      names={new Map([[session.customer.id, session.customer.nickname]])}
      header={<DeskHeader session={session} onBack={isPhone ? () => open(null) : undefined} onLeft={() => open(null)} />}
    />
  ) : (
    <Flex align="center" justify="center" style={{ height: '100%', padding: 16, textAlign: 'center' }}>
      <Typography.Text type="secondary">{t('customer.pickHint')}</Typography.Text>
    </Flex>
  );

  return (
    <ChatBox testId="service-desk">
      <SplitPanes sidebar={sidebar} pane={pane} open={!!session} />
    </ChatBox>
  );
}
