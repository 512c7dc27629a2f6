import { useState } from 'react';
import { Alert, Button, Drawer, Flex, Form, Input, InputNumber, Slider, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RESPONSE_LIMITS, weightedTotal, type Criterion, type ResponseView } from '@b2b/shared/contract';
import { readServerError } from '@b2b/ui-kit';
import { useScoreResponse } from '../../api/mark-actions';
import { useCriterionName } from '../../../../components';
import { NS } from '../../i18n';
import { OtherEvaluations } from './OtherEvaluations';

interface Values {
  scores: Record<string, number | null>;
  comment?: string;
}

/** The caller's scores of one response, 0–10 per criterion, with the weighted total computed as it is typed. */
export function ScoreDrawer({
  response,
  criteria,
  onClose,
}: {
  response: ResponseView | null;
  criteria: Criterion[];
  onClose: () => void;
}) {
  const nameOf = useCriterionName();
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const score = useScoreResponse();
  const [error, setError] = useState<string | null>(null);
  const scores = (Form.useWatch('scores', form) as Values['scores'] | undefined) ?? {};
  const mine = response?.evaluations.find((e) => e.mine);

  const save = async (values: Values) => {
    if (!response) return;
    setError(null);
    const body = {
      scores: Object.fromEntries(criteria.map((c) => [c.key, Number(values.scores[c.key])])),
      ...(values.comment?.trim() && { comment: values.comment.trim() }),
    };
    try {
      await score.mutateAsync({ id: response.id, body });
      onClose();
    } catch (err) {
      setError(readServerError(err)?.message || t('actions.failed'));
    }
  };

  return (
    <Drawer
      open={!!response}
      onClose={onClose}
      title={response ? t('score.title', { name: response.supplierName }) : ''}
      size="large"
      destroyOnHidden
      styles={{ wrapper: { maxWidth: '100vw' } }}
      extra={
        <Button type="primary" loading={score.isPending} onClick={() => form.submit()}>
          {t('score.save')}
        </Button>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ scores: mine?.scores ?? {}, comment: mine?.comment ?? '' }}
        onFinish={(v) => void save(v)}
      >
        {criteria.map((c) => (
          <Form.Item key={c.key} label={t('score.criterion', { name: nameOf(c), weight: c.weight })} required style={{ marginBottom: 12 }}>
            <Flex gap={12} align="center">
              <Form.Item name={['scores', c.key]} noStyle rules={[{ required: true, message: t('score.required') }]}>
                <Slider min={0} max={RESPONSE_LIMITS.scoreMax} style={{ flex: 1 }} />
              </Form.Item>
              <Form.Item name={['scores', c.key]} noStyle>
                <InputNumber min={0} max={RESPONSE_LIMITS.scoreMax} precision={0} style={{ width: 72 }} aria-label={nameOf(c)} />
              </Form.Item>
            </Flex>
          </Form.Item>
        ))}
        <Statistic title={t('score.total')} value={weightedTotal(criteria, scores)} precision={1} suffix="/ 100" />
        <Typography.Text type="secondary">{t('score.formula')}</Typography.Text>
        <Form.Item name="comment" label={t('score.comment')} style={{ marginTop: 16 }}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={RESPONSE_LIMITS.commentMax} showCount />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {response && <OtherEvaluations response={response} criteria={criteria} />}
    </Drawer>
  );
}
