import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatContact } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { fetchHistory, groupMembersQuery, pageHasOlder } from '../api/chat-queries';
import { useChatSettings } from '../api/chat-settings';
import { chatClient, useChatState } from '../lib/chat-instance';
import { Composer } from './Composer';
import { ConversationHeader } from './ConversationHeader';
import { MessageList } from './MessageList';
import { NS } from '../../../i18n';
import { typingUsers, type ConversationState } from '../../../socket/chat-state';

function useNewestPage(conversationId: string, needed: boolean) {
  const [error, setError] = useState(false);
  const load = useCallback(() => {
    setError(false);
    fetchHistory(conversationId).then(
      (page) =>
        chatClient().dispatch({ type: 'history', conversationId, messages: page.list, hasOlder: pageHasOlder(page), replace: true }),
      () => setError(true),
    );
  }, [conversationId]);
  useEffect(() => {
    if (needed) load();
  }, [needed, load]);
  return { error, retry: load };
}

/** Seeds the others' positions: the peer's from the contact, each member's from the group's member list. */
function useReceipts(conversationId: string, contact: ChatContact | null) {
  const isGroup = contact?.kind === 'GROUP';
  const members = useQuery({ ...groupMembersQuery(conversationId), enabled: isGroup });
  useEffect(() => {
    const peer = contact?.peer;
    if (peer && contact.peerReadSeq !== null && contact.peerDeliveredSeq !== null) {
      const receipts = { [peer.id]: { deliveredSeq: contact.peerDeliveredSeq, readSeq: contact.peerReadSeq } };
      chatClient().dispatch({ type: 'receipts', conversationId, receipts });
    }
  }, [conversationId, contact]);
  useEffect(() => {
    if (!members.data) return;
    const receipts = Object.fromEntries(members.data.map((m) => [m.user.id, { deliveredSeq: m.lastDeliveredSeq, readSeq: m.lastReadSeq }]));
    chatClient().dispatch({ type: 'receipts', conversationId, receipts });
  }, [conversationId, members.data]);
  return members.data;
}

/** Reads what is on screen: while the tab shows the conversation, its newest message is read (the unread count resets). */
function useReadWhileShown(conversationId: string, lastSeq: number) {
  useEffect(() => {
    const read = () => {
      if (document.visibilityState !== 'hidden') chatClient().read(conversationId, lastSeq);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [conversationId, lastSeq]);
}

/** Who is typing now; renders again when the last of them stops showing. */
function useTyping(conversation: ConversationState | undefined, me: string): string[] {
  const [, setTick] = useState(0);
  const now = Date.now();
  const typing = typingUsers(conversation, now, me);
  const until = Math.max(0, ...typing.map((id) => conversation!.typingUntil[id]));
  useEffect(() => {
    if (!until) return;
    const timer = setTimeout(() => setTick((n) => n + 1), until - Date.now() + 50);
    return () => clearTimeout(timer);
  }, [until]);
  return typing;
}

/**
 * One conversation: its messages (older ones as the user scrolls up), who is typing, and the composer.
 * Customer service gives its own `header` and, once the conversation is closed to the reader, `closed`
 * in place of the composer.
 */
export function Conversation({
  conversationId,
  contact,
  onBack,
  header,
  closed,
  names: givenNames,
}: {
  conversationId: string;
  contact: ChatContact | null;
  onBack?: () => void;
  header?: ReactNode;
  closed?: ReactNode;
  /** Names of the people in it, by id, where no contact says them. */
  names?: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation(NS);
  const me = useSession((s) => s.user?.userId) ?? '';
  const conversation = useChatState((s) => s.conversations[conversationId]);
  const outbox = useChatState((s) => s.outbox);
  const pending = useMemo(() => Object.values(outbox).filter((o) => o.conversationId === conversationId), [outbox, conversationId]);
  const newest = useNewestPage(conversationId, !conversation?.loaded || conversation.stale);
  const members = useReceipts(conversationId, contact);
  useReadWhileShown(conversationId, conversation?.lastSeq ?? 0);
  const typing = useTyping(conversation, me);
  const names = new Map<string, string>([...(givenNames ?? []), ...(members ?? []).map((m) => [m.user.id, m.user.nickname] as const)]);
  if (contact?.peer) names.set(contact.peer.id, contact.peer.nickname);
  const typingText =
    typing.length === 0
      ? null
      : typing.length === 1 && names.has(typing[0])
        ? t('conversation.typing', { name: names.get(typing[0]) })
        : t('conversation.typingSome');
  const canSend = contact ? contact.kind !== 'DIRECT' || contact.canSend : true;
  const settings = useChatSettings();
  const translateTo = settings?.translate && settings.translationAvailable ? settings.language : null;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {header ?? <ConversationHeader conversationId={conversationId} contact={contact} members={members} onBack={onBack} />}
      {newest.error && (
        <Alert
          type="warning"
          showIcon
          title={t('conversation.loadFailed')}
          action={<a onClick={newest.retry}>{t('conversation.retry')}</a>}
        />
      )}
      <MessageList
        conversationId={conversationId}
        conversation={conversation}
        pending={pending}
        me={me}
        isGroup={contact?.kind === 'GROUP'}
        names={names}
        translateTo={translateTo}
      />
      <div style={{ minHeight: 22, paddingInline: 12 }} aria-live="polite">
        {typingText && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {typingText}
          </Typography.Text>
        )}
      </div>
      {closed ??
        (canSend ? <Composer conversationId={conversationId} /> : <Alert type="info" banner title={t('conversation.cannotSend')} />)}
    </div>
  );
}
