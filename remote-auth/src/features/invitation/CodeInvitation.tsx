import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvitationCodeBody, InvitationPreview } from '@b2b/shared/contract';
import { useFormSubmit } from '@b2b/ui-kit';
import { AuthCard } from '../../components/AuthCard';
import { NS } from '../../i18n';
import { useAuthRules } from '../../lib/rules';
import { useAcceptCodeInvitation } from './api/accept-invitation';
import { previewCodeInvitation } from './api/preview-invitation';
import { JoinForm } from './JoinForm';

/**
 * "I have a code": a phone invitation's text carries a code and this page's address. The visitor enters its
 * number and the code; the invitation shows, then its name and password as by mail. Five wrong codes lock the
 * invitation (the server's answer shows on the form).
 */
export function CodeInvitation() {
  const { t } = useTranslation(NS);
  const rules = useAuthRules();
  const [form] = Form.useForm<InvitationCodeBody>();
  const [opened, setOpened] = useState<{ credential: InvitationCodeBody; preview: InvitationPreview } | null>(null);
  const acceptCall = useAcceptCodeInvitation();
  const { submit, busy, alert } = useFormSubmit(form, {
    mutate: (credential: InvitationCodeBody) => previewCodeInvitation(credential),
    fields: ['phone', 'code'],
    byReason: { CODE_INVALID: 'code' },
    onSuccess: (preview: InvitationPreview, credential: InvitationCodeBody) => setOpened({ credential, preview }),
  });

  if (opened) {
    const { preview, credential } = opened;
    return (
      <AuthCard title={t('invitation.title')} subtitle={t('invitation.subtitle', { company: preview.companyName })}>
        <JoinForm preview={preview} accept={(joining) => acceptCall.mutateAsync({ ...credential, ...joining })} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('invitation.title')} subtitle={t('invitation.code.subtitle')}>
      {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
      <Form<InvitationCodeBody>
        form={form}
        name="invitation-code"
        layout="vertical"
        requiredMark
        disabled={busy}
        onFinish={(v) => submit({ phone: v.phone.trim(), code: v.code.trim() })}
      >
        <Form.Item name="phone" label={t('field.phone.label')} rules={rules.phone}>
          <Input type="tel" inputMode="numeric" maxLength={11} autoComplete="tel" placeholder={t('field.phone.placeholder')} />
        </Form.Item>
        <Form.Item name="code" label={t('field.code.label')} rules={rules.code}>
          <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('invitation.code.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
