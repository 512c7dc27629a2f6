import { currentLang, warmFormatters } from '@b2b/shared/i18n';
import { useSession } from '@b2b/shared/session';

/**
 * Once a user is signed in, builds the number and date formatters of their language while the
 * browser is idle, so the first list of prices they open does not start the browser's locale data
 * (`warmFormatters`). A signed-out visitor's public pages show no prices and are left alone.
 */
export function warmFormatsOnceSignedIn(win: Window = window): void {
  const warm = () => warmFormatters(currentLang());
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(warm, { timeout: 2000 });
    else setTimeout(warm, 0);
  };
  if (useSession.getState().status === 'authenticated') {
    whenIdle();
    return;
  }
  const stop = useSession.subscribe((state) => {
    if (state.status !== 'authenticated') return;
    stop();
    whenIdle();
  });
}
