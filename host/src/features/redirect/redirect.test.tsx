import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { DEMO_USERS } from '@test/fixtures';
import { renderPage } from '@test/render';
import type { UserInfo } from '@b2b/shared/contract';
import RedirectPage from './RedirectPage';

/** Where the page sent the user, and whether home was told the link was refused. */
function Landed() {
  const { pathname, search, hash, state } = useLocation();
  const refused = (state as { redirectRefused?: boolean } | null)?.redirectRefused ? ' (refused)' : '';
  return <output data-testid="landed">{`${pathname}${search}${hash}${refused}`}</output>;
}

async function follow(to: string, user: UserInfo = DEMO_USERS.devMain) {
  const ui = (
    <Routes>
      <Route path="/redirect" element={<RedirectPage />} />
      <Route path="*" element={<Landed />} />
    </Routes>
  );
  let result: Awaited<ReturnType<typeof renderPage>> | undefined;
  await act(async () => {
    result = await renderPage(ui, { user, route: `/redirect?to=${encodeURIComponent(to)}` });
  });
  const landed = (await screen.findByTestId('landed')).textContent;
  result!.unmount();
  return landed;
}

describe('/redirect: links of mails and notices', () => {
  it('sends the user to an allowed in-app page, with its query and fragment', async () => {
    expect(await follow('/notification/detail?id=abc#top')).toBe('/notification/detail?id=abc#top');
    expect(await follow('/workstation/project/list')).toBe('/workstation/project/list');
    expect(await follow('/demand', DEMO_USERS.supMain)).toBe('/demand');
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    '/%2F%2Fevil.com',
    'javascript:alert(1)',
    'https://evil.com/home',
    '/home/../evil',
    '/no/such/page',
  ])('sends %p home, saying the link was not followed', async (to) => {
    expect(await follow(to)).toBe('/home (refused)');
  });

  it('does not open a page the account may not open, nor loop through itself', async () => {
    expect(await follow('/demand', DEMO_USERS.devMain)).toBe('/home (refused)');
    expect(await follow('/chat', DEMO_USERS.ordinaryDev)).toBe('/home (refused)');
    expect(await follow('/redirect?to=%2Fhome')).toBe('/home (refused)');
  });
});
