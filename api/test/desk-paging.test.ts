import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, startTestSite, type TestSite } from './harness.js';

const CASES = 2_000;

interface CaseList {
  cases: Array<{ id: string; reference: string | null }>;
  total: number;
  next: string | null;
  previous: string | null;
}

for (const database of DATABASES) {
  describe(`the case desk's list with ${CASES.toLocaleString('en')} cases on ${database.name}`, () => {
    let site: TestSite;
    let cookie: string;

    before(async () => {
      site = await startTestSite(database.url, { STAFF_EMAILS: '' });
      const staff = await site.signedInCitizen('Case Handler Wanjiru');
      await site.grantRoles(staff.id, 'case_handler');
      cookie = staff.cookie;
      // Complaints an hour apart, three to each hour (ties are settled by id).
      await site.db.query(
        `INSERT INTO reports (kind, reference, status, description, created_at)
         SELECT 'complaint', 'UWZ-T-' || lpad(g::text, 5, '0'), CASE WHEN g % 4 = 0 THEN 'closed' ELSE 'received' END,
           'Complaint number ' || g, timestamptz '2026-01-01 00:00:00+00' + (g / 3) * interval '1 hour'
         FROM generate_series(1, $1::int) AS g`,
        [CASES],
      );
      await site.db.query(`INSERT INTO reports (kind, reference, description) VALUES ('complaint', 'UH-2026-ABCD-EFGH', 'The one with a real reference')`);
    });
    after(async () => site.close());

    async function list(query: string): Promise<CaseList> {
      const response = await site.app.inject({ url: `/api/desk/cases/?${query}`, headers: { cookie } });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<CaseList>();
    }

    it('walks every case once, newest first, with cursors, and back again', async () => {
      const expected = (await site.db.query<{ id: string }>(`SELECT id FROM reports WHERE status = 'received' ORDER BY created_at DESC, id`)).map((row) => row.id);
      const pages: string[][] = [];
      const previous: Array<string | null> = [];
      let query: string | null = 'status=received';
      while (query) {
        const page: CaseList = await list(query);
        assert.equal(page.total, expected.length);
        pages.push(page.cases.map((c) => c.id));
        previous.push(page.previous);
        query = page.next ? `status=received&after=${encodeURIComponent(page.next)}` : null;
      }
      assert.deepEqual(pages.flat(), expected);
      assert.equal(previous[0], null);
      const back = await list(`status=received&before=${encodeURIComponent(previous.at(-1)!)}`);
      assert.deepEqual(
        back.cases.map((c) => c.id),
        pages.at(-2),
      );
    });

    it('finds a case by its reference, whatever its letter case, and by part of one', async () => {
      const found = await list('q=uh-2026-abcd-efgh');
      assert.deepEqual(
        found.cases.map((c) => c.reference),
        ['UH-2026-ABCD-EFGH'],
      );
      const part = await list('q=T-01234');
      assert.deepEqual(
        part.cases.map((c) => c.reference),
        ['UWZ-T-01234'],
      );
    });

    it('refuses a cursor that is malformed or from another list, and a page number too far in', async () => {
      const first = await list('status=received');
      for (const [query, field, message] of [
        ['after=%7B', 'after', 'This page link is not valid. Go back to the first page and try again.'],
        [`status=closed&after=${encodeURIComponent(first.next!)}`, 'after', 'This page link belongs to another search or order. Go back to the first page.'],
        [
          `status=received&after=${encodeURIComponent(first.next!)}&before=${encodeURIComponent(first.next!)}`,
          'before',
          'Ask for the page after one case or before one, not both.',
        ],
        ['page=60', 'page', 'Pages this far into the list are reached with Next and Previous.'],
      ] as const) {
        const response = await site.app.inject({ url: `/api/desk/cases/?${query}`, headers: { cookie } });
        assert.equal(response.statusCode, 400, query);
        const error = response.json<{ field: string; message: string }>();
        assert.deepEqual({ field: error.field, message: error.message }, { field, message }, query);
      }
    });
  });
}
