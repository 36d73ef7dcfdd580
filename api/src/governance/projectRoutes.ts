import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index.js';
import { badRequest, notFound } from '../errors.js';
import { PROJECT_SORTS, PROJECT_STAGES, PROJECT_STATUSES, SECTORS, statusSlug, type Project, type ProjectPage, type ProjectSort } from './contracts.js';
import { PLACES_SOURCE, SAMPLE_NOTE, formatSchema, sendDownload, type DownloadFormat } from './download.js';
import { placesOf } from './placeCache.js';
import type { ProjectField } from './projectInput.js';
import { decodeCursor, encodeCursor, listFingerprint, type Cursor } from '../cursor.js';
import { countedFrom, countProjects, findProject, findProjectsPage, projectWhere, type ProjectFilters } from './projects.js';
import { MAX_QUERY_LENGTH, MIN_SEARCH_CHARACTERS, SEARCH_COUNT_LIMIT, SHORT_SEARCH_MESSAGE, searchCharacters } from './text.js';

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
/** A download holds every matching project, up to this many. */
export const MAX_DOWNLOAD_ROWS = 100_000;

/** The furthest a page number alone may reach into the list; further pages are reached with their cursors. */
export const MAX_OFFSET_ROWS = 1_000;
export const FAR_PAGE_MESSAGE = 'Pages this far into the list are reached with Next and Previous.';

interface ProjectQuery extends ProjectFilters {
  sort?: ProjectSort;
  page?: number;
  pageSize?: number;
  after?: string;
  before?: string;
  format?: DownloadFormat;
}

const projectQuerySchema = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: MAX_QUERY_LENGTH },
    status: { type: 'string', enum: PROJECT_STATUSES.map(statusSlug) },
    stage: { type: 'string', enum: Object.keys(PROJECT_STAGES) },
    category: { type: 'string', enum: SECTORS.map((sector) => sector.value) },
    country: { type: 'string', maxLength: 60 },
    county: { type: 'string', pattern: '^\\d{3}$' },
    constituency: { type: 'string', pattern: '^\\d{3}$' },
    ward: { type: 'string', pattern: '^\\d{4}$' },
    sample: { type: 'boolean' },
    sort: { type: 'string', enum: PROJECT_SORTS },
    page: { type: 'integer', minimum: 1, maximum: 100_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
    after: { type: 'string', maxLength: 600 },
    before: { type: 'string', maxLength: 600 },
    format: formatSchema,
  },
} as const;

/** The options take the list's filters (not its paging, order or format), so their counts match the page. */
const { q, status, stage, category, country, county, constituency, ward, sample } = projectQuerySchema.properties;
/** The filters that make one list differ from another (besides its search and order). */
const LIST_FILTERS = ['status', 'stage', 'category', 'country', 'county', 'constituency', 'ward', 'sample'] as const;

/** Which list a cursor belongs to: its order, search and filters (not its page size, nor the page number shown). */
export function projectListId(sort: ProjectSort, filters: ProjectFilters): string {
  return listFingerprint({ sort, q: filters.q?.trim() || undefined, ...Object.fromEntries(LIST_FILTERS.map((name) => [name, filters[name]])) });
}
const optionsQuerySchema = { type: 'object', properties: { q, status, stage, category, country, county, constituency, ward, sample } } as const;

/**
 * A search must have two letters or digits (one would match nearly every project); place filters must name
 * real places, and each must lie inside the wider one given with it.
 */
