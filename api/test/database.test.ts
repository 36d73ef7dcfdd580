import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, startTestSite, type TestSite } from './harness.js';
import { migrate, splitStatements } from '../src/db/migrate.js';
import { seed } from '../src/seed/index.js';

for (const database of DATABASES) {
  describe(`migrations and seed data on ${database.name}`, () => {
    let site: TestSite;
    before(async () => {
      site = await startTestSite(database.url);
    });
    after(async () => site.close());

    const counts = async () =>
      (
        await site.db.query<Record<string, number>>(
          `SELECT (SELECT count(*)::int FROM counties) AS counties, (SELECT count(*)::int FROM faq_entries) AS faq,
                  (SELECT count(*)::int FROM publications) AS publications, (SELECT count(*)::int FROM team_members) AS team,
                  (SELECT count(*)::int FROM testimonials) AS testimonials`,
        )
      )[0]!;

    it('loads the 47 counties with the 2019 census total', async () => {
      const [row] = await site.db.query<{ n: number; people: string }>('SELECT count(*)::int AS n, sum(population)::text AS people FROM counties');
      assert.equal(row!.n, 47);
      assert.equal(row!.people, '47564296');
      const [nairobi] = await site.db.query<{ name: string; region: string }>(`SELECT name, region FROM counties WHERE code = '047'`);
      assert.deepEqual(nairobi, { name: 'Nairobi', region: 'Nairobi Metropolitan' });
    });

    it('applies each migration once and seeds idempotently', async () => {
      const before = await counts();
      assert.deepEqual(await migrate(site.db), [], 'nothing left to apply');
      await seed(site.db);
      await seed(site.db);
      assert.deepEqual(await counts(), before);
    });
  });
}

describe('migration files', () => {
  it('split into statements at line-ending semicolons, without comments', () => {
    assert.deepEqual(splitStatements('-- a table\nCREATE TABLE a (x int);\n\nCREATE INDEX i ON a (x);\n'), ['CREATE TABLE a (x int)', 'CREATE INDEX i ON a (x)']);
  });

  it('keep a dollar-quoted body (a trigger function) in one statement', () => {
    const sql =
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  -- inside\n  RETURN NEW;\nEND;\n$$;\nCREATE TRIGGER t AFTER INSERT ON a FOR EACH ROW EXECUTE FUNCTION f();\n';
    assert.deepEqual(splitStatements(sql), [
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  -- inside\n  RETURN NEW;\nEND;\n$$',
      'CREATE TRIGGER t AFTER INSERT ON a FOR EACH ROW EXECUTE FUNCTION f()',
    ]);
  });
});
