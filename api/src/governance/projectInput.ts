import { PRIORITIES, PROJECT_STATUSES, SECTORS, type Funding, type Participation, type Priority, type ProjectDocument, type ProjectStatus, type Sector } from './contracts.js';
import { unguardCell } from './csv.js';
import type { Places } from './places.js';
import { placeKey, governmentName } from './text.js';

/**
 * Turning one record of an import file into a project row, or into the reasons it cannot be one.
 *
 * A record arrives in one of three spellings, all reduced to the same flat fields first:
 * - a CSV row, with the columns of the CSV download (snake_case or camelCase headers);
 * - a JSON object in the API's own Project shape (nested location, budget, timeline, risks, tasks, funding);
 * - an OC4IDS-style project (see `fromOc4ids`).
 * Then every field is checked; a record with any problem is refused whole.
 */

/** A public body's name as English writes it (see governmentName), or none. */
const bodyName = (name: string | null) => (name === null ? null : governmentName(name));

/** A checked project, ready to be written. */
export interface ProjectRecord {
  id: string;
  title: string;
  description: string;
  category: Sector;
  status: ProjectStatus;
  priority: Priority;
  progress: number;
  country: string;
  countyCode: string;
  constituencyCode: string | null;
  wardCode: string | null;
  allocated: number;
  disbursed: number;
  spent: number;
  currency: string;
  plannedStart: string | null;
  plannedEnd: string | null;
  actualStart: string | null;
  actualEnd: string | null;
  lastUpdate: string;
  ministry: string | null;
  department: string | null;
  implementingAgency: string | null;
  leadBy: string | null;
  contractors: string[];
  beneficiaries: number | null;
  tags: string[];
  risksCount: number;
  risksCritical: number;
  tasksCompleted: number;
  tasksTotal: number;
  documents: ProjectDocument[];
  sourceUrl: string | null;
  funding: Funding | null;
  participation: Participation | null;
  goals: string[];
  impact: string | null;
  isSample: boolean;
}

/** The canonical field names (those of the CSV download) and the other spellings each is known by. */
export const PROJECT_FIELDS = {
  id: ['projectid'],
  title: ['name', 'projecttitle'],
  description: [],
  category: ['sector'],
  status: [],
  priority: [],
  progress: ['progresspercent'],
  country: ['locationcountry'],
  county: ['locationcounty', 'countycode', 'locationcountycode'],
  constituency: ['locationconstituency', 'constituencycode', 'locationconstituencycode'],
  ward: ['locationward', 'wardcode', 'locationwardcode'],
  budget_allocated: ['allocated'],
  budget_disbursed: ['disbursed'],
  budget_spent: ['spent'],
  currency: ['budgetcurrency'],
  planned_start: ['timelineplannedstart'],
  planned_end: ['timelineplannedend'],
  actual_start: ['timelineactualstart'],
  actual_end: ['timelineactualend', 'completiondate'],
  last_update: ['timelinelastupdate', 'lastupdated', 'updated'],
  ministry: [],
  department: [],
  implementing_agency: [],
  lead_by: [],
  contractors: [],
  beneficiaries: [],
  tags: [],
  risks_count: [],
  risks_critical: [],
  tasks_completed: [],
  tasks_total: [],
  documents: [],
  source_url: [],
  funding_government: ['fundinggovernmentgrants', 'governmentgrants'],
  funding_ngo: ['fundingngofunding', 'ngofunding'],
  funding_ppp: ['fundingpppfunding', 'pppfunding'],
  funding_details: [],
  participation: [],
  goals: [],
  impact: [],
  is_sample: ['sample'],
} as const satisfies Record<string, readonly string[]>;
export type ProjectField = keyof typeof PROJECT_FIELDS;

const FIELD_BY_KEY = new Map<string, ProjectField>();
for (const [field, aliases] of Object.entries(PROJECT_FIELDS) as Array<[ProjectField, readonly string[]]>) {
  for (const name of [field, ...aliases]) FIELD_BY_KEY.set(placeKey(name), field);
}

/** Which canonical field a column or key means, or null for one the importer does not use. */
export function fieldFor(name: string): ProjectField | null {
  return FIELD_BY_KEY.get(placeKey(name)) ?? null;
}

