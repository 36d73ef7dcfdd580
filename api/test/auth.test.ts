import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, signUpPayload, startTestSite, type TestSite } from './harness.js';
import { startMailbox, tokenFrom } from './mailbox.js';
import { BAD_CREDENTIALS, BAD_LINK, REGISTERED, RESET_LINK_USABLE, RESET_SENT, SIGNED_IN, UNVERIFIED, VERIFICATION_SENT, VERIFIED, WELCOME_TITLE } from '../src/routes/auth.js';
import { COMMON_PASSWORD_MESSAGE, PERSONAL_PASSWORD_MESSAGE } from '../src/accounts/passwords.js';
import { hashToken, randomToken } from '../src/accounts/tokens.js';

const PASSWORD = 'Mvua-Ya-Masika-2026';

for (const database of DATABASES) {
  describe(`accounts on ${database.name}`, () => {
    let site: TestSite;
    let mailbox: Awaited<ReturnType<typeof startMailbox>>;
    let counter = 0;
    const uniqueEmail = () => `citizen${(counter += 1)}.${Date.now()}@example.org`;

    before(async () => {
      mailbox = await startMailbox();
      // Plain HTTP, so the session cookie is `sid`; the HTTPS behaviour is tested in accounts-https.test.ts.
      site = await startTestSite(database.url, { SMTP_URL: mailbox.url, PUBLIC_URL: 'http://uwazi.test', SECURE_COOKIES: '' });
    });
    after(async () => {
      await site.close();
      await mailbox.close();
    });

    const post = (url: string, payload: unknown, cookie?: string, ip = '127.0.0.1') =>
      site.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) }, remoteAddress: ip });
    const currentUser = async (cookie?: string) => (await site.app.inject({ url: '/api/auth/user/', headers: cookie ? { cookie } : {} })).json().data.user;

    async function signIn(email: string, password = PASSWORD) {
      const response = await post('/api/auth/signin/', { email, password });
      const sid = response.cookies.find((c) => c.name === 'sid');
      return { response, cookie: sid ? `sid=${sid.value}` : undefined, sid };
    }

    /** Signs up, follows the e-mailed link, and returns the address. */
    // Each sign-up comes from its own address: sign-ups are limited per client.
    const signUp = (payload: unknown) => post('/api/auth/signup/', payload, undefined, `192.0.2.${(counter % 250) + 1}`);

    async function verifiedAccount(): Promise<string> {
      const email = uniqueEmail();
      assert.equal((await signUp(signUpPayload(email))).statusCode, 201);
      const mail = await mailbox.waitFor(email, /Confirm your e-mail/);
      assert.equal((await post('/api/auth/verify-email/', { token: tokenFrom(mail, '/auth/verify-email') })).statusCode, 200);
      return email;
    }

    it('signs up, mails a verification link, refuses sign-in until verified, then signs in with a session cookie', async () => {
      const email = uniqueEmail();
      const created = await signUp(signUpPayload(email));
      assert.equal(created.statusCode, 201);
      assert.deepEqual(created.json(), { status: 'success', message: REGISTERED, status_code: 201 });

      const mail = await mailbox.waitFor(email, /Confirm your e-mail/);
      assert.match(mail.text, /http:\/\/uwazi\.test\/auth\/verify-email\?token=/);

      const wrong = await signIn(email, 'not-the-password');
      assert.equal(wrong.response.statusCode, 401);
      assert.equal(wrong.response.json().message, BAD_CREDENTIALS);
      const unverified = await signIn(email);
      assert.equal(unverified.response.statusCode, 403);
      assert.deepEqual(unverified.response.json(), { status: 'error', message: UNVERIFIED, field: null, status_code: 403 });
      assert.equal(unverified.sid, undefined, 'no session before verification');

      const token = tokenFrom(mail, '/auth/verify-email');
      const verify = await post('/api/auth/verify-email/', { token });
      assert.deepEqual(verify.json(), { status: 'success', message: VERIFIED, status_code: 200 });
      const again = await post('/api/auth/verify-email/', { token });
      assert.equal(again.statusCode, 400);
      assert.deepEqual(again.json(), { status: 'error', message: BAD_LINK, field: 'token', status_code: 400 });

      const { response, cookie, sid } = await signIn(email.toUpperCase());
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.equal(body.status, 'success');
      assert.equal(body.message, SIGNED_IN);
      assert.equal(body.status_code, 200);
      assert.deepEqual(Object.keys(body.data).sort(), ['displayName', 'email', 'fullName', 'id', 'username']);
      assert.equal(body.data.fullName, 'Achieng Otieno');
      assert.equal(body.data.displayName, 'Achieng O.');
      assert.ok(sid?.httpOnly, 'HttpOnly');
      assert.equal(sid?.sameSite, 'Lax');
      assert.ok((sid?.value.length ?? 0) >= 43, '256-bit id');

      assert.equal((await currentUser(cookie)).email, email);
      assert.equal(response.headers['cache-control'], 'no-store', 'the sign-in answer carries the user: never cached');
      const me = await site.app.inject({ url: '/api/auth/user/', headers: { cookie: cookie! } });
      assert.equal(me.headers['cache-control'], 'no-store', 'the session user is never kept by a browser or proxy cache');
      const welcome = (await site.app.inject({ url: `/api/notifications/user/${body.data.id}/`, headers: { cookie: cookie! } })).json();
      assert.equal(welcome.notifications[0].title, WELCOME_TITLE, 'a verified sign-up is welcomed with a notification');
      assert.equal(welcome.unreadCount, 1);
      const profile = (await site.app.inject({ url: '/api/auth/profile/', headers: { cookie: cookie! } })).json().data;
      assert.equal(profile.country, 'Kenya');
      assert.equal(profile.dateOfBirth, '1994-05-17');
      assert.equal(profile.emailVerified, true);
      assert.deepEqual(profile.signInMethods, ['password']);

      const out = await post('/api/auth/signout/', {}, cookie);
      assert.deepEqual(out.json(), { status: 'success', message: 'Logged out successfully', status_code: 200 });
      assert.equal(await currentUser(cookie), null, 'the session is revoked on the server, not just forgotten by the browser');
      assert.equal((await site.app.inject({ url: '/api/auth/profile/', headers: { cookie: cookie! } })).statusCode, 401);
    });

    it('puts who is signed in in every page, as GET /api/auth/user/ says it, for that browser alone', async () => {
      const html = { accept: 'text/html' };
      const sessionInPage = (body: string) => JSON.parse(/<script type="application\/json" id="session-user">([^<]*)<\/script>/.exec(body)?.[1] ?? 'undefined');
      const email = await verifiedAccount();
      const { cookie } = await signIn(email);

      const signedIn = await site.app.inject({ url: '/counties', headers: { ...html, cookie: cookie! } });
      assert.equal(signedIn.statusCode, 200);
      assert.deepEqual(sessionInPage(signedIn.body), { user: await currentUser(cookie) });
      assert.equal(sessionInPage(signedIn.body).user.email, email);
      assert.equal(signedIn.headers['cache-control'], 'private, no-cache', 'a page naming its user is not kept by shared caches');

      const signedOut = await site.app.inject({ url: '/counties', headers: html });
      assert.deepEqual(sessionInPage(signedOut.body), { user: null });
      assert.equal(signedOut.headers['cache-control'], 'no-cache');
      const stale = await site.app.inject({ url: '/', headers: { ...html, cookie: 'sid=not-a-session' } });
      assert.deepEqual(sessionInPage(stale.body), { user: null });
      const missing = await site.app.inject({ url: '/no-such-page', headers: { ...html, cookie: cookie! } });
      assert.equal(missing.statusCode, 404);
      assert.equal(sessionInPage(missing.body).user.email, email, 'the 404 page has the header of a signed-in citizen too');
    });

    it('answers a sign-up for a taken address exactly as for a new one, and mails the owner instead', async () => {
      const email = await verifiedAccount();
      const again = await signUp(signUpPayload(email.toUpperCase(), { fullName: 'Someone Else' }));
      assert.equal(again.statusCode, 201);
      assert.deepEqual(again.json(), { status: 'success', message: REGISTERED, status_code: 201 });
      await mailbox.waitFor(email, /already|tried to register/i);
      const rows = await site.db.query<{ n: number; name: string }>('SELECT count(*)::int AS n, min(full_name) AS name FROM users WHERE email = $1', [email]);
      assert.deepEqual(rows[0], { n: 1, name: 'Achieng Otieno' });
    });

    it('refuses bad sign-up fields with the spec texts, naming the field', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ fullName: ' ' }, 'fullName', 'Full name is required'],
        [{ email: 'achieng' }, 'email', 'Please enter a valid email address'],
        [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
        [{ dateOfBirth: '' }, 'dateOfBirth', 'Date of birth is required'],
        [{ gender: 'robot' }, 'gender', 'Please select a gender'],
        [{ country: '' }, 'country', 'Country is required'],
        [{ termsAccepted: false }, 'termsAccepted', 'Please accept the terms to continue'],
        [{ password: 'password123' }, 'password', COMMON_PASSWORD_MESSAGE],
        [{ password: 'Achieng2026' }, 'password', PERSONAL_PASSWORD_MESSAGE],
      ];
      for (const [override, field, message] of cases) {
        const response = await signUp(signUpPayload(uniqueEmail(), override));
        assert.equal(response.statusCode, 400, JSON.stringify(override));
        assert.deepEqual(response.json(), { status: 'error', message, field, status_code: 400 });
      }
    });

    it('refuses breached, common and personal passwords at sign-up, and takes a strong passphrase', async () => {
      const wanjiku = { fullName: 'Wanjiku Kamau' };
      const refused: Array<[string, string]> = [
        ['Summer2024!', COMMON_PASSWORD_MESSAGE],
        ['P@ssw0rd2024!', COMMON_PASSWORD_MESSAGE],
        ['Nairobi2024!', COMMON_PASSWORD_MESSAGE],
        ['WanjikuKamau1', PERSONAL_PASSWORD_MESSAGE],
        // A county this site is about, and a name part inside an otherwise long passphrase.
        ['Mombasa2024!', COMMON_PASSWORD_MESSAGE],
        ['kamau-Lakeside-Evenings', PERSONAL_PASSWORD_MESSAGE],
      ];
      for (const [password, message] of refused) {
        const email = uniqueEmail();
        const response = await signUp(signUpPayload(email, { ...wanjiku, password }));
        assert.equal(response.statusCode, 400, password);
        assert.deepEqual(response.json(), { status: 'error', message, field: 'password', status_code: 400 }, password);
        const stored = await site.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
        assert.equal(stored.length, 0, `no account is created with ${password}`);
      }
      // The e-mail's local part counts as much as the name.
      const byAddress = await signUp(signUpPayload(`nyokabi.wambui.${Date.now()}@example.org`, { ...wanjiku, password: 'Nyokabi-Sings-At-Dawn' }));
      assert.deepEqual(byAddress.json(), { status: 'error', message: PERSONAL_PASSWORD_MESSAGE, field: 'password', status_code: 400 });

      const strong = await signUp(signUpPayload(uniqueEmail(), { ...wanjiku, password: 'Kisumu-Lakeside-Evenings-2026' }));
      assert.equal(strong.statusCode, 201);
    });

    it('refuses the same weak passwords when resetting, keeping the link usable', async () => {
      const email = await verifiedAccount();
      await post('/api/auth/reset-password/', { email });
      const token = tokenFrom(await mailbox.waitFor(email, /Reset your/), '/auth/reset-password');
      for (const [password, message] of [
        ['Summer2024!', COMMON_PASSWORD_MESSAGE],
        ['P@ssw0rd2024!', COMMON_PASSWORD_MESSAGE],
        ['Nairobi2024!', COMMON_PASSWORD_MESSAGE],
        ['AchiengOtieno1', PERSONAL_PASSWORD_MESSAGE],
      ]) {
        const response = await post('/api/auth/reset-password/confirm/', { token, password });
        assert.equal(response.statusCode, 400, password);
        assert.deepEqual(response.json(), { status: 'error', message, field: 'password', status_code: 400 }, password);
      }
      const done = await post('/api/auth/reset-password/confirm/', { token, password: 'Kisumu-Lakeside-Evenings-2026' });
      assert.equal(done.statusCode, 200);
      assert.equal((await signIn(email, 'Kisumu-Lakeside-Evenings-2026')).response.statusCode, 200);
    });

    it('gives an unknown address the same answer as a wrong password', async () => {
      const unknown = await signIn('nobody.here@example.org', PASSWORD);
      assert.equal(unknown.response.statusCode, 401);
      assert.equal(unknown.response.json().message, BAD_CREDENTIALS);
    });

    it('resets a forgotten password: same answer for unknown addresses, link works once, old sessions end', async () => {
      const email = await verifiedAccount();
      const { cookie: before } = await signIn(email);
      assert.ok(await currentUser(before));

      const known = await post('/api/auth/reset-password/', { email });
      const unknown = await post('/api/auth/reset-password/', { email: `x${email}` });
      assert.equal(known.statusCode, unknown.statusCode);
      assert.deepEqual(known.headers['content-length'], unknown.headers['content-length']);
      assert.deepEqual(known.json(), unknown.json());
      assert.deepEqual(known.json(), { status: 'success', message: RESET_SENT, status_code: 200 });

      const mail = await mailbox.waitFor(email, /Reset your/);
      const token = tokenFrom(mail, '/auth/reset-password');
      const weak = await post('/api/auth/reset-password/confirm/', { token, password: 'qwertyuiop' });
      assert.deepEqual(weak.json(), { status: 'error', message: COMMON_PASSWORD_MESSAGE, field: 'password', status_code: 400 });
      const short = await post('/api/auth/reset-password/confirm/', { token, password: 'short' });
      assert.equal(short.json().message, 'Password must be at least 8 characters long');

      const done = await post('/api/auth/reset-password/confirm/', { token, password: 'Nyeri-Mangoes-Ripen-Late' });
      assert.deepEqual(done.json(), { status: 'success', message: 'Password reset successful', status_code: 200 });
      assert.equal(await currentUser(before), null, 'sessions from before the reset are revoked');
      assert.equal((await signIn(email)).response.statusCode, 401, 'the old password no longer works');
      assert.equal((await signIn(email, 'Nyeri-Mangoes-Ripen-Late')).response.statusCode, 200);
      const reused = await post('/api/auth/reset-password/confirm/', { token, password: 'Another-Long-Passphrase-9' });
      assert.deepEqual(reused.json(), { status: 'error', message: BAD_LINK, field: 'token', status_code: 400 });
    });

    it('refuses an expired link', async () => {
      const email = await verifiedAccount();
      await post('/api/auth/reset-password/', { email });
      const token = tokenFrom(await mailbox.waitFor(email, /Reset your/), '/auth/reset-password');
      await site.db.query(`UPDATE email_tokens SET expires_at = now() - interval '1 minute' WHERE purpose = 'reset'`);
      const response = await post('/api/auth/reset-password/confirm/', { token, password: 'Nyeri-Mangoes-Ripen-Late' });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().field, 'token');
    });

    it('checks a reset link before the form is shown, without spending it, with one refusal for unknown, used and expired links', async () => {
      // Its own client address: the e-mailed-link allowance of 127.0.0.1 belongs to the other tests.
      const ip = '203.0.113.40';
      const { id, email } = await site.signedInCitizen('Njeri Mwangi');
      await post('/api/auth/reset-password/', { email }, undefined, ip);
      const token = tokenFrom(await mailbox.waitFor(email, /Reset your/), '/auth/reset-password');
      const check = (value: unknown) => post('/api/auth/reset-password/check/', { token: value }, undefined, ip);

      const usable = await check(token);
      assert.equal(usable.statusCode, 200);
      assert.deepEqual(usable.json(), { status: 'success', message: RESET_LINK_USABLE, status_code: 200 }, 'the answer names no account');
      assert.equal(usable.headers['cache-control'], 'no-store');
      assert.equal((await check(token)).statusCode, 200, 'checking does not spend the link');

      const refused = { status: 'error', message: BAD_LINK, field: 'token', status_code: 400 };
      const unknown = await check(randomToken());
      assert.equal(unknown.statusCode, 400);
      assert.deepEqual(unknown.json(), refused);
      const expired = randomToken();
      await site.db.query(`INSERT INTO email_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, 'reset', now() - interval '1 minute')`, [hashToken(expired), id]);
      assert.deepEqual((await check(expired)).json(), refused, 'an expired link');
      const verification = randomToken();
      await site.db.query(`INSERT INTO email_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, 'verify', now() + interval '1 hour')`, [
        hashToken(verification),
        id,
      ]);
      assert.deepEqual((await check(verification)).json(), refused, 'a verification link is not a reset link');
      for (const bad of ['', '   ', 'x'.repeat(201), 42]) {
        const response = await check(bad);
        assert.equal(response.statusCode, 400, JSON.stringify(bad));
        assert.equal(response.json().field, 'token', JSON.stringify(bad));
      }

      assert.equal((await post('/api/auth/reset-password/confirm/', { token, password: 'Kericho-Tea-Mornings-2026' }, undefined, ip)).statusCode, 200);
      assert.deepEqual((await check(token)).json(), refused, 'a used link');
    });

    it('counts reset-link checks with the opening of e-mailed links: 20 per 15 minutes per client', async () => {
      const ip = '203.0.113.41';
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) statuses.push((await post('/api/auth/reset-password/check/', { token: randomToken() }, undefined, ip)).statusCode);
      assert.deepEqual(statuses, [...Array(20).fill(400), 429]);
      const confirm = await post('/api/auth/reset-password/confirm/', { token: randomToken(), password: 'Kericho-Tea-Mornings-2026' }, undefined, ip);
      assert.equal(confirm.statusCode, 429, 'the confirm route shares the allowance');
      assert.equal((await post('/api/auth/reset-password/check/', { token: randomToken() }, undefined, '203.0.113.42')).statusCode, 400, 'another client is not held back');
    });

    it('resends verification with one answer for every address, mailing only an unverified account', async () => {
      const pending = uniqueEmail();
      await signUp(signUpPayload(pending));
      await mailbox.waitFor(pending, /Confirm your e-mail/);
      const verified = await verifiedAccount();
      const answers = await Promise.all([pending, verified, 'nobody.at.all@example.org'].map((email) => post('/api/auth/resend-verification/', { email })));
      for (const answer of answers) {
        assert.deepEqual(answer.json(), { status: 'success', message: VERIFICATION_SENT, data: { message: VERIFICATION_SENT }, status_code: 200 });
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      const confirmations = (to: string) => mailbox.received.filter((m) => m.to === to && /Confirm your e-mail/.test(m.subject)).length;
      assert.equal(confirmations(pending), 2);
      assert.equal(confirmations(verified), 1);
    });

    it('rotates the session at sign-in and expires it after 30 idle minutes or 12 hours', async () => {
      const email = await verifiedAccount();
      const first = await signIn(email);
      const second = await site.app.inject({
        method: 'POST',
        url: '/api/auth/signin/',
        payload: { email, password: PASSWORD },
        headers: { ...SAME_ORIGIN, cookie: first.cookie! },
      });
      const rotated = `sid=${second.cookies.find((c) => c.name === 'sid')!.value}`;
      assert.notEqual(rotated, first.cookie);
      assert.equal(await currentUser(first.cookie), null, 'the session id from before sign-in no longer works');
      assert.equal((await currentUser(rotated)).email, email);

      await site.db.query(`UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE revoked_at IS NULL`);
      assert.equal(await currentUser(rotated), null, 'idle for 31 minutes');

      const fresh = await signIn(email);
      await site.db.query(`UPDATE sessions SET created_at = now() - interval '12 hours 1 minute' WHERE revoked_at IS NULL`);
      assert.equal(await currentUser(fresh.cookie), null, 'older than 12 hours');
    });

    it('refuses more than 5 sign-in attempts a minute for one account, from any address', async () => {
      const email = await verifiedAccount();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await post('/api/auth/signin/', { email, password: 'wrong-password' }, undefined, `10.0.0.${i + 1}`)).statusCode);
      }
      assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
      const limited = await post('/api/auth/signin/', { email, password: PASSWORD });
      assert.equal(limited.statusCode, 429);
      assert.ok(Number(limited.headers['retry-after']) > 0);
      assert.equal(limited.json().status_code, 429);
    });

    it('refuses account changes from another site (CSRF) and says which field is wrong', async () => {
      const cross = await site.app.inject({
        method: 'POST',
        url: '/api/auth/signin/',
        payload: { email: 'a@b.co', password: 'x' },
        headers: { origin: 'https://evil.example', host: 'localhost:80' },
      });
      assert.equal(cross.statusCode, 403);
      const empty = await post('/api/auth/signin/', { email: '', password: '' });
      assert.deepEqual(empty.json(), { status: 'error', message: 'Email is required', field: 'email', status_code: 400 });
      const noPassword = await post('/api/auth/signin/', { email: 'a@b.co', password: '' });
      assert.deepEqual(noPassword.json(), { status: 'error', message: 'Password is required', field: 'password', status_code: 400 });
      const malformed = await site.app.inject({ method: 'POST', url: '/api/auth/signin/', payload: '{"email":', headers: { ...SAME_ORIGIN, 'content-type': 'application/json' } });
      assert.equal(malformed.statusCode, 400);
    });

    it('limits sign-ups from one client', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await post('/api/auth/signup/', signUpPayload(uniqueEmail()), undefined, '198.51.100.9')).statusCode);
      assert.deepEqual(statuses, [...Array(10).fill(201), 429]);
    });

    it('limits sign-ups from one client to what SIGN_UPS_PER_CLIENT says', async () => {
      const tight = await startTestSite(database.url, { SIGN_UPS_PER_CLIENT: '2' });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i += 1) {
          const answer = await tight.app.inject({
            method: 'POST',
            url: '/api/auth/signup/',
            payload: signUpPayload(uniqueEmail()),
            headers: SAME_ORIGIN,
            remoteAddress: '198.51.100.10',
          });
          statuses.push(answer.statusCode);
        }
        assert.deepEqual(statuses, [201, 201, 429]);
      } finally {
        await tight.close();
      }
    });

    it('says whether Google sign-in is configured', async () => {
      assert.deepEqual((await site.app.inject({ url: '/api/auth/providers/' })).json(), { google: { enabled: false } });
    });
  });
}
