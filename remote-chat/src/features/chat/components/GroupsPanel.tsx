import { useState } from 'react';
import { Avatar, Button, Typography } from 'antd';
import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, ItemRow, LoadState } from '@b2b/ui-kit';
import { Rows } from '../../../components/Rows';
import { groupsQuery } from '../api/chat-queries';
import { CreateGroupModal } from './CreateGroupModal';
import { NS } from '../../../i18n';

/** The groups the caller is in, and a new group with some friends. */
export function GroupsPanel({ onOpen }: { onOpen: (conversationId: string) => void }) {
  const { t } = useTranslation(NS);
  const [creating, setCreating] = useState(false);
  const query = useQuery(groupsQuery({ page: 1, pageSize: 50 }));
  const data = query.data;
  return (
    <div style={{ height: '100%', overflowY: 'auto' }}>
      <div style={{ padding: 8 }}>
        <Button block icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('groups.create')}
        </Button>
      </div>
      {!data ? (
        <LoadState error={query.isError && !query.isFetching} onRetry={() => void query.refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState title={t('groups.empty')} hint={t('groups.emptyHint')} />
      ) : (
        <Rows
          items={data.list}
          rowKey={(g) => g.conversationId}
          onPick={(g) => onOpen(g.conversationId)}
          label={t('tabs.groups')}
          render={(group) => (
            <ItemRow
              avatar={<Avatar icon={<TeamOutlined />} />}
              title={group.name}
              meta={
                <Typography.Text type="secondary">
                  {t('groups.memberCount', { count: group.memberCount })}
                  {group.myRole === 'OWNER' && ` · ${t('groups.youOwn')}`}
                </Typography.Text>
              }
            />
          )}
        />
      )}
      <CreateGroupModal open={creating} onClose={() => setCreating(false)} onCreated={(id) => onOpen(id)} />
    </div>
  );
}
