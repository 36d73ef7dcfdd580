import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/sessions.js';
import { ClientError, badRequest, notFound } from '../errors.js';
import { validateBody } from '../validation.js';
import type { Workshop, WorkshopCategory, WorkshopMaterial, WorkshopRegistration } from './contracts.js';
import { idempotent } from './idempotency.js';
import { registrationSchema, subscribeSchema, waitlistSchema, workshopRequestSchema } from '@civic/shared/schemas';
import { requireStaff } from './staff.js';

export const WORKSHOP_FULL = 'This workshop is currently full. Please try another workshop or join the waitlist.';
export const REGISTRATION_SUCCESS = "You've been successfully registered for this workshop!";
export const ALREADY_REGISTERED = 'This email address is already registered for this workshop.';
export const REGISTRATION_CLOSED = 'Registration is open only for upcoming workshops.';
export const REQUEST_SUCCESS = 'Your workshop request has been submitted successfully!';
export const SUBSCRIBE_SUCCESS = 'Subscribed successfully!';
export const WAITLIST_SUCCESS = "You've been added to the waitlist.";
export const WAITLIST_CLOSED = 'This workshop has finished, so it has no waitlist. Its resources are open to everyone.';
export const WAITLIST_EMAIL_NEEDED = 'Please enter a valid email address.';
const NO_WORKSHOP = 'There is no workshop with that id.';

const objectBody = { type: 'object' } as const;
const idParams = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 80 } }, required: ['id'] } as const;

const WORKSHOP_COLUMNS = `id, title, category, description, to_char(starts_on, 'YYYY-MM-DD') AS date, start_time AS time, location, duration,
  capacity, registrations_count, materials`;

interface WorkshopRow {
  id: string;
  title: string;
  category: WorkshopCategory;
  description: string;
  date: string;
  time: string;
  location: string;
  duration: string;
  capacity: number;
  registrations_count: number;
  materials: WorkshopMaterial[] | string;
}

export function toWorkshop(row: WorkshopRow): Workshop {
  const available = Math.max(0, row.capacity - row.registrations_count);
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    date: row.date,
    time: row.time,
    location: row.location,
    duration: row.duration,
    capacity: row.capacity,
    registrations_count: row.registrations_count,
    available_spots: available,
    is_full: available === 0,
    materials: typeof row.materials === 'string' ? (JSON.parse(row.materials) as WorkshopMaterial[]) : row.materials,
  };
}

const staffWorkshopBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9-]{3,80}$' },
    title: { type: 'string', minLength: 1, maxLength: 200 },
    category: { type: 'string', enum: ['upcoming', 'ongoing', 'completed'] },
    description: { type: 'string', minLength: 1, maxLength: 5000 },
    date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    time: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
    location: { type: 'string', minLength: 1, maxLength: 200 },
    duration: { type: 'string', minLength: 1, maxLength: 80 },
    capacity: { type: 'integer', minimum: 1, maximum: 100000 },
    materials: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['title', 'summary', 'points'],
        additionalProperties: false,
        properties: {
          title: { type: 'string', minLength: 1, maxLength: 200 },
          summary: { type: 'string', maxLength: 2000 },
          points: { type: 'array', maxItems: 30, items: { type: 'string', maxLength: 500 } },
          sourceUrl: { type: 'string', pattern: '^https://', maxLength: 500 },
        },
      },
    },
  },
} as const;

type StaffWorkshopInput = Partial<Omit<Workshop, 'registrations_count' | 'available_spots' | 'is_full'>>;

