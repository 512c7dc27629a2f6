import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame, useFormSubmit, usePasswordRules } from '@b2b/ui-kit';
import { NS } from '../../i18n';
import { useChangePassword } from './api/change-password';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export function PasswordPage() {
  const { t } = useTranslation(NS);
  const passwordRules = usePasswordRules();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();
  const {
    submit,
    busy: submitting,
    alert: error,
  } = useFormSubmit(form, {
    mutate: change.mutateAsync,
    fields: ['oldPassword', 'newPassword'],
    byReason: { WRONG_PASSWORD: 'oldPassword', WEAK_PASSWORD: 'newPassword' },
    onSuccess: () => form.resetFields(),
  });
  const done = change.isSuccess;
  const onFinish = ({ oldPassword, newPassword }: PasswordValues) => submit({ oldPassword, newPassword });

  return (
    <PageFrame title={t('password.title')} width={720}>
      <div style={{ maxWidth: 440 }}>
        {done && (
          <Alert
            type="success"
            showIcon
            closable
            onClose={() => change.reset()}
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
              ...passwordRules.newPassword(t('password.new.required')),
              ({ getFieldValue }) => ({
                validator: (_, value?: string) =>
                  !value || value !== getFieldValue('oldPassword') ? Promise.resolve() : Promise.reject(new Error(t('password.new.same'))),
              }),
            ]}
          >
            <Input.Password maxLength={64} autoComplete="new-password" placeholder={t('password.new.placeholder')} />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('password.confirm.label')}
            dependencies={['newPassword']}
            rules={passwordRules.confirm('newPassword', t('password.confirm.required'))}
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

export default PasswordPage;
