import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_LIMITS as L, type Project, type ProjectReasonBody } from '@b2b/shared/contract';
import { useFormSubmit } from '@b2b/ui-kit';
import { NS } from '../i18n';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What happens on confirming, said before the reason is asked. */
  explain: string;
  label: string;
  okText: string;
  danger?: boolean;
  mutate: (body: ProjectReasonBody) => Promise<Project>;
  onClose: () => void;
}

/** A decision that needs a reason the other side reads: send back, cancel, dispute. */
export function ReasonDialog({ open, title, explain, label, okText, danger, mutate, onClose }: ReasonDialogProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<ProjectReasonBody>();
  const { submit, busy, alert } = useFormSubmit<ProjectReasonBody, Project>(form, {
    mutate,
    fields: ['reason'],
    onSuccess: () => {
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('action.back')}
      okButtonProps={{ danger, loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{explain}</Typography.Paragraph>
      {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="project-reason" disabled={busy} onFinish={(v) => submit({ reason: v.reason.trim() })}>
        <Form.Item
          name="reason"
          label={label}
          rules={[
            { required: true, whitespace: true, message: t('reason.required') },
            { min: L.reasonMin, message: t('reason.min', { min: L.reasonMin }) },
          ]}
        >
          <Input.TextArea rows={4} maxLength={L.reasonMax} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
