import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Flex, theme, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@b2b/shared/router';
import { useIsPhone } from '@b2b/ui-kit';
import { contactsQuery } from './api/chat-queries';
import { useChatSettings } from './api/chat-settings';
import { Conversation } from './components/Conversation';
import { Sidebar } from './components/Sidebar';
import { SplitPanes } from './components/SplitPanes';
import { chatClient, useChatConnection, useConnectionStatus } from './lib/chat-instance';
import { NS } from '../../i18n';

export const CONTACTS_QUERY = { page: 1, pageSize: 50 };

/** The screen fills the window below where it starts (the host's header is taller on a phone), at least 420 px. */
function useFillHeight(gap: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(160);
  useLayoutEffect(() => {
    const measure = () => ref.current && setTop(ref.current.getBoundingClientRect().top + window.scrollY);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return { ref, height: `max(420px, calc(100dvh - ${Math.round(top + gap)}px))` };
}

/** Chat: the conversation list (conversations, friends, groups) beside the open conversation; two screens on a phone. */
export function ChatPage() {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  useChatConnection();
  // The chat language follows the interface's: set on start and on every language change.
  useChatSettings();
  const status = useConnectionStatus();
  const isPhone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const contacts = useQuery(contactsQuery(CONTACTS_QUERY));
  const fill = useFillHeight(isPhone ? 0 : 24);

  useEffect(() => {
    const list = contacts.data?.list;
    if (list)
      chatClient().dispatch({ type: 'seen', positions: list.map((c) => ({ conversationId: c.conversationId, lastSeq: c.lastSeq })) });
  }, [contacts.data]);

  const open = (conversationId: string | null) => setParams(conversationId ? { c: conversationId } : {});
  const listed = contacts.data?.list.find((c) => c.conversationId === selected);
  // A link to a conversation beyond the list's first page: that one conversation, so it opens with its title.
  const single = useQuery({
    ...contactsQuery({ page: 1, pageSize: 1, conversationId: selected ?? undefined }),
    enabled: !!selected && !!contacts.data && !listed,
  });
  const contact = listed ?? single.data?.list[0] ?? null;
  const offline = status === 'waiting' || status === 'connecting';

  const sidebar = <Sidebar contacts={contacts} selected={selected} onOpen={open} />;
  const pane = selected ? (
    <Conversation key={selected} conversationId={selected} contact={contact} onBack={isPhone ? () => open(null) : undefined} />
  ) : (
    <Flex align="center" justify="center" style={{ height: '100%' }}>
      <Typography.Text type="secondary">{t('conversation.pick')}</Typography.Text>
    </Flex>
  );

  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: isPhone ? 0 : '16px 16px 24px' }}>
      {offline && (
        <div role="status" style={{ padding: '4px 12px', background: token.colorWarningBg, color: token.colorWarningText }}>
          {t(status === 'waiting' ? 'status.reconnecting' : 'status.connecting')}
        </div>
      )}
      <div
        ref={fill.ref}
        data-testid="chat-screen"
        style={{
          display: 'flex',
          height: fill.height,
          background: token.colorBgContainer,
          border: isPhone ? undefined : `1px solid ${token.colorBorderSecondary}`,
          borderRadius: isPhone ? 0 : token.borderRadiusLG,
          overflow: 'hidden',
        }}
      >
        <SplitPanes sidebar={sidebar} pane={pane} open={!!selected} />
      </div>
    </div>
  );
}

export default ChatPage;
