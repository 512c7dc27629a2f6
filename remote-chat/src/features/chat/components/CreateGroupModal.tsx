import { Form, Input, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS } from '@b2b/shared/contract';
import { useChatAction } from '../api/chat-actions';
import { friendshipsQuery } from '../api/chat-queries';
import { NS } from '../../../i18n';

export const FRIENDS_QUERY = { page: 1, pageSize: 100, filter: 'FRIENDS' as const };

/** Friends to pick, as select options (the ones already in a group left out). */
export function useFriendOptions(exclude: string[] = []) {
  const friends = useQuery(friendshipsQuery(FRIENDS_QUERY)).data?.list ?? [];
  return friends
    .filter((f) => !exclude.includes(f.user.id))
    .map((f) => ({ value: f.user.id, label: `${f.user.nickname} · ${f.user.companyName}` }));
}

/** A group named by the caller, with some of the caller's friends; opens it once made. */
export function CreateGroupModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (conversationId: string) => void;
}) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ name: string; memberIds: string[] }>();
  const create = useChatAction('createGroup');
  const options = useFriendOptions();
  const submit = (values: { name: string; memberIds: string[] }) =>
    create.mutate(
      { name: values.name.trim(), memberIds: values.memberIds },
      {
        onSuccess: (group) => {
          form.resetFields();
          onClose();
          onCreated(group.conversationId);
        },
      },
    );
  return (
    <Modal
      open={open}
      title={t('groups.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('groups.createOk')}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="name" label={t('groups.name')} rules={[{ required: true, whitespace: true, message: t('groups.nameRequired') }]}>
          <Input maxLength={CHAT_LIMITS.groupNameMax} />
        </Form.Item>
        <Form.Item name="memberIds" label={t('groups.pickMembers')} rules={[{ required: true, message: t('groups.membersRequired') }]}>
          <Select
            mode="multiple"
            options={options}
            optionFilterProp="label"
            maxCount={CHAT_LIMITS.addMembersMax}
            notFoundContent={t('groups.noFriends')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
