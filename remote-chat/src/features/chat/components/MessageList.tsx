import { useLayoutEffect, useRef, useState } from 'react';
import { Button, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatLanguage, ChatMessage } from '@b2b/shared/contract';
import { fetchHistory, pageHasOlder } from '../api/chat-queries';
import { chatClient } from '../lib/chat-instance';
import { MessageBubble, PendingBubble } from './MessageBubble';
import { NS } from '../../../i18n';
import type { ConversationState, Outgoing } from '../../../socket/chat-state';

const NEAR_TOP_PX = 48;
const NONE: ChatMessage[] = [];
const NEAR_BOTTOM_PX = 120;

/** Messages oldest first; scrolling to the top loads the page before, keeping what was on screen in place. */
export function MessageList({
  conversationId,
  conversation,
  pending,
  me,
  isGroup,
  names,
  translateTo,
}: {
  conversationId: string;
  conversation: ConversationState | undefined;
  pending: Outgoing[];
  me: string;
  isGroup: boolean;
  names: Map<string, string>;
  /** Show others' messages' translations into this language (the caller's translate flag is on). */
  translateTo: ChatLanguage | null;
}) {
  const { t } = useTranslation(NS);
  const box = useRef<HTMLDivElement>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const keep = useRef<{ height: number; top: number } | null>(null);
  const messages: ChatMessage[] = conversation?.messages ?? NONE;
  const hasOlder = !!conversation?.loaded && conversation.hasOlder && messages.length > 0;
  const newestKey = `${messages.at(-1)?.seq ?? 0}:${pending.length}`;

  const loadOlder = () => {
    if (loadingOlder || !hasOlder || !box.current) return;
    keep.current = { height: box.current.scrollHeight, top: box.current.scrollTop };
    setLoadingOlder(true);
    setOlderFailed(false);
    fetchHistory(conversationId, messages[0].seq)
      .then((page) =>
        chatClient().dispatch({ type: 'history', conversationId, messages: page.list, hasOlder: pageHasOlder(page), replace: false }),
      )
      .catch(() => {
        keep.current = null;
        setOlderFailed(true);
      })
      .finally(() => setLoadingOlder(false));
  };

  // After an older page: the same message stays under the reader's eyes. After a new one: follow it if near the bottom.
  const wasNearBottom = useRef(true);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (keep.current) {
      el.scrollTop = el.scrollHeight - keep.current.height + keep.current.top;
      keep.current = null;
    } else if (wasNearBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages, newestKey]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    wasNearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (el.scrollTop < NEAR_TOP_PX) loadOlder();
  };

  return (
    <div ref={box} onScroll={onScroll} data-testid="chat-messages" style={{ flex: 1, overflowY: 'auto', padding: '8px 12px' }}>
      <div style={{ textAlign: 'center', minHeight: 32 }}>
        {loadingOlder ? (
          <Spin size="small" aria-label={t('conversation.loadingOlder')} />
        ) : hasOlder ? (
          <Button type="link" size="small" onClick={loadOlder}>
            {t(olderFailed ? 'conversation.olderFailed' : 'conversation.loadOlder')}
          </Button>
        ) : (
          conversation?.loaded && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(messages.length ? 'conversation.start' : 'conversation.empty')}
            </Typography.Text>
          )
        )}
        {!conversation?.loaded && <Spin size="small" aria-label={t('conversation.loading')} />}
      </div>
      {messages.map((message) => (
        <MessageBubble
          key={message.seq}
          message={message}
          mine={message.senderId === me}
          sender={isGroup && message.senderId !== me ? names.get(message.senderId) : undefined}
          conversation={conversation}
          me={me}
          isGroup={isGroup}
          translateTo={translateTo}
        />
      ))}
      {pending.map((outgoing) => (
        <PendingBubble key={outgoing.clientMsgId} outgoing={outgoing} />
      ))}
    </div>
  );
}
