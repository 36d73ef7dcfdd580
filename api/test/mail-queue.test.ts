import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { DATABASES, SAME_ORIGIN, signUpPayload, startTestSite, type TestSite } from './harness.js';
import { startMailbox, tokenFrom } from './mailbox.js';
import { REMOVED_BODY } from '../src/mail/mailer.js';
import { loadConfig } from '../src/config.js';

/** A loopback port nothing listens on (yet): an SMTP server that is down. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface OutboxRow {
  recipient: string;
  subject: string;
  body: string;
  state: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  body_removed_at: Date | null;
}

const signUp = (email: string) => signUpPayload(email, { password: 'Kisumu-Lakeside-Evenings-2026' });

const metric = async (site: TestSite, series: string): Promise<number> => {
  const text = (await site.app.inject({ url: '/api/metrics/' })).body;
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? NaN : Number(line.slice(series.length + 1));
};

for (const database of DATABASES) {
  describe(`the mail queue on ${database.name}`, () => {
    const outbox = async (site: TestSite, to: string) => (await site.db.query<OutboxRow>('SELECT * FROM outbox WHERE recipient = $1', [to]))[0];

    it('keeps a mail while SMTP is down, retries with backoff, and delivers it once the server is back, keeping no body', async () => {
      const port = await freePort();
      const site = await startTestSite(database.url, { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_SECONDS: '2,2,2,2' });
      let mailbox: Awaited<ReturnType<typeof startMailbox>> | null = null;
      try {
        const email = `retry.${Date.now()}@example.org`;
        const signedUp = await site.app.inject({ method: 'POST', url: '/api/auth/signup/', payload: signUp(email), headers: SAME_ORIGIN });
        assert.equal(signedUp.statusCode, 201, 'a sign-up does not fail because the mail server is down');

        const failed = await until(
          () => outbox(site, email),
          (row) => row?.attempts === 1 && row.state === 'queued',
          'the first attempt to fail',
        );
        assert.match(failed!.last_error!, /ECONNREFUSED/);
        assert.match(failed!.body, /\/auth\/verify-email\?token=/, 'the body is kept until it is sent');
        assert.equal(await metric(site, 'mail_retries_total'), 1);
        assert.equal((await metric(site, 'mail_queue_depth{state="waiting"}')) + (await metric(site, 'mail_queue_depth{state="due"}')), 1);

        mailbox = await startMailbox(port);
        const mail = await mailbox.waitFor(email, /Confirm your e-mail/);
        const sent = await until(
          () => outbox(site, email),
          (row) => row?.state === 'sent',
          'the row to be marked sent',
        );
        assert.ok(sent!.attempts >= 2, `attempts ${sent!.attempts}`);
        assert.equal(sent!.body, REMOVED_BODY);
        assert.ok(sent!.sent_at && sent!.body_removed_at);
        assert.equal(sent!.last_error, null);
        assert.equal(sent!.subject, mail.subject, 'recipient and subject stay');
        assert.equal(await metric(site, 'mail_sent_total'), 1);
        assert.equal(await metric(site, 'mail_retries_total'), sent!.attempts - 1);
        assert.equal(mailbox.received.filter((received) => received.to === email).length, 1);
        // The link itself still works: only the copy in the outbox is gone.
        const verified = await site.app.inject({ method: 'POST', url: '/api/auth/verify-email/', payload: { token: tokenFrom(mail, '/auth/verify-email') }, headers: SAME_ORIGIN });
        assert.equal(verified.statusCode, 200);
      } finally {
        await site.close();
        await mailbox?.close();
      }
    });

    it('gives up after the last retry, marks the mail failed and removes its body', async () => {
      const port = await freePort();
      const site = await startTestSite(database.url, { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_SECONDS: '1' });
      try {
        await site.app.mailer.send({ to: 'nobody.home@example.org', subject: 'Reset your password', text: 'https://x.example/auth/reset-password?token=live-token-0123456789' });
        const failed = await until(
          () => outbox(site, 'nobody.home@example.org'),
          (row) => row?.state === 'failed',
          'the mail to be given up',
        );
        assert.equal(failed!.attempts, 2);
        assert.match(failed!.last_error!, /ECONNREFUSED/);
        assert.equal(failed!.body, REMOVED_BODY);
        assert.equal(await metric(site, 'mail_retries_total'), 1);
        assert.equal(await metric(site, 'mail_given_up_total'), 1);
        assert.ok(!site.logs.some((line) => line.includes('live-token-0123456789')));
      } finally {
        await site.close();
      }
    });

    it('answers a request that mails at once when the mail server accepts the connection but never speaks', async () => {
      // A mail server that hangs: the SMTP client waits for its greeting.
      const sockets = new Set<net.Socket>();
      const silent = net.createServer((socket) => sockets.add(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const site = await startTestSite(database.url, { SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` });
      try {
        const [workshop] = await site.db.query<{ id: string }>(`SELECT id FROM workshops WHERE registrations_count < capacity ORDER BY id LIMIT 1`);
        const started = Date.now();
        const held = await site.app.inject({
          method: 'POST',
          url: `/api/workshops/${workshop!.id}/register/`,
          payload: { name: 'Wanjiru Test', email: 'hold.while.smtp.hangs@example.org', phone: '+254 700 000 002', organization: '', role: '', expectations: '' },
          headers: SAME_ORIGIN,
        });
        assert.equal(held.statusCode, 201, held.body);
        assert.ok(Date.now() - started < 2000, `answered after ${Date.now() - started} ms`);
        assert.ok(await outbox(site, 'hold.while.smtp.hangs@example.org'), 'the mail is queued');
        // The queue is talking to the silent server meanwhile; the request did not wait for it.
        await until(
          async () => sockets.size,
          (open) => open > 0,
          'the queue to connect',
        );
      } finally {
        for (const socket of sockets) socket.destroy();
        await site.close();
        await new Promise<void>((resolve) => silent.close(() => resolve()));
      }
    });

    it('sends a mail left claimed by an instance that died once its lease has run out', async () => {
      const mailbox = await startMailbox();
      const site = await startTestSite(database.url, { SMTP_URL: mailbox.url });
      try {
        await site.db.query(
          `INSERT INTO outbox (recipient, subject, body, state, attempts, next_attempt_at) VALUES ('orphan@example.org', 'Orphaned', 'left mid-send', 'sending', 1, now() - interval '1 second')`,
        );
        await site.app.mailer.send({ to: 'fresh@example.org', subject: 'Fresh', text: 'new' });
        await mailbox.waitFor('orphan@example.org', /Orphaned/);
        const row = await until(
          () => outbox(site, 'orphan@example.org'),
          (value) => value?.state === 'sent',
          'the orphan to be sent',
        );
        assert.equal(row!.attempts, 2);
      } finally {
        await site.close();
        await mailbox.close();
      }
    });
  });
}

describe('two instances on one PostgreSQL', { skip: process.env.DATABASE_URL ? false : 'DATABASE_URL is not set' }, () => {
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let site: TestSite;
  before(async () => {
    mailbox = await startMailbox();
    site = await startTestSite(process.env.DATABASE_URL!, { SMTP_URL: mailbox.url });
  });
  after(async () => {
    await site.close();
    await mailbox.close();
  });

  it('send every due mail exactly once, whichever instance queued it', async () => {
    const second = await site.secondInstance();
    try {
      const count = 40;
      const queued: Array<Promise<void>> = [];
      // Both instances queue, so both loops wake and claim from the same queue at the same time.
      for (let n = 0; n < count; n += 1) queued.push((n % 2 ? second.app : site.app).mailer.send({ to: `once.${n}@example.org`, subject: `Once ${n}`, text: `mail ${n}` }));
      await Promise.all(queued);
      await until(
        async () => mailbox.received.filter((mail) => mail.subject.startsWith('Once ')).length,
        (received) => received >= count,
        'every mail to arrive',
      );
      // Time for a second copy to arrive, were one sent.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const subjects = mailbox.received.filter((mail) => mail.subject.startsWith('Once ')).map((mail) => mail.subject);
      assert.equal(subjects.length, count, 'no mail arrived twice');
      assert.equal(new Set(subjects).size, count);
      const rows = await site.db.query<{ state: string; attempts: number }>(`SELECT state, attempts FROM outbox WHERE subject LIKE 'Once %'`);
      assert.ok(rows.every((row) => row.state === 'sent' && row.attempts === 1));
      const sentBy = [await metric(site, 'mail_sent_total'), Number(/^mail_sent_total (\d+)/m.exec((await second.app.inject({ url: '/api/metrics/' })).body)![1])];
      assert.equal(sentBy[0]! + sentBy[1]!, count);
    } finally {
      await second.close();
    }
  });
});

describe('MAIL_RETRY_SECONDS', () => {
  it('defaults to 1 min, 5 min, 30 min, 2 h and 6 h, and refuses anything but whole seconds, naming the setting', () => {
    assert.deepEqual(loadConfig({}).mailRetrySeconds, [60, 300, 1800, 7200, 21600]);
    assert.deepEqual(loadConfig({ MAIL_RETRY_SECONDS: '5, 10' }).mailRetrySeconds, [5, 10]);
    for (const bad of ['0', 'soon', '1,,2', '-5', '1.5']) assert.throws(() => loadConfig({ MAIL_RETRY_SECONDS: bad }), /MAIL_RETRY_SECONDS must be/, bad);
  });
});
