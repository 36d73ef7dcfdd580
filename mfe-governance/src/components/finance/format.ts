import { formatMillions, formatPercent } from '@civic/shared';
import { t } from '../../messages';
import type { FinanceFigure, FinanceField } from './types';

const PERCENT_FIELDS: ReadonlySet<FinanceField> = new Set(['osrPerformancePct', 'developmentAbsorptionPct', 'recurrentAbsorptionPct', 'overallAbsorptionPct']);

/** A finance figure as written on the page: money in millions of KES, a percentage with one decimal, or the words for a gap. */
export function figureText(field: FinanceField, figure: FinanceFigure): string {
  if (figure.value === null) return t('financeMissing');
  return PERCENT_FIELDS.has(field) ? formatPercent(figure.value) : formatMillions(figure.value);
}

/** A source address as link text a citizen can read: its site and path, without the scheme or query. */
export function sourceLabel(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    return `${hostname.replace(/^www\./, '')}${pathname.replace(/\/$/, '')}`;
  } catch {
    return url;
  }
}

/** The query value of a fiscal year: `2023-24`. */
export const yearParam = (year: string) => year.replace('/', '-');
