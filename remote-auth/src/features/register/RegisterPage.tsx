import { Alert, Button, Checkbox, Form, Input, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from '@b2b/shared/router';
import { Trans, useTranslation } from 'react-i18next';
import { INVITE_CODE_INPUT_PATTERN, type RegisterBody } from '@b2b/shared/contract';
import { useFormSubmit } from '@b2b/ui-kit';
import { AuthCard } from '../../components/AuthCard';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { CodeFields } from '../../components/verification-code';
import { NS } from '../../i18n';
import { useAuthRules } from '../../lib/rules';
import { useRegister } from './api/register';
import { RoleCards } from './components/RoleCards';

type RegisterValues = Omit<RegisterBody, 'agreeTerms'> & { confirm: string; agreeTerms: boolean };

const FIELDS = ['role', 'companyName', 'nickname', 'channel', 'target', 'code', 'password', 'agreeTerms', 'inviteCode'] as const;

const INVITE_CODE = new RegExp(INVITE_CODE_INPUT_PATTERN);

export function RegisterPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const rules = useAuthRules();
  const [form] = Form.useForm<RegisterValues>();
  // The promotion page's share link: `auth/register?invite=CODE` fills the invite code.
  const [params] = useSearchParams();
  const invited = params.get('invite')?.trim() ?? '';
  const register = useRegister();
  const {
    submit,
    busy: submitting,
    alert: error,
  } = useFormSubmit(form, {
    mutate: register.mutateAsync,
    fields: FIELDS,
    byReason: {
      ACCOUNT_EXISTS: 'target',
      COMPANY_EXISTS: 'companyName',
      CODE_INVALID: 'code',
      WEAK_PASSWORD: 'password',
      INVITE_CODE_UNKNOWN: 'inviteCode',
      INVITE_LIMIT_REACHED: 'inviteCode',
    },
    onSuccess: () => navigate('/auth/register-improve-info', { replace: true }),
  });

  const onFinish = (v: RegisterValues) => {
    const inviteCode = v.inviteCode?.trim();
    return submit({
      role: v.role,
      companyName: v.companyName.trim(),
      nickname: v.nickname.trim(),
      channel: v.channel,
      target: v.target.trim(),
      code: v.code,
      password: v.password,
      agreeTerms: true,
      ...(inviteCode ? { inviteCode } : {}),
    });
  };

  const termsLink = (to: string) => <Link to={to} target="_blank" rel="noopener" />;

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <Typography.Text type="secondary">
          {t('register.haveAccount')} <Link to="/auth/login">{t('register.toLogin')}</Link>
        </Typography.Text>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<RegisterValues>
        form={form}
        name="register"
        layout="vertical"
        requiredMark
        disabled={submitting}
        initialValues={{ channel: 'mail', agreeTerms: false, inviteCode: invited }}
        onFinish={onFinish}
        scrollToFirstError
      >
        <Form.Item name="role" label={t('register.role.label')} rules={[{ required: true, message: t('register.role.required') }]}>
          <RoleCards />
        </Form.Item>
        <Form.Item name="companyName" label={t('field.companyName.label')} rules={rules.companyName}>
          <Input maxLength={100} autoComplete="organization" placeholder={t('field.companyName.placeholder')} />
        </Form.Item>
        <Form.Item name="nickname" label={t('field.nickname.label')} rules={rules.nickname}>
          <Input maxLength={50} autoComplete="name" placeholder={t('field.nickname.placeholder')} />
        </Form.Item>
        <CodeFields purpose="register" disabled={submitting} />
        <NewPasswordFields />
        <Form.Item
          name="inviteCode"
          label={t('register.inviteCode.label')}
          extra={t('register.inviteCode.hint')}
          rules={[{ pattern: INVITE_CODE, message: t('register.inviteCode.invalid') }]}
        >
          <Input maxLength={16} autoComplete="off" placeholder={t('register.inviteCode.placeholder')} />
        </Form.Item>
        <Form.Item
          name="agreeTerms"
          valuePropName="checked"
          rules={[
            {
              validator: (_, checked?: boolean) => (checked ? Promise.resolve() : Promise.reject(new Error(t('register.agreeRequired')))),
            },
          ]}
        >
          <Checkbox>
            <Trans t={t} i18nKey="register.agree" components={{ user: termsLink('/terms/user'), privacy: termsLink('/terms/privacy') }} />
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t('action.register', { ns: 'common' })}
        </Button>
      </Form>
    </AuthCard>
  );
}

export default RegisterPage;
