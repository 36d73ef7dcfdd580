import { randomBytes } from 'node:crypto';
import { slugOf } from '../slug.js';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { communityMessages } from '@civic/shared/schemas';
import { CONTENT_CHANGED, type ContentValue, type EditableRecord } from '@civic/shared/contracts';
import { staffUser } from '../accounts/roles.js';
import { badRequest, ClientError, notFound } from '../errors.js';
import { validateBody } from '../validation.js';
import type { Queryable } from '../db/index.js';
import { recordStaffAction } from '../staff/audit.js';

export const CONTENT_CHANGED_MESSAGE = 'This entry was changed by someone else after you opened it. Their version is below; your text is kept in the form.';
export const NOT_PUBLISHED = 'This entry is not published: there is nothing to take down.';
export const VERSION_NEEDED = 'Say which version of the entry you edited.';
/** The forms' own words for a text too long (shared schemas' communityMessages.tooLong). */
export const TOO_LONG = communityMessages.tooLong;

export const DATE_NEEDED = 'Please give the date as YYYY-MM-DD.';
export const TIME_NEEDED = 'Please give the time as HH:MM, on the 24-hour clock.';
export const WEB_ADDRESS_FORMAT = 'A link must be a web address starting with https://.';

/** The values most kinds have: a calendar day, a time of day (Nairobi), a web address that may be left empty. */
const realDate = (value: string | undefined) => !value || !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
export const date = yup
  .string()
  .trim()
  .required(DATE_NEEDED)
  .matches(/^\d{4}-\d{2}-\d{2}$/, DATE_NEEDED)
  .test('real', DATE_NEEDED, realDate);
export const time = yup
  .string()
  .trim()
  .required(TIME_NEEDED)
  .matches(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_NEEDED);
export const optionalWebAddress = yup
  .string()
  .default('')
  .trim()
  .max(500, WEB_ADDRESS_FORMAT)
  .matches(/^(https:\/\/\S+)?$/, WEB_ADDRESS_FORMAT);

/** A text citizens read, kept in English (`column`) and Kiswahili (`swColumn`, NULL while untranslated). */
export interface TextField {
  name: string;
  column: string;
  swColumn: string;
  max: number;
  /** The refusal of an empty English text; null when it may be empty. */
  required: string | null;
}

/** A value that is the same in both languages: a date, a time, a number of seats, a choice. */
export interface ValueField {
  name: string;
  column: string;
  /** How the column is read as the value (default: the column itself). */
  read?: string;
  /** How a value is written from its parameter (default: as it is), e.g. (p) => `${p}::date`. */
  write?: (parameter: string) => string;
  schema: yup.Schema<ContentValue | undefined, yup.AnyObject, unknown, yup.Flags>;
}

export interface Fields {
  en: Record<string, string>;
  sw: Record<string, string>;
  values?: Record<string, ContentValue>;
}

type Row = Record<string, unknown> & {
  id: string;
  published: boolean;
  draft: Fields | null;
  version: number;
  edited_by: string | null;
  edited_at: Date | string | null;
};

/**
 * One kind of record editors edit in the console (the FAQ, workshops, events): its table, its texts in two
 * languages and its other values, and what more editors see beside them.
 */
export interface RecordKind {
  /** The audit's word for it ('faq.publish', 'workshop.draft'…) and its target type. */
  name: string;
  table: string;
  /** The collection's path, e.g. '/api/staff/content/workshops/'. */
  path: string;
  /** The list's key in the GET answer ('entries', 'workshops'…). */
  listKey: string;
  /** The record's key in a save's answer ('entry', 'workshop'…). */
  itemKey: string;
  texts: readonly TextField[];
  values?: readonly ValueField[];
  order: string;
  /** The English text a new record's id is made of; or 'serial' for a table whose ids are numbers 1, 2, 3… */
  idFrom: string;
  notFound: string;
  /** Further columns a new record sets, as SQL expressions (the FAQ's place at the end of the list). */
  insert?: Record<string, string>;
  /** Further columns read for editors, and what is made of them beside the fields. */
  extraColumns?: string;
  extra?(row: Record<string, unknown>): Record<string, unknown>;
  /**
   * A check of the fields about to be saved, with the record (if any) locked; throws a 400 naming the field.
   * Runs for a draft as for a publish, so an editor learns of it early.
   */
  check?(tx: Queryable, fields: Fields, id: string | null): Promise<void>;
  /**
   * Why the record cannot be published as it is (a publication with no document yet), with the field to name;
   * null when it can. Given the stored row, or null for a new record.
   */
  publishRefusal?(row: Record<string, unknown> | null): { message: string; field: string } | null;
  /**
   * Whether an editor may delete a record for good (`DELETE …/:id/?version=N`): true for kinds nothing else
   * refers to (the FAQ); workshops, with their registrations, are taken down instead.
   */
  deletable?: boolean;
}

