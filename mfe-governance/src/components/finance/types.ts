import type { CountyPage } from '../../contracts';

/**
 * The county finance answers of the API (api/src/governance/finance.ts), typed here: the shared contracts
 * do not carry them yet.
 */

export type FiscalYear = '2023/24' | '2024/25';

export type FinanceField =
  | 'osrTarget'
  | 'osrActual'
  | 'osrPerformancePct'
  | 'pendingBills'
  | 'developmentAbsorptionPct'
  | 'recurrentAbsorptionPct'
  | 'overallAbsorptionPct'
  | 'revenueArrears'
  | 'approvedBudgetTotal'
  | 'approvedBudgetDevelopment'
  | 'approvedBudgetRecurrent'
  | 'expenditureTotal'
  | 'expenditureDevelopment'
  | 'expenditureRecurrent';

/** A figure in KES (or a percentage for the *Pct fields), with the addresses it was read from; null when none gave it. */
export interface FinanceFigure {
  value: number | null;
  sources: string[];
}

export type FinanceFigures = Record<FinanceField, FinanceFigure>;

export interface FinanceYear {
  year: FiscalYear;
  report: string;
  figures: FinanceFigures;
  notes: string[];
}

export interface CountyFinance {
  code: string;
  name: string;
  currency: 'KES';
  years: FinanceYear[];
}

export interface NationalFinance {
  year: FiscalYear;
  years: FiscalYear[];
  currency: 'KES';
  report: string;
  national: FinanceYear;
  counties: Array<{ code: string; name: string; figures: FinanceFigures; notes: string[] }>;
}

/** GET /api/counties/:code/ with the county's finance. */
export type CountyPageWithFinance = CountyPage & { finance?: CountyFinance | null };
