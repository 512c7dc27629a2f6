import { Alert, Button, Card, Flex, Form, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEMAND_LIMITS } from '@b2b/shared/contract';
import { useFormSubmit } from '@b2b/ui-kit';
import { useAskQuestion, type AskVars } from '../api/ask-question';
import { useQuestions } from '../api/get-demand';
import { formatDateTime } from '@b2b/shared/i18n';

/** The clarifications every supplier sees (never who asked; the caller's own are marked), and the ask box. */
export function Questions({ demandId, canAsk }: { demandId: string; canAsk: boolean }) {
  const { t, i18n } = useTranslation('host');
  const questions = useQuestions(demandId);
  return (
    <Flex vertical gap={8} data-testid="demand-questions">
      {questions.isPending && <Typography.Text type="secondary">{t('demand.loading')}</Typography.Text>}
      {questions.isError && <Alert type="warning" showIcon title={t('demand.questions.loadFailed')} />}
      {questions.data?.length === 0 && <Typography.Text type="secondary">{t('demand.questions.empty')}</Typography.Text>}
      {questions.data?.map((q) => (
        <Card key={q.id} size="small">
          <Flex justify="space-between" gap={8} wrap>
            <Typography.Text strong style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {q.question}
            </Typography.Text>
            {q.mine && <Tag color="blue">{t('demand.questions.mine')}</Tag>}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('demand.questions.askedAt', { time: formatDateTime(q.askedAt, i18n.language) })}
          </Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }} type={q.answer ? undefined : 'secondary'}>
            {q.answer ? t('demand.questions.answer', { answer: q.answer }) : t('demand.questions.waiting')}
          </Typography.Paragraph>
        </Card>
      ))}
      {canAsk && <AskBox demandId={demandId} />}
    </Flex>
  );
}

function AskBox({ demandId }: { demandId: string }) {
  const { t } = useTranslation('host');
  const [form] = Form.useForm<{ question: string }>();
  const ask = useAskQuestion();
  const { submit, busy, alert } = useFormSubmit<AskVars, unknown>(form, {
    mutate: ask.mutateAsync,
    fields: ['question'],
    onSuccess: () => form.resetFields(),
  });
  return (
    <Form form={form} layout="vertical" disabled={busy} onFinish={({ question }) => submit({ demandId, question: question.trim() })}>
      {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 8 }} />}
      <Form.Item
        name="question"
        label={t('demand.questions.ask')}
        extra={t('demand.questions.anonymous')}
        rules={[
          { required: true, whitespace: true, message: t('demand.questions.required') },
          { min: DEMAND_LIMITS.questionMin, message: t('demand.questions.min', { min: DEMAND_LIMITS.questionMin }) },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={DEMAND_LIMITS.questionMax} showCount />
      </Form.Item>
      <Button htmlType="submit" loading={busy}>
        {t('demand.questions.send')}
      </Button>
    </Form>
  );
}
