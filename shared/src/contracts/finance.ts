/**
 * County finance as the API answers it (GET /api/spending/counties/ and each county's page): figures from the
 * Office of the Controller of Budget's County Budget Implementation Review Reports, each with the addresses it
 * was read from, and null where no source gave it.
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

/** One figure: its value (KES, or a percentage for the *Pct fields) and where it was read; null when no source gave it. */
export interface FinanceFigure {
  value: number | null;
  sources: string[];
}

export type FinanceFigures = Record<FinanceField, FinanceFigure>;

export interface FinanceYear {
  year: FiscalYear;
  /** The report the figures come from, for the credit line. */
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

/** GET /api/spending/counties/: every county's figures for one fiscal year, with the national totals. */
export interface NationalFinance {
  year: FiscalYear;
  years: FiscalYear[];
  currency: 'KES';
  report: string;
  national: FinanceYear;
  counties: Array<{ code: string; name: string; figures: FinanceFigures; notes: string[] }>;
}
