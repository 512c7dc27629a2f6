import { useEffect, useState } from 'react';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ImproveInfoBody } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { AppProviders } from '@b2b/ui-kit';
import { AuthCard, WIDE } from '../../components/AuthCard';
import { NS } from '../../i18n';
import { HOME } from '../../lib/redirect';
import { submitImproveInfo } from './api';
import { CompanyInfoForm } from './CompanyInfoForm';
import { LoadState } from './LoadState';
import { useCompanyInfo } from './useCompanyInfo';

export function RegisterImproveInfoPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const { state, reload } = useCompanyInfo();
  const [submitted, setSubmitted] = useState(false);

  const alreadySubmitted = state.status === 'ready' && state.company.info !== null;
  useEffect(() => {
    if (alreadySubmitted) navigate('/auth/update-improve-info', { replace: true });
  }, [alreadySubmitted, navigate]);

  const onSubmit = async (body: ImproveInfoBody) => {
    await submitImproveInfo(body);
    // The company is saved either way; a failed refresh only leaves the session a little behind.
    await useSession.getState().refresh().catch(() => undefined);
    const role = state.status === 'ready' ? state.company.role : useSession.getState().user?.role;
    if (role === 'DEV') navigate(HOME, { replace: true });
    else setSubmitted(true);
  };

  if (submitted) {
    return (
      <AuthCard title={t('company.registerTitle')} width={WIDE}>
        <Result
          status="success"
          title={t('company.submitted.title')}
          subTitle={t('company.submitted.description')}
          extra={
            <Button type="primary" onClick={() => navigate(HOME)}>
              {t('company.backHome')}
            </Button>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('company.registerTitle')} subtitle={t('company.registerSubtitle')} width={WIDE}>
      {state.status !== 'ready' || alreadySubmitted ? (
        <LoadState failed={state.status === 'error'} onRetry={reload} />
      ) : (
        <CompanyInfoForm
          initialValues={{ companyName: user?.companyName ?? undefined }}
          submitText={t('action.submit', { ns: 'common' })}
          onSubmit={onSubmit}
        />
      )}
    </AuthCard>
  );
}

export default function RegisterImproveInfoRoute() {
  return (
    <AppProviders>
      <RegisterImproveInfoPage />
    </AppProviders>
  );
}
