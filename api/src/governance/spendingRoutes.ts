import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/index.js';
import type { Spending, SpendingRow } from './contracts.js';
import { SAMPLE_NOTE, formatSchema, sendDownload, type DownloadFormat } from './download.js';
import { SECTOR_LABELS } from './projects.js';
import { FINANCE_FIELDS, FISCAL_YEAR_PARAMS, REPORT_PUBLISHER, fiscalYearOf, nationalFinance, reportTitle, type FinanceField } from './finance.js';

interface SumRow {
  key: string;
  name: string;
  projects: number;
  allocated: number;
  disbursed: number;
  spent: number;
}

const SUMS = `sum(s.projects)::int AS projects, sum(s.allocated)::float8 AS allocated, sum(s.disbursed)::float8 AS disbursed, sum(s.spent)::float8 AS spent`;

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * Every project's money summed: in all, by county and by sector, each row with its share of all allocated
 * money. Read from the sums kept as projects change (migration 019), a few thousand rows at most.
 */
async function spendingOf(db: Queryable): Promise<Spending> {
  const [totals, counties, sectors] = await Promise.all([
    db.query<Spending['totals']>(
      `SELECT coalesce(sum(projects), 0)::int AS projects, coalesce(sum(projects) FILTER (WHERE is_sample), 0)::int AS "sampleProjects",
         coalesce(sum(allocated), 0)::float8 AS allocated, coalesce(sum(disbursed), 0)::float8 AS disbursed, coalesce(sum(spent), 0)::float8 AS spent
       FROM project_sums`,
    ),
    db.query<SumRow>(`SELECT c.code AS key, c.name, ${SUMS} FROM project_sums s JOIN counties c ON c.code = s.county_code GROUP BY c.code, c.name ORDER BY allocated DESC, c.name`),
    db.query<SumRow>(`SELECT s.category AS key, s.category AS name, ${SUMS} FROM project_sums s GROUP BY s.category ORDER BY allocated DESC, s.category`),
  ]);
  const total = totals[0] ?? { projects: 0, sampleProjects: 0, allocated: 0, disbursed: 0, spent: 0 };
  const withShare = (row: SumRow): SpendingRow => ({ ...row, share: total.allocated > 0 ? row.allocated / total.allocated : 0 });
  return {
    currency: 'KES',
    totals: total,
    byCounty: counties.map(withShare),
    bySector: sectors.map((row) => withShare({ ...row, name: SECTOR_LABELS[row.key as keyof typeof SECTOR_LABELS] ?? row.key })),
  };
}

/**
 * Spending worked out from the project records: money allocated, disbursed and spent, by county and by
 * sector, with each row's share of all allocated money. It is only as complete as the projects loaded.
 */
export async function spendingRoutes(app: FastifyInstance): Promise<void> {
  const { db, readCache } = app;

  // Real county finance (Controller of Budget), one fiscal year: every county and the national totals.
  app.get<{ Querystring: { year?: string; format?: DownloadFormat } }>(
    '/api/spending/counties/',
    { schema: { querystring: { type: 'object', properties: { year: { type: 'string', enum: FISCAL_YEAR_PARAMS }, format: formatSchema } } } },
    async (request, reply) => {
      const year = fiscalYearOf(request.query.year);
      const { format } = request.query;
      if (!format) return readCache.send(request, reply, 'governance', () => nationalFinance(year));
      const finance = await nationalFinance(year);
      const fields = Object.entries(FINANCE_FIELDS) as Array<[FinanceField, string]>;
      return sendDownload(reply, {
        fileName: `county-finance-${year.replace('/', '-')}`,
        format,
        key: 'counties',
        meta: {
          title: `County finance, FY ${year}`,
          sources: [`${REPORT_PUBLISHER}, ${reportTitle(year)}; the address each figure was read from is in its *_sources column.`],
          filters: { year: year.replace('/', '-') },
          note: 'Amounts in KES; *_pct columns are percentages as published. An empty value is a figure not in the published figures we hold.',
        },
        rows: finance.counties,
        columns: [
          { name: 'county_code', value: (row) => row.code },
          { name: 'county', value: (row) => row.name },
          { name: 'fiscal_year', value: () => year },
          ...fields.flatMap(([field, column]) => [
            { name: column, value: (row: (typeof finance.counties)[number]) => row.figures[field].value },
            { name: `${column}_sources`, value: (row: (typeof finance.counties)[number]) => row.figures[field].sources.join(' ') },
          ]),
        ],
      });
    },
  );

  app.get<{ Querystring: { by?: 'county' | 'sector'; format?: DownloadFormat } }>(
    '/api/spending/',
    { schema: { querystring: { type: 'object', properties: { by: { type: 'string', enum: ['county', 'sector'] }, format: formatSchema } } } },
    async (request, reply) => {
      const { format, by = 'county' } = request.query;
      if (!format) return readCache.send(request, reply, 'governance', () => spendingOf(db));
      const spending = await spendingOf(db);
      const total = spending.totals;
      const rows = by === 'county' ? spending.byCounty : spending.bySector;
      return sendDownload(reply, {
        fileName: `spending-by-${by}`,
        format,
        key: 'rows',
        meta: {
          title: `Project spending by ${by}`,
          sources: ['Worked out from the project records on this platform; amounts in KES.'],
          filters: { by },
          note: `${SAMPLE_NOTE} ${total.sampleProjects} of the ${total.projects} projects counted are samples.`,
        },
        rows,
        columns: [
          { name: by === 'county' ? 'county_code' : 'category', value: (row) => row.key },
          { name: by, value: (row) => row.name },
          { name: 'projects', value: (row) => row.projects },
          { name: 'allocated_kes', value: (row) => row.allocated },
          { name: 'disbursed_kes', value: (row) => row.disbursed },
          { name: 'spent_kes', value: (row) => row.spent },
          { name: 'share_of_allocated_percent', value: (row) => percent(row.allocated, total.allocated) },
          { name: 'disbursed_percent_of_allocated', value: (row) => percent(row.disbursed, row.allocated) },
          { name: 'spent_percent_of_allocated', value: (row) => percent(row.spent, row.allocated) },
        ],
      });
    },
  );
}
