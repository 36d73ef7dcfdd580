import type { QueryValues } from '../../api';
import type { ProjectStage, ProjectStatus } from '../../contracts';

/** Which filters a project page offers. The filters live in the address, so a filtered list can be shared. */
export interface FinderConfig {
  /** Only projects at this stage (the ongoing and completed pages). */
  stage?: ProjectStage;
  category: boolean;
  /** The statuses offered, or none for no status filter. */
  statuses?: readonly ProjectStatus[];
  /** With a country filter the county list waits for a country (SPEC.md §4); without one the places are Kenya's. */
  country: boolean;
  /** How far down the places go: county only, or county → constituency → ward. */
  places: 'county' | 'ward';
}

export const FILTER_NAMES = ['q', 'category', 'status', 'country', 'county', 'constituency', 'ward'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type FinderQuery = Record<FilterName, string> & { page: number };

/** The country whose counties, constituencies and wards the platform holds. */
export const PLACES_COUNTRY = 'Kenya';

export function readFinderQuery(params: URLSearchParams): FinderQuery {
  const page = Number(params.get('page') ?? '1');
  const query = Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name)?.trim() ?? ''])) as Record<FilterName, string>;
  return { ...query, page: Number.isInteger(page) && page > 0 ? page : 1 };
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
