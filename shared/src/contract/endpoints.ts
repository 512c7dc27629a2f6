/** API paths, shared by the server's route registration and the clients' calls. */
export const API = {
  register: '/api/register',
  login: '/api/login',
  userInfo: '/api/userInfo',
  logout: '/api/logout',
  forget: '/api/forget',
  sendMailCode: '/api/common/sendMailCode',
  sendSmsCode: '/api/common/sendSmsCode',
  area: '/api/common/area',
  province: '/api/common/province',
  city: '/api/common/city',
  chinaCity: '/api/common/china-city',
  companyType: '/api/common/company-type',
  init: '/api/common/init',
  addVisit: '/api/common/addVisit',
  notice: '/api/user/notice',
  noticeRead: '/api/user/notice/:id/read',
  /** GET: the caller's unread notices, all and by type (the message center's tabs). */
  noticeCounts: '/api/user/notice/counts',
  /** PUT: the caller's unread notices (all, or one tab's) marked read. */
  noticeReadAll: '/api/user/notice/readAll',
  /** GET / PUT: the caller's channels per notice area. */
  noticeSettings: '/api/user/notice/settings',
  companyInfo: '/api/company/info',
  /** POST: register-improve-info; PUT: update-improve-info and resubmission after a rejection. */
  improveInfo: '/api/company/improve-info',
  /** GET, customer service only: companies waiting for review (INFO_SUBMIT), oldest first, paged. */
  pendingCompanies: '/api/company/pending',
  reviewCompany: '/api/company/:companyId/review',
  /** GET (staff): the company's review history, oldest first. */
  companyEvents: '/api/company/:companyId/events',
  changePassword: '/api/user/password',
  changeEmail: '/api/user/email',
  changePhone: '/api/user/phone',
  /** Liveness: the process answers (no dependency is asked). */
  health: '/api/health',
  /** Readiness: the database, Redis (when configured) and the storage answer; 503 SERVICE_UNAVAILABLE otherwise. */
  ready: '/api/ready',
} as const;

/**
 * Prometheus metrics of one API instance, outside `/api/`: for the monitoring network only. The web tier
 * answers 404 for it and the API refuses it when it came through a proxy (an X-Forwarded-For header).
 */
export const METRICS_PATH = '/metrics';

/** Replaces `:name` segments: `apiPath(API.reviewCompany, { companyId: '7' })`. */
export function apiPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
}
