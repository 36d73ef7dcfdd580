import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DATABASES, startTestSite, type TestSite } from './harness.js';
import { SEED_DIR } from '../src/paths.js';
import { parseCsv } from '../src/governance/csv.js';
import { addSearchSource, searchSources } from '../src/governance/search.js';
import { COUNTIES } from '@civic/shared/schemas/rules';
import type { County, CountyPage, MdaDirectory, Project, ProjectPage, SearchResponse, Spending } from '../src/governance/contracts.js';

interface SampleFile {
  projects: Array<{ id: string; status: string; county: string; category: string; budget_allocated: number; budget_disbursed: number; budget_spent: number }>;
}
const samples = async () => JSON.parse(await readFile(path.join(SEED_DIR, 'governance', 'sample-projects.json'), 'utf8')) as SampleFile;

for (const database of DATABASES) {
  describe(`governance endpoints on ${database.name}`, () => {
    let site: TestSite;
    before(async () => {
      site = await startTestSite(database.url);
    });
    after(async () => site.close());

    const get = (url: string) => site.app.inject({ url });
    const getJson = async <T>(url: string): Promise<T> => {
      const response = await get(url);
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
      return response.json<T>();
    };
    const expectBadParameter = async (url: string, field: string) => {
      const response = await get(url);
      assert.equal(response.statusCode, 400, `${url} should be refused`);
      const body = response.json<{ status: string; field: string; message: string; status_code: number }>();
      assert.equal(body.status, 'error');
      assert.equal(body.field, field, `${url}: ${body.message}`);
      assert.equal(body.status_code, 400);
      assert.ok(body.message.length > 0);
    };

    describe('counties', () => {
      it('lists the 47 counties in the public County shape, sorted by name, with the 2019 census total', async () => {
        const { counties } = await getJson<{ counties: County[] }>('/api/counties/');
        assert.equal(counties.length, 47);
        assert.deepEqual(Object.keys(counties[0]!).sort(), ['area', 'capital', 'code', 'id', 'imageUrl', 'name', 'population', 'region'].sort());
        assert.deepEqual(
          counties.map((c) => c.name),
          [...counties.map((c) => c.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
        );
        assert.equal(
          counties.reduce((sum, c) => sum + c.population, 0),
          47_564_296,
        );
        const nakuru = counties.find((c) => c.code === '032')!;
        assert.deepEqual(nakuru, { id: 32, code: '032', name: 'Nakuru', region: 'Rift Valley', population: 2_162_202, area: 7462.4, capital: 'Nakuru', imageUrl: '' });
      });

      it('holds the counties the complaint form offers without asking: the same codes and names, in the same order', async () => {
        const { counties } = await getJson<{ counties: County[] }>('/api/counties/');
        assert.deepEqual(
          counties.map((c) => [c.code, c.name]),
          COUNTIES.map(([code, name]) => [code, name]),
        );
      });

      it('filters by each of the eight regions and sorts by population and by area, largest first', async () => {
        const regions = ['Nairobi Metropolitan', 'Central', 'Coastal', 'Eastern', 'North Eastern', 'Nyanza', 'Rift Valley', 'Western'];
        let seen = 0;
        for (const region of regions) {
          const { counties } = await getJson<{ counties: County[] }>(`/api/counties/?region=${encodeURIComponent(region)}`);
          assert.ok(counties.length > 0, region);
          assert.ok(counties.every((c) => c.region === region));
          seen += counties.length;
        }
        assert.equal(seen, 47);
        const byPopulation = (await getJson<{ counties: County[] }>('/api/counties/?sort=population')).counties;
        assert.equal(byPopulation[0]!.name, 'Nairobi');
        assert.ok(byPopulation.every((c, i) => i === 0 || byPopulation[i - 1]!.population >= c.population));
        const byArea = (await getJson<{ counties: County[] }>('/api/counties/?sort=area')).counties;
        assert.equal(byArea[0]!.name, 'Marsabit');
        assert.ok(byArea.every((c, i) => i === 0 || byArea[i - 1]!.area >= c.area));
        const coastal = (await getJson<{ counties: County[] }>('/api/counties/?region=Coastal&sort=population')).counties;
        assert.deepEqual(
          coastal.slice(0, 2).map((c) => c.name),
          ['Kilifi', 'Mombasa'],
        );
      });

      it('searches names and capitals ignoring case, accents and apostrophes', async () => {
        assert.deepEqual(
          (await getJson<{ counties: County[] }>('/api/counties/?q=NAKURU')).counties.map((c) => c.name),
          ['Nakuru'],
        );
        assert.deepEqual(
          (await getJson<{ counties: County[] }>('/api/counties/?q=muranga')).counties.map((c) => c.name),
          ["Murang'a"],
        );
        assert.deepEqual(
          (await getJson<{ counties: County[] }>('/api/counties/?q=rumuruti')).counties.map((c) => c.name),
          ['Laikipia'],
        );
        assert.deepEqual((await getJson<{ counties: County[] }>('/api/counties/?q=zzz')).counties, []);
      });

      it('refuses a bad region or sort, naming the parameter', async () => {
        await expectBadParameter('/api/counties/?region=Atlantis', 'region');
        await expectBadParameter('/api/counties/?sort=size', 'sort');
        await expectBadParameter('/api/counties/?format=xml', 'format');
      });

      it('downloads the filtered list as CSV and as JSON, as attachments, with their sources', async () => {
        const csv = await get('/api/counties/?region=Western&sort=population&format=csv');
        assert.equal(csv.statusCode, 200);
        assert.equal(csv.headers['content-type'], 'text/csv; charset=utf-8');
        assert.equal(csv.headers['content-disposition'], 'attachment; filename="counties.csv"');
        const [header, ...rows] = parseCsv(csv.body);
        assert.deepEqual(header!.fields.slice(0, 6), ['code', 'name', 'region', 'former_province', 'capital', 'population_2019']);
        assert.deepEqual(
          rows.map((row) => row.fields[1]),
          ['Kakamega', 'Bungoma', 'Busia', 'Vihiga'],
        );
        const json = await get('/api/counties/?region=Western&format=json');
        assert.equal(json.headers['content-disposition'], 'attachment; filename="counties.json"');
        const body = json.json<{ meta: { sources: string[]; filters: Record<string, string>; count: number }; counties: unknown[] }>();
        assert.equal(body.counties.length, 4);
        assert.equal(body.meta.count, 4);
        assert.deepEqual(body.meta.filters, { region: 'Western' });
        assert.match(body.meta.sources[0]!, /KNBS 2019/);
      });
    });

    describe('a county page', () => {
      it("gives Nakuru's facts, density, constituencies with their wards, and its projects summarised", async () => {
        const page = await getJson<CountyPage>('/api/counties/032/');
        assert.equal(page.county.name, 'Nakuru');
        assert.equal(page.county.formerProvince, 'Rift Valley');
        assert.equal(page.county.density, Math.round((2_162_202 / 7462.4) * 10) / 10);
        assert.equal(page.county.populationMale + page.county.populationFemale + page.county.populationIntersex, page.county.population);
        assert.equal(page.constituencies.length, 11);
        assert.equal(page.county.constituencyCount, 11);
        assert.equal(
          page.county.wardCount,
          page.constituencies.reduce((n, c) => n + c.wards.length, 0),
        );
        const njoro = page.constituencies.find((c) => c.name === 'Njoro')!;
        assert.deepEqual(
          njoro.wards.map((w) => w.name),
          ['Maunarok', 'Mauche', 'Kihingo', 'Nessuit', 'Lare', 'Njoro'],
        );

        const mine = (await samples()).projects.filter((p) => p.county === 'Nakuru');
        assert.equal(page.projects.total, mine.length);
        assert.equal(page.projects.sampleCount, mine.length);
        assert.equal(
          page.projects.budget.allocated,
          mine.reduce((sum, p) => sum + p.budget_allocated, 0),
        );
        assert.equal(
          page.projects.budget.spent,
          mine.reduce((sum, p) => sum + p.budget_spent, 0),
        );
        assert.equal(
          page.projects.byStatus.reduce((n, s) => n + s.count, 0),
          mine.length,
        );
        assert.equal(
          page.projects.bySector.reduce((n, s) => n + s.count, 0),
          mine.length,
        );
        assert.ok(page.projects.bySector.every((s) => s.label.length > 0));
        assert.ok(page.projects.latest.every((p) => p.location.countyCode === '032' && p.isSample));
        assert.ok(page.funding && page.funding.total === page.funding.governmentGrants + page.funding.ngoFunding + page.funding.pppFunding);
        assert.ok(page.participation.upcomingSessions.every((s) => s.date >= new Date().toISOString().slice(0, 10)));
      });

      it('lists planned initiatives and environmental projects where a county has them', async () => {
        const nairobi = await getJson<CountyPage>('/api/counties/047/');
        assert.deepEqual(
          nairobi.plannedInitiatives.map((p) => p.id),
          ['sample-009'],
        );
        assert.ok(nairobi.plannedInitiatives[0]!.goals.length >= 2);
        assert.ok(nairobi.plannedInitiatives[0]!.isSample);
        const mombasa = await getJson<CountyPage>('/api/counties/001/');
        assert.deepEqual(
          mombasa.environmentalProjects.map((p) => p.id),
          ['sample-008'],
        );
        assert.match(mombasa.environmentalProjects[0]!.impact!, /seedlings/);
      });

      it('answers a county with no projects with zeros, and an unknown code with 404', async () => {
        const lamu = await getJson<CountyPage>('/api/counties/005/');
        assert.equal(lamu.projects.total, 0);
        assert.deepEqual(lamu.projects.budget, { allocated: 0, disbursed: 0, spent: 0, currency: 'KES' });
        assert.equal(lamu.funding, null);
        for (const code of ['099', 'abc', '32']) {
          const response = await get(`/api/counties/${code}/`);
          assert.equal(response.statusCode, 404, code);
          assert.equal(response.json().message, `There is no county with code ${code}.`);
        }
      });
    });

    describe('constituencies and wards', () => {
      it('has 290 constituencies and 1,450 wards, and narrows them by county and constituency', async () => {
        assert.equal((await getJson<{ constituencies: unknown[] }>('/api/constituencies/')).constituencies.length, 290);
        assert.equal((await getJson<{ wards: unknown[] }>('/api/wards/')).wards.length, 1450);
        const nakuru = (await getJson<{ constituencies: Array<{ name: string; wardCount: number; countyName: string }> }>('/api/constituencies/?county=032')).constituencies;
        assert.equal(nakuru.length, 11);
        assert.ok(nakuru.every((c) => c.countyName === 'Nakuru'));
        assert.equal(nakuru.find((c) => c.name === 'Rongai')!.wardCount, 5);
        const rongai = (await getJson<{ wards: Array<{ name: string }> }>('/api/wards/?county=032&constituency=173')).wards;
        assert.deepEqual(
          rongai.map((w) => w.name),
          ['Menengai West', 'Soin', 'Visoi', 'Mosop', 'Solai'],
        );
      });

      it('refuses unknown or mismatched places, naming the parameter', async () => {
        await expectBadParameter('/api/constituencies/?county=099', 'county');
        await expectBadParameter('/api/constituencies/?county=Nakuru', 'county');
        await expectBadParameter('/api/wards/?constituency=999', 'constituency');
        await expectBadParameter('/api/wards/?county=047&constituency=173', 'constituency');
      });

      it('downloads wards of a constituency as CSV', async () => {
        const response = await get('/api/wards/?constituency=167&format=csv');
        assert.equal(response.headers['content-disposition'], 'attachment; filename="wards.csv"');
        const [header, ...rows] = parseCsv(response.body);
        assert.deepEqual(header!.fields, ['code', 'name', 'constituency_code', 'constituency', 'county_code', 'county']);
        assert.equal(rows.length, 6);
      });
    });

    describe('projects', () => {
      it('pages through the sample projects, every one flagged as a sample, in the browser shape', async () => {
        const first = await getJson<ProjectPage>('/api/projects/');
        assert.equal(first.total, 24);
        assert.equal(first.page, 1);
        assert.equal(first.pageSize, 12);
        assert.equal(first.projects.length, 12);
        const project = first.projects[0]!;
        for (const key of [
          'budget',
          'timeline',
          'location',
          'risks',
          'tasks',
          'documents',
          'contractors',
          'tags',
          'implementingAgency',
          'leadBy',
          'ministry',
          'department',
          'sourceUrl',
          'priority',
        ])
          assert.ok(key in project, key);
        assert.deepEqual(Object.keys(project.budget).sort(), ['allocated', 'currency', 'disbursed', 'spent']);
        assert.deepEqual(Object.keys(project.timeline).sort(), ['actualEnd', 'actualStart', 'lastUpdate', 'plannedEnd', 'plannedStart']);
        const dates = first.projects.map((p) => p.timeline.lastUpdate);
        assert.deepEqual(dates, [...dates].sort().reverse(), 'most recently updated first');
        const last = await getJson<ProjectPage>('/api/projects/?pageSize=5&page=5');
        assert.equal(last.projects.length, 4);
        const beyond = await getJson<ProjectPage>('/api/projects/?pageSize=5&page=9');
        assert.deepEqual([beyond.projects.length, beyond.total], [0, 24]);
        const all = await getJson<ProjectPage>('/api/projects/?pageSize=100');
        assert.ok(all.projects.every((p) => p.isSample && p.url === `/projects/browser?project=${p.id}`));
        assert.equal(new Set(all.projects.map((p) => p.location.county)).size >= 8, true);
        assert.ok(all.projects.every((p) => p.contractors.every((name) => /fictional|sample/i.test(name))));
      });

      it('searches title and description, ignoring case', async () => {
        const byTitle = await getJson<ProjectPage>('/api/projects/?q=BOREHOLE');
        assert.deepEqual(
          byTitle.projects.map((p) => p.id),
          ['sample-001'],
        );
        const byDescription = await getJson<ProjectPage>('/api/projects/?q=lake%20victoria');
        assert.deepEqual(
          byDescription.projects.map((p) => p.id),
          ['sample-005'],
        );
        const formEncoded = await getJson<ProjectPage>('/api/projects/?q=Lake+Victoria');
        assert.deepEqual(
          formEncoded.projects.map((p) => p.id),
          ['sample-005'],
          'a + in the query is a space, as browsers write it',
        );
        const literal = await getJson<ProjectPage>('/api/projects/?q=100%25');
        assert.equal(literal.total, 0, 'a % in the search is a character, not a wildcard');
        const inside = await getJson<ProjectPage>('/api/projects/?q=reho');
        assert.ok(
          inside.projects.some((p) => p.id === 'sample-001'),
          'three letters or more are found inside a word',
        );
      });

      it('refuses a search of one letter or of punctuation alone, naming q, and takes two letters as the start of a word', async () => {
        for (const q of ['a', '%20b%20', '!!', '%C3%A9']) {
          const response = await get(`/api/projects/?q=${q}`);
          assert.equal(response.statusCode, 400, q);
          assert.deepEqual(response.json(), { status: 'error', message: 'Search for at least 2 letters or digits.', field: 'q', status_code: 400 }, q);
        }
        await expectBadParameter('/api/projects/options/?q=a', 'q');
        const all = (await getJson<ProjectPage>('/api/projects/?pageSize=100')).projects;
        const startingBo = all.filter((p) => /(^|[^a-z0-9])bo/.test(`${p.title} ${p.description}`.toLowerCase()));
        assert.ok(startingBo.length > 0, 'the samples have a word starting with "bo"');
        const two = await getJson<ProjectPage>('/api/projects/?q=BO&pageSize=100');
        assert.deepEqual(two.projects.map((p) => p.id).sort(), startingBo.map((p) => p.id).sort());
        const notInside = await getJson<ProjectPage>('/api/projects/?q=eh&pageSize=100');
        assert.ok(!notInside.projects.some((p) => p.id === 'sample-001'), 'two letters are not looked for inside "borehole"');
      });

      it('filters by status, stage, category, country, and county → constituency → ward', async () => {
        const all = (await samples()).projects;
        const delayed = await getJson<ProjectPage>('/api/projects/?status=delayed&pageSize=100');
        assert.deepEqual(
          delayed.projects.map((p) => p.id).sort(),
          all
            .filter((p) => p.status === 'Delayed')
            .map((p) => p.id)
            .sort(),
        );
        const onTrack = await getJson<ProjectPage>('/api/projects/?status=on-track&pageSize=100');
        assert.ok(onTrack.total > 0 && onTrack.projects.every((p) => p.status === 'On Track'));
        const ongoing = await getJson<ProjectPage>('/api/projects/?stage=ongoing&pageSize=100');
        assert.equal(ongoing.total, all.filter((p) => ['On Track', 'At Risk', 'Delayed', 'Suspended'].includes(p.status)).length);
        const completed = await getJson<ProjectPage>('/api/projects/?stage=completed&pageSize=100');
        assert.ok(completed.projects.every((p) => p.status === 'Completed' && p.progress === 100));
        const water = await getJson<ProjectPage>('/api/projects/?category=water&pageSize=100');
        assert.equal(water.total, all.filter((p) => p.category === 'water').length);
        assert.equal((await getJson<ProjectPage>('/api/projects/?country=kenya')).total, 24);
        assert.equal((await getJson<ProjectPage>('/api/projects/?country=Uganda')).total, 0);
        const nakuru = await getJson<ProjectPage>('/api/projects/?county=032&pageSize=100');
        assert.equal(nakuru.total, 4);
        const njoro = await getJson<ProjectPage>('/api/projects/?county=032&constituency=167');
        assert.deepEqual(njoro.projects.map((p) => p.id).sort(), ['sample-001', 'sample-002']);
        const mauNarok = await getJson<ProjectPage>('/api/projects/?county=032&constituency=167&ward=0830');
        assert.deepEqual(
          mauNarok.projects.map((p) => [p.id, p.location.ward, p.location.constituency, p.location.county]),
          [['sample-002', 'Maunarok', 'Njoro', 'Nakuru']],
        );
        const combined = await getJson<ProjectPage>('/api/projects/?county=032&category=health&q=maternity');
        assert.deepEqual(
          combined.projects.map((p) => p.id),
          ['sample-003'],
        );
      });

      it('refuses bad filter values, naming the parameter', async () => {
        await expectBadParameter('/api/projects/?status=great', 'status');
        await expectBadParameter('/api/projects/?stage=someday', 'stage');
        await expectBadParameter('/api/projects/?category=Healthcare', 'category');
        await expectBadParameter('/api/projects/?county=32', 'county');
        await expectBadParameter('/api/projects/?county=099', 'county');
        await expectBadParameter('/api/projects/?constituency=999', 'constituency');
        await expectBadParameter('/api/projects/?county=047&constituency=167', 'constituency');
        await expectBadParameter('/api/projects/?ward=9999', 'ward');
        await expectBadParameter('/api/projects/?constituency=173&ward=0830', 'ward');
        await expectBadParameter('/api/projects/?page=0', 'page');
        await expectBadParameter('/api/projects/?pageSize=500', 'pageSize');
        await expectBadParameter('/api/projects/?sort=random', 'sort');
        await expectBadParameter(`/api/projects/?q=${'a'.repeat(201)}`, 'q');
      });

      it('answers one project by id, and 404 for an unknown one', async () => {
        const { project } = await getJson<{ project: Project }>('/api/projects/sample-009/');
        assert.equal(project.status, 'Planned');
        assert.equal(project.location.ward, 'Kawangware');
        assert.ok(project.funding && project.funding.details.length === 2);
        assert.ok(project.participation && project.participation.upcomingSessions.length === 1);
        const missing = await get('/api/projects/no-such-project/');
        assert.equal(missing.statusCode, 404);
        assert.equal(missing.json().message, 'There is no project with that id.');
      });

      it('offers the filter options with counts: countries from the data, every sector and status', async () => {
        const options = await getJson<{
          countries: Array<{ name: string; count: number }>;
          categories: Array<{ value: string; count: number }>;
          statuses: Array<{ value: string; label: string }>;
        }>('/api/projects/options/');
        assert.deepEqual(options.countries, [{ name: 'Kenya', count: 24 }]);
        assert.equal(
          options.categories.reduce((n, c) => n + c.count, 0),
          24,
        );
        assert.deepEqual(
          options.statuses.map((s) => s.label),
          ['Planned', 'On Track', 'At Risk', 'Delayed', 'Completed', 'Suspended', 'Cancelled'],
        );
        assert.equal(options.statuses[1]!.value, 'on-track');
      });

      it("counts each option within the page's subset and its other filters, not over every project", async () => {
        type Options = {
          countries: Array<{ name: string; count: number }>;
          categories: Array<{ value: string; count: number }>;
          statuses: Array<{ label: string; count: number }>;
        };
        const all = (await samples()).projects;
        const ongoingStatuses = ['On Track', 'At Risk', 'Delayed', 'Suspended'];
        const completed = all.filter((p) => p.status === 'Completed');
        const onCompletedPage = await getJson<Options>('/api/projects/options/?stage=completed');
        assert.deepEqual(onCompletedPage.countries, [{ name: 'Kenya', count: completed.length }]);
        assert.ok(completed.length < 24);
        assert.equal(
          onCompletedPage.categories.reduce((n, c) => n + c.count, 0),
          completed.length,
        );
        const ongoing = await getJson<Options>('/api/projects/options/?stage=ongoing');
        assert.deepEqual(
          ongoing.statuses.filter((s) => s.count > 0).map((s) => s.label),
          ongoingStatuses.filter((status) => all.some((p) => p.status === status)),
        );
        // The category's own filter does not narrow the category counts; the status chosen does.
        const delayedHealth = await getJson<Options>('/api/projects/options/?stage=ongoing&status=delayed&category=health');
        for (const category of delayedHealth.categories) {
          assert.equal(category.count, all.filter((p) => p.status === 'Delayed' && p.category === category.value).length, category.value);
        }
        assert.deepEqual(
          delayedHealth.countries,
          all.some((p) => p.status === 'Delayed' && p.category === 'health')
            ? [{ name: 'Kenya', count: all.filter((p) => p.status === 'Delayed' && p.category === 'health').length }]
            : [],
        );
        const inNakuru = await getJson<Options>('/api/projects/options/?county=032');
        assert.equal(
          inNakuru.categories.reduce((n, c) => n + c.count, 0),
          4,
        );
        assert.deepEqual(inNakuru.countries, [{ name: 'Kenya', count: 24 }], 'choosing a country clears the places, so its count leaves them out');
        await expectBadParameter('/api/projects/options/?stage=someday', 'stage');
        await expectBadParameter('/api/projects/options/?county=099', 'county');
      });

      it('downloads every matching project (not one page) as CSV and JSON with the same filters', async () => {
        const csv = await get('/api/projects/?county=032&format=csv&pageSize=1');
        assert.equal(csv.headers['content-disposition'], 'attachment; filename="projects.csv"');
        const [header, ...rows] = parseCsv(csv.body);
        assert.equal(rows.length, 4);
        const column = (name: string) => header!.fields.indexOf(name);
        assert.ok(rows.every((row) => row.fields[column('county')] === 'Nakuru' && row.fields[column('is_sample')] === 'true'));
        const json = (await get('/api/projects/?category=health&format=json')).json<{ meta: { note: string; filters: Record<string, string> }; projects: Project[] }>();
        assert.deepEqual(json.meta.filters, { category: 'health' });
        assert.match(json.meta.note, /not government data/);
        assert.ok(json.projects.length === 3 && json.projects.every((p) => p.category === 'health'));
      });
    });

    describe('spending', () => {
      it('adds up allocated, disbursed and spent money by county and sector, with shares', async () => {
        const spending = await getJson<Spending>('/api/spending/');
        const all = (await samples()).projects;
        assert.equal(spending.totals.projects, 24);
        assert.equal(spending.totals.sampleProjects, 24);
        assert.equal(
          spending.totals.allocated,
          all.reduce((sum, p) => sum + p.budget_allocated, 0),
        );
        assert.equal(
          spending.totals.disbursed,
          all.reduce((sum, p) => sum + p.budget_disbursed, 0),
        );
        for (const rows of [spending.byCounty, spending.bySector]) {
          assert.equal(
            rows.reduce((n, r) => n + r.projects, 0),
            24,
          );
          assert.ok(Math.abs(rows.reduce((sum, r) => sum + r.share, 0) - 1) < 1e-9);
          assert.ok(rows.every((r, i) => i === 0 || rows[i - 1]!.allocated >= r.allocated));
        }
        const nakuru = spending.byCounty.find((r) => r.key === '032')!;
        assert.equal(
          nakuru.allocated,
          all.filter((p) => p.county === 'Nakuru').reduce((sum, p) => sum + p.budget_allocated, 0),
        );
        assert.equal(spending.bySector.find((r) => r.key === 'water')!.name, 'Water and sanitation');
      });

      it('downloads spending by sector as CSV with percentages', async () => {
        const response = await get('/api/spending/?by=sector&format=csv');
        assert.equal(response.headers['content-disposition'], 'attachment; filename="spending-by-sector.csv"');
        const [header, ...rows] = parseCsv(response.body);
        assert.deepEqual(header!.fields.slice(0, 3), ['category', 'sector', 'projects']);
        assert.equal(rows.length, 10);
        await expectBadParameter('/api/spending/?by=ward', 'by');
      });
    });

    describe('ministries, departments and agencies', () => {
      it('serves the directory with its credit line, and searches it keeping each match with its parents', async () => {
        const directory = await getJson<MdaDirectory>('/api/mdas/');
        assert.deepEqual(directory.counts, { ministries: 27, departments: 54, agencies: 286 });
        assert.equal(directory.credit, 'Kenya eCitizen Services Dataset © 2026 Alvin Karanja, CC BY 4.0');
        const found = await getJson<MdaDirectory>('/api/mdas/?q=government%20press');
        assert.equal(found.ministries.length, 1);
        assert.equal(found.ministries[0]!.name, 'Executive Office of the President');
        assert.deepEqual(
          found.ministries[0]!.departments[0]!.agencies.map((a) => a.name),
          ['Government Press'],
        );
        const ministry = await getJson<MdaDirectory>('/api/mdas/?q=ministry%20of%20health');
        assert.ok(ministry.counts.departments >= 2, 'a matching ministry keeps all its departments');
      });

      it('writes the small words of ministry, department and agency names in lower case, wherever the names are shown', async () => {
        const directory = await getJson<MdaDirectory>('/api/mdas/');
        const names = directory.ministries.flatMap((m) => [m.name, ...m.departments.flatMap((d) => [d.name, ...d.agencies.map((a) => a.name)])]);
        assert.ok(names.includes('Ministry of Agriculture and Livestock Development'));
        assert.ok(names.includes('State Department for Agriculture'));
        assert.ok(names.includes('Tea Board of Kenya'));
        const wrong = names.filter((name) => /\s(Of|And|The|For|In|On|To|With)\s/.test(name));
        assert.deepEqual(wrong, []);
        assert.ok(names.some((name) => name.startsWith('The ')) || names.every((name) => !/^the /.test(name)), 'a name keeps its first word as it is');
        const found = (await getJson<SearchResponse>('/api/search/?q=agriculture%20livestock&kind=mdas')).groups[0]!;
        assert.equal(found.results[0]!.title, 'Ministry of Agriculture and Livestock Development');
        const { project } = await getJson<{ project: Project }>('/api/projects/sample-001/');
        assert.ok(project.ministry && !/\s(Of|And)\s/.test(project.ministry), project.ministry ?? '');
      });

      it('downloads the directory as CSV, one row per agency, each carrying the credit', async () => {
        const response = await get('/api/mdas/?format=csv');
        const [header, ...rows] = parseCsv(response.body);
        assert.deepEqual(header!.fields, ['ministry', 'department', 'agency', 'website', 'ecitizen_url', 'credit']);
        assert.ok(rows.length >= 286);
        assert.ok(rows.every((row) => row.fields[5] === 'Kenya eCitizen Services Dataset © 2026 Alvin Karanja, CC BY 4.0'));
        const json = (await get('/api/mdas/?format=json')).json<{ meta: { sources: string[] }; ministries: unknown[] }>();
        assert.equal(json.ministries.length, 27);
        assert.match(json.meta.sources[0]!, /Alvin Karanja, CC BY 4\.0/);
      });
    });

    describe('reports', () => {
      it('says when there are no audit reports and lists the accountability publications instead', async () => {
        const body = await getJson<{ kind: string; reports: Array<{ id: string; downloadUrl: string }> }>('/api/reports/');
        assert.equal(body.kind, 'accountability');
        const { publications } = await getJson<{ publications: unknown[] }>('/api/publications/');
        assert.equal(body.reports.length, publications.length);
        assert.ok(body.reports.every((r) => r.downloadUrl === `/api/publications/${r.id}/download/`));
        const csv = await get('/api/reports/?format=csv');
        assert.equal(csv.headers['content-disposition'], 'attachment; filename="reports.csv"');
      });

      it('lists only audit reports once there are some', async () => {
        await site.db.query(
          `INSERT INTO publications (id, title, description, category, file_name, media_type, size_bytes, published_on)
           VALUES ('audit-test', 'County audit test', 'An audit report.', 'audit', 'guide-reading-a-county-budget.txt', 'text/plain', 10, '2026-10-01')`,
        );
        try {
          const body = await getJson<{ kind: string; reports: Array<{ id: string; category: string }> }>('/api/reports/');
          assert.equal(body.kind, 'audit');
          assert.deepEqual(
            body.reports.map((r) => r.id),
            ['audit-test'],
          );
        } finally {
          await site.db.query(`DELETE FROM publications WHERE id = 'audit-test'`);
        }
      });
    });

    describe('site search', () => {
      const search = (query: string) => getJson<SearchResponse>(`/api/search/?${query}`);

      it('finds a county, its constituency, ward and projects, grouped by kind with counts and links', async () => {
        const result = await search('q=njoro');
        assert.equal(result.query, 'njoro');
        const kinds = result.groups.map((g) => g.kind);
        assert.deepEqual(kinds, ['constituencies', 'wards', 'projects']);
        const projects = result.groups.find((g) => g.kind === 'projects')!;
        assert.equal(projects.label, 'Projects');
        assert.equal(projects.results[0]!.url, '/projects/browser?project=sample-001');
        assert.equal((projects.results[0] as { badge?: string }).badge, 'Sample data');
        const county = (await search('q=Nakuru')).groups[0]!;
        assert.equal(county.kind, 'counties');
        assert.deepEqual(county.results[0], {
          title: 'Nakuru County',
          snippet: 'Rift Valley region · county headquarters Nakuru · population 2,162,202 (2019 census)',
          url: '/counties/county/032',
        });
        const ward = (await search('q=Mosop&kind=wards')).groups[0]!;
        assert.equal(ward.results[0]!.url, '/counties/county/032#constituency-173');
      });

      it('matches word beginnings, ignoring case, accents, apostrophes and spaces in names', async () => {
        const prefix = await search('q=bore%20njo');
        assert.deepEqual(
          prefix.groups.map((g) => g.kind),
          ['projects'],
        );
        const apostrophe = await search(`q=${encodeURIComponent('NGOMBE')}`);
        assert.ok(apostrophe.groups.find((g) => g.kind === 'wards')!.results.some((r) => r.title === "Ziwa La Ng'ombe ward"));
        const accent = await search(`q=${encodeURIComponent('Muránga')}`);
        assert.equal(accent.groups[0]!.results[0]!.title, "Murang'a County");
        const spaced = await search('q=mau%20narok&kind=wards');
        assert.equal(spaced.groups[0]!.results[0]!.title, 'Maunarok ward');
      });

      it('searches publications, questions and answers, and the government directory', async () => {
        assert.equal((await search('q=whistleblower&kind=publications')).groups[0]!.results[0]!.url, '/resources/publications');
        const faq = await search('q=corruption&kind=faq');
        assert.ok(faq.groups[0]!.count > 0 && faq.groups[0]!.results[0]!.url === '/faq');
        const mda = await search('q=government%20press&kind=mdas');
        assert.equal(mda.groups[0]!.results[0]!.url, '/mda?q=Government%20Press');
      });

      it('finds every project in a county, constituency or ward by the place name, with where it is in the snippet', async () => {
        const inNakuru = (await getJson<ProjectPage>('/api/projects/?county=032&pageSize=100')).projects.map((p) => p.url).sort();
        assert.equal(inNakuru.length, 4);
        const nakuru = (await search('q=nakuru&kind=projects&limit=50')).groups[0]!;
        assert.equal(nakuru.count, 4);
        assert.deepEqual(nakuru.results.map((r) => r.url).sort(), inNakuru);
        assert.ok(nakuru.results.every((r) => r.snippet.includes('Nakuru County')));
        const mosop = (await search('q=maternity%20rongai&kind=projects')).groups[0]!;
        assert.deepEqual(
          mosop.results.map((r) => [r.url, r.snippet.split(' · ')[0]]),
          [['/projects/browser?project=sample-003', 'Mosop ward, Rongai constituency, Nakuru County']],
        );
      });

      it("finds the site's pages by the words on them, each with its title, address and a snippet showing the word", async () => {
        const bribery = await search('q=bribery&limit=50');
        const pages = bribery.groups.find((g) => g.kind === 'pages')!;
        assert.equal(pages.label, 'Pages');
        const urls = pages.results.map((r) => r.url);
        for (const url of ['/rights', '/what', '/why', '/who-we-are']) assert.ok(urls.includes(url), `${url} in ${urls.join(', ')}`);
        assert.ok(
          urls.some((url) => url.startsWith('/resources/workshop/')),
          'a completed workshop whose handouts mention bribery',
        );
        const rights = pages.results.find((r) => r.url === '/rights')!;
        assert.equal(rights.title, 'Know Your Rights');
        assert.match(rights.snippet, /Bribery, embezzlement/);
        const guide = (await search('q=receipt%20code&kind=pages&limit=50')).groups[0]!;
        assert.ok(
          guide.results.some((r) => r.url === '/whistleblower' && r.title === 'Report Corruption Safely' && /receipt code/i.test(r.snippet)),
          JSON.stringify(guide.results),
        );
        const unlisted = await search('q=unsubscribe&kind=pages');
        assert.ok(!unlisted.groups.some((g) => g.results.some((r) => r.url.startsWith('/newsletter/'))), 'pages behind e-mailed links are not indexed');
      });

      it('answers an empty or wordless query, and a query that finds nothing, with no groups', async () => {
        assert.deepEqual(await search('q='), { query: '', groups: [] });
        assert.deepEqual(await search('q=%20%20'), { query: '', groups: [] });
        assert.deepEqual(await search('q=%21%21%21'), { query: '!!!', groups: [] });
        assert.deepEqual(await search('q=qqqxxyz'), { query: 'qqqxxyz', groups: [] });
      });

      it('limits each group and refuses a bad kind, limit or an over-long query', async () => {
        const many = await search('q=ka&kind=wards&limit=3');
        assert.equal(many.groups[0]!.results.length, 3);
        assert.ok(many.groups[0]!.count > 3);
        await expectBadParameter('/api/search/?q=water&kind=gossip', 'kind');
        await expectBadParameter('/api/search/?q=water&limit=0', 'limit');
        await expectBadParameter(`/api/search/?q=${'w'.repeat(201)}`, 'q');
        await expectBadParameter('/api/search/?q=w', 'q');
        await expectBadParameter('/api/search/?q=%22w%22', 'q');
      });

      it('finds a project by the place it is moved to, and no longer by the one it left', async () => {
        const [from] = await site.db.query<{ county_code: string; constituency_code: string; ward_code: string }>(
          `SELECT county_code, constituency_code, ward_code FROM projects WHERE id = 'sample-003'`,
        );
        const [to] = await site.db.query<{ code: string; name: string; constituency_code: string; county_code: string }>(
          `SELECT w.code, w.name, w.constituency_code, k.county_code FROM wards w JOIN constituencies k ON k.code = w.constituency_code
           WHERE k.county_code = '001' ORDER BY w.code LIMIT 1`,
        );
        const found = async (query: string) => (await search(`q=${encodeURIComponent(query)}&kind=projects`)).groups[0]?.results.map((r) => r.url) ?? [];
        try {
          await site.db.query(`UPDATE projects SET county_code = $1, constituency_code = $2, ward_code = $3 WHERE id = 'sample-003'`, [
            to!.county_code,
            to!.constituency_code,
            to!.code,
          ]);
          assert.deepEqual(await found(`maternity ${to!.name}`), ['/projects/browser?project=sample-003']);
          assert.deepEqual(await found('maternity rongai'), []);
        } finally {
          await site.db.query(`UPDATE projects SET county_code = $1, constituency_code = $2, ward_code = $3 WHERE id = 'sample-003'`, [
            from!.county_code,
            from!.constituency_code,
            from!.ward_code,
          ]);
        }
        assert.deepEqual(await found('maternity rongai'), ['/projects/browser?project=sample-003']);
      });

      it('takes new kinds from other sections', async () => {
        const before = searchSources().length;
        addSearchSource({
          kind: 'workshops',
          label: 'Workshops',
          search: async (_db, terms) => ({ count: 1, countExact: true, results: [{ title: `Workshop about ${terms.exact}`, snippet: 'A test kind.', url: '/workshops' }] }),
        });
        try {
          const result = await search('q=budgets&kind=workshops');
          assert.deepEqual(result.groups, [
            { kind: 'workshops', label: 'Workshops', count: 1, countExact: true, results: [{ title: 'Workshop about budgets', snippet: 'A test kind.', url: '/workshops' }] },
          ]);
        } finally {
          (searchSources() as unknown as unknown[]).splice(before);
        }
      });
    });
  });
}
