import type { ReactNode } from 'react';
import { Button, Collapse, Popconfirm, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Friendship, FriendshipFilter } from '@b2b/shared/contract';
import { EmptyState, ItemRow, LoadState } from '@b2b/ui-kit';
import { Rows } from '../../../components/Rows';
import { useChatAction } from '../api/chat-actions';
import { friendshipsQuery } from '../api/chat-queries';
import { AddFriend } from './AddFriend';
import { NS } from '../../../i18n';

const SECTIONS: FriendshipFilter[] = ['INCOMING', 'FRIENDS', 'OUTGOING', 'BLOCKED'];

function FriendRow({ friendship, onOpen }: { friendship: Friendship; onOpen: (conversationId: string) => void }) {
  const { t } = useTranslation(NS);
  const accept = useChatAction('accept');
  const decline = useChatAction('decline');
  const remove = useChatAction('removeFriend');
  const block = useChatAction('block');
  const { user, status, outgoing, conversationId, blockedByMe } = friendship;
  const actions: ReactNode[] = [];
  if (status === 'PENDING' && !outgoing) {
    actions.push(
      <Button
        key="accept"
        size="small"
        type="primary"
        loading={accept.isPending}
        onClick={() => accept.mutate(friendship.id, { onSuccess: (f) => f.conversationId && onOpen(f.conversationId) })}
      >
        {t('friends.accept')}
      </Button>,
      <Button key="decline" size="small" loading={decline.isPending} onClick={() => decline.mutate(friendship.id)}>
        {t('friends.decline')}
      </Button>,
    );
  } else if (status === 'PENDING') {
    actions.push(
      <Button key="withdraw" size="small" loading={decline.isPending} onClick={() => decline.mutate(friendship.id)}>
        {t('friends.withdraw')}
      </Button>,
    );
  } else if (blockedByMe) {
    actions.push(
      <Button key="unblock" size="small" loading={block.isPending} onClick={() => block.mutate({ userId: user.id, blocked: false })}>
        {t('friends.unblock')}
      </Button>,
    );
  } else if (status === 'ACCEPTED') {
    if (conversationId)
      actions.push(
        <Button key="message" size="small" type="primary" onClick={() => onOpen(conversationId)}>
          {t('friends.message')}
        </Button>,
      );
    actions.push(
      <Popconfirm
        key="block"
        title={t('friends.blockConfirm', { name: user.nickname })}
        onConfirm={() => block.mutate({ userId: user.id, blocked: true })}
      >
        <Button size="small">{t('friends.block')}</Button>
      </Popconfirm>,
      <Popconfirm key="remove" title={t('friends.removeConfirm', { name: user.nickname })} onConfirm={() => remove.mutate(friendship.id)}>
        <Button size="small" danger>
          {t('friends.remove')}
        </Button>
      </Popconfirm>,
    );
  }
  return (
    <ItemRow
      title={user.nickname}
      meta={
        <>
          <Typography.Text type="secondary">{user.companyName}</Typography.Text>
          {friendship.note && <div>{t('friends.note', { note: friendship.note })}</div>}
        </>
      }
      actions={actions}
    />
  );
}

function Section({ filter, onOpen }: { filter: FriendshipFilter; onOpen: (conversationId: string) => void }) {
  const { t } = useTranslation(NS);
  const query = useQuery(friendshipsQuery({ page: 1, pageSize: 50, filter }));
  const data = query.data;
  if (!data) return <LoadState error={query.isError && !query.isFetching} onRetry={() => void query.refetch()} />;
  if (data.list.length === 0) return <EmptyState title={t(`friends.empty.${filter}`)} />;
  return <Rows items={data.list} rowKey={(f) => f.id} testId="chat-friend" render={(f) => <FriendRow friendship={f} onOpen={onOpen} />} />;
}

/** Requests to the caller, friends, the caller's requests and blocked users; a request to a company's account. */
export function FriendsPanel({ onOpen }: { onOpen: (conversationId: string) => void }) {
  const { t } = useTranslation(NS);
  return (
    <div style={{ height: '100%', overflowY: 'auto' }}>
      <AddFriend />
      <Collapse
        ghost
        defaultActiveKey={['INCOMING', 'FRIENDS']}
        items={SECTIONS.map((filter) => ({
          key: filter,
          label: t(`friends.section.${filter}`),
          children: <Section filter={filter} onOpen={onOpen} />,
          styles: { body: { padding: 0 } },
        }))}
      />
    </div>
  );
}
