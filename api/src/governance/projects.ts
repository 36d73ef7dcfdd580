import type { Queryable } from '../db/index.js';
import {
  PROJECT_STAGES,
  PROJECT_STATUSES,
  SECTORS,
  statusSlug,
  type Funding,
  type Participation,
  type Priority,
  type Project,
  type ProjectDocument,
  type ProjectSort,
  type ProjectStage,
  type ProjectStatus,
  type Sector,
} from './contracts.js';
import type { Cursor } from '../cursor.js';
import { containsPattern, governmentName, MIN_SUBSTRING_CHARACTERS, prefixTsQuery, searchCharacters } from './text.js';

export const SECTOR_LABELS: Record<Sector, string> = Object.fromEntries(SECTORS.map((sector) => [sector.value, sector.label])) as Record<Sector, string>;
export const STATUS_BY_SLUG: Record<string, ProjectStatus> = Object.fromEntries(PROJECT_STATUSES.map((status) => [statusSlug(status), status]));

/** The address that opens a project's detail; the browser page opens the modal from `?project=`. */
export function projectUrl(id: string): string {
  return `/projects/browser?project=${encodeURIComponent(id)}`;
}

export interface ProjectRow {
  id: string;
  title: string;
  description: string;
  category: Sector;
  status: ProjectStatus;
  priority: Priority;
  progress: number;
  country: string;
  county_code: string;
  county_name: string;
  constituency_code: string | null;
  constituency_name: string | null;
  ward_code: string | null;
  ward_name: string | null;
  allocated: number;
  disbursed: number;
  spent: number;
  currency: string;
  planned_start: string | null;
  planned_end: string | null;
  actual_start: string | null;
  actual_end: string | null;
  last_update: string;
  ministry: string | null;
  department: string | null;
  implementing_agency: string | null;
  lead_by: string | null;
  contractors: string[];
  beneficiaries: number | null;
  tags: string[];
  risks_count: number;
  risks_critical: number;
  tasks_completed: number;
  tasks_total: number;
  documents: ProjectDocument[];
  source_url: string | null;
  funding: Funding | null;
  participation: Participation | null;
  goals: string[];
  impact: string | null;
  is_sample: boolean;
}

/** Dates as text (drivers turn `date` into a local-time Date), amounts as float8 (drivers give numeric as text). */
const PROJECT_FIELDS = `p.id, p.title, p.description, p.category, p.status, p.priority, p.progress, p.country,
    p.county_code, c.name AS county_name, p.constituency_code, k.name AS constituency_name, p.ward_code, w.name AS ward_name,
    p.budget_allocated::float8 AS allocated, p.budget_disbursed::float8 AS disbursed, p.budget_spent::float8 AS spent, p.currency,
    p.planned_start::text AS planned_start, p.planned_end::text AS planned_end, p.actual_start::text AS actual_start,
    p.actual_end::text AS actual_end, p.last_update::text AS last_update,
    p.ministry, p.department, p.implementing_agency, p.lead_by, p.contractors, p.beneficiaries, p.tags,
    p.risks_count, p.risks_critical, p.tasks_completed, p.tasks_total, p.documents, p.source_url,
    p.funding, p.participation, p.goals, p.impact, p.is_sample`;
const PROJECT_FROM = `
  FROM projects p
  JOIN counties c ON c.code = p.county_code
  LEFT JOIN constituencies k ON k.code = p.constituency_code
  LEFT JOIN wards w ON w.code = p.ward_code`;
