import { Alert, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isPayMember } from '@b2b/shared/access';
import { daysLeft, expiresSoon, type UserInfo } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { NS } from '../../../i18n';

/** Where the company stands: its level, until when, and a warning from 7 days before the end. */
export function MembershipStatus({ user }: { user: UserInfo }) {
  const { t, i18n } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const paying = isPayMember(user) && user.memberExpires !== null;
  const now = Date.now();
  return (
    <>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('membership.current')}>
          <Tag color={paying ? 'gold' : 'default'}>{tc(`memberLevel.${user.memberLevel}`)}</Tag>
        </Descriptions.Item>
        {paying && <Descriptions.Item label={t('membership.expires')}>{formatDate(user.memberExpires!, i18n.language)}</Descriptions.Item>}
      </Descriptions>
      {paying && expiresSoon(user.memberExpires, now) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="membership-expiring"
          title={t('membership.expiring.title', { count: daysLeft(user.memberExpires, now)! })}
          description={t('membership.expiring.body')}
        />
      )}
    </>
  );
}
