import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import webpack, { type Compiler } from 'webpack';

export interface AntdStylesheet {
  /** `antd.<hash of the content>.css`: the same antd and theme give the same name in every app. */
  file: string;
  css: string;
}

// Far below any real sheet (about 1.2 MB): an extraction that found another copy of antd's style
// cache renders the components but collects nothing.
const MIN_CSS_LENGTH = 100_000;

/**
 * The styles of every antd component of the app in `appDir` (its own antd copy) with `theme`,
 * written at build time, so the browser parses one stylesheet instead of antd generating and
 * inserting styles while each page renders (measured: docs/decisions/0005-antd-styles-at-build-time.md).
 */
export function antdStylesheet(appDir: string, theme: unknown, mode: string): AntdStylesheet {
  const run = spawnSync(process.execPath, [join(__dirname, 'extract-antd-css.cjs'), appDir], {
    input: JSON.stringify(theme),
    env: { ...process.env, NODE_ENV: mode === 'production' ? 'production' : 'development' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0 || run.stdout.length < MIN_CSS_LENGTH) {
    throw new Error(`could not write the antd stylesheet of ${appDir} (${run.stdout.length} characters): ${run.stderr || run.error}`);
  }
  const hash = createHash('sha256').update(run.stdout).digest('hex').slice(0, 10);
  return { file: `antd.${hash}.css`, css: run.stdout };
}

/** Emits the stylesheet beside the app's chunks. */
export class AntdStylesheetPlugin {
  constructor(private readonly sheet: AntdStylesheet) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('AntdStylesheetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AntdStylesheetPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(this.sheet.file, new webpack.sources.RawSource(this.sheet.css));
        },
      );
    });
  }
}
