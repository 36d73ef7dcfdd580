import { chmod, mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Queryable } from '../db/index.js';
import { errorMessage } from '../observability/log.js';
import { RESET_TOKEN_HOURS, VERIFY_TOKEN_HOURS } from '../accounts/mails.js';
import { NEWSLETTER_CONFIRM_HOURS, SEAT_HOLD_HOURS, WAITLIST_CONFIRM_HOURS } from '../community/mails.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /**
   * A one-click unsubscribe address (RFC 8058) for a mail a citizen chose to receive: sent as List-Unsubscribe
   * with List-Unsubscribe-Post, so their mail app offers "Unsubscribe" beside the sender.
   */
  unsubscribe?: string;
}

/** Mails waiting in the queue: due now, waiting for their next attempt, and being sent by some instance. */
export interface MailQueueDepth {
  due: number;
  waiting: number;
  sending: number;
}

/** What the queue reports to the metrics (each instance counts what it did itself). */
export interface MailCounters {
  sent(): void;
  retried(): void;
  givenUp(): void;
}

export interface Mailer {
  /**
   * Puts a mail in the outbox and returns without waiting for SMTP: a request that sends a mail never fails or
   * waits because the mail server is slow or down. With SMTP_URL the queue sends it (retrying with backoff);
   * without, it is kept for a developer (see createMailer).
   */
  send(mail: Mail): Promise<void>;
  /** Starts the sending loop and the hourly sweep (the app calls it when it is ready). */
  start(): void;
  queueDepth(): Promise<MailQueueDepth>;
  /** Removes mail bodies (and developer copies) whose links have all expired; hourly, and at start. */
  sweep(): Promise<void>;
  /** Stops the loop, letting a send in progress finish for a few seconds. */
  close(): Promise<void>;
}

/**
 * Queues `mail` for a request whose answer must not depend on it (an acknowledgement, a notice): a failure to
 * queue is logged, naming `label`, and the request goes on.
 */
export async function sendQuietly(app: { mailer: Mailer; log: FastifyBaseLogger }, mail: Mail, label: string): Promise<void> {
  try {
    await app.mailer.send(mail);
  } catch (error) {
    app.log.error({ err: error instanceof Error ? error.message : String(error) }, `${label} could not be queued`);
  }
}

/** What a mail's body becomes once it was sent or its links expired: the links in it must not outlive their use. */
export const REMOVED_BODY = '[body removed: links in a mail are not kept once it is sent, given up or expired]';

/**
 * The longest any e-mailed link works. An unsent developer copy is useless after it, so its body (and file) go.
 * Unsubscribe links do not expire, but they come in the same mail as a newsletter confirmation (48 hours) and
 * in every newsletter, so nothing is lost when an old copy goes.
 */
export const LONGEST_LINK_HOURS = Math.max(VERIFY_TOKEN_HOURS, RESET_TOKEN_HOURS, SEAT_HOLD_HOURS, WAITLIST_CONFIRM_HOURS, NEWSLETTER_CONFIRM_HOURS);

/** A mail as the queue claims it. */
interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  unsubscribe_url: string | null;
}

/** A claimed mail that is not marked sent or failed within this long is taken to belong to an instance that died. */
const LEASE_SECONDS = 10 * 60;
/** Mails claimed per query; the loop claims again while it gets full batches. */
const BATCH = 10;
/** How often an idle loop looks for mails queued by other instances or left by one that died. */
const IDLE_POLL_MS = 30_000;
const SWEEP_INTERVAL_MS = 60 * 60_000;
/** How long closing waits for a send in progress; a mail cut off here is sent again once its lease runs out. */
const CLOSE_WAIT_MS = 5_000;

/**
 * Takes due mails for this instance, committing the claim at once: the row is locked only for this statement
 * (`SKIP LOCKED` passes over rows another instance is claiming), and once committed its state and lease keep
 * every other instance away, so no mail is sent twice. The SMTP conversation happens outside any transaction.
 * A row still `sending` past its lease was claimed by an instance that died mid-send; it is claimed again.
 */
const CLAIM = `
  UPDATE outbox SET state = 'sending', attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
   WHERE id IN (SELECT id FROM outbox WHERE state IN ('queued', 'sending') AND next_attempt_at <= now()
                 ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
  RETURNING id, recipient, subject, body, attempts, unsubscribe_url`;

