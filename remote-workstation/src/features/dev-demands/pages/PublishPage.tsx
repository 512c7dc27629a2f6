import { useState } from 'react';
import { Button } from 'antd';
import { useNavigate } from '@b2b/shared/router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@b2b/shared/session';
import { PageFrame } from '@b2b/ui-kit';
import { useCreateDemand } from '../api/save-demand';
import { AutosaveStatus, DraftRestored } from '../components/DraftNotice';
import { DemandForm } from '../components/form/DemandForm';
import { newDemandValues } from '../lib/defaults';
import { draftKey, readDraft } from '../lib/draft-storage';
import { toCreateBody, type DemandFormValues } from '../lib/form-values';
import { useNavigateWithFlash } from '../lib/flash';
import { DEV_PATHS } from '../lib/paths';
import { useDraftAutosave } from '../lib/use-draft-autosave';
import { NS } from '../i18n';

/** Publish a demand: save it as a draft or send it for verification; the form is autosaved locally meanwhile. */
export default function PublishPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const navigateWithFlash = useNavigateWithFlash();
  const key = draftKey(useSession((s) => s.user?.userId));
  const [restored, setRestored] = useState(() => readDraft(key));
  const [formKey, setFormKey] = useState(0);
  const autosave = useDraftAutosave(key);
  const create = useCreateDemand();

  const initialValues: DemandFormValues = { ...newDemandValues(), ...restored?.values };

  const discard = () => {
    autosave.stop();
    setRestored(null);
    setFormKey((k) => k + 1);
  };

  const onSaved = (action: string) => {
    autosave.stop();
    navigateWithFlash(
      action === 'submit' ? DEV_PATHS.verify : DEV_PATHS.list,
      t(action === 'submit' ? 'publish.submitted' : 'publish.saved'),
    );
  };

  return (
    <PageFrame
      title={t('publish.title')}
      width={1040}
      extra={
        <Button type="link" onClick={() => navigate(DEV_PATHS.list)}>
          {t('nav.myDemands')}
        </Button>
      }
    >
      {restored && <DraftRestored savedAt={restored.savedAt} onDiscard={discard} />}
      <DemandForm
        key={formKey}
        initialValues={initialValues}
        actions={[
          { key: 'submit', label: t('action.submitForVerification'), primary: true },
          { key: 'draft', label: t('action.saveDraft') },
        ]}
        save={(values, action) => create.mutateAsync(toCreateBody(values, action === 'submit'))}
        onSaved={onSaved}
        onValuesChange={autosave.onChange}
        status={<AutosaveStatus savedAt={autosave.savedAt} />}
      />
    </PageFrame>
  );
}
