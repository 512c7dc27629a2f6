import { Avatar, Dropdown, Space, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { visibleMenu } from '@b2b/shared/access';
import { daysLeft, expiresSoon, type UserInfo } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { warmRemotePage } from '../federation/warm-remote-pages';
import { remoteTargetOf } from '../federation/remote-target';
import styles from './layout.module.css';
import { useRouterNavigate } from '../app/navigation-target';

/**
 * The account pages of the user menu: those that exist today (the others come with the account centre,
 * issue 37, and are added here with their pages); each shown only to a user the guard lets open it.
 */
export const USER_MENU_PAGES = [
  { to: '/account/password', label: 'route.accountPassword' },
  { to: '/account/payment', label: 'route.accountPayment' },
] as const;

/** The member level; from 7 days before its end, in orange with the days left (the membership page says more). */
function LevelTag({ user }: { user: UserInfo }) {
  const { t } = useTranslation('host');
  const now = Date.now();
  if (!expiresSoon(user.memberExpires, now)) return <Tag color="gold">{user.memberLevel}</Tag>;
  const days = daysLeft(user.memberExpires, now);
  return (
    <Tag color="orange" title={t('membership.endsSoon', { level: user.memberLevel, count: days! })} data-testid="membership-ends-soon">
      {t('membership.daysShort', { level: user.memberLevel, count: days! })}
    </Tag>
  );
}

export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation('common');
  const navigate = useRouterNavigate();
  const logout = useSession((s) => s.logout);
  const pages = visibleMenu(USER_MENU_PAGES, user);
  const items = [
    ...pages.map((page) => ({ key: page.to, label: t(page.label) })),
    ...(pages.length ? [{ type: 'divider' as const }] : []),
    { key: 'logout', label: t('action.logout'), danger: true },
  ];
  return (
    <Dropdown
      // Every item but logout is an account page: its remote starts loading as the menu opens.
      onOpenChange={(open) => {
        const target = open && pages.length ? remoteTargetOf(pages[0].to) : null;
        if (target) void warmRemotePage(target).catch(() => undefined);
      }}
      menu={{
        items,
        onClick: async ({ key }) => {
          if (key === 'logout') {
            await logout();
            navigate('/intro');
          } else navigate(key);
        },
      }}
    >
      <Space style={{ cursor: 'pointer' }} data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} />
        <span className={styles.nickname} title={user.nickname}>
          {user.nickname}
        </span>
        {user.memberLevel !== 'ORDINARY' && <LevelTag user={user} />}
      </Space>
    </Dropdown>
  );
}
