import { REMOTE_FAILED_EVENT } from '../federation/unavailable';

/**
 * Starts the page's reports once it has loaded, from a chunk of their own: nothing of them is on the first page's
 * critical path. A remote that fails before then is remembered and reported when they start.
 */
export function startReportsWhenLoaded(win: Window = window): void {
  const early: string[] = [];
  const remember = (event: Event) => early.push(String((event as CustomEvent<unknown>).detail));
  win.addEventListener(REMOTE_FAILED_EVENT, remember);
  const start = () =>
    void import(/* webpackChunkName: "reports" */ './start-reports')
      .then(({ startReports }) => {
        win.removeEventListener(REMOTE_FAILED_EVENT, remember);
        startReports();
        for (const remote of early) win.dispatchEvent(new CustomEvent(REMOTE_FAILED_EVENT, { detail: remote }));
      })
      .catch(() => undefined);
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(start, { timeout: 5000 });
    else win.setTimeout(start, 0);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
