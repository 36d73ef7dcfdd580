import type { FastifyInstance } from 'fastify';
import { contactSchema, newsletterSchema } from '@civic/shared/schemas';
import type { FaqEntry, PublicationResource, TeamMember, Testimonial } from '@civic/shared/contracts';
import { notFound } from '../errors.js';
import { validateBody } from '../validation.js';
import { answerLanguage, inAnswerLanguage } from '../contentLanguage.js';
import type { Language } from '../i18n/languages.js';
import { DOCUMENT_COLUMNS, sendPublicationDocument, type DocumentRow } from '../content/publicationContent.js';
import { COMMUNITY_LIMITS, limitClient } from '../community/limits.js';
import { newsletter, newsletterLinkRoutes, SUBSCRIBE_PENDING } from '../community/newsletter.js';

/** Bodies are validated by the shared yup schemas; this only insists on a JSON object. */
const objectBody = { type: 'object' } as const;

export const CONTACT_SUCCESS = 'Form submitted successfully!';
export const NEWSLETTER_SUCCESS = SUBSCRIBE_PENDING;
/**
 * The contact form's honeypot: a field people never see (hidden from screen readers and the tab order too).
 * Scripts that fill every field fill it; their message is answered as usual but neither stored nor read.
 */
export const CONTACT_HONEYPOT = 'website';

interface PublicationRow {
  id: string;
  title: string;
  description: string;
  /** The Kiswahili (migration 027); NULL where there is none, and the English is given. */
  title_sw: string | null;
  description_sw: string | null;
  category: PublicationResource['category'];
  file_name: string;
  media_type: string;
  size_bytes: number;
  published_on: string | Date;
}

interface FaqRow extends FaqEntry {
  category_sw: string | null;
  question_sw: string | null;
  answer_sw: string | null;
}

interface TeamRow {
  id: number;
  name: string;
  role: string;
  department: string;
  bio: string;
  image: string;
  joined_on: string | Date;
  linkedin: string | null;
  twitter: string | null;
  github: string | null;
  /** The Kiswahili (migration 028); NULL where there is none, and the English is given. */
  role_sw: string | null;
  bio_sw: string | null;
}

interface TestimonialRow extends Testimonial {
  quote_sw: string | null;
  position_sw: string | null;
  company_sw: string | null;
}

