import { useState } from 'react';
import { Alert, Button, Empty, Flex, Typography } from 'antd';
import { useNavigate, useParams } from '@b2b/shared/router';
import { useTranslation } from 'react-i18next';
import type { Demand, DemandResponses, ResponseView } from '@b2b/shared/contract';
import { Countdown, PageFrame } from '@b2b/ui-kit';
import { DemandStatusTag, useCriterionName } from '../../../components';
import { useDemand } from '../api/get-demand';
import { useDemandResponses } from '../api/get-responses';
import { DemandLoadState } from '../components/Loaded';
import { AwardOutcome } from '../components/award/AwardOutcome';
import { AwardSteps } from '../components/award/AwardSteps';
import { ComparisonTable } from '../components/mark/ComparisonTable';
import { CriteriaPanel } from '../components/mark/CriteriaPanel';
import { MarkToolbar } from '../components/mark/MarkToolbar';
import { ScoreDrawer } from '../components/mark/ScoreDrawer';
import { DEV_PATHS } from '../lib/paths';
import { NS } from '../i18n';

function Evaluation({ demand, data }: { demand: Demand; data: DemandResponses }) {
  const { t } = useTranslation(NS);
  const [scoring, setScoring] = useState<ResponseView | null>(null);
  const current = scoring && (data.list.find((r) => r.id === scoring.id) ?? scoring);

  if (data.sealedUntil) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('mark.sealedTitle', { count: demand.responseCount })}
        description={
          <Flex gap={8} wrap>
            {t('mark.sealedHint')} <Countdown deadline={data.sealedUntil} />
          </Flex>
        }
      />
    );
  }
  return (
    <>
      {data.can.changeCriteria && <CriteriaPanel demandId={demand.id} criteria={demand.criteria} />}
      <MarkToolbar demand={demand} data={data} />
      {data.list.length === 0 ? (
        <Empty description={t('mark.empty')} />
      ) : (
        <ComparisonTable responses={data.list} demandId={demand.id} onScore={setScoring} />
      )}
      <ScoreDrawer response={current} criteria={demand.criteria} onClose={() => setScoring(null)} />
    </>
  );
}

/** Party A's evaluation: the responses compared, scored, shortlisted or rejected, and one awarded. */
export default function MarkPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const nameOf = useCriterionName();
  const id = useParams().requirementId ?? '';
  const demand = useDemand(id);
  const responses = useDemandResponses(id);
  const d = demand.data;
  const failed = demand.isError ? demand.error : responses.isError ? responses.error : undefined;

  return (
    <PageFrame
      width={1280}
      title={d ? t('mark.title', { title: d.title }) : t('mark.titlePlain')}
      extra={
        <Button type="link" onClick={() => navigate(DEV_PATHS.view(id))}>
          {t('nav.backToDemand')}
        </Button>
      }
    >
      {!d || !responses.data ? (
        <DemandLoadState error={failed} what={t('mark.what')} onRetry={() => void Promise.all([demand.refetch(), responses.refetch()])} />
      ) : (
        <>
          <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
            <DemandStatusTag status={d.status} deadline={d.deadline} />
            <Typography.Text type="secondary">{d.criteria.map((c) => `${nameOf(c)} ${c.weight}%`).join(' · ')}</Typography.Text>
          </Flex>
          <AwardOutcome demand={d} showEvaluationLink={false} />
          <AwardSteps demand={d} data={responses.data} />
          <Evaluation demand={d} data={responses.data} />
        </>
      )}
    </PageFrame>
  );
}
