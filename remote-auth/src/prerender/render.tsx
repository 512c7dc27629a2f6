import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { i18n, type Lang } from '@b2b/shared/i18n';
import { routes } from '../expose/routes';

declare global {
  var __B2B_PRERENDER_CSS__: string[] | undefined;
}

/**
 * remote-auth's pages a visitor lands on, written by this remote's own build as shells
 * (docs/decisions/0010-public-pages.md): the web origin puts one in the host's auth layout, so the form
 * paints before any script has run. Only pages that look the same for every visitor: the company details
 * pages ask a visitor to sign in, and the invitation page without its link's query says how to open it (a
 * signed-in user, or a URL with a query, never gets a shell: the page's guard drops it before it paints).
 */
export const SHELL_PATHS = [
  '/auth/login',
  '/auth/register',
  '/auth/forget',
  '/auth/register-improve-info',
  '/auth/update-improve-info',
  '/auth/update-improve-info/reject',
  '/auth/invitation',
];

export interface ShellPage {
  /** The page's markup, as this remote renders it for a signed-out visitor with no query. */
  html: string;
  /** The CSS of every CSS Module the render evaluated (antd's comes from the build's stylesheet). */
  css: string;
}

/** Renders one page as the browser's first render of it shows it; every lazy part is awaited. */
export async function renderShell(path: string, lang: Lang): Promise<ShellPage> {
  const route = routes.find((r) => `/${r.path}` === path);
  if (!route) throw new Error(`remote-auth has no page at ${path}`);
  await i18n.changeLanguage(lang);
  const { default: Page } = await route.load();
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  const { prelude } = await prerender(<RouterProvider router={router} />);
  const markup = await new Response(prelude as ReadableStream<Uint8Array>).text();
  // The page's stylesheet link (AppProviders) is the app's business once it runs: the shell inlines what it uses.
  const html = markup.replace(/<link rel="stylesheet"[^>]*>/g, '');
  const css = [...new Set(globalThis.__B2B_PRERENDER_CSS__ ?? [])].join('\n');
  return { html, css };
}

export { LANGS } from '@b2b/shared/i18n';
