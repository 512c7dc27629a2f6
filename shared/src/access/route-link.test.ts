import { routeLink } from '@b2b/shared/access';

describe('routeLink', () => {
  it('fills the parameters of a route-table path and adds the query', () => {
    expect(routeLink('workstation/published/dev/:requirementId/view', { requirementId: 'd-1' })).toBe('workstation/published/dev/d-1/view');
    expect(routeLink('demand', {}, { open: 'd 2' })).toBe('demand?open=d+2');
    expect(routeLink('auth/register-improve-info')).toBe('auth/register-improve-info');
  });

  it('encodes a parameter, so a forged id cannot reach another path', () => {
    expect(routeLink('workstation/published/sup/mark-history/:respondId', { respondId: '../../console' })).toBe(
      'workstation/published/sup/mark-history/..%2F..%2Fconsole',
    );
  });

  it('refuses a path that is not in the route table', () => {
    expect(() => routeLink('workstation/published/dev/d-1/view')).toThrow(/not a path of the route table/);
    expect(() => routeLink('https://evil.example/phish')).toThrow(/not a path of the route table/);
    expect(() => routeLink('/home')).toThrow(/not a path of the route table/);
  });

  it('refuses a missing or an unknown parameter', () => {
    expect(() => routeLink('workstation/published/dev/mark/:requirementId')).toThrow(/needs the parameter requirementId/);
    expect(() => routeLink('home', { id: 'x' })).toThrow(/has no parameter id/);
  });
});
