import { plainToInstance, Transform } from 'class-transformer';
import { isIP } from 'node:net';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  validateSync,
  ValidationError,
} from 'class-validator';

export const APP_ROLE_NAMES = ['api', 'worker', 'poller'] as const;
export type AppRole = (typeof APP_ROLE_NAMES)[number];

/** Secrets that appear in .env.example / dev defaults: refused when NODE_ENV=production. */
export const EXAMPLE_SECRETS = new Set([
  'dev-only-jwt-secret-change-me-0123456789abcdef',
  'dev-only-link-secret-change-me-0123456789abcdef',
  'change-me',
  'Admin!2345',
  'family',
]);

const toBool = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  if (/^(true|1|yes|on)$/i.test(value)) return true;
  if (/^(false|0|no|off)$/i.test(value)) return false;
  return value;
};
const toInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
const emptyToUndefined = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * The configuration contract (docs/architecture.md). Every value comes from the environment; the
 * defaults are the local development defaults so `npm start` works on a fresh machine.
 */
export class EnvironmentSchema {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @Transform(toInt) @IsInt() @Min(0) @Max(65535)
  PORT = 3000;

  /** Interface the HTTP server binds to (loopback unless told otherwise). */
  @IsString()
  HOST = '127.0.0.1';

  @IsUrl({ require_tld: false, require_protocol: true })
  APP_BASE_URL = 'http://localhost:3000';

  @IsString()
  APP_ROLES = 'api,worker,poller';

  @IsString() @MinLength(1)
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/scamcheck';

  @IsString() @MinLength(1)
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix of every Redis key (queues, locks, rate limits); tests use their own. */
  @IsString() @MinLength(1)
  REDIS_PREFIX = 'scamcheck';

  @IsString() @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET = 'dev-only-jwt-secret-change-me-0123456789abcdef';

  /** HMAC-SHA256 secret of the links in family emails (confirm an address, feedback, alerts). */
  @IsString() @MinLength(32, { message: 'LINK_SIGNING_SECRET must be at least 32 characters' })
  LINK_SIGNING_SECRET = 'dev-only-link-secret-change-me-0123456789abcdef';

  @Transform(toInt) @IsInt() @Min(300) @Max(604800)
  JWT_EXPIRY_SECONDS = 3600;

  @Transform(toInt) @IsInt() @Min(0) @Max(3600)
  REFRESH_TOKEN_REUSE_INTERVAL = 10;

  /** Per-IP limit of /auth/v1/token (password and refresh grants share it), per 5 minutes. */
  @Transform(toInt) @IsInt() @Min(1)
  RATE_LIMIT_TOKEN_PER_5MIN = 150;

  /** Per-IP limit of sign-up, recover, verify and user updates, per 5 minutes. */
  @Transform(toInt) @IsInt() @Min(1)
  RATE_LIMIT_EMAIL_PER_5MIN = 30;

  /** Failed password sign-ins per account (address) in 15 minutes before sign-in answers 429 for it. */
  @Transform(toInt) @IsInt() @Min(1)
  RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT = 10;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  ADMIN_EMAIL?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  ADMIN_PASSWORD?: string;

  @IsString()
  SCAN_MAILBOX_ADDRESS = 'check@scamcheck.local';

  @IsString()
  SUPPORT_EMAIL = 'support@scamcheck.local';

  @IsString()
  IMAP_HOST = '127.0.0.1';

  @Transform(toInt) @IsInt() @Min(1) @Max(65535)
  IMAP_PORT = 1143;

  @Transform(toBool) @IsBoolean()
  IMAP_SECURE = false;

  @IsString()
  IMAP_USER = 'check@scamcheck.local';

  @IsString()
  IMAP_PASSWORD = 'family';

  @IsString()
  SMTP_HOST = '127.0.0.1';

  @Transform(toInt) @IsInt() @Min(1) @Max(65535)
  SMTP_PORT = 2424;

  @Transform(toBool) @IsBoolean()
  SMTP_SECURE = false;

