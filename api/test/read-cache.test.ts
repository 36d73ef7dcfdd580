import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { DATABASES, startTestSite, type TestSite } from './harness.js';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ReadCache, pickCoding } from '../src/readCache.js';
import type { ProjectPage, Spending } from '../src/governance/contracts.js';

/**
 * Runs `check` until it passes (2 s at most). On PostgreSQL a change is announced to the server over its own
 * connection, so the next read may come a moment before the announcement does; the embedded database
 * announces it before the write returns.
 */
async function eventually(check: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

for (const database of DATABASES) {
  describe(`cached public reads on ${database.name}`, () => {
    let site: TestSite;
    before(async () => {
      site = await startTestSite(database.url);
    });
    after(async () => site.close());

    const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ url, headers });
    const version = async () => Number((await site.db.query<{ version: string }>(`SELECT version FROM data_versions WHERE name = 'governance'`))[0]!.version);

    it('answers a repeated read with the same ETag, and a 304 without a body to a browser that has it', async () => {
      const first = await get('/api/counties/?region=Coastal');
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['cache-control'], 'no-cache');
      assert.match(first.headers['content-type'] as string, /^application\/json/);
      const etag = first.headers.etag as string;
      assert.match(etag, /^"[\w-]{27}"$/);
      assert.equal(first.json<{ counties: unknown[] }>().counties.length, 6);

      const again = await get('/api/counties/?region=Coastal');
      assert.equal(again.headers.etag, etag);
      assert.equal(again.body, first.body);

      const revalidated = await get('/api/counties/?region=Coastal', { 'if-none-match': etag });
      assert.equal(revalidated.statusCode, 304);
      assert.equal(revalidated.body, '');
      const stale = await get('/api/counties/?region=Coastal', { 'if-none-match': '"something-else"' });
      assert.equal(stale.statusCode, 200);
      assert.equal(stale.body, first.body);
    });

    it('sends brotli or gzip to a client that accepts it, with its own ETag, and small answers as they are', async () => {
      const plain = await get('/api/wards/?county=032');
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.match(plain.headers.vary as string, /Accept-Encoding/);

      const br = await get('/api/wards/?county=032', { 'accept-encoding': 'gzip, deflate, br' });
      assert.equal(br.headers['content-encoding'], 'br');
      assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
      assert.ok(br.rawPayload.length < plain.rawPayload.length / 4, `${br.rawPayload.length} compressed bytes of ${plain.rawPayload.length}`);
      assert.equal(br.headers.etag, `${(plain.headers.etag as string).slice(0, -1)}-br"`);
      const revalidated = await get('/api/wards/?county=032', { 'accept-encoding': 'br', 'if-none-match': `"other", ${br.headers.etag as string}` });
      assert.equal(revalidated.statusCode, 304);

      const gz = await get('/api/wards/?county=032', { 'accept-encoding': 'br;q=0, gzip' });
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(gz.rawPayload).toString(), plain.body);

      const small = await get('/api/counties/?q=zzzz', { 'accept-encoding': 'br, gzip' });
      assert.equal(small.headers['content-encoding'], undefined);
      assert.deepEqual(small.json(), { counties: [] });
    });

    it('gives each client the coding it accepts from the one kept answer, whatever the clients before it accepted', async () => {
      const url = '/api/wards/?county=047';
      const plain = await get(url);
      const tag = plain.headers.etag as string;
      const accepts: Array<[string | undefined, 'br' | 'gzip' | undefined]> = [
        ['br', 'br'],
        [undefined, undefined],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['identity', undefined],
        ['gzip, deflate, br', 'br'],
        ['BR;q=0.0', undefined],
      ];
      // Many different headers in between (crawlers, proxies) must not change what any client is sent.
      for (let i = 0; i < 100; i += 1) accepts.push([`gzip;q=0.${i % 10}, x-coding-${i}`, i % 10 === 0 ? undefined : 'gzip']);
      accepts.push(...accepts.slice(0, 7));
      for (const [accept, coding] of accepts) {
        const headers: Record<string, string> = accept === undefined ? {} : { 'accept-encoding': accept };
        const answer = await get(url, headers);
        assert.equal(answer.statusCode, 200);
        assert.equal(answer.headers['content-encoding'], coding, `Accept-Encoding: ${accept}`);
        assert.equal(answer.headers.vary, 'Accept-Encoding');
        const body = coding === 'br' ? brotliDecompressSync(answer.rawPayload) : coding === 'gzip' ? gunzipSync(answer.rawPayload) : answer.rawPayload;
        assert.equal(body.toString(), plain.body);
        assert.equal(answer.headers.etag, coding ? `${tag.slice(0, -1)}-${coding}"` : tag);
        // A validator names one set of bytes: the client's own is a 304, another coding's is not.
        assert.equal((await get(url, { ...headers, 'if-none-match': answer.headers.etag as string })).statusCode, 304);
        const other = coding ? tag : `${tag.slice(0, -1)}-br"`;
        const refreshed = await get(url, { ...headers, 'if-none-match': other });
        assert.equal(refreshed.statusCode, 200);
        assert.equal(refreshed.headers.etag, answer.headers.etag);
      }
    });

    it('shows a change to the projects in the very next list, project, county page and spending answer', async () => {
      const list = await get('/api/projects/?county=032');
      const [project] = list.json<ProjectPage>().projects;
      assert.ok(project, 'Nakuru has sample projects');
      const detail = await get(`/api/projects/${project.id}/`);
      const county = await get('/api/counties/032/');
      const spending = await get('/api/spending/');

      await site.db.query('UPDATE projects SET title = $2, budget_allocated = budget_allocated + 1000000 WHERE id = $1', [project.id, 'Renamed water pan for Njoro']);

      await eventually(async () => {
        const listAfter = await get('/api/projects/?county=032');
        assert.notEqual(listAfter.headers.etag, list.headers.etag);
        assert.equal(listAfter.json<ProjectPage>().projects.find((p) => p.id === project.id)?.title, 'Renamed water pan for Njoro');
      });
      const detailAfter = await get(`/api/projects/${project.id}/`, { 'if-none-match': detail.headers.etag as string });
      assert.equal(detailAfter.statusCode, 200, 'the old ETag no longer matches');
      assert.equal(detailAfter.json<{ project: { title: string } }>().project.title, 'Renamed water pan for Njoro');
      const countyAfter = await get('/api/counties/032/');
      assert.equal(
        countyAfter.json<{ projects: { budget: { allocated: number } } }>().projects.budget.allocated,
        county.json<{ projects: { budget: { allocated: number } } }>().projects.budget.allocated + 1_000_000,
      );
      const spendingAfter = await get('/api/spending/');
      assert.equal(spendingAfter.json<Spending>().totals.allocated, spending.json<Spending>().totals.allocated + 1_000_000);
    });

    it('raises the data version once per changing statement, however many rows it touched, and not for reads', async () => {
      const start = await version();
      await site.db.query('UPDATE projects SET progress = progress');
      assert.equal(await version(), start + 1);
      await get('/api/projects/?pageSize=50');
      await site.db.query('SELECT count(*) FROM projects');
      assert.equal(await version(), start + 1);
      await site.db.query(`DELETE FROM projects WHERE id = 'no-such-project'`);
      assert.equal(await version(), start + 2, 'a statement counts even when it matched nothing');
    });

    it('does not keep errors: a refused filter is refused each time, and an unknown project stays unknown until it exists', async () => {
      for (let i = 0; i < 2; i += 1) {
        const refused = await get('/api/projects/?county=999');
        assert.equal(refused.statusCode, 400);
        assert.equal(refused.json<{ field: string }>().field, 'county');
      }
      assert.equal((await get('/api/projects/cache-test-1/')).statusCode, 404);
      await site.db.query(
        `INSERT INTO projects (id, title, description, category, status, priority, progress, county_code, budget_allocated, budget_disbursed, budget_spent, last_update)
         VALUES ('cache-test-1', 'Ol Kalou market shade', 'Shade and drainage for the open-air market.', 'trade', 'Planned', 'Low', 0, '036', 4000000, 0, 0, current_date)`,
      );
      await eventually(async () => {
        const found = await get('/api/projects/cache-test-1/');
        assert.equal(found.statusCode, 200, found.body);
        assert.equal(found.json<{ project: { title: string } }>().project.title, 'Ol Kalou market shade');
      });
    });

    it('asks the database nothing for a cached read while it hears the version announcements, and again once one comes', async () => {
      const sql: string[] = [];
      const counting = { query: (text: string, params?: unknown[]) => (sql.push(text), site.db.query(text, params)), listen: site.db.listen.bind(site.db) };
      const cache = new ReadCache(counting as never);
      await cache.start();
      const app = Fastify();
      let worked = 0;
      app.get('/count', (request, reply) =>
        cache.send(request, reply, 'governance', async () => {
          worked += 1;
          return (await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM projects'))[0];
        }),
      );
      try {
        assert.equal(cache.heard, true);
        await app.inject({ url: '/count' });
        const asked = sql.length;
        for (let i = 0; i < 5; i += 1) await app.inject({ url: '/count' });
        assert.equal(sql.length, asked, 'five cached reads, no query');
        assert.equal(worked, 1);
        await site.db.query('UPDATE projects SET progress = progress');
        await eventually(async () => {
          await app.inject({ url: '/count' });
          assert.equal(worked, 2, 'the announced change is worked out again');
        });
        assert.equal(sql.filter((text) => text.includes('data_versions')).length, 2);
      } finally {
        await app.close();
        await cache.stop();
      }
    });

    if (database.url) {
      it("keeps instances on one PostgreSQL in step: a change made anywhere outdates every instance's answer", async () => {
        const other = await site.secondInstance();
        try {
          const url = '/api/projects/?county=047&sort=budget';
          const before = await other.app.inject({ url });
          assert.equal(before.statusCode, 200);
          await site.db.query(`UPDATE projects SET budget_allocated = budget_allocated * 2 WHERE county_code = '047'`);
          const total = (answer: typeof before) => answer.json<ProjectPage>().projects.reduce((sum, p) => sum + p.budget.allocated, 0);
          await eventually(async () => {
            const after = await other.app.inject({ url });
            assert.notEqual(after.headers.etag, before.headers.etag);
            assert.equal(total(after), total(before) * 2);
          });
        } finally {
          await other.close();
        }
      });
    }
  });
}