export type RawProject = Partial<Record<ProjectField, unknown>>;

/** Objects nested in the API's Project shape are flattened (location.county → locationcounty); lists are kept. */
function flatten(value: Record<string, unknown>, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, inner] of Object.entries(value)) {
    // null is "not given" (the API writes funding: null when a project has none).
    if (inner === null || inner === undefined) continue;
    const name = prefix + key;
    const keepWhole = key === 'participation' || key === 'details';
    if (inner && typeof inner === 'object' && !Array.isArray(inner) && !keepWhole) flatten(inner as Record<string, unknown>, name, into);
    else into[key === 'details' && prefix === 'funding' ? 'fundingdetails' : name] = inner;
  }
  return into;
}

/** Columns or keys of a record mapped to canonical fields; `unknown` lists the ones not used. */
export function toRawProject(record: Record<string, unknown>): { raw: RawProject; unknown: string[] } {
  const raw: RawProject = {};
  const unknown: string[] = [];
  for (const [name, value] of Object.entries(flatten(record))) {
    const field = fieldFor(name);
    if (field) raw[field] = value;
    else unknown.push(name);
  }
  return { raw, unknown };
}

/** OC4IDS project: recognised by its own field names. */
export function looksLikeOc4ids(record: Record<string, unknown>): boolean {
  return ['period', 'locations', 'parties', 'publicAuthority', 'completion'].some((key) => key in record) || (isObject(record.budget) && 'amount' in record.budget);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}
function objectAt(value: unknown, ...path: string[]): Record<string, unknown> | undefined {
  let current: unknown = value;
  for (const key of path) current = isObject(current) ? current[key] : undefined;
  return isObject(current) ? current : undefined;
}