export const PROJECT_SELECT = `SELECT ${PROJECT_FIELDS} ${PROJECT_FROM}`;

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    categoryLabel: SECTOR_LABELS[row.category] ?? row.category,
    status: row.status,
    priority: row.priority,
    progress: row.progress,
    location: {
      country: row.country,
      county: row.county_name,
      countyCode: row.county_code,
      constituency: row.constituency_name,
      constituencyCode: row.constituency_code,
      ward: row.ward_name,
      wardCode: row.ward_code,
    },
    budget: { allocated: row.allocated, disbursed: row.disbursed, spent: row.spent, currency: row.currency },
    timeline: { plannedStart: row.planned_start, plannedEnd: row.planned_end, actualStart: row.actual_start, actualEnd: row.actual_end, lastUpdate: row.last_update },
    ministry: row.ministry && governmentName(row.ministry),
    department: row.department && governmentName(row.department),
    implementingAgency: row.implementing_agency && governmentName(row.implementing_agency),
    leadBy: row.lead_by,
    contractors: row.contractors,
    beneficiaries: row.beneficiaries,
    tags: row.tags,
    risks: { count: row.risks_count, critical: row.risks_critical },
    tasks: { completed: row.tasks_completed, total: row.tasks_total },
    documents: row.documents,
    sourceUrl: row.source_url,
    funding: row.funding,
    participation: row.participation,
    goals: row.goals,
    impact: row.impact,
    isSample: row.is_sample,
    url: projectUrl(row.id),
  };
}

export interface ProjectFilters {
  q?: string | undefined;
  status?: string | undefined;
  stage?: ProjectStage | undefined;
  category?: Sector | undefined;
  country?: string | undefined;
  county?: string | undefined;
  constituency?: string | undefined;
  ward?: string | undefined;
  sample?: boolean | undefined;
}

