import { Form, Input, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX, NICKNAME_MAX, PHONE_PATTERN, SUB_ACCOUNT_TYPES, type Invitation, type SubAccountType } from '@b2b/shared/contract';
import { FormDialog } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { useInviteByPhone } from '../api/invite-by-phone';
import { useInviteSubAccount } from '../api/invite-sub-account';

type By = 'mail' | 'phone';

interface Values {
  by: By;
  email?: string;
  phone?: string;
  nickname: string;
  type: SubAccountType;
}

const phonePattern = new RegExp(PHONE_PATTERN);

/**
 * Invites a PROJ or REQ sub-account by mail (a link) or by mobile number (a text with a code); the server's
 * refusal (no seat, address or number in use) shows in the dialog.
 */
export function InviteDialog({ open, onClose, onInvited }: { open: boolean; onClose: () => void; onInvited: (to: string) => void }) {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<Values>();
  const by = Form.useWatch('by', form) ?? 'mail';
  const byMail = useInviteSubAccount();
  const byPhone = useInviteByPhone();
  return (
    <FormDialog<Values, Invitation>
      form={form}
      name="invite-sub-account"
      open={open}
      title={t('team.invite.title')}
      okText={t('team.invite.submit')}
      initialValues={{ type: 'PROJ', by: 'mail' }}
      mutate={(v) =>
        v.by === 'phone'
          ? byPhone.mutateAsync({ phone: v.phone!.trim(), nickname: v.nickname.trim(), type: v.type })
          : byMail.mutateAsync({ email: v.email!.trim(), nickname: v.nickname.trim(), type: v.type })
      }
      fields={['email', 'phone', 'nickname', 'type']}
      byReason={
        by === 'phone' ? { ACCOUNT_EXISTS: 'phone', INVITATION_PENDING: 'phone' } : { ACCOUNT_EXISTS: 'email', INVITATION_PENDING: 'email' }
      }
      onSuccess={(invitation) => onInvited(invitation.email ?? invitation.phone ?? '')}
      onClose={onClose}
    >
      <Form.Item name="by" style={{ marginBottom: 12 }}>
        <Segmented<By>
          options={[
            { value: 'mail', label: t('team.invite.byMail') },
            { value: 'phone', label: t('team.invite.byPhone') },
          ]}
        />
      </Form.Item>
      <p style={{ marginTop: 0 }}>{t(by === 'phone' ? 'team.invite.phoneHint' : 'team.invite.hint')}</p>
      {by === 'phone' ? (
        <Form.Item
          name="phone"
          label={t('team.invite.phone')}
          rules={[
            { required: true, whitespace: true, message: t('team.invite.phoneRequired') },
            { pattern: phonePattern, message: t('team.invite.phoneInvalid') },
          ]}
        >
          <Input type="tel" inputMode="numeric" maxLength={11} autoComplete="off" placeholder="13800000000" />
        </Form.Item>
      ) : (
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
      )}
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
    </FormDialog>
  );
}
