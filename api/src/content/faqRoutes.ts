import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { staffUser } from '../accounts/roles.js';
import { notFound } from '../errors.js';
import { recordStaffAction } from '../staff/audit.js';
import { validateBody } from '../validation.js';
import { CONTENT_CHANGED_MESSAGE, editableRecords, VERSION_NEEDED, type TextField } from './records.js';
import { CONTENT_CHANGED } from '@civic/shared/contracts';

export const PLACE_NEEDED = 'Please give the place in the list as a whole number from 1.';

const texts: TextField[] = [
  { name: 'category', column: 'category', swColumn: 'category_sw', max: 120, required: 'Please fill in the English category.' },
  { name: 'question', column: 'question', swColumn: 'question_sw', max: 300, required: 'Please fill in the English question.' },
  { name: 'answer', column: 'answer', swColumn: 'answer_sw', max: 5000, required: 'Please fill in the English answer.' },
];

/**
 * The FAQ for editors (`/api/staff/content/faq/`, role `editor`, see content/records.ts): entries in their
 * place, a new one going at the end. Citizens read the change at once (GET /api/faq/ reads the table on every
 * request).
 */
export async function faqContentRoutes(app: FastifyInstance): Promise<void> {
  editableRecords(app, {
    name: 'faq',
    table: 'faq_entries',
    path: '/api/staff/content/faq/',
    listKey: 'entries',
    itemKey: 'entry',
    texts,
    order: 'position, id',
    idFrom: 'question',
    notFound: 'There is no such FAQ entry.',
    insert: { position: '(SELECT COALESCE(max(position), 0) + 1 FROM faq_entries)' },
    extraColumns: 'position',
    // Stored from 0, as the seed numbers the entries; shown from 1.
    extra: (row) => ({ position: Number(row.position) + 1 }),
    deletable: true,
  });

  const moveSchema = yup.object({
    version: yup.number().typeError(VERSION_NEEDED).integer(VERSION_NEEDED).required(VERSION_NEEDED),
    to: yup.number().typeError(PLACE_NEEDED).integer(PLACE_NEEDED).min(1, PLACE_NEEDED).required(PLACE_NEEDED),
  });

  /**
   * Moves an entry to another place in the list (`to`, from 1; past the end means last), checked against the
   * version read like a save. The entries are numbered again 0, 1, 2… in their new order in one statement,
   * under a table lock so two editors reordering at once take turns.
   */
  app.post<{ Params: { id: string } }>(
    '/api/staff/content/faq/:id/move/',
    {
      config: { staffRole: 'editor' },
      schema: { params: { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 120 } }, required: ['id'] }, body: { type: 'object' } },
    },
    async (request, reply) => {
      const { version, to } = await validateBody(moveSchema, request.body);
      const outcome = await app.db.transaction<{ changed: true } | { order: string[] }>(async (tx) => {
        await tx.query('LOCK TABLE faq_entries IN SHARE ROW EXCLUSIVE MODE');
        const rows = await tx.query<{ id: string; version: number; position: number }>('SELECT id, version, position FROM faq_entries ORDER BY position, id');
        const from = rows.findIndex((row) => row.id === request.params.id);
        if (from === -1) throw notFound('There is no such FAQ entry.');
        if (rows[from]!.version !== version) return { changed: true };
        const order = rows.map((row) => row.id);
        order.splice(from, 1);
        order.splice(Math.min(to - 1, order.length), 0, request.params.id);
        await tx.query(
          `UPDATE faq_entries f SET position = o.place - 1, version = CASE WHEN f.id = $2 THEN f.version + 1 ELSE f.version END
             FROM unnest($1::text[]) WITH ORDINALITY AS o(id, place) WHERE f.id = o.id AND (f.position IS DISTINCT FROM o.place - 1 OR f.id = $2)`,
          [order, request.params.id],
        );
        await recordStaffAction(tx, staffUser(request), {
          action: 'faq.move',
          targetType: 'faq',
          targetId: request.params.id,
          before: { position: from + 1 },
          after: { position: order.indexOf(request.params.id) + 1 },
        });
        return { order };
      });
      if ('changed' in outcome) return reply.code(409).send({ status: 'error', message: CONTENT_CHANGED_MESSAGE, field: null, status_code: 409, code: CONTENT_CHANGED });
      return { order: outcome.order };
    },
  );
}
