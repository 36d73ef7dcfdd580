import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { startMailbox, tokenFrom } from './mailbox.js';
import { BAD_LINK, NO_PASSWORD_YET, PASSWORD_CHANGED, WRONG_CURRENT_PASSWORD } from '../src/routes/auth.js';
import { COMMON_PASSWORD_MESSAGE, PERSONAL_PASSWORD_MESSAGE } from '../src/accounts/passwords.js';
import { createSession } from '../src/accounts/sessions.js';

/** The password the harness gives every signed-in citizen. */
const CURRENT = 'Kisumu-Lakeside-Evenings-2026';
const FRESH = 'Jacaranda-Blooms-In-October-88';

for (const database of DATABASES) {
  describe(`change password on ${database.name}`, () => {
    let site: TestSite;
    let mailbox: Awaited<ReturnType<typeof startMailbox>>;
    let client = 0;
    // Sign-ins are limited per client: each one here comes from its own address.
    const nextAddress = () => `203.0.113.${(client += 1)}`;

    before(async () => {
      mailbox = await startMailbox();
      site = await startTestSite(database.url, { SMTP_URL: mailbox.url });
    });
    after(async () => {
      await site.close();
      await mailbox.close();
    });

    const change = (cookie: string | undefined, payload: Record<string, unknown>) =>
      site.app.inject({ method: 'POST', url: '/api/auth/change-password/', payload, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) }, remoteAddress: nextAddress() });
    const signIn = (email: string, password: string) =>
      site.app.inject({ method: 'POST', url: '/api/auth/signin/', payload: { email, password }, headers: SAME_ORIGIN, remoteAddress: nextAddress() });
    const cookieOf = (response: { cookies: Array<{ name: string; value: string }> }) => {
      const sid = response.cookies.find((cookie) => cookie.name === 'sid');
      return sid ? `sid=${sid.value}` : undefined;
    };
    const currentUser = async (cookie: string | undefined) => (await site.app.inject({ url: '/api/auth/user/', headers: cookie ? { cookie } : {} })).json().data.user;

    it('asks a signed-out visitor to sign in', async () => {
      const response = await change(undefined, { currentPassword: CURRENT, newPassword: FRESH, confirmPassword: FRESH });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { status: 'error', message: 'Please sign in to continue.', field: null, status_code: 401 });
    });

    it('refuses a wrong current password, naming currentPassword, and changes nothing', async () => {
      const wanjiku = await site.signedInCitizen('Wanjiku Kamau');
      const response = await change(wanjiku.cookie, { currentPassword: 'Not-My-Password-At-All', newPassword: FRESH, confirmPassword: FRESH });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { status: 'error', message: WRONG_CURRENT_PASSWORD, field: 'currentPassword', status_code: 400 });
      assert.equal((await signIn(wanjiku.email, CURRENT)).statusCode, 200, 'the old password still works');
      assert.equal((await signIn(wanjiku.email, FRESH)).statusCode, 401);
      assert.ok(await currentUser(wanjiku.cookie), 'the session goes on');
    });

    it('checks the form: current password required, the new one long enough, different and confirmed', async () => {
      const citizen = await site.signedInCitizen('Baraka Mwangi');
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ currentPassword: '', newPassword: FRESH, confirmPassword: FRESH }, 'currentPassword', 'Enter your current password'],
        [{ currentPassword: CURRENT, newPassword: 'short', confirmPassword: 'short' }, 'newPassword', 'Password must be at least 8 characters long'],
        [{ currentPassword: CURRENT, newPassword: CURRENT, confirmPassword: CURRENT }, 'newPassword', 'Choose a new password that is different from your current one'],
        [{ currentPassword: CURRENT, newPassword: FRESH, confirmPassword: `${FRESH}!` }, 'confirmPassword', 'Passwords do not match'],
      ];
      for (const [payload, field, message] of cases) {
        const response = await change(citizen.cookie, payload);
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.deepEqual(response.json(), { status: 'error', message, field, status_code: 400 });
      }
    });

    it('refuses breached, common and personal new passwords, naming newPassword', async () => {
      const wanjiku = await site.signedInCitizen('Wanjiku Kamau');
      for (const [password, message] of [
        ['Summer2024!', COMMON_PASSWORD_MESSAGE],
        ['P@ssw0rd2024!', COMMON_PASSWORD_MESSAGE],
        ['Nairobi2024!', COMMON_PASSWORD_MESSAGE],
        ['WanjikuKamau1', PERSONAL_PASSWORD_MESSAGE],
      ]) {
        const response = await change(wanjiku.cookie, { currentPassword: CURRENT, newPassword: password, confirmPassword: password });
        assert.equal(response.statusCode, 400, password);
        assert.deepEqual(response.json(), { status: 'error', message, field: 'newPassword', status_code: 400 }, password);
      }
      assert.equal((await signIn(wanjiku.email, CURRENT)).statusCode, 200, 'nothing was changed');
    });

    it('changes the password: this browser stays signed in on a fresh session, every other session ends, the owner is mailed', async () => {
      const amani = await site.signedInCitizen('Amani Njoroge');
      const otherDevice = cookieOf(await signIn(amani.email, CURRENT));
      assert.ok(await currentUser(otherDevice), 'signed in on a second device');

      const response = await change(amani.cookie, { currentPassword: CURRENT, newPassword: FRESH, confirmPassword: FRESH });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { status: 'success', message: PASSWORD_CHANGED, status_code: 200 });
      assert.equal(response.headers['cache-control'], 'no-store');

      const rotated = cookieOf(response);
      assert.ok(rotated, 'a new session cookie');
      assert.notEqual(rotated, amani.cookie);
      assert.equal((await currentUser(rotated)).email, amani.email, 'this browser is still signed in');
      assert.equal(await currentUser(amani.cookie), null, 'the session id from before the change no longer works');
      assert.equal(await currentUser(otherDevice), null, 'the other device is signed out');
      const [open] = await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [amani.id]);
      assert.equal(open!.n, 1, 'only the new session is open');

      assert.equal((await signIn(amani.email, CURRENT)).statusCode, 401, 'the old password no longer works');
      assert.equal((await signIn(amani.email, FRESH)).statusCode, 200, 'the new one does');

      const mail = await mailbox.waitFor(amani.email, /password was changed/);
      assert.match(mail.text, /Hello Amani Njoroge/);
      assert.match(mail.text, /\/auth\/forgot-password/);
      assert.doesNotMatch(mail.text, new RegExp(FRESH), 'the mail never carries the password');
    });

    it('spends a reset link mailed before the change', async () => {
      const citizen = await site.signedInCitizen('Chebet Kiprop');
      await site.app.inject({ method: 'POST', url: '/api/auth/reset-password/', payload: { email: citizen.email }, headers: SAME_ORIGIN, remoteAddress: nextAddress() });
      const token = tokenFrom(await mailbox.waitFor(citizen.email, /Reset your/), '/auth/reset-password');
      assert.equal((await change(citizen.cookie, { currentPassword: CURRENT, newPassword: FRESH, confirmPassword: FRESH })).statusCode, 200);
      const late = await site.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/confirm/',
        payload: { token, password: 'Another-Long-Passphrase-9' },
        headers: SAME_ORIGIN,
        remoteAddress: nextAddress(),
      });
      assert.deepEqual(late.json(), { status: 'error', message: BAD_LINK, field: 'token', status_code: 400 });
    });

    it('limits guesses of the current password per account, like sign-in', async () => {
      const citizen = await site.signedInCitizen('Duncan Otieno');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await change(citizen.cookie, { currentPassword: `Wrong-Guess-Number-${i}`, newPassword: FRESH, confirmPassword: FRESH })).statusCode);
      assert.deepEqual(statuses, [400, 400, 400, 400, 400, 429]);
      const limited = await change(citizen.cookie, { currentPassword: CURRENT, newPassword: FRESH, confirmPassword: FRESH });
      assert.equal(limited.statusCode, 429, 'even the right password waits');
      assert.ok(Number(limited.headers['retry-after']) > 0);
      assert.equal((await signIn(citizen.email, CURRENT)).statusCode, 200, 'nothing was changed');
    });

    it('tells an account that only signs in with Google that it has no password to change', async () => {
      const [row] = await site.db.query<{ id: string }>(
        `INSERT INTO users (email, username, full_name, google_subject, email_verified_at, terms_accepted_at) VALUES ($1, $2, $3, $4, now(), now()) RETURNING id`,
        [`google.only.${Date.now()}@example.org`, `google-only-${Date.now() % 100000}`, 'Google Only', `sub-${Date.now()}`],
      );
      const cookie = `sid=${await createSession(site.db, row!.id)}`;
      const response = await change(cookie, { currentPassword: 'anything-at-all', newPassword: FRESH, confirmPassword: FRESH });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { status: 'error', message: NO_PASSWORD_YET, field: 'currentPassword', status_code: 400 });
      const [stored] = await site.db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [row!.id]);
      assert.equal(stored!.password_hash, null);
    });
  });
}
