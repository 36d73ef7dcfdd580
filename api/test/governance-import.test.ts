import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DATABASES, startTestSite, type TestSite } from './harness.js';
import { API_DIR } from '../src/paths.js';
import { CsvError, csvCell, parseCsv, toCsv } from '../src/governance/csv.js';
import { ImportFileError, importProjects } from '../src/governance/importProjects.js';
import type { Project, ProjectPage } from '../src/governance/contracts.js';

const run = promisify(execFile);

const HEADER = [
  'id',
  'title',
  'description',
  'category',
  'status',
  'priority',
  'progress',
  'county',
  'constituency',
  'ward',
  'budget_allocated',
  'budget_disbursed',
  'budget_spent',
  'last_update',
  'contractors',
  'documents',
];

function row(values: Partial<Record<(typeof HEADER)[number], string>>): string[] {
  const base: Record<string, string> = {
    id: 'kenya-test-001',
    title: 'Kihingo dispensary solar panels',
    description: 'Solar panels and batteries for the dispensary, so vaccines stay cold at night.',
    category: 'Energy',
    status: 'On Track',
    priority: 'High',
    progress: '40',
    county: 'Nakuru',
    constituency: 'Njoro',
    ward: 'Kihingo',
    budget_allocated: '4,500,000',
    budget_disbursed: '2000000',
    budget_spent: '1800000',
    last_update: '2026-11-01',
    contractors: 'Example Solar Ltd; Example Wiring Ltd',
    documents: JSON.stringify([{ title: 'Contract summary', url: 'https://example.org/contract.pdf', type: 'Contract' }]),
  };
  return HEADER.map((name) => values[name] ?? base[name] ?? '');
}

const GOOD_ROWS = [
  row({}),
  row({ id: 'kenya-test-002', title: 'Mau Narok cattle dip', category: 'agriculture', status: 'completed', progress: '100%', ward: 'Mau Narok', constituency: '' }),
  row({ id: 'kenya-test-003', title: 'Kisumu road patching', county: '042', constituency: 'Kisumu Central', ward: 'Railways', category: 'roads', status: 'delayed' }),
];

const BAD_ROWS: Array<[string[], RegExp]> = [
  [row({ id: 'bad-county', county: 'Atlantis' }), /county "Atlantis" is not one of Kenya's 47 counties/],
  [row({ id: 'bad-ward', ward: 'Mosop' }), /ward "Mosop" is not in Njoro constituency/],
  [row({ id: 'bad-budget', budget_allocated: '-5' }), /budget_allocated must be 0 or more/],
  [row({ id: 'bad-date', last_update: '2026-02-30' }), /last_update is not a real date/],
  [row({ id: 'bad-future', last_update: '2031-01-01' }), /last_update 2031-01-01 is in the future/],
  [row({ id: 'bad-progress', progress: '120' }), /progress must be between 0 and 100/],
  [row({ id: 'bad-completed', status: 'Completed', progress: '50' }), /progress must be 100 for a completed project/],
  [row({ id: 'bad-category', category: 'Space travel' }), /category "Space travel" is not one of/],
  [row({ id: 'bad-title', title: '' }), /title is required/],
  [row({ id: 'bad-document', documents: '[{"title":"x","url":"javascript:alert(1)"}]' }), /documents\[1\] needs a web address/],
  [row({ id: 'kenya-test-001', title: 'A second row with the first id' }), /was already given on row 1/],
];

function csvOf(rows: string[][]): string {
  return toCsv(HEADER, rows);
}

describe('CSV (RFC 4180)', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, and a BOM', () => {
    const records = parseCsv('\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\nlast,,\n\n');
    assert.deepEqual(
      records.map((r) => r.fields),
      [
        ['a', 'b', 'c'],
        ['x, y', 'say "hi"', 'two\nlines'],
        ['last', '', ''],
      ],
    );
    assert.deepEqual(
      records.map((r) => r.line),
      [1, 2, 4],
    );
  });

  it('refuses an unclosed quote or text after a closing quote, with the line', () => {
    assert.throws(
      () => parseCsv('a\n"open'),
      (error: unknown) => error instanceof CsvError && error.line === 2,
    );
    assert.throws(() => parseCsv('a\n"x"y'), /quoted field must end/);
  });

  it('writes what it reads, and keeps spreadsheets from running formulas', () => {
    const text = toCsv(
      ['a', 'b'],
      [
        ['x, "y"', 3],
        ['=HYPERLINK("x")', null],
      ],
    );
    assert.equal(text, 'a,b\r\n"x, ""y""",3\r\n"\'=HYPERLINK(""x"")",\r\n');
    assert.deepEqual(parseCsv(text)[1]!.fields, ['x, "y"', '3']);
    assert.equal(csvCell(-5), '-5');
  });
});

