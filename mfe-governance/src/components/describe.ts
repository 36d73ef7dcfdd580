import { formatMillions } from '@civic/shared';
import type { Project } from '../contracts';
import { t } from '../messages';

/** Where a project is, as a citizen would say it: ward, constituency, county. */
export function placeOf({ location }: Pick<Project, 'location'>): string {
  if (location.ward && location.constituency) return t('locationWard', { ward: location.ward, constituency: location.constituency, county: location.county });
  if (location.constituency) return t('locationConstituency', { constituency: location.constituency, county: location.county });
  return t('locationCounty', { county: location.county });
}

/** Budgets in millions with one decimal. */
export function money(amount: number, currency = 'KES'): string {
  return formatMillions(amount, currency);
}

/** A part of a whole as a percentage with one decimal; nothing of nothing is 0%. */
export function percentOf(part: number, whole: number): string {
  const value = whole > 0 ? (part / whole) * 100 : 0;
  return `${new Intl.NumberFormat('en-KE', { maximumFractionDigits: 1 }).format(value)}%`;
}
