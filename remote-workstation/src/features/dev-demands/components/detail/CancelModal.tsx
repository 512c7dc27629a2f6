import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEMAND_LIMITS } from '@b2b/shared/contract';
import { readServerError } from '@b2b/ui-kit';
import { useCancelDemand } from '../../api/demand-actions';
import { NS } from '../../i18n';

/** Cancels a published or closed demand with a reason every responder is told. */
export function CancelModal({ demandId, open, onClose }: { demandId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useCancelDemand();
  const [error, setError] = useState<string | null>(null);

  const onOk = async () => {
    const { reason } = await form.validateFields();
    setError(null);
    try {
      await cancel.mutateAsync({ id: demandId, reason: reason.trim() });
      form.resetFields();
      onClose();
    } catch (err) {
      setError(readServerError(err)?.message || t('actions.failed'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('cancel.title')}
      okText={t('cancel.confirm')}
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      cancelText={t('cancel.back')}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('cancel.warning')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('cancel.reason')}
          rules={[
            { required: true, whitespace: true, message: t('cancel.reasonRequired') },
            { min: DEMAND_LIMITS.reasonMin, max: DEMAND_LIMITS.reasonMax, message: t('cancel.reasonLength', DEMAND_LIMITS) },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={DEMAND_LIMITS.reasonMax} showCount />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
