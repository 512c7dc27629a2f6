import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ServiceSession } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { EmptyState } from '@b2b/ui-kit';
import { Conversation } from '../components/Conversation';
import { useChatConnection } from '../lib/chat-instance';
import { serviceCurrentQuery, useServiceAction } from '../api/service';
import { useServiceFrames } from '../lib/use-service-frames';
import { ChatBox } from './ChatBox';
import { NS } from '../../../i18n';

/** What the member is told above the conversation: waiting (and where), who serves it, or that it ended. */
function StateLine({ session }: { session: ServiceSession }) {
  const { t } = useTranslation(NS);
  const end = useServiceAction('end');
  const start = useServiceAction('start');
  const confirmEnd = () =>
    Modal.confirm({
      title: t('customer.endConfirm'),
      okText: t('customer.end'),
      cancelText: t('customer.cancel'),
      onOk: () => end.mutateAsync(session.conversationId),
    });
  if (session.status === 'ENDED')
    return (
      <Alert
        type="info"
        showIcon
        data-testid="service-state"
        title={t('customer.ended')}
        action={
          <Button type="primary" size="small" loading={start.isPending} onClick={() => start.mutate(undefined)}>
            {t('customer.startNew')}
          </Button>
        }
      />
    );
  const title =
    session.status === 'WAITING'
      ? session.position
        ? t('customer.waitingAt', { position: session.position })
        : t('customer.waiting')
      : t('customer.servedBy', { name: session.staff?.nickname ?? '' });
  return (
    <Alert
      type={session.status === 'WAITING' ? 'warning' : 'success'}
      showIcon
      data-testid="service-state"
      title={title}
      description={session.status === 'WAITING' ? t('customer.waitingHint') : undefined}
      action={
        <Button size="small" danger onClick={confirmEnd}>
          {t('customer.end')}
        </Button>
      }
    />
  );
}

/** A pay member's customer service: ask for it, see where it stands, and chat in it like in any conversation. */
export function MemberService() {
  const { t } = useTranslation(NS);
  const me = useSession((s) => s.user?.userId) ?? '';
  useChatConnection();
  useServiceFrames('member', me);
  const current = useQuery(serviceCurrentQuery());
  const start = useServiceAction('start');

  if (current.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (current.isError)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('customer.loadFailed')}
        action={<a onClick={() => void current.refetch()}>{t('conversation.retry')}</a>}
      />
    );
  const session = current.data;
  if (!session)
    return (
      <EmptyState
        title={t('customer.askTitle')}
        hint={t('customer.askHint')}
        action={
          <Button type="primary" icon={<CustomerServiceOutlined />} loading={start.isPending} onClick={() => start.mutate(undefined)}>
            {t('customer.start')}
          </Button>
        }
      />
    );
  const names = new Map(session.staff ? [[session.staff.id, session.staff.nickname]] : []);
  return (
    <Flex vertical gap={12}>
      <StateLine session={session} />
      <ChatBox testId="service-chat">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Conversation
            key={session.conversationId}
            conversationId={session.conversationId}
            contact={null}
            names={names}
            header={
              <Typography.Text strong style={{ padding: '10px 12px', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
                {session.staff ? session.staff.nickname : t('customer.title')}
              </Typography.Text>
            }
            closed={session.status === 'ENDED' ? <Alert type="info" banner title={t('customer.endedComposer')} /> : undefined}
          />
        </div>
      </ChatBox>
    </Flex>
  );
}
