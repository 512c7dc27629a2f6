import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANTD_CSS_VAR_KEY, stylesheetTheme } from '@b2b/shared/ui';
import { antdStylesheet } from './antd-stylesheet';

const APP = join(__dirname, '..', '..', '..', 'remote-auth');

const cacheDir = () => mkdtempSync(join(tmpdir(), 'antd-sheet-'));
const MARKED = `/* marked */${'.x{color:red}'.repeat(10_000)}`;

// Each extraction renders every antd component in a child process: a few seconds alone, and over
// jest's 5 s default when the other suites load the same two cores (a clean-clone CI hit it).
jest.setTimeout(120_000);

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

  it('extracts once per antd, theme and mode: the next build reads the cached sheet as it is', () => {
    const dir = cacheDir();
    const first = antdStylesheet(APP, stylesheetTheme, 'production', dir);
    const [cached] = readdirSync(dir);
    expect(cached).toMatch(/^[0-9a-f]{16}\.css$/);
    writeFileSync(join(dir, cached), MARKED);
    const second = antdStylesheet(APP, stylesheetTheme, 'production', dir);
    expect(second.css).toBe(MARKED);
    expect(second.file).not.toBe(first.file);
    expect(antdStylesheet(APP, stylesheetTheme, 'development', dir).css).not.toBe(MARKED);
  });

  it('ignores a cached sheet too short to be one (an interrupted write)', () => {
    const dir = cacheDir();
    const first = antdStylesheet(APP, stylesheetTheme, 'production', dir);
    const [cached] = readdirSync(dir);
    writeFileSync(join(dir, cached), '.ant-btn{}');
    expect(antdStylesheet(APP, stylesheetTheme, 'production', dir)).toEqual(first);
  });

  it('waits for a build already extracting the same sheet and takes its result', async () => {
    const probe = cacheDir();
    antdStylesheet(APP, stylesheetTheme, 'production', probe);
    const [name] = readdirSync(probe);
    const dir = join(cacheDir(), 'nested');
    mkdirSync(dir);
    writeFileSync(join(dir, `${name}.lock`), '');
    const other = spawn(process.execPath, [
      '-e',
      `setTimeout(() => { const fs = require('fs'); fs.writeFileSync(${JSON.stringify(join(dir, name))}, ${JSON.stringify(MARKED)}); fs.unlinkSync(${JSON.stringify(join(dir, `${name}.lock`))}); }, 300)`,
    ]);
    expect(antdStylesheet(APP, stylesheetTheme, 'production', dir).css).toBe(MARKED);
    await new Promise((resolve) => other.on('exit', resolve));
  });
});
