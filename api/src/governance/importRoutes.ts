import type { FastifyInstance } from 'fastify';
import { staffUser } from '../accounts/roles.js';
import { badRequest } from '../errors.js';
import { translateAnswerTexts } from '../i18n/answers.js';
import { requestLanguage } from '../i18n/language.js';
import { recordStaffAction } from '../staff/audit.js';
import { ImportFileError, importProjects, type ImportFormat } from './importProjects.js';

/** The largest file the console takes (about 40,000 projects as CSV); bigger ones go through `npm run import:projects`. */
export const IMPORT_FILE_LIMIT = 20 * 1024 * 1024;
export const IMPORT_NOT_UTF8 = 'The file is not UTF-8 text. Save it as CSV (UTF-8) or as JSON and choose it again.';
export const IMPORT_FORMAT_NEEDED = 'Choose a CSV file (.csv) or an OC4IDS JSON file (.json).';
export const IMPORT_FILE_EMPTY = 'The file is empty.';

interface ImportQuery {
  format: ImportFormat;
  name?: string;
  check?: boolean;
}

const importQuery = {
  type: 'object',
  properties: {
    format: { type: 'string' },
    name: { type: 'string', maxLength: 200 },
    check: { type: 'boolean', default: false },
  },
  required: ['format'],
} as const;

/**
 * Project records imported from the console (role `editor`): the same import as `npm run import:projects`,
 * the file's bytes as the body (`application/octet-stream`), its format and name in the query. With
 * `check=true` every record is checked and reported and nothing is written; otherwise the accepted ones are
 * written in one transaction with the staff audit's entry (the counts, never the rows). Citizens see the
 * projects at once: the import's writes move the data version the read caches follow.
 */
export async function projectImportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: IMPORT_FILE_LIMIT }, (_request, body, done) => done(null, body));
    scope.post<{ Querystring: ImportQuery; Body: Buffer }>(
      '/api/staff/projects/import/',
      { config: { staffRole: 'editor' }, bodyLimit: IMPORT_FILE_LIMIT, schema: { querystring: importQuery } },
      async (request) => {
        const { format, name, check } = request.query;
        if (format !== 'csv' && format !== 'json') throw badRequest(IMPORT_FORMAT_NEEDED, 'file');
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw badRequest(IMPORT_FILE_EMPTY, 'file');
        let text: string;
        try {
          text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        } catch {
          throw badRequest(IMPORT_NOT_UTF8, 'file');
        }
        const editor = staffUser(request);
        const fileName = (name ?? '').trim().slice(0, 120) || `projects.${format}`;
        try {
          const report = await importProjects(db, text, format, {
            dryRun: check === true,
            alongside: (tx, done) =>
              recordStaffAction(tx, editor, {
                action: 'projects.import',
                targetType: 'projects',
                targetId: fileName,
                after: { total: done.total, created: done.created, updated: done.updated, unchanged: done.unchanged, refused: done.refused.length },
              }),
          });
          // The report's warnings and reasons in the editor's language; the ids and row numbers as the file gave them.
          const language = requestLanguage(request);
          const translated = {
            ...report,
            warnings: translateAnswerTexts(report.warnings, language),
            refused: report.refused.map((row) => ({ ...row, errors: translateAnswerTexts(row.errors, language) })),
          };
          return { checked: check === true, report: translated };
        } catch (error) {
          if (error instanceof ImportFileError) throw badRequest(error.message, 'file');
          throw error;
        }
      },
    );
  });
}