/**
 * The outbox is the mail queue (migration 012). Every mail is a row first.
 *
 * With SMTP_URL, each instance runs a small loop that claims due rows (see CLAIM) and sends them. A failed send
 * is tried again after the next delay of `config.mailRetrySeconds` (1 min, 5 min, 30 min, 2 h, 6 h by default),
 * then marked failed. Once sent (or given up), the body is replaced by REMOVED_BODY: recipient, subject, times
 * and attempts stay, the single-use links do not.
 *
 * Without SMTP_URL (a developer's machine) a mail is kept in the outbox and written to a file in
 * `<DATA_DIR>/mail/` (0600) for the developer to open its links; the log says only its id, subject and file,
 * never the body, because the links in it are as good as a password. Bodies and files go once every link
 * in them has expired (LONGEST_LINK_HOURS).
 */
export function createMailer(config: Config, db: Queryable, log: FastifyBaseLogger, counters?: MailCounters): Mailer {
  // The SMTP client is loaded only when SMTP_URL is set. Its timeouts are bounded, so a mail server that
  // accepts the connection and then says nothing cannot hold the loop.
  const { smtpUrl } = config;
  const transport: Promise<Transporter> | null = smtpUrl
    ? import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 }),
      )
    : null;
  const mailDir = config.dataDir === ':memory:' ? null : path.join(config.dataDir, 'mail');
  const retryDelays = config.mailRetrySeconds;

  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let sweepTimer: NodeJS.Timeout | null = null;
  let pass: Promise<void> | null = null;
  let sweeping: Promise<void> | null = null;
  let again = false;

  async function keepForDeveloper(id: number, mail: Mail): Promise<string | null> {
    if (!mailDir) return null;
    await mkdir(mailDir, { recursive: true, mode: 0o700 });
    const file = path.join(mailDir, `outbox-${id}.txt`);
    await writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\nDate: ${new Date().toISOString()}\nOutbox id: ${id}\n\n${mail.text}\n`, { mode: 0o600 });
    // The mode above applies only to a new file; one left by an earlier database with the same id is overwritten.
    await chmod(file, 0o600);
    return file;
  }

  async function deliver(mail: OutboxRow): Promise<void> {
    const headers = mail.unsubscribe_url ? { 'List-Unsubscribe': `<${mail.unsubscribe_url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;
    try {
      await (await transport!).sendMail({ from: config.mailFrom, to: mail.recipient, subject: mail.subject, text: mail.body, ...(headers ? { headers } : {}) });
    } catch (error) {
      const message = errorMessage(error).slice(0, 1000);
      const delay = retryDelays[mail.attempts - 1];
      if (delay === undefined) {
        // Nothing will send it now, and its links may still work: the body goes, the error stays for the operator.
        await db.query(`UPDATE outbox SET state = 'failed', last_error = $2, body = $3, body_removed_at = now() WHERE id = $1`, [mail.id, message, REMOVED_BODY]);
        counters?.givenUp();
        log.error({ mail: { id: mail.id, attempts: mail.attempts }, err: message }, 'mail could not be sent; giving up');
      } else {
        await db.query(`UPDATE outbox SET state = 'queued', last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1`, [mail.id, message, delay]);
        counters?.retried();
        log.warn({ mail: { id: mail.id, attempts: mail.attempts, retryInSeconds: delay }, err: message }, 'mail could not be sent; will retry');
      }
      return;
    }
    await db.query(`UPDATE outbox SET state = 'sent', sent_at = now(), last_error = NULL, body = $2, body_removed_at = now() WHERE id = $1`, [mail.id, REMOVED_BODY]);
    counters?.sent();
    log.info({ mail: { id: mail.id, attempts: mail.attempts } }, 'mail sent');
  }

  /** Sends everything due; resolves with how long to sleep before the next attempt falls due. */
  async function work(): Promise<number> {
    for (;;) {
      const claimed = await db.query<OutboxRow>(CLAIM, [LEASE_SECONDS, BATCH]);
      for (const mail of claimed) await deliver({ ...mail, id: Number(mail.id) });
      if (claimed.length < BATCH || stopped) break;
    }
    const [next] = await db.query<{ ms: number | null }>(
      `SELECT (extract(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS ms FROM outbox WHERE state IN ('queued', 'sending')`,
    );
    return Math.min(IDLE_POLL_MS, Math.max(10, Math.ceil(next?.ms ?? IDLE_POLL_MS)));
  }

  function run(): void {
    pass = work()
      .catch((error: unknown) => {
        log.error({ err: errorMessage(error) }, 'mail queue pass failed');
        return IDLE_POLL_MS;
      })
      .then((delay) => {
        pass = null;
        if (stopped) return;
        if (again) {
          again = false;
          run();
          return;
        }
        timer = setTimeout(() => {
          timer = null;
          run();
        }, delay);
        timer.unref();
      });
  }

  /** Looks at the queue now (a mail was just queued) rather than at the next scheduled time. */
  function wake(): void {
    if (stopped || !transport) return;
    if (pass) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    run();
  }

  async function sweepNow(): Promise<void> {
    const removed = await db.query<{ id: number }>(
      `UPDATE outbox SET body = $1, body_removed_at = now(),
              last_error = CASE WHEN state IN ('queued', 'sending') THEN 'its links expired before it could be sent' ELSE last_error END,
              state = CASE WHEN state IN ('queued', 'sending') THEN 'failed' ELSE state END
        WHERE body_removed_at IS NULL AND created_at < now() - make_interval(hours => $2)
       RETURNING id`,
      [REMOVED_BODY, LONGEST_LINK_HOURS],
    );
    let files = 0;
    if (mailDir) {
      const before = Date.now() - LONGEST_LINK_HOURS * 3_600_000;
      const names = await readdir(mailDir).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(mailDir, name);
        const info = await stat(file).catch(() => null);
        if (info?.isFile() && info.mtimeMs < before) {
          await unlink(file).catch(() => undefined);
          files += 1;
        }
      }
    }
    if (removed.length || files) log.info({ bodies: removed.length, files }, 'expired mail bodies removed');
  }

  function sweep(): Promise<void> {
    sweeping ??= sweepNow()
      .catch((error: unknown) => log.error({ err: errorMessage(error) }, 'mail sweep failed'))
      .finally(() => (sweeping = null));
    return sweeping;
  }

  return {
    async send(mail) {
      const [row] = await db.query<{ id: number }>(`INSERT INTO outbox (recipient, subject, body, state, unsubscribe_url) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
        mail.to,
        mail.subject,
        mail.text,
        transport ? 'queued' : 'kept',
        mail.unsubscribe ?? null,
      ]);
      const id = Number(row!.id);
      if (transport) {
        wake();
        return;
      }
      let file: string | null = null;
      try {
        file = await keepForDeveloper(id, mail);
      } catch (error) {
        log.error({ mail: { id }, err: errorMessage(error) }, 'the developer copy of a mail could not be written');
      }
      log.info({ mail: { id, subject: mail.subject, ...(file ? { file } : {}) } }, 'mail kept in the outbox (no SMTP_URL set)');
    },
    start() {
      if (!stopped) return;
      stopped = false;
      void sweep();
      sweepTimer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
      sweepTimer.unref();
      wake();
    },
    async queueDepth() {
      const [row] = await db.query<MailQueueDepth>(
        `SELECT count(*) FILTER (WHERE state = 'queued' AND next_attempt_at <= now())::int AS due,
                count(*) FILTER (WHERE state = 'queued' AND next_attempt_at > now())::int AS waiting,
                count(*) FILTER (WHERE state = 'sending')::int AS sending
           FROM outbox WHERE state IN ('queued', 'sending')`,
      );
      return row ?? { due: 0, waiting: 0, sending: 0 };
    },
    sweep,
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (sweepTimer) clearInterval(sweepTimer);
      timer = sweepTimer = null;
      let wait: NodeJS.Timeout | undefined;
      const giveUp = new Promise<void>((resolve) => (wait = setTimeout(resolve, CLOSE_WAIT_MS)));
      await Promise.race([Promise.all([pass, sweeping]), giveUp]);
      clearTimeout(wait);
      (await transport)?.close();
    },
  };
}
