import { user } from '@test/fixtures';
import { decide } from './decide';

describe('route guard', () => {
  it('lets a visitor open public routes: auth, terms and the allow-list', () => {
    for (const path of ['/auth/login', '/auth/register', '/terms/privacy', '/intro', '/bulletin', '/vip', '/services', '/sitemap']) {
      expect(decide(path, '', null).kind).toBe('allow');
    }
  });

  it('sends a visitor anywhere else to intro with the way back', () => {
    expect(decide('/home', '', null)).toEqual({ kind: 'redirect', to: '/intro?redirect=%2Fhome' });
    expect(decide('/workstation/published/dev/7/view', '?tab=a', null)).toEqual({
      kind: 'redirect',
      to: '/intro?redirect=%2Fworkstation%2Fpublished%2Fdev%2F7%2Fview%3Ftab%3Da',
    });
    expect(decide('/workstation', '', null).kind).toBe('redirect');
    expect(decide('/no-such-page', '', null).kind).toBe('redirect');
  });

  it("sends a visitor following a mail's /redirect link to sign in, coming back through it", () => {
    expect(decide('/redirect', '?to=%2Fnotification%2Fdetail%3Fid%3D1', null)).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Fredirect%3Fto%3D%252Fnotification%252Fdetail%253Fid%253D1',
    });
    expect(decide('/redirect', '?to=%2Fhome', user()).kind).toBe('allow');
  });

  it('shows a signed-in user what a route needs instead of a blank page', () => {
    expect(decide('/chat', '', user())).toMatchObject({ kind: 'deny', reason: 'pay' });
    expect(decide('/workstation/manpower', '', user())).toMatchObject({ kind: 'deny', reason: 'role' });
    expect(decide('/account/sub-account', '', user({ type: 'PROJ', memberLevel: 'VIP' }))).toMatchObject({
      kind: 'deny',
      reason: 'accountType',
    });
    expect(decide('/workstation/published/sup/list', '', user({ role: 'SUP', companyApprovalStatus: 'INFO_SUBMIT' }))).toMatchObject({
      kind: 'deny',
      reason: 'approval',
    });
  });

  it('allows what the user has', () => {
    expect(decide('/chat', '', user({ memberLevel: 'SVIP' })).kind).toBe('allow');
    expect(decide('/home', '', user({ role: 'SUP', companyApprovalStatus: 'INFO_SUBMIT' })).kind).toBe('allow');
    expect(decide('/workstation', '', user()).kind).toBe('allow');
  });

  it('answers an unknown path of a signed-in user with not found', () => {
    expect(decide('/no-such-page', '', user()).kind).toBe('notFound');
  });
});
