import { useState } from 'react';
import { Alert, Button, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import type { Demand } from '@b2b/shared/contract';
import type { UploadedFile } from '@b2b/shared/upload';
import { readServerError, useFormSubmit } from '@b2b/ui-kit';
import { ManpowerSelect, Money, ResponseTermsFields } from '../../../components';
import { useManpower } from '../api/get-options';
import { usePostResponse, type RespondVars } from '../api/post-response';
import { NS } from '../i18n';
import { BLOCKING, BlockedAlert, type Blocked } from './BlockedAlert';

interface RespondValues {
  price: number;
  timelineDays: number;
  proposal: string;
  attachmentIds?: UploadedFile[];
  manpowerIds?: string[];
}

const FIELDS = ['price', 'timelineDays', 'proposal', 'attachmentIds', 'manpowerIds'] as const;

/** Price, timeline, proposal, files and people: the response party A scores. */
export function RespondForm({ demand, onDone, onCancel }: { demand: Demand; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<RespondValues>();
  const post = usePostResponse();
  const manpower = useManpower();
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const { submit, busy, alert } = useFormSubmit<RespondVars, unknown>(form, {
    mutate: (vars) =>
      post.mutateAsync(vars).catch((err: unknown) => {
        const reason = readServerError(err)?.reason;
        if (!reason || !BLOCKING.includes(reason)) throw err;
        setBlocked(reason as Blocked);
        throw new Error(reason);
      }),
    fields: FIELDS,
    onSuccess: onDone,
  });

  const onFinish = (values: RespondValues) =>
    submit({
      demandId: demand.id,
      body: {
        price: values.price,
        timelineDays: values.timelineDays,
        proposal: values.proposal.trim(),
        attachmentIds: (values.attachmentIds ?? []).map((file) => file.id),
        manpowerIds: values.manpowerIds ?? [],
      },
    });
  const people = manpower.data?.list ?? [];
  const noPeople = manpower.isSuccess && people.length === 0;

  return (
    <Form<RespondValues>
      form={form}
      layout="vertical"
      disabled={busy || !!blocked}
      onFinish={onFinish}
      initialValues={{ attachmentIds: [], manpowerIds: [] }}
    >
      {blocked && <BlockedAlert reason={blocked} />}
      {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
      <Typography.Paragraph type="secondary">
        {t('budget')} <Money amount={demand.budgetMin} max={demand.budgetMax} currency={demand.currency} />
      </Typography.Paragraph>
      <ResponseTermsFields currency={demand.currency} />
      <Form.Item
        name="manpowerIds"
        label={t('manpower')}
        extra={
          manpower.isError ? (
            t('manpowerFailed')
          ) : noPeople ? (
            <span data-testid="manpower-empty">
              {t('manpowerEmpty')} <Link to="/workstation/manpower">{t('manpowerAdd')}</Link>
            </span>
          ) : (
            t('manpowerHint')
          )
        }
      >
        <ManpowerSelect people={people} disabled={noPeople} loading={manpower.isPending} />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('submit')}
        </Button>
        <Button onClick={onCancel} disabled={false}>
          {t('action.cancel', { ns: 'common' })}
        </Button>
      </Space>
    </Form>
  );
}
