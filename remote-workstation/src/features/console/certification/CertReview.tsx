import { Checkbox, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CERT_FIELDS, CERT_LIMITS, type CertField, type CertFieldReasons } from '@b2b/shared/contract';
import { useFormSubmit } from '@b2b/ui-kit';
import { ReviewDecision } from '../components/ReviewDecision';
import { NS } from '../i18n';
import { useReviewCert, type ReviewCertVars } from './review-cert';

interface RejectValues {
  fields?: CertField[];
  notes?: Partial<Record<CertField, string>>;
}

/**
 * Approve, or reject with a note per wrong field (never empty): the supplier sees each note on its field, and
 * the notes composed are the overall reason of its notice.
 */
export function CertReview({ id, fields, onDone }: { id: string; fields: readonly CertField[]; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<RejectValues>();
  const ticked = Form.useWatch('fields', form) ?? [];
  const notes = Form.useWatch('notes', form) ?? {};
  const { mutateAsync } = useReviewCert();
  const { submit, busy, alert } = useFormSubmit<ReviewCertVars, unknown>(form, { mutate: mutateAsync, fields: [], onSuccess: onDone });
  const reasonOf = (values: RejectValues) =>
    CERT_FIELDS.filter((field) => values.fields?.includes(field))
      .map((field) => `${t(`cert.field.${field}`)}${t('reason.colon')}${values.notes?.[field]?.trim() ?? ''}`)
      .join(t('reason.separator'));
  const reason = reasonOf({ fields: ticked, notes });
  const reject = (values: RejectValues) => {
    const picked = CERT_FIELDS.filter((field) => values.fields?.includes(field));
    const fieldNotes = Object.fromEntries(picked.map((field) => [field, values.notes?.[field]?.trim() ?? ''])) as CertFieldReasons;
    void submit({ id, body: { decision: 'REJECT', reason: reasonOf(values), fields: fieldNotes } });
  };
  return (
    <ReviewDecision
      alert={alert}
      busy={busy}
      approveLabel={t('cert.approve')}
      onApprove={() => void submit({ id, body: { decision: 'APPROVE' } })}
      form={form}
      onReject={reject}
      rejectBlocked={reason.length > CERT_LIMITS.reasonMax}
    >
      <Form.Item
        name="fields"
        label={t('cert.wrongFields')}
        rules={[{ required: true, type: 'array', min: 1, message: t('companies.pickField') }]}
      >
        <Checkbox.Group options={fields.map((field) => ({ value: field, label: t(`cert.field.${field}`) }))} />
      </Form.Item>
      {fields
        .filter((field) => ticked.includes(field))
        .map((field) => (
          <Form.Item
            key={field}
            name={['notes', field]}
            label={t('companies.noteFor', { field: t(`cert.field.${field}`) })}
            rules={[
              { required: true, whitespace: true, message: t('companies.noteRequired') },
              {
                min: CERT_LIMITS.reasonMin,
                message: t('companies.noteLength', { min: CERT_LIMITS.reasonMin, max: CERT_LIMITS.reasonMax }),
              },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={CERT_LIMITS.reasonMax} showCount />
          </Form.Item>
        ))}
      {ticked.length > 0 && (
        <Form.Item
          label={t('companies.reasonPreview')}
          validateStatus={reason.length > CERT_LIMITS.reasonMax ? 'error' : undefined}
          help={t('companies.reasonLength', { count: reason.length, max: CERT_LIMITS.reasonMax })}
        >
          <Typography.Paragraph data-testid="reason-preview" style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {reason}
          </Typography.Paragraph>
        </Form.Item>
      )}
    </ReviewDecision>
  );
}
