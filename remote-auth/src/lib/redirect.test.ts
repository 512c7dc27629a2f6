import { pathAfterLogin } from './redirect';

describe('pathAfterLogin', () => {
  const approved = { refined: true, type: 'MAIN', companyApprovalStatus: 'APPROVED', role: 'DEV' } as const;

  it('sends a main account without company details to register-improve-info first', () => {
    expect(pathAfterLogin({ ...approved, refined: false, companyApprovalStatus: 'AWAIT_APPROVAL' }, '/vip')).toBe(
      '/auth/register-improve-info',
    );
  });

  it('lets a sub-account without company details through, since only the main account fills them in', () => {
    expect(pathAfterLogin({ ...approved, refined: false, type: 'PROJ' }, '/vip')).toBe('/vip');
  });

  it('sends a rejected company to the resubmission page', () => {
    expect(pathAfterLogin({ ...approved, companyApprovalStatus: 'INFO_REJECT' }, '/vip')).toBe('/auth/update-improve-info/reject');
  });

  it('goes to a safe redirect, else home', () => {
    expect(pathAfterLogin(approved, '/bulletin')).toBe('/bulletin');
    expect(pathAfterLogin(approved, '//evil.example.com')).toBe('/home');
    expect(pathAfterLogin(approved, null)).toBe('/home');
  });

  it('lands staff on their console, without /home first', () => {
    expect(pathAfterLogin({ ...approved, role: 'CUSTOMER' }, null)).toBe('/workstation/console');
    expect(pathAfterLogin({ ...approved, role: 'CUSTOMER' }, '/home')).toBe('/workstation/console');
  });
});
