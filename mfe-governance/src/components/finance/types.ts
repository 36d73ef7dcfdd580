import type { CountyPage } from '../../contracts';

import type { CountyFinance } from '@civic/shared';

export type { CountyFinance, FinanceField, FinanceFigure, FinanceFigures, FinanceYear, FiscalYear, NationalFinance } from '@civic/shared';

/** GET /api/counties/:code/ with the county's finance. */
export type CountyPageWithFinance = CountyPage & { finance?: CountyFinance | null };
