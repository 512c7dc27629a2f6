import { Col, DatePicker, Form, InputNumber, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, DEMAND_LIMITS } from '@b2b/shared/contract';
import { deadlineProblem, earliestDeadline, latestDeadline } from '../../lib/deadline';
import { NS } from '../../i18n';

const amount = { min: 0, max: DEMAND_LIMITS.budgetMax, precision: 0, style: { width: '100%' } } as const;

/** Budget range with its currency, and the response deadline (24 h to 180 days ahead). */
export function BudgetFields({ amendment }: { amendment: boolean }) {
  const { t } = useTranslation(NS);
  const third = { xs: 24, sm: 8 };
  const dayStart = (ms: number) => new Date(ms).setHours(0, 0, 0, 0);

  return (
    <Row gutter={24}>
      <Col {...third}>
        <Form.Item name="budgetMin" label={t('field.budgetMin')} rules={[{ required: true, message: t('rule.budgetRequired') }]}>
          <InputNumber {...amount} placeholder="0" />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item
          name="budgetMax"
          label={t('field.budgetMax')}
          dependencies={['budgetMin']}
          rules={[
            { required: true, message: t('rule.budgetRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value?: number | null) => {
                const min = getFieldValue('budgetMin') as number | null | undefined;
                return value == null || min == null || min <= value ? Promise.resolve() : Promise.reject(new Error(t('rule.budgetOrder')));
              },
            }),
          ]}
        >
          <InputNumber {...amount} placeholder="0" />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item name="currency" label={t('field.currency')} rules={[{ required: true }]}>
          <Select options={CURRENCIES.map((c) => ({ value: c, label: t(`currency.${c}`, { ns: 'workstation' }) }))} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name="deadline"
          label={t('field.deadline')}
          extra={t(amendment ? 'help.deadlineAmend' : 'help.deadline', DEMAND_LIMITS)}
          rules={[
            { required: true, message: t('rule.deadlineRequired') },
            {
              validator: (_, value?: Dayjs | null) => {
                const problem = value ? deadlineProblem(value.valueOf(), { amendment }) : null;
                return problem ? Promise.reject(new Error(t(`rule.deadline.${problem}`, DEMAND_LIMITS))) : Promise.resolve();
              },
            },
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: '100%', maxWidth: 320 }}
            disabledDate={(d) => d.valueOf() < dayStart(amendment ? Date.now() : earliestDeadline()) || d.valueOf() > latestDeadline()}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
