import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEMAND_LIMITS } from '@b2b/shared/contract';
import { useFormSubmit } from '@b2b/ui-kit';
import { useVerifyDemand, type VerifyDemandVars } from '../api/verify-demand';
import { NS } from '../i18n';

/** Publish the demand, or send it back to party A with a reason. */
export function VerifyDemand({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ reason: string }>();
  const [rejecting, setRejecting] = useState(false);
  const verify = useVerifyDemand();
  const { submit, busy, alert } = useFormSubmit<VerifyDemandVars, unknown>(form, {
    mutate: verify.mutateAsync,
    fields: ['reason'],
    onSuccess: onDone,
  });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {alert && <Alert type="error" showIcon title={alert} />}
      {!rejecting ? (
        <Space wrap>
          <Button type="primary" loading={busy} onClick={() => void submit({ id, body: { decision: 'APPROVE' } })}>
            {t('approvePublish')}
          </Button>
          <Button danger disabled={busy} onClick={() => setRejecting(true)}>
            {t('reject')}
          </Button>
        </Space>
      ) : (
        <Form
          form={form}
          layout="vertical"
          disabled={busy}
          onFinish={({ reason }) => submit({ id, body: { decision: 'REJECT', reason: reason.trim() } })}
        >
          <Form.Item
            name="reason"
            label={t('demands.reason')}
            extra={t('demands.reasonHint')}
            rules={[
              { required: true, whitespace: true, message: t('demands.reasonRequired') },
              { min: DEMAND_LIMITS.reasonMin, message: t('demands.reasonMin', { min: DEMAND_LIMITS.reasonMin }) },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={DEMAND_LIMITS.reasonMax} showCount />
          </Form.Item>
          <Space wrap>
            <Button type="primary" danger htmlType="submit" loading={busy}>
              {t('confirmReject')}
            </Button>
            <Button onClick={() => setRejecting(false)}>{t('action.cancel', { ns: 'common' })}</Button>
          </Space>
        </Form>
      )}
    </Space>
  );
}
