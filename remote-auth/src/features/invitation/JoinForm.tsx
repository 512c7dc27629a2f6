import { Alert, Button, Descriptions, Form, Input } from 'antd';
import { useNavigate } from '@b2b/shared/router';
import { useTranslation } from 'react-i18next';
import { NICKNAME_MAX, type InvitationPreview, type SessionResult } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { useFormSubmit } from '@b2b/ui-kit';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { NS } from '../../i18n';
import { pathAfterLogin } from '../../lib/redirect';

export interface Joining {
  nickname: string;
  password: string;
}

interface Values extends Joining {
  confirm: string;
}

/**
 * Who invites the visitor, to which address or number and as what; then its name and password. `accept` makes
 * the account (by the link's token or by the text's code) and the visitor lands where a sign-in would.
 */
export function JoinForm({ preview, accept }: { preview: InvitationPreview; accept: (joining: Joining) => Promise<SessionResult> }) {
  const { t, i18n } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { submit, busy, alert } = useFormSubmit(form, {
    mutate: accept,
    fields: ['nickname', 'password'],
    byReason: { WEAK_PASSWORD: 'password' },
    onSuccess: (session: SessionResult) => navigate(pathAfterLogin(session.user, null), { replace: true }),
  });
  const target = preview.phone
    ? { key: 'phone', label: t('invitation.phone'), children: preview.phone }
    : { key: 'email', label: t('invitation.email'), children: preview.email };
  return (
    <>
      <Descriptions
        column={1}
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          { key: 'company', label: t('invitation.company'), children: preview.companyName },
          target,
          { key: 'type', label: t('invitation.type'), children: tc(`accountType.${preview.type}`) },
          { key: 'until', label: t('invitation.until'), children: formatDate(preview.expiresAt, i18n.language) },
        ]}
      />
      {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        name="accept-invitation"
        layout="vertical"
        requiredMark
        disabled={busy}
        initialValues={{ nickname: preview.nickname }}
        onFinish={(v) => submit({ nickname: v.nickname.trim(), password: v.password })}
      >
        <Form.Item
          name="nickname"
          label={t('invitation.nickname.label')}
          rules={[{ required: true, whitespace: true, message: t('invitation.nickname.required') }]}
        >
          <Input maxLength={NICKNAME_MAX} autoComplete="name" />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('invitation.submit')}
        </Button>
      </Form>
    </>
  );
}