for (const database of DATABASES) {
  describe(`importing projects on ${database.name}`, () => {
    let site: TestSite;
    before(async () => {
      site = await startTestSite(database.url);
    });
    after(async () => site.close());

    const ids = async (prefix: string) => (await site.db.query<{ id: string }>('SELECT id FROM projects WHERE id LIKE $1 ORDER BY id', [`${prefix}%`])).map((r) => r.id);

    it('imports good rows, refuses each bad row with its reasons, and writes nothing of a refused row', async () => {
      const report = await importProjects(site.db, csvOf([...GOOD_ROWS, ...BAD_ROWS.map(([r]) => r)]), 'csv', { today: '2026-11-22' });
      assert.equal(report.total, GOOD_ROWS.length + BAD_ROWS.length);
      assert.equal(report.created, 3);
      assert.equal(report.refused.length, BAD_ROWS.length);
      BAD_ROWS.forEach(([, reason], index) => {
        const refused = report.refused[index]!;
        assert.equal(refused.row, GOOD_ROWS.length + index + 1);
        assert.ok(
          refused.errors.some((error) => reason.test(error)),
          `${refused.id}: ${refused.errors.join('; ')}`,
        );
      });
      assert.deepEqual(await ids('bad-'), []);
      assert.deepEqual(await ids('kenya-test-'), ['kenya-test-001', 'kenya-test-002', 'kenya-test-003']);

      const { project } = (await site.app.inject({ url: '/api/projects/kenya-test-002/' })).json<{ project: Project }>();
      assert.deepEqual(project.location, {
        country: 'Kenya',
        county: 'Nakuru',
        countyCode: '032',
        constituency: 'Njoro',
        constituencyCode: '167',
        ward: 'Maunarok',
        wardCode: '0830',
      });
      assert.equal(project.status, 'Completed');
      assert.equal(project.progress, 100);
      assert.equal(project.isSample, false);
      const first = (await site.app.inject({ url: '/api/projects/kenya-test-001/' })).json<{ project: Project }>().project;
      assert.equal(first.budget.allocated, 4_500_000);
      assert.deepEqual(first.contractors, ['Example Solar Ltd', 'Example Wiring Ltd']);
      assert.deepEqual(first.documents, [{ title: 'Contract summary', url: 'https://example.org/contract.pdf', type: 'Contract' }]);
    });

    it('changes nothing when the same file is imported again, and updates a changed row', async () => {
      const again = await importProjects(site.db, csvOf(GOOD_ROWS), 'csv', { today: '2026-11-22' });
      assert.deepEqual([again.created, again.updated, again.unchanged, again.refused.length], [0, 0, 3, 0]);
      const changed = await importProjects(site.db, csvOf([row({ progress: '55' }), ...GOOD_ROWS.slice(1)]), 'csv', { today: '2026-11-22' });
      assert.deepEqual([changed.created, changed.updated, changed.unchanged], [0, 1, 2]);
      const [stored] = await site.db.query<{ progress: number }>(`SELECT progress FROM projects WHERE id = 'kenya-test-001'`);
      assert.equal(stored!.progress, 55);
    });

    it('refuses a row whose width differs from the header, and warns of columns it does not use', async () => {
      const text = `${HEADER.join(',')},colour\r\n${[...row({ id: 'kenya-test-004' }), 'green'].map(csvCell).join(',')}\r\nkenya-test-005,too,short\r\n`;
      const report = await importProjects(site.db, text, 'csv', { today: '2026-11-22' });
      assert.equal(report.created, 1);
      assert.deepEqual(report.refused, [{ row: 2, line: 3, id: null, errors: [`the row has 3 fields but the header has ${HEADER.length + 1}`] }]);
      assert.deepEqual(report.warnings, ['These columns are not used: colour.']);
    });

    it('imports nothing from a file it cannot read', async () => {
      await assert.rejects(importProjects(site.db, 'id,title\n"never closed', 'csv'), ImportFileError);
      await assert.rejects(importProjects(site.db, '{"projects": 3}', 'json'), ImportFileError);
      await assert.rejects(importProjects(site.db, '[{"id":', 'json'), ImportFileError);
    });

    it('round-trips its own downloads: the CSV and JSON of the samples import back unchanged', async () => {
      const csv = (await site.app.inject({ url: '/api/projects/?format=csv&sample=true' })).body;
      const fromCsv = await importProjects(site.db, csv, 'csv');
      assert.deepEqual([fromCsv.total, fromCsv.unchanged, fromCsv.refused.length, fromCsv.warnings.length], [24, 24, 0, 0]);
      const json = (await site.app.inject({ url: '/api/projects/?format=json&sample=true' })).body;
      const fromJson = await importProjects(site.db, json, 'json');
      assert.deepEqual([fromJson.total, fromJson.unchanged, fromJson.refused.length], [24, 24, 0]);
      assert.deepEqual(fromJson.warnings, []);
    });

    it('imports an OC4IDS-style project package, with the platform fields it lacks in `uwazi`', async () => {
      const oc4ids = {
        version: '0.9',
        projects: [
          {
            id: 'oc4ids-ke-0001',
            title: 'Lodwar–Kakuma road resealing',
            description: 'Resealing 40 km of the main road between Lodwar and Kakuma.',
            status: 'implementation',
            sector: ['transport.road'],
            budget: { amount: { amount: 950000000, currency: 'KES' } },
            period: { startDate: '2026-01-01T00:00:00Z', endDate: '2027-06-30T00:00:00Z' },
            updated: '2026-11-10T09:00:00Z',
            locations: [{ address: { countryName: 'Kenya', region: 'Turkana', locality: 'Kakuma' } }],
            parties: [
              { name: 'Example Roads Authority', roles: ['publicAuthority'] },
              { name: 'Example Paving Ltd', roles: ['supplier'] },
            ],
            documents: [{ title: 'Feasibility study', url: 'https://example.org/feasibility.pdf', documentType: 'feasibilityStudy' }],
            uwazi: { status: 'At Risk', progress: 20, budget_disbursed: 300000000 },
          },
          {
            id: 'oc4ids-ke-0002',
            title: 'Unplaced project',
            description: 'No county.',
            status: 'identification',
            sector: ['health'],
            budget: { amount: { amount: 1, currency: 'USD' } },
            updated: '2026-11-10',
          },
        ],
      };
      const report = await importProjects(site.db, JSON.stringify(oc4ids), 'json', { today: '2026-11-22' });
      assert.equal(report.created, 1);
      assert.equal(report.refused.length, 1);
      assert.deepEqual(report.refused[0]!.errors.sort(), ['county is required', 'currency must be KES (got USD), so that totals across projects add up'].sort());
      const { project } = (await site.app.inject({ url: '/api/projects/oc4ids-ke-0001/' })).json<{ project: Project }>();
      assert.equal(project.category, 'roads');
      assert.equal(project.status, 'At Risk');
      assert.equal(project.progress, 20);
      assert.deepEqual(project.budget, { allocated: 950_000_000, disbursed: 300_000_000, spent: 0, currency: 'KES' });
      assert.deepEqual([project.timeline.plannedStart, project.timeline.plannedEnd, project.timeline.lastUpdate], ['2026-01-01', '2027-06-30', '2026-11-10']);
      assert.deepEqual([project.location.county, project.location.constituency, project.location.ward], ['Turkana', 'Turkana West', 'Kakuma']);
      assert.equal(project.implementingAgency, 'Example Roads Authority');
      assert.deepEqual(project.contractors, ['Example Paving Ltd']);
      assert.deepEqual(project.documents, [{ title: 'Feasibility study', url: 'https://example.org/feasibility.pdf', type: 'feasibilityStudy' }]);
    });

    it('checks a file without writing on a dry run, and removes the samples when asked', async () => {
      const dry = await importProjects(site.db, csvOf([row({ id: 'kenya-dry-001' })]), 'csv', { dryRun: true, today: '2026-11-22' });
      assert.deepEqual([dry.created, dry.refused.length], [0, 0]);
      assert.deepEqual(await ids('kenya-dry-'), []);
      const replaced = await importProjects(site.db, csvOf(GOOD_ROWS), 'csv', { replaceSamples: true, today: '2026-11-22' });
      assert.equal(replaced.removedSamples, 24);
      const page = (await site.app.inject({ url: '/api/projects/?sample=true' })).json<ProjectPage>();
      assert.equal(page.total, 0);
    });
  });
}

