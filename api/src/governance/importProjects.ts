import type { Database, Queryable } from '../db/index.js';
import { CsvError, parseCsv } from './csv.js';
import { loadPlaces } from './places.js';
import { checkProject, fieldFor, fromOc4ids, looksLikeOc4ids, toRawProject, type ProjectRecord, type RawProject } from './projectInput.js';

export type ImportFormat = 'csv' | 'json';

/** A file the importer cannot read at all; nothing from it is imported. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

export interface RefusedRow {
  /** 1-based position of the record in the file (the header of a CSV is not counted). */
  row: number;
  /** The file line a CSV record starts on. */
  line?: number;
  id: string | null;
  errors: string[];
}

export interface ImportReport {
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: RefusedRow[];
  /** Things worth knowing that refused nothing, such as columns the importer does not use. */
  warnings: string[];
  removedSamples: number;
}

interface SourceRecord {
  row: number;
  line?: number;
  raw: RawProject;
  /** A problem found before the fields were read (a CSV row of the wrong width). */
  problem?: string;
}

/** Keys of the API's own Project shape that are worked out by the server, so an exported file re-imports quietly. */
const OUTPUT_ONLY = new Set(['categoryLabel', 'url']);

function readCsv(text: string, warnings: string[]): SourceRecord[] {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    throw new ImportFileError(error instanceof CsvError ? `The CSV file cannot be read. ${error.message}` : 'The CSV file cannot be read.');
  }
  const [header, ...rows] = records;
  if (!header) throw new ImportFileError('The CSV file is empty: it needs a header row naming the columns.');
  const names = header.fields.map((name) => name.trim());
  const unused = names.filter((name) => !fieldFor(name));
  if (unused.length) warnings.push(`These columns are not used: ${unused.join(', ')}.`);
  return rows.map((record, index) => {
    const entry: SourceRecord = { row: index + 1, line: record.line, raw: {} };
    if (record.fields.length !== names.length) {
      entry.problem = `the row has ${record.fields.length} fields but the header has ${names.length}`;
      return entry;
    }
    const object = Object.fromEntries(names.map((name, i) => [name, record.fields[i]]));
    entry.raw = toRawProject(object).raw;
    return entry;
  });
}

function readJson(text: string, warnings: string[]): SourceRecord[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (error) {
    throw new ImportFileError(`The JSON file cannot be read: ${(error as Error).message}`);
  }
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === 'object' && Array.isArray((parsed as { projects?: unknown }).projects)
      ? (parsed as { projects: unknown[] }).projects
      : null;
  if (!list) throw new ImportFileError('The JSON file must be a list of projects, or an object with a "projects" list (as in an OC4IDS project package).');
  const unused = new Set<string>();
  const records = list.map((item, index): SourceRecord => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return { row: index + 1, raw: {}, problem: 'the entry is not an object' };
    const object = item as Record<string, unknown>;
    const { raw, unknown } = toRawProject(looksLikeOc4ids(object) ? fromOc4ids(object) : object);
    for (const name of unknown) if (!OUTPUT_ONLY.has(name)) unused.add(name);
    return { row: index + 1, raw };
  });
  if (unused.size) warnings.push(`These fields are not used: ${[...unused].join(', ')}.`);
  return records;
}

const UPSERT = `
  INSERT INTO projects (id, title, description, category, status, priority, progress, country, county_code, constituency_code, ward_code,
    budget_allocated, budget_disbursed, budget_spent, currency, planned_start, planned_end, actual_start, actual_end, last_update,
    ministry, department, implementing_agency, lead_by, contractors, beneficiaries, tags, risks_count, risks_critical,
    tasks_completed, tasks_total, documents, source_url, funding, participation, goals, impact, is_sample, imported_at)
  VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25::jsonb,$26,$27::jsonb,$28,$29,
    $30,$31,$32::jsonb,$33,$34::jsonb,$35::jsonb,$36::jsonb,$37,$38, now())
  ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, category = EXCLUDED.category,
    status = EXCLUDED.status, priority = EXCLUDED.priority, progress = EXCLUDED.progress, country = EXCLUDED.country,
    county_code = EXCLUDED.county_code, constituency_code = EXCLUDED.constituency_code, ward_code = EXCLUDED.ward_code,
    budget_allocated = EXCLUDED.budget_allocated, budget_disbursed = EXCLUDED.budget_disbursed, budget_spent = EXCLUDED.budget_spent,
    currency = EXCLUDED.currency, planned_start = EXCLUDED.planned_start, planned_end = EXCLUDED.planned_end,
    actual_start = EXCLUDED.actual_start, actual_end = EXCLUDED.actual_end, last_update = EXCLUDED.last_update,
    ministry = EXCLUDED.ministry, department = EXCLUDED.department, implementing_agency = EXCLUDED.implementing_agency,
    lead_by = EXCLUDED.lead_by, contractors = EXCLUDED.contractors, beneficiaries = EXCLUDED.beneficiaries, tags = EXCLUDED.tags,
    risks_count = EXCLUDED.risks_count, risks_critical = EXCLUDED.risks_critical, tasks_completed = EXCLUDED.tasks_completed,
    tasks_total = EXCLUDED.tasks_total, documents = EXCLUDED.documents, source_url = EXCLUDED.source_url, funding = EXCLUDED.funding,
    participation = EXCLUDED.participation, goals = EXCLUDED.goals, impact = EXCLUDED.impact, is_sample = EXCLUDED.is_sample,
    imported_at = EXCLUDED.imported_at
  WHERE (projects.title, projects.description, projects.category, projects.status, projects.priority, projects.progress, projects.country,
    projects.county_code, projects.constituency_code, projects.ward_code, projects.budget_allocated, projects.budget_disbursed,
    projects.budget_spent, projects.currency, projects.planned_start, projects.planned_end, projects.actual_start, projects.actual_end,
    projects.last_update, projects.ministry, projects.department, projects.implementing_agency, projects.lead_by, projects.contractors,
    projects.beneficiaries, projects.tags, projects.risks_count, projects.risks_critical, projects.tasks_completed, projects.tasks_total,
    projects.documents, projects.source_url, projects.funding, projects.participation, projects.goals, projects.impact, projects.is_sample)
  IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.description, EXCLUDED.category, EXCLUDED.status, EXCLUDED.priority, EXCLUDED.progress,
    EXCLUDED.country, EXCLUDED.county_code, EXCLUDED.constituency_code, EXCLUDED.ward_code, EXCLUDED.budget_allocated,
    EXCLUDED.budget_disbursed, EXCLUDED.budget_spent, EXCLUDED.currency, EXCLUDED.planned_start, EXCLUDED.planned_end,
    EXCLUDED.actual_start, EXCLUDED.actual_end, EXCLUDED.last_update, EXCLUDED.ministry, EXCLUDED.department,
    EXCLUDED.implementing_agency, EXCLUDED.lead_by, EXCLUDED.contractors, EXCLUDED.beneficiaries, EXCLUDED.tags, EXCLUDED.risks_count,
    EXCLUDED.risks_critical, EXCLUDED.tasks_completed, EXCLUDED.tasks_total, EXCLUDED.documents, EXCLUDED.source_url, EXCLUDED.funding,
    EXCLUDED.participation, EXCLUDED.goals, EXCLUDED.impact, EXCLUDED.is_sample)
  RETURNING (xmax = 0) AS created`;

