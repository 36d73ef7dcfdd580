import { formatMillions, formatNumber, formatPercent, counted } from '@civic/shared';
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

/** A part of a whole as a percentage with one decimal, as every share on the site ("5.0%" beside "4.1%"); nothing of nothing is 0.0%. */
export function percentOf(part: number, whole: number): string {
  return formatPercent(whole > 0 ? (part / whole) * 100 : 0);
}

/**
 * How many projects are recorded and how many of them are samples, as one sentence: "4 projects recorded;
 * all 4 are sample data.", "…; 1 is sample data.", "…; 2 of them are sample data.", or no second half.
 */
export function projectsRecorded(total: number, samples: number): string {
  const recorded = t('projectsRecorded', { projects: t('countProjects', counted(total)) });
  if (!samples || !total) return `${recorded}.`;
  if (samples >= total) return t(total === 1 ? 'projectsRecordedOnlySample' : 'projectsRecordedAllSamples', { recorded, count: formatNumber(total) });
  return t(samples === 1 ? 'projectsRecordedOneSample' : 'projectsRecordedSomeSamples', { recorded, count: formatNumber(samples) });
}