/** Workshops: lists, detail, registration with guarded capacity, waitlist, requests, newsletter, staff edits. */
export async function workshopRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.recordPages.push({
    pattern: '/resources/workshop/:id',
    exists: async ({ id = '' }) => (await db.query('SELECT 1 FROM workshops WHERE id = $1', [id])).length > 0,
  });

  async function findWorkshop(id: string): Promise<Workshop> {
    const [row] = await db.query<WorkshopRow>(`SELECT ${WORKSHOP_COLUMNS} FROM workshops WHERE id = $1`, [id]);
    if (!row) throw notFound(NO_WORKSHOP);
    return toWorkshop(row);
  }

  app.get<{ Querystring: { category?: WorkshopCategory } }>(
    '/api/workshops/',
    { schema: { querystring: { type: 'object', properties: { category: { type: 'string', enum: ['upcoming', 'ongoing', 'completed'] } } } } },
    async (request) => {
      const category = request.query.category ?? null;
      // Completed workshops read newest first; the others soonest first.
      const rows = await db.query<WorkshopRow>(
        `SELECT ${WORKSHOP_COLUMNS} FROM workshops WHERE ($1::text IS NULL OR category = $1)
         ORDER BY CASE WHEN category = 'completed' THEN -extract(epoch FROM starts_on) ELSE extract(epoch FROM starts_on) END, title`,
        [category],
      );
      return { workshops: rows.map(toWorkshop) };
    },
  );

  app.get('/api/workshops/registrations/mine/', async (request) => {
    const user = requireUser(request);
    const rows = await db.query<WorkshopRegistration>(
      `SELECT r.id, r.workshop_id AS "workshopId", w.title AS "workshopTitle", to_char(w.starts_on, 'YYYY-MM-DD') AS "workshopDate",
              w.start_time AS "workshopTime", w.location, r.name, r.email, r.created_at AS "registeredAt"
       FROM workshop_registrations r JOIN workshops w ON w.id = r.workshop_id
       WHERE r.user_id = $1 OR lower(r.email) = lower($2)
       ORDER BY w.starts_on, w.title`,
      [user.id, user.email],
    );
    return { registrations: rows.map((row) => ({ ...row, registeredAt: new Date(row.registeredAt).toISOString() })) };
  });

  app.get<{ Params: { id: string } }>('/api/workshops/:id/', { schema: { params: idParams } }, async (request) => ({
    workshop: await findWorkshop(request.params.id),
  }));

  app.post<{ Params: { id: string } }>('/api/workshops/:id/register/', { schema: { params: idParams, body: objectBody } }, async (request, reply) => {
    const input = await validateBody(registrationSchema, request.body);
    const user = request.user;
    const answer = await idempotent(db, request, `register:${request.params.id}`, async (tx) => {
      const [current] = await tx.query<{ category: WorkshopCategory }>('SELECT category FROM workshops WHERE id = $1', [request.params.id]);
      if (!current) throw notFound(NO_WORKSHOP);
      if (current.category !== 'upcoming') throw new ClientError(409, REGISTRATION_CLOSED);
      // One guarded UPDATE takes the seat: the row lock serialises concurrent registrations and the WHERE
      // refuses the one past capacity, so the count can never exceed it.
      const [taken] = await tx.query<WorkshopRow>(
        `UPDATE workshops SET registrations_count = registrations_count + 1
         WHERE id = $1 AND registrations_count < capacity RETURNING ${WORKSHOP_COLUMNS}`,
        [request.params.id],
      );
      if (!taken) throw new ClientError(409, WORKSHOP_FULL);
      const [registration] = await tx.query<{ id: string }>(
        `INSERT INTO workshop_registrations (workshop_id, user_id, name, email, phone, organization, role, expectations)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (workshop_id, lower(email)) DO NOTHING RETURNING id`,
        [request.params.id, user?.id ?? null, input.name, input.email, input.phone, input.organization || null, input.role || null, input.expectations || null],
      );
      // Throwing rolls back the seat taken above.
      if (!registration) throw new ClientError(409, ALREADY_REGISTERED, 'email');
      const workshop = toWorkshop(taken);
      return { statusCode: 201, body: { status: 'success', message: REGISTRATION_SUCCESS, registration: { id: registration.id, workshopId: workshop.id }, workshop } };
    });
    if (answer.statusCode === 201 && user && !answer.replayed) {
      const workshop = (answer.body as { workshop: Workshop }).workshop;
      await app.notify(user.id, 'Workshop registration confirmed', `You are registered for "${workshop.title}" on ${workshop.date} at ${workshop.time} (East Africa Time), ${workshop.location}.`);
    }
    return reply.code(answer.statusCode).send(answer.body);
  });

  app.post<{ Params: { id: string } }>('/api/workshops/:id/waitlist/', { schema: { params: idParams, body: objectBody } }, async (request) => {
    const input = await validateBody(waitlistSchema, request.body);
    const email = request.user?.email ?? input.email;
    if (!email) throw badRequest(WAITLIST_EMAIL_NEEDED, 'email');
    const workshop = await findWorkshop(request.params.id);
    if (workshop.category === 'completed') throw new ClientError(409, WAITLIST_CLOSED);
    // Joining twice is a success that changes nothing.
    await db.query('INSERT INTO workshop_waitlist (workshop_id, user_id, email) VALUES ($1, $2, $3) ON CONFLICT (workshop_id, lower(email)) DO NOTHING', [
      workshop.id,
      request.user?.id ?? null,
      email,
    ]);
    return { status: 'success', message: WAITLIST_SUCCESS };
  });

  app.post('/api/workshop-requests/', { schema: { body: objectBody } }, async (request, reply) => {
    const input = await validateBody(workshopRequestSchema, request.body);
    const answer = await idempotent(db, request, 'workshop-request', async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO workshop_requests (user_id, title, preferred_date, duration, name, email, organization, location, participants, type, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [request.user?.id ?? null, input.title, input.date, input.duration, input.name, input.email, input.organization || null, input.location, input.participants ?? null, input.type || null, input.description],
      );
      return { statusCode: 201, body: { status: 'success', message: REQUEST_SUCCESS, id: row!.id } };
    });
    return reply.code(answer.statusCode).send(answer.body);
  });

  app.post('/api/subscribe/workshops/', { schema: { body: objectBody } }, async (request) => {
    const input = await validateBody(subscribeSchema, request.body);
    await db.query(`INSERT INTO newsletter_subscriptions (email, list) VALUES ($1, 'workshops') ON CONFLICT (email, list) DO NOTHING`, [input.email.toLowerCase()]);
    return { status: 'success', message: SUBSCRIBE_SUCCESS };
  });

  app.post<{ Body: StaffWorkshopInput }>('/api/workshops/', { schema: { body: { ...staffWorkshopBody, required: ['id', 'title', 'category', 'description', 'date', 'time', 'location', 'duration', 'capacity'] } } }, async (request, reply) => {
    requireStaff(request);
    const w = request.body;
    const [row] = await db.query<WorkshopRow>(
      `INSERT INTO workshops (id, title, category, description, starts_on, start_time, location, duration, capacity, materials)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text::jsonb) ON CONFLICT (id) DO NOTHING RETURNING ${WORKSHOP_COLUMNS}`,
      [w.id, w.title, w.category, w.description, w.date, w.time, w.location, w.duration, w.capacity, JSON.stringify(w.materials ?? [])],
    );
    if (!row) throw new ClientError(409, 'A workshop with this id already exists.', 'id');
    return reply.code(201).send({ workshop: toWorkshop(row) });
  });

  app.put<{ Params: { id: string }; Body: StaffWorkshopInput }>('/api/workshops/:id/', { schema: { params: idParams, body: staffWorkshopBody } }, async (request) => {
    requireStaff(request);
    const w = request.body;
    const [row] = await db.query<WorkshopRow>(
      `UPDATE workshops SET title = COALESCE($2, title), category = COALESCE($3, category), description = COALESCE($4, description),
         starts_on = COALESCE($5::date, starts_on), start_time = COALESCE($6, start_time), location = COALESCE($7, location),
         duration = COALESCE($8, duration), capacity = COALESCE($9::int, capacity), materials = COALESCE($10::text::jsonb, materials)
       WHERE id = $1 AND ($9::int IS NULL OR registrations_count <= $9::int) RETURNING ${WORKSHOP_COLUMNS}`,
      [request.params.id, w.title ?? null, w.category ?? null, w.description ?? null, w.date ?? null, w.time ?? null, w.location ?? null, w.duration ?? null, w.capacity ?? null, w.materials ? JSON.stringify(w.materials) : null],
    );
    if (row) return { workshop: toWorkshop(row) };
    // The guard refused it (a seat count above the new capacity) or the workshop does not exist.
    const [current] = await db.query<{ registrations_count: number }>('SELECT registrations_count FROM workshops WHERE id = $1', [request.params.id]);
    if (!current) throw notFound(NO_WORKSHOP);
    throw badRequest(`Capacity cannot go below the ${current.registrations_count} people already registered.`, 'capacity');
  });
}

