import type { FastifyInstance } from 'fastify';
import type { PublicationResource } from '@civic/shared/contracts';
import { formatSchema, sendDownload, type DownloadFormat } from './download.js';
import { answerLanguage, inAnswerLanguage } from '../contentLanguage.js';

/** A publication as /api/publications/ gives it; the category may also be 'audit' here. */
export type Report = Omit<PublicationResource, 'category'> & { category: PublicationResource['category'] | 'audit' };

export interface ReportsResponse {
  /** 'audit' when audit reports exist; otherwise 'accountability': the publications that help hold bodies to account. */
  kind: 'audit' | 'accountability';
  reports: Report[];
}

interface PublicationRow {
  id: string;
  title: string;
  description: string;
  /** The Kiswahili (migration 027), NULL where there is none. */
  title_sw: string | null;
  description_sw: string | null;
  category: Report['category'];
  file_name: string;
  size_bytes: number;
  published_on: string;
}

/**
 * Public audit and accountability reports (/reports). The platform publishes no audit reports of its own
 * yet; until it does, the answer says so (`kind: 'accountability'`) and lists the publications instead.
 * The list is in the reader's language, as /api/publications/ gives it; the downloadable files (open data, their
 * descriptions in English) keep the English texts.
 */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { format?: DownloadFormat } }>(
    '/api/reports/',
    { schema: { querystring: { type: 'object', properties: { format: formatSchema } } } },
    async (request, reply) => {
      const rows = await app.db.query<PublicationRow>(
        `SELECT id, title, description, title_sw, description_sw, category, file_name, size_bytes, published_on::text AS published_on FROM publications
         ORDER BY (category = 'audit') DESC, published_on DESC, title`,
      );
      const audits = rows.filter((row) => row.category === 'audit');
      const kind: ReportsResponse['kind'] = audits.length ? 'audit' : 'accountability';
      const { format } = request.query;
      const language = format ? 'en' : answerLanguage(request, reply);
      const reports: Report[] = (audits.length ? audits : rows).map((row) => ({
        id: row.id,
        title: inAnswerLanguage(row.title, row.title_sw, language),
        description: inAnswerLanguage(row.description, row.description_sw, language),
        category: row.category,
        downloadUrl: `/api/publications/${encodeURIComponent(row.id)}/download/`,
        fileName: row.file_name,
        sizeBytes: row.size_bytes,
        publishedOn: row.published_on,
      }));
      if (!format) return { kind, reports } satisfies ReportsResponse;
      return sendDownload(reply, {
        fileName: 'reports',
        format,
        key: 'reports',
        meta: {
          title: kind === 'audit' ? 'Audit reports' : 'Accountability publications',
          sources: ['Publications of this platform.'],
          filters: {},
          ...(kind === 'accountability' ? { note: 'No audit reports are published on the platform yet; these are its accountability publications.' } : {}),
        },
        rows: reports,
        columns: [
          { name: 'id', value: (row) => row.id },
          { name: 'title', value: (row) => row.title },
          { name: 'category', value: (row) => row.category },
          { name: 'published_on', value: (row) => row.publishedOn },
          { name: 'description', value: (row) => row.description },
          { name: 'download_url', value: (row) => row.downloadUrl },
        ],
      });
    },
  );
}
