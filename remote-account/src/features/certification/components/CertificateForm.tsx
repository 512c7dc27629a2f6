import { useId, useState, type ReactNode } from 'react';
import { Alert, DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import { ExclamationCircleOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CERT_KIND_NAMES, CERT_KINDS, CERT_LIMITS, type CertField, type CertKind, type Certificate } from '@b2b/shared/contract';
import type { UploadedFile } from '@b2b/shared/upload';
import { FileUploader, useFormSubmit } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { useSaveCertificate } from '../api/save-certificate';

interface Values {
  kind: CertKind;
  name?: string;
  issuer: string;
  number: string;
  validFrom: Dayjs;
  validTo: Dayjs;
  scanFileId: UploadedFile[];
}

const FIELDS = ['kind', 'name', 'issuer', 'number', 'validFrom', 'validTo', 'scanFileId'];
const SCAN_ACCEPT = '.pdf,.png,.jpg,.jpeg';
const DAY = 'YYYY-MM-DD';

/** The reviewer's reason on a field, under it. */
function ReviewerNote({ note }: { note: string }) {
  const { t } = useTranslation(NS);
  return (
    <Typography.Text type="warning" data-testid="reviewer-note" style={{ display: 'block' }}>
      <ExclamationCircleOutlined /> {t('certification.reviewerNote', { note })}
    </Typography.Text>
  );
}

/**
 * Adds a certificate or changes one (`cert`): kind, its name for "other", issuer, number, validity and the
 * scan (an image or a PDF, uploaded with its progress). A rejected one shows each reviewer's reason on its field.
 */
export function CertificateForm({
  cert,
  open,
  onClose,
  onSaved,
}: {
  cert: Certificate | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<Values>();
  const save = useSaveCertificate(cert?.id ?? null);
  const { submit, busy, alert } = useFormSubmit(form, {
    mutate: save.mutateAsync,
    fields: FIELDS,
    byReason: { FILE_NOT_ATTACHABLE: 'scanFileId' },
    onSuccess: () => {
      form.resetFields();
      onSaved();
    },
  });
  // The scan is the field's value only once uploaded: no submit before (it would ask for a scan being sent).
  const [uploading, setUploading] = useState(false);
  const waitId = useId();
  const kind = Form.useWatch('kind', form);
  const lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const notes = cert?.state === 'REJECTED' ? (cert.rejectFields ?? {}) : {};
  const note = (field: CertField): ReactNode => (notes[field] ? <ReviewerNote note={notes[field]} /> : undefined);
  const required = (message: string) => ({ required: true, whitespace: true, message });
  const toBody = (v: Values) => ({
    kind: v.kind,
    name: v.kind === 'OTHER' ? (v.name ?? '').trim() : null,
    issuer: v.issuer.trim(),
    number: v.number.trim(),
    validFrom: v.validFrom.format(DAY),
    validTo: v.validTo.format(DAY),
    scanFileId: v.scanFileId[0]?.id ?? '',
  });
  return (
    <Modal
      open={open}
      title={t(cert ? 'certification.form.editTitle' : 'certification.form.addTitle')}
      okText={t('certification.form.submit')}
      cancelText={tc('action.cancel')}
      confirmLoading={busy}
      okButtonProps={{ disabled: uploading, 'aria-describedby': uploading ? waitId : undefined }}
      footer={(buttons) => (
        <>
          {uploading && (
            <Typography.Text type="secondary" id={waitId} data-testid="wait-upload" style={{ display: 'block', marginBottom: 8 }}>
              {t('certification.form.waitUpload')}
            </Typography.Text>
          )}
          {buttons}
        </>
      )}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={600}
    >
      <Form<Values>
        form={form}
        name="certificate"
        layout="vertical"
        requiredMark
        disabled={busy}
        initialValues={
          cert
            ? {
                kind: cert.kind,
                name: cert.name ?? undefined,
                issuer: cert.issuer,
                number: cert.number,
                validFrom: dayjs(cert.validFrom),
                validTo: dayjs(cert.validTo),
                scanFileId: cert.scan ? [cert.scan] : [],
              }
            : { kind: 'ISO9001', scanFileId: [] }
        }
        onFinish={(values) => (uploading ? undefined : submit(toBody(values)))}
        scrollToFirstError
      >
        <p style={{ marginTop: 0 }}>{t('certification.form.hint')}</p>
        {cert?.state === 'REJECTED' && cert.rejectReason && (
          <Alert
            type="warning"
            showIcon
            title={t('certification.rejectedBecause', { reason: cert.rejectReason })}
            style={{ marginBottom: 16 }}
          />
        )}
        {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
        <Form.Item name="kind" label={t('certification.field.kind')} rules={[{ required: true }]} extra={note('kind')}>
          <Select options={CERT_KINDS.map((value) => ({ value, label: CERT_KIND_NAMES[value][lang] }))} />
        </Form.Item>
        {kind === 'OTHER' && (
          <Form.Item
            name="name"
            label={t('certification.field.name')}
            rules={[
              required(t('certification.form.nameRequired')),
              { min: CERT_LIMITS.nameMin, message: t('certification.form.nameRequired') },
            ]}
            extra={note('name')}
          >
            <Input maxLength={CERT_LIMITS.nameMax} />
          </Form.Item>
        )}
        <Form.Item
          name="issuer"
          label={t('certification.field.issuer')}
          rules={[
            required(t('certification.form.issuerRequired')),
            { min: CERT_LIMITS.issuerMin, message: t('certification.form.issuerRequired') },
          ]}
          extra={note('issuer')}
        >
          <Input maxLength={CERT_LIMITS.issuerMax} />
        </Form.Item>
        <Form.Item
          name="number"
          label={t('certification.field.number')}
          rules={[
            required(t('certification.form.numberRequired')),
            { min: CERT_LIMITS.numberMin, message: t('certification.form.numberRequired') },
          ]}
          extra={note('number')}
        >
          <Input maxLength={CERT_LIMITS.numberMax} />
        </Form.Item>
        <Form.Item
          name="validFrom"
          label={t('certification.field.validFrom')}
          rules={[{ required: true, message: t('certification.form.validFromRequired') }]}
          extra={note('validity')}
        >
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item
          name="validTo"
          label={t('certification.field.validTo')}
          dependencies={['validFrom']}
          rules={[
            { required: true, message: t('certification.form.validToRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: Dayjs | undefined) => {
                const from: Dayjs | undefined = getFieldValue('validFrom');
                if (!value || ((!from || !value.isBefore(from, 'day')) && !value.isBefore(dayjs(), 'day'))) return Promise.resolve();
                return Promise.reject(new Error(t('certification.form.validToInvalid')));
              },
            }),
          ]}
        >
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item
          name="scanFileId"
          label={t('certification.field.scan')}
          rules={[{ required: true, type: 'array', min: 1, message: t('certification.form.scanRequired') }]}
          extra={note('scan') ?? t('certification.form.scanHint')}
        >
          <FileUploader direct maxCount={1} maxSizeMB={20} accept={SCAN_ACCEPT} onUploading={setUploading} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
