import type { Ministry } from '../../contracts';

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').replace(/['’]/g, '').toLowerCase();

/**
 * The branches that match, as the API's `q` finds them: a matching ministry keeps all it holds, a matching
 * department keeps its agencies, a matching agency keeps only itself under its department and ministry.
 */
export function searchDirectory(ministries: Ministry[], query: string): Ministry[] {
  const term = fold(query.trim());
  if (!term) return ministries;
  const matches = (name: string) => fold(name).includes(term);
  return ministries.flatMap((ministry) => {
    if (matches(ministry.name)) return [ministry];
    const departments = ministry.departments.flatMap((department) => {
      if (matches(department.name)) return [department];
      const agencies = department.agencies.filter((agency) => matches(agency.name));
      return agencies.length ? [{ ...department, agencies }] : [];
    });
    return departments.length ? [{ ...ministry, departments }] : [];
  });
}
