import { Alert, Button, Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isPayMember, isRegisterMember, UPGRADE_PATH, visibleMenu, type MenuEntry } from '@b2b/shared/access';
import { useSession } from '@b2b/shared/session';
import { gridStyle } from '@b2b/shared/ui';
import './i18n';

/** The home cards of each side; shown by the guard's rule, the pay-only ones as an upgrade offer. */
const SHORTCUTS: Record<'DEV' | 'SUP', ReadonlyArray<MenuEntry & { key: string }>> = {
  DEV: [
    { to: '/workstation/published/dev/publish', key: 'publish', offersUpgrade: true },
    { to: '/workstation/published/dev/List', key: 'myDemands' },
    { to: '/workstation/project/list', key: 'projects' },
    { to: '/onboarded-sup', key: 'suppliers', offersUpgrade: true },
  ],
  SUP: [
    { to: '/demand', key: 'demands', offersUpgrade: true },
    { to: '/workstation/published/sup/list', key: 'responses' },
    { to: '/workstation/project/work', key: 'work' },
    { to: '/workstation/manpower', key: 'manpower' },
  ],
};

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
          title={tc(`approvalStatus.${user.companyApprovalStatus}`)}
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
        {visibleMenu(SHORTCUTS[side], user).map((s) => {
          const upgrade = s.state === 'upgrade';
          const title = t(`home.shortcut.${s.key}.title`);
          return (
            <Link key={s.key} to={upgrade ? UPGRADE_PATH : s.to} style={{ textDecoration: 'none' }} data-state={s.state}>
              <Card hoverable title={title}>
                {upgrade ? (
                  <span title={tc('menu.upgradeTitle', { page: title })}>
                    <Tag color="gold">{tc('menu.upgradeTag')}</Tag>
                    {tc('menu.upgradeBody')}
                  </span>
                ) : (
                  <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t(`home.shortcut.${s.key}.body`)}</span>
                )}
              </Card>
            </Link>
          );
        })}
      </div>
    </div>
  );
}
