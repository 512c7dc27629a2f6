import type { ReactNode } from 'react';
import { Button, Dropdown, Typography, theme } from 'antd';
import { EllipsisOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { apiPath, CHAT_API, CHAT_LIMITS, type ChatLanguage, type ChatMessage } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { downloadBlob } from '@b2b/shared/upload';
import { formatSize, useFileImage } from '@b2b/ui-kit';
import { useChatAction } from '../api/chat-actions';
import { chatClient } from '../lib/chat-instance';
import { NS } from '../../../i18n';
import { readBy, type ConversationState, type Outgoing } from '../../../socket/chat-state';

function Bubble({ mine, children, testId }: { mine: boolean; children: ReactNode; testId: string }) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid={testId}
      style={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', marginBlock: 6 }}
    >
      <div
        style={{
          maxWidth: 'min(72%, 560px)',
          padding: '6px 10px',
          borderRadius: token.borderRadiusLG,
          background: mine ? token.colorPrimaryBg : token.colorFillTertiary,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {children}
      </div>
    </div>
  );
}

function ChatImage({ message }: { message: ChatMessage }) {
  const { t } = useTranslation(NS);
  const source = useFileImage(apiPath(CHAT_API.messageFile, { id: message.id }), false);
  const name = message.file?.name ?? '';
  return source ? (
    <img src={source} alt={t('message.image', { name })} style={{ maxWidth: '100%', maxHeight: 240, display: 'block', borderRadius: 4 }} />
  ) : (
    <Typography.Text type="secondary">{t('message.imageLoading', { name })}</Typography.Text>
  );
}

function Content({ message, mine, sender }: { message: ChatMessage; mine: boolean; sender?: string }) {
  const { t } = useTranslation(NS);
  if (message.recalledAt) {
    return (
      <Typography.Text type="secondary">
        {mine ? t('message.recalledMine') : t('message.recalled', { name: sender ?? t('message.someone') })}
      </Typography.Text>
    );
  }
  const file = message.file;
  return (
    <>
      {message.kind === 'IMAGE' && <ChatImage message={message} />}
      {message.kind === 'FILE' && file && (
        <Button
          type="link"
          icon={<PaperClipOutlined />}
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          aria-label={t('message.download', { name: file.name })}
          onClick={() => void downloadBlob(apiPath(CHAT_API.messageFile, { id: message.id }), file.name).catch(() => undefined)}
        >
          {file.name} ({formatSize(file.size)})
        </Button>
      )}
      {message.body && <div>{message.body}</div>}
    </>
  );
}

/** The message in the reader's chat language, under the original (which always stays); none when it says the same. */
function Translation({ message, language }: { message: ChatMessage; language: ChatLanguage | null }) {
  const { t } = useTranslation(NS);
  const translation = message.translation;
  if (!language || !translation || translation.language !== language || message.recalledAt) return null;
  if (translation.text.trim() === message.body.trim()) return null;
  return (
    <div data-testid="chat-translation" lang={language} style={{ marginTop: 4, paddingTop: 4, borderTop: '1px dashed rgba(5,5,5,0.15)' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
        {t('translate.translation')}
      </Typography.Text>
      <Typography.Text type="secondary">{translation.text}</Typography.Text>
    </div>
  );
}

/** ✓ delivered / ✓✓ read in a direct chat; "read by N" in a group. */
function Receipt({
  message,
  conversation,
  me,
  isGroup,
}: {
  message: ChatMessage;
  conversation?: ConversationState;
  me: string;
  isGroup: boolean;
}) {
  const { t } = useTranslation(NS);
  if (isGroup) {
    const count = readBy(conversation, message, me);
    return count > 0 ? <span>{t('message.readBy', { count })}</span> : null;
  }
  const peer = Object.entries(conversation?.receipts ?? {}).find(([userId]) => userId !== me)?.[1];
  if (peer && peer.readSeq >= message.seq) return <span aria-label={t('message.read')}>✓✓</span>;
  if (peer && peer.deliveredSeq >= message.seq) return <span aria-label={t('message.delivered')}>✓</span>;
  return null;
}

export function MessageBubble({
  message,
  mine,
  sender,
  conversation,
  me,
  isGroup,
  translateTo = null,
}: {
  message: ChatMessage;
  mine: boolean;
  sender?: string;
  conversation?: ConversationState;
  me: string;
  isGroup: boolean;
  /** Show the message's translation into this language (others' messages only). */
  translateTo?: ChatLanguage | null;
}) {
  const { t, i18n } = useTranslation(NS);
  const remove = useChatAction('deleteMessage');
  const recall = useChatAction('recall');
  const recallable = mine && !message.recalledAt && Date.now() - message.createdAt < CHAT_LIMITS.recallWindowMs;
  const items = [{ key: 'delete', label: t('message.delete') }, ...(recallable ? [{ key: 'recall', label: t('message.recall') }] : [])];
  const onAction = ({ key }: { key: string }) => {
    if (key === 'delete')
      remove.mutate(message.id, {
        onSuccess: () => chatClient().dispatch({ type: 'deleted', conversationId: message.conversationId, messageId: message.id }),
      });
    else recall.mutate(message.id);
  };
  return (
    <Bubble mine={mine} testId="chat-message">
      {sender && (
        <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
          {sender}
        </Typography.Text>
      )}
      <Content message={message} mine={mine} sender={sender} />
      {!mine && <Translation message={message} language={translateTo} />}
      <div style={{ display: 'flex', gap: 6, alignItems: 'center', justifyContent: 'flex-end', fontSize: 11, opacity: 0.7 }}>
        <span>{formatDateTime(message.createdAt, i18n.language)}</span>
        {mine && !message.recalledAt && <Receipt message={message} conversation={conversation} me={me} isGroup={isGroup} />}
        {!message.recalledAt && (
          <Dropdown menu={{ items, onClick: onAction }} trigger={['click']}>
            <Button
              type="text"
              size="small"
              icon={<EllipsisOutlined />}
              aria-label={t('message.actions')}
              style={{ height: 18, width: 18, minWidth: 18 }}
            />
          </Dropdown>
        )}
      </div>
    </Bubble>
  );
}

/** The caller's message before its ack: "sending…", or "failed — retry" with the server's reason. */
export function PendingBubble({ outgoing }: { outgoing: Outgoing }) {
  const { t } = useTranslation(NS);
  return (
    <Bubble mine testId="chat-pending">
      {outgoing.fileName && (
        <div>
          <PaperClipOutlined /> {outgoing.fileName}
        </div>
      )}
      {outgoing.body && <div>{outgoing.body}</div>}
      <div style={{ fontSize: 11, textAlign: 'end' }}>
        {outgoing.status === 'sending' ? (
          <Typography.Text type="secondary">{t('message.sending')}</Typography.Text>
        ) : (
          <Typography.Text type="danger">
            {outgoing.error ? t('message.failedWhy', { reason: outgoing.error }) : t('message.failed')}{' '}
            <Button
              size="small"
              type="link"
              style={{ padding: 0, height: 'auto' }}
              onClick={() => chatClient().retry(outgoing.clientMsgId)}
            >
              {t('message.retry')}
            </Button>
          </Typography.Text>
        )}
      </div>
    </Bubble>
  );
}