const OC4IDS_SECTORS: Array<[prefix: string, sector: Sector]> = [
  ['water', 'water'],
  ['transport', 'roads'],
  ['health', 'health'],
  ['education', 'education'],
  ['energy', 'energy'],
  ['communications', 'ict'],
  ['socialhousing', 'housing'],
  ['environment', 'environment'],
  ['agriculture', 'agriculture'],
  ['economy', 'trade'],
];
const OC4IDS_STATUSES: Record<string, ProjectStatus> = {
  identification: 'Planned',
  preparation: 'Planned',
  implementation: 'On Track',
  completion: 'Completed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * An OC4IDS-style project (Open Contracting for Infrastructure Data Standard) in the platform's fields:
 * sector[] → category; status (identification … cancelled) → status; budget.amount → allocated and currency;
 * period → planned start and end; completion.endDate → actual end, completion.finalValue → spent; updated →
 * last update; locations[0].address: countryName → country, region → county, locality → ward; parties by
 * role: publicAuthority → implementing agency, administrativeEntity → department, supplier → contractors;
 * documents[].documentType → type. OC4IDS has no progress, disbursement, ward-level status or lead, so a
 * record may carry an `uwazi` object with any of the platform's own fields; those win.
 */
export function fromOc4ids(record: Record<string, unknown>): Record<string, unknown> {
  const sectors = Array.isArray(record.sector) ? record.sector.map(String) : typeof record.sector === 'string' ? [record.sector] : [];
  const sector = sectors.map((code) => OC4IDS_SECTORS.find(([prefix]) => placeKey(code).startsWith(prefix))?.[1]).find(Boolean) ?? sectors[0];
  const status = typeof record.status === 'string' ? (OC4IDS_STATUSES[record.status] ?? record.status) : undefined;
  const amount = objectAt(record, 'budget', 'amount');
  const period = objectAt(record, 'period');
  const completion = objectAt(record, 'completion');
  const firstLocation = Array.isArray(record.locations) ? record.locations[0] : undefined;
  const address = objectAt(firstLocation, 'address');
  const parties = Array.isArray(record.parties) ? record.parties.filter(isObject) : [];
  const withRole = (role: string) => parties.filter((party) => Array.isArray(party.roles) && party.roles.includes(role)).map((party) => String(party.name ?? ''));
  const documents = Array.isArray(record.documents)
    ? record.documents.filter(isObject).map((document) => ({ title: document.title, url: document.url, type: document.documentType ?? document.type }))
    : undefined;
  const publicAuthority = objectAt(record, 'publicAuthority')?.name ?? withRole('publicAuthority')[0];
  const mapped: Record<string, unknown> = {
    id: record.id,
    title: record.title,
    description: record.description,
    category: sector,
    status,
    budget_allocated: amount?.amount,
    currency: amount?.currency,
    planned_start: period?.startDate,
    planned_end: period?.endDate,
    actual_end: completion?.endDate,
    budget_spent: objectAt(completion, 'finalValue')?.amount,
    last_update: record.updated,
    country: address?.countryName,
    county: address?.region,
    ward: address?.locality,
    implementing_agency: publicAuthority,
    department: withRole('administrativeEntity')[0],
    contractors: withRole('supplier'),
    documents,
  };
  if (status === 'Completed') mapped.progress = 100;
  if (status === 'Planned') mapped.progress = 0;
  const extension = objectAt(record, 'uwazi');
  return { ...Object.fromEntries(Object.entries(mapped).filter(([, value]) => value !== undefined)), ...(extension ?? {}) };
}

export type CheckResult = { ok: true; project: ProjectRecord } | { ok: false; id: string | null; errors: string[] };

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;
const STATUS_BY_KEY = new Map(PROJECT_STATUSES.map((status) => [placeKey(status), status]));
const SECTOR_BY_KEY = new Map<string, Sector>([
  ...SECTORS.flatMap((sector): Array<[string, Sector]> => [
    [placeKey(sector.value), sector.value],
    [placeKey(sector.label), sector.value],
  ]),
  ['healthcare', 'health'],
  ['technology', 'ict'],
  ['transport', 'roads'],
  ['sanitation', 'water'],
  ['housing', 'housing'],
  ['markets', 'trade'],
]);
const PRIORITY_BY_KEY = new Map(PRIORITIES.map((priority) => [placeKey(priority), priority]));

/** Reads the fields of one raw record, collecting every problem rather than stopping at the first. */
class FieldReader {
  readonly errors: string[] = [];
  constructor(private readonly raw: RawProject) {}

  private present(field: ProjectField): unknown {
    const value = this.raw[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') {
      const text = unguardCell(value.trim());
      return text === '' ? undefined : text;
    }
    return value;
  }

  fail(message: string): undefined {
    this.errors.push(message);
    return undefined;
  }

  text(field: ProjectField, { required = false, max = 300 } = {}): string | null {
    const value = this.present(field);
    if (value === undefined) return required ? (this.fail(`${field} is required`) ?? null) : null;
    if (typeof value !== 'string' && typeof value !== 'number') return this.fail(`${field} must be text`) ?? null;
    const text = String(value).replace(/\r\n?/g, '\n');
    if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text)) return this.fail(`${field} contains control characters`) ?? null;
    if (text.length > max) return this.fail(`${field} is longer than ${max} characters`) ?? null;
    return text;
  }

  number(field: ProjectField, { required = false, integer = false, min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number | null {
    const value = this.present(field);
    if (value === undefined) return required ? (this.fail(`${field} is required`) ?? null) : null;
    // Figures pasted from reports carry thousands separators and per-cent signs.
    const parsed = typeof value === 'number' ? value : typeof value === 'string' && /^-?[\d,\s]*\.?\d+\s*%?$/.test(value) ? Number(value.replace(/[,\s%]/g, '')) : NaN;
    if (!Number.isFinite(parsed)) return this.fail(`${field} must be a number, not "${String(value)}"`) ?? null;
    if (integer && !Number.isInteger(parsed)) return this.fail(`${field} must be a whole number`) ?? null;
    // A figure with no upper bound of its own (an amount of money) is not told of the largest number a computer keeps.
    if (parsed < min && max === Number.MAX_SAFE_INTEGER) return this.fail(`${field} must be ${min} or more`) ?? null;
    if (parsed < min || parsed > max) return this.fail(`${field} must be between ${min} and ${max}`) ?? null;
    return parsed;
  }

  date(field: ProjectField, { required = false } = {}): string | null {
    const value = this.present(field);
    if (value === undefined) return required ? (this.fail(`${field} is required`) ?? null) : null;
    const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value) : null;
    if (!match) return this.fail(`${field} must be a date written YYYY-MM-DD, not "${String(value)}"`) ?? null;
    const [, y, m, d] = match;
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return this.fail(`${field} is not a real date: ${match[0]}`) ?? null;
    return `${y}-${m}-${d}`;
  }

  /** A list: a JSON array, a JSON array written in a CSV cell, or a CSV cell of items separated by semicolons. */
  list(field: ProjectField, { maxItems = 50, maxLength = 200 } = {}): string[] {
    const value = this.present(field);
    if (value === undefined) return [];
    let items: unknown[];
    if (Array.isArray(value)) items = value;
    else if (typeof value === 'string' && value.startsWith('[')) {
      const parsed = this.json(field, value);
      if (!Array.isArray(parsed)) return this.fail(`${field} must be a list`) ?? [];
      items = parsed;
    } else if (typeof value === 'string') items = value.split(';');
    else return this.fail(`${field} must be a list`) ?? [];
    const texts = items.map((item) => (typeof item === 'string' || typeof item === 'number' ? String(item).trim() : null));
    if (texts.some((item) => item === null)) return this.fail(`${field} must be a list of texts`) ?? [];
    const clean = (texts as string[]).filter(Boolean);
    if (clean.length > maxItems) return this.fail(`${field} has more than ${maxItems} items`) ?? [];
    if (clean.some((item) => item.length > maxLength)) return this.fail(`${field} has an item longer than ${maxLength} characters`) ?? [];
    return clean;
  }

  json(field: ProjectField, text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      return this.fail(`${field} is not valid JSON`);
    }
  }

  /** A structured value: an object or list in JSON files, JSON text in a CSV cell. */
  structured(field: ProjectField): unknown {
    const value = this.present(field);
    return typeof value === 'string' ? this.json(field, value) : value;
  }

  boolean(field: ProjectField): boolean | null {
    const value = this.present(field);
    if (value === undefined) return null;
    if (typeof value === 'boolean') return value;
    const key = String(value).toLowerCase();
    if (['true', 'yes', '1'].includes(key)) return true;
    if (['false', 'no', '0'].includes(key)) return false;
    return this.fail(`${field} must be true or false`) ?? null;
  }
}

