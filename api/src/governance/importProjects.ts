import type { Database, Queryable } from '../db/index.js';
import { CsvError, parseCsv } from './csv.js';
import { loadPlaces } from './places.js';
import { checkProject, fieldFor, fromOc4ids, looksLikeOc4ids, toRawProject, type ProjectRecord, type RawProject } from './projectInput.js';
import type { ImportFormat, ImportReport, RefusedRow } from '@civic/shared/contracts';

export type { ImportFormat, ImportReport, RefusedRow };

/** A file the importer cannot read at all; nothing from it is imported. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
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

/** Each column an import writes, its type, and where its value comes from in a checked record. */
const WRITTEN: Array<[column: string, type: string, value: (p: ProjectRecord) => unknown]> = [
  ['id', 'text', (p) => p.id],
  ['title', 'text', (p) => p.title],
  ['description', 'text', (p) => p.description],
  ['category', 'text', (p) => p.category],
  ['status', 'text', (p) => p.status],
  ['priority', 'text', (p) => p.priority],
  ['progress', 'integer', (p) => p.progress],
  ['country', 'text', (p) => p.country],
  ['county_code', 'text', (p) => p.countyCode],
  ['constituency_code', 'text', (p) => p.constituencyCode],
  ['ward_code', 'text', (p) => p.wardCode],
  ['budget_allocated', 'numeric', (p) => p.allocated],
  ['budget_disbursed', 'numeric', (p) => p.disbursed],
  ['budget_spent', 'numeric', (p) => p.spent],
  ['currency', 'text', (p) => p.currency],
  ['planned_start', 'date', (p) => p.plannedStart],
  ['planned_end', 'date', (p) => p.plannedEnd],
  ['actual_start', 'date', (p) => p.actualStart],
  ['actual_end', 'date', (p) => p.actualEnd],
  ['last_update', 'date', (p) => p.lastUpdate],
  ['ministry', 'text', (p) => p.ministry],
  ['department', 'text', (p) => p.department],
  ['implementing_agency', 'text', (p) => p.implementingAgency],
  ['lead_by', 'text', (p) => p.leadBy],
  ['contractors', 'jsonb', (p) => p.contractors],
  ['beneficiaries', 'integer', (p) => p.beneficiaries],
  ['tags', 'jsonb', (p) => p.tags],
  ['risks_count', 'integer', (p) => p.risksCount],
  ['risks_critical', 'integer', (p) => p.risksCritical],
  ['tasks_completed', 'integer', (p) => p.tasksCompleted],
  ['tasks_total', 'integer', (p) => p.tasksTotal],
  ['documents', 'jsonb', (p) => p.documents],
  ['source_url', 'text', (p) => p.sourceUrl],
  ['funding', 'jsonb', (p) => p.funding],
  ['participation', 'jsonb', (p) => p.participation],
  ['goals', 'jsonb', (p) => p.goals],
  ['impact', 'text', (p) => p.impact],
  ['is_sample', 'boolean', (p) => p.isSample],
];

const columns = WRITTEN.map(([column]) => column);
const changeable = columns.filter((column) => column !== 'id');

/**
 * Writes a batch of checked projects in one statement (the batch arrives as one JSON parameter and is read
 * back into rows by jsonb_to_recordset), matched by id. A project whose stored values are all the same is
 * left alone, so a repeated import changes nothing; the statement's triggers (data version, project sums)
 * run once for the batch, not once per project.
 */
const UPSERT = `
  INSERT INTO projects (${columns.join(', ')}, imported_at)
  SELECT ${columns.join(', ')}, now() FROM jsonb_to_recordset($1::jsonb) AS r(${WRITTEN.map(([column, type]) => `${column} ${type}`).join(', ')})
  ON CONFLICT (id) DO UPDATE SET ${changeable.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}, imported_at = EXCLUDED.imported_at
  WHERE (${changeable.map((column) => `projects.${column}`).join(', ')}) IS DISTINCT FROM (${changeable.map((column) => `EXCLUDED.${column}`).join(', ')})
  RETURNING (xmax = 0) AS created`;

/** Projects written per statement by an import: big enough that per-statement work is spread thin, small enough to keep memory flat. */
export const IMPORT_BATCH = 500;

export interface WriteCounts {
  created: number;
  updated: number;
  unchanged: number;
}

export async function upsertProjects(tx: Queryable, projects: ProjectRecord[]): Promise<WriteCounts> {
  if (!projects.length) return { created: 0, updated: 0, unchanged: 0 };
  const rows = projects.map((p) => Object.fromEntries(WRITTEN.map(([column, , value]) => [column, value(p)])));
  const written = await tx.query<{ created: boolean }>(UPSERT, [JSON.stringify(rows)]);
  const created = written.filter((row) => row.created).length;
  return { created, updated: written.length - created, unchanged: projects.length - written.length };
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
/** Changed rows after which an import refreshes the planner's statistics of the projects. */
const ANALYZE_AFTER_ROWS = 1_000;

export async function importProjects(
  db: Database,
  text: string,
  format: ImportFormat,
  {
    replaceSamples = false,
    dryRun = false,
    today = todayIso(),
    alongside,
  }: {
    replaceSamples?: boolean;
    dryRun?: boolean;
    today?: string;
    /** More writes in the import's transaction once its projects are written (the staff audit's entry): both or neither. */
    alongside?: (tx: Queryable, report: ImportReport) => Promise<void>;
  } = {},
): Promise<ImportReport> {
  const warnings: string[] = [];
  const records = readRecords(text, format, warnings);
  const done = await db.transaction(async (tx) => {
    const { accepted, refused } = await checkRecords(tx, records, today);
    const report: ImportReport = { total: records.length, created: 0, updated: 0, unchanged: 0, refused, warnings, removedSamples: 0 };
    if (dryRun) return report;
    if (replaceSamples) {
      const removed = await tx.query<{ id: string }>('DELETE FROM projects WHERE is_sample AND NOT (id = ANY($1::text[])) RETURNING id', [accepted.map((p) => p.id)]);
      report.removedSamples = removed.length;
    }
    for (let from = 0; from < accepted.length; from += IMPORT_BATCH) {
      const counts = await upsertProjects(tx, accepted.slice(from, from + IMPORT_BATCH));
      report.created += counts.created;
      report.updated += counts.updated;
      report.unchanged += counts.unchanged;
    }
    await alongside?.(tx, report);
    return report;
  });
  // Fresh planner statistics once many projects changed, so filters and searches keep choosing their indexes
  // (the embedded database has no autovacuum to do it).
  if (done.created + done.updated + done.removedSamples >= ANALYZE_AFTER_ROWS) await db.query('ANALYZE projects');
  return done;
}