function isoDate(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/**
 * The FAQ in `language`. A category heading is one text for all its entries: an entry with none of its own in
 * Kiswahili takes the one another entry of the same category has, so the page does not show the group twice.
 */
function toFaq(rows: FaqRow[], language: Language): FaqEntry[] {
  const headings = new Map<string, string>();
  for (const row of rows) if (row.category_sw?.trim() && !headings.has(row.category)) headings.set(row.category, row.category_sw);
  return rows.map((row) => toFaqEntry({ ...row, category_sw: row.category_sw?.trim() ? row.category_sw : (headings.get(row.category) ?? null) }, language));
}

function toFaqEntry(row: FaqRow, language: Language): FaqEntry {
  return {
    id: row.id,
    category: inAnswerLanguage(row.category, row.category_sw, language),
    question: inAnswerLanguage(row.question, row.question_sw, language),
    answer: inAnswerLanguage(row.answer, row.answer_sw, language),
  };
}

function toPublication(row: PublicationRow, language: Language): PublicationResource {
  return {
    id: row.id,
    title: inAnswerLanguage(row.title, row.title_sw, language),
    description: inAnswerLanguage(row.description, row.description_sw, language),
    category: row.category,
    downloadUrl: `/api/publications/${encodeURIComponent(row.id)}/download/`,
    fileName: row.file_name,
    sizeBytes: row.size_bytes,
    publishedOn: isoDate(row.published_on),
  };
}

/** A team member in `language`: the role and bio; the name, and the department (a code the page names), unchanged. */
function toTeamMember(row: TeamRow, language: Language): TeamMember {
  return {
    id: row.id,
    name: row.name,
    role: inAnswerLanguage(row.role, row.role_sw, language),
    department: row.department,
    bio: inAnswerLanguage(row.bio, row.bio_sw, language),
    image: row.image,
    joinedOn: isoDate(row.joined_on),
    socialLinks: {
      ...(row.linkedin ? { linkedin: row.linkedin } : {}),
      ...(row.twitter ? { twitter: row.twitter } : {}),
      ...(row.github ? { github: row.github } : {}),
    },
  };
}

/** A testimonial in `language`: the quote and who the person is; their name unchanged. */
function toTestimonial(row: TestimonialRow, language: Language): Testimonial {
  return {
    id: row.id,
    quote: inAnswerLanguage(row.quote, row.quote_sw, language),
    author: row.author,
    position: inAnswerLanguage(row.position, row.position_sw, language),
    company: inAnswerLanguage(row.company, row.company_sw, language),
    rating: row.rating,
    image: row.image,
  };
}

/** The organisation section's endpoints: FAQ, publications, team, testimonials, contact and newsletter. */
export async function orgRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  // In the reader's language, text by text (contentLanguage.ts). Neither list is kept by the read cache, and both
  // go out with no-store: compressed per request, if at all (compression.ts).
  app.get('/api/faq/', async (request, reply) => {
    const language = answerLanguage(request, reply);
    const rows = await db.query<FaqRow>('SELECT id, category, question, answer, category_sw, question_sw, answer_sw FROM faq_entries WHERE published ORDER BY position, id');
    return { faqs: toFaq(rows, language) };
  });

  app.get<{ Querystring: { category?: string } }>(
    '/api/publications/',
    { schema: { querystring: { type: 'object', properties: { category: { type: 'string', enum: ['policy', 'guidelines', 'practices', 'audit'] } } } } },
    async (request, reply) => {
      const { category } = request.query;
      const language = answerLanguage(request, reply);
      // Ordered by the English title in either language, so both list the same publications in the same order.
      const rows = await db.query<PublicationRow>(
        `SELECT id, title, description, title_sw, description_sw, category, file_name, media_type, size_bytes, published_on FROM publications
         WHERE published AND size_bytes > 0 AND ($1::text IS NULL OR category = $1) ORDER BY published_on DESC, title`,
        [category ?? null],
      );
      return { publications: rows.map((row) => toPublication(row, language)) };
    },
  );

  app.get<{ Params: { id: string } }>('/api/publications/:id/download/', async (request, reply) => {
    // Only a published publication with its document; a draft's document is the editors' to read.
    const [row] = await db.query<DocumentRow>(`SELECT ${DOCUMENT_COLUMNS} FROM publications WHERE id = $1 AND published AND size_bytes > 0`, [request.params.id]);
    if (!row) throw notFound('There is no publication with that id.');
    return sendPublicationDocument(app, reply, row, 'public, max-age=3600');
  });

  // Like the FAQ: in the reader's language, field by field, not kept by the read cache and sent with no-store.
  app.get('/api/team/', async (request, reply) => {
    const language = answerLanguage(request, reply);
    const rows = await db.query<TeamRow>(
      'SELECT id, name, role, department, bio, image, joined_on, linkedin, twitter, github, role_sw, bio_sw FROM team_members WHERE published ORDER BY id',
    );
    return { members: rows.map((row) => toTeamMember(row, language)) };
  });

  app.get('/api/testimonials/', async (request, reply) => {
    const language = answerLanguage(request, reply);
    const rows = await db.query<TestimonialRow>(
      'SELECT id, quote, author, position, company, rating, image, quote_sw, position_sw, company_sw FROM testimonials WHERE published ORDER BY id',
    );
    return { testimonials: rows.map((row) => toTestimonial(row, language)) };
  });

  app.post('/api/contact/', { schema: { body: objectBody } }, async (request, reply) => {
    const input = await validateBody(contactSchema, request.body);
    await limitClient(app, request, 'contact', COMMUNITY_LIMITS.contactPerClient);
    const trap = (request.body as Record<string, unknown>)[CONTACT_HONEYPOT];
    // The same answer as a real message, so a script learns nothing from it.
    if (trap !== undefined && trap !== null && String(trap).trim() !== '') return reply.code(201).send({ status: 'success', message: CONTACT_SUCCESS });
    await db.query('INSERT INTO contact_messages (name, email, department, subject, message) VALUES ($1, $2, $3, $4, $5)', [
      input.name,
      input.email.toLowerCase(),
      input.department || null,
      input.subject || null,
      input.message,
    ]);
    return reply.code(201).send({ status: 'success', message: CONTACT_SUCCESS });
  });

  const subscriptions = newsletter(app);
  app.post('/api/newsletter/subscribe/', { schema: { body: objectBody } }, async (request) => {
    const input = await validateBody(newsletterSchema, request.body);
    // Pending until the address's owner opens the e-mailed link; the answer is the same for every address.
    await subscriptions.subscribe(request, input.email, 'general');
    return { status: 'success', message: NEWSLETTER_SUCCESS };
  });
  await newsletterLinkRoutes(app);
}
