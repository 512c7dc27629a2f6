import { useState } from 'react';
import { Alert, Button, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEMAND_LIMITS } from '@b2b/shared/contract';
import { readServerError } from '@b2b/ui-kit';
import { useAnswerQuestion } from '../../api/answer-question';
import { NS } from '../../i18n';

/** The answer to an unanswered question: sent once, seen by every supplier. */
export function AnswerBox({ questionId, index }: { questionId: string; index: number }) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answer = useAnswerQuestion();
  const tooShort = text.trim().length < 2;

  const send = async () => {
    setError(null);
    try {
      await answer.mutateAsync({ id: questionId, answer: text.trim() });
    } catch (err) {
      setError(readServerError(err)?.message || t('questions.answerFailed'));
    }
  };

  return (
    <Flex vertical gap={8} style={{ marginTop: 8 }}>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 2, maxRows: 8 }}
        maxLength={DEMAND_LIMITS.answerMax}
        showCount
        aria-label={t('questions.answerLabel', { n: index })}
        placeholder={t('questions.answerPlaceholder')}
      />
      {error && <Alert type="error" showIcon title={error} />}
      <div>
        <Button type="primary" disabled={tooShort} loading={answer.isPending} onClick={() => void send()}>
          {t('questions.answer')}
        </Button>
      </div>
    </Flex>
  );
}
