/**
 * Shapes of the governance endpoints: a copy of api/src/governance/contracts.ts, kept in step by hand until
 * @civic/shared/contracts takes both (this section may not edit the shared package).
 */

export const REGIONS = ['Nairobi Metropolitan', 'Central', 'Coastal', 'Eastern', 'North Eastern', 'Nyanza', 'Rift Valley', 'Western'] as const;
export type Region = (typeof REGIONS)[number];

export const COUNTY_SORTS = ['name', 'population', 'area'] as const;
export type CountySort = (typeof COUNTY_SORTS)[number];

/** A county. `imageUrl` is empty: no county images ship with the platform. */
export interface County {
  id: number;
  code: string;
  name: string;
  region: string;
  population: number;
  area: number;
  capital: string;
  imageUrl: string;
}

export interface CountyFacts extends County {
  formerProvince: string;
  isoCode: string;
  populationMale: number;
  populationFemale: number;
  populationIntersex: number;
  /** People per km², one decimal. */
  density: number;
  notes: string | null;
  constituencyCount: number;
  wardCount: number;
}

export interface Ward {
  code: string;
  name: string;
}
export interface ConstituencyWithWards {
  code: string;
  name: string;
  wards: Ward[];
}
export interface ConstituencySummary {
  code: string;
  name: string;
  countyCode: string;
  countyName: string;
  wardCount: number;
}
export interface WardSummary {
  code: string;
  name: string;
  constituencyCode: string;
  constituencyName: string;
  countyCode: string;
  countyName: string;
}

