import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEMAND_LIMITS } from '@b2b/shared/contract';
import { useFormSubmit } from '@b2b/ui-kit';
import { useVerifyDemand, type VerifyDemandVars } from '../api/verify-demand';
import { NS } from '../i18n';
import { ReviewDecision } from './ReviewDecision';

/** Publish the demand, or send it back to party A with a reason. */
export function VerifyDemand({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ reason: string }>();
  const verify = useVerifyDemand();
  const { submit, busy, alert } = useFormSubmit<VerifyDemandVars, unknown>(form, {
    mutate: verify.mutateAsync,
    fields: ['reason'],
    onSuccess: onDone,
  });

  return (
    <ReviewDecision
      alert={alert}
      busy={busy}
      approveLabel={t('approvePublish')}
      onApprove={() => void submit({ id, body: { decision: 'APPROVE' } })}
      form={form}
      onReject={({ reason }) => void submit({ id, body: { decision: 'REJECT', reason: reason.trim() } })}
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
    </ReviewDecision>
  );
}
