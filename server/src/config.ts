import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { JobSettings } from './jobs/runner';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL (`DATABASE_URL`); unset: embedded PGlite in `dataDir`, chosen explicitly (`databaseChoice`). */
  databaseUrl?: string;
  /** `MIGRATE_ON_START`, default on for PGlite only: else the API checks the schema is current (`pnpm migrate`). */
  migrateOnStart: boolean;
  dataDir: string;
  /** Set only by tests: the PostgreSQL schema to work in (created by the test helper). */
  dbSchema?: string;
  smtpUrl?: string;
  mailFrom: string;
  redisUrl?: string;
  /** Prefix of this app's Redis keys (tests use one of their own). */
  redisPrefix: string;
  /**
   * Demo mode (`DEMO=true`, set by `npm start`; off by default, never in production): the demo seed
   * (accounts with the published password), the demo routes (`/api/demo/*`, loopback callers only),
   * and the outbox keeps codes in clear (the demo outbox reads them).
   */
  demo: boolean;
  /** `DEMO_ALLOW_EXPOSED=true`: demo mode even on a non-loopback `HOST` or with `DATABASE_URL`. */
  demoAllowExposed: boolean;
  /**
   * `TEST_CLOCK=true` (the browser suite only): the API's clock can be moved forward by staff through
   * `POST /api/test-clock/advance`, which then runs the due jobs. Refused at start outside demo mode and with
   * `NODE_ENV=production`.
   */
  testClock: boolean;
  /**
   * Session lifetimes: a session ends after `idleMinutes` without a request (each request moves
   * the deadline) and at the latest `maxHours` after sign-in; a "remember me" session lasts
   * `rememberDays` and has no idle timeout of its own.
   */
  session: { idleMinutes: number; maxHours: number; rememberDays: number };
  /** Hours an outbox row is kept at most (delivered rows are deleted at once outside demo mode). */
  outboxRetentionHours: number;
  logLevel: string;
  /** Origins CORS answers (`CORS_ORIGINS`, comma list); empty (default): no cross-origin caller. */
  corsOrigins: string[];
  /** `APP_URL`: the web origin links in mail point at (an invitation); default the first of `CORS_ORIGINS`. */
  appUrl: string;
  /**
   * `TRUST_PROXY`: off (default: the socket address is the client), a number of proxy hops, or a comma
   * list of the proxies' addresses/CIDRs (`loopback`, `10.0.0.0/8`…). Never every hop.
   */
  trustProxy: false | number | string;
  /** `BODY_LIMIT_BYTES`, default 32 KB: the largest JSON body the API takes. */
  bodyLimit: number;
  /** Demo data into an empty database: follows `demo` (tests set it on its own). */
  seed: boolean;
  rateLimit: {
    sendPerIpPerHour: number;
    authPerIpPerMinute: number;
    visitPerIpPerHour: number;
    searchPerIpPerMinute: number;
    reportPerIpPerMinute: number;
  };
  /** addVisit: about `maxPerDay` new rows a day at most (then not counted); rows older than `retentionDays` purged. */
  visits: { maxPerDay: number; retentionDays: number };
  /** Sign-in throttling and code budgets (db/counters.ts; docs/security.md, "Sign-in, codes and throttling"). */
  throttle: {
    /** Per account: failures answered at once; then each attempt waits 2, 4, 8… s, at most `loginMaxDelaySeconds`. */
    loginFreeFailures: number;
    loginMaxDelaySeconds: number;
    /** Per (account, IP): this many failures lock that pair for `loginPairLockMinutes`. */
    loginPairMaxFailures: number;
    loginPairLockMinutes: number;
    /** Per IP, across accounts (credential stuffing): failures an hour. */
    loginIpFailuresPerHour: number;
    /** Failed code checks per target (email or phone) per day. */
    codeFailuresPerTargetPerDay: number;
    /** Codes sent per target, per IP, and per channel for the whole platform, per day. */
    codeSendsPerTargetPerDay: number;
    codeSendsPerIpPerDay: number;
    codeSendsPerDay: { sms: number; mail: number };
  };
  /** Per account and hour: writes that notify other people (lib/write-limits.ts; docs/security.md). */
  writeLimits: { question: number; response: number; upload: number };
  /** Uploads (modules/files; docs/files.md): limits per kind, images, per-company quota, direct-upload expiry. */
  files: {
    imageMaxBytes: number;
    fileMaxBytes: number;
    /** Sum of the sizes of a company's stored files. */
    quotaBytes: number;
    imageMaxPixels: number;
    imageMaxSide: number;
    thumbSize: number;
    /** A direct upload (upload/url) must be PUT and confirmed within this; unconfirmed objects are then purged. */
    uploadUrlMinutes: number;
    /** How often expired direct uploads are purged. */
    purgeIntervalMinutes: number;
  };
  /** Where file bytes live (storage/index.ts createStorage; docs/files.md, "Storage"). */
  storage: StorageConfig;
  /**
   * Chat (docs/chat.md): the recall window (`CHAT_RECALL_WINDOW_MINUTES`, 2), the idle drop of a silent
   * socket (`CHAT_IDLE_DROP_SECONDS`, 75) and the sends a socket may make per 10 s (`CHAT_SENDS_PER_10S`, 20).
   * The socket's Origin must be one of `corsOrigins`.
   */
  chat: {
    recallWindowMs: number;
    idleDropMs: number;
    sendsPerWindow: number;
    sendWindowMs: number;
    /** Customer service: conversations a staff member takes at once (`CHAT_SERVICE_CAPACITY`, 3) and the time to a first reply before the conversation goes back to the queue (`CHAT_SERVICE_REPLY_MINUTES`, 5). */
    serviceCapacity: number;
    serviceReplyMs: number;
  };
  /**
   * Chat translation (docs/chat.md, "Translation"): a server speaking LibreTranslate's HTTP API at
   * `TRANSLATE_URL` (its `POST /translate`), with `TRANSLATE_API_KEY` when that server wants one. Unset:
   * the platform does not translate and clients say so.
   */
  translate: { url?: string; apiKey?: string };
  /** `MARKET_CACHE_MS`, default 3000: how long a demand zone page is shared between readers; 0 turns it off. */
  marketCacheMs: number;
  /** `PROJECT_REVIEW_DAYS`, default 14: days party A has to review a delivered milestone before it counts as accepted. */
  projectReviewDays: number;
  /** Timed work (src/jobs): `JOBS_POLL_MS` (0: this instance runs none), `JOBS_LEASE_MS`, `JOBS_RETRY_BASE_MS`, `JOBS_BATCH`. */
  jobs: JobSettings;
  /**
   * Secrets of signed webhooks by name (`WEBHOOK_SECRET_<NAME>` → `<name>`, at least 32 characters):
   * a route declaring `{ kind: 'webhook', secret: '<name>' }` checks its signature with it, and the
   * app does not start while that secret is unset (plugins/app/webhook.ts).
   */
  webhookSecrets: Record<string, string>;
  /** Membership payment (modules/payments; docs/payments.md). */
  payments: PaymentSettings;
}

