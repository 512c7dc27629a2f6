import { useState } from 'react';
import { Button, Dropdown, Flex, Modal, Typography } from 'antd';
import { ArrowLeftOutlined, MoreOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChatContact, GroupMember } from '@b2b/shared/contract';
import { useChatAction } from '../api/chat-actions';
import { contactTitle } from '../lib/contact-title';
import { GroupDrawer } from './GroupDrawer';
import { TranslateControl } from './TranslateControl';
import { NS } from '../../../i18n';

/** Direct chat: block or unblock the other person. */
function DirectMenu({ contact }: { contact: ChatContact }) {
  const { t } = useTranslation(NS);
  const block = useChatAction('block');
  const peer = contact.peer;
  if (!peer) return null;
  const items = [{ key: 'block', label: t('friends.block'), danger: true }];
  const onClick = () =>
    Modal.confirm({
      title: t('friends.blockConfirm', { name: peer.nickname }),
      content: t('friends.blockHint'),
      okText: t('friends.block'),
      okButtonProps: { danger: true },
      onOk: () => block.mutateAsync({ userId: peer.id, blocked: true }),
    });
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" icon={<MoreOutlined />} aria-label={t('conversation.more')} />
    </Dropdown>
  );
}

export function ConversationHeader({
  conversationId,
  contact,
  members,
  onBack,
}: {
  conversationId: string;
  contact: ChatContact | null;
  members?: GroupMember[];
  onBack?: () => void;
}) {
  const { t } = useTranslation(NS);
  const [drawer, setDrawer] = useState(false);
  const isGroup = contact?.kind === 'GROUP';
  return (
    <Flex align="center" gap={8} style={{ padding: '8px 12px', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
      {onBack && <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('conversation.back')} onClick={onBack} />}
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong ellipsis style={{ display: 'block' }}>
          {contact ? contactTitle(contact, t) : t('conversation.untitled')}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, display: 'block' }}>
          {isGroup ? t('groups.memberCount', { count: members?.length ?? 0 }) : contact?.peer?.companyName}
        </Typography.Text>
      </div>
      <TranslateControl />
      {isGroup ? (
        <Button icon={<TeamOutlined />} onClick={() => setDrawer(true)}>
          {t('groups.manage')}
        </Button>
      ) : (
        contact?.kind === 'DIRECT' && <DirectMenu contact={contact} />
      )}
      {isGroup && (
        <GroupDrawer open={drawer} onClose={() => setDrawer(false)} groupId={conversationId} name={contact.title} members={members ?? []} />
      )}
    </Flex>
  );
}
