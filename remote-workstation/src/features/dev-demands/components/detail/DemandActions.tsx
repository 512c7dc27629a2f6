import { useState } from 'react';
import { App, Button, Flex } from 'antd';
import { useNavigate } from '@b2b/shared/router';
import { useTranslation } from 'react-i18next';
import type { Demand } from '@b2b/shared/contract';
import { useCloseDemand, useDeleteDemand, useSubmitDemand } from '../../api/demand-actions';
import { DEV_PATHS } from '../../lib/paths';
import { NS } from '../../i18n';
import { CancelModal } from './CancelModal';

/** Exactly the actions the demand's `can` allows; the ones that cannot be undone ask first. */
export function DemandActions({ demand }: { demand: Demand }) {
  const { t } = useTranslation(NS);
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const submit = useSubmitDemand();
  const close = useCloseDemand();
  const remove = useDeleteDemand();
  const [cancelling, setCancelling] = useState(false);
  const { can } = demand;

  const confirm = (key: 'submit' | 'close' | 'delete', run: () => Promise<unknown>, after?: () => void) =>
    modal.confirm({
      title: t(`confirm.${key}.title`),
      content: t(`confirm.${key}.content`),
      okText: t(`confirm.${key}.ok`),
      okButtonProps: { danger: key !== 'submit' },
      cancelText: t('cancel.back'),
      onOk: async () => {
        await run();
        void message.success(t(`confirm.${key}.done`));
        after?.();
      },
    });

  return (
    <Flex gap={8} wrap>
      {(can.edit || can.amend) && (
        <Button type={can.amend ? 'default' : 'primary'} onClick={() => navigate(DEV_PATHS.edit(demand.id))}>
          {t(can.amend ? 'action.amend' : demand.status === 'REJECTED' ? 'action.editResubmit' : 'action.edit')}
        </Button>
      )}
      {can.submit && (
        <Button type="primary" onClick={() => confirm('submit', () => submit.mutateAsync(demand.id))}>
          {t('action.submitForVerification')}
        </Button>
      )}
      {(can.evaluate || can.award) && (
        <Button type="primary" onClick={() => navigate(DEV_PATHS.mark(demand.id))}>
          {t('action.evaluate')}
        </Button>
      )}
      {can.close && <Button onClick={() => confirm('close', () => close.mutateAsync(demand.id))}>{t('action.close')}</Button>}
      {can.cancel && (
        <Button danger onClick={() => setCancelling(true)}>
          {t('action.cancel')}
        </Button>
      )}
      {can.delete && (
        <Button
          danger
          onClick={() =>
            confirm(
              'delete',
              () => remove.mutateAsync(demand.id),
              () => navigate(DEV_PATHS.list),
            )
          }
        >
          {t('action.delete')}
        </Button>
      )}
      {can.cancel && <CancelModal demandId={demand.id} open={cancelling} onClose={() => setCancelling(false)} />}
    </Flex>
  );
}
