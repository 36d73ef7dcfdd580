import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Queryable } from '../src/db/index.js';
import type { CountyPage, ProjectPage, Spending } from '../src/governance/contracts.js';
import { DATABASES, startTestSite, type TestSite } from './harness.js';

interface Options {
  countries: Array<{ name: string; count: number }>;
  categories: Array<{ value: string; count: number }>;
  statuses: Array<{ value: string; label: string; count: number }>;
}

/** The figures a page shows, worked out again from every project, the slow way. */
async function recounted(db: Queryable, county: string) {
  const [totals] = await db.query<{ projects: number; samples: number; allocated: number; disbursed: number; spent: number }>(
    `SELECT count(*)::int AS projects, count(*) FILTER (WHERE is_sample)::int AS samples, coalesce(sum(budget_allocated), 0)::float8 AS allocated,
       coalesce(sum(budget_disbursed), 0)::float8 AS disbursed, coalesce(sum(budget_spent), 0)::float8 AS spent FROM projects`,
  );
  const byCounty = await db.query<{ key: string; projects: number; allocated: number }>(
    'SELECT county_code AS key, count(*)::int AS projects, sum(budget_allocated)::float8 AS allocated FROM projects GROUP BY county_code ORDER BY county_code',
  );
  const bySector = await db.query<{ key: string; projects: number; spent: number }>(
    'SELECT category AS key, count(*)::int AS projects, sum(budget_spent)::float8 AS spent FROM projects GROUP BY category ORDER BY category',
  );
  const countyStatuses = await db.query<{ status: string; count: number }>(
    'SELECT status, count(*)::int AS count FROM projects WHERE county_code = $1 GROUP BY status ORDER BY status',
    [county],
  );
  const [funding] = await db.query<{ government: number; ngo: number; ppp: number; projects: number }>(
    `SELECT coalesce(sum((funding->>'governmentGrants')::numeric), 0)::float8 AS government, coalesce(sum((funding->>'ngoFunding')::numeric), 0)::float8 AS ngo,
       coalesce(sum((funding->>'pppFunding')::numeric), 0)::float8 AS ppp, count(*)::int AS projects FROM projects WHERE county_code = $1 AND funding IS NOT NULL`,
    [county],
  );
  const healthStatuses = await db.query<{ status: string; count: number }>(
    `SELECT status, count(*)::int AS count FROM projects WHERE category = 'health' GROUP BY status ORDER BY status`,
  );
  return { totals: totals!, byCounty, bySector, countyStatuses, funding: funding!, healthStatuses };
}

