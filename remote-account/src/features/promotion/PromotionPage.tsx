import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@b2b/shared/router';
import { STATS_PERIODS, type StatsPeriod } from '@b2b/shared/contract';
import { LoadState, PageFrame } from '@b2b/ui-kit';
import { NS } from '../../i18n';
import { usePromotionOverview } from './api/get-overview';
import { InviteCard } from './components/InviteCard';
import { PlacementCard } from './components/PlacementCard';
import { StatsCard } from './components/StatsCard';

/** The period in the URL (`?days=30`), so a reload or a shared link keeps it; anything else is 7 days. */
function usePeriodParam(): [StatsPeriod, (days: StatsPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (STATS_PERIODS as readonly number[]).includes(asked) ? (asked as StatsPeriod) : STATS_PERIODS[0];
  const setDays = (next: StatsPeriod) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === STATS_PERIODS[0]) updated.delete('days');
        else updated.set('days', String(next));
        return updated;
      },
      { replace: true },
    );
  return [days, setDays];
}

/** The company's promotion (`account/promotion`, MAIN): its placement, its window's statistics, its invite code. */
export function PromotionPage() {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const overview = usePromotionOverview();
  const [days, setDays] = usePeriodParam();
  return (
    <PageFrame title={tc('route.accountPromotion')} width={960}>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
        {!overview.data ? (
          <LoadState error={!overview.isFetching && overview.error} onRetry={() => void overview.refetch()} />
        ) : (
          <PlacementCard placement={overview.data.placement} />
        )}
        <StatsCard days={days} onDays={setDays} />
        {overview.data && (
          <InviteCard
            overview={overview.data}
            onRedeemed={(credit) => void message.success(t('promotion.invite.done', { days: credit }))}
          />
        )}
      </div>
    </PageFrame>
  );
}

export default PromotionPage;
