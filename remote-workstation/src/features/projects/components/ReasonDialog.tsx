import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_LIMITS as L, type Project, type ProjectReasonBody } from '@b2b/shared/contract';
import { FormDialog } from '@b2b/ui-kit';
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
  return (
    <FormDialog
      form={form}
      name="project-reason"
      open={open}
      title={title}
      okText={okText}
      cancelText={t('action.back')}
      danger={danger}
      explain={explain}
      mutate={(v: ProjectReasonBody) => mutate({ reason: v.reason.trim() })}
      fields={['reason']}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
