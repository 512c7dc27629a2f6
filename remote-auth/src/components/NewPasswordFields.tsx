import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { useAuthRules } from '../lib/rules';

/** A new password and its confirmation, as `password` and `confirm` of the enclosing form. */
export function NewPasswordFields() {
  const { t } = useTranslation(NS);
  const rules = useAuthRules();
  return (
    <>
      <Form.Item name="password" label={t('field.newPassword.label')} rules={rules.newPassword}>
        <Input.Password maxLength={64} autoComplete="new-password" placeholder={t('field.newPassword.placeholder')} />
      </Form.Item>
      <Form.Item name="confirm" label={t('field.confirmPassword.label')} dependencies={['password']} rules={rules.confirm('password')}>
        <Input.Password maxLength={64} autoComplete="new-password" placeholder={t('field.confirmPassword.placeholder')} />
      </Form.Item>
    </>
  );
}
