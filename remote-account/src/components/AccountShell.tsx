import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@b2b/shared/router';
import { findRoute, visibleMenu } from '@b2b/shared/access';
import { useSession } from '@b2b/shared/session';
import { useIsPhone } from '@b2b/ui-kit';

/**
 * The account pages' own side menu (a row of tabs on a phone) beside the page: the account pages that
 * exist (`pages`, route table paths) that the user may open, by the guard's rule.
 */
export function AccountShell({ pages, children }: { pages: readonly string[]; children: ReactNode }) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  const isPhone = useIsPhone();
  const entries = visibleMenu(
    pages.map((path) => ({ to: `/${path}`, title: findRoute(path)?.title ?? path })),
    user,
  );
  const link = (current: boolean): CSSProperties => ({
    display: 'block',
    padding: '8px 16px',
    borderRadius: token.borderRadius,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    color: current ? token.colorPrimary : token.colorText,
    background: current ? token.colorPrimaryBg : 'transparent',
    fontWeight: current ? 500 : 'normal',
  });
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: isPhone ? 'column' : 'row',
        alignItems: isPhone ? 'stretch' : 'flex-start',
        maxWidth: 1000,
        margin: '0 auto',
      }}
    >
      <nav
        aria-label={t('nav.account')}
        data-testid="account-menu"
        style={{ flex: 'none', width: isPhone ? 'auto' : 200, padding: isPhone ? '12px 16px 0' : '24px 0 0 16px' }}
      >
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 4,
            display: 'flex',
            flexDirection: isPhone ? 'row' : 'column',
            flexWrap: 'wrap',
            gap: 2,
            background: token.colorBgContainer,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          {entries.map((entry) => {
            const current = pathname === entry.to;
            return (
              <li key={entry.to}>
                <Link to={entry.to} style={link(current)} aria-current={current ? 'page' : undefined}>
                  {t(entry.title)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </div>
  );
}
