import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { NotificationPreferences } from '@civic/shared/contracts';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { startMailbox } from './mailbox.js';

const PREFERENCES = '/api/notifications/preferences/';

/** Every kind with its defaults, then `changes` over them. */
function choices(changes: Partial<Record<string, { live?: boolean; email?: boolean }>>, digest = false): NotificationPreferences {
  const kinds = (['account', 'cases', 'community', 'forum', 'follows'] as const).map((kind) => ({ kind, live: true, email: kind === 'follows', ...changes[kind] }));
  return { kinds, digest };
}

for (const database of DATABASES) {
  describe(`notification choices, e-mails and the daily digest on ${database.name}`, () => {
    let site: TestSite;
    let mailbox: Awaited<ReturnType<typeof startMailbox>>;

    const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string | null, payload?: object) =>
      site.app.inject({ method, url, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
    const bell = async (userId: string) => site.db.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1 ORDER BY created_at', [userId]);

    before(async () => {
      mailbox = await startMailbox();
      site = await startTestSite(database.url, { SMTP_URL: mailbox.url, PUBLIC_URL: 'http://uwazi.test', SECURE_COOKIES: '' });
    });
    after(async () => {
      await site?.close();
      await mailbox?.close();
    });

    it('starts with every kind in the bell and only follow updates by e-mail, and refuses a choice that leaves a kind out', async () => {
      const citizen = await site.signedInCitizen('Akinyi Achieng Odera');
      const read = await call('GET', PREFERENCES, citizen.cookie);
      assert.deepEqual(read.json(), choices({}));
      assert.equal((await call('GET', PREFERENCES, null)).statusCode, 401);
      const partial = await call('PUT', PREFERENCES, citizen.cookie, { kinds: choices({}).kinds.slice(1), digest: false });
      assert.equal(partial.statusCode, 400);
      assert.equal(partial.json().field, 'kinds');
      assert.deepEqual((await call('GET', PREFERENCES, citizen.cookie)).json(), choices({}), 'nothing saved');
    });

    it('keeps a kind out of the bell, e-mails the kinds chosen with a one-click unsubscribe that works without signing in', async () => {
      const citizen = await site.signedInCitizen('Baraka Otieno Ouma');
      const saved = await call('PUT', PREFERENCES, citizen.cookie, choices({ forum: { live: false, email: true }, cases: { email: true }, follows: { email: false } }));
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal(saved.json().message, 'Your choices are saved.');
      const [follows] = await site.db.query<{ follow_emails: boolean }>('SELECT follow_emails FROM users WHERE id = $1', [citizen.id]);
      assert.equal(follows!.follow_emails, false, 'one place keeps the follow e-mail choice');

      assert.equal(await site.app.notify(citizen.id, 'New reply to your discussion', 'Otieno replied to "Kondele market".', 'forum'), null);
      await site.app.notify(citizen.id, 'Report status changed', 'Your report is now Under review: we are checking it.', 'cases');
      await site.app.notify(citizen.id, 'Welcome to Uwazi Hub', 'Your address is verified.', 'account');
      assert.deepEqual(
        (await bell(citizen.id)).map((row) => row.title),
        ['Report status changed', 'Welcome to Uwazi Hub'],
      );

      const forumMail = await mailbox.waitFor(citizen.email, /^New reply to your discussion$/);
      assert.match(forumMail.text, /Otieno replied to "Kondele market"\./);
      assert.match(forumMail.text, /You receive this because you chose e-mails about your forum discussions on Uwazi Hub\./);
      assert.match(forumMail.listUnsubscribe, /^<http:\/\/uwazi\.test\/api\/notifications\/unsubscribe\/\?token=[^>]+>$/);
      assert.equal(forumMail.listUnsubscribePost, 'List-Unsubscribe=One-Click');
      await mailbox.waitFor(citizen.email, /^Report status changed$/);
      assert.ok(!mailbox.received.some((mail) => mail.to === citizen.email && mail.subject === 'Welcome to Uwazi Hub'), 'not chosen by e-mail');

      // The mail provider's one-click POST: no session, no Origin, a form body.
      const oneClick = forumMail.listUnsubscribe.slice(1, -1).replace('http://uwazi.test', '');
      const stopped = await site.app.inject({
        method: 'POST',
        url: oneClick,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      assert.equal(stopped.statusCode, 200, stopped.body);
      const after = (await call('GET', PREFERENCES, citizen.cookie)).json() as NotificationPreferences;
      assert.deepEqual(
        after.kinds.filter((k) => k.email).map((k) => k.kind),
        ['cases'],
      );
      assert.deepEqual((await site.app.inject({ url: oneClick })).json(), { kind: 'forum' }, 'the page can say what the link stops');

      const forged = oneClick.replace(/forum\.[^&]+/, 'cases.AAAA');
      const refused = await site.app.inject({
        method: 'POST',
        url: forged,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.json().field, 'token');
      assert.deepEqual((await call('GET', PREFERENCES, citizen.cookie)).json().kinds.find((k: { kind: string }) => k.kind === 'cases').email, true);
    });

    it('gathers the chosen e-mails into one digest a day after 18:00 in Nairobi, sent once, in the citizen’s language', async () => {
      const citizen = await site.signedInCitizen('Wanjiru Njeri Kamau');
      await site.db.query(`UPDATE users SET language = 'sw' WHERE id = $1`, [citizen.id]);
      assert.equal((await call('PUT', PREFERENCES, citizen.cookie, choices({ cases: { email: true }, community: { email: true } }, true))).statusCode, 200);
      await site.app.notify(citizen.id, 'Report status changed', 'Your report is now Under review: we are checking it.', 'cases');
      await site.app.notify(citizen.id, 'Expert session booked', 'Your session is booked.', 'community');
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.ok(!mailbox.received.some((mail) => mail.to === citizen.email), 'nothing mailed one by one');

      const tomorrowEvening = new Date(Date.now() + 86_400_000);
      tomorrowEvening.setUTCHours(16, 0, 0, 0);
      assert.equal(await site.app.sendNotificationDigests(tomorrowEvening), 1);
      assert.equal(await site.app.sendNotificationDigests(tomorrowEvening), 0, 'once a day');
      const digest = await mailbox.waitFor(citizen.email, /^Taarifa zako za Uwazi Hub, /);
      assert.match(digest.text, /• Hali ya ripoti imebadilika\n/);
      assert.match(digest.text, /\(2\):/);
      assert.match(digest.listUnsubscribe, /token=[0-9a-f-]{36}\.all\./);
      const [left] = await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notification_digest_items WHERE user_id = $1', [citizen.id]);
      assert.equal(left!.n, 0);
    });
  });
}
