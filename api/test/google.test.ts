import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import Provider from 'oidc-provider';
import { DATABASES, startTestSite, type TestSite } from './harness.js';
import { safeNextPath, signedInLocation } from '../src/accounts/google.js';

const SITE = 'https://uwazi.test';

/** Where a browser goes with `location` as a redirect from the site: its origin, and whether its path names another host. */
function landsOnSite(location: string): boolean {
  return location.startsWith('/') && !/^\/[/\\]/.test(location) && new URL(location, SITE).origin === SITE && !new URL(location, SITE).pathname.startsWith('//');
}

describe('the next path after Google sign-in stays on this site', () => {
  const hostile = [
    '/.//evil.example',
    '/..//evil.example',
    '/./..//evil.example/steal?x=1',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'http:evil.example',
    '/%2F%2Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/\r\n/evil.example',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '',
  ];
  for (const next of hostile) {
    it(`keeps ${JSON.stringify(next)} on the site`, () => {
      const path = safeNextPath(next, SITE);
      assert.ok(landsOnSite(path), `safeNextPath gave ${path}`);
      const location = signedInLocation(next, SITE);
      assert.ok(landsOnSite(location), `the Location would be ${location}`);
      assert.equal(new URL(location, SITE).searchParams.get('signin'), 'google');
    });
  }

  it('keeps an ordinary path with its query and fragment', () => {
    assert.equal(safeNextPath('/dashboard?tab=x', SITE), '/dashboard?tab=x');
    assert.equal(signedInLocation('/dashboard?tab=x', SITE), '/dashboard?tab=x&signin=google');
    assert.equal(safeNextPath('/counties/county/047#projects', SITE), '/counties/county/047#projects');
    assert.equal(safeNextPath(`${SITE}/workshops`, SITE), '/workshops', 'a full address of this site is reduced to its path');
    assert.equal(safeNextPath(undefined, SITE), '/dashboard');
    assert.equal(safeNextPath(['/a', '/b'], SITE), '/dashboard');
  });
});

