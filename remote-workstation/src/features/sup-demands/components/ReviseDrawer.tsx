import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RESPONSE_LIMITS, type ResponseView } from '@b2b/shared/contract';
import type { UploadedFile } from '@b2b/shared/upload';
import { FileUploader, useFormSubmit } from '@b2b/ui-kit';
import { useManpowerOptions } from '../api/get-manpower-options';
import { useReviseResponse, type ReviseVars } from '../api/revise-response';
import { NS } from '../i18n';

interface ReviseValues {
  price: number;
  timelineDays: number;
  proposal: string;
  attachmentIds: UploadedFile[];
  manpowerIds: string[];
}

const FIELDS = ['price', 'timelineDays', 'proposal', 'attachmentIds', 'manpowerIds'] as const;

/** Revises a response (price, timeline, proposal, attachments, manpower) while the demand takes responses. */
export function ReviseDrawer({ response, onClose }: { response: ResponseView | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Drawer open={!!response} onClose={onClose} size="min(640px, 100vw)" destroyOnHidden title={t('revise.title')}>
      {response && <ReviseForm response={response} onDone={onClose} />}
    </Drawer>
  );
}

function ReviseForm({ response, onDone }: { response: ResponseView; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<ReviseValues>();
  const revise = useReviseResponse();
  const manpower = useManpowerOptions();
  const { submit, busy, alert } = useFormSubmit<ReviseVars, unknown>(form, {
    mutate: revise.mutateAsync,
    fields: FIELDS,
    onSuccess: onDone,
  });

  const onFinish = (values: ReviseValues) =>
    submit({
      id: response.id,
      body: {
        price: values.price,
        timelineDays: values.timelineDays,
        proposal: values.proposal.trim(),
        attachmentIds: values.attachmentIds.map((file) => file.id),
        manpowerIds: values.manpowerIds,
      },
    });
  const required = (message: string) => ({ required: true, message });

  return (
    <Form<ReviseValues>
      form={form}
      layout="vertical"
      disabled={busy}
      onFinish={onFinish}
      initialValues={{
        price: response.price,
        timelineDays: response.timelineDays,
        proposal: response.proposal,
        attachmentIds: response.attachments,
        manpowerIds: response.manpower.map((m) => m.id),
      }}
    >
      {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
      <Form.Item name="price" label={t('revise.price', { currency: response.currency })} rules={[required(t('revise.priceRequired'))]}>
        <InputNumber min={0} max={RESPONSE_LIMITS.priceMax} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="timelineDays" label={t('revise.timelineDays')} rules={[required(t('revise.timelineRequired'))]}>
        <InputNumber min={1} max={RESPONSE_LIMITS.timelineDaysMax} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="proposal"
        label={t('revise.proposal')}
        rules={[
          { required: true, whitespace: true, message: t('revise.proposalRequired') },
          { min: RESPONSE_LIMITS.proposalMin, message: t('revise.proposalMin', { min: RESPONSE_LIMITS.proposalMin }) },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 5, maxRows: 14 }} maxLength={RESPONSE_LIMITS.proposalMax} showCount />
      </Form.Item>
      <Form.Item name="attachmentIds" label={t('revise.attachments')}>
        <FileUploader direct maxCount={RESPONSE_LIMITS.attachmentsMax} />
      </Form.Item>
      <Form.Item
        name="manpowerIds"
        label={t('revise.manpower')}
        extra={manpower.isError ? t('revise.manpowerFailed') : t('revise.manpowerHint')}
      >
        <Select
          mode="multiple"
          allowClear
          loading={manpower.isPending}
          maxCount={RESPONSE_LIMITS.manpowerMax}
          optionFilterProp="label"
          options={[...response.manpower, ...(manpower.data?.list ?? [])]
            .filter((m, n, all) => all.findIndex((other) => other.id === m.id) === n)
            .map((m) => ({ value: m.id, label: `${m.name} · ${m.title}` }))}
        />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('revise.submit')}
        </Button>
        <Button onClick={onDone}>{t('action.cancel', { ns: 'common' })}</Button>
      </Space>
    </Form>
  );
}
