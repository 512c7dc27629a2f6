import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, realpathSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Compiler } from '@rspack/core';

export interface AntdStylesheet {
  /** `antd.<hash of the content>.css`: the same antd and theme give the same name in every app. */
  file: string;
  css: string;
}

// Far below any real sheet (about 1.2 MB): an extraction that found another copy of antd's style
// cache renders the components but collects nothing.
const MIN_CSS_LENGTH = 100_000;

const EXTRACTOR = join(__dirname, 'extract-antd-css.cjs');
const DEFAULT_CACHE = join(__dirname, '..', 'node_modules', '.cache', 'antd-stylesheet');
/** How long a build waits for another one extracting the same sheet before it extracts on its own. */
const LOCK_WAIT_MS = 60_000;

/**
 * The styles of every antd component of the app in `appDir` (its own antd copy) with `theme`,
 * written at build time, so the browser parses one stylesheet instead of antd generating and
 * inserting styles while each page renders (measured: docs/decisions/0005-antd-styles-at-build-time.md).
 * The apps of one workspace share antd's files, so the sheet is extracted once and cached under a key
 * of everything it depends on (see `cacheKey`); builds running side by side wait for each other.
 */
export function antdStylesheet(appDir: string, theme: unknown, mode: string, cacheDir = DEFAULT_CACHE): AntdStylesheet {
  const key = cacheKey(appDir, theme, mode);
  const cached = key && join(cacheDir, `${key}.css`);
  let css = cached ? readCached(cached) : null;
  if (!css && cached) css = extractOnce(cached, () => extract(appDir, theme, mode));
  css ??= extract(appDir, theme, mode);
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  return { file: `antd.${hash}.css`, css };
}

function extract(appDir: string, theme: unknown, mode: string): string {
  const run = spawnSync(process.execPath, [EXTRACTOR, appDir], {
    input: JSON.stringify(theme),
    env: { ...process.env, NODE_ENV: mode === 'production' ? 'production' : 'development' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0 || run.stdout.length < MIN_CSS_LENGTH) {
    throw new Error(`could not write the antd stylesheet of ${appDir} (${run.stdout.length} characters): ${run.stderr || run.error}`);
  }
  return run.stdout;
}

/** The app's antd and React (their real folders, so a version change is a new key), the theme, the mode and the extractor. Null without an antd of the app's own. */
function cacheKey(appDir: string, theme: unknown, mode: string): string | null {
  const real = (name: string) => realpathSync(join(appDir, 'node_modules', name));
  if (!existsSync(join(appDir, 'node_modules', 'antd', 'package.json'))) return null;
  const inputs = {
    antd: real('antd'),
    react: real('react'),
    extractor: readFileSync(EXTRACTOR, 'utf8'),
    staticStyleExtract: realpathSync(require.resolve('@ant-design/static-style-extract')),
    theme,
    mode,
  };
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 16);
}

function readCached(file: string): string | null {
  if (!existsSync(file)) return null;
  const css = readFileSync(file, 'utf8');
  return css.length >= MIN_CSS_LENGTH ? css : null;
}

/** Extracts into `file` unless another build holds its lock, in which case it waits for that build's file. */
function extractOnce(file: string, run: () => string): string | null {
  mkdirSync(join(file, '..'), { recursive: true });
  const lock = `${file}.lock`;
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch {
    return waitFor(file);
  }
  try {
    const css = run();
    writeFileSync(`${file}.${process.pid}.tmp`, css);
    renameSync(`${file}.${process.pid}.tmp`, file);
    return css;
  } finally {
    closeSync(fd);
    unlinkSync(lock);
  }
}

function waitFor(file: string): string | null {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; waited < LOCK_WAIT_MS; waited += 50) {
    Atomics.wait(sleeper, 0, 0, 50);
    const css = readCached(file);
    if (css) return css;
    if (!existsSync(`${file}.lock`)) return readCached(file);
  }
  return null;
}

/** Emits the stylesheet beside the app's chunks. */
export class AntdStylesheetPlugin {
  constructor(private readonly sheet: AntdStylesheet) {}

  apply(compiler: Compiler) {
    // The bundler's own classes, from the compiler: no import of @rspack/core here (ESM only), so the
    // extraction above stays loadable by jest.
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('AntdStylesheetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AntdStylesheetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.sheet.file, new sources.RawSource(this.sheet.css), { minimized: true });
      });
    });
  }
}
