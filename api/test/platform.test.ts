import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestSite, SAME_ORIGIN, type TestSite } from './harness.js';

describe('the platform: security headers, CSRF, static site, registry and logs', () => {
  let site: TestSite;
  before(async () => {
    site = await startTestSite(null);
  });
  after(async () => site.close());

  it('sends security headers on every answer', async () => {
    const response = await site.app.inject({ url: '/api/faq/' });
    const csp = response.headers['content-security-policy'] as string;
    assert.match(csp, /default-src 'self'/);
    // This origin's scripts, and one inline script by its hash (a readable page's start; consent.test.ts).
    assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /object-src 'none'/);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  });

  it('sends the whole set on every kind of answer, cached reads and their 304s included, each with a nonce of its own', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';script-src 'self' 'sha256-…';style-src 'self' 'nonce-…';img-src 'self' data: blob:;media-src 'self';font-src 'self';" +
        "connect-src 'self' ws://localhost:8080;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': undefined,
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const counties = await site.app.inject({ url: '/api/counties/', headers: { 'accept-encoding': 'br' } });
    const answers = [
      counties,
      await site.app.inject({ url: '/api/counties/', headers: { 'accept-encoding': 'br', 'if-none-match': counties.headers.etag as string } }),
      await site.app.inject({ url: '/api/projects/?page=Infinity' }),
      await site.app.inject({ url: '/api/nothing-here/' }),
      await site.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe/',
        payload: { email: 'x@example.org' },
        headers: { origin: 'https://evil.example', host: 'localhost:80' },
      }),
      await site.app.inject({ url: '/our-team', headers: { accept: 'text/html' } }),
      await site.app.inject({ url: '/main.0123456789.js' }),
    ];
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [200, 304, 400, 404, 403, 200, 200],
    );
    const nonces = new Set<string>();
    for (const answer of answers) {
      const csp = answer.headers['content-security-policy'] as string;
      nonces.add(/'nonce-([^']*)'/.exec(csp)?.[1] ?? '');
      const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, answer.headers[name]]));
      sent['content-security-policy'] = csp.replace(/'nonce-[^']*'/, "'nonce-…'").replace(/'sha256-[^']*'/, "'sha256-…'");
      assert.deepEqual(sent, expected, answer.raw.req.url);
    }
    // Hundreds of answers (more than one draw of random bytes), each with a fresh 16-byte nonce.
    for (let i = 0; i < 600; i += 1) {
      const csp = (await site.app.inject({ url: '/api/counties/' })).headers['content-security-policy'] as string;
      nonces.add(/'nonce-([^']*)'/.exec(csp)?.[1] ?? '');
    }
    assert.equal(nonces.size, 607, 'no nonce is ever sent twice');
    for (const nonce of nonces) assert.equal(Buffer.from(nonce, 'base64').length, 16, nonce);
  });

  it('refuses a state-changing call from another site', async () => {
    const response = await site.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe/',
      payload: { email: 'someone@example.org' },
      headers: { origin: 'https://evil.example', host: 'localhost:80' },
    });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().message, 'This request came from another site and was refused.');
    const rows = await site.db.query('SELECT 1 FROM newsletter_subscriptions');
    assert.equal(rows.length, 0);
    const same = await site.app.inject({ method: 'POST', url: '/api/newsletter/subscribe/', payload: { email: 'someone@example.org' }, headers: SAME_ORIGIN });
    assert.equal(same.statusCode, 200);
  });

  it('sends pages compressed to a browser that accepts it, and as they are to one that does not', async () => {
    const html = { accept: 'text/html' };
    const withoutNonce = (page: string) => page.replace(/nonce="[^"]+"/g, 'nonce=""');
    const plain = await site.app.inject({ url: '/our-team', headers: html });
    assert.equal(plain.headers['content-encoding'], undefined);
    for (const coding of ['br', 'gzip'] as const) {
      const page = await site.app.inject({ url: '/our-team', headers: { ...html, 'accept-encoding': coding === 'br' ? 'gzip, deflate, br' : 'gzip' } });
      assert.equal(page.statusCode, 200);
      assert.equal(page.headers['content-encoding'], coding);
      assert.match(String(page.headers.vary), /Accept-Encoding/);
      const body = coding === 'br' ? brotliDecompressSync(page.rawPayload) : gunzipSync(page.rawPayload);
      assert.ok(page.rawPayload.length < body.length / 2, `${coding}: ${page.rawPayload.length} of ${body.length} bytes`);
      assert.equal(withoutNonce(body.toString('utf8')), withoutNonce(plain.body));
    }
    const refused = await site.app.inject({ url: '/', headers: { ...html, 'accept-encoding': 'br;q=0, gzip;q=0' } });
    assert.equal(refused.headers['content-encoding'], undefined);
    assert.match(refused.body, /<div id="root">/);
  });

  it('serves the shell for known pages, a 404 page for unknown ones, and JSON 404s for files and API paths', async () => {
    const html = { accept: 'text/html,application/xhtml+xml' };
    const home = await site.app.inject({ url: '/', headers: html });
    assert.equal(home.statusCode, 200);
    assert.equal(home.headers['cache-control'], 'no-cache');
    const known = await site.app.inject({ url: '/our-team', headers: html });
    assert.equal(known.statusCode, 200);
    assert.match(known.body, /<div id="root">/);
    const unknown = await site.app.inject({ url: '/no-such-page', headers: html });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.body, /<div id="root">/, 'the shell renders the 404 page');
    const script = await site.app.inject({ url: '/missing-chunk.js', headers: html });
    assert.equal(script.statusCode, 404);
    assert.equal(script.headers['content-type'], 'application/json; charset=utf-8');
    const api = await site.app.inject({ url: '/api/nothing-here/' });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().status, 'error');
  });

  it('answers a page address with the page whatever Accept the client sends (an uptime probe, curl -I), HEAD too', async () => {
    for (const accept of [undefined, '*/*', 'application/json', 'text/html']) {
      const headers = accept === undefined ? {} : { accept };
      const about = await site.app.inject({ url: '/about', headers });
      assert.equal(about.statusCode, 200, `Accept ${accept ?? '(none)'}`);
      assert.equal(about.headers['content-type'], 'text/html; charset=utf-8');
      assert.match(about.body, /<div id="root">/);
      const missing = await site.app.inject({ url: '/no-such-page', headers });
      assert.equal(missing.statusCode, 404, `Accept ${accept ?? '(none)'}`);
      assert.equal(missing.headers['content-type'], 'text/html; charset=utf-8');
      assert.equal((await site.app.inject({ url: '/counties/county/099', headers })).statusCode, 404, 'a record page keeps its real 404');
    }
    const head = await site.app.inject({ method: 'HEAD', url: '/about' });
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(head.body, '');
    assert.equal((await site.app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode, 404);
    assert.equal((await site.app.inject({ method: 'HEAD', url: '/' })).statusCode, 200);
    // Only API, socket, remote and file-like paths answer JSON, even to a browser.
    for (const url of ['/api/nothing/', '/api', '/ws/nothing', '/remotes/mfe-none/1.0.0/remoteEntry.js', '/missing-chunk.js']) {
      const answer = await site.app.inject({ url, headers: { accept: 'text/html' } });
      assert.equal(answer.statusCode, 404, url);
      assert.equal(answer.headers['content-type'], 'application/json; charset=utf-8', url);
      assert.equal(answer.json().status_code, 404, url);
    }
  });

  it('answers 404 for the page of a county or workshop that does not exist, and 200 for one that does', async () => {
    const html = { accept: 'text/html' };
    const status = async (url: string) => (await site.app.inject({ url, headers: html })).statusCode;
    assert.equal(await status('/counties/county/032'), 200);
    assert.equal(await status('/counties/county/032/'), 200);
    assert.equal(await status('/counties/county/099'), 404);
    assert.equal(await status('/counties/county/nakuru'), 404);
    const [workshop] = await site.db.query<{ id: string }>('SELECT id FROM workshops ORDER BY id LIMIT 1');
    assert.equal(await status(`/resources/workshop/${workshop!.id}`), 200);
    assert.equal(await status('/resources/workshop/no-such-workshop'), 404);
    const page = await site.app.inject({ url: '/counties/county/099', headers: html });
    assert.match(page.body, /<div id="root">/, 'the shell still renders its not-found page');
  });

  it('serves hashed shell assets and remote versions as immutable, and the registry as no-cache', async () => {
    const asset = await site.app.inject({ url: '/main.0123456789.js' });
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    const remote = await site.app.inject({ url: '/remotes/mfe-org/1.0.0-abc/remoteEntry.js' });
    assert.equal(remote.statusCode, 200);
    assert.equal(remote.headers['cache-control'], 'public, max-age=31536000, immutable');
    const registry = await site.app.inject({ url: '/remotes.json' });
    assert.equal(registry.headers['cache-control'], 'no-cache');
    assert.equal(registry.json().remotes.mfe_org.entry, '/remotes/mfe-org/1.0.0-abc/mf-manifest.json');
  });

  it('never writes an IP address into the request log', async () => {
    await site.app.inject({ url: '/api/faq/', remoteAddress: '203.0.113.77', headers: { 'x-forwarded-for': '198.51.100.23' } });
    const log = site.logs.join('\n');
    assert.match(log, /"url":"\/api\/faq\/"/, 'the request was logged');
    assert.doesNotMatch(log, /203\.0\.113\.77|198\.51\.100\.23|remoteAddress|remotePort/);
  });
});
