import { isCurrent, navItems } from './nav-items';

const item = (role: Parameters<typeof navItems>[0], key: string) => navItems(role).find((i) => i.key === key)!;

describe('navItems', () => {
  it('links the workstation straight to the first page of the user’s side', () => {
    expect(item('DEV', 'workstation').to).toBe('/workstation/published/dev/List');
    expect(item('SUP', 'workstation').to).toBe('/workstation/published/sup/list');
    expect(item('CUSTOMER', 'workstation').to).toBe('/workstation/console');
    expect(navItems(null).some((i) => i.key === 'workstation')).toBe(false);
  });

  it('marks the workstation current on every workstation page, and nothing on a look-alike path', () => {
    const workstation = item('DEV', 'workstation');
    expect(isCurrent(workstation, '/workstation/published/dev/List')).toBe(true);
    expect(isCurrent(workstation, '/workstation/account/profile')).toBe(true);
    expect(isCurrent(workstation, '/workstation')).toBe(true);
    expect(isCurrent(workstation, '/workstations')).toBe(false);
    expect(isCurrent(item('DEV', 'home'), '/home')).toBe(true);
    expect(isCurrent(item('DEV', 'home'), '/homepage')).toBe(false);
  });
});