async function checkFilters(db: Database, { q, county, constituency, ward }: ProjectFilters): Promise<void> {
  if (q?.trim() && searchCharacters(q) < MIN_SEARCH_CHARACTERS) throw badRequest(SHORT_SEARCH_MESSAGE, 'q');
  const places = await placesOf(db);
  if (county && !places.counties.has(county)) throw badRequest(`There is no county with code ${county}.`, 'county');
  const foundConstituency = constituency ? places.constituencies.get(constituency) : undefined;
  if (constituency && !foundConstituency) throw badRequest(`There is no constituency with code ${constituency}.`, 'constituency');
  if (county && foundConstituency && foundConstituency.countyCode !== county) throw badRequest(`Constituency ${constituency} is not in county ${county}.`, 'constituency');
  const foundWard = ward ? places.wards.get(ward) : undefined;
  if (ward && !foundWard) throw badRequest(`There is no ward with code ${ward}.`, 'ward');
  if (foundWard && ((constituency && foundWard.constituencyCode !== constituency) || (county && foundWard.countyCode !== county))) {
    throw badRequest(`Ward ${ward} is not in the ${constituency ? 'constituency' : 'county'} chosen.`, 'ward');
  }
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
const list = (items: string[]) => items.join('; ');

/** The CSV columns are the import file's columns, so a download can be edited and imported back. */
export const PROJECT_COLUMNS: Array<{ name: ProjectField; value: (project: Project) => unknown }> = [
  { name: 'id', value: (p) => p.id },
  { name: 'title', value: (p) => p.title },
  { name: 'description', value: (p) => p.description },
  { name: 'category', value: (p) => p.category },
  { name: 'status', value: (p) => p.status },
  { name: 'priority', value: (p) => p.priority },
  { name: 'progress', value: (p) => p.progress },
  { name: 'country', value: (p) => p.location.country },
  { name: 'county', value: (p) => p.location.county },
  { name: 'constituency', value: (p) => p.location.constituency },
  { name: 'ward', value: (p) => p.location.ward },
  { name: 'budget_allocated', value: (p) => p.budget.allocated },
  { name: 'budget_disbursed', value: (p) => p.budget.disbursed },
  { name: 'budget_spent', value: (p) => p.budget.spent },
  { name: 'currency', value: (p) => p.budget.currency },
  { name: 'planned_start', value: (p) => p.timeline.plannedStart },
  { name: 'planned_end', value: (p) => p.timeline.plannedEnd },
  { name: 'actual_start', value: (p) => p.timeline.actualStart },
  { name: 'actual_end', value: (p) => p.timeline.actualEnd },
  { name: 'last_update', value: (p) => p.timeline.lastUpdate },
  { name: 'ministry', value: (p) => p.ministry },
  { name: 'department', value: (p) => p.department },
  { name: 'implementing_agency', value: (p) => p.implementingAgency },
  { name: 'lead_by', value: (p) => p.leadBy },
  { name: 'contractors', value: (p) => list(p.contractors) },
  { name: 'beneficiaries', value: (p) => p.beneficiaries },
  { name: 'tags', value: (p) => list(p.tags) },
  { name: 'risks_count', value: (p) => p.risks.count },
  { name: 'risks_critical', value: (p) => p.risks.critical },
  { name: 'tasks_completed', value: (p) => p.tasks.completed },
  { name: 'tasks_total', value: (p) => p.tasks.total },
  { name: 'documents', value: (p) => (p.documents.length ? json(p.documents) : '') },
  { name: 'source_url', value: (p) => p.sourceUrl },
  { name: 'funding_government', value: (p) => p.funding?.governmentGrants },
  { name: 'funding_ngo', value: (p) => p.funding?.ngoFunding },
  { name: 'funding_ppp', value: (p) => p.funding?.pppFunding },
  { name: 'funding_details', value: (p) => (p.funding?.details.length ? json(p.funding.details) : '') },
  { name: 'participation', value: (p) => json(p.participation) },
  { name: 'goals', value: (p) => list(p.goals) },
  { name: 'impact', value: (p) => p.impact },
  { name: 'is_sample', value: (p) => p.isSample },
];

/**
 * The choices behind the project filters, each with how many projects it would show on the page asking:
 * the page's subset (`stage`) and every other filter it has set apply, the option's own filter does not
 * (the count beside "Health" is what choosing Health would show). Choosing a country clears the places, so
 * the country counts leave the places out too.
 */
async function projectOptions(db: Database, filters: ProjectFilters) {
  const without = (...names: Array<keyof ProjectFilters>) => {
    const rest = { ...filters };
    for (const name of names) delete rest[name];
    return { ...projectWhere(rest), ...countedFrom(rest) };
  };
  const byCountry = without('country', 'county', 'constituency', 'ward');
  const byCategory = without('category');
  const byStatus = without('status');
  const [countries, categories, statuses] = await Promise.all([
    db.query<{ name: string; count: number }>(
      `SELECT country AS name, ${byCountry.count} AS count FROM ${byCountry.table} ${byCountry.sql} GROUP BY country ORDER BY country`,
      byCountry.params,
    ),
    db.query<{ value: string; count: number }>(
      `SELECT category AS value, ${byCategory.count} AS count FROM ${byCategory.table} ${byCategory.sql} GROUP BY category`,
      byCategory.params,
    ),
    db.query<{ status: string; count: number }>(`SELECT status, ${byStatus.count} AS count FROM ${byStatus.table} ${byStatus.sql} GROUP BY status`, byStatus.params),
  ]);
  const categoryCount = new Map(categories.map((row) => [row.value, row.count]));
  const statusCount = new Map(statuses.map((row) => [row.status, row.count]));
  return {
    countries,
    categories: SECTORS.map((sector) => ({ ...sector, count: categoryCount.get(sector.value) ?? 0 })),
    statuses: PROJECT_STATUSES.map((status) => ({ value: statusSlug(status), label: status, count: statusCount.get(status) ?? 0 })),
  };
}

/** Projects read per query while a download is sent. */
const DOWNLOAD_BATCH = 1_000;

/** Every project matching `filters` in `sort` order, up to `limit`, a keyset page at a time. */
async function* projectBatches(db: Database, filters: ProjectFilters, sort: ProjectSort, limit: number): AsyncGenerator<Project[]> {
  let after: Cursor | undefined;
  let sent = 0;
  while (sent < limit) {
    const page = await findProjectsPage(db, filters, { sort, pageSize: Math.min(DOWNLOAD_BATCH, limit - sent), ...(after ? { after } : {}) });
    if (!page.projects.length) return;
    yield page.projects;
    sent += page.projects.length;
    if (!page.next) return;
    after = page.next;
  }
}

/** Government projects: the paginated list behind every project page, one project, and the filter options. */
export async function projectRoutes(app: FastifyInstance): Promise<void> {
  const { db, readCache } = app;

  app.get<{ Querystring: ProjectQuery }>('/api/projects/', { schema: { querystring: projectQuerySchema } }, async (request, reply) => {
    const { sort = 'updated', page = 1, pageSize = DEFAULT_PAGE_SIZE, after, before, format, ...filters } = request.query;
    await checkFilters(db, filters);
    // The list's fingerprint (a hash) is worked out only when a cursor is read or made, not for an answer
    // the cache already holds.
    let listId: string | undefined;
    const list = () => (listId ??= projectListId(sort, filters));
    if (after !== undefined && before !== undefined) throw badRequest('Ask for the page after one row or before one, not both.', 'before');
    const cursor = after !== undefined ? { after: decodeCursor(after, list(), 'after') } : before !== undefined ? { before: decodeCursor(before, list(), 'before') } : {};
    const offset = after === undefined && before === undefined ? (page - 1) * pageSize : 0;
    if (offset > MAX_OFFSET_ROWS) throw badRequest(FAR_PAGE_MESSAGE, 'page');
    if (format) {
      const { count } = await countProjects(db, filters, MAX_DOWNLOAD_ROWS);
      return sendDownload(reply, {
        fileName: 'projects',
        format,
        key: 'projects',
        meta: {
          title: 'Government projects',
          sources: ['Projects: records loaded by the platform from CSV or OC4IDS-style files.', PLACES_SOURCE],
          filters: { ...request.query },
          note: SAMPLE_NOTE,
        },
        rows: { count, batches: projectBatches(db, filters, sort, count) },
        columns: PROJECT_COLUMNS,
      });
    }
    return readCache.send(request, reply, 'governance', async () => {
      const [found, counted] = await Promise.all([findProjectsPage(db, filters, { sort, pageSize, offset, ...cursor }), countProjects(db, filters, SEARCH_COUNT_LIMIT)]);
      const answer: ProjectPage = {
        projects: found.projects,
        total: counted.count,
        totalExact: counted.exact,
        page,
        pageSize,
        next: found.next && encodeCursor(list(), found.next),
        previous: found.previous && encodeCursor(list(), found.previous),
      };
      return answer;
    });
  });

  app.get<{ Querystring: ProjectFilters }>('/api/projects/options/', { schema: { querystring: optionsQuerySchema } }, async (request, reply) => {
    await checkFilters(db, request.query);
    return readCache.send(request, reply, 'governance', () => projectOptions(db, request.query));
  });

  app.get<{ Params: { id: string } }>('/api/projects/:id/', (request, reply) =>
    readCache.send(request, reply, 'governance', async () => {
      const project = await findProject(db, request.params.id);
      if (!project) throw notFound('There is no project with that id.');
      return { project };
    }),
  );
}