/** Cookies per host, enough to walk a browser's path through the provider's pages. */
class CookieJar {
  private readonly jar = new Map<string, Map<string, string>>();
  store(url: string, response: Response) {
    const host = new URL(url).host;
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    this.jar.set(host, cookies);
  }
  header(url: string): string {
    return [...(this.jar.get(new URL(url).host) ?? new Map()).entries()].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

for (const database of DATABASES) {
  describe(`Google sign-in through OpenID Connect, against a real provider on loopback, on ${database.name}`, () => {
    let site: TestSite;
    let provider: Server;
    let apiPort: number;
    let issuer: string;

    before(async () => {
      // Both ends need each other's address up front: the provider registers our callback, and the API its issuer.
      const [providerPort, freeApiPort] = await Promise.all([freePort(), freePort()]);
      apiPort = freeApiPort;
      issuer = `http://127.0.0.1:${providerPort}`;
      const oidc = new Provider(issuer, {
        clients: [
          {
            client_id: 'uwazi',
            client_secret: 'uwazi-test-secret',
            redirect_uris: [`http://127.0.0.1:${apiPort}/api/auth/google/callback/`],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        pkce: { required: () => true },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        features: { devInteractions: { enabled: true } },
        async findAccount(_ctx, sub) {
          // A login starting with 'noname' is a Google account that shares no name.
          const name = sub.startsWith('noname') ? {} : { name: 'Amani Njoroge' };
          return { accountId: sub, claims: async () => ({ sub, email: `${sub}@example.org`, email_verified: true, ...name }) };
        },
      });
      oidc.on('server_error', (_ctx, error) => console.error('provider error', error));
      provider = oidc.listen(providerPort);
      await new Promise((resolve) => provider.once('listening', resolve));

      site = await startTestSite(database.url, {
        GOOGLE_CLIENT_ID: 'uwazi',
        GOOGLE_CLIENT_SECRET: 'uwazi-test-secret',
        GOOGLE_ISSUER: issuer,
        PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
      });
      await site.app.listen({ host: '127.0.0.1', port: apiPort });
    });

    after(async () => {
      await site.close();
      await new Promise((resolve) => provider.close(resolve));
    });

    /** Follows redirects and the provider's login and consent forms the way a browser would. */
    async function signInWithProvider(login: string, next = '/dashboard') {
      const jar = new CookieJar();
      let url = `http://127.0.0.1:${apiPort}/api/auth/google/start/?next=${encodeURIComponent(next)}`;
      let method = 'GET';
      let body: URLSearchParams | undefined;
      for (let step = 0; step < 20; step += 1) {
        const response = await fetch(url, {
          method,
          body,
          redirect: 'manual',
          headers: { cookie: jar.header(url), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        });
        jar.store(url, response);
        const location = response.headers.get('location');
        // The site's answer at the end of the flow, exactly as the browser gets it.
        if (location && url.includes('/api/auth/google/callback/')) return { landing: new URL(location, url).href, location, cookie: jar.header(url) };
        if (location) {
          const target = new URL(location, url).href;
          if (new URL(target).port === String(apiPort) && !target.includes('/api/')) return { landing: target, location, cookie: jar.header(target) };
          url = target;
          method = 'GET';
          body = undefined;
          continue;
        }
        const html = await response.text();
        const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
        assert.ok(action, `expected a form at ${url}, got ${response.status}: ${html.slice(0, 300)}`);
        url = new URL(action, url).href;
        method = 'POST';
        // Send the form as a browser would: every named input with its value, the login name filled in.
        const fields = new URLSearchParams();
        for (const input of html.matchAll(/<input[^>]*>/g)) {
          const name = /name="([^"]+)"/.exec(input[0])?.[1];
          if (!name) continue;
          const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
          fields.set(name, name === 'login' ? login : name === 'password' ? 'any' : value);
        }
        body = fields;
      }
      throw new Error('too many steps');
    }

    it('says Google sign-in is available', async () => {
      assert.deepEqual((await site.app.inject({ url: '/api/auth/providers/' })).json(), { google: { enabled: true } });
    });

    it('sends the citizen to the provider with PKCE, state and nonce', async () => {
      const response = await site.app.inject({ url: '/api/auth/google/start/' });
      assert.equal(response.statusCode, 302);
      const location = new URL(response.headers.location as string);
      assert.equal(location.origin, issuer);
      for (const parameter of ['state', 'nonce', 'code_challenge']) assert.ok(location.searchParams.get(parameter), parameter);
      assert.equal(location.searchParams.get('code_challenge_method'), 'S256');
      assert.equal(location.searchParams.get('scope'), 'openid email profile');
    });

    it('creates the account on first sign-in, verified by the provider, and signs the citizen in', async () => {
      const { landing, cookie } = await signInWithProvider('amani');
      assert.equal(new URL(landing).pathname, '/dashboard');
      assert.equal(new URL(landing).searchParams.get('signin'), 'google');
      const me = (await site.app.inject({ url: '/api/auth/user/', headers: { cookie } })).json().data.user;
      assert.equal(me.email, 'amani@example.org');
      assert.equal(me.fullName, 'Amani Njoroge');
      assert.match(me.username, /^amani-njoroge-[0-9a-f]{4}$/, 'the public username comes from the name the provider gave');
      assert.equal(me.displayName, 'Amani N.', 'the public name starts as the first name and the initial of the last');
      const [row] = await site.db.query<{ verified: boolean; has_password: boolean }>(
        'SELECT email_verified_at IS NOT NULL AS verified, password_hash IS NOT NULL AS has_password FROM users WHERE email = $1',
        ['amani@example.org'],
      );
      assert.deepEqual(row, { verified: true, has_password: false });

      const again = await signInWithProvider('amani');
      const second = (await site.app.inject({ url: '/api/auth/user/', headers: { cookie: again.cookie } })).json().data.user;
      assert.equal(second.id, me.id, 'the second sign-in finds the same account');
    });

    it('refuses a callback with an unknown state and keeps only same-site next paths', async () => {
      const forged = await site.app.inject({ url: '/api/auth/google/callback/?code=abc&state=forged' });
      assert.equal(forged.statusCode, 302);
      assert.match(forged.headers.location as string, /^\/auth\/signin\?error=/);
      const { landing } = await signInWithProvider('wekesa', '//evil.example/steal');
      assert.equal(new URL(landing).pathname, '/dashboard');
    });

    it('answers the callback with a Location on this site for paths that resolve to another host', async () => {
      for (const next of ['/.//evil.example', '/..//evil.example', '/\t/evil.example']) {
        const { location } = await signInWithProvider('wekesa', next);
        assert.equal(location, '/dashboard?signin=google', `next=${JSON.stringify(next)} gave Location ${location}`);
      }
      const { location } = await signInWithProvider('wekesa', '/dashboard?tab=x');
      assert.equal(location, '/dashboard?tab=x&signin=google');
    });

    it('gives a Google account without a name a username that shows nothing of its address', async () => {
      const { cookie } = await signInWithProvider('nonamewanjiru');
      const me = (await site.app.inject({ url: '/api/auth/user/', headers: { cookie } })).json().data.user;
      assert.equal(me.email, 'nonamewanjiru@example.org');
      assert.match(me.username, /^citizen-[0-9a-f]{4}$/);
      assert.equal(me.displayName, 'Citizen');
    });
  });
}
