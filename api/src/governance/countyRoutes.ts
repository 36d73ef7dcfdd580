import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/index.js';
import { badRequest, notFound } from '../errors.js';
import {
  COUNTY_SORTS,
  REGIONS,
  type ConstituencySummary,
  type County,
  type CountyFacts,
  type CountyPage,
  type CountySort,
  type EnvironmentalProject,
  type FundingOverview,
  type ParticipationOverview,
  type PlannedInitiative,
  type Region,
  type SectorTotal,
  type StatusCount,
  type WardSummary,
} from './contracts.js';
import { CENSUS_SOURCE, PLACES_SOURCE, formatSchema, sendDownload, type DownloadFormat } from './download.js';
import { SECTOR_LABELS, findProjectsPage } from './projects.js';
import { placesOf } from './placeCache.js';
import { countyFinance } from './finance.js';
import { containsPattern, MAX_QUERY_LENGTH } from './text.js';

interface CountyRow {
  code: string;
  name: string;
  region: string;
  former_province: string;
  population: number;
  population_male: number;
  population_female: number;
  population_intersex: number;
  area: number;
  capital: string;
  iso_code: string;
  notes: string | null;
}

const COUNTY_SELECT = `SELECT code, name, region, former_province, population, population_male, population_female, population_intersex,
  area_km2::float8 AS area, capital, iso_code, notes FROM counties`;

function toCounty(row: CountyRow): County {
  return { id: Number(row.code), code: row.code, name: row.name, region: row.region, population: row.population, area: row.area, capital: row.capital, imageUrl: '' };
}

const COUNTY_ORDER: Record<CountySort, string> = { name: 'name', population: 'population DESC, name', area: 'area_km2 DESC, name' };

interface CountyQuery {
  region?: Region;
  sort?: CountySort;
  q?: string;
  format?: DownloadFormat;
}

const countyQuerySchema = {
  type: 'object',
  properties: {
    region: { type: 'string', enum: REGIONS },
    sort: { type: 'string', enum: COUNTY_SORTS },
    q: { type: 'string', maxLength: MAX_QUERY_LENGTH },
    format: formatSchema,
  },
} as const;

const codeParam = (digits: number) => ({ type: 'string', pattern: `^\\d{${digits}}$` }) as const;