function isWebAddress(value: string, { allowSitePath }: { allowSitePath: boolean }): boolean {
  if (allowSitePath && /^\/(?!\/)/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function checkDocuments(read: FieldReader): ProjectDocument[] {
  const value = read.structured('documents');
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return read.fail('documents must be a list of {title, url, type}') ?? [];
  const documents: ProjectDocument[] = [];
  value.forEach((item: unknown, index) => {
    const document = isObject(item) ? item : {};
    const title = typeof document.title === 'string' ? document.title.trim() : '';
    const url = typeof document.url === 'string' ? document.url.trim() : '';
    const type = typeof document.type === 'string' && document.type.trim() ? document.type.trim() : 'Document';
    if (!title || title.length > 200) read.fail(`documents[${index + 1}] needs a title of at most 200 characters`);
    else if (!isWebAddress(url, { allowSitePath: true })) read.fail(`documents[${index + 1}] needs a web address (https://…) or a path on this site`);
    else documents.push({ title, url, type: type.slice(0, 60) });
  });
  return documents;
}

function amountOf(value: unknown): number | null {
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[,\s]/g, '')) : NaN;
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

function checkFunding(read: FieldReader): Funding | null {
  const government = read.number('funding_government');
  const ngo = read.number('funding_ngo');
  const ppp = read.number('funding_ppp');
  const detailsValue = read.structured('funding_details');
  const details: Funding['details'] = [];
  if (detailsValue !== undefined && detailsValue !== null) {
    if (!Array.isArray(detailsValue)) read.fail('funding_details must be a list of {source, purpose, amount}');
    else
      detailsValue.forEach((item: unknown, index) => {
        const detail = isObject(item) ? item : {};
        const amount = amountOf(detail.amount);
        if (typeof detail.source !== 'string' || !detail.source.trim() || typeof detail.purpose !== 'string' || amount === null)
          read.fail(`funding_details[${index + 1}] needs a source, a purpose and an amount of 0 or more`);
        else details.push({ source: detail.source.trim().slice(0, 200), purpose: detail.purpose.trim().slice(0, 300), amount });
      });
  }
  if (government === null && ngo === null && ppp === null && details.length === 0) return null;
  return { governmentGrants: government ?? 0, ngoFunding: ngo ?? 0, pppFunding: ppp ?? 0, details };
}

function checkParticipation(read: FieldReader): Participation | null {
  const value = read.structured('participation');
  if (value === undefined || value === null) return null;
  if (!isObject(value)) return read.fail('participation must be {upcomingSessions, pastFeedback}') ?? null;
  const participation: Participation = { upcomingSessions: [], pastFeedback: [] };
  const sessions = value.upcomingSessions ?? [];
  const feedback = value.pastFeedback ?? [];
  if (!Array.isArray(sessions) || !Array.isArray(feedback)) return read.fail('participation.upcomingSessions and participation.pastFeedback must be lists') ?? null;
  sessions.forEach((item: unknown, index) => {
    const session = isObject(item) ? item : {};
    const { topic, date, location } = session;
    if (typeof topic !== 'string' || typeof location !== 'string' || typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date))
      read.fail(`participation.upcomingSessions[${index + 1}] needs a topic, a date (YYYY-MM-DD) and a location`);
    else participation.upcomingSessions.push({ topic: topic.trim(), date, location: location.trim() });
  });
  feedback.forEach((item: unknown, index) => {
    const entry = isObject(item) ? item : {};
    const { topic, summary, outcome } = entry;
    if (typeof topic !== 'string' || typeof summary !== 'string' || typeof outcome !== 'string')
      read.fail(`participation.pastFeedback[${index + 1}] needs a topic, a summary and an outcome`);
    else participation.pastFeedback.push({ topic: topic.trim(), summary: summary.trim(), outcome: outcome.trim() });
  });
  return participation;
}

