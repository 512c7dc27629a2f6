import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { routesOf, visitorPaths } from '@b2b/shared/access';
import { i18n, type Lang } from '@b2b/shared/i18n';
import { App } from '../app/App';
import { pageMeta } from '../app/page-meta';
import { buildRoutes } from '../app/routes';
import { addHostStrings } from '../i18n';

declare global {
  var __B2B_PRERENDER_CSS__: string[] | undefined;
}

/**
 * The host pages written as HTML at build time: every host page a visitor may open, by the route
 * table (`terms/:type` once per type), the same for every visitor.
 */
export const PRERENDERED_PATHS = visitorPaths(routesOf('host'));

/**
 * The remote pages a visitor may land on whose shell a remote's build may write: the host writes their
 * frame (its layout around an empty slot), the web origin fills the slot (docs/decisions/0010-public-pages.md).
 */
export const SHELL_FRAME_PATHS = visitorPaths(routesOf('auth'));

export interface PrerenderedPage {
  /** The markup of the root element's children. */
  html: string;
  /** The CSS of every module the render evaluated, in the order the browser build would inject it. */
  css: string;
  title: string;
  description: string;
}

addHostStrings();

/**
 * Renders one page as a signed-out visitor in `lang` sees it on its first paint, with the same route
 * tree and App the browser hydrates; every lazy part is awaited, so the HTML is whole.
 */
export async function renderPage(path: string, lang: Lang, options: { shellSlots?: boolean } = {}): Promise<PrerenderedPage> {
  await i18n.changeLanguage(lang);
  const router = createMemoryRouter(buildRoutes({ navigating: () => false, ...options }), { initialEntries: [path] });
  const { prelude } = await prerender(<App router={router} />);
  const html = await new Response(prelude as ReadableStream<Uint8Array>).text();
  const css = [...new Set(globalThis.__B2B_PRERENDER_CSS__ ?? [])].join('\n');
  return { html, css, ...pageMeta(path, lang) };
}

export { PRERENDER_GUARD_SCRIPT } from './prerendered';
export { BOOT_STAGES, BOOTSTRAP_CHUNK } from '../boot-stages';
export { sessionPreloadScript, SIGNED_IN_CHUNKS, SIGNED_IN_PAGES, SIGNED_IN_SHARED } from './session-preload';
export { LANGS } from '@b2b/shared/i18n';
