import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import type { CompanyInfo } from '@b2b/shared/contract';
import { NS } from '../../../i18n';

/** Where the company stands with the review: the parts in review after a change, or the reviewer's reason and the way to fix it. */
export function ReviewState({ company, canEdit }: { company: CompanyInfo; canEdit: boolean }) {
  const { t } = useTranslation(NS);
  if (company.approvalStatus === 'INFO_REJECT') {
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('corporation.rejected')}
        description={
          <>
            <div>{company.rejectReason}</div>
            {canEdit && <Link to="/auth/update-improve-info/reject">{t('corporation.fix')}</Link>}
          </>
        }
      />
    );
  }
  if (company.approvalStatus !== 'INFO_SUBMIT') return null;
  const changed = (company.changedFields ?? []).map((field) => t(`corporation.part.${field}`)).join(t('corporation.separator'));
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('corporation.inReview')}
      description={changed ? t('corporation.changedInReview', { parts: changed }) : undefined}
    />
  );
}