/** The WHERE clause for a set of filters, with its parameters numbered from `firstParam`. */
export function projectWhere(filters: ProjectFilters, firstParam = 1): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${firstParam + params.length - 1}`));
  };
  if (filters.q?.trim()) {
    // Three letters or more: anywhere in the text (a trigram index); fewer: at the start of a word (full text).
    if (searchCharacters(filters.q) >= MIN_SUBSTRING_CHARACTERS) add((p) => `p.search_text LIKE ${p}`, containsPattern(filters.q));
    else add((p) => `p.search_vector @@ to_tsquery('simple', ${p})`, prefixTsQuery(filters.q));
  }
  if (filters.status) add((p) => `p.status = ${p}`, STATUS_BY_SLUG[filters.status] ?? filters.status);
  if (filters.stage) add((p) => `p.status = ANY(${p}::text[])`, [...PROJECT_STAGES[filters.stage]]);
  if (filters.category) add((p) => `p.category = ${p}`, filters.category);
  if (filters.country?.trim()) add((p) => `lower(p.country) = lower(${p})`, filters.country.trim());
  if (filters.county) add((p) => `p.county_code = ${p}`, filters.county);
  if (filters.constituency) add((p) => `p.constituency_code = ${p}`, filters.constituency);
  if (filters.ward) add((p) => `p.ward_code = ${p}`, filters.ward);
  if (filters.sample !== undefined) add((p) => `p.is_sample = ${p}`, filters.sample);
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/**
 * Where projects matching `filters` are counted: the sums kept per country, county, sector, status and sample
 * (migration 019) when the filters name nothing finer, so counting all projects, or a county's, reads a few
 * thousand rows at most; else the projects themselves (a search, a constituency or a ward: an index narrows those).
 * Both have the columns `projectWhere` filters on, under the alias `p`.
 */
export function countedFrom(filters: ProjectFilters): { table: string; count: string } {
  const finer = Boolean(filters.q?.trim() || filters.constituency || filters.ward);
  return finer ? { table: 'projects p', count: 'count(*)::int' } : { table: 'project_sums p', count: 'coalesce(sum(p.projects), 0)::int' };
}

/**
 * Each order of the list as keyset paging reads it: the column (indexed with the id, migrations 004 and 018),
 * its direction, and the type its value has in a cursor, where it travels as text.
 */
const KEYSET: Record<ProjectSort, { column: string; type: string; descending: boolean }> = {
  updated: { column: 'p.last_update', type: 'date', descending: true },
  title: { column: 'p.title', type: 'text', descending: false },
  budget: { column: 'p.budget_allocated', type: 'numeric', descending: true },
  progress: { column: 'p.progress', type: 'integer', descending: true },
};

export interface ProjectKeysetPage {
  projects: Project[];
  /** Where the next page starts, and where the previous one ends; null when there is none. */
  next: Cursor | null;
  previous: Cursor | null;
}

/**
 * One page of the list in `sort` order: the first (optionally `offset` rows in, for a short way only), the
 * rows after the cursor `after`, or the rows before the cursor `before`. Every page is read from the order's
 * index starting at its cursor, so the thousandth page costs what the first does. One row more than the page
 * is read to know whether there is another page beyond it.
 */
export async function findProjectsPage(
  db: Queryable,
  filters: ProjectFilters,
  { sort, pageSize, after, before, offset = 0 }: { sort: ProjectSort; pageSize: number; after?: Cursor; before?: Cursor; offset?: number },
): Promise<ProjectKeysetPage> {
  const { column, type, descending } = KEYSET[sort];
  const where = projectWhere(filters);
  const conditions = where.sql ? [where.sql.replace(/^WHERE /, '')] : [];
  const params = [...where.params];
  const cursor = after ?? before;
  if (cursor) {
    params.push(cursor.key, cursor.id);
    const [key, id] = [`$${params.length - 1}::${type}`, `$${params.length}`];
    // Rows later in the list than the cursor's row, or earlier: the range on the column is what the index
    // reads; the id only settles rows with the cursor's own value.
    const later = after !== undefined;
    const beyond = later === descending ? '<' : '>';
    conditions.push(`${column} ${beyond}= ${key} AND (${column} ${beyond} ${key} OR p.id ${later ? '>' : '<'} ${id})`);
  }
  // Rows before a cursor are read backwards from it, then put back in the list's order.
  const backwards = before !== undefined;
  const direction = descending !== backwards ? 'DESC' : 'ASC';
  const order = `${column} ${direction}, p.id ${backwards ? 'DESC' : 'ASC'}`;
  params.push(pageSize + 1, cursor ? 0 : offset);
  const rows = await db.query<ProjectRow & { sort_key: string }>(
    `SELECT ${PROJECT_FIELDS}, ${column}::text AS sort_key ${PROJECT_FROM} ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
     ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const more = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  if (backwards) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  const keyOf = (row: ProjectRow & { sort_key: string }): Cursor => ({ key: row.sort_key, id: row.id });
  return {
    projects: page.map(toProject),
    next: last && (backwards || more) ? keyOf(last) : null,
    previous: first && (backwards ? more : after !== undefined || offset > 0) ? keyOf(first) : null,
  };
}

/**
 * How many projects match `filters`, counted no further than `upTo` when they search for words: a broad
 * search matches thousands, and counting them all would read every one. `exact` is false when there are more.
 */
export async function countProjects(db: Queryable, filters: ProjectFilters, upTo = Infinity): Promise<{ count: number; exact: boolean }> {
  const where = projectWhere(filters);
  const { table, count } = countedFrom(filters);
  if (!filters.q?.trim() || !Number.isFinite(upTo)) {
    const [row] = await db.query<{ total: number }>(`SELECT ${count} AS total FROM ${table} ${where.sql}`, where.params);
    return { count: row?.total ?? 0, exact: true };
  }
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM projects p ${where.sql} LIMIT ${Math.floor(upTo) + 1}) AS counted`,
    where.params,
  );
  const total = row?.total ?? 0;
  return { count: Math.min(total, upTo), exact: total <= upTo };
}

export async function findProject(db: Queryable, id: string): Promise<Project | null> {
  const [row] = await db.query<ProjectRow>(`${PROJECT_SELECT} WHERE p.id = $1`, [id]);
  return row ? toProject(row) : null;
}
