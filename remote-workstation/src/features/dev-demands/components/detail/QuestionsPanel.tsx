import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Question } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { NS } from '../../i18n';
import { AnswerBox } from './AnswerBox';

/** The clarifications, unanswered first; each unanswered one gets an answer box when answering is allowed. */
export function QuestionsPanel({ questions, canAnswer }: { questions: Question[]; canAnswer: boolean }) {
  const { t, i18n } = useTranslation(NS);
  if (questions.length === 0) return <Typography.Text type="secondary">{t('questions.empty')}</Typography.Text>;
  const sorted = [...questions].sort((a, b) => Number(!!a.answer) - Number(!!b.answer) || a.askedAt - b.askedAt);
  return (
    <Flex vertical gap={12}>
      {sorted.map((q, i) => (
        <Card key={q.id} size="small">
          <Flex justify="space-between" gap={8} wrap>
            <Typography.Text strong style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {t('questions.q', { n: i + 1 })} {q.question}
            </Typography.Text>
            {!q.answer && <Tag color="gold">{t('questions.unanswered')}</Tag>}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('questions.askedAt', { time: formatDateTime(q.askedAt, i18n.language) })}
          </Typography.Text>
          {q.answer ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }}>
              {t('questions.a')} {q.answer}
            </Typography.Paragraph>
          ) : (
            canAnswer && <AnswerBox questionId={q.id} index={i + 1} />
          )}
        </Card>
      ))}
    </Flex>
  );
}
