import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each(['/home', '/workstation/project/list?page=2', '/chat#top'])('keeps the same-origin path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([null, undefined, '', 'home', '//evil.example.com', '/\\evil.example.com', 'https://evil.example.com', 'javascript:alert(1)'])(
    'refuses %p',
    (value) => {
      expect(safeRedirect(value)).toBeNull();
    },
  );
});
