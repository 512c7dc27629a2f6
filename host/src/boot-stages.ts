/**
 * The shared packages the app evaluates as it starts, in this order, each in a task of its own
 * before the app's own modules (src/index.ts), so that no single task holds the main thread for
 * long. The build has their files preloaded (scripts/platform/prerender.mjs: from index.html's head,
 * or by a prerendered page's guard as it starts the app), so taking them one at a time never waits
 * on the network one at a time.
 */
export const BOOT_STAGES = [
  ['react', () => import('react')],
  ['react-dom', () => import('react-dom')],
  ['react-dom/client', () => import('react-dom/client')],
  ['@b2b/shared/router', () => import('@b2b/shared/router')],
  ['axios', () => import('axios')],
  ['i18next', () => import('i18next')],
  ['react-i18next', () => import('react-i18next')],
  ['@b2b/shared/i18n', () => import('@b2b/shared/i18n')],
  ['@b2b/shared/session', () => import('@b2b/shared/session')],
  ['@b2b/shared/access', () => import('@b2b/shared/access')],
  ['@b2b/shared/ui', () => import('@b2b/shared/ui')],
] as const;

/** The webpack chunk of the app's own start-up modules (`bootstrap.<hash>.js`). */
export const BOOTSTRAP_CHUNK = 'bootstrap';
