import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ImproveInfoBody } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { AuthCard, WIDE } from '../../components/AuthCard';
import { NS } from '../../i18n';
import { updateImproveInfo } from './api';
import { ApprovalStatusTag } from './ApprovalStatusTag';
import { CompanyInfoForm } from './CompanyInfoForm';
import { LoadState } from './LoadState';
import { useCompanyInfo } from './useCompanyInfo';

/**
 * Update-improve-info and its `reject` variant: the submitted company details with their review
 * status, prefilled for a change or a resubmission. A rejection's reason stands above the form.
 */
export function CompanyInfoEditor({ variant }: { variant: 'update' | 'reject' }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { state, reload } = useCompanyInfo();
  const [saved, setSaved] = useState(false);

  const company = state.status === 'ready' ? state.company : null;
  const notSubmitted = company !== null && company.info === null;
  useEffect(() => {
    if (notSubmitted) navigate('/auth/register-improve-info', { replace: true });
  }, [notSubmitted, navigate]);

  const onSubmit = async (body: ImproveInfoBody) => {
    setSaved(false);
    await updateImproveInfo(body);
    setSaved(true);
    reload();
    await useSession.getState().refresh().catch(() => undefined);
  };

  const reject = variant === 'reject';
  const underReview = company?.approvalStatus === 'INFO_SUBMIT';
  return (
    <AuthCard
      title={t(reject ? 'company.rejectTitle' : 'company.updateTitle')}
      subtitle={t(reject ? 'company.rejectSubtitle' : 'company.updateSubtitle')}
      extra={company && <ApprovalStatusTag status={company.approvalStatus} />}
      width={WIDE}
    >
      {!company?.info ? (
        <LoadState failed={state.status === 'error'} onRetry={reload} />
      ) : (
        <>
          {company.approvalStatus === 'INFO_REJECT' && (
            <Alert
              type="error"
              showIcon
              title={t('company.rejected')}
              description={company.rejectReason || t('company.noReason')}
              style={{ marginBottom: 24 }}
            />
          )}
          {saved && (
            <Alert
              type="success"
              showIcon
              title={t(reject ? 'company.resubmitted' : 'company.saved')}
              description={underReview ? t('company.submitted.description') : undefined}
              style={{ marginBottom: 24 }}
            />
          )}
          <CompanyInfoForm
            key={company.updatedAt}
            initialValues={company.info}
            submitText={reject ? t('company.resubmit') : t('action.save', { ns: 'common' })}
            onSubmit={onSubmit}
          />
        </>
      )}
    </AuthCard>
  );
}
