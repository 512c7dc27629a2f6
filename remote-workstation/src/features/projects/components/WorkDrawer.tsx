import { Alert, Button, Drawer, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_LIMITS as L, type Milestone, type WorkBody } from '@b2b/shared/contract';
import type { UploadedFile } from '@b2b/shared/upload';
import { FileUploader, useFormSubmit } from '@b2b/ui-kit';
import { useReportProgress } from '../api/report-progress';
import { useSubmitMilestone } from '../api/submit-milestone';
import { NS } from '../i18n';

export type WorkKind = 'progress' | 'submit';

interface Values {
  notes: string;
  files?: UploadedFile[];
}

function WorkForm({ milestone, kind, onDone }: { milestone: Milestone; kind: WorkKind; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const progress = useReportProgress();
  const deliver = useSubmitMilestone();
  const mutation = kind === 'submit' ? deliver : progress;
  const { submit, busy, alert } = useFormSubmit<{ milestoneId: string; body: WorkBody }, unknown>(form, {
    mutate: mutation.mutateAsync,
    fields: ['notes'],
    byReason: { FILE_NOT_ATTACHABLE: 'files', DELIVERY_FILES_REQUIRED: 'files' },
    onSuccess: onDone,
  });
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name={`work-${kind}`}
      disabled={busy}
      onFinish={(v) => submit({ milestoneId: milestone.id, body: { notes: v.notes.trim(), fileIds: (v.files ?? []).map((f) => f.id) } })}
    >
      {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
      {kind === 'submit' && (
        <Alert
          type="info"
          showIcon
          title={t('work.submitHint')}
          description={milestone.deliverables || undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        name="notes"
        label={t(kind === 'submit' ? 'work.deliveryNotes' : 'work.notes')}
        rules={[
          { required: true, whitespace: true, message: t('work.notesRequired') },
          { min: L.notesMin, message: t('work.notesMin', { min: L.notesMin }) },
        ]}
      >
        <Input.TextArea rows={5} maxLength={L.notesMax} showCount />
      </Form.Item>
      <Form.Item
        name="files"
        label={t('work.files')}
        rules={
          kind === 'submit' ? [{ required: true, type: 'array', min: L.deliveryFilesMin, message: t('work.filesRequired') }] : undefined
        }
      >
        <FileUploader maxCount={L.filesMax} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t(kind === 'submit' ? 'work.submitButton' : 'work.progressButton')}
      </Button>
    </Form>
  );
}

/** The supplier's report on a milestone (notes, files), or its delivery for party A's review. */
export function WorkDrawer({ milestone, kind, onClose }: { milestone: Milestone | null; kind: WorkKind; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Drawer
      open={!!milestone}
      onClose={onClose}
      size="min(560px, 100vw)"
      destroyOnHidden
      title={t(kind === 'submit' ? 'work.submitTitle' : 'work.progressTitle')}
    >
      {milestone && (
        <>
          <Typography.Paragraph strong style={{ wordBreak: 'break-word' }}>
            {milestone.name}
          </Typography.Paragraph>
          <WorkForm milestone={milestone} kind={kind} onDone={onClose} />
        </>
      )}
    </Drawer>
  );
}
