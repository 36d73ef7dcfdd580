import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { tokenFrom } from './mailbox.js';
import type { Discussion, Workshop, WorkshopRegistration } from '../src/community/contracts.js';
import { sweepExpired } from '../src/community/workshopRoutes.js';

type Citizen = { id: string; email: string; cookie: string };

const SEAT_HELD = /^We are holding a seat for you for 2 hours\. Open the link we have e-mailed to that address/;
const LINK_EXPIRED = 'This link has expired or is not valid. A seat not confirmed within 2 hours is released; please register again if seats remain.';

for (const database of DATABASES) {
  describe(`workshop seat holds, confirmations and view counts on ${database.name}`, () => {
    let site: TestSite;
    let staff: Citizen;
    let alice: Citizen;
    let bob: Citizen;
    before(async () => {
      site = await startTestSite(database.url);
      staff = await site.signedInCitizen('Seat Keeper');
      await site.grantRoles(staff.id, 'editor');
      alice = await site.signedInCitizen('Alice Njoroge');
      bob = await site.signedInCitizen('Bob Otieno');
    });
    after(async () => site.close());

    let clients = 0;
    /** A client address of its own, so one test's requests do not count against another's limit. */
    const newClient = () => {
      clients += 1;
      return `10.30.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
    };
    const post = (url: string, payload: unknown, { cookie, client = newClient(), headers = {} }: { cookie?: string; client?: string; headers?: Record<string, string> } = {}) =>
      site.app.inject({ method: 'POST', url, remoteAddress: client, payload: payload as object, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}), ...headers } });
    const get = (url: string, cookie?: string) => site.app.inject({ url, headers: cookie ? { cookie } : {} });
    const detail = async (id: string) => (await get(`/api/workshops/${id}/`)).json<{ workshop: Workshop }>().workshop;
    const mine = async (who: Citizen) => (await get('/api/workshops/registrations/mine/', who.cookie)).json<{ registrations: WorkshopRegistration[] }>().registrations;
    const form = (email: string, name = 'Wanjiru Test') => ({ name, email, phone: '+254 700 000 002', organization: '', role: '', expectations: '' });

    let workshops = 0;
    const createWorkshop = async (capacity: number) => {
      workshops += 1;
      const id = `hold-test-${workshops}`;
      const response = await post(
        '/api/workshops/',
        {
          id,
          title: `Hold test ${workshops}`,
          category: 'upcoming',
          description: 'Seats held for confirmation.',
          date: '2027-03-02',
          time: '09:00',
          location: 'Kisumu',
          duration: '2 hours',
          capacity,
        },
        { cookie: staff.cookie },
      );
      assert.equal(response.statusCode, 201, response.body);
      return id;
    };

    /** The newest mail to `to` and the token of its link to `path`. */
    const mailedToken = async (to: string, path: string) => {
      const [mail] = await site.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1', [to]);
      assert.ok(mail, `a mail to ${to}`);
      return { subject: mail.subject, token: tokenFrom({ text: mail.body }, path) };
    };
    const expireHolds = (workshopId: string) =>
      site.db.query(`UPDATE workshop_registrations SET hold_expires_at = now() - interval '1 minute' WHERE workshop_id = $1 AND hold_expires_at IS NOT NULL`, [workshopId]);

    describe('per-client limit on registrations', () => {
      it('the sixth registration from one client within the hour is refused with 429 and Retry-After, taking no seat', async () => {
        const id = await createWorkshop(50);
        const client = newClient();
        for (let n = 0; n < 5; n += 1) assert.equal((await post(`/api/workshops/${id}/register/`, form(`limit${n}@example.org`), { client })).statusCode, 201);
        const refused = await post(`/api/workshops/${id}/register/`, form('limit5@example.org'), { client });
        assert.equal(refused.statusCode, 429);
        const retryAfter = Number(refused.headers['retry-after']);
        assert.ok(retryAfter > 0 && retryAfter <= 3600, `Retry-After ${refused.headers['retry-after']}`);
        assert.equal(refused.json().status, 'error');
        assert.match(refused.json().message, /^Too many requests from this connection\. Please try again in \d+ minutes?\.$/);
        assert.equal((await detail(id)).registrations_count, 5);
        // Another client is not held back by the first one's count.
        assert.equal((await post(`/api/workshops/${id}/register/`, form('limit5@example.org'))).statusCode, 201);
      });

      it('signed-in citizens using their own address are counted per account, so a shared connection does not lock them out', async () => {
        const shared = newClient();
        const ids: string[] = [];
        for (let n = 0; n < 6; n += 1) ids.push(await createWorkshop(10));
        // Six citizens behind one address (a cyber café) each register.
        for (let n = 0; n < 6; n += 1) {
          const citizen = await site.signedInCitizen(`Cafe Citizen ${n}`);
          assert.equal((await post(`/api/workshops/${ids[0]}/register/`, form(citizen.email), { cookie: citizen.cookie, client: shared })).statusCode, 201);
        }
        // One account registering its own address a sixth time within the hour is refused, from any address.
        const busy = await site.signedInCitizen('Busy Citizen');
        for (let n = 0; n < 5; n += 1) assert.equal((await post(`/api/workshops/${ids[n]}/register/`, form(busy.email), { cookie: busy.cookie })).statusCode, 201);
        const refused = await post(`/api/workshops/${ids[5]}/register/`, form(busy.email), { cookie: busy.cookie });
        assert.equal(refused.statusCode, 429);
        assert.ok(Number(refused.headers['retry-after']) > 0);
        assert.match(refused.json().message, /^Too many requests from this account\./);
      });

      it('the waitlist has the same per-client limit', async () => {
        const client = newClient();
        for (let n = 0; n < 5; n += 1) assert.equal((await post('/api/workshops/social-audit-fellowship/waitlist/', { email: `wl${n}@example.org` }, { client })).statusCode, 200);
        const refused = await post('/api/workshops/social-audit-fellowship/waitlist/', { email: 'wl5@example.org' }, { client });
        assert.equal(refused.statusCode, 429);
        assert.ok(Number(refused.headers['retry-after']) > 0);
      });
    });

    describe('seats held until the address is confirmed', () => {
      it('a signed-out registration holds a seat that counts against capacity, and the mailed link confirms it once', async () => {
        const id = await createWorkshop(1);
        const held = await post(`/api/workshops/${id}/register/`, form('Holder@Example.org', 'Halima Hold'));
        assert.equal(held.statusCode, 201);
        assert.equal(held.json().confirmed, false);
        assert.match(held.json().message, SEAT_HELD);
        const holdMs = Date.parse(held.json().holdExpiresAt) - Date.now();
        assert.ok(holdMs > 119 * 60_000 && holdMs <= 120 * 60_000, `hold of ${holdMs} ms`);

        // The hold takes the only seat.
        assert.deepEqual([(await detail(id)).available_spots, (await detail(id)).is_full], [0, true]);
        const full = await post(`/api/workshops/${id}/register/`, form('second@example.org'));
        assert.deepEqual([full.statusCode, full.json().message], [409, 'This workshop is currently full. Please try another workshop or join the waitlist.']);

        const { subject, token } = await mailedToken('holder@example.org', '/workshops/confirm');
        assert.equal(subject, `Confirm your seat: Hold test ${workshops}`);
        const [stored] = await site.db.query<{ confirm_token_hash: string }>('SELECT confirm_token_hash FROM workshop_registrations WHERE workshop_id = $1', [id]);
        assert.notEqual(stored!.confirm_token_hash, token, 'only a hash of the token is stored');
        assert.equal(token.length, 43, 'a 256-bit token');

        const confirmed = await post('/api/workshops/confirm/', { token });
        assert.equal(confirmed.statusCode, 200);
        assert.deepEqual([confirmed.json().kind, confirmed.json().message, confirmed.json().workshop.id], ['registration', 'Your seat is confirmed. See you at the workshop!', id]);
        const [row] = await site.db.query<{ confirmed: boolean; hold_expires_at: Date | null }>(
          'SELECT confirmed_at IS NOT NULL AS confirmed, hold_expires_at FROM workshop_registrations WHERE workshop_id = $1',
          [id],
        );
        assert.deepEqual(row, { confirmed: true, hold_expires_at: null });

        const again = await post('/api/workshops/confirm/', { token });
        assert.deepEqual([again.statusCode, again.json().message, again.json().field], [409, 'This link was already used: your seat is confirmed.', 'token']);
        // Confirmed, the seat no longer expires, whatever its old hold said.
        await site.db.query(`UPDATE workshop_registrations SET hold_expires_at = now() - interval '1 minute' WHERE workshop_id = $1`, [id]);
        assert.equal((await detail(id)).is_full, true);
        assert.equal((await post(`/api/workshops/${id}/register/`, form('third@example.org'))).statusCode, 409);
      });

      it('once the mailed link confirms a seat, the registrant is e-mailed the meeting link and an invite, and an account with the address is told in the bell', async () => {
        const meetingLink = 'https://meet.jit.si/UwaziHub-hold-test-room';
        const id = await createWorkshop(5);
        const badLink = await site.app.inject({
          method: 'PUT',
          url: `/api/workshops/${id}/`,
          payload: { meetingLink: 'http://insecure.example' },
          headers: { ...SAME_ORIGIN, cookie: staff.cookie },
        });
        assert.deepEqual([badLink.statusCode, badLink.json().field], [400, 'meetingLink']);
        const set = await site.app.inject({ method: 'PUT', url: `/api/workshops/${id}/`, payload: { meetingLink }, headers: { ...SAME_ORIGIN, cookie: staff.cookie } });
        assert.equal(set.statusCode, 200);
        assert.ok(!set.body.includes(meetingLink), 'the link is not part of the public workshop');

        // Registered signed out with Alice's address: nothing about attending is sent before she confirms.
        assert.equal((await post(`/api/workshops/${id}/register/`, form(alice.email, 'Alice Njoroge'))).statusCode, 201);
        const before = await site.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1', [alice.email]);
        assert.ok(before.every((m) => !m.body.includes(meetingLink)));
        const { token } = await mailedToken(alice.email, '/workshops/confirm');
        const confirmed = await post('/api/workshops/confirm/', { token });
        assert.equal(confirmed.statusCode, 200);
        const registrationId = confirmed.json<{ registration: { id: string } }>().registration.id;

        const [mail] = await site.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [alice.email]);
        assert.equal(mail!.subject, `Your place is confirmed: Hold test ${workshops}`);
        assert.ok(mail!.body.startsWith('Hello Alice Njoroge,'));
        assert.ok(mail!.body.includes(meetingLink) && mail!.body.includes('When: 2 Mar 2027 at 9:00 AM (East Africa Time)'), mail!.body);
        const calendarLink = `${site.config.publicUrl}/api/workshops/registrations/${registrationId}/calendar.ics`;
        assert.ok(mail!.body.includes(calendarLink), mail!.body);
        const invite = await get(new URL(calendarLink).pathname);
        assert.equal(invite.statusCode, 200);
        assert.match(invite.body, /\r\nDTSTART:20270302T060000Z\r\nDTEND:20270302T080000Z\r\n/);
        assert.match(invite.body, new RegExp(`\\r\\nURL:${meetingLink}\\r\\n`));

        const bell = (await get(`/api/notifications/user/${alice.id}/`, alice.cookie)).json<{ notifications: Array<{ title: string; message: string }> }>().notifications[0]!;
        assert.equal(bell.title, 'Workshop registration confirmed');
        assert.ok(bell.message.includes(meetingLink) && bell.message.includes(calendarLink), bell.message);
      });

      it('an unconfirmed hold stops counting when it expires: the seat is free again and the old link says it expired', async () => {
        const id = await createWorkshop(1);
        assert.equal((await post(`/api/workshops/${id}/register/`, form('late.confirmer@example.org'))).statusCode, 201);
        const { token } = await mailedToken('late.confirmer@example.org', '/workshops/confirm');
        assert.equal((await detail(id)).is_full, true);

        await expireHolds(id);
        // Before any sweep, the expired hold no longer counts in what the site shows.
        assert.deepEqual([(await detail(id)).available_spots, (await detail(id)).is_full], [1, false]);
        const list = (await get('/api/workshops/?category=upcoming')).json<{ workshops: Workshop[] }>().workshops;
        assert.equal(list.find((w) => w.id === id)?.available_spots, 1);

        const expired = await post('/api/workshops/confirm/', { token });
        assert.deepEqual([expired.statusCode, expired.json().message, expired.json().field], [410, LINK_EXPIRED, 'token']);

        // The freed seat can be taken; the expired hold is gone and the count is exact.
        const next = await post(`/api/workshops/${id}/register/`, form('next.in.line@example.org'));
        assert.equal(next.statusCode, 201);
        const rows = await site.db.query<{ email: string }>('SELECT email FROM workshop_registrations WHERE workshop_id = $1', [id]);
        assert.deepEqual(
          rows.map((r) => r.email),
          ['next.in.line@example.org'],
        );
        const [count] = await site.db.query<{ registrations_count: number }>('SELECT registrations_count FROM workshops WHERE id = $1', [id]);
        assert.equal(count!.registrations_count, 1);
        assert.equal((await post('/api/workshops/confirm/', { token })).statusCode, 410);
      });

      it('the periodic sweep deletes expired holds, giving their seats back, and expired waitlist requests; it keeps the rest', async () => {
        const id = await createWorkshop(4);
        for (const email of ['fresh@example.org', 'gone1@example.org', 'gone2@example.org'])
          assert.equal((await post(`/api/workshops/${id}/register/`, form(email))).statusCode, 201);
        await site.db.query(`UPDATE workshop_registrations SET hold_expires_at = now() - interval '1 minute' WHERE workshop_id = $1 AND email LIKE 'gone%'`, [id]);
        await post('/api/workshops/social-audit-fellowship/waitlist/', { email: 'stale.waiter@example.org' });
        await site.db.query(`UPDATE workshop_waitlist SET confirm_expires_at = now() - interval '1 minute' WHERE email = 'stale.waiter@example.org'`);

        await sweepExpired(site.db);
        const rows = await site.db.query<{ email: string }>('SELECT email FROM workshop_registrations WHERE workshop_id = $1', [id]);
        assert.deepEqual(
          rows.map((r) => r.email),
          ['fresh@example.org'],
        );
        const [count] = await site.db.query<{ registrations_count: number }>('SELECT registrations_count FROM workshops WHERE id = $1', [id]);
        assert.equal(count!.registrations_count, 1);
        assert.equal((await site.db.query(`SELECT 1 FROM workshop_waitlist WHERE email = 'stale.waiter@example.org'`)).length, 0);
      });

      it('a signed-in citizen registering their own address is confirmed at once: no link to confirm, only how to attend', async () => {
        const id = await createWorkshop(3);
        const before = (await site.db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM outbox'))[0]!.id;
        const response = await post(`/api/workshops/${id}/register/`, form(alice.email.toUpperCase(), 'Alice Njoroge'), { cookie: alice.cookie });
        assert.equal(response.statusCode, 201);
        assert.deepEqual([response.json().confirmed, response.json().message], [true, "You've been successfully registered for this workshop!"]);
        assert.ok((await mine(alice)).some((r) => r.workshopId === id));
        const mails = await site.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE lower(recipient) = lower($1) AND id > $2', [
          alice.email,
          before,
        ]);
        assert.deepEqual(
          mails.map((m) => m.subject),
          [`Your place is confirmed: Hold test ${workshops}`],
        );
        assert.ok(!mails[0]!.body.includes('/workshops/confirm') && mails[0]!.body.includes('Venue: Kisumu'), mails[0]!.body);
      });

      it('registering again while a hold waits sends a fresh link (the old one stops working); signing in with the address confirms the hold', async () => {
        const id = await createWorkshop(2);
        assert.equal((await post(`/api/workshops/${id}/register/`, form(bob.email, 'Bob Otieno'))).statusCode, 201);
        const first = await mailedToken(bob.email, '/workshops/confirm');
        const resent = await post(`/api/workshops/${id}/register/`, form(bob.email, 'Bob Otieno'));
        assert.deepEqual([resent.statusCode, resent.json().confirmed], [200, false]);
        assert.equal(resent.json().message, 'A seat is already held for this address. We have e-mailed the confirmation link again; open it before the hold ends.');
        const second = await mailedToken(bob.email, '/workshops/confirm');
        assert.notEqual(second.token, first.token);
        assert.equal((await post('/api/workshops/confirm/', { token: first.token })).statusCode, 410);
        assert.equal((await detail(id)).registrations_count, 1, 'one seat for one address');

        const own = await post(`/api/workshops/${id}/register/`, form(bob.email, 'Bob Otieno'), { cookie: bob.cookie });
        assert.deepEqual([own.statusCode, own.json().confirmed], [201, true]);
        const [attend] = await site.db.query<{ subject: string }>('SELECT subject FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [bob.email]);
        assert.equal(attend!.subject, `Your place is confirmed: Hold test ${workshops}`, 'the held seat, now confirmed, is followed by how to attend');
        assert.equal((await detail(id)).registrations_count, 1);
        assert.ok((await mine(bob)).some((r) => r.workshopId === id));
        const duplicate = await post(`/api/workshops/${id}/register/`, form(bob.email), { cookie: bob.cookie });
        assert.deepEqual([duplicate.statusCode, duplicate.json().field], [409, 'email']);
      });

      it('serves the pages the e-mailed links open as site pages (200), not as unknown paths (404)', async () => {
        for (const url of ['/workshops/confirm?token=abc', '/newsletter/confirm?token=abc', '/newsletter/unsubscribe?token=abc']) {
          const page = await site.app.inject({ url, headers: { accept: 'text/html' } });
          assert.equal(page.statusCode, 200, url);
          assert.match(page.body, /<div id="root">/);
        }
      });

      it('refuses a link that is missing or malformed, naming the token', async () => {
        for (const body of [{}, { token: '' }, { token: 'short' }, { token: 42 }]) {
          const response = await post('/api/workshops/confirm/', body);
          assert.deepEqual([response.statusCode, response.json().field], [400, 'token'], JSON.stringify(body));
          assert.equal(response.json().message, 'The link is incomplete. Please open the whole link from the e-mail.');
        }
        const unknown = await post('/api/workshops/confirm/', { token: 'A'.repeat(43) });
        assert.deepEqual([unknown.statusCode, unknown.json().message], [410, LINK_EXPIRED]);
      });

      it('a waitlist place given by e-mail waits for its link; a signed-in citizen joins at once', async () => {
        const pending = await post('/api/workshops/social-audit-fellowship/waitlist/', { email: 'waiting@example.org' });
        assert.deepEqual([pending.statusCode, pending.json().confirmed], [200, false]);
        const [before] = await site.db.query<{ confirmed: boolean }>(`SELECT confirmed_at IS NOT NULL AS confirmed FROM workshop_waitlist WHERE email = 'waiting@example.org'`);
        assert.equal(before!.confirmed, false);
        const { subject, token } = await mailedToken('waiting@example.org', '/workshops/confirm');
        assert.match(subject, /^Confirm your place on the waitlist: /);
        const confirmed = await post('/api/workshops/confirm/', { token });
        assert.deepEqual([confirmed.statusCode, confirmed.json().kind, confirmed.json().message], [200, 'waitlist', "You've been added to the waitlist."]);
        const [after] = await site.db.query<{ confirmed: boolean }>(`SELECT confirmed_at IS NOT NULL AS confirmed FROM workshop_waitlist WHERE email = 'waiting@example.org'`);
        assert.equal(after!.confirmed, true);
        assert.equal((await post('/api/workshops/confirm/', { token })).json().message, 'This link was already used: you are on the waitlist.');

        // Asking again for a confirmed address answers alike and sends nothing more.
        const mails = (await site.db.query(`SELECT 1 FROM outbox WHERE recipient = 'waiting@example.org'`)).length;
        const again = await post('/api/workshops/social-audit-fellowship/waitlist/', { email: 'waiting@example.org' });
        assert.deepEqual(again.json(), pending.json());
        assert.equal((await site.db.query(`SELECT 1 FROM outbox WHERE recipient = 'waiting@example.org'`)).length, mails);

        const signedIn = await post('/api/workshops/social-audit-fellowship/waitlist/', {}, { cookie: alice.cookie });
        assert.deepEqual([signedIn.statusCode, signedIn.json().confirmed], [200, true]);
      });
    });

    describe('registrations are bound to the address they name', () => {
      it("Alice registering bob@ holds a seat that is in neither's registrations/mine until Bob opens the mailed link", async () => {
        const id = await createWorkshop(5);
        const response = await post(`/api/workshops/${id}/register/`, form(bob.email, 'Bob Otieno'), { cookie: alice.cookie });
        assert.equal(response.statusCode, 201);
        assert.equal(response.json().confirmed, false, 'another address needs its own confirmation');
        assert.ok(!(await mine(bob)).some((r) => r.workshopId === id), "not in Bob's list before he confirms");
        assert.ok(!(await mine(alice)).some((r) => r.workshopId === id), "not in Alice's list either");

        const { token } = await mailedToken(bob.email, '/workshops/confirm');
        assert.equal((await post('/api/workshops/confirm/', { token })).statusCode, 200);
        const bobs = await mine(bob);
        assert.ok(
          bobs.some((r) => r.workshopId === id && r.email === bob.email),
          "in Bob's list once confirmed",
        );
        assert.ok(!(await mine(alice)).some((r) => r.workshopId === id));
        const [row] = await site.db.query<{ user_id: string }>('SELECT user_id FROM workshop_registrations WHERE workshop_id = $1', [id]);
        assert.equal(row!.user_id, bob.id, 'the seat belongs to the account of the confirmed address');
      });

      it('a seat kept from before confirmation existed shows in no dashboard until the address owner registers it while signed in', async () => {
        const id = await createWorkshop(5);
        // As migration 009 leaves a registration someone made for another address: a seat, unconfirmed, no expiry.
        await site.db.query(`INSERT INTO workshop_registrations (workshop_id, user_id, name, email, phone) VALUES ($1, $2, 'Bob Otieno', $3, '0700000000')`, [
          id,
          alice.id,
          bob.email,
        ]);
        await site.db.query('UPDATE workshops SET registrations_count = 1 WHERE id = $1', [id]);
        assert.ok(!(await mine(bob)).some((r) => r.workshopId === id));
        assert.ok(!(await mine(alice)).some((r) => r.workshopId === id));
        await expireHolds(id);
        assert.equal((await detail(id)).registrations_count, 1, 'a kept seat never expires');
        const stranger = await post(`/api/workshops/${id}/register/`, form(bob.email));
        assert.deepEqual([stranger.statusCode, stranger.json().field], [409, 'email']);
        const owner = await post(`/api/workshops/${id}/register/`, form(bob.email, 'Bob Otieno'), { cookie: bob.cookie });
        assert.deepEqual([owner.statusCode, owner.json().confirmed], [201, true]);
        assert.ok((await mine(bob)).some((r) => r.workshopId === id));
        assert.equal((await detail(id)).registrations_count, 1);
      });

      it('registrations/mine and the signed-in discussion list are never stored by a cache', async () => {
        const registrations = await get('/api/workshops/registrations/mine/', alice.cookie);
        assert.equal(registrations.statusCode, 200);
        assert.equal(registrations.headers['cache-control'], 'no-store');
        const discussions = await get('/api/discussions/get/', alice.cookie);
        assert.equal(discussions.statusCode, 200);
        assert.equal(discussions.headers['cache-control'], 'no-store');
      });
    });

    describe('discussion views', () => {
      const views = async (id: string) => (await get('/api/discussions/get/', alice.cookie)).json<Discussion[]>().find((d) => d.id === id)!.views;

      it('100 view POSTs from one signed-out client count once; a second client counts once more', async () => {
        const [discussion] = (await get('/api/discussions/get/', alice.cookie)).json<Discussion[]>();
        const id = discussion!.id;
        const start = await views(id);
        const client = newClient();
        const answers = await Promise.all(Array.from({ length: 100 }, () => post(`/api/discussions/${id}/views/`, undefined, { client })));
        assert.ok(answers.every((a) => a.statusCode === 200));
        assert.equal(await views(id), start + 1);
        assert.equal((await post(`/api/discussions/${id}/views/`, undefined, { client })).json().views, start + 1);
        const other = await post(`/api/discussions/${id}/views/`, undefined);
        assert.equal(other.json().views, start + 2);
        assert.equal(await views(id), start + 2);
        // Only hashes are kept: neither the client's address nor anything readable.
        const viewers = await site.db.query<{ viewer: string }>('SELECT viewer FROM discussion_views WHERE discussion_id = $1', [id]);
        assert.equal(viewers.length, 2);
        assert.ok(
          viewers.every((v) => /^c:[0-9a-f]{32}$/.test(v.viewer)),
          JSON.stringify(viewers),
        );
      });

      it('a signed-in viewer counts once whatever their address; their row holds a hash, not their id', async () => {
        const [, discussion] = (await get('/api/discussions/get/', alice.cookie)).json<Discussion[]>();
        const id = discussion!.id;
        const start = await views(id);
        for (let n = 0; n < 5; n += 1) await post(`/api/discussions/${id}/views/`, undefined, { cookie: bob.cookie });
        assert.equal(await views(id), start + 1);
        const [row] = await site.db.query<{ viewer: string }>('SELECT viewer FROM discussion_views WHERE discussion_id = $1', [id]);
        assert.match(row!.viewer, /^u:[0-9a-f]{32}$/);
        assert.ok(!row!.viewer.includes(bob.id));
      });
    });
  });
}
