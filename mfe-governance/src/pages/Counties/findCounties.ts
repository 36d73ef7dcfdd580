import { COUNTY_SORTS, REGIONS, type County, type CountySort, type Region } from '../../contracts';

export interface CountyQuery {
  search: string;
  region: Region | '';
  sort: CountySort;
}

export function isRegion(value: string): value is Region {
  return (REGIONS as readonly string[]).includes(value);
}
export function isCountySort(value: string): value is CountySort {
  return (COUNTY_SORTS as readonly string[]).includes(value);
}

export function readCountyQuery(params: URLSearchParams): CountyQuery {
  const region = params.get('region') ?? '';
  const sort = params.get('sort') ?? '';
  return { search: params.get('q') ?? '', region: isRegion(region) ? region : '', sort: isCountySort(sort) ? sort : 'name' };
}

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').replace(/['’]/g, '').toLowerCase();

/**
 * The same filtering and sorting the API does for the download, done here on the 47 counties already
 * loaded so the list answers at once: name or headquarters, ignoring case, accents and apostrophes.
 */
export function findCounties(counties: County[], { search, region, sort }: CountyQuery): County[] {
  const term = fold(search.trim());
  const shown = counties.filter((county) => (!region || county.region === region) && (!term || fold(`${county.name} ${county.capital}`).includes(term)));
  const byName = (a: County, b: County) => a.name.localeCompare(b.name, 'en');
  const compare =
    sort === 'population'
      ? (a: County, b: County) => b.population - a.population || byName(a, b)
      : sort === 'area'
        ? (a: County, b: County) => b.area - a.area || byName(a, b)
        : byName;
  return [...shown].sort(compare);
}
