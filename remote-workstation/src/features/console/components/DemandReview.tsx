import { Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@b2b/ui-kit';
import { DemandEventTrail } from '../../../components';
import { useDemand } from '../api/get-demand';
import { useDemandEvents } from '../api/get-demand-events';
import { NS } from '../i18n';
import { DemandDetails } from './DemandDetails';
import { VerifyDemand } from './VerifyDemand';

/** A pending demand in full, its audit trail, and the decision when the server allows one. */
export function DemandReview({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const demand = useDemand(id);
  const events = useDemandEvents(id);
  if (!demand.data) return <LoadState error={demand.isError && !demand.isFetching} onRetry={() => void demand.refetch()} />;
  return (
    <>
      <DemandDetails demand={demand.data} />
      <Divider titlePlacement="start">{t('events.title')}</Divider>
      {events.data ? (
        <DemandEventTrail events={events.data} ns={NS} />
      ) : (
        <LoadState error={events.isError && !events.isFetching} onRetry={() => void events.refetch()} />
      )}
      <Divider />
      {demand.data.can.verify ? (
        <VerifyDemand id={id} onDone={onDone} />
      ) : (
        <Typography.Text type="secondary">{t('demands.notVerifiable')}</Typography.Text>
      )}
    </>
  );
}
