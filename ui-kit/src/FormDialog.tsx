import type { ReactNode } from 'react';
import { Alert, Form, Modal, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSubmit, type FormSubmitOptions } from './use-form-submit';

export interface FormDialogProps<V, R> extends FormSubmitOptions<V, R> {
  form: FormInstance<V>;
  /** The form's name (its fields' ids start with it). */
  name: string;
  open?: boolean;
  title: ReactNode;
  okText: string;
  /** The cancel button's text; "Cancel" otherwise. */
  cancelText?: string;
  /** A decision the other side cannot undo (a refund, a dispute): the button is red. */
  danger?: boolean;
  /** The confirm button's `data-testid`. */
  okTestId?: string;
  /** What happens on confirming, said above the form. */
  explain?: ReactNode;
  initialValues?: Partial<V>;
  /** Closes the dialog: on cancel, and after the call and `onSuccess` are done. */
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A form in a modal that makes one call: its fields' rules first, then the call (busy meanwhile); the server's
 * refusal under the field it concerns or in an alert; closed once done.
 */
export function FormDialog<V, R>({
  form,
  name,
  open = true,
  title,
  okText,
  cancelText,
  danger,
  okTestId,
  explain,
  initialValues,
  onClose,
  children,
  ...options
}: FormDialogProps<V, R>) {
  const { t } = useTranslation('common');
  const { submit, busy, alert } = useFormSubmit<V, R>(form, {
    ...options,
    onSuccess: async (data, vars) => {
      await options.onSuccess?.(data, vars);
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText ?? t('action.cancel')}
      okButtonProps={{ danger, loading: busy, ...(okTestId && { 'data-testid': okTestId }) }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {explain && <Typography.Paragraph type="secondary">{explain}</Typography.Paragraph>}
      {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
      <Form<V>
        form={form}
        name={name}
        layout="vertical"
        requiredMark
        disabled={busy}
        initialValues={initialValues}
        onFinish={(v) => submit(v)}
      >
        {children}
      </Form>
    </Modal>
  );
}