export interface PaymentSettings {
  /**
   * `PAYMENT_PROVIDER`: `sandbox` (default in demo mode, the only provider today) or `none` (default
   * otherwise): nothing can be bought (503). The sandbox takes no money: production needs a real
   * provider behind `PaymentProvider` (modules/payments/provider.ts).
   */
  provider: 'sandbox' | null;
  /** `PAYMENT_SANDBOX_SECRET`: signs the sandbox's notifications; unset: random per process (`sandboxSecretGenerated`). */
  sandboxSecret: string;
  sandboxSecretGenerated: boolean;
}

export interface StorageConfig {
  /** `STORAGE`: `disk` (default) or `s3`. */
  kind: 'disk' | 's3';
  /** `STORAGE_DIR` (disk): default `uploads` beside the PGlite folder, i.e. `./data/uploads`. */
  dir: string;
  /** `STORAGE_SECRET` (disk): signs direct-upload URLs; unset: random per process (`secretGenerated`). */
  secret: string;
  /** True when `STORAGE_SECRET` is unset: signed upload URLs do not survive a restart or reach another instance. */
  secretGenerated: boolean;
  /** `S3_*` (s3): any S3-compatible endpoint. */
  s3: {
    endpoint?: string;
    region: string;
    bucket: string;
    /** Both or neither; neither: the AWS SDK's default credential chain. */
    accessKeyId?: string;
    secretAccessKey?: string;
    /** Default: true when `S3_ENDPOINT` is set (MinIO and most S3-compatible servers), else false. */
    forcePathStyle: boolean;
  };
}

