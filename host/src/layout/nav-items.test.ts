import { DEMO_USERS } from '@test/fixtures';
import { canAccess, matchRoute } from '@b2b/shared/access';
import { hrefOf, isCurrent, navItems } from './nav-items';

const { devMain, devProj, ordinaryDev, supMain, supReq, unapprovedSup, rejectedSup, staff } = DEMO_USERS;
const shown = (u: Parameters<typeof navItems>[0]) => navItems(u).map((i) => (i.state === 'upgrade' ? `${i.key}:VIP` : i.key));
const item = (u: Parameters<typeof navItems>[0], key: string) => navItems(u).find((i) => i.key === key)!;

describe('the main navigation, by role, from the route table and the guard’s rule', () => {
  const PUBLIC = ['services', 'vip', 'bulletin'];

  it('shows each demo account what it may open, and the pay-only pages as upgrade offers', () => {
    expect(shown(null)).toEqual(['intro', ...PUBLIC]);
    expect(shown(devMain)).toEqual(['home', 'workstation', ...PUBLIC, 'onboardedSup', 'showcase']);
    expect(shown(devProj)).toEqual(['home', 'workstation', ...PUBLIC, 'onboardedSup', 'showcase']);
    expect(shown(ordinaryDev)).toEqual(['home', 'workstation:VIP', ...PUBLIC, 'onboardedSup:VIP', 'showcase']);
    expect(shown(supMain)).toEqual(['home', 'workstation', ...PUBLIC, 'demand', 'showcase']);
    expect(shown(supReq)).toEqual(['home', 'workstation', ...PUBLIC, 'showcase']);
    expect(shown(unapprovedSup)).toEqual(['home', ...PUBLIC, 'showcase']);
    expect(shown(rejectedSup)).toEqual(['home', ...PUBLIC, 'showcase']);
    expect(shown(staff)).toEqual(['workstation', ...PUBLIC]);
  });

  it('never links an item to a page the guard refuses: an upgrade offer leads to the member benefits', () => {
    for (const reader of [null, ...Object.values(DEMO_USERS)]) {
      for (const shownItem of navItems(reader)) {
        const href = hrefOf(shownItem);
        expect(canAccess(matchRoute(href)!, reader).ok).toBe(true);
        if (shownItem.state === 'upgrade') expect(href).toBe('/vip');
      }
    }
  });

  it('links the workstation straight to the first page of the user’s side', () => {
    expect(item(devMain, 'workstation').to).toBe('/workstation/published/dev/List');
    expect(item(supReq, 'workstation').to).toBe('/workstation/published/sup/list');
    expect(item(staff, 'workstation').to).toBe('/workstation/console');
  });

  it('marks the workstation current on every workstation page, and nothing on a look-alike path or an offer', () => {
    const workstation = item(devMain, 'workstation');
    expect(isCurrent(workstation, '/workstation/published/dev/List')).toBe(true);
    expect(isCurrent(workstation, '/workstation/account/profile')).toBe(true);
    expect(isCurrent(workstation, '/workstation')).toBe(true);
    expect(isCurrent(workstation, '/workstations')).toBe(false);
    expect(isCurrent(item(devMain, 'home'), '/home')).toBe(true);
    expect(isCurrent(item(devMain, 'home'), '/homepage')).toBe(false);
    expect(isCurrent(item(ordinaryDev, 'onboardedSup'), '/onboarded-sup')).toBe(false);
  });
});