/**
 * Writes one checked project in one statement, so a row is either wholly written or not at all. Answers
 * 'unchanged' when the stored project already says the same, so a repeated import reports no changes.
 */
export async function upsertProject(tx: Queryable, p: ProjectRecord): Promise<'created' | 'updated' | 'unchanged'> {
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  const [row] = await tx.query<{ created: boolean }>(UPSERT, [
    p.id,
    p.title,
    p.description,
    p.category,
    p.status,
    p.priority,
    p.progress,
    p.country,
    p.countyCode,
    p.constituencyCode,
    p.wardCode,
    p.allocated,
    p.disbursed,
    p.spent,
    p.currency,
    p.plannedStart,
    p.plannedEnd,
    p.actualStart,
    p.actualEnd,
    p.lastUpdate,
    p.ministry,
    p.department,
    p.implementingAgency,
    p.leadBy,
    json(p.contractors),
    p.beneficiaries,
    json(p.tags),
    p.risksCount,
    p.risksCritical,
    p.tasksCompleted,
    p.tasksTotal,
    json(p.documents),
    p.sourceUrl,
    json(p.funding),
    json(p.participation),
    json(p.goals),
    p.impact,
    p.isSample,
  ]);
  return row ? (row.created ? 'created' : 'updated') : 'unchanged';
}

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Checks every record of a file and reports each refusal; nothing refused reaches the database. */
export async function checkRecords(tx: Queryable, records: SourceRecord[], today: string): Promise<{ accepted: ProjectRecord[]; refused: RefusedRow[] }> {
  const places = await loadPlaces(tx);
  const accepted: ProjectRecord[] = [];
  const refused: RefusedRow[] = [];
  const firstRowOfId = new Map<string, number>();
  for (const record of records) {
    const where = { row: record.row, ...(record.line ? { line: record.line } : {}) };
    if (record.problem) {
      refused.push({ ...where, id: null, errors: [record.problem] });
      continue;
    }
    const result = checkProject(record.raw, places, today);
    if (!result.ok) {
      refused.push({ ...where, id: result.id, errors: result.errors });
      continue;
    }
    const earlier = firstRowOfId.get(result.project.id);
    if (earlier !== undefined) {
      refused.push({ ...where, id: result.project.id, errors: [`id ${result.project.id} was already given on row ${earlier}; a file may hold each project once`] });
      continue;
    }
    firstRowOfId.set(result.project.id, record.row);
    accepted.push(result.project);
  }
  return { accepted, refused };
}

export function readRecords(text: string, format: ImportFormat, warnings: string[]): SourceRecord[] {
  return format === 'csv' ? readCsv(text, warnings) : readJson(text, warnings);
}

/**
 * Imports projects from the text of a CSV or JSON file. Each record is checked whole; refused records are
 * reported with every reason and written nowhere. Accepted records are written in one transaction, matched
 * by id, so importing the same file again changes nothing. With `replaceSamples`, the shipped sample
 * projects are removed in the same transaction (the organisation's own data takes their place).
 */
export async function importProjects(
  db: Database,
  text: string,
  format: ImportFormat,
  { replaceSamples = false, dryRun = false, today = todayIso() }: { replaceSamples?: boolean; dryRun?: boolean; today?: string } = {},
): Promise<ImportReport> {
  const warnings: string[] = [];
  const records = readRecords(text, format, warnings);
  return db.transaction(async (tx) => {
    const { accepted, refused } = await checkRecords(tx, records, today);
    const report: ImportReport = { total: records.length, created: 0, updated: 0, unchanged: 0, refused, warnings, removedSamples: 0 };
    if (dryRun) return report;
    if (replaceSamples) {
      const removed = await tx.query<{ id: string }>('DELETE FROM projects WHERE is_sample AND NOT (id = ANY($1::text[])) RETURNING id', [accepted.map((p) => p.id)]);
      report.removedSamples = removed.length;
    }
    for (const project of accepted) report[await upsertProject(tx, project)] += 1;
    return report;
  });
}
