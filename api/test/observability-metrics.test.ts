import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { loadConfig } from '../src/config.js';

/** The value of one sample in Prometheus text, e.g. sample(text, 'mail_queue_depth{state="due"}'). */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

/** The request-duration count of one route, method and status class. */
function requests(text: string, route: string, method = 'GET', statusClass = '2xx'): number {
  return sample(text, `http_request_duration_seconds_count{method="${method}",route="${route}",status_class="${statusClass}"}`) ?? 0;
}

for (const database of DATABASES) {
  describe(`metrics on ${database.name}`, () => {
    let site: TestSite;
    before(async () => {
      site = await startTestSite(database.url);
    });
    after(async () => site.close());

    const scrape = async () => {
      const response = await site.app.inject({ url: '/api/metrics/' });
      assert.equal(response.statusCode, 200, response.body);
      assert.match(response.headers['content-type'] as string, /^text\/plain; version=0\.0\.4/);
      return response.body;
    };

    it('times requests by method, route pattern and status class, never by the address asked for', async () => {
      const [workshop] = await site.db.query<{ id: string }>('SELECT id FROM workshops ORDER BY id LIMIT 1');
      const before = await scrape();
      await site.app.inject({ url: `/api/workshops/${workshop!.id}/` });
      await site.app.inject({ url: '/api/workshops/no-such-workshop-7f3a9c/' });
      await site.app.inject({ url: '/api/nothing-here-5e1d/?token=secret-token-4b8e' });
      await site.app.inject({ url: '/about' });
      const text = await scrape();
      assert.equal(requests(text, '/api/workshops/:id/') - requests(before, '/api/workshops/:id/'), 1);
      assert.equal(requests(text, '/api/workshops/:id/', 'GET', '4xx') - requests(before, '/api/workshops/:id/', 'GET', '4xx'), 1);
      assert.match(text, /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/workshops\/:id\/",status_class="2xx"\} \d+/);
      assert.ok(requests(text, 'no route', 'GET', '4xx') >= 1, 'an unmatched request is counted under one label');
      for (const raw of [workshop!.id, 'no-such-workshop-7f3a9c', 'nothing-here-5e1d', 'secret-token-4b8e', '/about'])
        assert.ok(!text.includes(raw), `${raw} is not in the metrics`);
    });

    it('counts open notification sockets', async () => {
      const citizen = await site.signedInCitizen('Socket Holder');
      const gauge = async () => sample(await scrape(), 'websocket_connections');
      assert.equal(await gauge(), 0);
      const socket = await site.app.injectWS(`/ws/notifications/${citizen.id}/`, { headers: { cookie: citizen.cookie, origin: SAME_ORIGIN.origin, host: SAME_ORIGIN.host } });
      assert.equal(await gauge(), 1);
      socket.terminate();
      const deadline = Date.now() + 3000;
      while ((await gauge()) !== 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      assert.equal(await gauge(), 0);
    });

    it('counts read-cache hits and misses', async () => {
      const before = await scrape();
      const url = `/api/wards/?county=032&metrics=${Date.now()}`;
      await site.app.inject({ url });
      await site.app.inject({ url });
      await site.app.inject({ url });
      const text = await scrape();
      const delta = (result: string) => sample(text, `read_cache_requests_total{result="${result}"}`)! - sample(before, `read_cache_requests_total{result="${result}"}`)!;
      assert.equal(delta('miss'), 1);
      assert.equal(delta('hit'), 2);
    });

    it('reports the mail queue, the database pool (PostgreSQL) and the process', async () => {
      await site.db.query(`INSERT INTO outbox (recipient, subject, body, state, next_attempt_at) VALUES ('a@example.org', 'Due', 'x', 'queued', now() - interval '1 minute')`);
      await site.db.query(`INSERT INTO outbox (recipient, subject, body, state, next_attempt_at) VALUES ('b@example.org', 'Later', 'x', 'queued', now() + interval '1 hour')`);
      const text = await scrape();
      assert.equal(sample(text, 'mail_queue_depth{state="due"}'), 1);
      assert.equal(sample(text, 'mail_queue_depth{state="waiting"}'), 1);
      assert.equal(sample(text, 'mail_queue_depth{state="sending"}'), 0);
      for (const counter of ['mail_sent_total', 'mail_retries_total', 'mail_given_up_total']) assert.equal(sample(text, counter), 0, counter);
      if (database.url) {
        assert.ok(sample(text, 'db_pool_connections{state="total"}')! >= 1);
        assert.notEqual(sample(text, 'db_pool_connections{state="idle"}'), null);
        assert.equal(sample(text, 'db_pool_waiting_requests'), 0);
      } else {
        assert.doesNotMatch(text, /db_pool_/, 'the embedded database has no pool');
      }
      assert.match(text, /^process_cpu_user_seconds_total \d/m);
      assert.match(text, /^nodejs_heap_size_used_bytes \d/m);
      await site.db.query(`DELETE FROM outbox WHERE recipient IN ('a@example.org', 'b@example.org')`);
    });

    it("keeps each app's figures apart", async () => {
      const other = await startTestSite(database.url);
      try {
        await site.app.inject({ url: '/api/faq/' });
        const mine = await scrape();
        const theirs = (await other.app.inject({ url: '/api/metrics/' })).body;
        assert.ok(requests(mine, '/api/faq/') >= 1);
        assert.equal(requests(theirs, '/api/faq/'), 0);
      } finally {
        await other.close();
      }
    });
  });
}

describe('who may read the metrics', () => {
  let site: TestSite;
  let guarded: TestSite;
  const TOKEN = 'metrics-token-0123456789abcdef';
  before(async () => {
    site = await startTestSite(null);
    guarded = await startTestSite(null, { METRICS_TOKEN: TOKEN });
  });
  after(async () => {
    await site.close();
    await guarded.close();
  });

  it('without METRICS_TOKEN: only this machine, and not through a proxy', async () => {
    assert.equal((await site.app.inject({ url: '/api/metrics/', remoteAddress: '127.0.0.1' })).statusCode, 200);
    assert.equal((await site.app.inject({ url: '/api/metrics/', remoteAddress: '::1' })).statusCode, 200);
    const outside = await site.app.inject({ url: '/api/metrics/', remoteAddress: '203.0.113.9' });
    assert.equal(outside.statusCode, 403);
    assert.equal(outside.json().status, 'error');
    assert.match(outside.json().message, /METRICS_TOKEN/);
    assert.doesNotMatch(outside.body, /http_request_duration_seconds/);
    // nginx on the same machine connects from loopback; the headers it adds give a public request away.
    for (const header of ['x-forwarded-for', 'x-real-ip', 'forwarded']) {
      const proxied = await site.app.inject({
        url: '/api/metrics/',
        remoteAddress: '127.0.0.1',
        headers: { [header]: header === 'forwarded' ? 'for=198.51.100.4' : '198.51.100.4' },
      });
      assert.equal(proxied.statusCode, 403, header);
    }
  });

  it('with METRICS_TOKEN: only the bearer of the token, from anywhere', async () => {
    const fromHere = await guarded.app.inject({ url: '/api/metrics/' });
    assert.equal(fromHere.statusCode, 401);
    assert.equal(fromHere.headers['www-authenticate'], 'Bearer realm="metrics"');
    assert.equal((await guarded.app.inject({ url: '/api/metrics/', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode, 401);
    assert.equal((await guarded.app.inject({ url: '/api/metrics/', headers: { authorization: `Basic ${TOKEN}` } })).statusCode, 401);
    const scraper = await guarded.app.inject({ url: '/api/metrics/', remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(scraper.statusCode, 200);
    assert.match(scraper.body, /# TYPE http_request_duration_seconds histogram/);
  });

  it('refuses a METRICS_TOKEN too short to be secret, naming the setting', () => {
    assert.throws(() => loadConfig({ METRICS_TOKEN: 'short' }), /METRICS_TOKEN must be at least 16 characters/);
  });
});