let processStorageSecret: string | undefined;
let processSandboxSecret: string | undefined;

/** `PAYMENT_*`, checked: an unknown provider or a short secret stops the start. */
function paymentSettings(env: NodeJS.ProcessEnv, demo: boolean): PaymentSettings {
  const provider = (env.PAYMENT_PROVIDER || (demo ? 'sandbox' : 'none')).trim().toLowerCase();
  if (provider !== 'sandbox' && provider !== 'none')
    throw new Error(`PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER} is not a provider: sandbox or none`);
  let sandboxSecret = env.PAYMENT_SANDBOX_SECRET || '';
  const sandboxSecretGenerated = sandboxSecret === '';
  if (sandboxSecretGenerated) sandboxSecret = processSandboxSecret ??= randomBytes(32).toString('base64url');
  else if (sandboxSecret.length < 32)
    throw new Error('PAYMENT_SANDBOX_SECRET must have at least 32 characters (e.g. `openssl rand -base64 32`)');
  return { provider: provider === 'sandbox' ? 'sandbox' : null, sandboxSecret, sandboxSecretGenerated };
}

/** `STORAGE*` and `S3_*`, checked: an unknown kind, a short secret or an incomplete S3 setting stops the start. */
function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = (env.STORAGE || 'disk').trim().toLowerCase();
  if (kind !== 'disk' && kind !== 's3') throw new Error(`STORAGE=${env.STORAGE} is not a storage: use disk (default) or s3`);
  let secret = env.STORAGE_SECRET || '';
  const secretGenerated = secret === '';
  if (secretGenerated) secret = processStorageSecret ??= randomBytes(32).toString('base64url');
  else if (secret.length < 32) throw new Error('STORAGE_SECRET must have at least 32 characters (e.g. `openssl rand -base64 32`)');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const s3 = {
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    bucket: env.S3_BUCKET?.trim() || '',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
  };
  if (kind === 's3') {
    if (!s3.bucket) throw new Error('STORAGE=s3 needs S3_BUCKET');
    if (!s3.accessKeyId !== !s3.secretAccessKey)
      throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither: the AWS default chain)');
    if (endpoint && !/^https?:\/\/[^/]/i.test(endpoint)) throw new Error(`S3_ENDPOINT=${endpoint} must be an http(s) URL`);
  }
  return {
    kind,
    dir: path.resolve(env.STORAGE_DIR || path.join(path.dirname(path.resolve(env.DATA_DIR || './data/pglite')), 'uploads')),
    secret,
    secretGenerated,
    s3,
  };
}

function jobSettings(env: NodeJS.ProcessEnv): JobSettings {
  const pollMs = env.JOBS_POLL_MS?.trim() === '0' ? 0 : int(env.JOBS_POLL_MS, 5000);
  return {
    pollMs,
    leaseMs: int(env.JOBS_LEASE_MS, 5 * 60_000),
    retryBaseMs: int(env.JOBS_RETRY_BASE_MS, 30_000),
    batch: int(env.JOBS_BATCH, 10),
  };
}

/** The webhook secret name of the sandbox provider's notifications (`PAYMENT_SANDBOX_SECRET`). */
export const SANDBOX_WEBHOOK = 'payment_sandbox';

function webhookSecrets(env: NodeJS.ProcessEnv): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const name = /^WEBHOOK_SECRET_([A-Z0-9_]+)$/.exec(key)?.[1];
    if (!name || !value) continue;
    if (value.length < 32) throw new Error(`${key} must have at least 32 characters (e.g. \`openssl rand -base64 32\`)`);
    secrets[name.toLowerCase()] = value;
  }
  return secrets;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * `DATABASE_URL` (PostgreSQL) or `DATABASE=pglite` (embedded, in `DATA_DIR`), one of them; demo mode alone may
 * leave both unset (PGlite). A forgotten `DATABASE_URL` never starts a production API on an empty local database.
 */
