import { DEMO_ACCESS_USERS as DEMO_USERS } from './demo-users.test-kit';
import { canAccess, matchRoute } from './rules';
import { homePathFor, landingPath, WORKSTATION_FIRST_PAGE } from './landing';

describe('landing after sign-in', () => {
  it('is the page the user came for when it is a safe path', () => {
    expect(landingPath(DEMO_USERS.devMain, '/workstation/published/dev/publish')).toBe('/workstation/published/dev/publish');
    expect(landingPath(DEMO_USERS.staff, '/vip?x=1')).toBe('/vip?x=1');
  });

  it('is the user’s own home otherwise, and for /home itself: staff go straight to the console', () => {
    expect(landingPath(DEMO_USERS.staff, null)).toBe('/workstation/console');
    expect(landingPath(DEMO_USERS.staff, '/home')).toBe('/workstation/console');
    expect(landingPath(DEMO_USERS.staff, '/home/?a=b')).toBe('/workstation/console');
    expect(landingPath(DEMO_USERS.staff, '//evil.example.com')).toBe('/workstation/console');
    expect(landingPath(DEMO_USERS.supMain, null)).toBe('/home');
    expect(landingPath(DEMO_USERS.supMain, '/home')).toBe('/home');
  });

  it('never lands a demo account on a page the guard refuses it', () => {
    for (const user of Object.values(DEMO_USERS)) {
      expect(canAccess(matchRoute(homePathFor(user))!, user).ok).toBe(true);
      const first = WORKSTATION_FIRST_PAGE[user.role];
      expect(matchRoute(first)).toBeDefined();
    }
  });
});
