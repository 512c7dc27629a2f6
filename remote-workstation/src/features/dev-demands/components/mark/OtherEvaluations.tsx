import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Criterion, ResponseView } from '@b2b/shared/contract';
import { useCriterionName } from '../../../../components';
import { NS } from '../../i18n';

/** The other evaluators' scores of the response, to compare before saving one's own. */
export function OtherEvaluations({ response, criteria }: { response: ResponseView; criteria: Criterion[] }) {
  const { t } = useTranslation(NS);
  const nameOf = useCriterionName();
  const others = response.evaluations.filter((e) => !e.mine);
  if (others.length === 0) return null;
  return (
    <>
      <Typography.Title level={5}>{t('score.others')}</Typography.Title>
      {response.disagreement && <Tag color="red">{t('mark.disagreement')}</Tag>}
      <Flex vertical gap={8} style={{ marginTop: 8 }}>
        {others.map((e) => (
          <Card key={e.evaluator} size="small" title={`${e.evaluator} · ${e.total.toFixed(1)}`}>
            <Typography.Text type="secondary">{criteria.map((c) => `${nameOf(c)} ${e.scores[c.key] ?? '–'}`).join(' · ')}</Typography.Text>
            {e.comment && <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{e.comment}</Typography.Paragraph>}
          </Card>
        ))}
      </Flex>
    </>
  );
}
