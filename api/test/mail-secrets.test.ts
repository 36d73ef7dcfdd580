import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../src/db/index.js';
import { DATABASES, databaseBeforeMigration, SAME_ORIGIN, signUpPayload, startTestSite, type DatabaseBeforeMigration, type TestSite } from './harness.js';
import { tokenFrom } from './mailbox.js';
import { buildApp } from '../src/app.js';
import { LONGEST_LINK_HOURS, REMOVED_BODY } from '../src/mail/mailer.js';

const PASSWORD = 'Kisumu-Lakeside-Evenings-2026';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

for (const database of DATABASES) {
  describe(`mails kept without SMTP_URL, on ${database.name}`, () => {
    let site: TestSite;
    let dataDir: string;
    before(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'civic-mail-'));
      site = await startTestSite(database.url, { DATA_DIR: dataDir, SMTP_URL: '' });
    });
    after(async () => {
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    let clients = 0;
    const post = (url: string, payload: unknown, cookie?: string) => {
      clients += 1;
      return site.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: `10.60.0.${clients}`, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });
    };

    /** The newest mail to `to` whose subject matches, as kept in the outbox, once it is there. */
    const mailTo = (to: string, subject: RegExp) =>
      until(
        async () =>
          (await site.db.query<{ id: number; subject: string; body: string }>('SELECT id, subject, body FROM outbox WHERE recipient = $1 ORDER BY id DESC', [to])).find((mail) =>
            subject.test(mail.subject),
          ),
        Boolean,
        `a mail to ${to} about ${subject}`,
      ).then((mail) => ({ id: Number(mail!.id), to, subject: mail!.subject, text: mail!.body }));

    it('writes every token-carrying mail to a 0600 file, opens every link, and no log line holds a token', async () => {
      const tokens: string[] = [];
      const email = `links.${Date.now()}@example.org`;

      // Sign-up: the verification link.
      assert.equal((await post('/api/auth/signup/', signUpPayload(email, { password: PASSWORD }))).statusCode, 201);
      const verification = await mailTo(email, /Confirm your e-mail/);
      const verify = tokenFrom(verification, '/auth/verify-email');
      tokens.push(verify);
      assert.equal((await site.app.inject({ url: `/auth/verify-email?token=${encodeURIComponent(verify)}` })).statusCode, 200);
      assert.equal((await post('/api/auth/verify-email/', { token: verify })).statusCode, 200);

      // The developer's copy: in DATA_DIR/mail, readable by the server's user only, holding the live link.
      const file = path.join(dataDir, 'mail', `outbox-${verification.id}.txt`);
      assert.ok(existsSync(file), `${file} was written`);
      assert.equal(statSync(file).mode & 0o777, 0o600);
      assert.equal(statSync(path.join(dataDir, 'mail')).mode & 0o777, 0o700);
      assert.ok(readFileSync(file, 'utf8').includes(`/auth/verify-email?token=${encodeURIComponent(verify)}`));
      const kept = site.logs.map((line) => JSON.parse(line)).find((line) => line.msg === 'mail kept in the outbox (no SMTP_URL set)' && line.mail?.id === verification.id);
      assert.deepEqual(kept?.mail, { id: verification.id, subject: verification.subject, file });

      // Reset password.
      assert.equal((await post('/api/auth/reset-password/', { email })).statusCode, 200);
      const reset = tokenFrom(await mailTo(email, /reset/i), '/auth/reset-password');
      tokens.push(reset);
      assert.equal((await site.app.inject({ url: `/auth/reset-password?token=${encodeURIComponent(reset)}`, headers: { accept: 'text/html' } })).statusCode, 200);
      assert.equal((await post('/api/auth/reset-password/confirm/', { token: reset, password: 'Nyeri-Mangoes-Ripen-Late-2026' })).statusCode, 200);

      // A workshop seat held by a visitor, and a waitlist place.
      const [workshop] = await site.db.query<{ id: string }>(`SELECT id FROM workshops WHERE registrations_count < capacity ORDER BY id LIMIT 1`);
      const visitor = `seat.${Date.now()}@example.org`;
      const held = await post(`/api/workshops/${workshop!.id}/register/`, {
        name: 'Wanjiru Test',
        email: visitor,
        phone: '+254 700 000 002',
        organization: '',
        role: '',
        expectations: '',
      });
      assert.equal(held.statusCode, 201, held.body);
      const seat = tokenFrom(await mailTo(visitor, /.*/), '/workshops/confirm');
      tokens.push(seat);
      assert.equal((await site.app.inject({ url: `/workshops/confirm?token=${encodeURIComponent(seat)}` })).statusCode, 200);
      assert.equal((await post('/api/workshops/confirm/', { token: seat })).statusCode, 200);
      const waiting = `wait.${Date.now()}@example.org`;
      assert.equal((await post('/api/workshops/social-audit-fellowship/waitlist/', { email: waiting })).statusCode, 200);
      const place = tokenFrom(await mailTo(waiting, /.*/), '/workshops/confirm');
      tokens.push(place);
      assert.equal((await post('/api/workshops/confirm/', { token: place })).statusCode, 200);

      // The newsletter: confirm, then unsubscribe.
      const reader = `reader.${Date.now()}@example.org`;
      assert.equal((await post('/api/newsletter/subscribe/', { email: reader })).statusCode, 200);
      const newsletterMail = await mailTo(reader, /.*/);
      const confirm = tokenFrom(newsletterMail, '/newsletter/confirm');
      const unsubscribe = tokenFrom(newsletterMail, '/newsletter/unsubscribe');
      tokens.push(confirm, unsubscribe);
      assert.equal((await site.app.inject({ url: `/newsletter/confirm?token=${encodeURIComponent(confirm)}` })).statusCode, 200);
      assert.equal((await post('/api/newsletter/confirm/', { token: confirm })).statusCode, 200);
      assert.equal((await site.app.inject({ url: `/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe)}` })).statusCode, 200);
      assert.equal((await post('/api/newsletter/unsubscribe/', { token: unsubscribe })).statusCode, 200);
      // A link used a second time, answered with an error, is logged no differently.
      assert.equal((await post('/api/newsletter/unsubscribe/', { token: unsubscribe })).statusCode, 410);

      const log = site.logs.join('\n');
      assert.match(log, /"url":"\/auth\/reset-password"/, 'the page requests were logged, by path');
      for (const token of tokens) {
        assert.ok(token.length >= 32);
        assert.ok(!log.includes(token) && !log.includes(encodeURIComponent(token)), `a token is in the log: ${token.slice(0, 6)}…`);
      }
      assert.doesNotMatch(log, /token=/);
    });

    it('removes bodies and files once every link in them has expired (the sweep, and at start), and nothing newer', async () => {
      assert.equal(LONGEST_LINK_HOURS, 48);
      const send = async (to: string) => {
        await site.app.mailer.send({ to, subject: 'Confirm', text: `${site.config.publicUrl}/auth/verify-email?token=${to}-token` });
        const [row] = await site.db.query<{ id: number }>('SELECT id FROM outbox WHERE recipient = $1', [to]);
        return { id: Number(row!.id), file: path.join(dataDir, 'mail', `outbox-${row!.id}.txt`) };
      };
      const age = (mail: { id: number; file: string }, hours: number) => {
        const then = new Date(Date.now() - hours * 3_600_000);
        utimesSync(mail.file, then, then);
        return site.db.query(`UPDATE outbox SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [mail.id, hours]);
      };
      const row = async (id: number) =>
        (await site.db.query<{ body: string; state: string; body_removed_at: Date | null }>('SELECT body, state, body_removed_at FROM outbox WHERE id = $1', [id]))[0]!;

      const old = await send('old@example.org');
      const recent = await send('recent@example.org');
      await age(old, 49);
      await age(recent, 47);
      // A mail still queued when its links expire is not sent with a dead link: it is given up.
      await site.db.query(
        `INSERT INTO outbox (recipient, subject, body, state, created_at) VALUES ('stuck@example.org', 'Confirm', 'token=stuck', 'queued', now() - interval '49 hours')`,
      );

      await site.app.mailer.sweep();
      assert.equal((await row(old.id)).body, REMOVED_BODY);
      assert.ok((await row(old.id)).body_removed_at);
      assert.equal((await row(old.id)).state, 'kept');
      assert.ok(!existsSync(old.file), 'the old file is gone');
      assert.match((await row(recent.id)).body, /recent@example\.org-token/, 'a mail whose links still work is kept');
      assert.ok(existsSync(recent.file));
      const [stuck] = await site.db.query<{ body: string; state: string }>(`SELECT body, state FROM outbox WHERE recipient = 'stuck@example.org'`);
      assert.deepEqual(stuck, { body: REMOVED_BODY, state: 'failed' });

      // At start: an instance started later sweeps before anything else happens.
      await age(recent, 50);
      const restarted = await buildApp({ config: site.config, db: site.db, logStream: { write: () => undefined } });
      await restarted.ready();
      try {
        await until(
          () => row(recent.id),
          (value) => value.body === REMOVED_BODY,
          'the start-up sweep',
        );
        await until(
          async () => existsSync(recent.file),
          (present) => !present,
          'the file to go',
        );
      } finally {
        await restarted.close();
      }
      assert.deepEqual(
        readdirSync(path.join(dataDir, 'mail')).filter((name) => name === path.basename(old.file) || name === path.basename(recent.file)),
        [],
      );
    });
  });
}

describe('mails in tests and other in-memory sites', () => {
  it('are kept in the outbox only, with no file and no body in the log', async () => {
    const site = await startTestSite(null, { SMTP_URL: '' });
    try {
      await site.app.mailer.send({ to: 'memory@example.org', subject: 'Reset your password', text: 'https://x.example/auth/reset-password?token=memory-token-0123456789' });
      const line = site.logs.map((entry) => JSON.parse(entry)).find((entry) => entry.msg === 'mail kept in the outbox (no SMTP_URL set)');
      assert.deepEqual(Object.keys(line.mail).sort(), ['id', 'subject']);
      assert.ok(!site.logs.some((entry) => entry.includes('memory-token')));
    } finally {
      await site.close();
    }
  });
});

for (const database of DATABASES) {
  describe(`migration 012 on an outbox from before, on ${database.name}`, () => {
    let earlier: DatabaseBeforeMigration;
    let db: Database;
    before(async () => {
      earlier = await databaseBeforeMigration(database.url, '012_mail_queue.sql');
      db = earlier.db;
    });
    after(async () => earlier.close());

    it('removes the bodies of sent, failed and expired mails and keeps the rest as they were', async () => {
      await db.query(`INSERT INTO outbox (recipient, subject, body, sent_at) VALUES ('sent@example.org', 'Sent', 'token=sent', now())`);
      await db.query(`INSERT INTO outbox (recipient, subject, body, error) VALUES ('failed@example.org', 'Failed', 'token=failed', 'ECONNREFUSED')`);
      await db.query(`INSERT INTO outbox (recipient, subject, body) VALUES ('kept@example.org', 'Kept', 'token=kept')`);
      await db.query(`INSERT INTO outbox (recipient, subject, body, created_at) VALUES ('ancient@example.org', 'Ancient', 'token=ancient', now() - interval '3 days')`);
      assert.deepEqual(await earlier.applyMigration(), ['012_mail_queue.sql']);
      const rows = await db.query<{ recipient: string; body: string; state: string; attempts: number; last_error: string | null }>(
        'SELECT recipient, body, state, attempts, last_error FROM outbox ORDER BY id',
      );
      assert.deepEqual(rows, [
        { recipient: 'sent@example.org', body: REMOVED_BODY, state: 'sent', attempts: 1, last_error: null },
        { recipient: 'failed@example.org', body: REMOVED_BODY, state: 'failed', attempts: 1, last_error: 'ECONNREFUSED' },
        { recipient: 'kept@example.org', body: 'token=kept', state: 'kept', attempts: 0, last_error: null },
        { recipient: 'ancient@example.org', body: REMOVED_BODY, state: 'kept', attempts: 0, last_error: null },
      ]);
    });
  });
}
