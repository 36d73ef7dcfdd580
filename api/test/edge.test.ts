import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { DATABASES, startTestSite, SAME_ORIGIN, type TestSite } from './harness.js';
import { sw as apiSw } from '../src/i18n/messages.sw.js';

/** Sends raw bytes on a fresh connection and resolves with everything the server sent back before closing. */
function rawExchange(port: number, write: (socket: net.Socket) => void): Promise<{ answer: string; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let reset = false;
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => (reset = true));
    socket.on('close', () => resolve({ answer, reset }));
    socket.on('connect', () => write(socket));
  });
}

for (const database of DATABASES) {
  describe(`input checked at the edge (${database.name})`, () => {
    let site: TestSite;
    before(async () => {
      site = await startTestSite(database.url);
    });
    after(async () => site.close());

    it('answers 400 naming the field for a NUL byte in a query, a path or a JSON body, on every kind of route', async () => {
      const cases: Array<{ method: 'GET' | 'POST'; url: string; payload?: unknown; field: string }> = [
        { method: 'GET', url: '/api/counties/?q=a%00b', field: 'q' },
        { method: 'GET', url: '/api/projects/?q=road%00', field: 'q' },
        { method: 'GET', url: '/api/search/?q=a%00b', field: 'q' },
        { method: 'GET', url: '/api/workshops/a%00b/', field: 'id' },
        { method: 'GET', url: '/api/counties/0%0032/', field: 'code' },
        { method: 'POST', url: '/api/newsletter/subscribe/', payload: { email: 'wanjiku\u0000@example.org' }, field: 'email' },
        { method: 'POST', url: '/api/contact/', payload: { name: 'Achieng', email: 'achieng@example.org', subject: 'x', message: 'Hello\u0000there' }, field: 'message' },
      ];
      for (const { method, url, payload, field } of cases) {
        const response = await site.app.inject({ method, url, ...(payload ? { payload } : {}), headers: SAME_ORIGIN });
        assert.equal(response.statusCode, 400, `${method} ${url}: ${response.body}`);
        const body = response.json();
        assert.equal(body.field, field, url);
        assert.match(body.message, /not allowed/);
        assert.doesNotMatch(response.body, /stack|at \//);
      }
      const nested = await site.app.inject({ method: 'POST', url: '/api/discussions/', payload: { title: 'Water', content: 'x', tags: ['a\u0000'] }, headers: SAME_ORIGIN });
      assert.equal(nested.statusCode, 400);
      assert.equal(nested.json().field, 'tags.0');
      const rows = await site.db.query(`SELECT 1 FROM newsletter_subscriptions WHERE email LIKE 'wanjiku%'`);
      assert.equal(rows.length, 0, 'nothing was stored');
    });

    it('answers 400 for page numbers that are not plain whole numbers, and still serves a real page number', async () => {
      for (const value of ['Infinity', '-Infinity', '1e400', '1e3', '99999999999999999999', 'NaN', '0x10', '2.5', ' ']) {
        const response = await site.app.inject({ url: `/api/projects/?page=${encodeURIComponent(value)}` });
        assert.equal(response.statusCode, 400, `page=${value}: ${response.body}`);
        assert.equal(response.json().field, 'page');
      }
      const desk = await site.app.inject({ url: '/api/projects/?pageSize=Infinity' });
      assert.equal(desk.statusCode, 400);
      assert.equal(desk.json().field, 'pageSize');
      const fine = await site.app.inject({ url: '/api/projects/?page=2&pageSize=5' });
      assert.equal(fine.statusCode, 200);
      assert.equal(fine.json().page, 2);
    });

    it('marks answers about a signed-in person no-store, and leaves the public cached reads revalidating', async () => {
      const citizen = await site.signedInCitizen('Wanjiku Achieng Kamau');
      for (const url of ['/api/workshops/registrations/mine/', `/api/notifications/user/${citizen.id}/`, '/api/discussions/get/', '/api/reports/mine/']) {
        const response = await site.app.inject({ url, headers: { cookie: citizen.cookie } });
        assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
        assert.equal(response.headers['cache-control'], 'no-store', url);
      }
      const counties = await site.app.inject({ url: '/api/counties/' });
      assert.equal(counties.headers['cache-control'], 'no-cache');
      assert.ok(counties.headers.etag);
    });
  });
}

describe('the content security policy', () => {
  let site: TestSite;
  before(async () => {
    site = await startTestSite(null, { PUBLIC_URL: 'https://uwazi.example' });
  });
  after(async () => site.close());

  it('lets the page connect to this origin and its own socket only', async () => {
    const csp = (await site.app.inject({ url: '/api/faq/' })).headers['content-security-policy'] as string;
    const connect = /connect-src ([^;]+)/.exec(csp)![1]!.trim().split(/\s+/);
    assert.deepEqual(connect, ["'self'", 'wss://uwazi.example']);
  });

  it('allows styles only from this origin and from the nonce written into the same answer, never inline styles at large', async () => {
    const html = { accept: 'text/html' };
    const first = await site.app.inject({ url: '/our-team', headers: html });
    const second = await site.app.inject({ url: '/', headers: html });
    for (const page of [first, second]) {
      const csp = page.headers['content-security-policy'] as string;
      assert.doesNotMatch(csp, /unsafe-inline/);
      const headerNonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      assert.ok(headerNonce, csp);
      const pageNonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(page.body)?.[1];
      assert.equal(pageNonce, headerNonce, 'the page carries the nonce its header allows');
      assert.match(page.body, /<div id="root">/);
    }
    assert.notEqual(/nonce-([^']+)/.exec(first.headers['content-security-policy'] as string)![1], /nonce-([^']+)/.exec(second.headers['content-security-policy'] as string)![1]);
    const direct = await site.app.inject({ url: '/index.html', headers: html });
    assert.match(direct.body, /<meta property="csp-nonce"/, 'the page file is never served without its nonce');
  });
});

describe('the request log', () => {
  let site: TestSite;
  before(async () => {
    site = await startTestSite(null);
  });
  after(async () => site.close());

  it('names routes with an id by their pattern and never logs a query string', async () => {
    const citizen = await site.signedInCitizen('Otieno Baraka Ouma');
    await site.app.inject({ url: `/api/notifications/user/${citizen.id}/`, headers: { cookie: citizen.cookie } });
    await site.app.inject({ url: '/api/search/?q=bribery+at+the+land+office' });
    await site.app.inject({ url: '/auth/reset-password?token=secret-token-value', headers: { accept: 'text/html' } });
    const log = site.logs.join('\n');
    assert.match(log, /"url":"\/api\/notifications\/user\/:userId\/"/);
    assert.match(log, /"url":"\/api\/search\/"/);
    assert.match(log, /"url":"\/auth\/reset-password"/);
    assert.ok(!log.includes(citizen.id), 'no user id in the log');
    assert.doesNotMatch(log, /bribery|secret-token-value/);
  });
});

describe('request bodies that trickle in', () => {
  let site: TestSite;
  let port: number;
  before(async () => {
    site = await startTestSite(null, { BODY_GRACE_SECONDS: '1', BODY_WINDOW_SECONDS: '1', BODY_MIN_BYTES_PER_SECOND: '200' });
    await site.app.listen({ host: '127.0.0.1', port: 0 });
    port = (site.app.server.address() as net.AddressInfo).port;
  });
  after(async () => site.close());

  it('are answered 408 and their connection closed once they fall behind the minimum pace', async () => {
    const started = Date.now();
    let ticker: NodeJS.Timeout | undefined;
    const { answer } = await rawExchange(port, (socket) => {
      socket.write(
        `POST /api/newsletter/subscribe/ HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: 500\r\nConnection: keep-alive\r\n\r\n{"email":"`,
      );
      ticker = setInterval(() => socket.writable && socket.write('a'), 300);
    });
    clearInterval(ticker);
    assert.match(answer, /^HTTP\/1\.1 408/);
    assert.match(answer, /sent too slowly/);
    assert.ok(Date.now() - started < 10_000, 'cut within a few windows, not left open');
  });

  it('are told so in the reader’s language, read from the request’s own headers', async () => {
    let ticker: NodeJS.Timeout | undefined;
    const { answer } = await rawExchange(port, (socket) => {
      socket.write(
        `POST /api/newsletter/subscribe/ HTTP/1.1\r\nHost: localhost:${port}\r\nCookie: lang=sw\r\nContent-Type: application/json\r\nContent-Length: 500\r\nConnection: keep-alive\r\n\r\n{"email":"`,
      );
      ticker = setInterval(() => socket.writable && socket.write('a'), 300);
    });
    clearInterval(ticker);
    assert.match(answer, /^HTTP\/1\.1 408/);
    assert.match(answer, /\r\nContent-Language: sw\r\n/);
    assert.ok(answer.includes(apiSw.bodyTooSlow), answer);
  });

  it('leave a body sent at a normal pace alone', async () => {
    const body = JSON.stringify({ email: 'steady.pace@example.org' });
    const { answer } = await rawExchange(port, (socket) => {
      socket.write(
        `POST /api/newsletter/subscribe/ HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      );
      setTimeout(() => socket.write(body), 1500);
    });
    assert.match(answer, /^HTTP\/1\.1 200/, answer);
  });
});
