import { useEffect } from 'react';
import { Alert } from 'antd';
import { useNavigate } from '@b2b/shared/router';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@b2b/ui-kit';
import { AuthCard, WIDE } from '../../../components/AuthCard';
import { NS } from '../../../i18n';
import { useCompanyInfo } from '../api/get-company-info';
import { useUpdateCompanyInfo } from '../api/update-company-info';
import { ApprovalStatusTag } from './ApprovalStatusTag';
import { CompanyInfoForm } from './CompanyInfoForm';

/**
 * Update-improve-info and its `reject` variant: the submitted company details with their review
 * status, prefilled for a change or a resubmission. A rejection's reason stands above the form.
 */
export function CompanyInfoEditor({ variant }: { variant: 'update' | 'reject' }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const companyInfo = useCompanyInfo();
  const update = useUpdateCompanyInfo();

  const company = companyInfo.data ?? null;
  const notSubmitted = company !== null && company.info === null;
  useEffect(() => {
    if (notSubmitted) navigate('/auth/register-improve-info', { replace: true });
  }, [notSubmitted, navigate]);

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
        <LoadState
          error={companyInfo.isError && !companyInfo.isFetching}
          onRetry={() => void companyInfo.refetch()}
          title={t('company.loadFailed')}
          loadingLabel={t('company.loading')}
        />
      ) : (
        <>
          {company.approvalStatus === 'INFO_REJECT' && (
            <Alert
              type="error"
              showIcon
              title={t('company.rejected')}
              description={
                <>
                  {company.rejectReason || t('company.noReason')}
                  {company.rejectFields && <div>{t('company.fieldsMarked')}</div>}
                </>
              }
              style={{ marginBottom: 24 }}
            />
          )}
          {update.isSuccess && (
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
            initialFiles={company}
            submitText={reject ? t('company.resubmit') : t('action.save', { ns: 'common' })}
            save={update.mutateAsync}
            reviewerNotes={company.approvalStatus === 'INFO_REJECT' ? company.rejectFields : undefined}
          />
        </>
      )}
    </AuthCard>
  );
}
