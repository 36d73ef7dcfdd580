import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { REPO_DIR } from './paths.js';

/** Everything the server reads from its environment, with defaults that are safe for one machine. */
export interface Config {
  host: string;
  port: number;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | null;
  /** Folder of the embedded database and uploaded files; `:memory:` keeps everything in memory (tests). */
  dataDir: string;
  /** Built shell (index.html and its assets). */
  shellDir: string;
  /** Released remotes and the registry (`npm run release`). */
  deployDir: string;
  /** Origins allowed to make state-changing calls besides the server's own. */
  allowedOrigins: string[];
  /**
   * True behind HTTPS: Secure `__Host-` session cookie, HSTS and upgrade-insecure-requests. On whenever
   * PUBLIC_URL is https, whatever SECURE_COOKIES says, so a forgotten or stale setting cannot leave sessions
   * on plain HTTP; SECURE_COOKIES=true also turns it on when PUBLIC_URL is not https.
   */
  secure: boolean;
  logLevel: string;
  seed: boolean;
  /** The address citizens use, for links in e-mails and the OpenID redirect. */
  publicUrl: string;
  /** SMTP server for outgoing mail; without it mail is kept in the outbox table and a file for a developer. */
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * Seconds between a failed send and the next attempt, one per retry (MAIL_RETRY_SECONDS); after the last,
   * the mail is marked failed.
   */
  mailRetrySeconds: number[];
  /** When set, /api/metrics/ answers only `Authorization: Bearer <token>`, from anywhere; unset, only loopback. */
  metricsToken: string | null;
  redisUrl: string | null;
  /**
   * Namespace of every Redis key and channel this site uses, so several sites (or test runs) can share one
   * Redis without reading each other's counters or notifications.
   */
  redisPrefix: string;
  /** Key for the HMAC of client IP addresses used by rate limits (rotated daily); random per process when unset. */
  ipHashSecret: string;
  /** RECEIPT_PEPPER; when unset (embedded database only) one is generated once into the data folder. */
  receiptPepper: string | null;
  /** Which proxies may say who the client is (X-Forwarded-For); see parseTrustProxy. */
  trustProxy: TrustProxy;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /** Addresses that hold every staff role from their first sign-in (a new site's first staff); more with `npm run staff`. */
  staffEmails: string[];
  /**
   * PostgreSQL only: the most connections this instance holds (DATABASE_POOL_SIZE), how long a request waits
   * for one (DATABASE_POOL_WAIT_MS) and how long one statement may run (DATABASE_STATEMENT_TIMEOUT_MS, 0 for no
   * limit) before the request is answered 503 with Retry-After instead of queueing behind the others.
   */
  databasePool: { size: number; waitMs: number; statementTimeoutMs: number };
  /** Reports and complaints accepted per client (HMAC of the address) an hour. */
  reportsPerHour: number;
  /**
   * Release health events a client (one address) may send a minute (RELEASE_HEALTH_PER_MINUTE). Mobile networks put
   * many phones behind one address, so it is well above what one browser sends (a few per page).
   */
  releaseHealthPerMinute: number;
  /**
   * Accounts one client (one address) may create in 10 minutes (SIGN_UPS_PER_CLIENT). Mobile networks put many
   * phones behind one address; an operator who sees citizens refused at a busy time can raise it.
   */
  signUpsPerClient: number;
  /** How fast a request body must arrive once it has started (see bodyDeadline.ts). */
  bodyPace: { graceSeconds: number; windowSeconds: number; minBytesPerSecond: number };
  /** On SIGTERM, how long requests in flight may take to finish before the process stops anyway. */
  shutdownGraceSeconds: number;
  /** How often the canary guard looks at running canaries' error rates (CANARY_CHECK_INTERVAL_MS); 0 turns it off. */
  canaryCheckIntervalMs: number;
  /** How often changes to followed counties and projects are delivered (FOLLOW_CHECK_INTERVAL_MS); 0 turns it off. */
  followCheckIntervalMs: number;
  /** Days a closed report or complaint is kept, with its files, before the retention schedule deletes it. */
  closedCaseRetentionDays: number;
  /** How often the retention schedule runs (api/src/operations/retention.ts); 0: never. */
  retentionIntervalMs: number;
}

