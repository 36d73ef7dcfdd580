import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';

for (const database of DATABASES) {
  describe(`workshop seats under concurrency on ${database.name}`, () => {
    let site: TestSite;
    let staffCookie: string;
    before(async () => {
      site = await startTestSite(database.url);
      const staff = await site.signedInCitizen('Seat Keeper');
      await site.grantRoles(staff.id, 'editor');
      staffCookie = staff.cookie;
    });
    after(async () => site.close());

    const createWorkshop = async (id: string, capacity: number) => {
      const response = await site.app.inject({
        method: 'POST',
        url: '/api/workshops/',
        headers: { ...SAME_ORIGIN, cookie: staffCookie },
        payload: {
          id,
          title: `Race ${id}`,
          category: 'upcoming',
          description: 'Seats under load.',
          date: '2027-01-12',
          time: '10:00',
          location: 'Online',
          duration: '1 hour',
          capacity,
        },
      });
      assert.equal(response.statusCode, 201);
    };
    // A crowd: each registration from its own client address, so the per-client limit is not what decides.
    const crowd = (n: number) => `10.40.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    const register = (id: string, email: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
      site.app.inject({
        method: 'POST',
        url: `/api/workshops/${id}/register/`,
        remoteAddress,
        headers: { ...SAME_ORIGIN, ...headers },
        payload: { name: 'Racer', email, phone: '0700 000 000' },
      });

    it('100 concurrent registrations for 10 seats: exactly 10 succeed (as holds), the rest are told it is full', async () => {
      await createWorkshop('race-ten-seats', 10);
      const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => register('race-ten-seats', `racer${n}@example.org`, {}, crowd(n))));
      const ok = answers.filter((a) => a.statusCode === 201);
      const full = answers.filter((a) => a.statusCode === 409);
      assert.equal(ok.length, 10);
      assert.ok(
        ok.every((a) => a.json().confirmed === false),
        'signed-out seats are holds',
      );
      assert.equal(full.length, 90);
      assert.ok(full.every((a) => a.json().message === 'This workshop is currently full. Please try another workshop or join the waitlist.'));
      const [row] = await site.db.query<{ registrations_count: number; stored: number }>(
        `SELECT registrations_count, (SELECT count(*)::int FROM workshop_registrations WHERE workshop_id = 'race-ten-seats') AS stored FROM workshops WHERE id = 'race-ten-seats'`,
      );
      assert.deepEqual(row, { registrations_count: 10, stored: 10 });
    });

    it('when 10 holds expire, 100 concurrent registrations take exactly the 10 freed seats', async () => {
      await createWorkshop('race-expired-holds', 10);
      for (let n = 0; n < 10; n += 1) assert.equal((await register('race-expired-holds', `early${n}@example.org`, {}, crowd(200 + n))).statusCode, 201);
      await site.db.query(`UPDATE workshop_registrations SET hold_expires_at = now() - interval '1 minute' WHERE workshop_id = 'race-expired-holds'`);
      const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => register('race-expired-holds', `late${n}@example.org`, {}, crowd(300 + n))));
      assert.equal(answers.filter((a) => a.statusCode === 201).length, 10);
      assert.equal(answers.filter((a) => a.statusCode === 409).length, 90);
      const [row] = await site.db.query<{ registrations_count: number; stored: number; early: number }>(
        `SELECT registrations_count,
                (SELECT count(*)::int FROM workshop_registrations WHERE workshop_id = 'race-expired-holds') AS stored,
                (SELECT count(*)::int FROM workshop_registrations WHERE workshop_id = 'race-expired-holds' AND email LIKE 'early%') AS early
           FROM workshops WHERE id = 'race-expired-holds'`,
      );
      assert.deepEqual(row, { registrations_count: 10, stored: 10, early: 0 });
    });

    it('the same address registering 20 times at once gets one seat', async () => {
      await createWorkshop('race-same-email', 50);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => register('race-same-email', 'same.person@example.org', {}, crowd(100 + n))));
      assert.equal(answers.filter((a) => a.statusCode === 201).length, 1);
      const [row] = await site.db.query<{ registrations_count: number }>(`SELECT registrations_count FROM workshops WHERE id = 'race-same-email'`);
      assert.equal(row!.registrations_count, 1);
    });

    it('20 concurrent retries with one Idempotency-Key, from one client, create one registration and all get the same answer', async () => {
      await createWorkshop('race-idempotent', 50);
      const answers = await Promise.all(Array.from({ length: 20 }, () => register('race-idempotent', 'retrying@example.org', { 'idempotency-key': 'race-key-0001' })));
      // A retry arriving while the first is still in flight waits on the key's row, then reads its answer; a
      // replay is answered before the per-client limit (5 an hour), so none of the 20 is refused with a 429.
      assert.equal(answers.filter((a) => a.statusCode === 201).length, 20);
      for (const answer of answers) assert.deepEqual(answer.json(), answers[0]!.json());
      const [row] = await site.db.query<{ registrations_count: number }>(`SELECT registrations_count FROM workshops WHERE id = 'race-idempotent'`);
      assert.equal(row!.registrations_count, 1);
    });
  });
}
