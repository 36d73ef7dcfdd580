import { randomBytes } from 'node:crypto';
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
  /** SMTP server for outgoing mail; without it mail goes to the outbox table and the log. */
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  /**
   * Namespace of every Redis key and channel this site uses, so several sites (or test runs) can share one
   * Redis without reading each other's counters or notifications.
   */
  redisPrefix: string;
  /** Key for the HMAC of client IP addresses used by rate limits (rotated daily); random per process when unset. */
  ipHashSecret: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /** Addresses that are case handlers from their first sign-in (bootstrapping a desk); more with `npm run staff`. */
  staffEmails: string[];
  /** Reports and complaints accepted per client (HMAC of the address) an hour. */
  reportsPerHour: number;
  /** How fast a request body must arrive once it has started (see bodyDeadline.ts). */
  bodyPace: { graceSeconds: number; windowSeconds: number; minBytesPerSecond: number };
  /** On SIGTERM, how long requests in flight may take to finish before the process stops anyway. */
  shutdownGraceSeconds: number;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
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
    allowedOrigins: (env.ALLOWED_ORIGINS || '').split(',').map((origin) => origin.trim()).filter(Boolean),
    secure: env.SECURE_COOKIES === 'true' || publicUrl.toLowerCase().startsWith('https:'),
    logLevel: env.LOG_LEVEL || 'info',
    seed: env.SEED !== 'false',
    publicUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Uwazi Hub <no-reply@uwazihub.example>',
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'uwazi:',
    ipHashSecret: env.IP_HASH_SECRET || randomBytes(32).toString('hex'),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 30, 'SESSION_IDLE_MINUTES'),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12, 'SESSION_ABSOLUTE_HOURS'),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER || 'https://accounts.google.com' }
        : null,
    reportsPerHour: int(env.REPORTS_PER_HOUR, 5, 'REPORTS_PER_HOUR'),
    bodyPace: {
      graceSeconds: int(env.BODY_GRACE_SECONDS, 10, 'BODY_GRACE_SECONDS'),
      windowSeconds: Math.max(1, int(env.BODY_WINDOW_SECONDS, 10, 'BODY_WINDOW_SECONDS')),
      minBytesPerSecond: int(env.BODY_MIN_BYTES_PER_SECOND, 500, 'BODY_MIN_BYTES_PER_SECOND'),
    },
    shutdownGraceSeconds: int(env.SHUTDOWN_GRACE_SECONDS, 25, 'SHUTDOWN_GRACE_SECONDS'),
    staffEmails: (env.STAFF_EMAILS || '').split(',').map((email) => email.trim().toLowerCase()).filter(Boolean),
  };
}
