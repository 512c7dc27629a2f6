import { stylesheetTheme, theme } from '@b2b/shared/ui';

const REGISTRY = Symbol.for('b2b.antd-stylesheets');
type Registry = Record<string, string>;

/**
 * Where this app's antd stylesheet is, or null when its build wrote none (antd then makes its
 * styles at run time). The name carries a hash of the content: apps built with the same antd and
 * theme write the same file, and the first app to ask registers its URL for all, so the page
 * downloads it once whichever origin serves it.
 */
export function antdStylesheetHref(file: string | undefined = readFileName(), publicPath = readPublicPath()): string | null {
  if (!file) return null;
  // A build-time render in Node (a prerendered shell): the page's markup is what matters, not where the sheet is.
  if (typeof document === 'undefined') return file;
  const registry = ((globalThis as { [REGISTRY]?: Registry })[REGISTRY] ??= {});
  registry[file] ??= new URL(file, new URL(publicPath, document.baseURI)).href;
  return registry[file];
}

const ZERO_RUNTIME_THEME = { ...stylesheetTheme, zeroRuntime: true };

/** The antd theme: with a stylesheet written at build time, antd makes no styles at run time. */
export function antdTheme(withStylesheet: boolean) {
  return withStylesheet ? ZERO_RUNTIME_THEME : theme;
}

function readFileName(): string | undefined {
  return typeof __ANTD_STYLESHEET__ === 'string' ? __ANTD_STYLESHEET__ : undefined;
}

function readPublicPath(): string {
  return typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
}