for (const database of DATABASES) {
  describe(`project figures kept as projects change, on ${database.name}`, () => {
    let site: TestSite;
    let version = 0;

    before(async () => {
      site = await startTestSite(database.url);
    });
    after(async () => site.close());

    async function answer<T>(url: string): Promise<T> {
      // A new query string each time: the figures are worked out afresh, never an answer kept from before.
      version += 1;
      const response = await site.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}v=${version}` });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<T>();
    }

    /** What spending, county 032's page, the filter options and the list's totals show, against every project summed. */
    async function assertFiguresMatch(step: string) {
      const expected = await recounted(site.db, '032');
      const spending = await answer<Spending>('/api/spending/');
      assert.deepEqual(
        {
          projects: spending.totals.projects,
          samples: spending.totals.sampleProjects,
          allocated: spending.totals.allocated,
          disbursed: spending.totals.disbursed,
          spent: spending.totals.spent,
        },
        expected.totals,
        `${step}: spending totals`,
      );
      assert.deepEqual(
        spending.byCounty.map(({ key, projects, allocated }) => ({ key, projects, allocated })).sort((a, b) => a.key.localeCompare(b.key)),
        expected.byCounty,
        `${step}: spending by county`,
      );
      assert.deepEqual(
        spending.bySector.map(({ key, projects, spent }) => ({ key, projects, spent })).sort((a, b) => a.key.localeCompare(b.key)),
        expected.bySector,
        `${step}: spending by sector`,
      );

      const county = await answer<CountyPage>('/api/counties/032/');
      assert.deepEqual(
        county.projects.byStatus.map(({ status, count }) => ({ status, count })).sort((a, b) => a.status.localeCompare(b.status)),
        expected.countyStatuses,
        `${step}: county 032 by status`,
      );
      assert.equal(
        county.projects.total,
        expected.countyStatuses.reduce((sum, row) => sum + row.count, 0),
        `${step}: county 032 total`,
      );
      const funded = expected.funding;
      assert.deepEqual(
        county.funding && { government: county.funding.governmentGrants, ngo: county.funding.ngoFunding, ppp: county.funding.pppFunding },
        funded.projects > 0 ? { government: funded.government, ngo: funded.ngo, ppp: funded.ppp } : null,
        `${step}: county 032 funding`,
      );

      const options = await answer<Options>('/api/projects/options/?category=health');
      assert.deepEqual(
        options.statuses
          .filter((s) => s.count > 0)
          .map(({ label, count }) => ({ status: label, count }))
          .sort((a, b) => a.status.localeCompare(b.status)),
        expected.healthStatuses,
        `${step}: status counts among health projects`,
      );
      const list = await answer<ProjectPage>('/api/projects/?county=032');
      assert.equal(list.total, county.projects.total, `${step}: the county's list total`);
      const everything = await answer<ProjectPage>('/api/projects/');
      assert.equal(everything.total, expected.totals.projects, `${step}: the list's total`);
    }

    it('match every project summed, after seeding', async () => {
      assert.ok((await recounted(site.db, '032')).totals.projects > 0, 'the seed has projects');
      await assertFiguresMatch('seeded');
    });

    it('follow projects added in one statement, with funding, in several counties', async () => {
      await site.db.query(
        `INSERT INTO projects (id, title, description, category, status, priority, progress, county_code, budget_allocated, budget_disbursed, budget_spent, funding, last_update)
         SELECT 'sums-' || g, 'Sums project ' || g, 'A project counted by the sums test.', CASE WHEN g % 2 = 0 THEN 'health' ELSE 'water' END,
           CASE WHEN g % 3 = 0 THEN 'Delayed' ELSE 'On Track' END, 'Medium', 10, CASE WHEN g % 4 = 0 THEN '047' ELSE '032' END,
           1000000.55 * g, 1000.10 * g, 500.05 * g,
           CASE WHEN g % 2 = 0 THEN jsonb_build_object('governmentGrants', 1000 * g, 'ngoFunding', 250.5, 'pppFunding', 0, 'details', '[]'::jsonb) END,
           date '2026-11-01'
         FROM generate_series(1, 40) AS g`,
      );
      await assertFiguresMatch('40 added');
    });

    it('follow projects moved to another county, re-budgeted, given a new status or sector, and renamed', async () => {
      await site.db.query(`UPDATE projects SET county_code = '001', budget_allocated = budget_allocated + 7.25 WHERE id IN ('sums-1', 'sums-2', 'sums-3')`);
      await site.db.query(`UPDATE projects SET status = 'Completed', progress = 100 WHERE id LIKE 'sums-1%'`);
      await site.db.query(`UPDATE projects SET category = 'health', funding = NULL WHERE id = 'sums-4'`);
      await site.db.query(`UPDATE projects SET title = 'Sums project five, renamed' WHERE id = 'sums-5'`);
      await assertFiguresMatch('moved and changed');
    });

    it('follow projects removed, down to a county with none left', async () => {
      await site.db.query(`DELETE FROM projects WHERE id LIKE 'sums-%' AND county_code = '047'`);
      await assertFiguresMatch('some removed');
      await site.db.query(`DELETE FROM projects WHERE county_code = '032'`);
      await assertFiguresMatch('county 032 emptied');
      const county = await answer<CountyPage>('/api/counties/032/');
      assert.equal(county.projects.total, 0);
      assert.deepEqual(county.projects.byStatus, []);
    });

    it('are emptied with the table', async () => {
      await site.db.query('TRUNCATE projects CASCADE');
      await assertFiguresMatch('emptied');
      const spending = await answer<Spending>('/api/spending/');
      assert.equal(spending.totals.projects, 0);
      assert.deepEqual(spending.byCounty, []);
    });
  });
}