/**
 * Configuration the server cannot start with. Each problem is one line naming the setting and what it must
 * be; server.ts prints just these lines, without a stack trace, so an operator reads what to fix.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new ConfigError([`${name} must be a whole number, got "${value}"`]);
  return parsed;
}

/**
 * Who may tell the server a client's address: nobody (`false`, the default: the address is the socket's);
 * the `hops` proxies nearest the server, whatever their addresses; or proxies at these `addresses`.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list. */
const ADDRESS_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (ADDRESS_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no proxy; a whole number is how many proxies stand in front of
 * the server (nginx alone: 1); otherwise a comma-separated list of the proxies' addresses or networks.
 * `true` (trust anyone's X-Forwarded-For) is refused: any client could then choose its rate-limit bucket.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false' || setting === '0') return false;
  if (/^\d+$/.test(setting) && Number(setting) <= 100) return { hops: Number(setting) };
  const entries = setting.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => entry !== '' && isAddressOrNetwork(entry))) return { addresses: entries };
  throw new ConfigError([
    `TRUST_PROXY must be the number of proxies in front of the server (e.g. 1), or a comma-separated list of the proxies' addresses or networks (e.g. 127.0.0.1,10.0.0.0/8; loopback, linklocal and uniquelocal name those ranges), or false; got "${setting}"`,
  ]);
}

/**
 * Secrets every instance of a scaled-out site must hold the same value of. Each instance would otherwise
 * make up its own: a receipt issued by one would be 'not found' on the others, and their rate-limit keys
 * would not agree.
 */
const SHARED_SECRETS = ['RECEIPT_PEPPER', 'IP_HASH_SECRET'] as const;

/**
 * Refuses to run on PostgreSQL (DATABASE_URL) without the shared secrets: one line per missing setting.
 * The embedded database has one process and keeps its own generated pepper, so it needs none of them.
 */
export function requireSharedSecrets(env: NodeJS.ProcessEnv = process.env): void {
  if (!env.DATABASE_URL) return;
  const problems: string[] = [];
  for (const name of SHARED_SECRETS) {
    if (env[name]?.trim()) continue;
    let line = `${name} must be set (at least 32 random characters, e.g. from 'openssl rand -hex 32') when DATABASE_URL is set: every instance must use the same value.`;
    // A site that ran on PostgreSQL before this was required used a pepper generated into its data folder;
    // a new one would make every receipt issued so far unfindable.
    const generated = path.join(path.resolve(env.DATA_DIR || path.join(REPO_DIR, 'data')), 'secrets', 'receipt-pepper');
    if (name === 'RECEIPT_PEPPER' && env.DATA_DIR !== ':memory:' && existsSync(generated)) line += ` To keep earlier receipts working, use the value in ${generated}.`;
    problems.push(line);
  }
  if (problems.length) throw new ConfigError(problems);
}

/** 1 min, 5 min, 30 min, 2 h, 6 h: nine hours in all, so a mail server down for a night still gets its mail. */
const MAIL_RETRY_SECONDS = [60, 300, 1800, 7200, 21600];

function retrySeconds(value: string | undefined): number[] {
  if (value === undefined || value.trim() === '') return MAIL_RETRY_SECONDS;
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length > 20 || !parts.every((part) => /^\d{1,6}$/.test(part) && Number(part) > 0)) {
    throw new ConfigError([
      `MAIL_RETRY_SECONDS must be a comma-separated list of waits in seconds, one per retry (at most 20), e.g. ${MAIL_RETRY_SECONDS.join(',')}; got "${value}"`,
    ]);
  }
  return parts.map(Number);
}

