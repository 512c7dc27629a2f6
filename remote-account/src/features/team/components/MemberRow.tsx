import { App, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubAccount } from '@b2b/shared/contract';
import { ItemRow } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { useDeleteSubAccount } from '../api/delete-sub-account';
import { useDisableSubAccount } from '../api/disable-sub-account';
import { useEnableSubAccount } from '../api/enable-sub-account';
import { useResetSubAccountPassword } from '../api/reset-sub-account-password';

/** One sub-account with its type and standing, and what the main account may do with it (each asked for confirmation). */
export function MemberRow({ member }: { member: SubAccount }) {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const disable = useDisableSubAccount();
  const enable = useEnableSubAccount();
  const reset = useResetSubAccountPassword();
  const remove = useDeleteSubAccount();
  const name = member.nickname;
  const run = (call: (id: string) => Promise<unknown>, done: string) => () =>
    call(member.userId)
      .then(() => void message.success(done))
      .catch(() => undefined);
  const confirm = (key: string, onConfirm: () => Promise<void>, danger = false) => (
    <Popconfirm
      title={t(`team.${key}.confirm`, { name })}
      description={t(`team.${key}.hint`)}
      okText={t(`team.${key}.action`)}
      cancelText={tc('action.cancel')}
      okButtonProps={{ danger }}
      onConfirm={onConfirm}
    >
      <Button size="small" danger={danger} aria-label={t(`team.${key}.of`, { name })}>
        {t(`team.${key}.action`)}
      </Button>
    </Popconfirm>
  );
  const active = member.status === 'ACTIVE';
  return (
    <ItemRow
      title={
        <Space wrap size={6}>
          {name}
          <Tag>{tc(`accountType.${member.type}`)}</Tag>
          <Tag color={active ? 'green' : 'default'}>{t(`team.status.${member.status}`)}</Tag>
        </Space>
      }
      meta={<Typography.Text type="secondary">{member.email ?? member.phone}</Typography.Text>}
      actions={
        <>
          {active
            ? confirm('disable', run(disable.mutateAsync, t('team.disable.done', { name })))
            : confirm('enable', run(enable.mutateAsync, t('team.enable.done', { name })))}
          {confirm('reset', run(reset.mutateAsync, t('team.reset.done', { name })))}
          {confirm('remove', run(remove.mutateAsync, t('team.remove.done', { name })), true)}
        </>
      }
    />
  );
}
