import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';
import { Readable, pipeline } from 'node:stream';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import { pickCoding } from '../readCache.js';
import { csvCell, toCsv } from './csv.js';

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

/**
 * Rows read a batch at a time while the file is sent, for lists that can be long (every project): the file
 * starts at once and the server holds one batch, not the whole list. `count` is how many matched when the
 * download began.
 */
export interface StreamedRows<Row> {
  count: number;
  batches: AsyncIterable<Row[]>;
}

export interface Download<Row> {
  fileName: string;
  format: DownloadFormat;
  meta: DownloadMeta;
  /** The list's key in the JSON file, the same key the API answers with. */
  key: string;
  rows: Row[] | StreamedRows<Row>;
  columns: Array<{ name: string; value: (row: Row) => unknown }>;
}

/** The file as text, a piece per batch: the same bytes `JSON.stringify(…, null, 2)` or `toCsv` would give. */
async function* fileText<Row>(download: Download<Row>, meta: Record<string, unknown>, batches: AsyncIterable<Row[]>): AsyncGenerator<string> {
  if (download.format === 'csv') {
    yield `${download.columns.map((column) => csvCell(column.name)).join(',')}\r\n`;
    for await (const batch of batches) {
      yield batch.map((row) => `${download.columns.map((column) => csvCell(column.value(row))).join(',')}\r\n`).join('');
    }
    return;
  }
  yield `{\n  "meta": ${JSON.stringify(meta, null, 2).replace(/\n/g, '\n  ')},\n  ${JSON.stringify(download.key)}: [`;
  let first = true;
  for await (const batch of batches) {
    if (!batch.length) continue;
    yield batch.map((row, index) => `${first && index === 0 ? '\n' : ',\n'}${JSON.stringify(row, null, 2).replace(/^/gm, '    ')}`).join('');
    first = false;
  }
  yield first ? ']\n}' : '\n  ]\n}';
}

function withoutEmpty(filters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([name, value]) => name !== 'format' && value !== undefined && value !== null && value !== ''));
}

export function sendDownload<Row>(reply: FastifyReply, download: Download<Row>): FastifyReply {
  const name = `${download.fileName}.${download.format}`;
  reply.header('Content-Disposition', `attachment; filename="${name}"`).header('Cache-Control', 'no-cache');
  reply.type(download.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
  const streamed = !Array.isArray(download.rows);
  const rows = download.rows;
  const meta = {
    title: download.meta.title,
    publisher: site.name,
    generatedAt: new Date().toISOString(),
    sources: download.meta.sources,
    filters: withoutEmpty(download.meta.filters),
    count: Array.isArray(rows) ? rows.length : rows.count,
    ...(download.meta.note ? { note: download.meta.note } : {}),
  };
  if (!streamed) {
    const list = rows as Row[];
    if (download.format === 'csv') {
      return reply.send(
        toCsv(
          download.columns.map((column) => column.name),
          list.map((row) => download.columns.map((column) => column.value(row))),
        ),
      );
    }
    return reply.send(JSON.stringify({ meta, [download.key]: list }, null, 2));
  }
  const text = Readable.from(fileText(download, meta, (rows as StreamedRows<Row>).batches));
  // Compressed as it goes for a client that takes it (the answer is the same for everybody), at a quality
  // that keeps up with the database.
  const coding = pickCoding(reply.request.headers['accept-encoding']);
  reply.header('Vary', 'Accept-Encoding');
  if (!coding) return reply.send(text);
  const compressor = coding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip({ level: 6 });
  return reply.header('Content-Encoding', coding).send(pipeline(text, compressor, () => undefined));
}

export const CENSUS_SOURCE = 'County figures: KNBS 2019 Kenya Population and Housing Census, via the MIT-licensed rmiyoyo/kenya-geo dataset.';
export const PLACES_SOURCE = 'Constituencies and wards (IEBC codes): gerismumo/kenya-locations-data (MIT).';
export const MDA_CREDIT = 'Kenya eCitizen Services Dataset © 2026 Alvin Karanja, CC BY 4.0';
export const SAMPLE_NOTE = 'Records with isSample true are examples shipped with the platform to show how projects are presented. They are not government data.';