/** Where the project is: county required; constituency and ward, when given, must lie inside it. */
function checkLocation(read: FieldReader, places: Places): { countyCode: string; constituencyCode: string | null; wardCode: string | null } | null {
  const countyText = read.text('county', { required: true, max: 80 });
  const constituencyText = read.text('constituency', { max: 80 });
  const wardText = read.text('ward', { max: 80 });
  if (!countyText) return null;
  const county = places.county(countyText);
  if (!county) return read.fail(`county "${countyText}" is not one of Kenya's 47 counties`) ?? null;
  let constituencyCode: string | null = null;
  if (constituencyText) {
    const constituency = places.constituency(county.code, constituencyText);
    if (!constituency) return read.fail(`constituency "${constituencyText}" is not in ${county.name} County`) ?? null;
    constituencyCode = constituency.code;
  }
  let wardCode: string | null = null;
  if (wardText) {
    const wards = places.wardsIn(constituencyCode ? { constituency: constituencyCode } : { county: county.code }, wardText);
    const where = constituencyCode ? `${places.constituencies.get(constituencyCode)?.name} constituency` : `${county.name} County`;
    if (wards.length === 0) return read.fail(`ward "${wardText}" is not in ${where}`) ?? null;
    if (wards.length > 1) return read.fail(`ward "${wardText}" is the name of more than one ward in ${where}; give the constituency too`) ?? null;
    wardCode = wards[0]!.code;
    constituencyCode = wards[0]!.constituencyCode;
  }
  return { countyCode: county.code, constituencyCode, wardCode };
}

