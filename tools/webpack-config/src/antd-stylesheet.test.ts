import { join } from 'node:path';
import { ANTD_CSS_VAR_KEY, stylesheetTheme } from '@b2b/shared/ui';
import { antdStylesheet } from './antd-stylesheet';

const APP = join(__dirname, '..', '..', '..', 'remote-auth');

describe('antdStylesheet', () => {
  it('writes every component with the theme: production classes, the theme variables on their fixed class', () => {
    const sheet = antdStylesheet(APP, stylesheetTheme, 'production');
    expect(sheet.file).toMatch(/^antd\.[0-9a-f]{10}\.css$/);
    for (const component of ['ant-btn', 'ant-form-item', 'ant-select-dropdown', 'ant-modal', 'ant-table', 'ant-picker', 'ant-message']) {
      expect(sheet.css).toContain(`.${component}`);
    }
    expect(sheet.css).toContain(`.${ANTD_CSS_VAR_KEY}`);
    expect(sheet.css).toContain(stylesheetTheme.token.colorPrimary);
    expect(sheet.css).not.toContain('css-dev-only-do-not-override');
  });

  it('names the file by its content: the same antd and theme give the same name, another theme another', () => {
    const a = antdStylesheet(APP, stylesheetTheme, 'production');
    const b = antdStylesheet(APP, { ...stylesheetTheme, token: { ...stylesheetTheme.token, colorPrimary: '#ff0000' } }, 'production');
    expect(antdStylesheet(APP, stylesheetTheme, 'production').file).toBe(a.file);
    expect(b.file).not.toBe(a.file);
  });

  it('refuses an app it cannot extract from, with the reason', () => {
    expect(() => antdStylesheet('/nonexistent-app', stylesheetTheme, 'production')).toThrow(/could not write the antd stylesheet/);
  });
});
