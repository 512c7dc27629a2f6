import { Alert, Button, Descriptions, Form, Input, Result } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NICKNAME_MAX, type SessionResult } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { LoadState, readServerError, useFormSubmit } from '@b2b/ui-kit';
import { AuthCard } from '../../components/AuthCard';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { NS } from '../../i18n';
import { pathAfterLogin } from '../../lib/redirect';
import { useAcceptInvitation } from './api/accept-invitation';
import { useInvitation } from './api/get-invitation';

interface Values {
  nickname: string;
  password: string;
  confirm: string;
}

/**
 * The invitation mail's link (`auth/invitation?token=…`): who invites the visitor, to which address and as what;
 * the visitor names itself, sets its password and is signed in as the company's sub-account.
 */
export function InvitationPage() {
  const { t, i18n } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);
  const acceptCall = useAcceptInvitation();
  const [form] = Form.useForm<Values>();
  const { submit, busy, alert } = useFormSubmit(form, {
    mutate: acceptCall.mutateAsync,
    fields: ['nickname', 'password'],
    byReason: { WEAK_PASSWORD: 'password' },
    onSuccess: (session: SessionResult) => navigate(pathAfterLogin(session.user, null), { replace: true }),
  });

  const invalid = !token || readServerError(invitation.error)?.reason === 'INVITATION_INVALID';
  if (invalid) {
    return (
      <AuthCard title={t('invitation.title')}>
        <Result
          status="warning"
          title={t('invitation.invalid.title')}
          subTitle={t('invitation.invalid.description')}
          extra={<Link to="/auth/login">{t('invitation.toLogin')}</Link>}
        />
      </AuthCard>
    );
  }
  const preview = invitation.data;
  if (!preview) {
    return (
      <AuthCard title={t('invitation.title')}>
        <LoadState error={!invitation.isFetching && invitation.error} onRetry={() => void invitation.refetch()} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('invitation.title')} subtitle={t('invitation.subtitle', { company: preview.companyName })}>
      <Descriptions
        column={1}
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          { key: 'company', label: t('invitation.company'), children: preview.companyName },
          { key: 'email', label: t('invitation.email'), children: preview.email },
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
        onFinish={(v) => submit({ token, nickname: v.nickname.trim(), password: v.password })}
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
    </AuthCard>
  );
}

export default InvitationPage;
