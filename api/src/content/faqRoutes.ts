import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { communityMessages } from '@civic/shared/schemas';
import { CONTENT_CHANGED, type EditableFaqEntry, type EditableFaqList, type FaqFields } from '@civic/shared/contracts';
import { staffUser } from '../accounts/roles.js';
import { ClientError, notFound } from '../errors.js';
import { validateBody } from '../validation.js';
import type { Queryable } from '../db/index.js';
import { recordStaffAction } from '../staff/audit.js';

export const FAQ_CHANGED = 'This entry was changed by someone else after you opened it. Their version is below; your text is kept in the form.';
export const NO_FAQ_ENTRY = 'There is no such FAQ entry.';
export const FAQ_NOT_PUBLISHED = 'This entry is not published: there is nothing to take down.';
export const FAQ_VERSION_NEEDED = 'Say which version of the entry you edited.';
const REQUIRED = {
  category: 'Please fill in the English category.',
  question: 'Please fill in the English question.',
  answer: 'Please fill in the English answer.',
};
/** The forms' own words for a text too long (shared schemas' communityMessages.tooLong). */
export const FAQ_TOO_LONG = communityMessages.tooLong;

const LIMITS = { category: 120, question: 300, answer: 5000 } as const;
const FIELDS = ['category', 'question', 'answer'] as const;

const text = (name: keyof typeof LIMITS, required: boolean) => {
  const field = yup
    .string()
    .default('')
    .trim()
    .max(LIMITS[name], FAQ_TOO_LONG.replace('{max}', String(LIMITS[name])));
  return required ? field.required(REQUIRED[name]) : field;
};
/** The texts of an entry: every English one required, the Kiswahili ones each may wait for a translator. */
const fieldsSchema = yup.object({
  en: yup.object({ category: text('category', true), question: text('question', true), answer: text('answer', true) }).required(),
  sw: yup.object({ category: text('category', false), question: text('question', false), answer: text('answer', false) }).default({}),
});
const saveSchema = yup.object({ version: yup.number().integer().min(1).optional(), publish: yup.boolean().default(false) });
const versionSchema = yup.object({ version: yup.number().typeError(FAQ_VERSION_NEEDED).integer(FAQ_VERSION_NEEDED).required(FAQ_VERSION_NEEDED) });

interface FaqEditRow {
  id: string;
  position: number;
  category: string;
  question: string;
  answer: string;
  category_sw: string | null;
  question_sw: string | null;
  answer_sw: string | null;
  published: boolean;
  draft: FaqFields | null;
  version: number;
  edited_by: string | null;
  edited_at: Date | string | null;
}

const COLUMNS = 'id, position, category, question, answer, category_sw, question_sw, answer_sw, published, draft, version, edited_by, edited_at';

const liveFields = (row: FaqEditRow): FaqFields => ({
  en: { category: row.category, question: row.question, answer: row.answer },
  sw: { category: row.category_sw ?? '', question: row.question_sw ?? '', answer: row.answer_sw ?? '' },
});

const sameFields = (a: FaqFields, b: FaqFields) => FIELDS.every((name) => a.en[name] === b.en[name] && a.sw[name] === b.sw[name]);

export function toEditable(row: FaqEditRow): EditableFaqEntry {
  const fields = row.draft ?? liveFields(row);
  return {
    id: row.id,
    // Stored from 0, as the seed numbers the entries; shown from 1.
    position: row.position + 1,
    version: row.version,
    published: row.published,
    fields,
    hasDraft: row.draft !== null,
    missing: FIELDS.filter((name) => !fields.sw[name].trim()).map((name) => `sw.${name}`),
    edited: row.edited_at && row.edited_by ? { by: row.edited_by, at: new Date(row.edited_at).toISOString() } : null,
  };
}

/** An id for a new entry: its question's words, and a few random letters so two alike never meet. */
function newId(question: string): string {
  const words = question
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .slice(0, 6)
    .join('-');
  return `${words || 'entry'}-${randomBytes(3).toString('hex')}`;
}

async function readFields(body: unknown): Promise<FaqFields> {
  const fields = (body as { fields?: unknown } | null)?.fields ?? {};
  const valid = await validateBody(fieldsSchema, fields);
  return { en: valid.en, sw: { category: valid.sw.category ?? '', question: valid.sw.question ?? '', answer: valid.sw.answer ?? '' } };
}

const orNull = (value: string) => (value.trim() ? value : null);

/** The texts as the table's columns take them: category, question, answer in English, then in Kiswahili (empty: none). */
const textColumns = (fields: FaqFields) => [
  fields.en.category,
  fields.en.question,
  fields.en.answer,
  orNull(fields.sw.category),
  orNull(fields.sw.question),
  orNull(fields.sw.answer),
];

/**
 * The FAQ for editors (role `editor`): every entry with its draft, what is missing in Kiswahili and who edited it
 * last; a new entry; a save (a draft, or published at once) checked against the version the editor read; taking
 * an entry down. Each save is a staff audit entry with the entry before and after, written with it. Citizens
 * read the change at once (GET /api/faq/ reads the table on every request).
 */