describe('the import command (npm run import:projects)', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'civic-import-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const importCommand = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/import-projects.ts', ...args], {
        cwd: API_DIR,
        env: { ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', LOG_LEVEL: 'silent' },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  it('reports refused rows and why, exits 2, and on a second run reports everything unchanged', async () => {
    const file = path.join(dir, 'projects.csv');
    writeFileSync(file, csvOf([...GOOD_ROWS, BAD_ROWS[0]![0], BAD_ROWS[1]![0]]));
    const first = await importCommand(file);
    assert.equal(first.code, 2, first.stderr);
    assert.match(first.stdout, /5 record\(s\) read\./);
    assert.match(first.stdout, /3 created, 0 updated, 0 unchanged\./);
    assert.match(first.stdout, /2 record\(s\) refused and not imported:/);
    assert.match(first.stdout, /row 4 \(line 5\), id bad-county:\n\s+- county "Atlantis" is not one of Kenya's 47 counties/);
    assert.match(first.stdout, /row 5 \(line 6\), id bad-ward:\n\s+- ward "Mosop" is not in Njoro constituency/);
    const second = await importCommand(file);
    assert.match(second.stdout, /0 created, 0 updated, 3 unchanged\./);
  });

  it('explains its usage, and refuses files it cannot read', async () => {
    const usage = await importCommand();
    assert.equal(usage.code, 1);
    assert.match(usage.stderr, /Usage: npm run import:projects/);
    const wrongType = await importCommand(path.join(dir, 'projects.xlsx'));
    assert.match(wrongType.stderr, /must end in \.csv or \.json/);
    const broken = path.join(dir, 'broken.json');
    writeFileSync(broken, '{"projects": [');
    const unreadable = await importCommand(broken);
    assert.equal(unreadable.code, 1);
    assert.match(unreadable.stderr, /cannot be read.*Nothing was imported from it\./);
  });
});
