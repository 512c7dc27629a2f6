import { safeRedirect, signInPath, signInReason } from './redirect';

describe('safeRedirect', () => {
  it.each(['/home', '/workstation/project/list?page=2', '/chat#top', '/auth/login?redirect=%2Fhome', '/%09evil'])(
    'keeps the same-origin path %s',
    (path) => {
      expect(safeRedirect(path)).toBe(path);
      expect(safeRedirect(path, 'https://b2b.example')).toBe(path);
    },
  );

  it.each([
    null,
    undefined,
    '',
    'home',
    '//evil.com',
    '//evil.example.com',
    '/\\evil.com',
    '/\\evil.example.com',
    '\\\\evil.com',
    'https://evil.example.com',
    'https:evil.com',
    'javascript:alert(1)',
    '%2F%09%2Fevil.com',
    decodeURIComponent('%2F%09%2Fevil.com'),
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '/\u0000/evil.com',
    '/\u007f/evil.com',
    '/home\\..\\..\\evil.com',
    ' //evil.com',
  ])('attack: refuses %p', (value) => {
    expect(safeRedirect(value)).toBeNull();
    expect(safeRedirect(value, 'https://b2b.example')).toBeNull();
  });

  it('a path a browser would take to another host is refused, whatever the page origin', () => {
    for (const origin of ['http://localhost:3000', 'https://b2b.example']) {
      expect(safeRedirect('/\t/evil.com', origin)).toBeNull();
      expect(safeRedirect('/ok', origin)).toBe('/ok');
    }
  });
});

describe('signInPath and signInReason', () => {
  it('comes back to the page after sign-in, saying why when told', () => {
    const path = signInPath('/workstation/published/dev/publish', 'publishDemand');
    expect(path).toBe('/auth/login?redirect=%2Fworkstation%2Fpublished%2Fdev%2Fpublish&reason=publishDemand');
    const search = path.slice(path.indexOf('?'));
    expect(safeRedirect(new URLSearchParams(search).get('redirect'))).toBe('/workstation/published/dev/publish');
    expect(signInReason(search)).toBe('publishDemand');
    expect(signInPath('/home')).toBe('/auth/login?redirect=%2Fhome');
  });

  it('knows only its own reasons', () => {
    expect(signInReason('')).toBeNull();
    expect(signInReason('?reason=toString')).toBeNull();
    expect(signInReason('?reason=%3Cscript%3E')).toBeNull();
  });
});
