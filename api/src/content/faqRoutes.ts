import type { FastifyInstance } from 'fastify';
import { editableRecords, type TextField } from './records.js';

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
  });
}