/** Checks one record. `today` bounds the last update (a record cannot be updated in the future). */
export function checkProject(raw: RawProject, places: Places, today: string): CheckResult {
  const read = new FieldReader(raw);
  const id = read.text('id', { required: true, max: 100 });
  if (id && !ID_PATTERN.test(id)) read.fail('id may use letters, digits and . _ : - only, starting with a letter or digit');
  const title = read.text('title', { required: true, max: 200 });
  const description = read.text('description', { required: true, max: 5000 });

  const categoryText = read.text('category', { required: true, max: 60 });
  const category = categoryText ? SECTOR_BY_KEY.get(placeKey(categoryText)) : undefined;
  if (categoryText && !category) read.fail(`category "${categoryText}" is not one of: ${SECTORS.map((sector) => sector.value).join(', ')}`);

  const statusText = read.text('status', { required: true, max: 40 });
  const status = statusText ? STATUS_BY_KEY.get(placeKey(statusText)) : undefined;
  if (statusText && !status) read.fail(`status "${statusText}" is not one of: ${PROJECT_STATUSES.join(', ')}`);

  const priorityText = read.text('priority', { max: 20 });
  const priority = priorityText ? PRIORITY_BY_KEY.get(placeKey(priorityText)) : 'Medium';
  if (!priority) read.fail(`priority "${priorityText}" is not one of: ${PRIORITIES.join(', ')}`);

  const progress = read.number('progress', { required: true, integer: true, max: 100 });
  if (status === 'Completed' && progress !== null && progress !== 100) read.fail('progress must be 100 for a completed project');

  const country = read.text('country', { max: 60 }) ?? 'Kenya';
  if (placeKey(country) !== 'kenya') read.fail(`country "${country}" cannot be imported yet: the platform holds the counties, constituencies and wards of Kenya only`);
  const location = checkLocation(read, places);

  const allocated = read.number('budget_allocated', { required: true });
  const disbursed = read.number('budget_disbursed') ?? 0;
  const spent = read.number('budget_spent') ?? 0;
  const currency = (read.text('currency', { max: 3 }) ?? 'KES').toUpperCase();
  if (currency !== 'KES') read.fail(`currency must be KES (got ${currency}), so that totals across projects add up`);

  const plannedStart = read.date('planned_start');
  const plannedEnd = read.date('planned_end');
  const actualStart = read.date('actual_start');
  const actualEnd = read.date('actual_end');
  const lastUpdate = read.date('last_update', { required: true });
  if (plannedStart && plannedEnd && plannedEnd < plannedStart) read.fail('planned_end is before planned_start');
  if (actualStart && actualEnd && actualEnd < actualStart) read.fail('actual_end is before actual_start');
  if (lastUpdate && lastUpdate > today) read.fail(`last_update ${lastUpdate} is in the future`);

  const risksCount = read.number('risks_count', { integer: true, max: 10_000 }) ?? 0;
  const risksCritical = read.number('risks_critical', { integer: true, max: 10_000 }) ?? 0;
  if (risksCritical > risksCount) read.fail('risks_critical cannot be more than risks_count');
  const tasksCompleted = read.number('tasks_completed', { integer: true, max: 100_000 }) ?? 0;
  const tasksTotal = read.number('tasks_total', { integer: true, max: 100_000 }) ?? 0;
  if (tasksCompleted > tasksTotal) read.fail('tasks_completed cannot be more than tasks_total');

  const sourceUrl = read.text('source_url', { max: 500 });
  if (sourceUrl && !isWebAddress(sourceUrl, { allowSitePath: false })) read.fail('source_url must be a web address starting with https:// or http://');

  const record = {
    // Public bodies are stored as English writes their names ("Ministry of Water"), so what a download gives
    // back imports unchanged.
    ministry: bodyName(read.text('ministry', { max: 200 })),
    department: bodyName(read.text('department', { max: 200 })),
    implementingAgency: bodyName(read.text('implementing_agency', { max: 200 })),
    leadBy: read.text('lead_by', { max: 200 }),
    contractors: read.list('contractors'),
    beneficiaries: read.number('beneficiaries', { integer: true, max: 100_000_000 }),
    tags: read.list('tags', { maxItems: 20, maxLength: 60 }),
    documents: checkDocuments(read),
    funding: checkFunding(read),
    participation: checkParticipation(read),
    goals: read.list('goals', { maxItems: 20, maxLength: 300 }),
    impact: read.text('impact', { max: 1000 }),
    isSample: read.boolean('is_sample') ?? false,
  };

  if (read.errors.length || !id || !title || !description || !category || !status || !priority || progress === null || !location || allocated === null || !lastUpdate) {
    return { ok: false, id, errors: read.errors };
  }
  return {
    ok: true,
    project: {
      id,
      title,
      description,
      category,
      status,
      priority,
      progress,
      country: 'Kenya',
      ...location,
      allocated,
      disbursed,
      spent,
      currency,
      plannedStart,
      plannedEnd,
      actualStart,
      actualEnd,
      lastUpdate,
      risksCount,
      risksCritical,
      tasksCompleted,
      tasksTotal,
      sourceUrl,
      ...record,
    },
  };
}
