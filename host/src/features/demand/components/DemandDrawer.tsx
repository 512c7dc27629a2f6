import { useState } from 'react';
import { App, Button, Drawer, Result, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@b2b/shared/api';
import { queryKeys } from '@b2b/shared/query';
import { useDemand } from '../api/get-demand';
import { DemandDetail } from './DemandDetail';
import { RespondWidget } from './RespondWidget';

/** The demand opened from a card or from `/demand?open=<id>`. */
export function DemandDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('host');
  return (
    <Drawer open={!!id} onClose={onClose} size="min(720px, 100vw)" destroyOnHidden title={t('demand.detailTitle')}>
      {id && <DrawerBody id={id} />}
    </Drawer>
  );
}

function DrawerBody({ id }: { id: string }) {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const demand = useDemand(id);
  const [responding, setResponding] = useState(false);

  if (demand.isPending) return <Skeleton active paragraph={{ rows: 8 }} data-testid="demand-detail-loading" />;
  if (demand.isError) {
    const missing = demand.error instanceof ApiError && (demand.error.code === 404 || demand.error.reason === 'NOT_FOUND');
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? t('demand.notFound') : t('demand.detailFailed')}
        extra={!missing && <Button onClick={() => void demand.refetch()}>{t('action.retry', { ns: 'common' })}</Button>}
        data-testid="demand-detail-error"
      />
    );
  }
  const onResponded = () => {
    setResponding(false);
    void message.success(t('demand.respondedToast'));
    void queryClient.invalidateQueries({ queryKey: queryKeys.demands.all() });
  };
  return (
    <>
      <DemandDetail demand={demand.data} onRespond={() => setResponding(true)} />
      <RespondWidget demandId={id} open={responding} onClose={() => setResponding(false)} onResponded={onResponded} />
    </>
  );
}
