import { useTranslation } from 'react-i18next';
import { gridStyle } from '@b2b/shared/ui';
import { useSession } from '@b2b/shared/session';
import { EmptyState, LoadState, PageFrame, RouteButton } from '@b2b/ui-kit';
import { useDashboard } from './api/get-dashboard';
import { AmountChart } from './components/AmountChart';
import { MilestoneChart } from './components/MilestoneChart';
import { RatingChart } from './components/RatingChart';
import { StatusChart } from './components/StatusChart';
import { NS } from './i18n';

/** Where a company without a project goes next: party A awards a response of a demand, a supplier gets awarded. */
const START_PATHS = { DEV: '/workstation/published/dev/publish', SUP: '/workstation/published/sup/list' } as const;

/** The signed-in company's delivery at a glance (both sides): states, milestones due, amounts, ratings received. */
export function DashboardPage() {
  const { t } = useTranslation(NS);
  const role = useSession((s) => s.user?.role);
  const query = useDashboard();
  const data = query.data;
  const start = role === 'DEV' || role === 'SUP' ? role : null;

  return (
    <PageFrame title={t('title')} width={1100}>
      {!data ? (
        <LoadState error={query.isError && !query.isFetching && query.error} onRetry={() => void query.refetch()} title={t('loadFailed')} />
      ) : data.byStatus.length === 0 ? (
        <EmptyState
          title={t('empty.title')}
          hint={t(start ? `empty.hint${start}` : 'empty.hint')}
          action={
            start && (
              <RouteButton type="primary" to={START_PATHS[start]}>
                {t(`empty.action${start}`)}
              </RouteButton>
            )
          }
        />
      ) : (
        <div style={gridStyle(420)}>
          <StatusChart byStatus={data.byStatus} />
          <MilestoneChart milestones={data.milestones} />
          <AmountChart amounts={data.amounts} />
          <RatingChart rating={data.rating} ratingCriteria={data.ratingCriteria} />
        </div>
      )}
    </PageFrame>
  );
}

export default DashboardPage;