  /** Speak LMTP instead of SMTP (the local Dovecot delivers with LMTP). */
  @Transform(toBool) @IsBoolean()
  SMTP_LMTP = true;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  SMTP_USER?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  SMTP_PASSWORD?: string;

  @IsString()
  MAIL_FROM = 'ScamCheck <check@scamcheck.local>';

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  MAIL_AUTHSERV_ID?: string;

  @Transform(toInt) @IsInt() @Min(0) @Max(1000)
  DAILY_SCAN_LIMIT = 2;

  @Transform(toBool) @IsBoolean()
  AUTH_CONFIRM_EMAIL = true;

  @Transform(toInt) @IsInt() @Min(1024) @Max(100 * 1024 * 1024)
  MAX_EMAIL_BYTES = 10 * 1024 * 1024;

  /** Mailbox folder processed messages are moved to (created when missing). */
  @IsString() @MinLength(1)
  MAILBOX_PROCESSED_FOLDER = 'Processed';

  /** Days a processed message stays in MAILBOX_PROCESSED_FOLDER before it is deleted; 0 deletes it at once. */
  @Transform(toInt) @IsInt() @Min(0) @Max(365)
  MAILBOX_RETENTION_DAYS = 1;

  /** Safety-net re-scan of the scanning mailbox (IDLE does the fast path), in milliseconds. */
  @Transform(toInt) @IsInt() @Min(500) @Max(3_600_000)
  MAILBOX_RESCAN_MS = 30_000;

  /** Lifetime of the single-poller Redis lock (renewed at a third of it), in milliseconds. */
  @Transform(toInt) @IsInt() @Min(1000) @Max(600_000)
  POLLER_LOCK_TTL_MS = 15_000;

  /** Jobs processed at once per worker process, per queue. */
  @Transform(toInt) @IsInt() @Min(1) @Max(100)
  WORKER_CONCURRENCY = 4;

  /** Screenshots read (OCR) at once per worker process: each one keeps a core busy for a few seconds. */
  @Transform(toInt) @IsInt() @Min(1) @Max(8)
  OCR_CONCURRENCY = 1;

  /** Longest reading of one screenshot, in milliseconds; past it the reader is stopped and the family member told. */
  @Transform(toInt) @IsInt() @Min(1000) @Max(120_000)
  OCR_TIMEOUT_MS = 20_000;

  /** Largest screenshot read, in bytes (a phone's screenshot is 0.2 to 3 MB); larger ones get a polite reply. */
  @Transform(toInt) @IsInt() @Min(10_000) @Max(50 * 1024 * 1024)
  OCR_MAX_IMAGE_BYTES = 8 * 1024 * 1024;

  /**
   * Failed attempts after which an intake job gives up on its message: recorded `unreadable`, one
   * reply to an authenticated forwarder, purged from the mailbox (at most the intake job's 10 attempts).
   */
  @Transform(toInt) @IsInt() @Min(1) @Max(10)
  INTAKE_MAX_ATTEMPTS = 5;

  /** How often a worker re-queues unsent replies whose job was lost (older than twice this), in milliseconds. */
  @Transform(toInt) @IsInt() @Min(500) @Max(3_600_000)
  REPLY_SWEEP_MS = 30_000;

  /** Bull job lock: a job whose worker died is retried after about this long, in milliseconds. */
  @Transform(toInt) @IsInt() @Min(1000) @Max(600_000)
  QUEUE_LOCK_MS = 30_000;

  /**
   * Which reverse proxies may set X-Forwarded-For (per-IP rate limits use the client address it
   * gives): `false`, the number of proxy hops in front of the app, or the proxies' addresses/subnets.
   * Parsed by parseTrustProxy; `true` (trust anyone) is refused.
   */
  @IsString()
  TRUST_PROXY = 'false';

  @Transform(emptyToUndefined) @IsOptional() @IsUrl({ require_tld: false, require_protocol: true })
  LLM_BASE_URL?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  LLM_API_KEY?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  LLM_MODEL?: string;

  @IsIn(['fatal', 'error', 'warn', 'log', 'debug', 'verbose'])
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'log' | 'debug' | 'verbose' = 'log';
}

