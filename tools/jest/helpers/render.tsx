// The one render helper of every app's tests (`@test/render`): a page with the providers it has in the app.
import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { UserInfo } from '../../../shared/src/contract';
import { i18n, type Lang } from '@b2b/shared/i18n';
import { queryClient } from '@b2b/shared/query';
import { useSession } from '@b2b/shared/session';
import { AppProviders } from '@b2b/ui-kit';
import { addHostStrings } from '../../../host/src/i18n';
// The host pages' own strings (added when a page's module loads), for components rendered without their page.
import '../../../host/src/features/demand/i18n';
import '../../../host/src/features/home/i18n';
import '../../../host/src/features/services/i18n';
// Every app's translations, so a page finds its namespace whichever app it comes from.
import '../../../remote-auth/src/i18n';
import '../../../remote-workstation/src/i18n';
import '../../../remote-account/src/i18n';

addHostStrings();

// Each test starts from the kernel's one cache, empty.
afterEach(() => queryClient.clear());

/** Shows the memory router's location, so a test sees where a page navigated to (`navigatedTo`). */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export interface RenderPageOptions {
  /** The URL the memory router starts at (default: `path`, or `/`). */
  route?: string;
  /** The page's route pattern: the page renders there, every other path shows the location. */
  path?: string;
  /** Signs this user in before the page renders. */
  user?: UserInfo;
  lang?: Lang;
}

/** Renders `ui` under antd's providers, the kernel's QueryClient (emptied), i18n in `lang` and a memory router. */
export async function renderPage(ui: ReactElement, { route, path, user, lang = 'zh-CN' }: RenderPageOptions = {}) {
  // A tree still mounted (a second render in one test) re-renders in the new language.
  await act(() => i18n.changeLanguage(lang));
  queryClient.clear();
  if (user) useSession.setState({ token: 't1', expires: user.expires, user, status: 'authenticated' });
  const page = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>
  ) : (
    ui
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <AppProviders>
        <MemoryRouter initialEntries={[route ?? path ?? '/']}>{page}</MemoryRouter>
      </AppProviders>
    </I18nextProvider>,
  );
}

/** Where the page navigated to, once it left its route (needs `path`, or a `LocationProbe`). */
export const navigatedTo = async () => (await screen.findByTestId('location')).textContent;