/** A token a scraper sends: long enough that it cannot be guessed. */
function metricsToken(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < 16 || /\s/.test(value)) {
    throw new ConfigError(["METRICS_TOKEN must be at least 16 characters without spaces (e.g. from 'openssl rand -hex 32'), or unset to serve metrics to loopback only"]);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${int(env.PORT, 8080, 'PORT')}`).replace(/\/+$/, '');
  return {
    host: env.HOST || 'localhost',
    port: int(env.PORT, 8080, 'PORT'),
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR === ':memory:' ? ':memory:' : path.resolve(env.DATA_DIR || path.join(REPO_DIR, 'data')),
    shellDir: path.resolve(env.SHELL_DIR || path.join(REPO_DIR, 'shell', 'dist')),
    deployDir: path.resolve(env.DEPLOY_DIR || path.join(REPO_DIR, 'deploy')),
    allowedOrigins: (env.ALLOWED_ORIGINS || '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    secure: env.SECURE_COOKIES === 'true' || publicUrl.toLowerCase().startsWith('https:'),
    logLevel: env.LOG_LEVEL || 'info',
    seed: env.SEED !== 'false',
    publicUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Uwazi Hub <no-reply@uwazihub.example>',
    mailRetrySeconds: retrySeconds(env.MAIL_RETRY_SECONDS),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'uwazi:',
    ipHashSecret: env.IP_HASH_SECRET || randomBytes(32).toString('hex'),
    receiptPepper: env.RECEIPT_PEPPER || null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 30, 'SESSION_IDLE_MINUTES'),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12, 'SESSION_ABSOLUTE_HOURS'),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER || 'https://accounts.google.com' }
        : null,
    databasePool: {
      size: Math.max(1, int(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE')),
      waitMs: Math.max(1, int(env.DATABASE_POOL_WAIT_MS, 5_000, 'DATABASE_POOL_WAIT_MS')),
      statementTimeoutMs: int(env.DATABASE_STATEMENT_TIMEOUT_MS, 15_000, 'DATABASE_STATEMENT_TIMEOUT_MS'),
    },
    reportsPerHour: int(env.REPORTS_PER_HOUR, 5, 'REPORTS_PER_HOUR'),
    releaseHealthPerMinute: Math.max(1, int(env.RELEASE_HEALTH_PER_MINUTE, 600, 'RELEASE_HEALTH_PER_MINUTE')),
    signUpsPerClient: Math.max(1, int(env.SIGN_UPS_PER_CLIENT, 10, 'SIGN_UPS_PER_CLIENT')),
    bodyPace: {
      graceSeconds: int(env.BODY_GRACE_SECONDS, 10, 'BODY_GRACE_SECONDS'),
      windowSeconds: Math.max(1, int(env.BODY_WINDOW_SECONDS, 10, 'BODY_WINDOW_SECONDS')),
      minBytesPerSecond: int(env.BODY_MIN_BYTES_PER_SECOND, 500, 'BODY_MIN_BYTES_PER_SECOND'),
    },
    shutdownGraceSeconds: int(env.SHUTDOWN_GRACE_SECONDS, 25, 'SHUTDOWN_GRACE_SECONDS'),
    canaryCheckIntervalMs: int(env.CANARY_CHECK_INTERVAL_MS, 15_000, 'CANARY_CHECK_INTERVAL_MS'),
    followCheckIntervalMs: int(env.FOLLOW_CHECK_INTERVAL_MS, 15_000, 'FOLLOW_CHECK_INTERVAL_MS'),
    closedCaseRetentionDays: Math.max(1, int(env.CLOSED_CASE_RETENTION_DAYS, 1825, 'CLOSED_CASE_RETENTION_DAYS')),
    retentionIntervalMs: int(env.RETENTION_INTERVAL_MS, 6 * 60 * 60 * 1000, 'RETENTION_INTERVAL_MS'),
    staffEmails: (env.STAFF_EMAILS || '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  };
}
