import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { user } from '@test/fixtures';
import { findRoute } from '@b2b/shared/access';
import { i18n } from '@b2b/shared/i18n';
import { useSession } from '@b2b/shared/session';
import { AppProviders } from '@b2b/ui-kit';
import { WorkstationIndex } from '../features/placeholder/WorkstationIndex';
import { AccessDenied } from './AccessDenied';
import { decide } from './decide';
import { homePathFor } from './home-path';
import { HomeRedirect } from './HomeRedirect';

const staff = user({ role: 'CUSTOMER' });

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function at(path: string, element: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </I18nextProvider>,
  );
}

describe('home by role', () => {
  it('is the staff console for CUSTOMER, the start page for DEV, SUP and visitors', () => {
    expect(homePathFor(staff)).toBe('/workstation/console');
    expect(homePathFor(user())).toBe('/home');
    expect(homePathFor(user({ role: 'SUP', companyApprovalStatus: 'INFO_SUBMIT' }))).toBe('/home');
    expect(homePathFor(null)).toBe('/home');
  });

  it('is never a page the guard refuses to the signed-in user', () => {
    for (const u of [staff, user(), user({ role: 'SUP', type: 'REQ', companyApprovalStatus: 'INFO_REJECT' })]) {
      expect(decide(homePathFor(u), '', u).kind).toBe('allow');
    }
  });

  it('sends a CUSTOMER opening /home to the console instead of a denied page', () => {
    expect(decide('/home', '', staff)).toEqual({ kind: 'redirect', to: '/workstation/console' });
    expect(decide('/home/', '', staff)).toEqual({ kind: 'redirect', to: '/workstation/console' });
    expect(decide('/home', '', user()).kind).toBe('allow');
    expect(decide('/home', '', null).kind).toBe('redirect');
  });

  it('redirects / of a CUSTOMER to the console', () => {
    useSession.setState({ user: staff, status: 'authenticated' });
    at('/', <HomeRedirect />);
    expect(screen.getByTestId('where').textContent).toBe('/workstation/console');
  });

  it('opens the console from the workstation index of a CUSTOMER', () => {
    useSession.setState({ user: staff, status: 'authenticated' });
    at('/workstation', <WorkstationIndex />);
    expect(screen.getByTestId('where').textContent).toBe('/workstation/console');
  });

  it('points the back button of a denied page to the user’s own home', async () => {
    await i18n.changeLanguage('zh-CN');
    useSession.setState({ user: staff, status: 'authenticated' });
    at('/account/password', <AccessDenied rule={findRoute('account/password')!} reason="role" />);
    expect((await screen.findByRole('link', { name: /返回首页/ })).getAttribute('href')).toBe('/workstation/console');
  });
});
