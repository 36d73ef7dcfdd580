import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, startTestSite, type TestSite } from './harness.js';
import { loadConfig } from '../src/config.js';
import { hashPassword } from '../src/accounts/passwords.js';

const PASSWORD = 'Kisumu-Lakeside-Evenings-2026';
/** A browser on the site's own HTTPS address (the Origin check wants https when the site is behind HTTPS). */
const HTTPS_BROWSER = { origin: 'https://uwazi.test', host: 'uwazi.test' };

describe('HTTPS settings follow PUBLIC_URL', () => {
  it('turns secure cookies and HSTS on for an https PUBLIC_URL, whatever SECURE_COOKIES says', () => {
    assert.equal(loadConfig({ PUBLIC_URL: 'https://uwazi.example' }).secure, true);
    assert.equal(loadConfig({ PUBLIC_URL: 'HTTPS://uwazi.example/' }).secure, true);
    assert.equal(loadConfig({ PUBLIC_URL: 'https://uwazi.example', SECURE_COOKIES: 'false' }).secure, true);
    assert.equal(loadConfig({ PUBLIC_URL: 'http://uwazi.example', SECURE_COOKIES: 'true' }).secure, true, 'set explicitly, it still counts');
    assert.equal(loadConfig({ PUBLIC_URL: 'http://uwazi.example' }).secure, false);
    assert.equal(loadConfig({}).secure, false, 'the default http://localhost:8080');
  });
});

for (const database of DATABASES) {
  for (const secureCookies of ['', 'false']) {
    describe(`an https PUBLIC_URL with SECURE_COOKIES=${JSON.stringify(secureCookies)} on ${database.name}`, () => {
      let site: TestSite;
      let email: string;

      before(async () => {
        site = await startTestSite(database.url, { PUBLIC_URL: 'https://uwazi.test', SECURE_COOKIES: secureCookies });
        email = `secure.${Date.now()}@example.org`;
        await site.db.query(
          `INSERT INTO users (email, username, full_name, password_hash, terms_accepted_at, email_verified_at) VALUES ($1, $2, 'Neema Achieng', $3, now(), now())`,
          [email, `neema-${Date.now() % 100000}`, await hashPassword(PASSWORD)],
        );
      });
      after(async () => site.close());

      it('signs in with a Secure __Host-sid cookie, and every answer asks for HTTPS from now on', async () => {
        const response = await site.app.inject({ method: 'POST', url: '/api/auth/signin/', payload: { email, password: PASSWORD }, headers: HTTPS_BROWSER });
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual(
          response.cookies.map((cookie) => cookie.name),
          ['__Host-sid'],
          'only the __Host- cookie: pinned to this origin, never set over HTTP',
        );
        const sid = response.cookies[0]!;
        assert.equal(sid.secure, true);
        assert.equal(sid.path, '/');
        assert.equal(sid.domain, undefined, '__Host- cookies carry no Domain');
        assert.equal(sid.httpOnly, true);
        assert.match(String(response.headers['strict-transport-security']), /max-age=\d{7,}/);

        const me = await site.app.inject({ url: '/api/auth/user/', headers: { cookie: `__Host-sid=${sid.value}` } });
        assert.equal(me.json().data.user.email, email, 'the session is read from the __Host- cookie');
        assert.equal(me.headers['cache-control'], 'no-store');
        assert.match(String(me.headers['strict-transport-security']), /max-age=\d{7,}/);

        const plain = await site.app.inject({ url: '/api/auth/user/', headers: { cookie: `sid=${sid.value}` } });
        assert.equal(plain.json().data.user, null, 'a cookie without the prefix (settable over plain HTTP) is not a session');
      });
    });
  }
}
