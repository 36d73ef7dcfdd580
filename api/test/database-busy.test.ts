import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestSite, type TestSite } from './harness.js';

/** A query that keeps the database working for a second or two, touching no table. */
const SLOW_QUERY = 'SELECT count(*) FROM generate_series(1, 15000000)';

describe('the embedded database on its own thread', () => {
  let site: TestSite;
  before(async () => {
    site = await startTestSite(null);
  });
  after(async () => site.close());

  it('answers a request that needs no database while a slow query runs', async () => {
    let slowDone = false;
    const slow = site.db.query(SLOW_QUERY).then(() => {
      slowDone = true;
    });
    const live = await site.app.inject({ url: '/api/health/live/' });
    assert.equal(live.statusCode, 200);
    assert.equal(slowDone, false, 'the request was answered only once the slow query had finished');
    await slow;
  });

  it('keeps the order of queries, transactions and their errors', async () => {
    await site.db.query('CREATE TABLE busy_check (n integer PRIMARY KEY)');
    const inserted = site.db.transaction(async (tx) => {
      await tx.query('INSERT INTO busy_check VALUES (1)');
      await tx.query('INSERT INTO busy_check VALUES (2)');
      return (await tx.query<{ total: number }>('SELECT count(*)::int AS total FROM busy_check'))[0]?.total;
    });
    // Asked while the transaction is open: answered after it, so it sees both rows.
    const seen = site.db.query<{ total: number }>('SELECT count(*)::int AS total FROM busy_check');
    assert.equal(await inserted, 2);
    assert.equal((await seen)[0]?.total, 2);

    await assert.rejects(
      site.db.transaction(async (tx) => {
        await tx.query('INSERT INTO busy_check VALUES (3)');
        await tx.query('INSERT INTO busy_check VALUES (1)');
      }),
      (error: Error & { code?: string; constraint?: string }) => error.code === '23505' && error.constraint === 'busy_check_pkey',
    );
    const [after3] = await site.db.query<{ total: number }>('SELECT count(*)::int AS total FROM busy_check');
    assert.equal(after3?.total, 2, 'the failed transaction left nothing behind');
  });
});

describe('PostgreSQL under more load than it can take', { skip: process.env.DATABASE_URL ? false : 'needs DATABASE_URL' }, () => {
  let site: TestSite;
  let crowded: TestSite;
  before(async () => {
    site = await startTestSite(process.env.DATABASE_URL!, { DATABASE_STATEMENT_TIMEOUT_MS: '300' });
    crowded = await startTestSite(process.env.DATABASE_URL!, { DATABASE_POOL_SIZE: '2', DATABASE_POOL_WAIT_MS: '200' });
  });
  after(async () => {
    await site.close();
    await crowded.close();
  });

  /** Holds every other statement on the projects table back until `release` is called. */
  function lockProjects(on: TestSite): { locked: Promise<void>; release: () => void; done: Promise<void> } {
    let release!: () => void;
    let locked!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const done = on.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE projects IN ACCESS EXCLUSIVE MODE');
      locked();
      await held;
    });
    return { locked: isLocked, release, done };
  }

  it('answers 503 with Retry-After when a statement runs past its limit, and answers again after', async () => {
    const lock = lockProjects(site);
    await lock.locked;
    const stuck = await site.app.inject({ url: '/api/projects/?q=water&held=1' });
    lock.release();
    await lock.done;
    assert.equal(stuck.statusCode, 503);
    assert.equal(stuck.headers['retry-after'], '5');
    assert.equal(stuck.json<{ message: string }>().message, 'The site is busy. Please try again in a few seconds.');
    assert.equal((await site.app.inject({ url: '/api/projects/?q=water&held=2' })).statusCode, 200);
  });

  it('answers 503 with Retry-After when no connection comes free in time, instead of queueing', async () => {
    const lock = lockProjects(crowded);
    await lock.locked;
    // The lock holds one of the two connections and this request the other, waiting on the lock.
    const first = crowded.app.inject({ url: '/api/projects/?q=water&held=3' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await crowded.app.inject({ url: '/api/projects/?q=water&held=4' });
    assert.equal(second.statusCode, 503);
    assert.equal(second.headers['retry-after'], '5');
    lock.release();
    await lock.done;
    await first;
    assert.equal((await crowded.app.inject({ url: '/api/projects/?q=water&held=5' })).statusCode, 200);
  });
});
