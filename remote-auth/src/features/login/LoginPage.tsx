import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Tabs, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from '@b2b/shared/router';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX, type LoginBody, type SessionResult } from '@b2b/shared/contract';
import { useFormSubmit } from '@b2b/ui-kit';
import { AuthCard } from '../../components/AuthCard';
import { CodeFields, type CodeFieldValues } from '../../components/verification-code';
import { NS } from '../../i18n';
import { pathAfterLogin } from '../../lib/redirect';
import { useAuthRules } from '../../lib/rules';
import { useLogin } from './api/login';

type Method = LoginBody['method'];
interface PasswordValues {
  account: string;
  password: string;
  remember?: boolean;
}
type CodeValues = CodeFieldValues & { remember?: boolean };

export function LoginPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rules = useAuthRules();
  const login = useLogin();
  const [method, setMethod] = useState<Method>('password');
  const [passwordForm] = Form.useForm<PasswordValues>();
  const [codeForm] = Form.useForm<CodeValues>();
  const afterLogin = (session: SessionResult) => navigate(pathAfterLogin(session.user, params.get('redirect')), { replace: true });
  const byPassword = useFormSubmit(passwordForm, { mutate: login.mutateAsync, fields: ['account', 'password'], onSuccess: afterLogin });
  const byCode = useFormSubmit(codeForm, {
    mutate: login.mutateAsync,
    fields: ['channel', 'target', 'code'],
    byReason: { CODE_INVALID: 'code', ACCOUNT_NOT_FOUND: 'target' },
    onSuccess: afterLogin,
  });
  const submitting = byPassword.busy || byCode.busy;
  const error = byPassword.alert ?? byCode.alert;

  const submitButton = (
    <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
      {t('action.login', { ns: 'common' })}
    </Button>
  );

  // "Remember me": a 7-day session without the 30-minute idle timeout; for a device only you use.
  const rememberBox = (
    <Form.Item name="remember" valuePropName="checked" noStyle>
      <Checkbox>{t('login.remember')}</Checkbox>
    </Form.Item>
  );

  const passwordTab = (
    <Form<PasswordValues>
      form={passwordForm}
      name="login-password"
      layout="vertical"
      requiredMark
      disabled={submitting}
      onFinish={(v) => byPassword.submit({ method: 'password', account: v.account.trim(), password: v.password, remember: !!v.remember })}
    >
      <Form.Item name="account" label={t('field.account.label')} rules={rules.account}>
        <Input
          size="large"
          prefix={<UserOutlined aria-hidden />}
          autoComplete="username"
          maxLength={EMAIL_MAX}
          placeholder={t('field.account.placeholder')}
        />
      </Form.Item>
      <Form.Item name="password" label={t('field.password.label')} rules={rules.password}>
        <Input.Password
          size="large"
          prefix={<LockOutlined aria-hidden />}
          autoComplete="current-password"
          maxLength={64}
          placeholder={t('field.password.placeholder')}
        />
      </Form.Item>
      <Flex justify="space-between" align="center" style={{ marginTop: -12, marginBottom: 16 }}>
        {rememberBox}
        <Link to="/auth/forget">{t('login.forgot')}</Link>
      </Flex>
      {submitButton}
    </Form>
  );

  const codeTab = (
    <Form<CodeValues>
      form={codeForm}
      name="login-code"
      layout="vertical"
      requiredMark
      disabled={submitting}
      initialValues={{ channel: 'mail' }}
      onFinish={(v) => byCode.submit({ method: 'code', channel: v.channel, target: v.target.trim(), code: v.code, remember: !!v.remember })}
    >
      <CodeFields purpose="login" disabled={submitting} />
      <div style={{ marginTop: -8, marginBottom: 16 }}>{rememberBox}</div>
      {submitButton}
    </Form>
  );

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <Typography.Text type="secondary">
          {t('login.noAccount')} <Link to="/auth/register">{t('login.toRegister')}</Link>
        </Typography.Text>
      }
    >
      {params.get('type') === 'remote' && (
        <Alert type="warning" showIcon title={t('session.signedInElsewhere', { ns: 'common' })} style={{ marginBottom: 16 }} />
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Tabs
        activeKey={method}
        onChange={(key) => {
          setMethod(key as Method);
          byPassword.clearAlert();
          byCode.clearAlert();
        }}
        items={[
          { key: 'password', label: t('login.tab.password'), children: passwordTab },
          { key: 'code', label: t('login.tab.code'), children: codeTab },
        ]}
      />
    </AuthCard>
  );
}

export default LoginPage;
