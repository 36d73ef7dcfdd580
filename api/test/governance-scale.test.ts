import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parseCsv } from '../src/governance/csv.js';
import { DATABASES, startTestSite, type TestSite } from './harness.js';
import type { ProjectPage, SearchResponse, Spending } from '../src/governance/contracts.js';

const COUNT = 100_000;
const CHUNK = 10_000;
const SECTORS = ['water', 'roads', 'health', 'education', 'agriculture', 'energy', 'ict'];
const STATUSES = ['Planned', 'On Track', 'At Risk', 'Delayed', 'Completed'];
const KINDS = ['Borehole', 'Feeder road', 'Health centre', 'Classroom block', 'Irrigation scheme', 'Solar lights', 'ICT hub'];

interface WardRow {
  n: number;
  code: string;
  constituency_code: string;
  county_code: string;
}

/** Project number g: its ward, sector, status and last update, exactly as the generating SQL makes them. */
function generated(g: number, wards: WardRow[]) {
  const ward = wards[g % wards.length]!;
  const day = new Date(Date.UTC(2026, 0, 1 + (g % 300))).toISOString().slice(0, 10);
  return { id: `gen-${String(g).padStart(6, '0')}`, ward, sector: SECTORS[g % 7]!, status: STATUSES[g % 5]!, lastUpdate: day, tank: g % 997 === 0, dip: g % 61 === 0 };
}

