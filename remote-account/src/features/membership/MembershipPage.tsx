import { Alert, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isPayMember } from '@b2b/shared/access';
import { formatDate } from '@b2b/shared/i18n';
import { useSession } from '@b2b/shared/session';
import { PageFrame } from '@b2b/ui-kit';
import { NS } from '../../i18n';

/**
 * Membership (`account/payment`, the main account's): where the company stands, and honestly how membership
 * is had today. Buying and renewing online come with payment (issue 37); until then this page says so and
 * leads on to the benefits and the sales policy instead of a dead end.
 */
export function MembershipPage() {
  const { t, i18n } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const user = useSession((s) => s.user);
  if (!user) return null;
  const expires = isPayMember(user) && user.memberExpires ? formatDate(user.memberExpires, i18n.language) : null;
  return (
    <PageFrame title={tc('route.accountPayment')} width={720}>
      <Descriptions column={1} size="small" style={{ marginBottom: 24 }}>
        <Descriptions.Item label={t('membership.current')}>
          <Tag color={isPayMember(user) ? 'gold' : 'default'}>{tc(`memberLevel.${user.memberLevel}`)}</Tag>
        </Descriptions.Item>
        {expires && <Descriptions.Item label={t('membership.expires')}>{expires}</Descriptions.Item>}
      </Descriptions>
      <Alert
        type="info"
        showIcon
        title={t('membership.notOpen.title')}
        description={
          <>
            <p style={{ marginTop: 0 }}>{t('membership.notOpen.body')}</p>
            <Space wrap size="middle">
              <Link to="/vip">{t('membership.compare')}</Link>
              <Link to="/terms/sales">{t('membership.salesPolicy')}</Link>
            </Space>
          </>
        }
      />
    </PageFrame>
  );
}

export default MembershipPage;
