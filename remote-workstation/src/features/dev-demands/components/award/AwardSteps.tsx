import { Alert, App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Demand, DemandResponses } from '@b2b/shared/contract';
import { useCloseDemand } from '../../api/demand-actions';
import { NS } from '../../i18n';

/**
 * How the award works, where the buyer stands: while responses are open the award waits for the close (the
 * deadline, or "Close early" here), and why; once closed, which button awards and what it does to the others.
 */
export function AwardSteps({ demand, data }: { demand: Demand; data: DemandResponses }) {
  const { t } = useTranslation(NS);
  const { modal, message } = App.useApp();
  const close = useCloseDemand();
  // The server says CLOSED once the deadline passed; a page open across the deadline still holds PUBLISHED.
  const closed = demand.status === 'CLOSED' || (demand.status === 'PUBLISHED' && demand.deadline <= Date.now());
  const confirmClose = () =>
    modal.confirm({
      title: t('confirm.close.title'),
      content: t('confirm.close.content'),
      okText: t('confirm.close.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancel.back'),
      onOk: async () => {
        await close.mutateAsync(demand.id);
        void message.success(t('confirm.close.done'));
      },
    });

  if (demand.status !== 'PUBLISHED' && demand.status !== 'CLOSED') return null;
  if (closed) {
    const none = data.list.every((r) => r.status !== 'ACTIVE');
    return (
      <Alert
        type={none ? 'warning' : 'info'}
        showIcon
        data-testid="award-steps"
        title={t(none ? 'awardSteps.noneTitle' : 'awardSteps.closedTitle')}
        description={t(none ? 'awardSteps.none' : 'awardSteps.closed')}
        style={{ marginBottom: 16 }}
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      data-testid="award-steps"
      title={t('awardSteps.openTitle')}
      description={
        <>
          {t('awardSteps.open')}
          {data.sealedUntil !== null && ` ${t('awardSteps.sealed')}`}
        </>
      }
      action={
        demand.can.close && (
          <Button size="small" danger loading={close.isPending} onClick={confirmClose}>
            {t('action.close')}
          </Button>
        )
      }
      style={{ marginBottom: 16 }}
    />
  );
}