for (const database of DATABASES) {
  describe(`100,000 projects on ${database.name}`, () => {
    let site: TestSite;
    let wards: WardRow[];

    before(async () => {
      site = await startTestSite(database.url);
      await site.db.query('DELETE FROM projects');
      wards = await site.db.query<WardRow>(
        `SELECT (row_number() OVER (ORDER BY w.code) - 1)::int AS n, w.code, w.constituency_code, k.county_code
         FROM wards w JOIN constituencies k ON k.code = w.constituency_code ORDER BY w.code`,
      );
      // Loaded as a bulk import would be: the table's indexes, all but its key's, are dropped, the rows go in, and
      // each index is built again from its own definition, so the schema under test is the migrated one. (Building
      // the GIN search indexes once is much cheaper than growing them row by row.)
      const secondaryIndexes = () =>
        site.db.query<{ name: string; definition: string }>(
          `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
           WHERE i.tablename = 'projects' AND i.schemaname = current_schema()
             AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
           ORDER BY i.indexname`,
        );
      const indexes = await secondaryIndexes();
      assert.ok(indexes.length > 10, 'the migrated search and order indexes are found');
      for (const { name } of indexes) await site.db.query(`DROP INDEX ${name}`);
      // In statements of 10,000, each well within the database's statement time limit.
      for (let from = 1; from <= COUNT; from += CHUNK) {
        await site.db.query(
          `WITH numbered AS (
           SELECT w.code, w.name, w.constituency_code, k.county_code, row_number() OVER (ORDER BY w.code) - 1 AS n
           FROM wards w JOIN constituencies k ON k.code = w.constituency_code
         )
         INSERT INTO projects (id, title, description, category, status, priority, progress, county_code, constituency_code, ward_code,
           budget_allocated, budget_disbursed, budget_spent, last_update)
         SELECT 'gen-' || lpad(g::text, 6, '0'),
           ($3::text[])[1 + g % 7] || ' for ' || w.name || ' ward, number ' || g,
           'Generated project ' || g || ' in ' || w.name || ' ward.' || CASE WHEN g % 997 = 0 THEN ' It adds a rainwater harvesting tank.' ELSE '' END
             || CASE WHEN g % 61 = 0 THEN ' It builds a cattle dip.' ELSE '' END,
           ($4::text[])[1 + g % 7], ($5::text[])[1 + g % 5], 'Medium',
           CASE g % 5 WHEN 4 THEN 100 WHEN 0 THEN 0 ELSE g % 90 END,
           w.county_code, w.constituency_code, w.code, 1000000 + g * 1000, g * 500, g * 400, date '2026-01-01' + (g % 300)
         FROM generate_series($1::int, $2::int) AS g JOIN numbered w ON w.n = g % 1450`,
          [from, Math.min(from + CHUNK - 1, COUNT), KINDS, SECTORS, STATUSES],
        );
      }
      for (const { definition } of indexes) await site.db.query(definition);
      assert.deepEqual(await secondaryIndexes(), indexes, 'every index is back as the migrations made it');
    });
    after(async () => site.close());

    /** One answer's body, checked to be a 200. (Speed is measured by `npm run bench:api`, not asserted here.) */
    async function answer<T>(url: string): Promise<{ body: T }> {
      const response = await site.app.inject({ url });
      assert.equal(response.statusCode, 200, response.body);
      return { body: response.json<T>() };
    }

    const all = () => Array.from({ length: COUNT }, (_, i) => generated(i + 1, wards));
    const byNewest = (a: { lastUpdate: string; id: string }, b: { lastUpdate: string; id: string }) =>
      a.lastUpdate === b.lastUpdate ? (a.id < b.id ? -1 : 1) : a.lastUpdate < b.lastUpdate ? 1 : -1;

    it('answers an unfiltered first page with the right total, quickly', async () => {
      const { body } = await answer<ProjectPage>('/api/projects/');
      assert.equal(body.total, COUNT);
      assert.deepEqual(
        body.projects.map((p) => p.id),
        all()
          .sort(byNewest)
          .slice(0, 12)
          .map((p) => p.id),
      );
    });

    it('answers a county + stage + sector filtered page correctly, quickly, and pages on', async () => {
      const expected = all()
        .filter((p) => p.ward.county_code === '032' && ['On Track', 'At Risk', 'Delayed'].includes(p.status) && p.sector === 'water')
        .sort(byNewest);
      assert.ok(expected.length > 12, 'the filter must leave more than one page');
      const first = await answer<ProjectPage>('/api/projects/?county=032&stage=ongoing&category=water');
      assert.equal(first.body.total, expected.length);
      assert.deepEqual(
        first.body.projects.map((p) => p.id),
        expected.slice(0, 12).map((p) => p.id),
      );
      const second = await answer<ProjectPage>('/api/projects/?county=032&stage=ongoing&category=water&page=2');
      assert.deepEqual(
        second.body.projects.map((p) => p.id),
        expected.slice(12, 24).map((p) => p.id),
      );
    });

    it('answers a text search with a ward filter correctly and quickly', async () => {
      const tanks = all()
        .filter((p) => p.tank)
        .sort(byNewest);
      const search = await answer<ProjectPage>('/api/projects/?q=RAINWATER%20harvesting&pageSize=100');
      assert.equal(search.body.total, tanks.length);
      assert.deepEqual(
        search.body.projects.map((p) => p.id),
        tanks.slice(0, 100).map((p) => p.id),
      );
      const ward = wards[123]!;
      const inWard = all().filter((p) => p.ward.code === ward.code);
      const page = await answer<ProjectPage>(`/api/projects/?county=${ward.county_code}&constituency=${ward.constituency_code}&ward=${ward.code}&pageSize=100`);
      assert.equal(page.body.total, inWard.length);
    });

    it('walks the whole list with cursors in every order, forwards and back, without a gap or a repeat', async () => {
      const orders = {
        updated: 'last_update DESC, id',
        title: 'title, id',
        budget: 'budget_allocated DESC, id',
        progress: 'progress DESC, id',
      } as const;
      for (const [sort, order] of Object.entries(orders)) {
        const expected = (await site.db.query<{ id: string }>(`SELECT id FROM projects WHERE county_code = '032' ORDER BY ${order}`)).map((row) => row.id);
        const seen: string[] = [];
        const cursors: Array<string | null> = [];
        let url: string | null = `/api/projects/?county=032&sort=${sort}&pageSize=100`;
        while (url) {
          const { body }: { body: ProjectPage } = await answer<ProjectPage>(url);
          assert.equal(body.total, expected.length, sort);
          seen.push(...body.projects.map((p) => p.id));
          cursors.push(body.previous);
          url = body.next ? `/api/projects/?county=032&sort=${sort}&pageSize=100&after=${encodeURIComponent(body.next)}` : null;
        }
        assert.deepEqual(seen, expected, `every project once, in ${sort} order`);
        assert.equal(cursors[0], null, 'the first page has no previous page');
        // Back from the last page: each page before it is the one seen going forwards.
        const lastPrevious = cursors.at(-1)!;
        const back = await answer<ProjectPage>(`/api/projects/?county=032&sort=${sort}&pageSize=100&before=${encodeURIComponent(lastPrevious)}`);
        const lastStart = Math.floor((expected.length - 1) / 100) * 100;
        assert.deepEqual(
          back.body.projects.map((p) => p.id),
          expected.slice(lastStart - 100, lastStart),
          `the page before the last, in ${sort} order`,
        );
      }
    });

    it('keeps a page where it was when projects are added before it', async () => {
      const first = await answer<ProjectPage>('/api/projects/?county=032&pageSize=20');
      const second = await answer<ProjectPage>(`/api/projects/?county=032&pageSize=20&after=${encodeURIComponent(first.body.next!)}`);
      // Newer projects come first in the list, so these would push every later page along by three.
      await site.db.query(
        `INSERT INTO projects (id, title, description, category, status, priority, progress, county_code, budget_allocated, last_update)
         SELECT 'late-' || g, 'Added between pages ' || g, 'Added while a citizen was paging.', 'roads', 'Planned', 'Low', 0, '032', 1000, date '2026-12-31'
         FROM generate_series(1, 3) AS g`,
      );
      try {
        // Another address (`again`), so the answer is worked out now, not one kept from before the insert.
        const again = await answer<ProjectPage>(`/api/projects/?county=032&pageSize=20&again=1&after=${encodeURIComponent(first.body.next!)}`);
        assert.deepEqual(
          again.body.projects.map((p) => p.id),
          second.body.projects.map((p) => p.id),
        );
        assert.equal(again.body.total, second.body.total + 3);
        const top = await answer<ProjectPage>('/api/projects/?county=032&pageSize=20&again=1');
        assert.deepEqual(
          top.body.projects.slice(0, 3).map((p) => p.id),
          ['late-1', 'late-2', 'late-3'],
        );
      } finally {
        await site.db.query(`DELETE FROM projects WHERE id LIKE 'late-%'`);
      }
    });

    it('refuses a cursor that is malformed, from another list, or given both ways, and a page number too far in', async () => {
      const { body } = await answer<ProjectPage>('/api/projects/?category=water&pageSize=50');
      const refused = async (url: string, field: string, message: string) => {
        const response = await site.app.inject({ url });
        assert.equal(response.statusCode, 400, url);
        const error = response.json<{ field: string; message: string }>();
        assert.equal(error.field, field, url);
        assert.equal(error.message, message, url);
      };
      const cursor = encodeURIComponent(body.next!);
      await refused('/api/projects/?category=water&after=not-a-cursor', 'after', 'This page link is not valid. Go back to the first page and try again.');
      await refused(
        `/api/projects/?category=water&before=${encodeURIComponent(Buffer.from('[1,2]').toString('base64url'))}`,
        'before',
        'This page link is not valid. Go back to the first page and try again.',
      );
      await refused(`/api/projects/?category=health&after=${cursor}`, 'after', 'This page link belongs to another search or order. Go back to the first page.');
      await refused(`/api/projects/?category=water&sort=title&after=${cursor}`, 'after', 'This page link belongs to another search or order. Go back to the first page.');
      await refused(`/api/projects/?category=water&after=${cursor}&before=${cursor}`, 'before', 'Ask for the page after one row or before one, not both.');
      await refused('/api/projects/?pageSize=100&page=12', 'page', 'Pages this far into the list are reached with Next and Previous.');
      // Its own list, with another page size, is the same list.
      assert.equal((await site.app.inject({ url: `/api/projects/?category=water&pageSize=10&after=${cursor}` })).statusCode, 200);
    });

    it('downloads every project, a batch at a time, in the list order, as CSV and JSON, compressed or not', async () => {
      const order = all()
        .sort(byNewest)
        .map((p) => p.id);
      // All of them once, gzip-compressed: one download of 100,000 rows is the costly part of this test.
      const gzipped = await site.app.inject({ url: '/api/projects/?format=csv', headers: { 'accept-encoding': 'gzip' } });
      assert.equal(gzipped.statusCode, 200);
      assert.equal(gzipped.headers['content-type'], 'text/csv; charset=utf-8');
      assert.equal(gzipped.headers['content-encoding'], 'gzip');
      const [header, ...rows] = parseCsv(gunzipSync(gzipped.rawPayload).toString('utf8'));
      assert.equal(header!.fields[0], 'id');
      assert.deepEqual(
        rows.map((row) => row.fields[0]),
        order,
      );
      const water = all()
        .filter((p) => p.sector === 'water')
        .sort(byNewest)
        .map((p) => p.id);
      // A filtered download, not compressed, still spans many batches.
      const plain = await site.app.inject({ url: '/api/projects/?format=csv&category=water' });
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.deepEqual(
        parseCsv(plain.body)
          .slice(1)
          .map((row) => row.fields[0]),
        water,
      );
      const json = await site.app.inject({ url: '/api/projects/?format=json&category=water', headers: { 'accept-encoding': 'br' } });
      assert.equal(json.headers['content-encoding'], 'br');
      const file = JSON.parse(brotliDecompressSync(json.rawPayload).toString('utf8')) as { meta: { count: number }; projects: Array<{ id: string }> };
      assert.equal(file.meta.count, water.length);
      assert.deepEqual(
        file.projects.map((p) => p.id),
        water,
      );
    });

    it('counts a broad search up to a thousand and still pages through every match', async () => {
      const dips = all()
        .filter((p) => p.dip)
        .sort(byNewest)
        .map((p) => p.id);
      assert.ok(dips.length > 1_000);
      const first = await answer<ProjectPage>('/api/projects/?q=cattle%20dip&pageSize=100');
      assert.equal(first.body.total, 1_000);
      assert.equal(first.body.totalExact, false);
      const seen = first.body.projects.map((p) => p.id);
      for (let next = first.body.next; next;) {
        const page = await answer<ProjectPage>(`/api/projects/?q=cattle%20dip&pageSize=100&after=${encodeURIComponent(next)}`);
        seen.push(...page.body.projects.map((p) => p.id));
        next = page.body.next;
      }
      assert.deepEqual(seen, dips);

      const narrow = await answer<ProjectPage>('/api/projects/?q=rainwater');
      assert.equal(narrow.body.total, all().filter((p) => p.tank).length);
      assert.equal(narrow.body.totalExact, true);
    });

    it('puts the title that is the search first, then titles that start with it, then the newest matches, however broad', async () => {
      const ward = wards[0]!;
      await site.db.query(
        `INSERT INTO projects (id, title, description, category, status, priority, progress, county_code, constituency_code, ward_code, budget_allocated, last_update)
         VALUES ('old-exact', 'Borehole', 'An old borehole.', 'water', 'Completed', 'Medium', 100, $1, $2, $3, 1000000, date '2020-01-01'),
                ('old-tank', 'Rainwater tanks for the market', 'An old tank.', 'water', 'Completed', 'Medium', 100, $1, $2, $3, 1000000, date '2020-01-01')`,
        [ward.county_code, ward.constituency_code, ward.code],
      );
      try {
        const newest = (match: (p: ReturnType<typeof all>[number]) => boolean, n: number) =>
          all()
            .filter(match)
            .sort(byNewest)
            .slice(0, n)
            .map((p) => `/projects/browser?project=${p.id}`);
        // Broad: more than a thousand boreholes; every generated one starts "Borehole for", after the exact title.
        const broad = (await answer<SearchResponse>('/api/search/?q=borehole&kind=projects&limit=4')).body.groups[0]!;
        assert.equal(broad.count, 1_000);
        assert.equal(broad.countExact, false);
        assert.deepEqual(
          broad.results.map((r) => r.url),
          ['/projects/browser?project=old-exact', ...newest((p) => p.sector === 'water', 3)],
        );
        // Narrow: about a hundred tanks, counted exactly; the title starting with the word comes before newer ones.
        const narrow = (await answer<SearchResponse>('/api/search/?q=rainwater&kind=projects&limit=4')).body.groups[0]!;
        assert.equal(narrow.count, all().filter((p) => p.tank).length + 1);
        assert.equal(narrow.countExact, true);
        assert.deepEqual(
          narrow.results.map((r) => r.url),
          ['/projects/browser?project=old-tank', ...newest((p) => p.tank, 3)],
        );
      } finally {
        await site.db.query(`DELETE FROM projects WHERE id IN ('old-exact', 'old-tank')`);
      }
    });

    it('searches the site and works out spending over all of them quickly', async () => {
      const search = await answer<SearchResponse>('/api/search/?q=rainwater');
      assert.equal(search.body.groups.find((g) => g.kind === 'projects')!.count, all().filter((p) => p.tank).length);
      const spending = await answer<Spending>('/api/spending/');
      assert.equal(spending.body.totals.projects, COUNT);
    });
  });
}
