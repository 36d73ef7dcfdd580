import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';
import { toCsv } from './csv.js';

/** The site's name is configuration shared with the front end (`shared/site.config.json`), not code; read once. */
const site = createRequire(import.meta.url)('@civic/shared/site.config.json') as { name: string };

/** `?format=csv|json` turns a list into a file download with the same filters (open data). */
export const FORMATS = ['csv', 'json'] as const;
export type DownloadFormat = (typeof FORMATS)[number];
export const formatSchema = { type: 'string', enum: FORMATS } as const;

export interface DownloadMeta {
  title: string;
  /** Where the facts come from, and the credit line their licence asks for. */
  sources: string[];
  /** The filters the list was made with, so a file says what it holds. */
  filters: Record<string, unknown>;
  note?: string;
}

export interface Download<Row> {
  fileName: string;
  format: DownloadFormat;
  meta: DownloadMeta;
  /** The list's key in the JSON file, the same key the API answers with. */
  key: string;
  rows: Row[];
  columns: Array<{ name: string; value: (row: Row) => unknown }>;
}

function withoutEmpty(filters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([name, value]) => name !== 'format' && value !== undefined && value !== null && value !== ''));
}

export function sendDownload<Row>(reply: FastifyReply, download: Download<Row>): FastifyReply {
  const name = `${download.fileName}.${download.format}`;
  reply.header('Content-Disposition', `attachment; filename="${name}"`).header('Cache-Control', 'no-cache');
  if (download.format === 'csv') {
    const body = toCsv(
      download.columns.map((column) => column.name),
      download.rows.map((row) => download.columns.map((column) => column.value(row))),
    );
    return reply.type('text/csv; charset=utf-8').send(body);
  }
  const meta = {
    title: download.meta.title,
    publisher: site.name,
    generatedAt: new Date().toISOString(),
    sources: download.meta.sources,
    filters: withoutEmpty(download.meta.filters),
    count: download.rows.length,
    ...(download.meta.note ? { note: download.meta.note } : {}),
  };
  return reply.type('application/json; charset=utf-8').send(JSON.stringify({ meta, [download.key]: download.rows }, null, 2));
}

export const CENSUS_SOURCE = 'County figures: KNBS 2019 Kenya Population and Housing Census, via the MIT-licensed rmiyoyo/kenya-geo dataset.';
export const PLACES_SOURCE = 'Constituencies and wards (IEBC codes): gerismumo/kenya-locations-data (MIT).';
export const MDA_CREDIT = 'Kenya eCitizen Services Dataset © 2026 Alvin Karanja, CC BY 4.0';
export const SAMPLE_NOTE = 'Records with isSample true are examples shipped with the platform to show how projects are presented. They are not government data.';
