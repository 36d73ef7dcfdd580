import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, startTestSite, TEST_RELEASES, type TestSite } from './harness.js';
import { publish, releaseRemote, releaseShell, withTestReleases } from './releases.js';
import { sweepHealthCounts } from '../src/releases/healthCounts.js';
import { loadConfig } from '../src/config.js';

const ORG = TEST_RELEASES.mfe_org;

/** One well-formed event; `overrides` changes or (with undefined) removes fields. */
function event(overrides: Record<string, unknown> = {}) {
  const base: Record<string, unknown> = { unit: 'mfe-org', version: ORG.version, channel: 'live', kind: 'loaded', path: '/about' };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete base[key];
    else base[key] = value;
  }
  return base;
}

/** The value of one sample in Prometheus text. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

const series = (unit: string, version: string, kind: string) => `release_health_events_total{unit="${unit}",version="${version}",kind="${kind}"}`;

for (const database of DATABASES) {
  describe(`release health on ${database.name}`, () => {
    let site: TestSite;
    let address = 0;
    /** A client of its own, so the per-client limit of one check does not decide another's. */
    const client = () => `198.51.100.${(address += 1)}`;
    const send = (payload: unknown, remoteAddress = client(), headers: Record<string, string> = {}) =>
      site.app.inject({ method: 'POST', url: '/api/release-health/', payload: payload as object, remoteAddress, headers: { ...SAME_ORIGIN, ...headers } });
    const stored = () =>
      site.db.query<{ unit: string; version: string; kind: string; path: string; count: number }>(
        'SELECT unit, version, kind, path, count FROM release_health ORDER BY unit, version, kind, path',
      );

    before(async () => {
      site = await startTestSite(database.url, { CANARY_CHECK_INTERVAL_MS: '0', RELEASE_HEALTH_PER_MINUTE: '120' });
      releaseShell(site.config.deployDir, '2.0.0-aaa');
      releaseRemote(site.config.deployDir, 'mfe-org', '1.1.0-new');
      publish(site.config.deployDir, withTestReleases({ shell: { version: '2.0.0-aaa' } }));
    });
    after(async () => site.close());

    it('refuses a beacon that is not a list of 1 to 20 well-formed events, naming the field, and stores none of it', async () => {
      const cases: Array<[unknown, string]> = [
        [{}, 'events'],
        [{ events: 'loaded' }, 'events'],
        [{ events: [] }, 'events'],
        [{ events: Array.from({ length: 21 }, () => event()) }, 'events'],
        [{ events: ['loaded'] }, 'events[0]'],
        [{ events: [event({ unit: undefined })] }, 'events[0].unit'],
        [{ events: [event(), event({ unit: 'mfe-nowhere' })] }, 'events[1].unit'],
        [{ events: [event({ unit: 'mfe_org' })] }, 'events[0].unit'],
        [{ events: [event(), event(), event({ version: '9.9.9-zzz' })] }, 'events[2].version'],
        [{ events: [event({ version: '1.0.0-def' })] }, 'events[0].version'],
        [{ events: [event({ unit: 'shell', version: '1.0.0-abc' })] }, 'events[0].version'],
        [{ events: [event({ version: '../1.0.0-abc' })] }, 'events[0].version'],
        [{ events: [event({ channel: 'beta' })] }, 'events[0].channel'],
        [{ events: [event({ kind: 'crashed' })] }, 'events[0].kind'],
        [{ events: [event(), event(), event({ kind: undefined })] }, 'events[2].kind'],
        [{ events: [event({ path: 'about' })] }, 'events[0].path'],
        [{ events: [event({ path: 'https://elsewhere.example/about' })] }, 'events[0].path'],
        [{ events: [event({ path: `/${'a'.repeat(200)}` })] }, 'events[0].path'],
        [{ events: [event({ path: '/about me' })] }, 'events[0].path'],
        [{ events: [event({ path: 42 })] }, 'events[0].path'],
      ];
      for (const [payload, field] of cases) {
        const answer = await send(payload);
        assert.equal(answer.statusCode, 400, `${field}: ${answer.body}`);
        assert.equal(answer.json().status, 'error');
        assert.equal(answer.json().field, field, answer.body);
        assert.equal(answer.json().status_code, 400);
        assert.ok(answer.json().message.startsWith(field), answer.json().message);
      }
      assert.deepEqual(await stored(), []);
      const text = await site.app.inject({ method: 'POST', url: '/api/release-health/', payload: 'loaded', headers: { ...SAME_ORIGIN, 'content-type': 'text/plain' } });
      assert.equal(text.statusCode, 415);
    });

    it('refuses a body over 4 KiB with 413, and a call from another site', async () => {
      const big = { events: Array.from({ length: 20 }, () => event({ path: `/${'p'.repeat(199)}` })) };
      assert.ok(JSON.stringify(big).length > 4096);
      const answer = await send(big);
      assert.equal(answer.statusCode, 413);
      assert.equal(answer.json().message, 'The request is too large.');
      const elsewhere = await send({ events: [event()] }, client(), { origin: 'https://evil.example' });
      assert.equal(elsewhere.statusCode, 403);
      assert.deepEqual(await stored(), []);
    });

    it('counts events per unit, version, kind and path in the database and the metrics, with the query and fragment dropped', async () => {
      const metricsBefore = (await site.app.inject({ url: '/api/metrics/' })).body;
      const first = await send({
        events: [
          event({ path: '/about?token=secret-token-91c3#team' }),
          event({ kind: 'render-error', path: '/about#top' }),
          event({ unit: 'shell', version: '2.0.0-aaa', path: '/' }),
          event({ version: '1.1.0-new', channel: 'canary', kind: 'load-failed', path: '/our-team' }),
          event({ version: '1.1.0-new', channel: 'canary', kind: 'loaded', path: '/our-team' }),
        ],
      });
      assert.equal(first.statusCode, 204, first.body);
      assert.equal(first.body, '');
      const second = await send({ events: [event(), event({ kind: 'render-error', path: '/about' })] });
      assert.equal(second.statusCode, 204);
      assert.deepEqual(
        (await stored()).map((row) => ({ ...row, count: Number(row.count) })),
        [
          { unit: 'mfe-org', version: '1.0.0-abc', kind: 'loaded', path: '/about', count: 2 },
          { unit: 'mfe-org', version: '1.0.0-abc', kind: 'render-error', path: '/about', count: 2 },
          { unit: 'mfe-org', version: '1.1.0-new', kind: 'load-failed', path: '/our-team', count: 1 },
          { unit: 'mfe-org', version: '1.1.0-new', kind: 'loaded', path: '/our-team', count: 1 },
          { unit: 'shell', version: '2.0.0-aaa', kind: 'loaded', path: '/', count: 1 },
        ],
      );
      const columns = (
        await site.db.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'release_health' AND table_schema = current_schema()`)
      ).map((row) => row.column_name);
      assert.deepEqual(columns.sort(), ['count', 'kind', 'minute', 'path', 'unit', 'version'], 'nothing about the sender is kept');
      const metricsAfter = (await site.app.inject({ url: '/api/metrics/' })).body;
      const grew = (unit: string, version: string, kind: string) => sample(metricsAfter, series(unit, version, kind)) - sample(metricsBefore, series(unit, version, kind));
      assert.equal(grew('mfe-org', '1.0.0-abc', 'loaded'), 2);
      assert.equal(grew('mfe-org', '1.0.0-abc', 'render-error'), 2);
      assert.equal(grew('mfe-org', '1.1.0-new', 'load-failed'), 1);
      assert.equal(grew('shell', '2.0.0-aaa', 'loaded'), 1);
      assert.ok(!metricsAfter.includes('secret-token-91c3') && !metricsAfter.includes('/about'), 'no path or query in the metrics');
      assert.ok(!site.logs.join('\n').includes('secret-token-91c3'), 'nor in the log');

      const summary = await site.app.inject({ url: '/api/release-health/' });
      assert.equal(summary.statusCode, 200, summary.body);
      const body = summary.json();
      assert.ok(Math.abs(Date.parse(body.since) - (Date.now() - 24 * 3_600_000)) < 60_000, 'the last 24 hours by default');
      assert.deepEqual(body.units, {
        'mfe-org': {
          '1.0.0-abc': { loaded: 2, loadFailed: 0, renderError: 2, errorRate: 1 },
          '1.1.0-new': { loaded: 1, loadFailed: 1, renderError: 0, errorRate: 0.5 },
        },
        shell: { '2.0.0-aaa': { loaded: 1, loadFailed: 0, renderError: 0, errorRate: 0 } },
      });
      const later = await site.app.inject({ url: `/api/release-health/?since=${encodeURIComponent(new Date(Date.now() + 120_000).toISOString())}` });
      assert.deepEqual(later.json().units, {});
      const bad = await site.app.inject({ url: '/api/release-health/?since=yesterday' });
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().field, 'since');
    });

    it('limits each client to the configured number of events a minute (120 here; 600 unless configured)', async () => {
      assert.equal(loadConfig({}).releaseHealthPerMinute, 600);
      const sender = client();
      const batch = { events: Array.from({ length: 20 }, () => event({ path: '/our-team' })) };
      for (let i = 0; i < 6; i += 1) assert.equal((await send(batch, sender)).statusCode, 204, `batch ${i + 1}`);
      const refused = await send({ events: [event({ path: '/our-team' })] }, sender);
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.equal((await send({ events: [event({ path: '/our-team' })] })).statusCode, 204, 'another client is not held back');
      const [row] = await site.db.query<{ count: number }>(`SELECT sum(count)::int AS count FROM release_health WHERE path = '/our-team' AND kind = 'loaded' AND version = $1`, [
        ORG.version,
      ]);
      assert.equal(Number(row!.count), 121);
    });

    it('removes counts older than 30 days and keeps the rest', async () => {
      await site.db.query(
        `INSERT INTO release_health (unit, version, kind, path, minute, count) VALUES
          ('mfe-org', '1.0.0-abc', 'loaded', '/old', date_trunc('minute', now()) - interval '31 days', 4),
          ('mfe-org', '1.0.0-abc', 'loaded', '/recent', date_trunc('minute', now()) - interval '29 days', 4)`,
      );
      assert.equal(await sweepHealthCounts(site.db), 1);
      const paths = (await site.db.query<{ path: string }>(`SELECT path FROM release_health WHERE path IN ('/old', '/recent')`)).map((row) => row.path);
      assert.deepEqual(paths, ['/recent']);
    });

    if (database.url) {
      it('adds up events sent to several instances at once', async () => {
        const other = await site.secondInstance();
        try {
          const batch = { events: Array.from({ length: 5 }, () => event({ path: '/together' })) };
          const answers = await Promise.all(
            Array.from({ length: 16 }, (_, i) =>
              (i % 2 ? other.app : site.app).inject({ method: 'POST', url: '/api/release-health/', payload: batch, remoteAddress: client(), headers: SAME_ORIGIN }),
            ),
          );
          assert.deepEqual(
            answers.map((answer) => answer.statusCode),
            answers.map(() => 204),
          );
          // Every instance adds to the same row: one row, or two when the batches straddle the turn of a minute.
          const rows = await site.db.query<{ count: number }>(`SELECT count FROM release_health WHERE path = '/together'`);
          assert.ok(rows.length === 1 || rows.length === 2, `${rows.length} rows`);
          assert.equal(
            rows.reduce((sum, row) => sum + Number(row.count), 0),
            80,
          );
        } finally {
          await other.close();
        }
      });
    }
  });
}

describe('who may read the release health figures', () => {
  let site: TestSite;
  let guarded: TestSite;
  const TOKEN = 'metrics-token-0123456789abcdef';
  before(async () => {
    site = await startTestSite(null, { CANARY_CHECK_INTERVAL_MS: '0' });
    guarded = await startTestSite(null, { METRICS_TOKEN: TOKEN, CANARY_CHECK_INTERVAL_MS: '0' });
  });
  after(async () => {
    await site.close();
    await guarded.close();
  });

  it('without METRICS_TOKEN: only this machine, and not through a proxy', async () => {
    assert.equal((await site.app.inject({ url: '/api/release-health/', remoteAddress: '127.0.0.1' })).statusCode, 200);
    assert.equal((await site.app.inject({ url: '/api/release-health/', remoteAddress: '::1' })).statusCode, 200);
    const outside = await site.app.inject({ url: '/api/release-health/', remoteAddress: '203.0.113.9' });
    assert.equal(outside.statusCode, 403);
    assert.match(outside.json().message, /METRICS_TOKEN/);
    assert.equal(outside.json().units, undefined);
    for (const header of ['x-forwarded-for', 'x-real-ip', 'forwarded']) {
      const proxied = await site.app.inject({
        url: '/api/release-health/',
        remoteAddress: '127.0.0.1',
        headers: { [header]: header === 'forwarded' ? 'for=198.51.100.4' : '198.51.100.4' },
      });
      assert.equal(proxied.statusCode, 403, header);
    }
  });

  it('with METRICS_TOKEN: only the bearer of the token, from anywhere', async () => {
    const fromHere = await guarded.app.inject({ url: '/api/release-health/' });
    assert.equal(fromHere.statusCode, 401);
    assert.equal(fromHere.headers['www-authenticate'], 'Bearer realm="metrics"');
    assert.equal((await guarded.app.inject({ url: '/api/release-health/', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode, 401);
    const reader = await guarded.app.inject({ url: '/api/release-health/', remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(reader.statusCode, 200);
    assert.deepEqual(reader.json().units, {});
  });

  it('takes beacons from anyone: sending needs no token', async () => {
    const answer = await guarded.app.inject({
      method: 'POST',
      url: '/api/release-health/',
      remoteAddress: '203.0.113.9',
      payload: { events: [event()] },
      headers: SAME_ORIGIN,
    });
    assert.equal(answer.statusCode, 204);
  });
});
