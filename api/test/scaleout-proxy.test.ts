import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';

const CROSS_SITE = 'This request came from another site and was refused.';
/** Receipt lookups allowed per client in 15 minutes (reporting/routes.ts). */
const LOOKUPS_PER_CLIENT = 20;

/**
 * A receipt lookup as it reaches the API through a reverse proxy: the socket is the proxy's (loopback unless
 * `proxyAddress` says otherwise), and X-Forwarded-For ends with the client's address as the proxy saw it.
 * The receipt is malformed, so the answer is a quick 400 — until the client's lookups run out (429).
 */
async function lookUp(site: TestSite, forwardedFor: string, proxyAddress = '127.0.0.1'): Promise<number> {
  const answer = await site.app.inject({
    method: 'POST',
    url: '/api/reports/follow-up/',
    payload: { receipt: 'not a receipt' },
    headers: { ...SAME_ORIGIN, 'x-forwarded-for': forwardedFor },
    remoteAddress: proxyAddress,
  });
  return answer.statusCode;
}

/** Uses up a client's lookups: every one of them is answered (400), none refused. */
async function useUp(site: TestSite, forwardedFor: string, proxyAddress = '127.0.0.1'): Promise<void> {
  const statuses: number[] = [];
  for (let index = 0; index < LOOKUPS_PER_CLIENT; index += 1) statuses.push(await lookUp(site, forwardedFor, proxyAddress));
  assert.deepEqual(statuses, Array(LOOKUPS_PER_CLIENT).fill(400));
  assert.equal(await lookUp(site, forwardedFor, proxyAddress), 429, 'and the next is refused');
}

// The embedded database is enough here: rate limits live in memory, or in Redis when REDIS_URL is set.
describe('behind a reverse proxy', () => {
  const sites: TestSite[] = [];
  const site = async (env: Record<string, string>) => {
    const started = await startTestSite(null, env);
    sites.push(started);
    return started;
  };
  after(async () => {
    for (const started of sites) await started.close();
  });

  it('with TRUST_PROXY=1, counts each client on its own, by the address the proxy forwards', async () => {
    const proxied = await site({ TRUST_PROXY: '1' });
    await useUp(proxied, '198.51.100.7');
    assert.equal(await lookUp(proxied, '198.51.100.8'), 400, 'another client behind the same proxy has its own allowance');
    // What a client writes into X-Forwarded-For itself comes before what the proxy adds, and is not believed.
    assert.equal(await lookUp(proxied, '203.0.113.99, 198.51.100.7'), 429, 'a made-up earlier hop changes nothing');
  });

  it('without TRUST_PROXY, every client behind the proxy shares the proxy’s one allowance', async () => {
    const direct = await site({});
    await useUp(direct, '198.51.100.7');
    assert.equal(await lookUp(direct, '198.51.100.8'), 429, 'another client is refused with the first');
  });

  it('with a list of proxy addresses, believes X-Forwarded-For only from those proxies', async () => {
    const listed = await site({ TRUST_PROXY: 'loopback,10.0.0.0/8' });
    await useUp(listed, '198.51.100.7', '10.1.2.3');
    assert.equal(await lookUp(listed, '198.51.100.8', '10.1.2.3'), 400, 'a listed network: per client');
    assert.equal(await lookUp(listed, '198.51.100.9', '127.0.0.1'), 400, 'loopback: per client');
    // A client reaching the server directly cannot pick a new address for each request.
    await useUp(listed, '198.51.100.20', '203.0.113.5');
    assert.equal(await lookUp(listed, '198.51.100.21', '203.0.113.5'), 429);
  });

  it('never writes the client’s or the proxy’s address into the log', async () => {
    const proxied = await site({ TRUST_PROXY: '1' });
    proxied.logs.length = 0;
    await lookUp(proxied, '198.51.100.77', '10.9.8.7');
    await proxied.app.inject({ url: '/api/faq/', remoteAddress: '10.9.8.6', headers: { 'x-forwarded-for': '198.51.100.78' } });
    const log = proxied.logs.join('\n');
    assert.match(log, /"url":"\/api\/faq\/"/, 'the requests were logged');
    assert.doesNotMatch(log, /198\.51\.100\.7[78]|10\.9\.8\.[67]|remoteAddress|remotePort|x-forwarded-for/i);
  });
});

describe('the Origin check behind a proxy that passes its own Host', () => {
  let site: TestSite;
  before(async () => {
    site = await startTestSite(null, { PUBLIC_URL: 'https://uwazi.example', TRUST_PROXY: '1' });
  });
  after(async () => site.close());

  // nginx with `proxy_pass http://127.0.0.1:3001` and no `proxy_set_header Host` sends this Host.
  const signIn = (origin: string) =>
    site.app.inject({
      method: 'POST',
      url: '/api/auth/signin/',
      payload: { email: 'nobody@example.org', password: 'Not-The-Password-2026' },
      headers: { origin, host: '127.0.0.1:3001', 'x-forwarded-for': '198.51.100.30', 'x-forwarded-proto': 'https' },
    });

  it("accepts a browser's POST from PUBLIC_URL's origin, whatever Host the proxy sends", async () => {
    const answer = await signIn('https://uwazi.example');
    assert.notEqual(answer.statusCode, 403, answer.body);
    assert.equal(answer.statusCode, 401, 'the sign-in itself was tried (and the account does not exist)');
    assert.equal((await signIn('https://uwazi.example:443')).statusCode, 401, 'the default port is the same origin');
  });

  it('refuses one from any other origin, or from the same host over plain HTTP, with 403 JSON', async () => {
    for (const origin of ['https://evil.example', 'http://uwazi.example', 'https://uwazi.example.evil.example', 'null']) {
      const answer = await signIn(origin);
      assert.equal(answer.statusCode, 403, origin);
      assert.deepEqual(answer.json(), { status: 'error', message: CROSS_SITE, field: null, status_code: 403 }, origin);
    }
  });

  it('still accepts the Host a request came to when the server is reached directly, and ALLOWED_ORIGINS', async () => {
    const direct = await startTestSite(null, { PUBLIC_URL: 'https://uwazi.example', ALLOWED_ORIGINS: 'https://partner.example' });
    try {
      const post = (origin: string, host: string) =>
        direct.app.inject({ method: 'POST', url: '/api/auth/signin/', payload: { email: 'nobody@example.org', password: 'Not-The-Password-2026' }, headers: { origin, host } });
      assert.equal((await post('https://api.uwazi.example', 'api.uwazi.example')).statusCode, 401);
      assert.equal((await post('https://partner.example', '127.0.0.1:3001')).statusCode, 401);
      assert.equal((await post('https://evil.example', '127.0.0.1:3001')).statusCode, 403);
    } finally {
      await direct.close();
    }
  });
});
