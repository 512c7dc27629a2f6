import { Checkbox, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_FIELD_REASON_MAX, type FieldReasons } from '@b2b/shared/contract';
import { useFormSubmit } from '@b2b/ui-kit';
import { useReviewCompany, type ReviewCompanyVars } from '../api/review-company';
import { NS } from '../i18n';
import { composeReason, REVIEW_FIELDS, type ReviewField } from '../lib/compose-reason';
import { ReviewDecision } from './ReviewDecision';

const REASON_MAX = 500;

interface RejectValues {
  fields?: ReviewField[];
  notes?: Partial<Record<ReviewField, string>>;
}

/**
 * Approve, or reject with a note per wrong field: the company sees each note beside its field, and
 * the notes composed ("公司名称：…；统一社会信用代码：…") are the overall reason of its notice.
 */
export function CompanyReview({ companyId, onDone }: { companyId: string; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<RejectValues>();
  const review = useReviewCompany();
  const { submit, busy, alert } = useFormSubmit<ReviewCompanyVars, unknown>(form, {
    mutate: review.mutateAsync,
    fields: [],
    onSuccess: onDone,
  });

  const ticked = Form.useWatch('fields', form) ?? [];
  const notes = Form.useWatch('notes', form) ?? {};
  const reasonOf = (values: RejectValues) =>
    composeReason(values.fields ?? [], values.notes ?? {}, {
      colon: t('reason.colon'),
      separator: t('reason.separator'),
      label: (field) => t(`field.${field}`),
    });
  const reason = reasonOf({ fields: ticked, notes });

  const fieldNotes = (values: RejectValues) =>
    Object.fromEntries((values.fields ?? []).map((field) => [field, values.notes?.[field]?.trim() ?? ''])) as FieldReasons;
  const reject = (values: RejectValues) =>
    submit({ companyId, body: { decision: 'REJECT', reason: reasonOf(values), fields: fieldNotes(values) } });

  return (
    <ReviewDecision
      alert={alert}
      busy={busy}
      approveLabel={t('approve')}
      onApprove={() => void submit({ companyId, body: { decision: 'APPROVE' } })}
      form={form}
      onReject={(values) => void reject(values)}
      rejectBlocked={reason.length > REASON_MAX}
    >
      <Form.Item
        name="fields"
        label={t('companies.wrongFields')}
        extra={t('companies.wrongFieldsHint')}
        rules={[{ required: true, type: 'array', min: 1, message: t('companies.pickField') }]}
      >
        <Checkbox.Group options={REVIEW_FIELDS.map((field) => ({ value: field, label: t(`field.${field}`) }))} />
      </Form.Item>
      {REVIEW_FIELDS.filter((field) => ticked.includes(field)).map((field) => (
        <Form.Item
          key={field}
          name={['notes', field]}
          label={t('companies.noteFor', { field: t(`field.${field}`) })}
          rules={[
            { required: true, whitespace: true, message: t('companies.noteRequired') },
            { min: 2, message: t('companies.noteLength', { min: 2, max: REVIEW_FIELD_REASON_MAX }) },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={REVIEW_FIELD_REASON_MAX} showCount />
        </Form.Item>
      ))}
      {ticked.length > 0 && (
        <Form.Item
          label={t('companies.reasonPreview')}
          validateStatus={reason.length > REASON_MAX ? 'error' : undefined}
          help={t('companies.reasonLength', { count: reason.length, max: REASON_MAX })}
        >
          <Typography.Paragraph data-testid="reason-preview" style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {reason}
          </Typography.Paragraph>
        </Form.Item>
      )}
    </ReviewDecision>
  );
}
