import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Layout, Menu, Segmented, Spin } from 'antd';
import { createHashRouter, Outlet, RouterProvider, useLocation, useNavigate } from '@b2b/shared/router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@b2b/shared/access';
import type { RemoteRoutesModule } from '@b2b/shared/federation';
import { LANGS, type Lang } from '@b2b/shared/i18n';
import { useSession } from '@b2b/shared/session';
import { AppProviders } from './AppProviders';

const samplePath = (path: string) => '/' + path.replace(/:[A-Za-z]+/g, '1');

function Frame({ remote }: { remote: RemoteRoutesModule }) {
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setLang = useSession((s) => s.setLang);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={260} theme="light" style={{ borderRight: '1px solid #eee' }}>
        <div style={{ padding: 16, fontWeight: 600 }}>
          remote-{remote.owner} {remote.version}
        </div>
        <div style={{ padding: '0 16px 12px' }}>
          <Segmented<Lang> size="small" value={i18n.language as Lang} options={[...LANGS]} onChange={setLang} />
        </div>
        <Menu
          mode="inline"
          selectedKeys={[pathname]}
          items={remote.routes.map((r) => ({ key: samplePath(r.path), label: t(ROUTES.find((x) => x.path === r.path)?.title ?? r.path) }))}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}

/**
 * Runs one remote on its own in development: its pages under a hash router, with the same
 * @b2b/shared session, API client and i18n as inside the host.
 */
export function DevShell({ remote }: { remote: RemoteRoutesModule }) {
  useEffect(() => void useSession.getState().refresh(), []);
  const router = useMemo(
    () =>
      createHashRouter([
        {
          element: <Frame remote={remote} />,
          children: remote.routes.map((r) => {
            const Page = lazy(r.load);
            return {
              path: r.path,
              element: (
                <Suspense fallback={<Spin />}>
                  <Page />
                </Suspense>
              ),
            };
          }),
        },
      ]),
    [remote],
  );
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
