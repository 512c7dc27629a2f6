import { useCallback, useId, useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_PATTERN, CODE_TTL_SECONDS, EMAIL_MAX, PHONE_PATTERN } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { PageFrame, readServerError, SendCodeButton, useFormSubmit, useWaitText } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { useChangeEmail } from '../api/change-email';
import { useChangePhone } from '../api/change-phone';
import { useSendCode } from '../api/send-code';

const PHONE_RE = new RegExp(PHONE_PATTERN);
const CODE_RE = new RegExp(CODE_PATTERN);

/** `138****8000`: enough to recognise one's own number on a shared screen. */
export const maskPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);

type Field = 'email' | 'phone';
type Values = Partial<Record<Field, string>> & { code: string; password: string };

/**
 * Replaces the account's email (`email`) or phone number (`phone`): the code goes to the new
 * address, the current password proves it is the account holder, and the session's user is
 * refreshed once the server accepts it (the server signs every other device out and tells the old address).
 */
export function ChangeContactForm({ field }: { field: Field }) {
  const { t } = useTranslation(NS);
  const waitText = useWaitText();
  const current = useSession((s) => s.user?.[field] ?? null);
  const [form] = Form.useForm<Values>();
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const codeId = useId();
  const mail = field === 'email';
  const show = (value: string) => (mail ? value : maskPhone(value));
  const { mutateAsync: sendCode } = useSendCode();
  const changeEmail = useChangeEmail();
  const changePhone = useChangePhone();
  const {
    submit,
    busy: submitting,
    alert: error,
  } = useFormSubmit(form, {
    mutate: ({ target, code, password }: { target: string; code: string; password: string }) =>
      mail ? changeEmail.mutateAsync({ email: target, code, password }) : changePhone.mutateAsync({ phone: target, code, password }),
    fields: [field, 'code', 'password'],
    byReason: { ACCOUNT_EXISTS: field, CODE_INVALID: 'code', WRONG_PASSWORD: 'password' },
    onSuccess: (_, { target }) => {
      form.resetFields();
      setSentTo(null);
      setChangedTo(target);
    },
  });

  const send = useCallback(async () => {
    const values = await form.validateFields([field]);
    const target = String(values[field]).trim();
    try {
      const result = await sendCode({ field, target });
      setSentTo(target);
      return result;
    } catch (err) {
      const e = readServerError(err);
      if (e) {
        const aboutTarget = e.reason === 'ACCOUNT_EXISTS' || e.reason === 'VALIDATION';
        const text = e.retryAfter ? `${e.message} ${waitText(e.retryAfter)}` : e.message;
        form.setFields([{ name: aboutTarget ? field : 'code', errors: [text] }]);
      }
      throw err;
    }
  }, [form, field, waitText, sendCode]);

  const onFinish = (values: Values) => {
    setChangedTo(null);
    return submit({ target: String(values[field]).trim(), code: values.code, password: values.password });
  };

  const targetRules = [
    { required: true, whitespace: true, message: t(`${field}.new.required`) },
    mail
      ? { type: 'email' as const, max: EMAIL_MAX, message: t('email.new.invalid') }
      : { pattern: PHONE_RE, message: t('phone.new.invalid') },
    {
      validator: (_: unknown, value?: string) =>
        !value || !current || value.trim() !== current ? Promise.resolve() : Promise.reject(new Error(t(`${field}.new.same`))),
    },
  ];

  return (
    <PageFrame title={t(`${field}.title`)} width={720}>
      <div style={{ maxWidth: 440 }}>
        <Descriptions
          column={1}
          style={{ marginBottom: 24 }}
          items={[
            {
              key: 'current',
              label: t(`${field}.current`),
              children: current ? show(current) : <Typography.Text type="secondary">{t('security.notSet')}</Typography.Text>,
            },
          ]}
        />
        {changedTo && (
          <Alert
            type="success"
            showIcon
            closable
            onClose={() => setChangedTo(null)}
            title={t(`${field}.done`, { value: show(changedTo) })}
            style={{ marginBottom: 24 }}
          />
        )}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />}
        <Form<Values> form={form} name={`change-${field}`} layout="vertical" requiredMark disabled={submitting} onFinish={onFinish}>
          <Form.Item name={field} label={t(`${field}.new.label`)} rules={targetRules}>
            <Input
              type={mail ? 'email' : 'tel'}
              inputMode={mail ? 'email' : 'tel'}
              autoComplete={mail ? 'email' : 'tel'}
              maxLength={mail ? EMAIL_MAX : 11}
              placeholder={t(`${field}.new.placeholder`)}
            />
          </Form.Item>
          <Form.Item
            label={t('security.code.label')}
            htmlFor={codeId}
            required
            extra={sentTo ? t('security.code.sent', { target: show(sentTo), minutes: CODE_TTL_SECONDS / 60 }) : undefined}
          >
            <Space.Compact block>
              <Form.Item
                name="code"
                noStyle
                rules={[
                  { required: true, whitespace: true, message: t('security.code.required') },
                  { pattern: CODE_RE, message: t('security.code.invalid') },
                ]}
              >
                <Input
                  id={codeId}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder={t('security.code.placeholder')}
                />
              </Form.Item>
              <SendCodeButton send={send} disabled={submitting} />
            </Space.Compact>
          </Form.Item>
          <Form.Item
            name="password"
            label={t('security.password.label')}
            rules={[{ required: true, message: t('security.password.required') }]}
          >
            <Input.Password autoComplete="current-password" maxLength={64} placeholder={t('security.password.placeholder')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t(`${field}.submit`)}
          </Button>
        </Form>
      </div>
    </PageFrame>
  );
}
