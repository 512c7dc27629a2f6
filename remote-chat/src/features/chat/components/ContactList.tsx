import { useState } from 'react';
import { Avatar, Badge, Flex, Input, Typography } from 'antd';
import { CustomerServiceOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatContact, Paged } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { EmptyState, LoadState } from '@b2b/ui-kit';
import { Rows } from '../../../components/Rows';
import { contactsQuery } from '../api/chat-queries';
import { contactTitle } from '../lib/contact-title';
import { useMessagePreview } from '../lib/preview';
import { NS } from '../../../i18n';

function ContactAvatar({ contact }: { contact: ChatContact }) {
  if (contact.kind === 'GROUP') return <Avatar icon={<TeamOutlined />} />;
  if (contact.kind === 'SERVICE' && !contact.title) return <Avatar icon={<CustomerServiceOutlined />} />;
  return <Avatar>{contact.title.slice(0, 1)}</Avatar>;
}

/** The caller's conversations with last message, time and unread count; a search by name. */
export function ContactList({
  contacts,
  selected,
  onOpen,
}: {
  contacts: UseQueryResult<Paged<ChatContact>>;
  selected: string | null;
  onOpen: (conversationId: string) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const preview = useMessagePreview();
  const [keyword, setKeyword] = useState<string>();
  const searched = useQuery({ ...contactsQuery({ page: 1, pageSize: 50, keyword: keyword ?? '-' }), enabled: !!keyword });
  const shown = keyword ? searched : contacts;
  const data = shown.data;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div style={{ padding: 8 }}>
        <Input.Search
          allowClear
          aria-label={t('contacts.search')}
          placeholder={t('contacts.search')}
          maxLength={50}
          onSearch={(v) => setKeyword(v.trim() || undefined)}
        />
      </div>
      <div style={{ flex: 1, overflowY: 'auto' }}>
        {!data ? (
          <LoadState error={shown.isError && !shown.isFetching} onRetry={() => void shown.refetch()} />
        ) : data.list.length === 0 ? (
          <EmptyState title={t(keyword ? 'contacts.noMatch' : 'contacts.empty')} hint={keyword ? undefined : t('contacts.emptyHint')} />
        ) : (
          <Rows
            items={data.list}
            rowKey={(c) => c.conversationId}
            selected={selected}
            onPick={(c) => onOpen(c.conversationId)}
            label={t('tabs.conversations')}
            testId="chat-contact"
            render={(contact) => (
              <Flex gap={12} align="center">
                <Badge count={contact.unread} size="small">
                  <ContactAvatar contact={contact} />
                </Badge>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <button
                    type="button"
                    style={{ all: 'unset', display: 'flex', justifyContent: 'space-between', gap: 8, width: '100%', cursor: 'pointer' }}
                    aria-label={
                      contact.unread
                        ? t('contacts.openUnread', { name: contactTitle(contact, t), count: contact.unread })
                        : contactTitle(contact, t)
                    }
                  >
                    <Typography.Text strong ellipsis>
                      {contactTitle(contact, t)}
                    </Typography.Text>
                    {contact.lastMessage && (
                      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                        {formatDateTime(contact.lastMessage.createdAt, i18n.language)}
                      </Typography.Text>
                    )}
                  </button>
                  <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
                    {contact.lastMessage ? preview(contact.lastMessage) : t('contacts.noMessages')}
                  </Typography.Text>
                </div>
              </Flex>
            )}
          />
        )}
      </div>
    </div>
  );
}
