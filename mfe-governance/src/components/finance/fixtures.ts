import type { FinanceField, FinanceFigures, FinanceYear, NationalFinance } from './types';

/** Test data for the county finance components: figures as the API serves them. */

const FIELDS: FinanceField[] = [
  'osrTarget',
  'osrActual',
  'osrPerformancePct',
  'pendingBills',
  'developmentAbsorptionPct',
  'recurrentAbsorptionPct',
  'overallAbsorptionPct',
  'revenueArrears',
  'approvedBudgetTotal',
  'approvedBudgetDevelopment',
  'approvedBudgetRecurrent',
  'expenditureTotal',
  'expenditureDevelopment',
  'expenditureRecurrent',
];

/** Figures with the given values, each read from `source`; every other figure is null. */
export function figures(values: Partial<Record<FinanceField, number>>, source = 'https://afrocave.pages.dev/county-revenue-collection/2023-24'): FinanceFigures {
  return Object.fromEntries(FIELDS.map((field) => [field, field in values ? { value: values[field]!, sources: [source] } : { value: null, sources: [] }])) as FinanceFigures;
}

export const REPORT_2324 = 'Office of the Controller of Budget, County Budget Implementation Review Report FY 2023/24';
export const REPORT_2425 = 'Office of the Controller of Budget, County Budget Implementation Review Report FY 2024/25';
export const TABLES_2425 = 'https://github.com/SwiftTim/proj/blob/9df57add/app/python_service/latest_extraction_debug.txt';

export const NATIONAL_2425: NationalFinance = {
  year: '2024/25',
  years: ['2023/24', '2024/25'],
  currency: 'KES',
  report: REPORT_2425,
  national: {
    year: '2024/25',
    report: REPORT_2425,
    figures: figures(
      { osrTarget: 87_670_000_000, osrActual: 67_300_000_000, osrPerformancePct: 77, pendingBills: 176_800_000_000, developmentAbsorptionPct: 57, revenueArrears: 124_950_000_000 },
      TABLES_2425,
    ),
    notes: ['Pending bills: the report says Kshs.176.80bn.'],
  },
  counties: [
    {
      code: '001',
      name: 'Mombasa',
      figures: figures({ osrTarget: 6_930_660_000, osrActual: 5_125_710_000, osrPerformancePct: 74, revenueArrears: 13_745_170_000 }, TABLES_2425),
      notes: [],
    },
    { code: '003', name: 'Kilifi', figures: figures({ revenueArrears: 375_000_000 }, TABLES_2425), notes: [] },
    {
      code: '047',
      name: 'Nairobi',
      figures: figures({ osrTarget: 20_060_930_000, osrActual: 13_188_800_000, osrPerformancePct: 65.7, revenueArrears: 63_516_390_000 }, TABLES_2425),
      notes: [],
    },
  ],
};

const nairobi2324: FinanceYear = {
  year: '2023/24',
  report: REPORT_2324,
  figures: figures({ osrTarget: 19_689_600_000, osrActual: 12_542_100_000, osrPerformancePct: 63.7, pendingBills: 118_440_282_648 }),
  notes: [],
};

export const NATIONAL_2324: NationalFinance = {
  ...NATIONAL_2425,
  year: '2023/24',
  report: REPORT_2324,
  national: { year: '2023/24', report: REPORT_2324, figures: figures({ osrTarget: 80_940_000_000, osrActual: 58_950_000_000, osrPerformancePct: 72.8 }), notes: [] },
  counties: [{ code: '047', name: 'Nairobi', figures: nairobi2324.figures, notes: [] }],
};
