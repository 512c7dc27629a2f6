import { Alert, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RespondDialogProps } from '@b2b/shared/federation';
import { useDemand } from './api/get-options';
import { RespondForm } from './components/RespondForm';
import { NS } from './i18n';

/** The supplier's response to a demand, in a modal the host's demand zone opens (remote-workstation's `./widgets`). */
export function RespondDialog({ demandId, open, onClose, onResponded }: RespondDialogProps) {
  const { t } = useTranslation(NS);
  const demand = useDemand(demandId);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width="min(640px, calc(100vw - 24px))"
      title={demand.data ? t('titleOf', { title: demand.data.title }) : t('title')}
    >
      <div data-testid="respond-dialog">
        {demand.isPending && <Skeleton active aria-label={t('loading')} />}
        {demand.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
        {demand.data && (
          <RespondForm
            demand={demand.data}
            onCancel={onClose}
            onDone={() => {
              onResponded?.();
              onClose();
            }}
          />
        )}
      </div>
    </Modal>
  );
}
