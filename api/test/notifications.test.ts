import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { WebSocket } from 'ws';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { POLICY_VIOLATION } from '../src/notifications/routes.js';

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
      await site.app.notify(amina.id, 'Workshop registration', 'You are registered for Reading your county budget.');
      await site.app.notify(amina.id, 'Report status changed', 'Your report is now Under review.');
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
      const notification = await site.app.notify(owner.id, 'Booking confirmed', 'Thursday 2:00 PM with the budget expert.');
      assert.equal((await get(`/api/notifications/user/${owner.id}/`, other.cookie)).statusCode, 403);
      assert.equal((await get(`/api/notifications/user/${owner.id}/`)).statusCode, 401);
      assert.equal((await post(`/api/notifications/mark-read/${notification.id}/`, other.cookie)).statusCode, 404);
      assert.equal((await post(`/api/notifications/mark-all-read/${owner.id}/`, other.cookie)).statusCode, 403);
      assert.equal((await get(`/api/notifications/user/${owner.id}/`, owner.cookie)).json().unreadCount, 1, 'still unread');
      assert.equal((await get('/api/notifications/user/not-a-uuid/', owner.cookie)).statusCode, 400);
    });

    it('marks one read (the count never goes below zero) and marks all read', async () => {
      const juma = await site.signedInCitizen('Juma Mwinyi');
      const first = await site.app.notify(juma.id, 'One', 'First');
      await site.app.notify(juma.id, 'Two', 'Second');
      await site.app.notify(juma.id, 'Three', 'Third');
      assert.deepEqual((await post(`/api/notifications/mark-read/${first.id}/`, juma.cookie)).json(), { status: 'success', unreadCount: 2 });
      assert.deepEqual((await post(`/api/notifications/mark-read/${first.id}/`, juma.cookie)).json(), { status: 'success', unreadCount: 2 });
      assert.deepEqual((await post(`/api/notifications/mark-all-read/${juma.id}/`, juma.cookie)).json(), { status: 'success', unreadCount: 0 });
      const list = (await get(`/api/notifications/user/${juma.id}/`, juma.cookie)).json();
      assert.equal(list.unreadCount, 0);
      assert.ok(list.notifications.every((n: { isRead: boolean }) => n.isRead));
    });

    it("pushes a new notification to the citizen's open socket", async () => {
      const wanjiku = await site.signedInCitizen('Wanjiku Kamau');
      const socket = await site.app.injectWS(`/ws/notifications/${wanjiku.id}/`, { headers: { cookie: wanjiku.cookie, origin: SAME_ORIGIN.origin, host: SAME_ORIGIN.host } });
      const arriving = nextMessage(socket);
      const created = await site.app.notify(wanjiku.id, 'Reply to your discussion', 'Otieno replied to "Where is the Kondele market money?"');
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
      await site.app.notify(citizen.id, 'Still here', 'Both pages hear this.');
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
          const created = await site.app.notify(citizen.id, 'Across instances', 'Created on the first, delivered by the second.');
          assert.deepEqual((await arriving).message, created);
          socket.terminate();
        } finally {
          await second.close();
        }
      });
    }
  });
}
