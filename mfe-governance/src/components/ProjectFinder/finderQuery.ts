import type { QueryValues } from '../../api';
import { PROJECT_STATUSES, SECTORS, statusSlug, type ProjectStage, type ProjectStatus } from '../../contracts';

/** Which filters a project page offers. The filters live in the address, so a filtered list can be shared. */
export interface FinderConfig {
  /** Only projects at this stage (the ongoing and completed pages). */
  stage?: ProjectStage;
  category: boolean;
  /** The statuses offered, or none for no status filter. */
  statuses?: readonly ProjectStatus[];
  /**
   * Whether to offer a country filter when the projects come from several countries (the county list then
   * waits for one); with a single country, or without the filter, the places are that country's at once.
   */
  country: boolean;
  /** How far down the places go: county only, or county → constituency → ward. */
  places: 'county' | 'ward';
}

export const FILTER_NAMES = ['q', 'category', 'status', 'country', 'county', 'constituency', 'ward'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
/**
 * The filters, and the page: its number (shown) and, past the first, the cursor it starts after or ends
 * before, as the API gave them (a link to page 40 keeps showing the same projects when others are added).
 */
export type FinderQuery = Record<FilterName, string> & { page: number; after: string; before: string };

/** What the address holds about the page, all cleared when a filter changes. */
export const PAGE_PARAMS = ['page', 'after', 'before'] as const;

/** The country whose counties, constituencies and wards the platform holds. */
export const PLACES_COUNTRY = 'Kenya';

const CATEGORIES = new Set<string>(SECTORS.map((sector) => sector.value));
const STATUS_SLUGS = new Set<string>(PROJECT_STATUSES.map(statusSlug));

/** What each filter may hold; an address with anything else (an old link, a typo) has that filter reset. */
const WELL_FORMED: Partial<Record<FilterName, (value: string) => boolean>> = {
  category: (value) => CATEGORIES.has(value),
  status: (value) => STATUS_SLUGS.has(value),
  county: (value) => /^\d{3}$/.test(value),
  constituency: (value) => /^\d{3}$/.test(value),
  ward: (value) => /^\d{4}$/.test(value),
};

export function readFinderQuery(params: URLSearchParams): FinderQuery {
  const page = Number(params.get('page') ?? '1');
  const read = (name: FilterName) => {
    const value = params.get(name)?.trim() ?? '';
    return value && WELL_FORMED[name] && !WELL_FORMED[name](value) ? '' : value;
  };
  const query = Object.fromEntries(FILTER_NAMES.map((name) => [name, read(name)])) as Record<FilterName, string>;
  const after = params.get('after') ?? '';
  const before = params.get('before') ?? '';
  // A page starts after one row or ends before one; an address with both is read as neither.
  const both = Boolean(after && before);
  return { ...query, page: Number.isInteger(page) && page > 0 ? page : 1, after: both ? '' : after, before: both ? '' : before };
}

/** The filters in the address that `readFinderQuery` reset, so the address can be corrected to match. */
export function resetFilters(params: URLSearchParams, query: FinderQuery): FilterName[] {
  return FILTER_NAMES.filter((name) => WELL_FORMED[name] && params.has(name) && query[name] === '');
}

/** The filters the API is asked for, in the order `withQuery` writes them. */
export function filterValues(query: FinderQuery, config: FinderConfig): QueryValues {
  return {
    q: query.q,
    stage: config.stage,
    status: config.statuses ? query.status : undefined,
    category: config.category ? query.category : undefined,
    country: config.country ? query.country : undefined,
    county: query.county,
    constituency: config.places === 'ward' ? query.constituency : undefined,
    ward: config.places === 'ward' ? query.ward : undefined,
  };
}

/** Whether any filter the citizen can clear is set. */
export function hasFilters(query: FinderQuery): boolean {
  return FILTER_NAMES.some((name) => query[name] !== '');
}
