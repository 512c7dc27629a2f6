import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { WebVital } from '@b2b/shared/contract';

/**
 * One API instance's Prometheus metrics (`GET /metrics`, plugins/app/metrics.ts), in a registry of its own
 * (tests build many apps in one process). Rates come from the counters: `rate(http_requests_total[1m])`,
 * `rate(chat_messages_total[1m])` (messages/s).
 */
export interface Metrics {
  readonly registry: Registry;
  /** One answered HTTP request: its route as registered (`/api/demands/:id`; `unmatched` for a 404 of the router). */
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** A chat message stored (a retried `clientMsgId` is not counted again). */
  chatMessageStored(): void;
  /** A job run by this instance, and whether it failed. */
  jobRan(name: string, failed: boolean): void;
  /** Adds a source of open sockets (the chat hub's count), read on each scrape. */
  countSockets(source: () => number): void;
  /** A browser showed a remote's "unavailable" panel (its load failed after the retries). */
  remoteFailed(remote: string): void;
  /** A browser's measure of a page: milliseconds, or the layout shift score for CLS. */
  webVital(name: WebVital, value: number): void;
}

/** Seconds: API answers are mostly a few ms; an upload or a slow query can take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** `processMetrics`: also the process's own (CPU, memory, event loop lag, handles), for a started API; tests leave them out. */
export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const messages = new Counter({ name: 'chat_messages_total', help: 'Chat messages stored by this instance', registers: [registry] });
  const jobRuns = new Counter({
    name: 'jobs_runs_total',
    help: 'Jobs run by this instance, by job',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'jobs_failures_total',
    help: 'Job runs that failed (retried or failed for good), by job',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const remoteFailures = new Counter({
    name: 'client_remote_failures_total',
    help: 'Remote loads that failed in a browser (the page showed the unavailable panel), by remote',
    labelNames: ['remote'] as const,
    registers: [registry],
  });
  const vitalTimes = new Histogram({
    name: 'client_web_vital_seconds',
    help: 'Web vitals measured in browsers (LCP, INP, FCP, TTFB), by name',
    labelNames: ['name'] as const,
    buckets: [0.1, 0.2, 0.5, 0.8, 1, 1.5, 2.5, 4, 6, 10],
    registers: [registry],
  });
  const layoutShift = new Histogram({
    name: 'client_cumulative_layout_shift',
    help: 'Cumulative layout shift measured in browsers',
    buckets: [0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  const socketSources: (() => number)[] = [];
  new Gauge({
    name: 'chat_open_sockets',
    help: 'Chat WebSockets open on this instance',
    registers: [registry],
    collect() {
      this.set(socketSources.reduce((sum, source) => sum + source(), 0));
    },
  });

  return {
    registry,
    observeRequest({ method, route, status }, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    chatMessageStored: () => messages.inc(),
    jobRan(name, failed) {
      jobRuns.inc({ job: name });
      if (failed) jobFailures.inc({ job: name });
    },
    countSockets: (source) => void socketSources.push(source),
    remoteFailed: (remote) => remoteFailures.inc({ remote }),
    webVital(name, value) {
      if (name === 'CLS') layoutShift.observe(value);
      else vitalTimes.observe({ name }, value / 1000);
    },
  };
}
