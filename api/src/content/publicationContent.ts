import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import * as yup from 'yup';
import { MAX_FILE_BYTES } from '@civic/shared/schemas';
import { CONTENT_CHANGED, PUBLICATION_CATEGORIES } from '@civic/shared/contracts';
import { staffUser } from '../accounts/roles.js';
import { badRequest, ClientError, notFound } from '../errors.js';
import { discardFiles, receiveForm, type ReceivedFile } from '../reporting/uploads.js';
import { recordStaffAction } from '../staff/audit.js';
import { publicationPdf } from '../seed/index.js';
import { CONTENT_CHANGED_MESSAGE, date, editableRecords, VERSION_NEEDED, type TextField, type ValueField } from './records.js';

export const CATEGORY_NEEDED = 'Please choose the category: policy, guidelines or practices.';
export const FILE_NEEDED_TO_PUBLISH = 'Upload the document before publishing: citizens download it from the list.';
export const CHOOSE_A_FILE = 'Choose the document to upload.';
export const NOT_A_DOCUMENT = '{name} is not a PDF, Word or Excel document. Publications are PDF, Word (.docx, .doc) or Excel (.xlsx, .xls) files.';
export const DOCUMENT_SAVED = 'Document uploaded.';

/** What a publication's document may be, by what its bytes say (uploads.ts reads them). */
const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/msword',
  'application/vnd.ms-excel',
]);

const texts: TextField[] = [
  { name: 'title', column: 'title', swColumn: 'title_sw', max: 200, required: 'Please fill in the English title.' },
  { name: 'description', column: 'description', swColumn: 'description_sw', max: 2000, required: 'Please fill in the English description.' },
];
const values: ValueField[] = [
  {
    name: 'category',
    column: 'category',
    schema: yup
      .string()
      .required(CATEGORY_NEEDED)
      .oneOf([...PUBLICATION_CATEGORIES], CATEGORY_NEEDED),
  },
  { name: 'publishedOn', column: 'published_on', read: `to_char(published_on, 'YYYY-MM-DD')`, write: (p) => `${p}::date`, schema: date },
];

const hasDocument = (row: Record<string, unknown>) => Number(row.size_bytes) > 0;
const staffFileUrl = (id: string) => `/api/staff/content/publications/${encodeURIComponent(id)}/file/`;

