import { useEffect, useState } from 'react';
import { Button, Result } from 'antd';
import { useNavigate } from '@b2b/shared/router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@b2b/shared/session';
import { LoadState } from '@b2b/ui-kit';
import { AuthCard, WIDE } from '../../components/AuthCard';
import { NS } from '../../i18n';
import { HOME } from '../../lib/redirect';
import { useCompanyInfo } from './api/get-company-info';
import { useSubmitCompanyInfo } from './api/submit-company-info';
import { CompanyInfoForm } from './components/CompanyInfoForm';
import { SignedInOnly } from './components/SignedInOnly';

export function RegisterImproveInfoPage() {
  const { t } = useTranslation(NS);
  return (
    <SignedInOnly title={t('company.registerTitle')}>
      <RegisterImproveInfoForm />
    </SignedInOnly>
  );
}

function RegisterImproveInfoForm() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const companyInfo = useCompanyInfo();
  const submit = useSubmitCompanyInfo();
  const [submitted, setSubmitted] = useState(false);

  // Only details submitted before this visit send the user on; the page's own submission refetches them too.
  const alreadySubmitted = submit.isIdle && !!companyInfo.data?.info;
  useEffect(() => {
    if (alreadySubmitted) navigate('/auth/update-improve-info', { replace: true });
  }, [alreadySubmitted, navigate]);

  const onSubmitted = () => {
    const role = companyInfo.data?.role ?? useSession.getState().user?.role;
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
      {!companyInfo.data || alreadySubmitted ? (
        <LoadState
          error={companyInfo.isError && !companyInfo.isFetching}
          onRetry={() => void companyInfo.refetch()}
          title={t('company.loadFailed')}
          loadingLabel={t('company.loading')}
        />
      ) : (
        <CompanyInfoForm
          initialValues={{ companyName: user?.companyName ?? undefined }}
          submitText={t('action.submit', { ns: 'common' })}
          save={submit.mutateAsync}
          onSaved={onSubmitted}
        />
      )}
    </AuthCard>
  );
}

export default RegisterImproveInfoPage;
