import { t } from '../../messages';
import type { ChartSeries } from './BarChart';

/** Allocated, disbursed and spent: one pattern each, the same on every chart of project money. */
export const projectSeries = (): ChartSeries[] => [
  { label: t('budgetAllocated'), pattern: 'solid' },
  { label: t('budgetDisbursed'), pattern: 'hatch' },
  { label: t('budgetSpent'), pattern: 'dots' },
];

/** A target and what was collected. */
export const targetSeries = (): ChartSeries[] => [
  { label: t('financeTarget'), pattern: 'solid' },
  { label: t('financeCollected'), pattern: 'hatch' },
];
