import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX, NICKNAME_MAX, SUB_ACCOUNT_TYPES, type InviteSubAccountBody } from '@b2b/shared/contract';
import { useFormSubmit } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { useInviteSubAccount } from '../api/invite-sub-account';

/** Invites a PROJ or REQ sub-account by mail; the server's refusal (no seat, address in use) shows in the dialog. */
export function InviteDialog({ open, onClose, onInvited }: { open: boolean; onClose: () => void; onInvited: (email: string) => void }) {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<InviteSubAccountBody>();
  const invite = useInviteSubAccount();
  const { submit, busy, alert } = useFormSubmit(form, {
    mutate: invite.mutateAsync,
    fields: ['email', 'nickname', 'type'],
    byReason: { ACCOUNT_EXISTS: 'email', INVITATION_PENDING: 'email' },
    onSuccess: (invitation) => {
      form.resetFields();
      onInvited(invitation.email);
    },
  });
  return (
    <Modal
      open={open}
      title={t('team.invite.title')}
      okText={t('team.invite.submit')}
      cancelText={tc('action.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<InviteSubAccountBody>
        form={form}
        name="invite-sub-account"
        layout="vertical"
        requiredMark
        disabled={busy}
        initialValues={{ type: 'PROJ' }}
        onFinish={(v) => submit({ email: v.email.trim(), nickname: v.nickname.trim(), type: v.type })}
      >
        <p style={{ marginTop: 0 }}>{t('team.invite.hint')}</p>
        {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="email"
          label={t('team.invite.email')}
          rules={[
            { required: true, whitespace: true, message: t('team.invite.emailRequired') },
            { type: 'email', message: t('team.invite.emailInvalid') },
          ]}
        >
          <Input type="email" maxLength={EMAIL_MAX} autoComplete="off" placeholder="name@company.com" />
        </Form.Item>
        <Form.Item
          name="nickname"
          label={t('team.invite.nickname')}
          rules={[{ required: true, whitespace: true, message: t('team.invite.nicknameRequired') }]}
        >
          <Input maxLength={NICKNAME_MAX} />
        </Form.Item>
        <Form.Item name="type" label={t('team.invite.type')} extra={t('team.invite.typeHint')}>
          <Select options={SUB_ACCOUNT_TYPES.map((type) => ({ value: type, label: tc(`accountType.${type}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
