import { Fragment, lazy, memo, Suspense, type ReactNode } from 'react';
import type { UserInfo } from '@b2b/shared/contract';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from '@b2b/shared/router';
import { signInReason } from '@b2b/shared/access';
import { useSession } from '@b2b/shared/session';
import { FONT_FAMILY } from '@b2b/shared/ui';
import { PageLoading } from '../app/PageLoading';
import { GuardedOutlet } from '../guard/GuardedOutlet';
import { homePathFor } from '../guard/home-path';
import { FOOTER_LINKS, hrefOf, isCurrent, navItems } from './nav-items';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSwitch } from './LanguageSwitch';
import { RightRail } from './RightRail';
import { PublishDemandLink } from './PublishDemandLink';

const SignedInWidgets = lazy(() => import(/* webpackChunkName: "signed-in-widgets" */ './SignedInWidgets'));
import styles from './layout.module.css';

export function Brand() {
  const { t } = useTranslation('common');
  const user = useSession((s) => s.user);
  return (
    <Link to={homePathFor(user)} className={styles.brand}>
      <span className={styles.logo} aria-hidden="true">
        企
      </span>
      <span className={styles.brandName}>{t('product.name')}</span>
    </Link>
  );
}

/**
 * The one Suspense boundary of the page area, above the page that is keyed by path: a page whose code
 * is still on its way keeps the previous page on screen during a navigation (router updates are
 * transitions), and shows the loading panel only on a first load, when there is no page to keep.
 */
function PageBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/**
 * The header's actions, the right rail and the footer do not depend on the path: memoized, they do not
 * render again on every navigation, nor on each of React's attempts to render a page still on its way.
 */
const HeaderActions = memo(function HeaderActions({ user, loginTo }: { user: UserInfo | null; loginTo: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.actions}>
      <HeaderSearch />
      <PublishDemandLink user={user} />
      <LanguageSwitch />
      {user ? (
        <Suspense fallback={null}>
          <SignedInWidgets user={user} />
        </Suspense>
      ) : (
        <>
          <Link to={loginTo} className={styles.button} data-testid="header-login">
            {t('action.login')}
          </Link>
          <Link to="/auth/register" className={styles.linkButton}>
            {t('action.register')}
          </Link>
        </>
      )}
    </div>
  );
});

const Footer = memo(function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerLinks}>
          {FOOTER_LINKS.map((l) => (
            <Link key={l.to} to={l.to}>
              {t(l.label)}
            </Link>
          ))}
        </div>
        <div>© 2026 {t('product.name')}</div>
      </div>
    </footer>
  );
});

const Rail = memo(RightRail);

export function MainLayout() {
  const { t } = useTranslation('common');
  const user = useSession((s) => s.user);
  const { pathname, search } = useLocation();
  const redirect = new URLSearchParams(search).get('redirect');
  const loginTo = redirect ? `/auth/login?redirect=${encodeURIComponent(redirect)}` : '/auth/login';
  return (
    <div className={styles.shell} style={{ fontFamily: FONT_FAMILY }}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Brand />
          <nav className={styles.nav} aria-label={t('nav.label')}>
            {navItems(user).map((item) => {
              const current = isCurrent(item, pathname);
              const upgrade = item.state === 'upgrade';
              return (
                <Link
                  key={item.key}
                  to={hrefOf(item)}
                  className={`${styles.navLink} ${current ? styles.navActive : ''}`}
                  aria-current={current ? 'page' : undefined}
                  title={upgrade ? t('menu.upgradeTitle', { page: t(item.label) }) : undefined}
                  data-state={item.state}
                >
                  {t(item.label)}
                  {upgrade && ' '}
                  {upgrade && <span className={styles.upgradeTag}>{t('menu.upgradeTag')}</span>}
                </Link>
              );
            })}
          </nav>
          <HeaderActions user={user} loginTo={loginTo} />
        </div>
      </header>
      <div className={styles.body}>
        <main className={styles.main}>
          <PageBoundary>
            <GuardedOutlet />
          </PageBoundary>
        </main>
      </div>
      <Rail user={user} />
      <Footer />
    </div>
  );
}

/** Why the visitor is asked to sign in (`signInPath(…, reason)`), above the sign-in form. */
function SignInReasonNote({ pathname, search }: { pathname: string; search: string }) {
  const { t } = useTranslation('common');
  const reason = pathname === '/auth/login' ? signInReason(search) : null;
  if (!reason) return null;
  return (
    <p className={styles.signInReason} role="status" data-testid="sign-in-reason">
      {t(`signIn.reason.${reason}`)}
    </p>
  );
}

export function AuthLayout() {
  const { pathname, search } = useLocation();
  return (
    <div className={styles.authShell} style={{ fontFamily: FONT_FAMILY }}>
      <div className={styles.authHeader}>
        <Brand />
        <LanguageSwitch />
      </div>
      <SignInReasonNote pathname={pathname} search={search} />
      <main className={styles.authBody}>
        <PageBoundary>
          <Fragment key={pathname}>
            <Outlet />
          </Fragment>
        </PageBoundary>
      </main>
    </div>
  );
}
