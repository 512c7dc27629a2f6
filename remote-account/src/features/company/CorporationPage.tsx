import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import { companyInfoQuery } from '@b2b/shared/query';
import { useSession } from '@b2b/shared/session';
import { EmptyState, LoadState, PageFrame } from '@b2b/ui-kit';
import { NS } from '../../i18n';
import { ProfileDetails } from './components/ProfileDetails';
import { ReviewState } from './components/ReviewState';

const STATUS_COLOR = { APPROVED: 'green', INFO_SUBMIT: 'blue', INFO_REJECT: 'red', AWAIT_APPROVAL: 'default' } as const;

/**
 * The company profile (`account/corporation`): every account of the company reads it; the main account edits it on
 * the company form (`auth/update-improve-info`), where a change to what the review checked sends a supplier back
 * to review with the changed parts marked for staff.
 */
export function CorporationPage() {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const user = useSession((s) => s.user);
  const company = useQuery(companyInfoQuery());
  const canEdit = user?.type === 'MAIN';
  const data = company.data;
  const status = data && <Tag color={STATUS_COLOR[data.approvalStatus]}>{tc(`approvalStatus.${data.approvalStatus}`)}</Tag>;
  const edit = canEdit && data?.info && (
    <Link to="/auth/update-improve-info">
      <Button icon={<EditOutlined />}>{t('corporation.edit')}</Button>
    </Link>
  );
  return (
    <PageFrame
      title={tc('route.accountCorporation')}
      width={820}
      extra={
        data && (
          <>
            {status}
            {edit}
          </>
        )
      }
    >
      {!data ? (
        <LoadState error={!company.isFetching && company.error} onRetry={() => void company.refetch()} />
      ) : !data.info ? (
        <EmptyState
          title={t('corporation.empty')}
          hint={canEdit ? t('corporation.emptyHint') : t('corporation.emptyHintSub')}
          action={
            canEdit && (
              <Link to="/auth/register-improve-info">
                <Button type="primary">{t('corporation.fill')}</Button>
              </Link>
            )
          }
        />
      ) : (
        <>
          <ReviewState company={data} canEdit={canEdit} />
          {canEdit && data.role === 'SUP' && data.approvalStatus === 'APPROVED' && (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('corporation.reviewedParts')} />
          )}
          {!canEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('corporation.readOnly')} />}
          <ProfileDetails company={data} info={data.info} />
        </>
      )}
    </PageFrame>
  );
}

export default CorporationPage;