/** Express's `trust proxy` setting: off, a hop count, or the proxies' addresses and subnets. */
export type TrustProxy = false | number | string[];

export interface AppConfig extends Omit<EnvironmentSchema, 'APP_ROLES' | 'TRUST_PROXY'> {
  APP_ROLES: AppRole[];
  TRUST_PROXY: TrustProxy;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (or 0), a hop count, or a comma-separated list of proxy addresses / CIDR
 * subnets (or loopback, linklocal, uniquelocal). A boolean `true` would let any direct client pick
 * its own address with X-Forwarded-For and so rotate past the per-IP rate limits: refused.
 */
export function parseTrustProxy(raw: string): TrustProxy | { problem: string } {
  const value = raw.trim();
  if (/^(false|no|off|0)?$/i.test(value)) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : { problem: 'a hop count must be between 0 and 10' };
  }
  if (/^(true|yes|on)$/i.test(value)) {
    return { problem: 'true would trust any client\'s X-Forwarded-For; give the number of proxies in front of the app (e.g. 1) or their addresses' };
  }
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length > 0) return { problem: `not an IP address or subnet: ${bad.join(', ')}` };
  return entries;
}

export class ConfigError extends Error {}

function describe(errors: ValidationError[]): string[] {
  return errors.flatMap((e) =>
    Object.values(e.constraints ?? {}).map((m) => `  - ${e.property}: ${m} (got ${JSON.stringify(e.value)})`),
  );
}

/** Validates the environment once. Throws ConfigError with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new EnvironmentSchema());
  const input: Record<string, string> = {};
  for (const key of known) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const parsed = plainToInstance(EnvironmentSchema, input, { exposeDefaultValues: true });
  const errors = validateSync(parsed, { whitelist: true });
  const problems = describe(errors);

  const roles = parsed.APP_ROLES.split(',').map((r) => r.trim()).filter(Boolean);
  const badRoles = roles.filter((r) => !(APP_ROLE_NAMES as readonly string[]).includes(r));
  if (roles.length === 0 || badRoles.length > 0) {
    problems.push(`  - APP_ROLES: use a comma-separated list of ${APP_ROLE_NAMES.join(', ')} (got "${parsed.APP_ROLES}")`);
  }
  if (Boolean(parsed.ADMIN_EMAIL) !== Boolean(parsed.ADMIN_PASSWORD)) {
    problems.push('  - ADMIN_EMAIL and ADMIN_PASSWORD: set both to seed an admin, or neither');
  }
  if (parsed.LINK_SIGNING_SECRET === parsed.JWT_SECRET) {
    problems.push('  - LINK_SIGNING_SECRET: must differ from JWT_SECRET');
  }
  const trustProxy = parseTrustProxy(parsed.TRUST_PROXY);
  if (typeof trustProxy === 'object' && !Array.isArray(trustProxy)) {
    problems.push(`  - TRUST_PROXY: ${trustProxy.problem} (got "${parsed.TRUST_PROXY}")`);
  }
  if (parsed.LLM_BASE_URL && !parsed.LLM_MODEL) {
    problems.push('  - LLM_MODEL: required when LLM_BASE_URL is set');
  }
  if (parsed.NODE_ENV === 'production' && !parsed.AUTH_CONFIRM_EMAIL) {
    problems.push(
      '  - AUTH_CONFIRM_EMAIL: false is for development and tests: without confirmation anyone can sign up with ' +
        'someone else\'s address, and sign-up has to tell which addresses already have an account',
    );
  }
  if (parsed.NODE_ENV === 'production') {
    for (const key of ['JWT_SECRET', 'LINK_SIGNING_SECRET', 'ADMIN_PASSWORD', 'IMAP_PASSWORD', 'SMTP_PASSWORD'] as const) {
      const value = parsed[key];
      if (value && (EXAMPLE_SECRETS.has(value) || value.includes('change-me'))) {
        problems.push(`  - ${key}: an example value is not allowed with NODE_ENV=production; set a real secret`);
      }
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return { ...parsed, APP_ROLES: roles as AppRole[], TRUST_PROXY: trustProxy as TrustProxy };
}
