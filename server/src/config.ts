import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** Unset: embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Set only by tests: the PostgreSQL schema to work in (created by the test helper). */
  dbSchema?: string;
  smtpUrl?: string;
  mailFrom: string;
  redisUrl?: string;
  /** Prefix of this app's Redis keys (tests use one of their own). */
  redisPrefix: string;
  devOutbox: boolean;
  tokenTtlHours: number;
  logLevel: string;
  corsOrigins: string[] | true;
  trustProxy: boolean;
  bodyLimit: number;
  /** Demo data into an empty database. Default: on for embedded PGlite, off for PostgreSQL. */
  seed: boolean;
  rateLimit: { sendPerIpPerHour: number; authPerIpPerMinute: number };
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const origins = env.CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    port: int(env.PORT, 4000),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || './data/pglite'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'B2B Platform <no-reply@b2b.local>',
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'b2b:',
    devOutbox: bool(env.DEV_OUTBOX, false),
    tokenTtlHours: int(env.TOKEN_TTL_HOURS, 168),
    logLevel: env.LOG_LEVEL || 'info',
    corsOrigins: origins?.length ? origins : true,
    trustProxy: bool(env.TRUST_PROXY, false),
    bodyLimit: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    seed: bool(env.SEED, !env.DATABASE_URL),
    rateLimit: {
      sendPerIpPerHour: int(env.RATE_SEND_PER_IP_PER_HOUR, 20),
      authPerIpPerMinute: int(env.RATE_AUTH_PER_IP_PER_MINUTE, 60),
    },
  };
}
