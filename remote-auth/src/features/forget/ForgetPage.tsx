import { useState } from 'react';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppProviders, readServerError, showOnFields } from '@b2b/ui-kit';
import { AuthCard } from '../../components/AuthCard';
import { NS } from '../../i18n';
import { useAuthRules, useWaitText } from '../../lib/rules';
import { CodeFields, type CodeFieldValues } from '../verification-code/CodeFields';
import { resetPassword } from './api';

interface ForgetValues extends CodeFieldValues {
  password: string;
  confirm: string;
}

export function ForgetPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const rules = useAuthRules();
  const waitText = useWaitText();
  const [form] = Form.useForm<ForgetValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onFinish = async (v: ForgetValues) => {
    setError(null);
    setSubmitting(true);
    try {
      await resetPassword({ channel: v.channel, target: v.target.trim(), code: v.code, password: v.password });
      setDone(true);
    } catch (err) {
      const e = readServerError(err);
      if (!e) return;
      const onFields = showOnFields(form, e, {
        byReason: { ACCOUNT_NOT_FOUND: 'target', CODE_INVALID: 'code' },
        fields: ['channel', 'target', 'code', 'password'],
        invalidText: t('error.invalidField'),
      });
      if (!onFields) setError(e.retryAfter ? `${e.message} ${waitText(e.retryAfter)}` : e.message);
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
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
        <Form.Item name="password" label={t('field.newPassword.label')} rules={rules.newPassword}>
          <Input.Password maxLength={64} autoComplete="new-password" placeholder={t('field.newPassword.placeholder')} />
        </Form.Item>
        <Form.Item name="confirm" label={t('field.confirmPassword.label')} dependencies={['password']} rules={rules.confirm('password')}>
          <Input.Password maxLength={64} autoComplete="new-password" placeholder={t('field.confirmPassword.placeholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t('forget.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}

export default function ForgetRoute() {
  return (
    <AppProviders>
      <ForgetPage />
    </AppProviders>
  );
}