function databaseChoice(env: NodeJS.ProcessEnv, demo: boolean): Pick<Config, 'databaseUrl' | 'migrateOnStart'> {
  const databaseUrl = env.DATABASE_URL || undefined;
  const embedded = (env.DATABASE ?? '').trim().toLowerCase();
  if (embedded && embedded !== 'pglite') {
    throw new Error(`DATABASE=${env.DATABASE} is not a choice: DATABASE=pglite is the embedded database; PostgreSQL is DATABASE_URL`);
  }
  if (embedded && databaseUrl) throw new Error('DATABASE=pglite and DATABASE_URL are both set: choose one');
  if (!embedded && !databaseUrl && !demo) {
    throw new Error(
      'No database chosen: set DATABASE_URL=postgres://… , or DATABASE=pglite for the embedded database in DATA_DIR ' +
        '(one process, no setup), or DEMO=true for the demo',
    );
  }
  return { databaseUrl, migrateOnStart: bool(env.MIGRATE_ON_START, !databaseUrl) };
}

/** Loopback listening addresses: demo mode may listen only there unless `DEMO_ALLOW_EXPOSED=true`. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || h === '::ffff:127.0.0.1';
}

function trustProxy(value: string | undefined): false | number | string {
  const v = (value ?? '').trim();
  if (['', '0', 'false', 'no', 'off'].includes(v.toLowerCase())) return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (['true', 'yes', 'on', '*', 'all'].includes(v.toLowerCase())) {
    throw new Error(`TRUST_PROXY=${v} would trust every hop: give the number of proxies (1) or their addresses (loopback, 10.0.0.0/8)`);
  }
  return v
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .join(',');
}

/** The environment, checked: throws on a setting that would expose the demo or trust every proxy hop. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const origins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const demo = bool(env.DEMO, false);
  const demoAllowExposed = bool(env.DEMO_ALLOW_EXPOSED, false);
  const host = env.HOST || '127.0.0.1';
  if (demo && !demoAllowExposed) {
    if (!isLoopbackHost(host)) {
      throw new Error(
        `DEMO=true publishes demo passwords and codes: refusing HOST=${host} (loopback only; DEMO_ALLOW_EXPOSED=true to override)`,
      );
    }
    if (env.DATABASE_URL) {
      throw new Error('DEMO=true seeds accounts with a published password: refusing DATABASE_URL (DEMO_ALLOW_EXPOSED=true to override)');
    }
  }
  const testClock = bool(env.TEST_CLOCK, false);
  if (testClock && (!demo || env.NODE_ENV === 'production')) {
    throw new Error("TEST_CLOCK=true lets staff move the API's time: refused unless DEMO=true and NODE_ENV is not production");
  }
  const payments = paymentSettings(env, demo);
  return {
    port: int(env.PORT, 4000),
    host,
    ...databaseChoice(env, demo),
    dataDir: path.resolve(env.DATA_DIR || './data/pglite'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'B2B Platform <no-reply@b2b.local>',
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'b2b:',
    demo,
    demoAllowExposed,
    testClock,
    session: {
      idleMinutes: int(env.SESSION_IDLE_MINUTES, 30),
      maxHours: int(env.SESSION_MAX_HOURS, 12),
      rememberDays: int(env.SESSION_REMEMBER_DAYS, 7),
    },
    outboxRetentionHours: int(env.OUTBOX_RETENTION_HOURS, 24),
    logLevel: env.LOG_LEVEL || 'info',
    corsOrigins: origins,
    appUrl: (env.APP_URL || origins[0] || 'http://localhost:3000').replace(/\/+$/, ''),
    trustProxy: trustProxy(env.TRUST_PROXY),
    bodyLimit: int(env.BODY_LIMIT_BYTES, 32 * 1024),
    seed: demo,
    rateLimit: {
      sendPerIpPerHour: int(env.RATE_SEND_PER_IP_PER_HOUR, 20),
      authPerIpPerMinute: int(env.RATE_AUTH_PER_IP_PER_MINUTE, 60),
      visitPerIpPerHour: int(env.RATE_VISIT_PER_IP_PER_HOUR, 60),
      searchPerIpPerMinute: int(env.RATE_SEARCH_PER_IP_PER_MINUTE, 120),
      reportPerIpPerMinute: int(env.RATE_REPORT_PER_IP_PER_MINUTE, 30),
    },
    visits: { maxPerDay: int(env.VISITS_MAX_PER_DAY, 100_000), retentionDays: int(env.VISITS_RETENTION_DAYS, 90) },
    files: {
      imageMaxBytes: int(env.UPLOAD_IMAGE_MAX_MB, 10) * 1024 * 1024,
      fileMaxBytes: int(env.UPLOAD_FILE_MAX_MB, 200) * 1024 * 1024,
      quotaBytes: int(env.FILES_QUOTA_MB, 1024) * 1024 * 1024,
      imageMaxPixels: int(env.UPLOAD_IMAGE_MAX_PIXELS, 40_000_000),
      imageMaxSide: int(env.UPLOAD_IMAGE_MAX_SIDE, 10_000),
      thumbSize: int(env.UPLOAD_THUMB_SIZE, 320),
      uploadUrlMinutes: int(env.UPLOAD_URL_MINUTES, 15),
      purgeIntervalMinutes: int(env.UPLOAD_PURGE_MINUTES, 10),
    },
    storage: storageConfig(env),
    chat: {
      recallWindowMs: int(env.CHAT_RECALL_WINDOW_MINUTES, 2) * 60_000,
      idleDropMs: int(env.CHAT_IDLE_DROP_SECONDS, 75) * 1000,
      sendsPerWindow: int(env.CHAT_SENDS_PER_10S, 20),
      sendWindowMs: 10_000,
      serviceCapacity: int(env.CHAT_SERVICE_CAPACITY, 3),
      serviceReplyMs: int(env.CHAT_SERVICE_REPLY_MINUTES, 5) * 60_000,
    },
    translate: { url: env.TRANSLATE_URL?.trim().replace(/\/+$/, '') || undefined, apiKey: env.TRANSLATE_API_KEY || undefined },
    marketCacheMs: env.MARKET_CACHE_MS?.trim() === '0' ? 0 : int(env.MARKET_CACHE_MS, 3000),
    projectReviewDays: Math.max(1, int(env.PROJECT_REVIEW_DAYS, 14)),
    jobs: jobSettings(env),
    webhookSecrets: { ...webhookSecrets(env), [SANDBOX_WEBHOOK]: payments.sandboxSecret },
    payments,
    writeLimits: {
      question: int(env.QUESTIONS_PER_ACCOUNT_PER_HOUR, 20),
      response: int(env.RESPONSES_PER_ACCOUNT_PER_HOUR, 30),
      upload: int(env.UPLOADS_PER_ACCOUNT_PER_HOUR, 120),
    },
    throttle: {
      loginFreeFailures: int(env.LOGIN_FREE_FAILURES, 3),
      loginMaxDelaySeconds: int(env.LOGIN_MAX_DELAY_SECONDS, 900),
      loginPairMaxFailures: int(env.LOGIN_PAIR_MAX_FAILURES, 10),
      loginPairLockMinutes: int(env.LOGIN_PAIR_LOCK_MINUTES, 15),
      loginIpFailuresPerHour: int(env.LOGIN_IP_FAILURES_PER_HOUR, 100),
      codeFailuresPerTargetPerDay: int(env.CODE_FAILURES_PER_TARGET_PER_DAY, 10),
      codeSendsPerTargetPerDay: int(env.CODE_SENDS_PER_TARGET_PER_DAY, 20),
      codeSendsPerIpPerDay: int(env.CODE_SENDS_PER_IP_PER_DAY, 50),
      codeSendsPerDay: { sms: int(env.CODE_SENDS_SMS_PER_DAY, 5000), mail: int(env.CODE_SENDS_MAIL_PER_DAY, 20_000) },
    },
  };
}
