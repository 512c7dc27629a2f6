import { useState } from 'react';
import { Button, Input, Modal, Popover, Segmented, Space } from 'antd';
import { PaperClipOutlined, SendOutlined, SmileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS } from '@b2b/shared/contract';
import type { UploadedFile } from '@b2b/shared/upload';
import { FileUploader } from '@b2b/ui-kit';
import { chatClient } from '../lib/chat-instance';
import { NS } from '../../../i18n';

/** Common emoji; no picker dependency for a row of faces and gestures. */
export const EMOJI = [
  '😀',
  '😂',
  '😊',
  '😍',
  '🤔',
  '😅',
  '😢',
  '😮',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '🤝',
  '👌',
  '🎉',
  '🔥',
  '❤️',
  '✅',
  '❌',
  '⏰',
  '📌',
  '📎',
  '☕',
];

const IMAGE_MAX_MB = 10;
const FILE_MAX_MB = 50;

function AttachDialog({ conversationId, open, onClose }: { conversationId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [kind, setKind] = useState<'image' | 'file'>('image');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const close = () => {
    setFiles([]);
    onClose();
  };
  const send = () => {
    for (const file of files) {
      chatClient().send({ conversationId, kind: kind === 'image' ? 'IMAGE' : 'FILE', body: '', fileId: file.id, fileName: file.name });
    }
    close();
  };
  return (
    <Modal
      open={open}
      title={t('composer.attachTitle')}
      onCancel={close}
      onOk={send}
      okText={t('composer.sendFiles')}
      okButtonProps={{ disabled: files.length === 0 }}
      destroyOnHidden
    >
      <Segmented<'image' | 'file'>
        value={kind}
        onChange={(v) => {
          setKind(v);
          setFiles([]);
        }}
        options={[
          { value: 'image', label: t('composer.image') },
          { value: 'file', label: t('composer.file') },
        ]}
        style={{ marginBottom: 12 }}
      />
      <FileUploader
        key={kind}
        kind={kind}
        value={files}
        onChange={setFiles}
        maxCount={5}
        maxSizeMB={kind === 'image' ? IMAGE_MAX_MB : FILE_MAX_MB}
        {...(kind === 'image' && { accept: ['.png', '.jpg', '.jpeg', '.gif', '.webp'] })}
      />
    </Modal>
  );
}

/** Text (Enter sends, Shift+Enter a new line), emoji, and images or files through the shared uploader. */
export function Composer({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [attaching, setAttaching] = useState(false);
  const send = () => {
    const body = text.trim();
    if (!body) return;
    chatClient().send({ conversationId, kind: 'TEXT', body });
    setText('');
  };
  const emoji = (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(8, 32px)', gap: 2 }} role="group" aria-label={t('composer.emoji')}>
      {EMOJI.map((e) => (
        <Button
          key={e}
          type="text"
          size="small"
          style={{ fontSize: 18, padding: 0 }}
          onClick={() => {
            setText((v) => v + e);
            setEmojiOpen(false);
          }}
        >
          {e}
        </Button>
      ))}
    </div>
  );
  return (
    <div style={{ padding: 8, borderTop: '1px solid rgba(5,5,5,0.06)' }}>
      <Space size={4} style={{ marginBottom: 4 }}>
        <Popover content={emoji} trigger="click" open={emojiOpen} onOpenChange={setEmojiOpen}>
          <Button type="text" icon={<SmileOutlined />} aria-label={t('composer.emoji')} />
        </Popover>
        <Button type="text" icon={<PaperClipOutlined />} aria-label={t('composer.attach')} onClick={() => setAttaching(true)} />
      </Space>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
        <Input.TextArea
          aria-label={t('composer.placeholder')}
          placeholder={t('composer.placeholder')}
          autoSize={{ minRows: 1, maxRows: 5 }}
          maxLength={CHAT_LIMITS.textMax}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value) chatClient().typing(conversationId);
          }}
          onPressEnter={(e) => {
            if (e.shiftKey || e.nativeEvent.isComposing) return;
            e.preventDefault();
            send();
          }}
        />
        <Button type="primary" icon={<SendOutlined />} onClick={send} disabled={!text.trim()}>
          {t('composer.send')}
        </Button>
      </div>
      <AttachDialog conversationId={conversationId} open={attaching} onClose={() => setAttaching(false)} />
    </div>
  );
}
