import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CountyFinance, FinanceField, FinanceFigure, FinanceFigures, FinanceYear, FiscalYear, NationalFinance } from '@civic/shared/contracts';
import { SEED_DIR } from '../paths.js';

export type { CountyFinance, FinanceField, FinanceFigure, FinanceFigures, FinanceYear, FiscalYear, NationalFinance };

/**
 * County finance from the Office of the Controller of Budget's County Budget Implementation Review Reports
 * (`seed/governance/county-finance.json`): read once, read-only, never stored in the database. Every figure
 * carries the address(es) it was read from; a figure no source gave is null, never estimated.
 */

export const FISCAL_YEARS = ['2023/24', '2024/25'] as const satisfies readonly FiscalYear[];
/** The fiscal years as a query value: `2023-24` (a slash would need escaping in an address). */
export const FISCAL_YEAR_PARAMS = FISCAL_YEARS.map((year) => year.replace('/', '-'));
export const LATEST_FISCAL_YEAR: FiscalYear = '2024/25';

export const FINANCE_FIELDS = {
  osrTarget: 'osr_target',
  osrActual: 'osr_actual',
  osrPerformancePct: 'osr_performance_pct',
  pendingBills: 'pending_bills',
  developmentAbsorptionPct: 'absorption_development_pct',
  recurrentAbsorptionPct: 'absorption_recurrent_pct',
  overallAbsorptionPct: 'absorption_overall_pct',
  revenueArrears: 'revenue_arrears',
  approvedBudgetTotal: 'approved_budget_total',
  approvedBudgetDevelopment: 'approved_budget_development',
  approvedBudgetRecurrent: 'approved_budget_recurrent',
  expenditureTotal: 'expenditure_total',
  expenditureDevelopment: 'expenditure_development',
  expenditureRecurrent: 'expenditure_recurrent',
} as const;
export const REPORT_PUBLISHER = 'Office of the Controller of Budget';
export const reportTitle = (year: FiscalYear) => `County Budget Implementation Review Report FY ${year}`;

type RawValues = Partial<Record<string, unknown>> & { field_sources?: Record<string, string[]>; sources?: string[]; notes?: string[] };
interface RawCounty extends RawValues {
  code: string;
  name: string;
  fy2024_25?: RawValues;
}
interface RawFile {
  national: RawValues & { fy2024_25?: RawValues };
  counties: RawCounty[];
}

/**
 * A year's figures from the file's shape. Sources are the figure's own (field_sources); the FY 2024/25 national
 * block lists one set of sources for all its figures, which then stand for each.
 */
function figuresOf(raw: RawValues | undefined): { figures: FinanceFigures; notes: string[] } {
  const figures = {} as FinanceFigures;
  for (const [name, key] of Object.entries(FINANCE_FIELDS) as Array<[FinanceField, string]>) {
    const value = raw?.[key];
    const numeric = typeof value === 'number' && Number.isFinite(value) ? value : null;
    const sources = numeric === null ? [] : (raw?.field_sources?.[key] ?? raw?.sources ?? []);
    figures[name] = { value: numeric, sources: [...sources] };
  }
  return { figures, notes: raw?.notes ?? [] };
}

function yearOf(year: FiscalYear, raw: RawValues | undefined): FinanceYear {
  return { year, report: `${REPORT_PUBLISHER}, ${reportTitle(year)}`, ...figuresOf(raw) };
}

export interface FinanceData {
  national: Record<FiscalYear, FinanceYear>;
  counties: Map<string, CountyFinance>;
}

/** The figures as the API serves them, checked: 47 counties, each figure either null or with its sources. */
export function parseFinance(file: RawFile): FinanceData {
  const counties = new Map<string, CountyFinance>();
  for (const county of file.counties) {
    counties.set(county.code, {
      code: county.code,
      name: county.name,
      currency: 'KES',
      years: [yearOf('2023/24', county), yearOf('2024/25', county.fy2024_25)],
    });
  }
  if (counties.size !== 47) throw new Error(`county-finance.json holds ${counties.size} counties, not 47.`);
  for (const county of counties.values())
    for (const year of county.years)
      for (const [field, figure] of Object.entries(year.figures))
        if (figure.value !== null && figure.sources.length === 0) throw new Error(`county-finance.json: ${county.name} FY ${year.year} ${field} has no source.`);
  return { national: { '2023/24': yearOf('2023/24', file.national), '2024/25': yearOf('2024/25', file.national.fy2024_25) }, counties };
}

let loaded: Promise<FinanceData> | null = null;

/** The file, read and checked the first time it is asked for. */
export function financeData(): Promise<FinanceData> {
  loaded ??= readFile(path.join(SEED_DIR, 'governance', 'county-finance.json'), 'utf8')
    .then((text) => parseFinance(JSON.parse(text) as RawFile))
    .catch((error: unknown) => {
      loaded = null;
      throw error;
    });
  return loaded;
}

export function fiscalYearOf(param: string | undefined): FiscalYear {
  return param ? (param.replace('-', '/') as FiscalYear) : LATEST_FISCAL_YEAR;
}

export async function countyFinance(code: string): Promise<CountyFinance | null> {
  return (await financeData()).counties.get(code) ?? null;
}

export async function nationalFinance(year: FiscalYear): Promise<NationalFinance> {
  const data = await financeData();
  return {
    year,
    years: [...FISCAL_YEARS],
    currency: 'KES',
    report: `${REPORT_PUBLISHER}, ${reportTitle(year)}`,
    national: data.national[year],
    counties: [...data.counties.values()].map((county) => {
      const found = county.years.find((entry) => entry.year === year)!;
      return { code: county.code, name: county.name, figures: found.figures, notes: found.notes };
    }),
  };
}