export const PROJECT_STATUSES = ['Planned', 'On Track', 'At Risk', 'Delayed', 'Completed', 'Suspended', 'Cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Status in a query string: the words in lower case with hyphens (`on-track`). */
export function statusSlug(status: ProjectStatus): string {
  return status.toLowerCase().replace(/\s+/g, '-');
}

/** Where a project is in its life: a coarser filter than status, used by the ongoing and completed pages. */
export const PROJECT_STAGES = { planned: ['Planned'], ongoing: ['On Track', 'At Risk', 'Delayed', 'Suspended'], completed: ['Completed'] } as const satisfies Record<
  string,
  readonly ProjectStatus[]
>;
export type ProjectStage = keyof typeof PROJECT_STAGES;

export const PRIORITIES = ['High', 'Medium', 'Low'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Sectors, as a citizen names them. The value is what the API and the import files use. */
export const SECTORS = [
  { value: 'water', label: 'Water and sanitation' },
  { value: 'roads', label: 'Roads and transport' },
  { value: 'health', label: 'Health' },
  { value: 'education', label: 'Education' },
  { value: 'agriculture', label: 'Agriculture and food' },
  { value: 'energy', label: 'Energy' },
  { value: 'ict', label: 'ICT and digital services' },
  { value: 'housing', label: 'Housing and urban development' },
  { value: 'environment', label: 'Environment and climate' },
  { value: 'trade', label: 'Trade and markets' },
] as const;
export type Sector = (typeof SECTORS)[number]['value'];

export const PROJECT_SORTS = ['updated', 'title', 'budget', 'progress'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

export interface ProjectDocument {
  title: string;
  url: string;
  type: string;
}

/** A project's funding by source, in the project's currency. */
export interface Funding {
  governmentGrants: number;
  ngoFunding: number;
  pppFunding: number;
  details: Array<{ source: string; purpose: string; amount: number }>;
}

/** Public participation in a project: sessions to come and feedback from earlier ones. */
export interface Participation {
  upcomingSessions: Array<{ topic: string; date: string; location: string }>;
  pastFeedback: Array<{ topic: string; summary: string; outcome: string }>;
}

/** A project as the project browser shows it, with the sector, sources and the sample flag. */
export interface Project {
  id: string;
  title: string;
  description: string;
  category: Sector;
  categoryLabel: string;
  status: ProjectStatus;
  priority: Priority;
  progress: number;
  location: {
    country: string;
    county: string;
    countyCode: string;
    constituency: string | null;
    constituencyCode: string | null;
    ward: string | null;
    wardCode: string | null;
  };
  budget: { allocated: number; disbursed: number; spent: number; currency: string };
  timeline: { plannedStart: string | null; plannedEnd: string | null; actualStart: string | null; actualEnd: string | null; lastUpdate: string };
  ministry: string | null;
  department: string | null;
  implementingAgency: string | null;
  leadBy: string | null;
  contractors: string[];
  beneficiaries: number | null;
  tags: string[];
  risks: { count: number; critical: number };
  tasks: { completed: number; total: number };
  documents: ProjectDocument[];
  sourceUrl: string | null;
  funding: Funding | null;
  participation: Participation | null;
  /** Planned initiatives' goals. */
  goals: string[];
  /** Environmental projects' expected impact. */
  impact: string | null;
  /** True for the shipped examples: never government data, and labelled so wherever shown. */
  isSample: boolean;
  /** The shareable address of the project's detail. */
  url: string;
}

export interface ProjectPage {
  projects: Project[];
  total: number;
  /**
   * False when a search matched more projects than are counted (SEARCH_COUNT_LIMIT): `total` is then that
   * limit, and the pages go on as far as `next` leads. Absent from answers of earlier releases (exact).
   */
  totalExact?: boolean;
  /** The page's number: as asked for (`page`), counted by the client when it pages with cursors. */
  page: number;
  pageSize: number;
  /**
   * Cursors for the next and previous pages (`after=` and `before=` of GET /api/projects/), null where there is
   * none. A deep page is reached through them, never by skipping rows.
   */
  next: string | null;
  previous: string | null;
}

export interface StatusCount {
  status: ProjectStatus;
  count: number;
}
export interface SectorTotal {
  category: Sector;
  label: string;
  count: number;
  allocated: number;
}
export interface BudgetTotals {
  allocated: number;
  disbursed: number;
  spent: number;
  currency: string;
}

export interface PlannedInitiative {
  id: string;
  name: string;
  description: string;
  budget: number;
  currency: string;
  expectedCompletion: string | null;
  goals: string[];
  isSample: boolean;
}
export interface EnvironmentalProject {
  id: string;
  name: string;
  description: string;
  status: ProjectStatus;
  startDate: string | null;
  impact: string | null;
  isSample: boolean;
}
export interface FundingOverview {
  governmentGrants: number;
  ngoFunding: number;
  pppFunding: number;
  total: number;
  currency: string;
  details: Array<{ source: string; purpose: string; amount: number; projectId: string; projectTitle: string }>;
}
export interface ParticipationOverview {
  upcomingSessions: Array<{ topic: string; date: string; location: string; projectId: string; projectTitle: string }>;
  pastFeedback: Array<{ topic: string; summary: string; outcome: string; projectId: string; projectTitle: string }>;
}

export interface CountyPage {
  county: CountyFacts;
  constituencies: ConstituencyWithWards[];
  projects: {
    total: number;
    sampleCount: number;
    byStatus: StatusCount[];
    bySector: SectorTotal[];
    budget: BudgetTotals;
    latest: Project[];
  };
  funding: FundingOverview | null;
  participation: ParticipationOverview;
  plannedInitiatives: PlannedInitiative[];
  environmentalProjects: EnvironmentalProject[];
}

export interface SpendingRow {
  key: string;
  name: string;
  projects: number;
  allocated: number;
  disbursed: number;
  spent: number;
  /** This row's part of all allocated money, 0–1. */
  share: number;
}
export interface Spending {
  currency: string;
  totals: { projects: number; sampleProjects: number; allocated: number; disbursed: number; spent: number };
  byCounty: SpendingRow[];
  bySector: SpendingRow[];
}

export interface Agency {
  id: string;
  name: string;
  website: string | null;
  ecitizenUrl: string | null;
}
export interface Department {
  id: string;
  name: string;
  ecitizenUrl: string | null;
  agencies: Agency[];
}
export interface Ministry {
  id: string;
  name: string;
  ecitizenUrl: string | null;
  departments: Department[];
}
export interface MdaDirectory {
  credit: string;
  source: string;
  licence: string;
  licenceUrl: string;
  counts: { ministries: number; departments: number; agencies: number };
  ministries: Ministry[];
}

export interface SearchResult {
  title: string;
  snippet: string;
  url: string;
}
export interface SearchGroup {
  kind: string;
  label: string;
  count: number;
  /**
   * False when a broad search was counted only up to `count` (SEARCH_COUNT_LIMIT): more were found. Absent
   * from answers of releases before it, where every count is exact.
   */
  countExact?: boolean;
  results: SearchHit[];
}
export interface SearchResponse {
  query: string;
  groups: SearchGroup[];
}

/** A search result may carry a short label, such as 'Sample data'. */
export interface SearchHit extends SearchResult {
  badge?: string;
}

export interface ProjectOptions {
  countries: Array<{ name: string; count: number }>;
  categories: Array<{ value: Sector; label: string; count: number }>;
  statuses: Array<{ value: string; label: ProjectStatus; count: number }>;
}

export interface Report {
  id: string;
  title: string;
  description: string;
  category: string;
  downloadUrl: string;
  fileName: string;
  sizeBytes: number;
  publishedOn: string;
}
export interface ReportsResponse {
  kind: 'audit' | 'accountability';
  reports: Report[];
}

/* ---- Project records imported from a file (`npm run import:projects`, or the console's POST /api/staff/projects/import/) ---- */

/** The kinds of file the import reads: a CSV with the columns of the projects download, or an OC4IDS project package. */
export type ImportFormat = 'csv' | 'json';

/** A record the import left out, with every reason; `row` counts records (a CSV's header is not one), `line` is where a CSV record starts. */
export interface RefusedRow {
  row: number;
  line?: number;
  id: string | null;
  errors: string[];
}

/** What an import did, or would do (a check). */
export interface ImportReport {
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: RefusedRow[];
  /** Things worth knowing that refused nothing, such as columns the import does not use. */
  warnings: string[];
  removedSamples: number;
}

/** The console's import answer: the report, and whether it was only a check (nothing written). */
export interface ImportAnswer {
  checked: boolean;
  report: ImportReport;
}
