import { allowedRedirect } from './allowed-redirect';
import { DEMO_ACCESS_USERS as U } from './demo-users.test-kit';

describe('allowedRedirect: the in-app pages a mail or notice link may send a user to', () => {
  it.each([
    ['/home', '/home'],
    ['/workstation/published/dev/List?page=2', '/workstation/published/dev/List?page=2'],
    [
      '/workstation/published/dev/6f1c2d7e-0000-4000-8000-000000000001/view',
      '/workstation/published/dev/6f1c2d7e-0000-4000-8000-000000000001/view',
    ],
    ['/notification/detail?id=abc#top', '/notification/detail?id=abc#top'],
    ['/bulletin', '/bulletin'],
    ['/chat', '/chat'],
  ])('sends a DEV pay member to %s', (value, expected) => {
    expect(allowedRedirect(value, U.devMain)).toBe(expected);
  });

  it('follows the route table: only pages the user may open', () => {
    expect(allowedRedirect('/demand', U.supMain)).toBe('/demand');
    expect(allowedRedirect('/demand', U.devMain)).toBeNull(); // wrong side
    expect(allowedRedirect('/demand', U.supReq)).toBeNull(); // account type
    expect(allowedRedirect('/chat', U.ordinaryDev)).toBeNull(); // pay members only
    expect(allowedRedirect('/workstation/published/sup/list', U.unapprovedSup)).toBeNull(); // company under review
    expect(allowedRedirect('/workstation/console', U.devMain)).toBeNull(); // staff only
    expect(allowedRedirect('/home', null)).toBeNull(); // a visitor signs in first
    expect(allowedRedirect('/intro', null)).toBe('/intro');
  });

  it('never sends to itself, nor to a path outside the table', () => {
    expect(allowedRedirect('/redirect?to=%2Fhome', U.devMain)).toBeNull();
    expect(allowedRedirect('/', U.devMain)).toBeNull();
    expect(allowedRedirect('/workstation', U.devMain)).toBeNull();
    expect(allowedRedirect('/no/such/page', U.devMain)).toBeNull();
    expect(allowedRedirect('/HOME', U.devMain)).toBeNull();
    expect(allowedRedirect('/home/', U.devMain)).toBeNull();
    expect(allowedRedirect('/workstation/published/dev//view', U.devMain)).toBeNull();
  });

  it.each([
    null,
    undefined,
    '',
    'home',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\/evil.com',
    '/%2F%2Fevil.com',
    '%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '/%5Cevil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '/ho\tme',
    ' /home',
    'javascript:alert(1)',
    'JavaScript:alert(1)//',
    '/javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.com/home',
    'http://localhost/home',
    'https:evil.com',
    '/home/../evil',
    '/home/..',
    '/./home',
    '/%2e%2e/home',
    '/%2E/home',
    '/home%2F..%2F..%2Fevil',
    '/bulletin/%2e%2e',
    '/bulletin/..%2Fevil',
    '/bulletin/.',
    '/terms/user@evil.com',
  ])('attack: refuses %p', (value) => {
    expect(allowedRedirect(value, U.devMain)).toBeNull();
    expect(allowedRedirect(value, U.supMain)).toBeNull();
  });
});
