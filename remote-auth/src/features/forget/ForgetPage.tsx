import { Alert, Button, Form, Result, Typography } from 'antd';
import { Link, useNavigate } from '@b2b/shared/router';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '@b2b/ui-kit';
import { AuthCard } from '../../components/AuthCard';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { CodeFields, type CodeFieldValues } from '../../components/verification-code';
import { NS } from '../../i18n';
import { useResetPassword } from './api/reset-password';

interface ForgetValues extends CodeFieldValues {
  password: string;
  confirm: string;
}

export function ForgetPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgetValues>();
  const reset = useResetPassword();
  const {
    submit,
    busy: submitting,
    alert: error,
  } = useFormSubmit(form, {
    mutate: reset.mutateAsync,
    fields: ['channel', 'target', 'code', 'password'],
    byReason: { ACCOUNT_NOT_FOUND: 'target', CODE_INVALID: 'code', WEAK_PASSWORD: 'password' },
  });

  const onFinish = (v: ForgetValues) => submit({ channel: v.channel, target: v.target.trim(), code: v.code, password: v.password });

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('forget.title')}>
        <Result
          status="success"
          title={t('forget.done.title')}
          subTitle={t('forget.done.description')}
          extra={
            <Button type="primary" onClick={() => navigate('/auth/login')}>
              {t('forget.done.toLogin')}
            </Button>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('forget.title')}
      subtitle={t('forget.subtitle')}
      footer={
        <Typography.Text type="secondary">
          {t('forget.remembered')} <Link to="/auth/login">{t('forget.toLogin')}</Link>
        </Typography.Text>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<ForgetValues>
        form={form}
        name="forget"
        layout="vertical"
        requiredMark
        disabled={submitting}
        initialValues={{ channel: 'mail' }}
        onFinish={onFinish}
      >
        <CodeFields purpose="forget" disabled={submitting} />
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t('forget.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}

export default ForgetPage;
