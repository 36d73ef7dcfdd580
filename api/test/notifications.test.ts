import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { WebSocket } from 'ws';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { POLICY_VIOLATION } from '../src/notifications/routes.js';
import type { Mail } from '../src/mail/mailer.js';
import { FOLLOW_TITLE } from '../src/follows/changes.js';

/** Resolves with the next message on `socket` (parsed), or rejects after `ms`. */
function nextMessage(socket: WebSocket, ms = 3000): Promise<{ type: string; message: { id: string; title: string; message: string; isRead: boolean; createdAt: string } }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message arrived')), ms);
    socket.once('message', (data) => {
      clearTimeout(timer);
      resolve(JSON.parse(data.toString()));
    });
  });
}

function closeCode(socket: WebSocket, ms = 3000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), ms);
    socket.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

for (const database of DATABASES) {
  describe(`notifications on ${database.name}`, () => {
    let site: TestSite;
    before(async () => {
      site = await startTestSite(database.url);
    });
    after(async () => site.close());

    const get = (url: string, cookie?: string) => site.app.inject({ url, headers: cookie ? { cookie } : {} });
    const post = (url: string, cookie?: string) => site.app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });

    it("lists the signed-in citizen's notifications, newest first, with the unread count", async () => {
      const amina = await site.signedInCitizen('Amina Hassan');
      await site.app.notify(amina.id, 'Workshop registration', 'You are registered for Reading your county budget.', 'community');
      await site.app.notify(amina.id, 'Report status changed', 'Your report is now Under review.', 'cases');
      const response = await get(`/api/notifications/user/${amina.id}/`, amina.cookie);
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.status, 'success');
      assert.equal(body.unreadCount, 2);
      assert.deepEqual(
        body.notifications.map((n: { title: string }) => n.title),
        ['Report status changed', 'Workshop registration'],
      );
      assert.deepEqual(Object.keys(body.notifications[0]).sort(), ['createdAt', 'id', 'isRead', 'message', 'title']);
    });

    it("refuses another citizen's list, and a visitor who is not signed in, changing nothing", async () => {
      const owner = await site.signedInCitizen('Owner');
      const other = await site.signedInCitizen('Other');
      const notification = (await site.app.notify(owner.id, 'Booking confirmed', 'Thursday 2:00 PM with the budget expert.', 'community'))!;
      assert.equal((await get(`/api/notifications/user/${owner.id}/`, other.cookie)).statusCode, 403);
      assert.equal((await get(`/api/notifications/user/${owner.id}/`)).statusCode, 401);
      assert.equal((await post(`/api/notifications/mark-read/${notification.id}/`, other.cookie)).statusCode, 404);
      assert.equal((await post(`/api/notifications/mark-all-read/${owner.id}/`, other.cookie)).statusCode, 403);
      assert.equal((await get(`/api/notifications/user/${owner.id}/`, owner.cookie)).json().unreadCount, 1, 'still unread');
      assert.equal((await get('/api/notifications/user/not-a-uuid/', owner.cookie)).statusCode, 400);
    });

    it('marks one read (the count never goes below zero) and marks all read', async () => {
      const juma = await site.signedInCitizen('Juma Mwinyi');
      const first = (await site.app.notify(juma.id, 'One', 'First', 'account'))!;
      await site.app.notify(juma.id, 'Two', 'Second', 'account');
      await site.app.notify(juma.id, 'Three', 'Third', 'account');
      assert.deepEqual((await post(`/api/notifications/mark-read/${first.id}/`, juma.cookie)).json(), { status: 'success', unreadCount: 2 });
      assert.deepEqual((await post(`/api/notifications/mark-read/${first.id}/`, juma.cookie)).json(), { status: 'success', unreadCount: 2 });
      assert.deepEqual((await post(`/api/notifications/mark-all-read/${juma.id}/`, juma.cookie)).json(), { status: 'success', unreadCount: 0 });
      const list = (await get(`/api/notifications/user/${juma.id}/`, juma.cookie)).json();
      assert.equal(list.unreadCount, 0);
      assert.ok(list.notifications.every((n: { isRead: boolean }) => n.isRead));
    });

    /** Mails the site sends while `work` runs, kept instead of queued. */
    async function mailsDuring(work: () => Promise<unknown>): Promise<Mail[]> {
      const sent: Mail[] = [];
      const original = site.app.mailer.send;
      site.app.mailer.send = async (mail: Mail) => {
        sent.push(mail);
      };
      try {
        await work();
      } finally {
        site.app.mailer.send = original;
      }
      return sent;
    }
    const follow = (path: string, cookie?: string, method: 'PUT' | 'DELETE' = 'PUT') =>
      site.app.inject({ method, url: path, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });
    const followUpdates = async (citizen: { id: string; cookie: string }) =>
      (await get(`/api/notifications/user/${citizen.id}/`, citizen.cookie))
        .json<{ notifications: Array<{ title: string; message: string }> }>()
        .notifications.filter((n) => n.title === FOLLOW_TITLE);

    it('follows a county and a project, and refuses what cannot be followed', async () => {
      const wekesa = await site.signedInCitizen('Wekesa Barasa Simiyu');
      const [project] = await site.db.query<{ id: string; title: string; county_code: string }>('SELECT id, title, county_code FROM projects ORDER BY id LIMIT 1');
      assert.equal((await follow('/api/follows/county/032/', wekesa.cookie)).statusCode, 200);
      assert.equal((await follow(`/api/follows/project/${project!.id}/`, wekesa.cookie)).statusCode, 200);
      assert.equal((await follow('/api/follows/county/032/', wekesa.cookie)).statusCode, 200, 'following twice is still one follow');
      const list = (await get('/api/follows/', wekesa.cookie)).json();
      assert.equal(list.emails, true);
      assert.deepEqual(
        list.follows.map((f: { type: string; name: string; path: string }) => [f.type, f.name, f.path]),
        [
          ['project', project!.title, `/projects/browser?project=${encodeURIComponent(project!.id)}`],
          ['county', 'Nakuru', '/counties/county/032'],
        ],
      );
      const unknown = await follow('/api/follows/county/999/', wekesa.cookie);
      assert.equal(unknown.statusCode, 404);
      const wrongType = await follow('/api/follows/ward/001/', wekesa.cookie);
      assert.equal(wrongType.statusCode, 400);
      assert.equal(wrongType.json().field, 'type');
      assert.equal((await follow('/api/follows/county/032/')).statusCode, 401);
      assert.equal((await get('/api/follows/')).statusCode, 401);
      const badPreference = await site.app.inject({
        method: 'PUT',
        url: '/api/follows/preferences/',
        headers: { ...SAME_ORIGIN, cookie: wekesa.cookie },
        payload: { emails: 'yes' },
      });
      assert.equal(badPreference.statusCode, 400);
      assert.equal(badPreference.json().field, 'emails');
      assert.equal((await follow('/api/follows/county/032/', wekesa.cookie, 'DELETE')).statusCode, 200);
      assert.deepEqual(
        (await get('/api/follows/', wekesa.cookie)).json().follows.map((f: { type: string }) => f.type),
        ['project'],
      );
    });

    it('tells followers (bell, and e-mail unless they said no) when a project changes status, budget or documents, once each', async () => {
      const [project] = await site.db.query<{ id: string; title: string; county_code: string; status: string }>(
        `SELECT p.id, p.title, p.county_code, p.status FROM projects p WHERE p.status <> 'Delayed' ORDER BY p.id DESC LIMIT 1`,
      );
      const both = await site.signedInCitizen('Achieng Otieno');
      const countyOnly = await site.signedInCitizen('Baraka Mwangi');
      const bellOnly = await site.signedInCitizen('Zawadi Njeri');
      const bystander = await site.signedInCitizen('Otieno Ouma');
      await follow(`/api/follows/project/${project!.id}/`, both.cookie);
      await follow(`/api/follows/county/${project!.county_code}/`, both.cookie);
      await follow(`/api/follows/county/${project!.county_code}/`, countyOnly.cookie);
      await follow(`/api/follows/project/${project!.id}/`, bellOnly.cookie);
      const preference = await site.app.inject({
        method: 'PUT',
        url: '/api/follows/preferences/',
        headers: { ...SAME_ORIGIN, cookie: bellOnly.cookie },
        payload: { emails: false },
      });
      assert.equal(preference.statusCode, 200);

      await site.db.query(`UPDATE projects SET status = 'Delayed' WHERE id = $1`, [project!.id]);
      const mails = await mailsDuring(() => site.app.deliverFollowUpdates());

      for (const citizen of [both, countyOnly, bellOnly]) {
        const updates = await followUpdates(citizen);
        assert.equal(updates.length, 1, 'one notification, even for someone who follows the project and its county');
        assert.match(updates[0]!.message, new RegExp(`"${project!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" in .+ changed status from ${project!.status} to Delayed`));
        assert.match(updates[0]!.message, /\/projects\/browser\?project=/);
      }
      assert.deepEqual(await followUpdates(bystander), []);
      assert.deepEqual(mails.map((mail) => mail.to).sort(), [both.email, countyOnly.email].sort(), 'no mail to the citizen who asked for the bell only');
      assert.match(mails[0]!.text, /changed status from/);
      assert.match(mails[0]!.text, /\/dashboard/);

      // Budget figures and documents too; nothing is told twice.
      await site.db.query(
        `UPDATE projects SET budget_spent = budget_spent + 1000000, documents = documents || '[{"title":"Site report","url":"https://example.org/r.pdf"}]'::jsonb WHERE id = $1`,
        [project!.id],
      );
      await mailsDuring(() => site.app.deliverFollowUpdates());
      const latest = (await followUpdates(bellOnly))[0]!;
      assert.match(latest.message, /new budget figures/);
      assert.match(latest.message, /a new document/);
      assert.equal(await site.app.deliverFollowUpdates(), 0, 'delivered changes are gone');

      // A change nobody follows is not even recorded.
      await follow(`/api/follows/project/${project!.id}/`, bellOnly.cookie, 'DELETE');
      await follow(`/api/follows/project/${project!.id}/`, both.cookie, 'DELETE');
      await follow(`/api/follows/county/${project!.county_code}/`, both.cookie, 'DELETE');
      await follow(`/api/follows/county/${project!.county_code}/`, countyOnly.cookie, 'DELETE');
      await site.db.query(`UPDATE projects SET status = 'At Risk' WHERE id = $1`, [project!.id]);
      assert.equal((await site.db.query('SELECT 1 FROM follow_changes')).length, 0);
    });

    it('sums up many changes in one notification', async () => {
      const citizen = await site.signedInCitizen('Nekesa Wafula');
      const projects = await site.db.query<{ id: string; county_code: string }>(`SELECT id, county_code FROM projects ORDER BY id LIMIT 5`);
      for (const project of projects) await follow(`/api/follows/project/${project.id}/`, citizen.cookie);
      await site.db.query(`UPDATE projects SET progress = progress, status = CASE WHEN status = 'Suspended' THEN 'On Track' ELSE 'Suspended' END WHERE id = ANY($1::text[])`, [
        projects.map((p) => p.id),
      ]);
      await mailsDuring(() => site.app.deliverFollowUpdates());
      const updates = await followUpdates(citizen);
      assert.equal(updates.length, 1);
      assert.match(updates[0]!.message, /^5 changes to projects you follow\./);
    });

    it("pushes a new notification to the citizen's open socket", async () => {
      const wanjiku = await site.signedInCitizen('Wanjiku Kamau');
      const socket = await site.app.injectWS(`/ws/notifications/${wanjiku.id}/`, { headers: { cookie: wanjiku.cookie, origin: SAME_ORIGIN.origin, host: SAME_ORIGIN.host } });
      const arriving = nextMessage(socket);
      const created = await site.app.notify(wanjiku.id, 'Reply to your discussion', 'Otieno replied to "Where is the Kondele market money?"', 'forum');
      const received = await arriving;
      assert.equal(received.type, 'notification');
      assert.deepEqual(received.message, created);
      assert.equal(received.message.isRead, false);
      socket.terminate();
    });

    it("refuses sockets that are not signed in, come from another site, or ask for someone else's notifications", async () => {
      const citizen = await site.signedInCitizen('Chebet Rono');
      const stranger = await site.signedInCitizen('Stranger');
      const attempts = [
        { headers: { origin: SAME_ORIGIN.origin, host: SAME_ORIGIN.host }, id: citizen.id, reason: 'not signed in' },
        { headers: { cookie: citizen.cookie, origin: 'https://evil.example', host: SAME_ORIGIN.host }, id: citizen.id, reason: 'origin not allowed' },
        { headers: { cookie: citizen.cookie, host: SAME_ORIGIN.host }, id: citizen.id, reason: 'origin not allowed' },
        { headers: { cookie: stranger.cookie, origin: SAME_ORIGIN.origin, host: SAME_ORIGIN.host }, id: citizen.id, reason: 'not your notifications' },
      ];
      for (const attempt of attempts) {
        let code: Promise<number> = Promise.resolve(0);
        await site.app.injectWS(`/ws/notifications/${attempt.id}/`, { headers: attempt.headers }, { onInit: (socket) => (code = closeCode(socket)) });
        assert.equal(await code, POLICY_VIOLATION, attempt.reason);
      }
      const log = site.logs.join('\n');
      assert.match(log, /notification socket refused/);
      assert.doesNotMatch(log, /127\.0\.0\.1|remoteAddress/);
    });

    it('ignores malformed frames from a client without closing other sockets', async () => {
      const citizen = await site.signedInCitizen('Baraka Otieno');
      const headers = { cookie: citizen.cookie, origin: SAME_ORIGIN.origin, host: SAME_ORIGIN.host };
      const noisy = await site.app.injectWS(`/ws/notifications/${citizen.id}/`, { headers });
      const quiet = await site.app.injectWS(`/ws/notifications/${citizen.id}/`, { headers });
      noisy.send('{not json');
      noisy.send(Buffer.from([0xff, 0x00, 0x13]));
      const toQuiet = nextMessage(quiet);
      const toNoisy = nextMessage(noisy);
      await site.app.notify(citizen.id, 'Still here', 'Both pages hear this.', 'account');
      assert.equal((await toQuiet).message.title, 'Still here');
      assert.equal((await toNoisy).message.title, 'Still here');
      noisy.terminate();
      quiet.terminate();
    });

    it('closes open sockets with 1001 when the server shuts down', async () => {
      const closing = await startTestSite(database.url);
      const citizen = await closing.signedInCitizen('Nafula Wekesa');
      const socket = await closing.app.injectWS(`/ws/notifications/${citizen.id}/`, { headers: { cookie: citizen.cookie, origin: SAME_ORIGIN.origin, host: SAME_ORIGIN.host } });
      const code = closeCode(socket);
      await closing.close();
      assert.equal(await code, 1001);
    });

    if (database.url && process.env.REDIS_URL) {
      it('delivers a notification created on one instance to a socket held by another, through Redis', async () => {
        const second = await site.secondInstance();
        try {
          const citizen = await site.signedInCitizen('Mutua Kilonzo');
          const socket = await second.app.injectWS(`/ws/notifications/${citizen.id}/`, { headers: { cookie: citizen.cookie, origin: SAME_ORIGIN.origin, host: SAME_ORIGIN.host } });
          const arriving = nextMessage(socket);
          const created = await site.app.notify(citizen.id, 'Across instances', 'Created on the first, delivered by the second.', 'account');
          assert.deepEqual((await arriving).message, created);
          socket.terminate();
        } finally {
          await second.close();
        }
      });
    }
  });
}
