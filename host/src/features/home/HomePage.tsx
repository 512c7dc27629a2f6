import { Alert, Button, Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isPayMember, isRegisterMember } from '@b2b/shared/access';
import { useSession } from '@b2b/shared/session';
import { gridStyle } from '@b2b/shared/ui';

const SHORTCUTS = {
  DEV: [
    { to: '/workstation/published/dev/publish', key: 'publish' },
    { to: '/workstation/published/dev/List', key: 'myDemands' },
    { to: '/workstation/project/list', key: 'projects' },
    { to: '/onboarded-sup', key: 'suppliers' },
  ],
  SUP: [
    { to: '/demand', key: 'demands' },
    { to: '/workstation/published/sup/list', key: 'responses' },
    { to: '/workstation/project/work', key: 'work' },
    { to: '/workstation/manpower', key: 'manpower' },
  ],
} as const;

/** The signed-in start page: who you are, where your company stands, and the next steps. */
export default function HomePage() {
  const { t } = useTranslation('host');
  const { t: tc } = useTranslation('common');
  const user = useSession((s) => s.user);
  if (!user) return null;
  const side = user.role === 'SUP' ? 'SUP' : 'DEV';
  return (
    <div data-testid="home-page">
      <Card style={{ marginBottom: 16 }}>
        <h2 style={{ marginTop: 0 }}>{t('home.welcome', { name: user.nickname })}</h2>
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
          <Descriptions.Item label={t('home.company')}>{user.companyName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('home.role')}>{tc(`role.${user.role}`)}</Descriptions.Item>
          <Descriptions.Item label={t('home.account')}>{tc(`accountType.${user.type}`)}</Descriptions.Item>
          <Descriptions.Item label={t('home.member')}>
            <Tag color={isPayMember(user) ? 'gold' : 'default'}>{tc(`memberLevel.${user.memberLevel}`)}</Tag>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {isRegisterMember(user) && (
        <Alert
          style={{ marginBottom: 16 }}
          type={user.companyApprovalStatus === 'INFO_REJECT' ? 'error' : 'warning'}
          showIcon
          message={tc(`approvalStatus.${user.companyApprovalStatus}`)}
          description={t(`home.approvalHint.${user.companyApprovalStatus}`)}
          action={
            <Link
              to={
                user.companyApprovalStatus === 'INFO_REJECT'
                  ? '/auth/update-improve-info/reject'
                  : user.refined
                    ? '/auth/update-improve-info'
                    : '/auth/register-improve-info'
              }
            >
              <Button size="small">{t('home.approvalAction')}</Button>
            </Link>
          }
        />
      )}
      <div style={gridStyle()}>
        {SHORTCUTS[side].map((s) => (
          <Link key={s.key} to={s.to} style={{ textDecoration: 'none' }}>
            <Card hoverable title={t(`home.shortcut.${s.key}.title`)}>
              <span style={{ color: '#6b7280' }}>{t(`home.shortcut.${s.key}.body`)}</span>
            </Card>
          </Link>
        ))}
      </div>
    </div>
  );
}
