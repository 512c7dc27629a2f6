import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

interface ReviewDecisionProps<Values> {
  /** The server's refusal, shown above the buttons. */
  alert: ReactNode;
  busy: boolean;
  approveLabel: string;
  onApprove: () => void;
  /** The rejection form; its fields are the children, shown once the reviewer chooses to reject. */
  form: FormInstance<Values>;
  onReject: (values: Values) => void;
  /** Keeps "confirm rejection" disabled (a reason too long to send). */
  rejectBlocked?: boolean;
  children: ReactNode;
}

/** The console's one way to decide a review: approve at once, or reject through a form that says why. */
export function ReviewDecision<Values>({
  alert,
  busy,
  approveLabel,
  onApprove,
  form,
  onReject,
  rejectBlocked,
  children,
}: ReviewDecisionProps<Values>) {
  const { t } = useTranslation(NS);
  const [rejecting, setRejecting] = useState(false);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {alert && <Alert type="error" showIcon title={alert} />}
      {!rejecting ? (
        <Space wrap>
          <Button type="primary" loading={busy} onClick={onApprove}>
            {approveLabel}
          </Button>
          <Button danger disabled={busy} onClick={() => setRejecting(true)}>
            {t('reject')}
          </Button>
        </Space>
      ) : (
        <Form form={form} layout="vertical" disabled={busy} onFinish={onReject}>
          {children}
          <Space wrap>
            <Button type="primary" danger htmlType="submit" loading={busy} disabled={rejectBlocked}>
              {t('confirmReject')}
            </Button>
            <Button onClick={() => setRejecting(false)}>{t('action.cancel', { ns: 'common' })}</Button>
          </Space>
        </Form>
      )}
    </Space>
  );
}
