import { useCallback, useId, useState } from 'react';
import { Form, Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_TTL_SECONDS, EMAIL_MAX, type CodeChannel, type CodePurpose } from '@b2b/shared/contract';
import { readServerError, SendCodeButton, useWaitText } from '@b2b/ui-kit';
import { NS } from '../../i18n';
import { useAuthRules } from '../../lib/rules';
import { useSendCode } from './api/send-code';

/** Form values the fields below own. */
export interface CodeFieldValues {
  channel: CodeChannel;
  target: string;
  code: string;
}

/**
 * Channel (email or SMS), target and code with its send button, for any form whose fields are
 * named `channel`, `target` and `code`. A send error lands under the field it is about.
 */
export function CodeFields({ purpose, disabled }: { purpose: CodePurpose; disabled?: boolean }) {
  const { t } = useTranslation(NS);
  const form = Form.useFormInstance<CodeFieldValues>();
  const rules = useAuthRules();
  const waitText = useWaitText();
  const { mutateAsync: sendCode } = useSendCode();
  const channel: CodeChannel = Form.useWatch('channel', form) ?? 'mail';
  const [sentTo, setSentTo] = useState<string | null>(null);
  const codeId = useId();

  const send = useCallback(async () => {
    const { target } = await form.validateFields(['target']);
    const to = String(target).trim();
    try {
      const result = await sendCode({ channel, target: to, purpose });
      setSentTo(to);
      return result;
    } catch (err) {
      const error = readServerError(err);
      if (error) {
        const aboutTarget = error.reason === 'ACCOUNT_NOT_FOUND' || error.reason === 'ACCOUNT_EXISTS' || error.reason === 'VALIDATION';
        const text = error.retryAfter ? `${error.message} ${waitText(error.retryAfter)}` : error.message;
        form.setFields([{ name: aboutTarget ? 'target' : 'code', errors: [text] }]);
      }
      throw err;
    }
  }, [form, channel, purpose, waitText, sendCode]);

  const switchChannel = () => {
    form.setFields([
      { name: 'target', value: '', errors: [] },
      { name: 'code', value: '', errors: [] },
    ]);
    setSentTo(null);
  };

  const mail = channel === 'mail';
  return (
    <>
      <Form.Item name="channel" label={t('field.channel.label')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          disabled={disabled}
          onChange={switchChannel}
          options={[
            { value: 'mail', label: t('field.channel.mail') },
            { value: 'sms', label: t('field.channel.sms') },
          ]}
        />
      </Form.Item>
      <Form.Item name="target" label={mail ? t('field.email.label') : t('field.phone.label')} rules={mail ? rules.email : rules.phone}>
        <Input
          disabled={disabled}
          type={mail ? 'email' : 'tel'}
          inputMode={mail ? 'email' : 'tel'}
          autoComplete={mail ? 'email' : 'tel'}
          maxLength={mail ? EMAIL_MAX : 11}
          placeholder={mail ? t('field.email.placeholder') : t('field.phone.placeholder')}
        />
      </Form.Item>
      <Form.Item
        label={t('field.code.label')}
        htmlFor={codeId}
        required
        extra={sentTo ? t('field.code.sent', { target: sentTo, minutes: CODE_TTL_SECONDS / 60 }) : undefined}
      >
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={rules.code}>
            <Input
              id={codeId}
              disabled={disabled}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('field.code.placeholder')}
            />
          </Form.Item>
          <SendCodeButton key={channel} send={send} disabled={disabled} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}
