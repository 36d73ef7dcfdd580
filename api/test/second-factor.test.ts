import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as OTPAuth from 'otpauth';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { grantRoles } from '../src/accounts/roles.js';

const PASSWORD = 'Kisumu-Lakeside-Evenings-2026';

for (const database of DATABASES) {
  describe(`two-step sign-in on ${database.name}`, () => {
    let site: TestSite;

    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string | null, payload?: unknown) =>
      site.app.inject({ method, url, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload === undefined ? {} : { payload: payload as object }) });

    async function signIn(email: string) {
      const answer = await call('POST', '/api/auth/signin/', null, { email, password: PASSWORD });
      assert.equal(answer.statusCode, 200, answer.body);
      const sid = answer.cookies.find((cookie) => cookie.name === 'sid')!;
      return { cookie: `sid=${sid.value}`, user: answer.json().data };
    }

    /** A member of staff with these roles, signed in, who has not given a code (the harness's grantRoles would pass them). */
    async function staff(name: string, ...roles: Parameters<typeof grantRoles>[2]) {
      const person = await site.signedInCitizen(name);
      await grantRoles(site.db, person.id, roles);
      return person;
    }

    const appFor = (key: string) => new OTPAuth.TOTP({ digits: 6, period: 30, algorithm: 'SHA1', secret: OTPAuth.Secret.fromBase32(key.replace(/\s/g, '')) });

    before(async () => {
      site = await startTestSite(database.url, { STAFF_EMAILS: '' });
    });
    after(async () => site?.close());

    it('keeps a case handler without it off every staff route, and lets a moderator alone in', async () => {
      const handler = await staff('Achieng Awino Odera', 'case_handler', 'moderator');
      const refused = await call('GET', '/api/desk/cases/', handler.cookie);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().code, 'second_factor');
      assert.equal(refused.json().message, 'Confirm it is you with the code from your authenticator app before using staff tools.');
      // Whatever the route's role: a moderator's route too, for someone who is also a case handler.
      assert.equal((await call('GET', '/api/moderation/', handler.cookie)).json().code, 'second_factor');
      assert.equal((await call('GET', '/api/auth/user/', handler.cookie)).json().data.user.secondFactor, 'setup');

      const moderator = await staff('Moderator Only Wekesa', 'moderator');
      assert.equal((await call('GET', '/api/moderation/', moderator.cookie)).statusCode, 200);
      assert.equal((await call('GET', '/api/auth/user/', moderator.cookie)).json().data.user.secondFactor, undefined);
      const notForThem = await call('POST', '/api/auth/second-factor/setup/', moderator.cookie);
      assert.equal(notForThem.statusCode, 403);
      assert.equal(notForThem.json().message, 'Two-step sign-in is for staff who hold the administrator or case handler role.');
    });

    it('sets up with a code from the app, answers ten recovery codes once, keeps the key sealed, and opens the desk', async () => {
      const handler = await staff('Kamau Njoroge Mwangi', 'case_handler');
      const setup = await call('POST', '/api/auth/second-factor/setup/', handler.cookie);
      assert.equal(setup.statusCode, 200, setup.body);
      const { key, uri, qr } = setup.json();
      assert.match(key, /^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
      assert.ok(uri.startsWith('otpauth://totp/Uwazi%20Hub:'), uri);
      assert.equal(qr.modules.length, qr.size * qr.size);
      assert.match(qr.modules, /^[01]+$/);
      const [stored] = await site.db.query<{ sealed_key: string }>('SELECT sealed_key FROM second_factors WHERE user_id = $1', [handler.id]);
      assert.ok(!stored!.sealed_key.includes(key.replace(/\s/g, '')), 'the key is not stored as it is');

      const app = appFor(key);
      const missing = await call('POST', '/api/auth/second-factor/enable/', handler.cookie, {});
      assert.equal(missing.json().field, 'code');
      assert.equal(missing.json().message, 'Enter the 6-digit code your authenticator app shows.');
      const wrong = await call('POST', '/api/auth/second-factor/enable/', handler.cookie, { code: app.generate({ timestamp: Date.now() - 10 * 60_000 }) });
      assert.equal(wrong.statusCode, 400);
      assert.equal(wrong.json().field, 'code');
      assert.equal((await call('GET', '/api/desk/cases/', handler.cookie)).statusCode, 403);

      // The code that switches it on is kept: the sign-in below replays this very code, whatever step the clock has reached.
      const used = app.generate();
      const enabled = await call('POST', '/api/auth/second-factor/enable/', handler.cookie, { code: used });
      assert.equal(enabled.statusCode, 200, enabled.body);
      const codes: string[] = enabled.json().recoveryCodes;
      assert.equal(codes.length, 10);
      assert.equal(new Set(codes).size, 10);
      for (const code of codes) assert.match(code, /^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
      const hashes = await site.db.query<{ code_hash: string }>('SELECT code_hash FROM recovery_codes WHERE user_id = $1', [handler.id]);
      assert.equal(hashes.length, 10);
      assert.ok(!hashes.some((row) => codes.some((code) => row.code_hash.includes(code.replace('-', '')))));

      assert.equal((await call('GET', '/api/desk/cases/', handler.cookie)).statusCode, 200);
      assert.deepEqual((await call('GET', '/api/auth/second-factor/', handler.cookie)).json(), { state: 'done', recoveryCodesLeft: 10 });
      assert.equal((await call('POST', '/api/auth/second-factor/setup/', handler.cookie)).statusCode, 409);
      const [audit] = await site.db.query<{ actor_id: string; target_id: string }>(
        `SELECT actor_id, target_id FROM staff_audit WHERE action = 'second_factor.enable' AND actor_id = $1`,
        [handler.id],
      );
      assert.equal(audit?.target_id, handler.email);

      // The next sign-in asks for a code; the one just used is refused, the next one is taken.
      const again = await signIn(handler.email);
      assert.equal(again.user.secondFactor, 'verify');
      assert.equal((await call('GET', '/api/desk/cases/', again.cookie)).json().code, 'second_factor');
      const replay = await call('POST', '/api/auth/second-factor/verify/', again.cookie, { code: used });
      assert.equal(replay.statusCode, 400, 'a code works once');
      assert.equal(replay.json().message, 'That code is not right. Enter the 6-digit code your app shows now, or one of your recovery codes.');
      const next = await call('POST', '/api/auth/second-factor/verify/', again.cookie, { code: app.generate({ timestamp: Date.now() + 30_000 }) });
      assert.equal(next.statusCode, 200, next.body);
      assert.deepEqual(next.json(), { state: 'done', recoveryCodesLeft: null });
      assert.equal((await call('GET', '/api/desk/cases/', again.cookie)).statusCode, 200);

      // A recovery code, typed loosely, works once.
      const third = await signIn(handler.email);
      const recovered = await call('POST', '/api/auth/second-factor/verify/', third.cookie, { code: ` ${codes[3]!.toLowerCase().replace('-', ' ')} ` });
      assert.equal(recovered.statusCode, 200, recovered.body);
      assert.equal(recovered.json().recoveryCodesLeft, 9);
      const fourth = await signIn(handler.email);
      assert.equal((await call('POST', '/api/auth/second-factor/verify/', fourth.cookie, { code: codes[3] })).statusCode, 400);
    });

    it('holds code guessing to ten tries in fifteen minutes', async () => {
      const handler = await staff('Guessing Otieno Ouma', 'administrator');
      const { key } = (await call('POST', '/api/auth/second-factor/setup/', handler.cookie)).json();
      const enabled = await call('POST', '/api/auth/second-factor/enable/', handler.cookie, { code: appFor(key).generate() });
      assert.equal(enabled.statusCode, 200);
      const session = await signIn(handler.email);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await call('POST', '/api/auth/second-factor/verify/', session.cookie, { code: '000000' })).statusCode);
      assert.deepEqual(statuses.slice(0, 9), Array(9).fill(400));
      assert.equal(statuses[10], 429);
    });

    it('lets an administrator remove someone’s two-step sign-in: their sessions end and they set it up again', async () => {
      const admin = await site.signedInCitizen('Administrator Wanjiku Njeri');
      await site.grantRoles(admin.id, 'administrator');
      const handler = await staff('Lost Phone Chebet', 'case_handler');
      const { key } = (await call('POST', '/api/auth/second-factor/setup/', handler.cookie)).json();
      await call('POST', '/api/auth/second-factor/enable/', handler.cookie, { code: appFor(key).generate() });

      const listed = (await call('GET', '/api/staff/', admin.cookie)).json().staff.find((member: { id: string }) => member.id === handler.id);
      assert.equal(listed.twoStep, true);
      const removed = await call('DELETE', `/api/staff/${handler.id}/second-factor/`, admin.cookie);
      assert.equal(removed.statusCode, 200, removed.body);
      assert.equal((await call('GET', '/api/desk/cases/', handler.cookie)).statusCode, 401, 'their session ended');
      assert.equal((await signIn(handler.email)).user.secondFactor, 'setup');
      const twice = await call('DELETE', `/api/staff/${handler.id}/second-factor/`, admin.cookie);
      assert.equal(twice.statusCode, 409);
      assert.equal(twice.json().message, 'This person has not set up two-step sign-in.');
      const [audit] = await site.db.query<{ actor_id: string }>(`SELECT actor_id FROM staff_audit WHERE action = 'staff.second_factor.reset' AND target_id = $1`, [handler.email]);
      assert.equal(audit?.actor_id, admin.id);
    });
  });
}
