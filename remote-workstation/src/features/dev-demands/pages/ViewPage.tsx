import { Alert, Badge, Button, Flex, Tabs, Typography } from 'antd';
import { useNavigate, useParams, useSearchParams } from '@b2b/shared/router';
import { useTranslation } from 'react-i18next';
import type { Demand } from '@b2b/shared/contract';
import { PageFrame } from '@b2b/ui-kit';
import { DemandEventTrail, DemandStatusTag } from '../../../components';
import { useDemand } from '../api/get-demand';
import { useEvents, useQuestions, useRevisions } from '../api/get-demand-history';
import { AwardOutcome } from '../components/award/AwardOutcome';
import { DemandActions } from '../components/detail/DemandActions';
import { DemandFacts } from '../components/detail/DemandFacts';
import { QuestionsPanel } from '../components/detail/QuestionsPanel';
import { RevisionsPanel } from '../components/detail/RevisionsPanel';
import { DemandLoadState, Loaded } from '../components/Loaded';
import { DEV_PATHS } from '../lib/paths';
import { NS } from '../i18n';
import { useArrivalFlash } from '../lib/flash';

function ReasonAlert({ demand }: { demand: Demand }) {
  const { t } = useTranslation(NS);
  if (demand.status === 'REJECTED') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('verify.reasonTitle')}
        description={demand.reason || t('verify.noReason')}
        style={{ marginBottom: 16 }}
      />
    );
  }
  if (demand.status === 'CANCELLED' && demand.reason) {
    return <Alert type="warning" showIcon title={t('detail.cancelledReason')} description={demand.reason} style={{ marginBottom: 16 }} />;
  }
  return null;
}

const TABS = ['detail', 'questions', 'revisions', 'events'] as const;

/** Party A's demand: every field, the clarifications, the revisions, the audit trail, and what may be done now. */
export default function ViewPage() {
  const { t } = useTranslation(NS);
  useArrivalFlash();
  const navigate = useNavigate();
  const id = useParams().requirementId ?? '';
  // A notice may open a tab (a question's opens the questions): `?tab=questions`.
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((key) => key === search.get('tab')) ?? 'detail';
  const openTab = (key: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'detail') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  const demand = useDemand(id);
  const questions = useQuestions(id);
  const revisions = useRevisions(id);
  const events = useEvents(id);

  const d = demand.data;
  const unanswered = (questions.data ?? []).filter((q) => !q.answer).length;
  return (
    <PageFrame
      width={1100}
      title={d ? d.title : t('view.title')}
      extra={
        <Button type="link" onClick={() => navigate(DEV_PATHS.list)}>
          {t('nav.myDemands')}
        </Button>
      }
    >
      {!d ? (
        <DemandLoadState error={demand.isError ? demand.error : undefined} what={t('view.what')} onRetry={() => void demand.refetch()} />
      ) : (
        <>
          <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
            <Flex gap={8} align="center" wrap>
              <DemandStatusTag status={d.status} deadline={d.deadline} />
              <Typography.Text type="secondary">{t('detail.revisionN', { n: d.revision })}</Typography.Text>
            </Flex>
            <DemandActions demand={d} />
          </Flex>
          <ReasonAlert demand={d} />
          <AwardOutcome demand={d} />
          <Tabs
            activeKey={tab}
            onChange={openTab}
            items={[
              { key: 'detail', label: t('view.tab.detail'), children: <DemandFacts demand={d} /> },
              {
                key: 'questions',
                label: (
                  <Badge count={unanswered} size="small" offset={[8, 0]}>
                    {t('view.tab.questions')}
                  </Badge>
                ),
                children: (
                  <Loaded query={questions} what={t('view.tab.questions')}>
                    {(list) => <QuestionsPanel questions={list} canAnswer={d.can.answer} />}
                  </Loaded>
                ),
              },
              {
                key: 'revisions',
                label: t('view.tab.revisions'),
                children: (
                  <Loaded query={revisions} what={t('view.tab.revisions')}>
                    {(list) => <RevisionsPanel revisions={list} />}
                  </Loaded>
                ),
              },
              {
                key: 'events',
                label: t('view.tab.events'),
                children: (
                  <Loaded query={events} what={t('view.tab.events')}>
                    {(list) => <DemandEventTrail events={list} ns={NS} />}
                  </Loaded>
                ),
              },
            ]}
          />
        </>
      )}
    </PageFrame>
  );
}
