import { useState } from 'react';
import { Button, Drawer, Input, Modal, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { ItemRow } from '@b2b/ui-kit';
import { Rows } from '../../../components/Rows';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@b2b/shared/router';
import { CHAT_LIMITS, type GroupMember } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { useChatAction } from '../api/chat-actions';
import { useFriendOptions } from './CreateGroupModal';
import { NS } from '../../../i18n';

function Rename({ groupId, name }: { groupId: string; name: string }) {
  const { t } = useTranslation(NS);
  const [value, setValue] = useState(name);
  const rename = useChatAction('renameGroup');
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input aria-label={t('groups.name')} value={value} maxLength={CHAT_LIMITS.groupNameMax} onChange={(e) => setValue(e.target.value)} />
      <Button
        loading={rename.isPending}
        disabled={!value.trim() || value.trim() === name}
        onClick={() => rename.mutate({ groupId, name: value.trim() })}
      >
        {t('groups.rename')}
      </Button>
    </Space.Compact>
  );
}

function AddMembers({ groupId, members }: { groupId: string; members: GroupMember[] }) {
  const { t } = useTranslation(NS);
  const [picked, setPicked] = useState<string[]>([]);
  const add = useChatAction('addMembers');
  const options = useFriendOptions(members.map((m) => m.user.id));
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        mode="multiple"
        aria-label={t('groups.add')}
        placeholder={t('groups.addPlaceholder')}
        style={{ flex: 1 }}
        value={picked}
        onChange={setPicked}
        options={options}
        optionFilterProp="label"
        notFoundContent={t('groups.noFriends')}
      />
      <Button
        loading={add.isPending}
        disabled={picked.length === 0}
        onClick={() => add.mutate({ groupId, userIds: picked }, { onSuccess: () => setPicked([]) })}
      >
        {t('groups.add')}
      </Button>
    </Space.Compact>
  );
}

/** A group's members and what the caller may do: rename, add friends, and as owner remove, transfer and delete; leave. */
export function GroupDrawer({
  open,
  onClose,
  groupId,
  name,
  members,
}: {
  open: boolean;
  onClose: () => void;
  groupId: string;
  name: string;
  members: GroupMember[];
}) {
  const { t } = useTranslation(NS);
  const me = useSession((s) => s.user?.userId);
  const [, setParams] = useSearchParams();
  const owner = members.some((m) => m.user.id === me && m.role === 'OWNER');
  const remove = useChatAction('removeMember');
  const transfer = useChatAction('transfer');
  const leave = useChatAction('leave');
  const destroy = useChatAction('deleteGroup');
  const gone = () => {
    onClose();
    setParams({});
  };
  const confirm = (title: string, run: () => Promise<unknown>, after?: () => void) =>
    Modal.confirm({ title, okButtonProps: { danger: true }, onOk: () => run().then(after) });
  return (
    <Drawer open={open} onClose={onClose} title={name} size="min(420px, 100vw)" destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Rename groupId={groupId} name={name} />
        <AddMembers groupId={groupId} members={members} />
        <Typography.Text strong>{t('groups.memberCount', { count: members.length })}</Typography.Text>
        <Rows
          items={members}
          rowKey={(m) => m.user.id}
          render={(m) => (
            <ItemRow
              title={
                <>
                  {m.user.nickname} {m.role === 'OWNER' && <Tag color="gold">{t('groups.owner')}</Tag>}
                </>
              }
              meta={<Typography.Text type="secondary">{m.user.companyName}</Typography.Text>}
              actions={
                owner &&
                m.user.id !== me && (
                  <>
                    <Popconfirm
                      title={t('groups.transferConfirm', { name: m.user.nickname })}
                      onConfirm={() => transfer.mutate({ groupId, userId: m.user.id })}
                    >
                      <Button size="small">{t('groups.transfer')}</Button>
                    </Popconfirm>
                    <Popconfirm
                      title={t('groups.removeConfirm', { name: m.user.nickname })}
                      onConfirm={() => remove.mutate({ groupId, userId: m.user.id })}
                    >
                      <Button size="small" danger>
                        {t('groups.remove')}
                      </Button>
                    </Popconfirm>
                  </>
                )
              }
            />
          )}
        />
        <Space wrap>
          <Button onClick={() => confirm(t('groups.leaveConfirm', { name }), () => leave.mutateAsync(groupId), gone)}>
            {t('groups.leave')}
          </Button>
          {owner && (
            <Button danger onClick={() => confirm(t('groups.deleteConfirm', { name }), () => destroy.mutateAsync(groupId), gone)}>
              {t('groups.delete')}
            </Button>
          )}
        </Space>
      </Space>
    </Drawer>
  );
}
