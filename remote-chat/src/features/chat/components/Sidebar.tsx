import { useState } from 'react';
import { Badge, Tabs } from 'antd';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatContact, Paged } from '@b2b/shared/contract';
import { friendshipsQuery } from '../api/chat-queries';
import { ContactList } from './ContactList';
import { FriendsPanel } from './FriendsPanel';
import { GroupsPanel } from './GroupsPanel';
import { NS } from '../../../i18n';

type Tab = 'conversations' | 'friends' | 'groups';

export const INCOMING_QUERY = { page: 1, pageSize: 50, filter: 'INCOMING' as const };

/** Conversations, friends (with requests) and groups, in tabs. */
export function Sidebar({
  contacts,
  selected,
  onOpen,
}: {
  contacts: UseQueryResult<Paged<ChatContact>>;
  selected: string | null;
  onOpen: (conversationId: string) => void;
}) {
  const { t } = useTranslation(NS);
  const [tab, setTab] = useState<Tab>('conversations');
  const incoming = useQuery(friendshipsQuery(INCOMING_QUERY)).data?.total ?? 0;
  const open = (conversationId: string) => {
    setTab('conversations');
    onOpen(conversationId);
  };
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as Tab)}
      centered
      style={{ height: '100%' }}
      tabBarStyle={{ marginBottom: 0 }}
      items={[
        {
          key: 'conversations',
          label: t('tabs.conversations'),
          children: <ContactList contacts={contacts} selected={selected} onOpen={open} />,
        },
        {
          key: 'friends',
          label: (
            <Badge count={incoming} size="small" offset={[8, -2]}>
              {t('tabs.friends')}
            </Badge>
          ),
          children: <FriendsPanel onOpen={open} />,
        },
        { key: 'groups', label: t('tabs.groups'), children: <GroupsPanel onOpen={open} /> },
      ]}
    />
  );
}
