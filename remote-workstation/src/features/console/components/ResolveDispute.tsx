import { Alert, Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISPUTE_DECISIONS, PROJECT_LIMITS, type DisputeDecision, type Project } from '@b2b/shared/contract';
import { useFormSubmit } from '@b2b/ui-kit';
import { useResolveDispute, type ResolveDisputeVars } from '../api/resolve-dispute';
import { NS } from '../i18n';

interface Values {
  decision: DisputeDecision;
  note: string;
}

/** Staff's decision on an open dispute: the project continues or is cancelled, with a note both sides see. */
export function ResolveDispute({ disputeId, onDone }: { disputeId: string; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const resolve = useResolveDispute();
  const { submit, busy, alert } = useFormSubmit<ResolveDisputeVars, Project>(form, {
    mutate: resolve.mutateAsync,
    fields: ['decision', 'note'],
    onSuccess: onDone,
  });
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      disabled={busy}
      onFinish={({ decision, note }) => void submit({ disputeId, body: { decision, note: note.trim() } })}
    >
      {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
      <Form.Item name="decision" label={t('resolve.decision')} rules={[{ required: true, message: t('resolve.decisionRequired') }]}>
        <Radio.Group
          options={DISPUTE_DECISIONS.map((decision) => ({ value: decision, label: t(`resolve.${decision}`) }))}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        />
      </Form.Item>
      <Form.Item
        name="note"
        label={t('resolve.note')}
        extra={t('resolve.noteHint')}
        rules={[
          { required: true, whitespace: true, message: t('resolve.noteRequired') },
          { min: PROJECT_LIMITS.reasonMin, message: t('resolve.noteMin', { min: PROJECT_LIMITS.reasonMin }) },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={PROJECT_LIMITS.reasonMax} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('resolve.submit')}
      </Button>
    </Form>
  );
}
