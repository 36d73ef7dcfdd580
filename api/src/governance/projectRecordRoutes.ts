import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { CONTENT_CHANGED } from '@civic/shared/contracts';
import { staffUser } from '../accounts/roles.js';
import { ClientError, notFound } from '../errors.js';
import { recordStaffAction } from '../staff/audit.js';
import { validateBody } from '../validation.js';
import { VERSION_NEEDED } from '../content/records.js';
import type { Queryable } from '../db/index.js';
import { todayIso, upsertProjects } from './importProjects.js';
import { loadPlaces } from './places.js';
import { checkProject, PROJECT_FIELDS, type ProjectField, type RawProject } from './projectInput.js';
import { findProject } from './projects.js';
import { PROJECT_COLUMNS } from './projectRoutes.js';

export const PROJECT_CHANGED = 'This project was changed by someone else after you opened it. Open it again to see their version; your text is kept in the form.';
export const PROJECT_EXISTS = 'A project with this id exists already: open it to change it, or choose another id.';
export const FIELDS_NEEDED = 'Send the project’s fields.';
export const PROJECT_ID_FIXED = 'A project’s id cannot be changed here: it is how imports and links find the project.';

/** A project as editors edit it: each field as its cell in the projects CSV (the import's own columns), as text. */
export type ProjectFields = Record<ProjectField, string>;

const FIELD_NAMES = Object.keys(PROJECT_FIELDS) as ProjectField[];

const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function fieldsOf(project: Parameters<(typeof PROJECT_COLUMNS)[number]['value']>[0]): ProjectFields {
  const fields = Object.fromEntries(FIELD_NAMES.map((name) => [name, ''])) as ProjectFields;
  for (const column of PROJECT_COLUMNS) fields[column.name] = cell(column.value(project));
  return fields;
}

/** What a save is checked against: a digest of the record as it was read, so a save over someone else's is refused. */
const versionOf = (fields: ProjectFields) => createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 20);

/** The form's fields, each checked by the importer's own rules afterwards (the same reasons as an import's row). */
const fieldsSchema = yup
  .mixed<Record<string, unknown>>((value): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value))
  .typeError(FIELDS_NEEDED)
  .required(FIELDS_NEEDED);
const saveSchema = yup.object({ version: yup.string().trim().required(VERSION_NEEDED), fields: fieldsSchema });
const newSchema = yup.object({ fields: fieldsSchema });

/** The field an importer's reason names first ('budget_spent must be …', 'county "X" is not …'), for the form. */
function fieldOfReason(reason: string): string | null {
  const first = /^([a-z_]+)/.exec(reason)?.[1];
  return first && first in PROJECT_FIELDS ? `fields.${first}` : null;
}

/** A record the importer's checks refused, with every reason: answered 400 naming the first one's field. */
class RecordRefused extends Error {
  constructor(readonly reasons: string[]) {
    super(reasons[0] ?? 'The project could not be saved.');
  }
}

const refusal = (error: RecordRefused) => ({ status: 'error', message: error.message, field: fieldOfReason(error.message), status_code: 400, errors: error.reasons });

/** The form's text as a record the importer checks: only known fields, each as text. */
function rawOf(fields: Record<string, unknown>, id: string): RawProject {
  const raw: RawProject = {};
  for (const name of FIELD_NAMES) {
    const value = fields[name];
    if (typeof value === 'string' && value.trim() !== '') raw[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') raw[name] = String(value);
  }
  raw.id = id;
  return raw;
}

/**
 * One project record edited in the console (role `editor`): read it as its CSV cells, save it checked exactly as
 * an import checks a row (the same reasons, the first one's field named), or add a new one. Each save is an audit
 * entry (`project.save`) with the record before and after; citizens read the change at once (the write moves the
 * data version the read caches follow).
 */
export async function projectRecordRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const EDITOR = { staffRole: 'editor' } as const;
  const idParams = { params: { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 100 } }, required: ['id'] } } as const;

  async function read(tx: Queryable, id: string): Promise<ProjectFields | null> {
    const project = await findProject(tx, id);
    return project ? fieldsOf(project) : null;
  }

  async function save(tx: Queryable, request: Parameters<typeof staffUser>[0], id: string, fields: Record<string, unknown>, before: ProjectFields | null) {
    const checked = checkProject(rawOf(fields, id), await loadPlaces(tx), todayIso());
    if (!checked.ok) throw new RecordRefused(checked.errors);
    await upsertProjects(tx, [checked.project]);
    const after = (await read(tx, id))!;
    await recordStaffAction(tx, staffUser(request), { action: 'project.save', targetType: 'project', targetId: id, before, after });
    return { project: after, version: versionOf(after) };
  }

  app.get<{ Params: { id: string } }>('/api/staff/projects/:id/', { config: EDITOR, schema: idParams }, async (request, reply) => {
    const fields = await read(db, request.params.id);
    if (!fields) throw notFound('There is no project with that id.');
    reply.header('Cache-Control', 'no-store');
    return { project: fields, version: versionOf(fields) };
  });

  app.put<{ Params: { id: string } }>('/api/staff/projects/:id/', { config: EDITOR, schema: { ...idParams, body: { type: 'object' } } }, async (request, reply) => {
    const { version, fields } = await validateBody(saveSchema, request.body);
    const id = request.params.id;
    if (typeof fields.id === 'string' && fields.id.trim() !== '' && fields.id.trim() !== id) throw new ClientError(400, PROJECT_ID_FIXED, 'fields.id');
    try {
      const outcome = await db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM projects WHERE id = $1 FOR UPDATE', [id]);
        const current = await read(tx, id);
        if (!current) throw notFound('There is no project with that id.');
        if (versionOf(current) !== version) return { changed: true as const };
        return { saved: await save(tx, request, id, fields, current) };
      });
      if ('changed' in outcome) return reply.code(409).send({ status: 'error', message: PROJECT_CHANGED, field: null, status_code: 409, code: CONTENT_CHANGED });
      return outcome.saved;
    } catch (error) {
      if (error instanceof RecordRefused) return reply.code(400).send(refusal(error));
      throw error;
    }
  });

  app.post('/api/staff/projects/', { config: EDITOR, schema: { body: { type: 'object' } } }, async (request, reply) => {
    const { fields } = await validateBody(newSchema, request.body);
    const id = typeof fields.id === 'string' ? fields.id.trim() : '';
    try {
      const saved = await db.transaction(async (tx) => {
        if (id && (await read(tx, id))) throw new ClientError(409, PROJECT_EXISTS, 'fields.id');
        return save(tx, request, id, fields, null);
      });
      return reply.code(201).send(saved);
    } catch (error) {
      if (error instanceof RecordRefused) return reply.code(400).send(refusal(error));
      throw error;
    }
  });
}
