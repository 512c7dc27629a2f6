import type { FastifyInstance, RouteOptions, preHandlerAsyncHookHandler } from 'fastify';
import { canAccess, findRoute, type AccessUser, type RouteRule } from '@b2b/shared/access';
import type { Role } from '@b2b/shared/contract';
import type { Caller } from '../../db/rows';
import { AppError } from '../../lib/errors';
import { effectiveMembership } from '../../lib/membership';
import { optionalUser, requireUser } from './auth';
import { verifyWebhook } from './webhook';

/**
 * Who may call a route, declared in its options as `config: { access }`; the hooks follow from it
 * (`registerAccess`), never wired by hand.
 * - `public`: anyone; `request.caller` stays null. `{ kind: 'public', user: 'optional' }`: anyone,
 *   and `request.caller` is set when the bearer token is good (a bad one is treated as no token).
 * - `user`: signed in, any role, staff included.
 * - `route`: signed in, and the conditions of that page of the route table in `@b2b/shared/access`
 *   (role, account type, approval, membership), decided by the client guard's own `canAccess`.
 *   `path` may name one page per role (`{ DEV: …, SUP: … }`): the page the caller's role uses; a
 *   role without one is refused.
 * - `staff`: customer service, i.e. the rule of `STAFF_PAGE`; the only way to say "staff only".
 * - `webhook`: no caller; an HMAC-SHA256 signature of the raw body with the secret
 *   `config.webhookSecrets[secret]` (see webhook.ts).
 */
export type RouteAccess =
  | { kind: 'public'; user?: 'optional' }
  | { kind: 'user' }
  | { kind: 'route'; path: string | RolePages }
  | { kind: 'staff' }
  | { kind: 'webhook'; secret: string };

export type RolePages = Partial<Record<Role, string>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route: the app refuses to start without it. */
    access: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route with its declared access, in registration order (HEAD twins of GET routes left out). */
    routeAccess: RouteAccessEntry[];
  }
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

/**
 * The staff console's page. `staff` is decided by its rule (role CUSTOMER), the rule the client's
 * guard applies to the console: who counts as staff is stated once, in the route table.
 */
export const STAFF_PAGE = 'workstation/console';

/** The fields the shared access rules read, for the caller. */
function accessUser(caller: Caller, now: Date): AccessUser {
  return {
    role: caller.company.role,
    companyApprovalStatus: caller.company.approvalStatus,
    memberLevel: effectiveMembership(caller.company, now).level,
    type: caller.user.type,
  };
}

/** Whether a caller (null: a visitor) may open the page `path` of the route table now, as the client's guard decides. */
export function mayOpenPage(caller: Caller | null, path: string, now: Date): boolean {
  const rule = findRoute(path);
  return !!rule && canAccess(rule, caller ? accessUser(caller, now) : null).ok;
}

function tableRule(path: string, where: string): RouteRule {
  const rule = findRoute(path);
  if (!rule) throw new Error(`${where}: "${path}" is not in the route table of @b2b/shared/access`);
  return rule;
}

type PageRules = RouteRule | Partial<Record<Role, RouteRule>>;

/** The rules of a route access's page, or of its page per role; throws for a page the table does not have. */
function pageRules(pages: string | RolePages, where: string): PageRules {
  if (pages === STAFF_PAGE) throw new Error(`${where}: declare { kind: 'staff' } instead of the route ${STAFF_PAGE}`);
  if (typeof pages === 'string') return tableRule(pages, where);
  const entries = Object.entries(pages).map(([role, path]) => [role, tableRule(path, where)]);
  if (entries.length === 0) throw new Error(`${where}: a route access names no page`);
  return Object.fromEntries(entries) as Partial<Record<Role, RouteRule>>;
}

/** preHandler: the page's rule (the page of the caller's role) holds for the caller; else 403 (401 without a caller). */
function authorizeByTable(rules: PageRules): preHandlerAsyncHookHandler {
  return async function (request) {
    const caller = request.caller;
    if (!caller) throw new AppError('UNAUTHENTICATED');
    const rule = 'path' in rules ? (rules as RouteRule) : (rules as Partial<Record<Role, RouteRule>>)[caller.company.role];
    if (!rule) throw new AppError('FORBIDDEN');
    const decision = canAccess(rule, accessUser(caller, this.ctx.clock.now()));
    if (decision.ok) return;
    throw new AppError(decision.reason === 'login' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
  };
}

/** How an access reads in a listing and in server/README.md's endpoint table. */
export function describeAccess(access: RouteAccess): string {
  switch (access.kind) {
    case 'public':
      return access.user === 'optional' ? 'public, optional user' : 'public';
    case 'route':
      if (typeof access.path === 'string') return `route ${access.path}`;
      return `route ${Object.entries(access.path)
        .map(([role, path]) => `${role} ${path}`)
        .join(', ')}`;
    case 'webhook':
      return `webhook ${access.secret}`;
    default:
      return access.kind;
  }
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Derives each route's hooks from its `config.access`, in one place: authentication is an
 * onRequest hook after the route's own (rate limits), authorization a preHandler before the
 * route's own, so it runs after parsing and validation; a webhook's signature is checked on the
 * raw body in preParsing, before anything reads it. A route without an access, with a page the
 * table does not have or with an unknown webhook secret throws: the app does not start.
 * Call before the modules register.
 */
export function registerAccess(app: FastifyInstance): void {
  const listing: RouteAccessEntry[] = [];
  app.decorate('routeAccess', listing);
  app.addHook('onRoute', (route: RouteOptions) => {
    const method = asList(route.method).join(',');
    const where = `${method} ${route.url}`;
    const access = route.config?.access;
    if (!access) throw new Error(`${where} declares no access: give it config.access (plugins/app/access.ts)`);
    if (method !== 'HEAD') listing.push({ method, url: route.url, access });
    const onRequest = asList(route.onRequest);
    const preHandler = asList(route.preHandler);
    switch (access.kind) {
      case 'public':
        if (access.user === 'optional') route.onRequest = [...onRequest, optionalUser];
        return;
      case 'user':
        route.onRequest = [...onRequest, requireUser];
        return;
      case 'staff':
      case 'route':
        route.onRequest = [...onRequest, requireUser];
        route.preHandler = [
          authorizeByTable(access.kind === 'staff' ? tableRule(STAFF_PAGE, where) : pageRules(access.path, where)),
          ...preHandler,
        ];
        return;
      case 'webhook':
        route.preParsing = [verifyWebhook(app.ctx.config, access.secret, where), ...asList(route.preParsing)];
        return;
      default:
        throw new Error(`${where}: unknown access ${JSON.stringify(access)}`);
    }
  });
}
