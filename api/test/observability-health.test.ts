import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { DATABASES, startTestSite, type TestSite } from './harness.js';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/index.js';
import { HEALTH_CHECK_TIMEOUT_MS } from '../src/observability/health.js';

const REDIS = process.env.REDIS_URL ? 'ok' : 'not configured';

/** Waits until `check` holds, up to `ms`. */
async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

for (const database of DATABASES) {
  describe(`health endpoints on ${database.name}`, () => {
    let site: TestSite;
    before(async () => {
      site = await startTestSite(database.url);
    });
    after(async () => site.close());

    it('says the process is alive, ready and healthy while the database (and Redis, when set) answer', async () => {
      const live = await site.app.inject({ url: '/api/health/live/' });
      assert.equal(live.statusCode, 200);
      assert.deepEqual(live.json(), { status: 'ok' });
      const ready = await site.app.inject({ url: '/api/health/ready/' });
      assert.equal(ready.statusCode, 200);
      assert.deepEqual(ready.json(), { status: 'ok', checks: { database: 'ok', redis: REDIS, draining: false } });
      const health = await site.app.inject({ url: '/api/health/' });
      assert.equal(health.statusCode, 200);
      assert.deepEqual(health.json(), { status: 'ok', database: site.db.kind });
      assert.equal(health.headers['cache-control'], 'no-store');
    });

    describe('when the database stops answering', () => {
      /** The site's database until `mode` says otherwise: then a closed (or unreachable) database, or one that never answers. */
      let mode: 'up' | 'down' | 'hanging' = 'up';
      let dead: Database;
      let app: FastifyInstance;
      const logs: string[] = [];
      before(async () => {
        // A real database that cannot answer: PostgreSQL nobody listens for, or an embedded one that was closed.
        dead = await openDatabase({ databaseUrl: database.url ? 'postgres://postgres@127.0.0.1:1/nothing' : null, dataDir: ':memory:' });
        if (!database.url) await dead.close();
        const db: Database = {
          ...site.db,
          query: (sql, params) => (mode === 'up' ? site.db.query(sql, params) : mode === 'down' ? dead.query(sql, params) : new Promise<never>(() => undefined)),
        };
        app = await buildApp({ config: site.config, db, logStream: { write: (line: string) => void logs.push(line) } });
        await app.ready();
      });
      after(async () => {
        mode = 'up';
        await app.close();
        if (database.url) await dead.close();
      });

      it('answers readiness and the health check 503, naming the database, and keeps the reason for the log', async () => {
        mode = 'down';
        const ready = await app.inject({ url: '/api/health/ready/' });
        assert.equal(ready.statusCode, 503);
        const body = ready.json();
        assert.equal(body.status, 'error');
        assert.equal(body.status_code, 503);
        assert.deepEqual(body.failed, ['database']);
        assert.equal(body.checks.database, 'no answer');
        assert.equal(body.message, 'Not ready: the database did not answer.');
        const health = await app.inject({ url: '/api/health/' });
        assert.equal(health.statusCode, 503);
        assert.equal(health.json().status, 'error');
        assert.equal(health.json().database, site.db.kind);
        // The process itself is fine: liveness must not get it restarted.
        assert.equal((await app.inject({ url: '/api/health/live/' })).statusCode, 200);
        const failure = logs.map((line) => JSON.parse(line)).find((line) => line.msg === 'health check failed' && line.check === 'database');
        assert.ok(failure, 'the failed check is logged as JSON');
        assert.ok(failure.reqId, 'with the id of the request');
        assert.ok(failure.err.length > 0);
      });

      it('answers 503 within the timeout when the database accepts the query but never answers', async () => {
        mode = 'hanging';
        const started = Date.now();
        const ready = await app.inject({ url: '/api/health/ready/' });
        const took = Date.now() - started;
        assert.equal(ready.statusCode, 503);
        assert.equal(ready.json().checks.database, 'too slow');
        assert.equal(ready.json().message, 'Not ready: the database did not answer in time.');
        assert.ok(took >= HEALTH_CHECK_TIMEOUT_MS - 50 && took < HEALTH_CHECK_TIMEOUT_MS + 1500, `took ${took} ms`);
      });

      it('is ready again once the database answers', async () => {
        mode = 'up';
        assert.equal((await app.inject({ url: '/api/health/ready/' })).statusCode, 200);
        assert.equal((await app.inject({ url: '/api/health/' })).statusCode, 200);
      });
    });

    it('while draining: readiness 503 naming the shutdown, liveness 200, every other request 503', async () => {
      const draining = await startTestSite(database.url);
      try {
        // A settle window longer than this test, so the drain is still under way while it asks.
        void draining.app.drain(3_000);
        const ready = await draining.app.inject({ url: '/api/health/ready/' });
        assert.equal(ready.statusCode, 503);
        assert.deepEqual(ready.json().failed, ['draining']);
        assert.equal(ready.json().checks.draining, true);
        assert.equal(ready.json().message, 'Not ready: this instance is shutting down.');
        assert.equal(ready.headers.connection, 'close');
        const live = await draining.app.inject({ url: '/api/health/live/' });
        assert.equal(live.statusCode, 200);
        const health = await draining.app.inject({ url: '/api/health/', headers: { 'x-request-id': 'probe-during-drain' } });
        assert.equal(health.statusCode, 503);
        assert.match(health.json().message, /restarting/);
        assert.equal(health.headers['x-request-id'], 'probe-during-drain', 'the early 503 carries the request id too');
      } finally {
        await draining.close();
      }
    });
  });
}

/**
 * Redis between the app and the real server, that the test can take away and bring back, as when Redis
 * restarts or its host drops off the network.
 */
async function redisProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const serve = () =>
    net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
  let server = serve();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `redis://127.0.0.1:${port}`,
    async down() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async up() {
      server = serve();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      await this.down();
    },
  };
}

describe('readiness with Redis configured', { skip: process.env.REDIS_URL ? false : 'REDIS_URL is not set' }, () => {
  let proxy: Awaited<ReturnType<typeof redisProxy>>;
  let site: TestSite;
  before(async () => {
    proxy = await redisProxy(new URL(process.env.REDIS_URL!));
    site = await startTestSite(null, { REDIS_URL: proxy.url });
  });
  after(async () => {
    await site.close();
    await proxy.close();
  });

  it('answers 503 naming Redis while Redis cannot be reached, and 200 again once it is back', async () => {
    const ready = () => site.app.inject({ url: '/api/health/ready/' });
    assert.deepEqual((await ready()).json().checks, { database: 'ok', redis: 'ok', draining: false });

    await proxy.down();
    let answer = await ready();
    await until(async () => (answer = await ready()).statusCode === 503, 'readiness to notice Redis is gone');
    assert.deepEqual(answer.json().failed, ['redis']);
    assert.equal(answer.json().checks.redis, 'not connected');
    assert.equal(answer.json().message, 'Not ready: Redis did not answer.');
    assert.equal((await site.app.inject({ url: '/api/health/' })).statusCode, 503);
    assert.equal((await site.app.inject({ url: '/api/health/live/' })).statusCode, 200);

    await proxy.up();
    await until(async () => (await ready()).statusCode === 200, 'readiness to see Redis back', 15_000);
  });
});