describe('the read cache itself', () => {
  it('reads the version for every request while it hears no announcements, and after losing them', async () => {
    let version = 1;
    let lose: () => void = () => undefined;
    const asked: number[] = [];
    const db = {
      query: async <T>(text: string): Promise<T[]> => {
        if (text.includes('data_versions')) asked.push(version);
        return [{ version: String(version) }] as T[];
      },
      listen: async (_channel: string, _heard: (payload: string) => void, lost: () => void) => {
        lose = lost;
        return async () => undefined;
      },
    };
    const cache = new ReadCache(db);
    const app = Fastify();
    app.get('/v', (request, reply) => cache.send(request, reply, 'governance', async () => ({ version })));
    try {
      await app.inject({ url: '/v' });
      await app.inject({ url: '/v' });
      assert.equal(asked.length, 2, 'not started: asked each time');
      await cache.start();
      await app.inject({ url: '/v' });
      await app.inject({ url: '/v' });
      assert.equal(asked.length, 3, 'heard: asked once');
      lose();
      assert.equal(cache.heard, false);
      version = 2;
      const answer = await app.inject({ url: '/v' });
      assert.deepEqual(answer.json(), { version: 2 }, 'a change made while nothing was heard still shows');
      assert.equal(asked.length, 4);
    } finally {
      await app.close();
      await cache.stop();
    }
  });

  it('picks brotli, then gzip, from Accept-Encoding, honouring q=0', () => {
    assert.equal(pickCoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(pickCoding('gzip'), 'gzip');
    assert.equal(pickCoding('br;q=0, gzip;q=0.5'), 'gzip');
    assert.equal(pickCoding('BR;q=0.0'), null);
    assert.equal(pickCoding('identity'), null);
    assert.equal(pickCoding(undefined), null);
  });

  let site: TestSite;
  before(async () => {
    site = await startTestSite(null);
  });
  after(async () => site.close());

  it('compresses the other public JSON answers (the FAQ, events) for a visitor, never an answer to a signed-in person', async () => {
    const visitor = await site.app.inject({ url: '/api/faq/', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(visitor.statusCode, 200);
    assert.equal(visitor.headers['content-encoding'], 'br');
    assert.match(visitor.headers.vary as string, /Accept-Encoding/);
    const plain = await site.app.inject({ url: '/api/faq/' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(brotliDecompressSync(visitor.rawPayload).toString(), plain.body);
    assert.ok(visitor.rawPayload.length < plain.rawPayload.length / 2, `${visitor.rawPayload.length} of ${plain.rawPayload.length} bytes`);
    const events = await site.app.inject({ url: '/api/events/', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(events.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(events.rawPayload).toString()), (await site.app.inject({ url: '/api/events/' })).json());

    const citizen = await site.signedInCitizen('Amani Wekesa');
    const signedIn = await site.app.inject({ url: '/api/faq/', headers: { 'accept-encoding': 'gzip, br', cookie: citizen.cookie } });
    assert.equal(signedIn.headers['content-encoding'], undefined);
    assert.equal(signedIn.body, plain.body);
  });

  it('keeps at most its limit of answers, dropping the least recently used, and works each out once at a time', async () => {
    const cache = new ReadCache(site.db, { maxEntries: 2, maxBytes: 1_000_000 });
    const app = Fastify();
    const worked: string[] = [];
    app.get<{ Params: { name: string } }>('/:name', (request, reply) =>
      cache.send(request, reply, 'governance', async () => {
        worked.push(request.params.name);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { name: request.params.name };
      }),
    );
    await app.ready();
    try {
      const answers = await Promise.all(['a', 'a', 'a'].map((name) => app.inject({ url: `/${name}` })));
      assert.deepEqual(
        answers.map((answer) => answer.json()),
        [{ name: 'a' }, { name: 'a' }, { name: 'a' }],
      );
      assert.deepEqual(worked, ['a'], 'three requests at once, one piece of work');

      await app.inject({ url: '/b' });
      await app.inject({ url: '/a' }); // a is now the most recently used
      await app.inject({ url: '/c' }); // b goes
      assert.deepEqual(cache.size.entries, 2);
      await app.inject({ url: '/a' });
      await app.inject({ url: '/b' });
      assert.deepEqual(worked, ['a', 'b', 'c', 'b']);
    } finally {
      await app.close();
    }
  });
});
