import { likelyNextPage, remoteTargetOf } from './remote-target';

describe('remote pages behind links', () => {
  it("names the remote and the route-table path of a remote page's pathname", () => {
    expect(remoteTargetOf('/auth/login')).toEqual({ owner: 'auth', path: 'auth/login' });
    expect(remoteTargetOf('/workstation/published/dev/List/')).toEqual({ owner: 'workstation', path: 'workstation/published/dev/List' });
  });

  it('answers null for host pages and unknown paths', () => {
    expect(remoteTargetOf('/intro')).toBeNull();
    expect(remoteTargetOf('/no/such/page')).toBeNull();
  });

  it('expects sign-in from a visitor and the first workstation page of a user', () => {
    expect(likelyNextPage(null)?.owner).toBe('auth');
    expect(likelyNextPage({ role: 'DEV' })).toEqual({ owner: 'workstation', path: 'workstation/published/dev/List' });
    expect(likelyNextPage({ role: 'SUP' })?.owner).toBe('workstation');
  });
});
