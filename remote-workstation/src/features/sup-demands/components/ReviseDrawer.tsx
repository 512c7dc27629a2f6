import { Alert, Button, Drawer, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResponseView } from '@b2b/shared/contract';
import type { UploadedFile } from '@b2b/shared/upload';
import { useFormSubmit } from '@b2b/ui-kit';
import { ManpowerSelect, ResponseTermsFields } from '../../../components';
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
      <ResponseTermsFields currency={response.currency} />
      <Form.Item
        name="manpowerIds"
        label={t('revise.manpower')}
        extra={manpower.isError ? t('revise.manpowerFailed') : t('revise.manpowerHint')}
      >
        <ManpowerSelect
          loading={manpower.isPending}
          people={[...response.manpower, ...(manpower.data?.list ?? [])].filter(
            (m, n, all) => all.findIndex((other) => other.id === m.id) === n,
          )}
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
