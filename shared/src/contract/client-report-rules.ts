/** What a browser tells the API about its page (docs/deploy.md, "Observability"): counted in the metrics, never stored. */
export const CLIENT_REPORTS_API = { reports: '/api/client/reports' } as const;

/** The Core Web Vitals and their helpers, as the `web-vitals` library names them. */
export const WEB_VITALS = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;
export type WebVital = (typeof WEB_VITALS)[number];

export const CLIENT_REPORT_LIMITS = { perBatch: 20 } as const;
