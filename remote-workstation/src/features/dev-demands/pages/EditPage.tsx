import { Alert, Button, Result } from 'antd';
import { useNavigate, useParams } from '@b2b/shared/router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEMAND_LIMITS, type Demand } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';
import { PageFrame } from '@b2b/ui-kit';
import { submitDemand } from '../api/demand-actions';
import { useDemand } from '../api/get-demand';
import { useUpdateDemand } from '../api/save-demand';
import { DemandForm, type DemandFormAction } from '../components/form/DemandForm';
import { DemandLoadState } from '../components/Loaded';
import { fromDemand, toBody, type DemandFormValues } from '../lib/form-values';
import { useNavigateWithFlash } from '../lib/flash';
import { DEV_PATHS } from '../lib/paths';
import { NS } from '../i18n';

function actionsFor(demand: Demand, t: (key: string) => string): DemandFormAction[] {
  if (demand.can.amend) return [{ key: 'amend', label: t('action.publishAmendment'), primary: true }];
  if (!demand.can.submit) return [{ key: 'save', label: t('action.save'), primary: true }];
  return [
    { key: 'submit', label: t(demand.status === 'REJECTED' ? 'action.saveResubmit' : 'action.saveSubmit'), primary: true },
    { key: 'save', label: t('action.save') },
  ];
}

/** Edit a draft or rejected demand, or amend a published one (a new revision every responder confirms). */
export default function EditPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const navigateWithFlash = useNavigateWithFlash();
  const id = useParams().requirementId ?? '';
  const demand = useDemand(id);
  const update = useUpdateDemand();
  const queryClient = useQueryClient();
  const d = demand.data;

  const save = async (values: DemandFormValues, action: string) => {
    const body = toBody(values);
    await update.mutateAsync({ id, body: action === 'amend' ? { ...body, amendNote: values.amendNote?.trim() } : body });
    if (action !== 'submit') return;
    await submitDemand(id);
    await queryClient.invalidateQueries({ queryKey: queryKeys.demands.all() });
  };

  const onSaved = (action: string) =>
    navigateWithFlash(action === 'submit' ? DEV_PATHS.verify : DEV_PATHS.view(id), t(`edit.done.${action}`));

  const back = (
    <Button type="link" onClick={() => navigate(DEV_PATHS.view(id))}>
      {t('nav.backToDemand')}
    </Button>
  );

  if (!d) {
    return (
      <PageFrame title={t('edit.title')} extra={back}>
        <DemandLoadState error={demand.isError ? demand.error : undefined} what={t('view.what')} onRetry={() => void demand.refetch()} />
      </PageFrame>
    );
  }
  if (!d.can.edit && !d.can.amend) {
    return (
      <PageFrame title={t('edit.title')} extra={back}>
        <Result status="info" title={t('edit.notAllowed')} subTitle={t('edit.notAllowedHint')} extra={back} />
      </PageFrame>
    );
  }
  const amendment = d.can.amend;
  return (
    <PageFrame title={t(amendment ? 'edit.amendTitle' : 'edit.title')} width={1040} extra={back}>
      {amendment && (
        <Alert
          type="warning"
          showIcon
          title={t('amend.warningTitle')}
          description={t('amend.warning', DEMAND_LIMITS)}
          style={{ marginBottom: 16 }}
        />
      )}
      {d.status === 'REJECTED' && (
        <Alert
          type="error"
          showIcon
          title={t('verify.reasonTitle')}
          description={d.reason || t('verify.noReason')}
          style={{ marginBottom: 16 }}
        />
      )}
      <DemandForm
        key={d.updatedAt}
        initialValues={fromDemand(d)}
        amendment={amendment}
        actions={actionsFor(d, t)}
        save={save}
        onSaved={onSaved}
      />
    </PageFrame>
  );
}
