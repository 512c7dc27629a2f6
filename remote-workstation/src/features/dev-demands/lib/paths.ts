const BASE = '/workstation/published/dev';

/** Where party A's demand pages live (the shared route table's paths). */
export const DEV_PATHS = {
  publish: `${BASE}/publish`,
  list: `${BASE}/List`,
  verify: `${BASE}/verify`,
  published: `${BASE}/published`,
  view: (id: string) => `${BASE}/${encodeURIComponent(id)}/view`,
  edit: (id: string) => `${BASE}/${encodeURIComponent(id)}/edit`,
  mark: (id: string) => `${BASE}/mark/${encodeURIComponent(id)}`,
  markHistory: (responseId: string) => `${BASE}/mark-history/${encodeURIComponent(responseId)}`,
  /** The delivery project of an awarded response: started on the first visit, opened on every later one. */
  project: (responseId: string) => `/workstation/project/published/${encodeURIComponent(responseId)}/init`,
} as const;
