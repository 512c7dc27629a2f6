import { CLIENT_REPORT_LIMITS, CLIENT_REPORTS_API, type ClientReport } from '@b2b/shared/contract';
import { REMOTE_FAILED_EVENT } from '../federation/unavailable';

/** How long reports wait for others to share their request; a hidden or closed page sends at once. */
export const FLUSH_AFTER_MS = 2000;

export interface ReportSender {
  /** `navigator.sendBeacon`: survives the page closing. */
  beacon?: (url: string, data: Blob) => boolean;
  fetch: typeof fetch;
}

/**
 * What this page tells the API about itself (docs/deploy.md, "Observability"): reports are batched (at most
 * `CLIENT_REPORT_LIMITS.perBatch` a request) and sent by beacon when the page is hidden or after a short wait.
 * Reporting never throws and never shows the user anything.
 */
export function createReporter(
  sender: ReportSender,
  schedule: (run: () => void, ms: number) => void = (run, ms) => void setTimeout(run, ms),
) {
  let queue: ClientReport[] = [];
  let scheduled = false;
  const send = (reports: ClientReport[]) => {
    const body = JSON.stringify({ reports });
    try {
      if (sender.beacon?.(CLIENT_REPORTS_API.reports, new Blob([body], { type: 'application/json' }))) return;
      void sender
        .fetch(CLIENT_REPORTS_API.reports, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } })
        .catch(() => undefined);
    } catch {
      // A report is never worth an error of the page.
    }
  };
  const flush = () => {
    scheduled = false;
    while (queue.length > 0) send(queue.splice(0, CLIENT_REPORT_LIMITS.perBatch));
  };
  return {
    report(report: ClientReport) {
      queue.push(report);
      if (!scheduled) {
        scheduled = true;
        schedule(flush, FLUSH_AFTER_MS);
      }
    },
    flush,
    /** What is still waiting (tests). */
    pending: () => queue.length,
    reset: () => void (queue = []),
  };
}

const browserSender = (): ReportSender => ({
  beacon: typeof navigator !== 'undefined' && navigator.sendBeacon ? navigator.sendBeacon.bind(navigator) : undefined,
  fetch: (...args) => fetch(...args),
});

let reporter: ReturnType<typeof createReporter> | null = null;

/** The page's one reporter, sending what is left when the page is hidden (a tab switched, closed, or navigated away). */
function pageReporter() {
  if (!reporter) {
    reporter = createReporter(browserSender());
    const flush = reporter.flush;
    addEventListener('pagehide', flush);
    addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  }
  return reporter;
}

export function reportClient(report: ClientReport): void {
  if (typeof window === 'undefined') return;
  pageReporter().report(report);
}

/** Reports every remote whose "unavailable" panel a boundary shows (`RemoteBoundary` tells by a window event). */
export function reportRemoteFailures(win: Window = window): void {
  win.addEventListener(REMOTE_FAILED_EVENT, (event) => {
    const remote = (event as CustomEvent<unknown>).detail;
    if (typeof remote === 'string') reportClient({ kind: 'remote-failure', remote });
  });
}
