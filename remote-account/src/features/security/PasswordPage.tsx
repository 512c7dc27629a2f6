import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_PATTERN } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { AppProviders, PageFrame, readServerError, showOnFields } from '@b2b/ui-kit';
import { NS } from '../../i18n';
import { changePassword } from './api';
import { useWaitText } from './useWaitText';

const PASSWORD_RE = new RegExp(PASSWORD_PATTERN);

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export function PasswordPage() {
  const { t } = useTranslation(NS);
  const waitText = useWaitText();
  const [form] = Form.useForm<PasswordValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onFinish = async ({ oldPassword, newPassword }: PasswordValues) => {
    setError(null);
    setDone(false);
    setSubmitting(true);
    try {
      const session = await changePassword({ oldPassword, newPassword });
      useSession.getState().applySession(session);
      form.resetFields();
      setDone(true);
    } catch (err) {
      const e = readServerError(err);
      if (!e) return;
      const onFields = showOnFields(form, e, {
        byReason: { WRONG_PASSWORD: 'oldPassword' },
        fields: ['oldPassword', 'newPassword'],
        invalidText: t('security.invalidField'),
      });
      if (!onFields) setError(e.retryAfter ? `${e.message} ${waitText(e.retryAfter)}` : e.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PageFrame title={t('password.title')} width={720}>
      <div style={{ maxWidth: 440 }}>
        {done && (
          <Alert
            type="success"
            showIcon
            closable
            onClose={() => setDone(false)}
            title={t('password.done')}
            description={t('password.doneDescription')}
            style={{ marginBottom: 24 }}
          />
        )}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />}
        <Form<PasswordValues> form={form} name="change-password" layout="vertical" requiredMark disabled={submitting} onFinish={onFinish}>
          <Form.Item name="oldPassword" label={t('password.old.label')} rules={[{ required: true, message: t('password.old.required') }]}>
            <Input.Password maxLength={64} autoComplete="current-password" placeholder={t('password.old.placeholder')} />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={t('password.new.label')}
            dependencies={['oldPassword']}
            rules={[
              { required: true, message: t('password.new.required') },
              { pattern: PASSWORD_RE, message: t('password.new.rule') },
              ({ getFieldValue }) => ({
                validator: (_, value?: string) =>
                  !value || value !== getFieldValue('oldPassword')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('password.new.same'))),
              }),
            ]}
          >
            <Input.Password maxLength={64} autoComplete="new-password" placeholder={t('password.new.placeholder')} />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('password.confirm.label')}
            dependencies={['newPassword']}
            rules={[
              { required: true, message: t('password.confirm.required') },
              ({ getFieldValue }) => ({
                validator: (_, value?: string) =>
                  !value || value === getFieldValue('newPassword')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('password.confirm.mismatch'))),
              }),
            ]}
          >
            <Input.Password maxLength={64} autoComplete="new-password" placeholder={t('password.confirm.placeholder')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('password.submit')}
          </Button>
        </Form>
      </div>
    </PageFrame>
  );
}

export default function PasswordRoute() {
  return (
    <AppProviders>
      <PasswordPage />
    </AppProviders>
  );
}
