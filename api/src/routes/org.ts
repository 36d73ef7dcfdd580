import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { contactSchema, newsletterSchema } from '@civic/shared/schemas';
import type { FaqEntry, PublicationResource, TeamMember, Testimonial } from '@civic/shared/contracts';
import { notFound } from '../errors.js';
import { validateBody } from '../validation.js';
import { publicationPdf } from '../seed/index.js';
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
  category: PublicationResource['category'];
  file_name: string;
  media_type: string;
  size_bytes: number;
  published_on: string | Date;
}

function isoDate(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

function toPublication(row: PublicationRow): PublicationResource {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    downloadUrl: `/api/publications/${encodeURIComponent(row.id)}/download/`,
    fileName: row.file_name,
    sizeBytes: row.size_bytes,
    publishedOn: isoDate(row.published_on),
  };
}

/** The organisation section's endpoints: FAQ, publications, team, testimonials, contact and newsletter. */
export async function orgRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get('/api/faq/', async () => {
    const faqs = await db.query<FaqEntry>('SELECT id, category, question, answer FROM faq_entries ORDER BY position');
    return { faqs };
  });

  app.get<{ Querystring: { category?: string } }>(
    '/api/publications/',
    { schema: { querystring: { type: 'object', properties: { category: { type: 'string', enum: ['policy', 'guidelines', 'practices', 'audit'] } } } } },
    async (request) => {
      const { category } = request.query;
      const rows = await db.query<PublicationRow>(
        `SELECT id, title, description, category, file_name, media_type, size_bytes, published_on FROM publications
         WHERE ($1::text IS NULL OR category = $1) ORDER BY published_on DESC, title`,
        [category ?? null],
      );
      return { publications: rows.map(toPublication) };
    },
  );

  app.get<{ Params: { id: string } }>('/api/publications/:id/download/', async (request, reply) => {
    const [row] = await db.query<PublicationRow>('SELECT id, title, file_name, published_on FROM publications WHERE id = $1', [request.params.id]);
    if (!row) throw notFound('There is no publication with that id.');
    // Always a PDF, whatever an older seed recorded.
    const fileName = `${path.basename(row.file_name, path.extname(row.file_name))}.pdf`;
    // Built from the publication's source text: the bytes whose size the seed recorded for the list.
    const pdf = await publicationPdf({ id: row.id, title: row.title, fileName, publishedOn: isoDate(row.published_on) });
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName.replace(/"/g, '')}"`)
      .header('Cache-Control', 'public, max-age=3600')
      .send(pdf);
  });

  app.get('/api/team/', async () => {
    const rows = await db.query<{
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
    }>('SELECT * FROM team_members ORDER BY id');
    const members: TeamMember[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      department: row.department,
      bio: row.bio,
      image: row.image,
      joinedOn: isoDate(row.joined_on),
      socialLinks: {
        ...(row.linkedin ? { linkedin: row.linkedin } : {}),
        ...(row.twitter ? { twitter: row.twitter } : {}),
        ...(row.github ? { github: row.github } : {}),
      },
    }));
    return { members };
  });

  app.get('/api/testimonials/', async () => {
    const testimonials = await db.query<Testimonial>('SELECT id, quote, author, position, company, rating, image FROM testimonials ORDER BY id');
    return { testimonials };
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
