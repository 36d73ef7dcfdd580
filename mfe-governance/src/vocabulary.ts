import type { Priority, ProjectStatus, Region, Sector } from './contracts';
import { t } from './messages';

/**
 * The fixed words the data holds (project statuses, priorities, sectors, Kenya's regions, the site search's
 * kinds, the API's labels), as a citizen reads them in the page's language. Each function is read while
 * rendering, so a change of language shows at once; only the catalog keys are kept here, never their text.
 * A value this module does not know (a newer API's) is shown as the data gives it. The values themselves
 * stay as they are wherever they are not shown: in addresses, API queries, `data-tone` and sorting.
 */
type Key = Parameters<typeof t>[0];

const STATUS_TEXT: Record<ProjectStatus, Key> = {
  Planned: 'statusPlanned',
  'On Track': 'statusOnTrack',
  'At Risk': 'statusAtRisk',
  Delayed: 'statusDelayed',
  Completed: 'statusCompleted',
  Suspended: 'statusSuspended',
  Cancelled: 'statusCancelled',
};

const PRIORITY_TEXT: Record<Priority, Key> = { High: 'priorityHigh', Medium: 'priorityMedium', Low: 'priorityLow' };

const SECTOR_TEXT: Record<Sector, Key> = {
  water: 'sectorWater',
  roads: 'sectorRoads',
  health: 'sectorHealth',
  education: 'sectorEducation',
  agriculture: 'sectorAgriculture',
  energy: 'sectorEnergy',
  ict: 'sectorIct',
  housing: 'sectorHousing',
  environment: 'sectorEnvironment',
  trade: 'sectorTrade',
};

const REGION_TEXT: Record<Region, Key> = {
  'Nairobi Metropolitan': 'regionNairobiMetropolitan',
  Central: 'regionCentral',
  Coastal: 'regionCoastal',
  Eastern: 'regionEastern',
  'North Eastern': 'regionNorthEastern',
  Nyanza: 'regionNyanza',
  'Rift Valley': 'regionRiftValley',
  Western: 'regionWestern',
};

/** The former provinces share the regions' words; "Nairobi" is a place name and stays as it is. */
const PROVINCE_TEXT: Record<string, Key> = { ...REGION_TEXT, Coast: 'provinceCoast' };

/** The document types the platform itself writes: the sample projects' guides, and an import's default. */
const DOCUMENT_TEXT: Record<string, Key> = { Guide: 'documentGuide', Document: 'documentDocument' };

/** The site search's groups, by the English name the API gives them (the community section adds the last three). */
const SEARCH_KIND_TEXT: Record<string, Key> = {
  Counties: 'searchKindCounties',
  Constituencies: 'searchKindConstituencies',
  Wards: 'searchKindWards',
  Projects: 'searchKindProjects',
  Publications: 'searchKindPublications',
  'Questions and answers': 'searchKindFaq',
  'Ministries, departments and agencies': 'searchKindMdas',
  Workshops: 'searchKindWorkshops',
  'Townhall events': 'searchKindEvents',
  Discussions: 'searchKindDiscussions',
};

/** The short labels the API puts on a search result. */
const BADGE_TEXT: Record<string, Key> = { 'Sample data': 'sampleData' };

function textOf(keys: Record<string, Key>, value: string, otherwise: string = value): string {
  return Object.prototype.hasOwnProperty.call(keys, value) ? t(keys[value]!) : otherwise;
}

/** A project's status: 'On Track' → "Unaendelea vizuri". */
export function statusLabel(status: ProjectStatus | string): string {
  return textOf(STATUS_TEXT, status);
}

/** A project's priority: 'High' → "Juu". */
export function priorityLabel(priority: Priority | string): string {
  return textOf(PRIORITY_TEXT, priority);
}

/** A sector by its value ('water'); `label` (the API's English name) for a sector this module does not know. */
export function sectorLabel(value: Sector | string, label: string = value): string {
  return textOf(SECTOR_TEXT, value, label);
}

/** One of Kenya's eight regions: 'Rift Valley' → "Bonde la Ufa". */
export function regionLabel(region: Region | string): string {
  return textOf(REGION_TEXT, region);
}

/** A county's former province: 'Coast' → "Pwani". */
export function provinceLabel(province: string): string {
  return textOf(PROVINCE_TEXT, province);
}

/** A project document's type, where it is one the platform writes ('Guide'); any other is shown as given. */
export function documentTypeLabel(type: string): string {
  return textOf(DOCUMENT_TEXT, type);
}

/** A site-search group's name, by the name the API gives it ('Counties'). */
export function searchKindLabel(label: string): string {
  return textOf(SEARCH_KIND_TEXT, label);
}

/** A search result's label ('Sample data'). */
export function badgeLabel(badge: string): string {
  return textOf(BADGE_TEXT, badge);
}
