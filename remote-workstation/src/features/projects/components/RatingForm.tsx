import { Alert, Button, Form, Input, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_LIMITS as L, RATING_CRITERIA, type Project, type RatingBody } from '@b2b/shared/contract';
import { useFormSubmit } from '@b2b/ui-kit';
import { useRateProject } from '../api/rate-project';
import { NS } from '../i18n';

/** The caller's company's one rating of the other side: each criterion 1–5 and a comment. */
export function RatingForm({ project }: { project: Project }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<RatingBody>();
  const rate = useRateProject();
  const { submit, busy, alert } = useFormSubmit<RatingBody, Project>(form, {
    mutate: (body) => rate.mutateAsync({ id: project.id, body: { ...body, comment: (body.comment ?? '').trim() } }),
    fields: [...RATING_CRITERIA, 'comment'],
  });
  const other = project.side === 'SUPPLIER' ? project.partyAName : project.supplierName;
  return (
    <Form<RatingBody> form={form} layout="vertical" name="project-rating" disabled={busy} onFinish={submit} initialValues={{ comment: '' }}>
      {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
      <Alert type="info" showIcon title={t('rate.blind', { days: L.ratingRevealDays })} style={{ marginBottom: 16 }} />
      {RATING_CRITERIA.map((c) => (
        <Form.Item key={c} name={c} label={t(`criterion.${c}`)} rules={[{ required: true, message: t('rate.required') }]}>
          <Rate />
        </Form.Item>
      ))}
      <Form.Item name="comment" label={t('rate.comment', { name: other })}>
        <Input.TextArea rows={4} maxLength={L.commentMax} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('rate.submit')}
      </Button>
    </Form>
  );
}