/** A save's outcome: the record saved, or the record as someone else left it when the version read is not its own. */
type SaveOutcome = { conflict: Row } | { saved: EditableRecord<Fields> };

/** An id for a new record: the first six words of its English text, and a few random letters so two alike never meet. */
export function newRecordId(text: string): string {
  const words = text.trim().split(/\s+/).slice(0, 6).join(' ');
  return `${slugOf(words, 60) || 'entry'}-${randomBytes(3).toString('hex')}`;
}

const orNull = (value: string) => (value.trim() ? value : null);

/**
 * The staff routes of one kind of record (role `editor`): the list with drafts, missing translations and who
 * edited last; a new record (unpublished unless published at once); a save, as a draft or published, checked
 * against the version the editor read (a save over someone else's answers 409 with their record); taking one
 * down. Each save is a staff audit entry with the record before and after, written in the same transaction.
 * Citizens' pages read the published columns at every request, so a publish shows at once.
 */
export function editableRecords(app: FastifyInstance, kind: RecordKind): void {
  const { db } = app;
  const EDITOR = { staffRole: 'editor' } as const;
  const values = kind.values ?? [];
  const serial = kind.idFrom === 'serial';
  const idParams = {
    type: 'object',
    properties: { id: serial ? { type: 'string', pattern: '^[0-9]{1,9}$' } : { type: 'string', minLength: 1, maxLength: 120 } },
    required: ['id'],
  } as const;

  const text = (field: TextField, english: boolean) => {
    const base = yup
      .string()
      .default('')
      .trim()
      .max(field.max, TOO_LONG.replace('{max}', String(field.max)));
    return english && field.required ? base.required(field.required) : base;
  };
  const texts = (english: boolean) => yup.object(Object.fromEntries(kind.texts.map((field) => [field.name, text(field, english)])));
  const fieldsSchema = yup.object({
    en: texts(true).required(),
    sw: texts(false).default({}),
    ...(values.length ? { values: yup.object(Object.fromEntries(values.map((field) => [field.name, field.schema]))).default({}) } : {}),
  });
  const saveSchema = yup.object({ publish: yup.boolean().default(false) });
  const versionSchema = yup.object({ version: yup.number().typeError(VERSION_NEEDED).integer(VERSION_NEEDED).required(VERSION_NEEDED) });

  const columns = [
    // A number id is given to the browser as text, as every other record's is.
    serial ? 'id::text AS id' : 'id',
    'published',
    'draft',
    'version',
    'edited_by',
    'edited_at',
    ...kind.texts.flatMap((field) => [field.column, field.swColumn]),
    ...values.map((field) => `${field.read ?? field.column} AS "value_${field.name}"`),
    ...(kind.extraColumns ? [kind.extraColumns] : []),
  ].join(', ');

  const liveFields = (row: Row): Fields => ({
    en: Object.fromEntries(kind.texts.map((field) => [field.name, String(row[field.column] ?? '')])),
    sw: Object.fromEntries(kind.texts.map((field) => [field.name, String(row[field.swColumn] ?? '')])),
    ...(values.length ? { values: Object.fromEntries(values.map((field) => [field.name, row[`value_${field.name}`] as ContentValue])) } : {}),
  });

  const sameFields = (a: Fields, b: Fields) =>
    kind.texts.every((field) => a.en[field.name] === b.en[field.name] && a.sw[field.name] === b.sw[field.name]) &&
    values.every((field) => a.values?.[field.name] === b.values?.[field.name]);

  const toEditable = (row: Row): EditableRecord<Fields> & Record<string, unknown> => {
    const fields = row.draft ?? liveFields(row);
    return {
      id: row.id,
      ...kind.extra?.(row),
      version: row.version,
      published: row.published,
      fields,
      hasDraft: row.draft !== null,
      missing: kind.texts.filter((field) => !fields.sw[field.name]?.trim()).map((field) => `sw.${field.name}`),
      edited: row.edited_at && row.edited_by ? { by: row.edited_by, at: new Date(row.edited_at).toISOString() } : null,
    };
  };

  async function readFields(body: unknown): Promise<Fields> {
    const valid = (await validateBody(fieldsSchema, (body as { fields?: unknown } | null)?.fields ?? {})) as Fields;
    return {
      en: valid.en,
      sw: Object.fromEntries(kind.texts.map((field) => [field.name, valid.sw[field.name] ?? ''])),
      ...(values.length ? { values: valid.values } : {}),
    };
  }

  /** The columns a publish writes, with their values: every text in both languages and every value. */
  const written = (fields: Fields) => [
    ...kind.texts.flatMap((field) => [
      { column: field.column, value: fields.en[field.name], write: undefined },
      { column: field.swColumn, value: orNull(fields.sw[field.name] ?? ''), write: undefined },
    ]),
    ...values.map((field) => ({ column: field.column, value: fields.values?.[field.name] ?? null, write: field.write })),
  ];

  const parameter = (column: { write: ((parameter: string) => string) | undefined }, n: number) => (column.write ? column.write(`$${n}`) : `$${n}`);

  function refusePublishing(row: Row | null): void {
    const refusal = kind.publishRefusal?.(row);
    if (refusal) throw badRequest(refusal.message, refusal.field);
  }

  async function lock(tx: Queryable, id: string): Promise<Row> {
    const [row] = await tx.query<Row>(`SELECT ${columns} FROM ${kind.table} WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) throw notFound(kind.notFound);
    return row;
  }

  /** The 409 of a save over someone else's: their record as it now is comes with it, for the editor to compare. */
  const changed = (row: Row) => ({
    status: 'error',
    message: CONTENT_CHANGED_MESSAGE,
    field: null,
    status_code: 409,
    code: CONTENT_CHANGED,
    [kind.itemKey]: toEditable(row),
  });

  const audit = (tx: Queryable, request: Parameters<typeof staffUser>[0], action: string, before: unknown, after: EditableRecord<Fields>) =>
    recordStaffAction(tx, staffUser(request), { action: `${kind.name}.${action}`, targetType: kind.name, targetId: after.id, before, after });

  app.get(kind.path, { config: EDITOR }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const rows = await db.query<Row>(`SELECT ${columns} FROM ${kind.table} ORDER BY ${kind.order}`);
    return { [kind.listKey]: rows.map(toEditable) };
  });

  app.post(kind.path, { config: EDITOR, schema: { body: { type: 'object' } } }, async (request, reply) => {
    const editor = staffUser(request);
    const fields = await readFields(request.body);
    const { publish } = await validateBody(saveSchema, request.body);
    const created = await db.transaction(async (tx) => {
      await kind.check?.(tx, fields, null);
      if (publish) refusePublishing(null);
      const set = written(fields);
      let id = newRecordId(fields.en[kind.idFrom] ?? '');
      if (serial) {
        // Two editors adding at once wait for each other here rather than both taking the same number.
        await tx.query(`LOCK TABLE ${kind.table} IN SHARE ROW EXCLUSIVE MODE`);
        const [next] = await tx.query<{ id: number }>(`SELECT COALESCE(max(id), 0)::int + 1 AS id FROM ${kind.table}`);
        id = String(next!.id);
      }
      const extra = Object.entries(kind.insert ?? {});
      const [row] = await tx.query<Row>(
        `INSERT INTO ${kind.table} (id, ${set.map((c) => c.column).join(', ')}, published, edited_by, edited_at${extra.map(([column]) => `, ${column}`).join('')})
         VALUES ($1, ${set.map((c, i) => parameter(c, i + 2)).join(', ')}, $${set.length + 2}, $${set.length + 3}, now()${extra.map(([, sql]) => `, ${sql}`).join('')})
         RETURNING ${columns}`,
        [id, ...set.map((c) => c.value), publish, editor.fullName],
      );
      const saved = toEditable(row!);
      await audit(tx, request, publish ? 'publish' : 'draft', undefined, saved);
      return saved;
    });
    return reply.code(201).send({ [kind.itemKey]: created });
  });

  app.put<{ Params: { id: string } }>(`${kind.path}:id/`, { config: EDITOR, schema: { params: idParams, body: { type: 'object' } } }, async (request, reply) => {
    const editor = staffUser(request);
    const { version } = await validateBody(versionSchema, request.body);
    const fields = await readFields(request.body);
    const { publish } = await validateBody(saveSchema, request.body);
    const outcome = await db.transaction<SaveOutcome>(async (tx) => {
      const current = await lock(tx, request.params.id);
      if (current.version !== version) return { conflict: current };
      await kind.check?.(tx, fields, current.id);
      if (publish) refusePublishing(current);
      const set = written(fields);
      const [row] = publish
        ? await tx.query<Row>(
            `UPDATE ${kind.table} SET ${set.map((c, i) => `${c.column} = ${parameter(c, i + 2)}`).join(', ')}, published = true, draft = NULL,
               version = version + 1, edited_by = $${set.length + 2}, edited_at = now() WHERE id = $1 RETURNING ${columns}`,
            [current.id, ...set.map((c) => c.value), editor.fullName],
          )
        : await tx.query<Row>(
            // A draft the same as what citizens read is no draft.
            `UPDATE ${kind.table} SET draft = $2::text::jsonb, version = version + 1, edited_by = $3, edited_at = now() WHERE id = $1 RETURNING ${columns}`,
            [current.id, sameFields(fields, liveFields(current)) ? null : JSON.stringify(fields), editor.fullName],
          );
      const saved = toEditable(row!);
      await audit(tx, request, publish ? 'publish' : 'draft', toEditable(current), saved);
      return { saved };
    });
    if ('conflict' in outcome) return reply.code(409).send(changed(outcome.conflict));
    return { [kind.itemKey]: outcome.saved };
  });

  if (kind.deletable) {
    app.delete<{ Params: { id: string }; Querystring: { version?: string } }>(
      `${kind.path}:id/`,
      { config: EDITOR, schema: { params: idParams, querystring: { type: 'object', properties: { version: { type: 'string' } } } } },
      async (request, reply) => {
        const { version } = await validateBody(versionSchema, { version: request.query.version });
        const outcome = await db.transaction<{ conflict: Row } | { deleted: true }>(async (tx) => {
          const current = await lock(tx, request.params.id);
          if (current.version !== version) return { conflict: current };
          await tx.query(`DELETE FROM ${kind.table} WHERE id = $1`, [current.id]);
          // Remembered, so the seed does not write a shipped record back at the next start.
          await tx.query('INSERT INTO content_deletions (kind, id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [kind.name, current.id]);
          await recordStaffAction(tx, staffUser(request), { action: `${kind.name}.delete`, targetType: kind.name, targetId: current.id, before: toEditable(current) });
          return { deleted: true };
        });
        if ('conflict' in outcome) return reply.code(409).send(changed(outcome.conflict));
        return reply.code(204).send();
      },
    );
  }

  app.post<{ Params: { id: string } }>(`${kind.path}:id/unpublish/`, { config: EDITOR, schema: { params: idParams, body: { type: 'object' } } }, async (request, reply) => {
    const editor = staffUser(request);
    const { version } = await validateBody(versionSchema, request.body);
    const outcome = await db.transaction<SaveOutcome>(async (tx) => {
      const current = await lock(tx, request.params.id);
      if (current.version !== version) return { conflict: current };
      if (!current.published) throw new ClientError(409, NOT_PUBLISHED);
      const [row] = await tx.query<Row>(`UPDATE ${kind.table} SET published = false, version = version + 1, edited_by = $2, edited_at = now() WHERE id = $1 RETURNING ${columns}`, [
        current.id,
        editor.fullName,
      ]);
      const saved = toEditable(row!);
      await audit(tx, request, 'unpublish', toEditable(current), saved);
      return { saved };
    });
    if ('conflict' in outcome) return reply.code(409).send(changed(outcome.conflict));
    return { [kind.itemKey]: outcome.saved };
  });
}
