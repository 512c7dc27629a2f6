import { Alert, Button, Card, DatePicker, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { milestoneAmounts, PROJECT_LIMITS as L, type Milestone, type Project } from '@b2b/shared/contract';
import { useFormSubmit } from '@b2b/ui-kit';
import { Money } from '../../../components';
import { useSavePlan } from '../api/save-plan';
import { newMilestone, planBody, planFormValues, sharesOf, type MilestoneValues, type PlanValues } from '../lib/plan-values';
import { NS } from '../i18n';
import { MilestoneStateTag } from './tags';

/** How the shares add up, with each milestone's amount: what the rule (100 %) asks, said before the save. */
function ShareSummary({ project, rows }: { project: Project; rows: MilestoneValues[] }) {
  const { t } = useTranslation(NS);
  const total = sharesOf(rows);
  const ok = total === L.sharesTotal;
  return (
    <Typography.Text type={ok ? 'success' : 'warning'} data-testid="share-total">
      {t('plan.sharesTotal', { total, target: L.sharesTotal })}
      {ok && (
        <>
          {' · '}
          <Money amount={project.amount} currency={project.currency} />
        </>
      )}
    </Typography.Text>
  );
}

function MilestoneFields({ name, fixed, amount, project }: { name: number; fixed?: Milestone; amount?: number; project: Project }) {
  const { t } = useTranslation(NS);
  const locked = fixed?.state === 'ACCEPTED';
  return (
    <Flex vertical>
      <Form.Item name={[name, 'id']} hidden>
        <Input />
      </Form.Item>
      {fixed && (
        <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
          <MilestoneStateTag state={fixed.state} />
          {locked && <Typography.Text type="secondary">{t('plan.locked')}</Typography.Text>}
        </Flex>
      )}
      <Form.Item
        name={[name, 'name']}
        label={t('plan.name')}
        rules={[{ required: true, whitespace: true, message: t('plan.nameRequired') }]}
      >
        <Input maxLength={L.nameMax} disabled={locked} />
      </Form.Item>
      <Form.Item name={[name, 'description']} label={t('plan.description')}>
        <Input.TextArea rows={3} maxLength={L.descriptionMax} disabled={locked} />
      </Form.Item>
      <Form.Item name={[name, 'deliverables']} label={t('plan.deliverables')} extra={t('plan.deliverablesHint')}>
        <Input.TextArea rows={2} maxLength={L.deliverablesMax} disabled={locked} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name={[name, 'dueDate']} label={t('plan.dueDate')} rules={[{ required: true, message: t('plan.dueDateRequired') }]}>
          <DatePicker style={{ width: 180 }} disabled={locked} />
        </Form.Item>
        <Form.Item
          name={[name, 'share']}
          label={t('plan.share')}
          rules={[{ required: true, message: t('plan.shareRequired') }]}
          extra={amount !== undefined ? <Money amount={amount} currency={project.currency} /> : undefined}
        >
          <InputNumber min={1} max={L.sharesTotal} precision={0} suffix="%" style={{ width: 120 }} disabled={locked} />
        </Form.Item>
      </Flex>
    </Flex>
  );
}

/**
 * Party A's milestone plan: name, description, deliverables expected, due date and share of the amount, the
 * shares adding up to 100 %. Before the start it applies; after it, it is a revision the supplier answers,
 * which keeps accepted milestones as they are and drops only planned ones.
 */
export function PlanForm({ project, onSaved }: { project: Project; onSaved: (saved: Project) => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<PlanValues>();
  const save = useSavePlan();
  const revision = project.status === 'IN_PROGRESS';
  const byId = new Map(project.milestonesList.map((m) => [m.id, m]));
  const rows = (Form.useWatch('milestones', form) ?? []) as MilestoneValues[];
  const shares = rows.map((r) => Number(r?.share) || 0);
  const amounts = sharesOf(rows) === L.sharesTotal ? milestoneAmounts(project.amount, shares) : [];
  const { submit, busy, alert } = useFormSubmit<PlanValues, Project>(form, {
    mutate: (values) => save.mutateAsync({ id: project.id, body: planBody(values, project.milestonesList) }),
    fields: ['milestones', 'note'],
    invalidText: t('plan.invalid'),
    onSuccess: onSaved,
  });
  return (
    <Form<PlanValues>
      form={form}
      layout="vertical"
      name="project-plan"
      initialValues={planFormValues(project.milestonesList)}
      disabled={busy}
      onFinish={submit}
    >
      {revision && <Alert type="info" showIcon title={t('plan.revisionHint')} style={{ marginBottom: 16 }} />}
      {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} />}
      <Form.List
        name="milestones"
        rules={[
          {
            validator: async (_, value?: MilestoneValues[]) => {
              if (!value || value.length < L.milestonesMin) throw new Error(t('plan.atLeastOne'));
              if (sharesOf(value) !== L.sharesTotal) throw new Error(t('plan.sharesRule', { target: L.sharesTotal }));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={12}>
            {fields.map((field, index) => {
              const id = rows[index]?.id;
              const fixed = id ? byId.get(id) : undefined;
              const removable = fields.length > 1 && (!fixed || !revision || fixed.state === 'PLANNED');
              return (
                <Card
                  key={field.key}
                  size="small"
                  data-testid="plan-milestone"
                  title={t('plan.milestoneN', { n: index + 1 })}
                  extra={
                    removable && (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('plan.remove', { n: index + 1 })}
                        onClick={() => remove(field.name)}
                      />
                    )
                  }
                >
                  <MilestoneFields name={field.name} fixed={fixed} amount={amounts[index]} project={project} />
                </Card>
              );
            })}
            <Form.ErrorList errors={errors} />
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Button
                icon={<PlusOutlined />}
                disabled={busy || fields.length >= L.milestonesMax}
                onClick={() => add(newMilestone(form.getFieldValue('milestones') ?? []))}
              >
                {t('plan.add')}
              </Button>
              <ShareSummary project={project} rows={rows} />
            </Flex>
          </Flex>
        )}
      </Form.List>
      {revision && (
        <Form.Item name="note" label={t('plan.note')} extra={t('plan.noteHint')} style={{ marginTop: 16 }}>
          <Input.TextArea rows={3} maxLength={L.reasonMax} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={busy} style={{ marginTop: 16 }}>
        {t(revision ? 'plan.propose' : 'plan.save')}
      </Button>
    </Form>
  );
}