/** Today's date on the server, for "upcoming" participation sessions. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

async function countyPage(db: Queryable, code: string, day: string): Promise<CountyPage | null> {
  const [row] = await db.query<CountyRow>(`${COUNTY_SELECT} WHERE code = $1`, [code]);
  if (!row) return null;
  const [constituencyRows, wardRows, statusRows, sectorRows, totals, latest, fundingRows, fundingDetails, sessions, feedback, planned, environmental] = await Promise.all([
    db.query<{ code: string; name: string }>('SELECT code, name FROM constituencies WHERE county_code = $1 ORDER BY position', [code]),
    db.query<{ code: string; name: string; constituency_code: string }>(
      'SELECT w.code, w.name, w.constituency_code FROM wards w JOIN constituencies k ON k.code = w.constituency_code WHERE k.county_code = $1 ORDER BY w.position',
      [code],
    ),
    // The county's figures come from the sums kept as projects change (migration 019), not from its projects.
    db.query<StatusCount>('SELECT status, sum(projects)::int AS count FROM project_sums WHERE county_code = $1 GROUP BY status ORDER BY count DESC, status', [code]),
    db.query<{ category: SectorTotal['category']; count: number; allocated: number }>(
      'SELECT category, sum(projects)::int AS count, sum(allocated)::float8 AS allocated FROM project_sums WHERE county_code = $1 GROUP BY category ORDER BY allocated DESC, category',
      [code],
    ),
    db.query<{ total: number; samples: number; allocated: number; disbursed: number; spent: number }>(
      `SELECT coalesce(sum(projects), 0)::int AS total, coalesce(sum(projects) FILTER (WHERE is_sample), 0)::int AS samples, coalesce(sum(allocated), 0)::float8 AS allocated,
         coalesce(sum(disbursed), 0)::float8 AS disbursed, coalesce(sum(spent), 0)::float8 AS spent FROM project_sums WHERE county_code = $1`,
      [code],
    ),
    findProjectsPage(db, { county: code }, { sort: 'updated', pageSize: 6 }).then((page) => page.projects),
    db.query<{ government: number; ngo: number; ppp: number; projects: number }>(
      `SELECT coalesce(sum(funding_government), 0)::float8 AS government, coalesce(sum(funding_ngo), 0)::float8 AS ngo,
         coalesce(sum(funding_ppp), 0)::float8 AS ppp, coalesce(sum(funded), 0)::int AS projects
       FROM project_sums WHERE county_code = $1`,
      [code],
    ),
    db.query<FundingOverview['details'][number]>(
      `SELECT d->>'source' AS source, d->>'purpose' AS purpose, (d->>'amount')::float8 AS amount, p.id AS "projectId", p.title AS "projectTitle"
       FROM projects p, jsonb_array_elements(p.funding->'details') d WHERE p.county_code = $1 AND p.funding IS NOT NULL ORDER BY amount DESC LIMIT 12`,
      [code],
    ),
    db.query<ParticipationOverview['upcomingSessions'][number]>(
      `SELECT s->>'topic' AS topic, s->>'date' AS date, s->>'location' AS location, p.id AS "projectId", p.title AS "projectTitle"
       FROM projects p, jsonb_array_elements(p.participation->'upcomingSessions') s
       WHERE p.county_code = $1 AND p.participation IS NOT NULL AND s->>'date' >= $2 ORDER BY date, topic LIMIT 10`,
      [code, day],
    ),
    db.query<ParticipationOverview['pastFeedback'][number]>(
      `SELECT f->>'topic' AS topic, f->>'summary' AS summary, f->>'outcome' AS outcome, p.id AS "projectId", p.title AS "projectTitle"
       FROM projects p, jsonb_array_elements(p.participation->'pastFeedback') f WHERE p.county_code = $1 AND p.participation IS NOT NULL ORDER BY p.last_update DESC LIMIT 10`,
      [code],
    ),
    db.query<PlannedInitiative>(
      `SELECT id, title AS name, description, budget_allocated::float8 AS budget, currency, planned_end::text AS "expectedCompletion", goals, is_sample AS "isSample"
       FROM projects WHERE county_code = $1 AND status = 'Planned' ORDER BY planned_start NULLS LAST, id LIMIT 6`,
      [code],
    ),
    db.query<EnvironmentalProject>(
      `SELECT id, title AS name, description, status, coalesce(actual_start, planned_start)::text AS "startDate", impact, is_sample AS "isSample"
       FROM projects WHERE county_code = $1 AND category = 'environment' ORDER BY last_update DESC, id LIMIT 6`,
      [code],
    ),
  ]);

  const wardsOf = new Map<string, Array<{ code: string; name: string }>>();
  for (const ward of wardRows) wardsOf.set(ward.constituency_code, [...(wardsOf.get(ward.constituency_code) ?? []), { code: ward.code, name: ward.name }]);
  const county: CountyFacts = {
    ...toCounty(row),
    formerProvince: row.former_province,
    isoCode: row.iso_code,
    populationMale: row.population_male,
    populationFemale: row.population_female,
    populationIntersex: row.population_intersex,
    density: Math.round((row.population / row.area) * 10) / 10,
    notes: row.notes,
    constituencyCount: constituencyRows.length,
    wardCount: wardRows.length,
  };
  const sums = totals[0] ?? { total: 0, samples: 0, allocated: 0, disbursed: 0, spent: 0 };
  const funding = fundingRows[0];
  return {
    county,
    constituencies: constituencyRows.map((constituency) => ({ ...constituency, wards: wardsOf.get(constituency.code) ?? [] })),
    projects: {
      total: sums.total,
      sampleCount: sums.samples,
      byStatus: statusRows,
      bySector: sectorRows.map((sector) => ({ ...sector, label: SECTOR_LABELS[sector.category] ?? sector.category })),
      budget: { allocated: sums.allocated, disbursed: sums.disbursed, spent: sums.spent, currency: 'KES' },
      latest,
    },
    funding:
      funding && funding.projects > 0
        ? {
            governmentGrants: funding.government,
            ngoFunding: funding.ngo,
            pppFunding: funding.ppp,
            total: funding.government + funding.ngo + funding.ppp,
            currency: 'KES',
            details: fundingDetails,
          }
        : null,
    participation: { upcomingSessions: sessions, pastFeedback: feedback },
    plannedInitiatives: planned,
    environmentalProjects: environmental,
  };
}

/** Counties (GET /api/counties/), a county's page, and the constituency and ward lists behind the dropdowns. */
export async function countyRoutes(app: FastifyInstance): Promise<void> {
  const { db, readCache } = app;
  app.recordPages.push({ pattern: '/counties/county/:code', exists: async ({ code = '' }) => (await placesOf(db)).counties.has(code) });

  app.get<{ Querystring: CountyQuery }>('/api/counties/', { schema: { querystring: countyQuerySchema } }, async (request, reply) => {
    const { region, sort = 'name', q, format } = request.query;
    const counties = () =>
      db.query<CountyRow>(
        `${COUNTY_SELECT} WHERE ($1::text IS NULL OR region = $1) AND ($2::text IS NULL OR fold_text(name || ' ' || capital) LIKE $2) ORDER BY ${COUNTY_ORDER[sort]}`,
        [region ?? null, q?.trim() ? containsPattern(q) : null],
      );
    if (!format) return readCache.send(request, reply, 'governance', async () => ({ counties: (await counties()).map(toCounty) }));
    const rows = await counties();
    return sendDownload(reply, {
      fileName: 'counties',
      format,
      key: 'counties',
      meta: { title: "Kenya's counties", sources: [CENSUS_SOURCE], filters: { ...request.query } },
      rows,
      columns: [
        { name: 'code', value: (row) => row.code },
        { name: 'name', value: (row) => row.name },
        { name: 'region', value: (row) => row.region },
        { name: 'former_province', value: (row) => row.former_province },
        { name: 'capital', value: (row) => row.capital },
        { name: 'population_2019', value: (row) => row.population },
        { name: 'population_male', value: (row) => row.population_male },
        { name: 'population_female', value: (row) => row.population_female },
        { name: 'population_intersex', value: (row) => row.population_intersex },
        { name: 'area_km2', value: (row) => row.area },
        { name: 'iso_code', value: (row) => row.iso_code },
      ],
    });
  });

  app.get<{ Params: { code: string } }>('/api/counties/:code/', async (request, reply) => {
    const { code } = request.params;
    if (!(await placesOf(db)).counties.has(code)) throw notFound(`There is no county with code ${code}.`);
    // The page lists upcoming participation sessions, so an answer is kept for one day at most.
    const day = today();
    return readCache.send(
      request,
      reply,
      'governance',
      async () => {
        const [page, finance] = await Promise.all([countyPage(db, code, day), countyFinance(code)]);
        if (!page) throw notFound(`There is no county with code ${code}.`);
        // The Controller of Budget's figures for the county, by fiscal year (see finance.ts).
        return { ...page, finance };
      },
      day,
    );
  });

  app.get<{ Querystring: { county?: string; format?: DownloadFormat } }>(
    '/api/constituencies/',
    { schema: { querystring: { type: 'object', properties: { county: codeParam(3), format: formatSchema } } } },
    async (request, reply) => {
      const { county, format } = request.query;
      if (county && !(await placesOf(db)).counties.has(county)) throw badRequest(`There is no county with code ${county}.`, 'county');
      const find = () =>
        db.query<ConstituencySummary>(
          `SELECT k.code, k.name, k.county_code AS "countyCode", c.name AS "countyName", (SELECT count(*)::int FROM wards w WHERE w.constituency_code = k.code) AS "wardCount"
           FROM constituencies k JOIN counties c ON c.code = k.county_code WHERE ($1::text IS NULL OR k.county_code = $1) ORDER BY k.code`,
          [county ?? null],
        );
      if (!format) return readCache.send(request, reply, 'governance', async () => ({ constituencies: await find() }));
      const constituencies = await find();
      return sendDownload(reply, {
        fileName: 'constituencies',
        format,
        key: 'constituencies',
        meta: { title: "Kenya's constituencies", sources: [PLACES_SOURCE], filters: { ...request.query } },
        rows: constituencies,
        columns: [
          { name: 'code', value: (row) => row.code },
          { name: 'name', value: (row) => row.name },
          { name: 'county_code', value: (row) => row.countyCode },
          { name: 'county', value: (row) => row.countyName },
          { name: 'wards', value: (row) => row.wardCount },
        ],
      });
    },
  );

  app.get<{ Querystring: { county?: string; constituency?: string; format?: DownloadFormat } }>(
    '/api/wards/',
    { schema: { querystring: { type: 'object', properties: { county: codeParam(3), constituency: codeParam(3), format: formatSchema } } } },
    async (request, reply) => {
      const { county, constituency, format } = request.query;
      const places = await placesOf(db);
      if (county && !places.counties.has(county)) throw badRequest(`There is no county with code ${county}.`, 'county');
      const found = constituency ? places.constituencies.get(constituency) : undefined;
      if (constituency && !found) throw badRequest(`There is no constituency with code ${constituency}.`, 'constituency');
      if (county && found && found.countyCode !== county) throw badRequest(`Constituency ${constituency} is not in county ${county}.`, 'constituency');
      const find = () =>
        db.query<WardSummary>(
          `SELECT w.code, w.name, k.code AS "constituencyCode", k.name AS "constituencyName", c.code AS "countyCode", c.name AS "countyName"
           FROM wards w JOIN constituencies k ON k.code = w.constituency_code JOIN counties c ON c.code = k.county_code
           WHERE ($1::text IS NULL OR c.code = $1) AND ($2::text IS NULL OR k.code = $2) ORDER BY w.code`,
          [county ?? null, constituency ?? null],
        );
      if (!format) return readCache.send(request, reply, 'governance', async () => ({ wards: await find() }));
      const wards = await find();
      return sendDownload(reply, {
        fileName: 'wards',
        format,
        key: 'wards',
        meta: { title: "Kenya's wards", sources: [PLACES_SOURCE], filters: { ...request.query } },
        rows: wards,
        columns: [
          { name: 'code', value: (row) => row.code },
          { name: 'name', value: (row) => row.name },
          { name: 'constituency_code', value: (row) => row.constituencyCode },
          { name: 'constituency', value: (row) => row.constituencyName },
          { name: 'county_code', value: (row) => row.countyCode },
          { name: 'county', value: (row) => row.countyName },
        ],
      });
    },
  );
}
