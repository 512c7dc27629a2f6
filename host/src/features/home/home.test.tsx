import { screen } from '@testing-library/react';
import { DEMO_USERS } from '@test/fixtures';
import { renderPage } from '@test/render';
import type { UserInfo } from '@b2b/shared/contract';
import HomePage from './HomePage';

/** The cards the user is shown (href and state); the page is unmounted unless `keep`. */
async function cards(user: UserInfo, keep = false) {
  const { container, unmount } = await renderPage(<HomePage />, { user, lang: 'en-US' });
  const shown = Array.from(container.querySelectorAll('a[data-state]')).map(
    (a) => `${a.getAttribute('href')}:${a.getAttribute('data-state')}`,
  );
  if (!keep) unmount();
  return shown;
}

describe('home cards, by the guard’s rule', () => {
  it('gives a DEV pay member every card, and a DEV who is not one the paid ones as upgrade offers', async () => {
    expect(await cards(DEMO_USERS.devMain)).toEqual([
      '/workstation/published/dev/publish:open',
      '/workstation/published/dev/List:open',
      '/workstation/project/list:open',
      '/onboarded-sup:open',
    ]);
    expect(await cards(DEMO_USERS.ordinaryDev, true)).toEqual(['/vip:upgrade', '/workstation/project/list:open', '/vip:upgrade']);
    const offer = screen.getAllByTitle('Publish a demand: VIP members only — see how to upgrade');
    expect(offer.length).toBeGreaterThan(0);
  });

  it('gives a supplier sub-account no demand zone card, and a company under review none but its review', async () => {
    expect(await cards(DEMO_USERS.supMain)).toEqual([
      '/demand:open',
      '/workstation/published/sup/list:open',
      '/workstation/project/work:open',
      '/workstation/manpower:open',
    ]);
    expect(await cards(DEMO_USERS.supReq)).toEqual([
      '/workstation/published/sup/list:open',
      '/workstation/project/work:open',
      '/workstation/manpower:open',
    ]);
    expect(await cards(DEMO_USERS.unapprovedSup, true)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Company information' })).toBeTruthy();
  });
});