/** The document's name for a download: what it was uploaded as, or the shipped publication's built PDF. */
const downloadName = (fileName: string) => fileName.replace(/["\\\r\n]/g, '');

export interface DocumentRow {
  id: string;
  title: string;
  file_name: string;
  media_type: string;
  size_bytes: number;
  published_on: string | Date;
  stored_file: string | null;
  version: number;
  published: boolean;
}

const isoDate = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/**
 * Sends a publication's document: the uploaded file from the file store, or a shipped publication's PDF built
 * from its source text. Shared by the citizens' download (published ones only, org.ts) and the editors' one.
 */
export async function sendPublicationDocument(app: FastifyInstance, reply: FastifyReply, row: DocumentRow, cache: string): Promise<FastifyReply> {
  if (row.stored_file) {
    const stored = await app.fileStore.get(row.stored_file);
    if (!stored) throw notFound('There is no publication with that id.');
    return reply
      .header('Content-Type', row.media_type)
      .header('Content-Length', String(stored.size))
      .header('Content-Disposition', `attachment; filename="${downloadName(row.file_name)}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', cache)
      .send(stored.stream);
  }
  // Always a PDF, whatever an older seed recorded.
  const fileName = `${path.basename(row.file_name, path.extname(row.file_name))}.pdf`;
  // Built from the publication's source text: the bytes whose size the seed recorded for the list.
  const pdf = await publicationPdf({ id: row.id, title: row.title, fileName, publishedOn: isoDate(row.published_on) });
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${downloadName(fileName)}"`)
    .header('Cache-Control', cache)
    .send(pdf);
}

export const DOCUMENT_COLUMNS = 'id, title, file_name, media_type, size_bytes, published_on, stored_file, version, published';

/**
 * Publications for editors (`/api/staff/content/publications/`, role `editor`, see records.ts): title and
 * description in both languages, category and date, and the document, uploaded with the same checks as a
 * report's evidence (its bytes must say PDF, Word or Excel; 10 MB at most; an Office file that would unpack
 * past its limit is refused) and kept in the file store. A publication made in the console waits for its
 * document before it can be published; replacing the document is an audit entry (`publication.file`) too.
 */
export async function publicationContentRoutes(app: FastifyInstance): Promise<void> {
  const { db, fileStore: store } = app;
  const EDITOR = { staffRole: 'editor' } as const;
  const tempDir = path.join(app.uploadsDir, 'incoming');

  editableRecords(app, {
    name: 'publication',
    table: 'publications',
    path: '/api/staff/content/publications/',
    listKey: 'publications',
    itemKey: 'publication',
    texts,
    values,
    order: 'published_on DESC, title',
    idFrom: 'title',
    notFound: 'There is no such publication.',
    // No document yet: the upload gives it its name, type and size.
    insert: { file_name: "''", media_type: "''", size_bytes: '0' },
    extraColumns: 'file_name, media_type, size_bytes',
    extra: (row) => ({
      file: hasDocument(row) ? { name: String(row.file_name), mediaType: String(row.media_type), sizeBytes: Number(row.size_bytes), url: staffFileUrl(String(row.id)) } : null,
    }),
    publishRefusal: (row) => (row && hasDocument(row) ? null : { message: FILE_NEEDED_TO_PUBLISH, field: 'file' }),
  });

  const idParams = { params: { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 120 } }, required: ['id'] } } as const;
  const versionSchema = yup.object({ version: yup.number().typeError(VERSION_NEEDED).integer(VERSION_NEEDED).required(VERSION_NEEDED) });

  app.get<{ Params: { id: string } }>('/api/staff/content/publications/:id/file/', { config: EDITOR, schema: idParams }, async (request, reply) => {
    const [row] = await db.query<DocumentRow>(`SELECT ${DOCUMENT_COLUMNS} FROM publications WHERE id = $1 AND size_bytes > 0`, [request.params.id]);
    if (!row) throw notFound('There is no such publication.');
    return sendPublicationDocument(app, reply, row, 'private, no-store');
  });

  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: MAX_FILE_BYTES, files: 2, fields: 4, fieldSize: 100, parts: 8, headerPairs: 100 },
    });
    scope.post<{ Params: { id: string } }>(
      '/api/staff/content/publications/:id/file/',
      { config: EDITOR, bodyLimit: MAX_FILE_BYTES + 64 * 1024, schema: idParams },
      async (request, reply) => {
        const editor = staffUser(request);
        const form = await receiveForm(request, 'file', tempDir);
        // The new document once stored, and the one it replaces: what to remove after a failure or a success.
        const files: { kept: string | null; replaced: string | null } = { kept: null, replaced: null };
        try {
          const { version } = await yup
            .object({ version: versionSchema.fields.version })
            .validate(form.fields)
            .catch(() => {
              throw badRequest(VERSION_NEEDED, 'version');
            });
          const [file, extra] = form.files as [ReceivedFile | undefined, ReceivedFile | undefined];
          if (!file || extra) throw badRequest(CHOOSE_A_FILE, 'file');
          if (!DOCUMENT_TYPES.has(file.mediaType)) throw new ClientError(415, NOT_A_DOCUMENT.replace('{name}', file.originalName), 'file');
          const outcome = await db.transaction(async (tx) => {
            const [current] = await tx.query<DocumentRow>(`SELECT ${DOCUMENT_COLUMNS} FROM publications WHERE id = $1 FOR UPDATE`, [request.params.id]);
            if (!current) throw notFound('There is no such publication.');
            if (current.version !== version) return { conflict: true as const };
            const stored = await store.put(file.tempPath, tx);
            files.kept = stored.name;
            await tx.query(
              `UPDATE publications SET stored_file = $2, file_name = $3, media_type = $4, size_bytes = $5, version = version + 1, edited_by = $6, edited_at = now() WHERE id = $1`,
              [current.id, stored.name, file.originalName, file.mediaType, stored.size, editor.fullName],
            );
            await recordStaffAction(tx, editor, {
              action: 'publication.file',
              targetType: 'publication',
              targetId: current.id,
              before: current.size_bytes > 0 ? { name: current.file_name, mediaType: current.media_type, sizeBytes: current.size_bytes } : null,
              after: { name: file.originalName, mediaType: file.mediaType, sizeBytes: stored.size },
            });
            files.replaced = current.stored_file;
            return { conflict: false as const };
          });
          if (outcome.conflict) return reply.code(409).send({ status: 'error', message: CONTENT_CHANGED_MESSAGE, field: null, status_code: 409, code: CONTENT_CHANGED });
          files.kept = null;
          // The earlier document goes once the new one is committed in its place.
          if (files.replaced)
            await store.delete(files.replaced).catch((error: unknown) => request.log.warn({ err: error }, 'a replaced publication document could not be removed'));
          return reply.code(201).send({ status: 'success', message: DOCUMENT_SAVED });
        } finally {
          await discardFiles(form.files.map((received) => received.tempPath));
          // A folder store kept the file outside the transaction: a failed save removes it again.
          if (files.kept) await store.delete(files.kept).catch(() => undefined);
        }
      },
    );
  });
}
