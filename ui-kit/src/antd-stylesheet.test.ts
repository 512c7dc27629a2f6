import { stylesheetTheme, theme } from '@b2b/shared/ui';
import { antdStylesheetHref, antdTheme } from './antd-stylesheet';

describe('antdStylesheetHref', () => {
  it('is null where the build wrote no stylesheet (unit tests, the prerender build)', () => {
    expect(antdStylesheetHref()).toBeNull();
    expect(antdStylesheetHref(undefined, 'http://cdn.example/remote/')).toBeNull();
  });

  it('resolves the file against the public path of the app that asks first', () => {
    expect(antdStylesheetHref('antd.aaaa.css', 'http://remote-a.example/1.0.0/')).toBe('http://remote-a.example/1.0.0/antd.aaaa.css');
    expect(antdStylesheetHref('antd.bbbb.css', '/')).toBe(new URL('/antd.bbbb.css', document.baseURI).href);
  });

  it('gives every later app the same URL for the same file, so the page downloads it once', () => {
    const first = antdStylesheetHref('antd.cccc.css', 'http://host.example/');
    expect(antdStylesheetHref('antd.cccc.css', 'http://remote-b.example/2.0.0/')).toBe(first);
    expect(antdStylesheetHref('antd.dddd.css', 'http://remote-b.example/2.0.0/')).toBe('http://remote-b.example/2.0.0/antd.dddd.css');
  });
});

describe('antdTheme', () => {
  it('turns antd runtime styles off only when a stylesheet was written, with the theme it was written with', () => {
    expect(antdTheme(false)).toBe(theme);
    expect(antdTheme(true)).toMatchObject({ ...stylesheetTheme, zeroRuntime: true });
    expect(antdTheme(true)).toBe(antdTheme(true));
  });
});