export async function faqContentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const EDITOR = { staffRole: 'editor' } as const;
  const idParams = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 120 } }, required: ['id'] } as const;

  /** The 409 of a save over someone else's: their entry as it now is comes with it, for the editor to compare. */
  const changed = (row: FaqEditRow) => ({ status: 'error', message: FAQ_CHANGED, field: null, status_code: 409, code: CONTENT_CHANGED, entry: toEditable(row) });

  app.get('/api/staff/content/faq/', { config: EDITOR }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const rows = await db.query<FaqEditRow>(`SELECT ${COLUMNS} FROM faq_entries ORDER BY position, id`);
    const answer: EditableFaqList = { entries: rows.map(toEditable) };
    return answer;
  });

  app.post('/api/staff/content/faq/', { config: EDITOR, schema: { body: { type: 'object' } } }, async (request, reply) => {
    const editor = staffUser(request);
    const fields = await readFields(request.body);
    const { publish } = await validateBody(saveSchema, request.body);
    const entry = await db.transaction(async (tx) => {
      const [row] = await tx.query<FaqEditRow>(
        `INSERT INTO faq_entries (id, position, category, question, answer, category_sw, question_sw, answer_sw, published, edited_by, edited_at)
         VALUES ($1, (SELECT COALESCE(max(position), 0) + 1 FROM faq_entries), $2, $3, $4, $5, $6, $7, $8, $9, now())
         RETURNING ${COLUMNS}`,
        [newId(fields.en.question), ...textColumns(fields), publish, editor.fullName],
      );
      const created = toEditable(row!);
      await recordStaffAction(tx, editor, { action: publish ? 'faq.publish' : 'faq.draft', targetType: 'faq', targetId: created.id, after: created });
      return created;
    });
    return reply.code(201).send({ entry });
  });

  app.put<{ Params: { id: string } }>('/api/staff/content/faq/:id/', { config: EDITOR, schema: { params: idParams, body: { type: 'object' } } }, async (request, reply) => {
    const editor = staffUser(request);
    const { version } = await validateBody(versionSchema, request.body);
    const fields = await readFields(request.body);
    const { publish } = await validateBody(saveSchema, request.body);
    const outcome = await db.transaction<SaveOutcome>(async (tx) => {
      const current = await lockEntry(tx, request.params.id);
      if (current.version !== version) return { conflict: current };
      const live = liveFields(current);
      const [row] = publish
        ? await tx.query<FaqEditRow>(
            `UPDATE faq_entries SET category = $2, question = $3, answer = $4, category_sw = $5, question_sw = $6, answer_sw = $7, published = true, draft = NULL,
               version = version + 1, edited_by = $8, edited_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
            [current.id, ...textColumns(fields), editor.fullName],
          )
        : await tx.query<FaqEditRow>(
            // A draft the same as what citizens read is no draft.
            `UPDATE faq_entries SET draft = $2::text::jsonb, version = version + 1, edited_by = $3, edited_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
            [current.id, sameFields(fields, live) ? null : JSON.stringify(fields), editor.fullName],
          );
      const saved = toEditable(row!);
      await recordStaffAction(tx, editor, { action: publish ? 'faq.publish' : 'faq.draft', targetType: 'faq', targetId: saved.id, before: toEditable(current), after: saved });
      return { saved };
    });
    if ('conflict' in outcome) return reply.code(409).send(changed(outcome.conflict));
    return { entry: outcome.saved };
  });

  app.post<{ Params: { id: string } }>(
    '/api/staff/content/faq/:id/unpublish/',
    { config: EDITOR, schema: { params: idParams, body: { type: 'object' } } },
    async (request, reply) => {
      const editor = staffUser(request);
      const { version } = await validateBody(versionSchema, request.body);
      const outcome = await db.transaction<SaveOutcome>(async (tx) => {
        const current = await lockEntry(tx, request.params.id);
        if (current.version !== version) return { conflict: current };
        if (!current.published) throw new ClientError(409, FAQ_NOT_PUBLISHED);
        const [row] = await tx.query<FaqEditRow>(
          `UPDATE faq_entries SET published = false, version = version + 1, edited_by = $2, edited_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
          [current.id, editor.fullName],
        );
        const saved = toEditable(row!);
        await recordStaffAction(tx, editor, { action: 'faq.unpublish', targetType: 'faq', targetId: saved.id, before: toEditable(current), after: saved });
        return { saved };
      });
      if ('conflict' in outcome) return reply.code(409).send(changed(outcome.conflict));
      return { entry: outcome.saved };
    },
  );
}

/** A save's outcome: the entry saved, or the entry as someone else left it when the version read is not its own. */
type SaveOutcome = { conflict: FaqEditRow } | { saved: EditableFaqEntry };

async function lockEntry(tx: Queryable, id: string): Promise<FaqEditRow> {
  const [row] = await tx.query<FaqEditRow>(`SELECT ${COLUMNS} FROM faq_entries WHERE id = $1 FOR UPDATE`, [id]);
  if (!row) throw notFound(NO_FAQ_ENTRY);
  return row;
}
