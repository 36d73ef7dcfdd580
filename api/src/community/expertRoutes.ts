import { staffUser } from '../accounts/roles.js';
import { recordStaffAction } from '../staff/audit.js';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { answerLanguage, inAnswerLanguage } from '../contentLanguage.js';
import { requireUser } from '../accounts/sessions.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { validateBody } from '../validation.js';
import type { Instructor } from './contracts.js';
import { calendarReply } from './ics.js';
import { idempotent } from './idempotency.js';
import { mailDate } from './mails.js';
import { nairobiInstant, nextSession } from './nextSession.js';
import { bookingSchema } from '@civic/shared/schemas';

export const BOOKING_SUCCESS = 'Booking Successful!';
export const NO_SESSION = 'No session times are currently available.';
export const NOT_YOUR_BOOKING = 'You can only book a session for your own account.';
export const UNKNOWN_EXPERT = 'That expert is not taking bookings at the moment. Please choose another.';
const NO_INSTRUCTOR = 'There is no instructor with that id.';
export const NO_BOOKING = 'You have no booking with that id.';

/** The most bookings the dashboard lists, newest first: a citizen who books every week has a year of them. */
const MY_BOOKINGS_LIMIT = 50;
/** Each expert keeps one weekly desk hour, so a session is still on (and its link useful) for an hour after it starts. */
const SESSION_MS = 60 * 60 * 1000;

const idParams = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 80 } }, required: ['id'] } as const;
const INSTRUCTOR_COLUMNS = 'id, name, title, expertise, day_of_week, time, is_available, image, bio, professionalism';

const staffInstructorBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9-]{3,80}$' },
    name: { type: 'string', minLength: 1, maxLength: 120 },
    title: { type: 'string', minLength: 1, maxLength: 160 },
    expertise: { type: 'string', minLength: 1, maxLength: 400 },
    day_of_week: { type: 'string', enum: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] },
    time: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
    is_available: { type: 'boolean' },
    image: { type: 'string', maxLength: 500 },
    bio: { type: 'string', minLength: 1, maxLength: 3000 },
    professionalism: { type: 'string', minLength: 1, maxLength: 400 },
  },
} as const;

/** One of the citizen's own bookings, as the dashboard lists it; the date and time are Nairobi wall time. */
export interface MyBooking {
  id: string;
  topic: string;
  expert: string;
  expertTitle: string;
  /** YYYY-MM-DD. */
  sessionDate: string;
  /** HH:MM, East Africa Time. */
  sessionTime: string;
  startsAt: string;
  /** Upcoming until the desk hour is over. */
  status: 'upcoming' | 'past';
  meetingLink: string;
  bookedAt: string;
}

interface BookingBody {
  formData?: { userId?: unknown; expert?: unknown; topic?: unknown; description?: unknown };
}

/** A private room per booking; Jitsi Meet needs no account, so the citizen can join from any browser. */
function meetingLink(): string {
  return `https://meet.jit.si/UwaziHub-${randomBytes(9).toString('base64url')}`;
}

/** Expert Q&A: available instructors, their next weekly session (Nairobi time) and bookings. */
export async function expertRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const bookingCalendar = (id: string) => `${app.config.publicUrl}/api/bookings/${id}/calendar.ics`;

  /** The experts citizens can book, their texts in the reader's language where an editor translated them. */
  app.get('/api/instructors/', async (request, reply) => {
    const language = answerLanguage(request, reply);
    const rows = await db.query<Instructor & { title_sw: string | null; expertise_sw: string | null; bio_sw: string | null; professionalism_sw: string | null }>(
      `SELECT ${INSTRUCTOR_COLUMNS}, title_sw, expertise_sw, bio_sw, professionalism_sw FROM instructors WHERE is_available AND published ORDER BY name`,
    );
    return rows.map(({ title_sw, expertise_sw, bio_sw, professionalism_sw, ...row }) => ({
      ...row,
      title: inAnswerLanguage(row.title, title_sw, language),
      expertise: inAnswerLanguage(row.expertise, expertise_sw, language),
      bio: inAnswerLanguage(row.bio, bio_sw, language),
      professionalism: inAnswerLanguage(row.professionalism, professionalism_sw, language),
    }));
  });

  app.get<{ Params: { id: string } }>('/api/instructors/:id/next-session/', { schema: { params: idParams } }, async (request, reply) => {
    const [row] = await db.query<Instructor>(`SELECT ${INSTRUCTOR_COLUMNS} FROM instructors WHERE id = $1 AND published`, [request.params.id]);
    if (!row) throw notFound(NO_INSTRUCTOR);
    const session = row.is_available ? nextSession(row.day_of_week, row.time) : null;
    if (!session) return reply.code(404).send({ success: false, message: NO_SESSION });
    const { session_day, session_date, formatted_time } = session;
    return { success: true, data: { session_day, session_date, formatted_time } };
  });

  app.post<{ Body: BookingBody }>(
    '/api/bookings/',
    { schema: { body: { type: 'object', required: ['formData'], properties: { formData: { type: 'object' } } } } },
    async (request, reply) => {
      const user = requireUser(request);
      const form = request.body.formData ?? {};
      // The booking always belongs to the session user; a userId naming someone else is refused, not trusted.
      if (typeof form.userId === 'string' && form.userId.trim() !== '' && form.userId.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw forbidden(NOT_YOUR_BOOKING);
      }
      const input = await validateBody(bookingSchema, form);
      const expertName = typeof form.expert === 'string' ? form.expert.trim() : '';
      if (!expertName) throw badRequest(UNKNOWN_EXPERT, 'expert');
      const answer = await idempotent(db, request, 'booking', async (tx) => {
        const [instructor] = await tx.query<Instructor>(
          `SELECT ${INSTRUCTOR_COLUMNS} FROM instructors WHERE is_available AND published AND (name = $1 OR id = $1) ORDER BY id LIMIT 1`,
          [expertName],
        );
        if (!instructor) throw badRequest(UNKNOWN_EXPERT, 'expert');
        const session = nextSession(instructor.day_of_week, instructor.time);
        if (!session) throw badRequest(NO_SESSION, 'expert');
        const link = meetingLink();
        const [booking] = await tx.query<{ id: string }>(
          `INSERT INTO bookings (user_id, instructor_id, topic, description, session_date, session_time, meeting_link)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [user.id, instructor.id, input.topic, input.description, session.session_date, instructor.time, link],
        );
        return {
          statusCode: 201,
          body: {
            success: true,
            message: BOOKING_SUCCESS,
            data: {
              id: booking!.id,
              expert: instructor.name,
              topic: input.topic,
              session_day: session.session_day,
              session_date: session.session_date,
              formatted_time: session.formatted_time,
              meeting_link: link,
            },
          },
        };
      });
      if (answer.statusCode === 201 && !answer.replayed) {
        const data = (
          answer.body as { data: { id: string; expert: string; topic: string; session_day: string; session_date: string; formatted_time: string; meeting_link: string } }
        ).data;
        await app.notify(
          user.id,
          'Expert session booked',
          `Your session with ${data.expert} on "${data.topic}" is on ${data.session_day} ${mailDate(data.session_date)} at ${data.formatted_time} (East Africa Time). Join the meeting: ${data.meeting_link}. Add it to your calendar: ${bookingCalendar(data.id)}`,
          'community',
        );
      }
      // The answer carries the session user's private meeting link.
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  /**
   * The session user's own bookings for the dashboard, newest first and at most MY_BOOKINGS_LIMIT. The answer
   * carries the private meeting links, so it is never kept by a cache.
   */
  app.get('/api/bookings/mine/', async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'no-store');
    const rows = await db.query<{
      id: string;
      topic: string;
      expert: string;
      expert_title: string;
      session_date: string;
      session_time: string;
      meeting_link: string;
      created_at: Date | string;
    }>(
      `SELECT b.id, b.topic, i.name AS expert, i.title AS expert_title, to_char(b.session_date, 'YYYY-MM-DD') AS session_date, b.session_time,
              b.meeting_link, b.created_at
         FROM bookings b JOIN instructors i ON i.id = b.instructor_id
        WHERE b.user_id = $1
        ORDER BY b.created_at DESC, b.id DESC
        LIMIT ${MY_BOOKINGS_LIMIT}`,
      [user.id],
    );
    const now = Date.now();
    const bookings: MyBooking[] = rows.map((row) => {
      const startsAt = nairobiInstant(row.session_date, row.session_time);
      return {
        id: row.id,
        topic: row.topic,
        expert: row.expert,
        expertTitle: row.expert_title,
        sessionDate: row.session_date,
        sessionTime: row.session_time,
        startsAt: startsAt.toISOString(),
        status: startsAt.getTime() + SESSION_MS > now ? 'upcoming' : 'past',
        meetingLink: row.meeting_link,
        bookedAt: new Date(row.created_at).toISOString(),
      };
    });
    return { bookings };
  });

  /**
   * The calendar invite for one of the session user's own bookings, with its private meeting link. Someone
   * else's booking is answered as if it did not exist.
   */
  app.get<{ Params: { id: string } }>(
    '/api/bookings/:id/calendar.ics',
    { schema: { params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] } } },
    async (request, reply) => {
      const user = requireUser(request);
      const [row] = await db.query<{
        id: string;
        topic: string;
        description: string;
        expert: string;
        expert_title: string;
        session_date: string;
        session_time: string;
        meeting_link: string;
      }>(
        `SELECT b.id, b.topic, b.description, i.name AS expert, i.title AS expert_title, to_char(b.session_date, 'YYYY-MM-DD') AS session_date, b.session_time, b.meeting_link
           FROM bookings b JOIN instructors i ON i.id = b.instructor_id
          WHERE b.id = $1 AND b.user_id = $2`,
        [request.params.id, user.id],
      );
      if (!row) throw notFound(NO_BOOKING);
      const start = nairobiInstant(row.session_date, row.session_time);
      return calendarReply(reply, `expert-session-${row.topic}`, {
        uid: `booking-${row.id}@uwazi-hub`,
        start,
        end: new Date(start.getTime() + SESSION_MS),
        summary: `Expert session with ${row.expert}: ${row.topic}`,
        description: `${row.expert}, ${row.expert_title}\nTopic: ${row.topic}\n\n${row.description}\n\nJoin the meeting: ${row.meeting_link}`,
        location: row.meeting_link,
        url: row.meeting_link,
      });
    },
  );

  app.post<{ Body: Instructor }>(
    '/api/instructors/',
    {
      config: { staffRole: 'editor' },
      schema: { body: { ...staffInstructorBody, required: ['id', 'name', 'title', 'expertise', 'day_of_week', 'time', 'bio', 'professionalism'] } },
    },
    async (request, reply) => {
      const editor = staffUser(request);
      const i = request.body;
      const instructor = await db.transaction(async (tx) => {
        const [row] = await tx.query<Instructor>(
          `INSERT INTO instructors (${INSTRUCTOR_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING RETURNING ${INSTRUCTOR_COLUMNS}`,
          [i.id, i.name, i.title, i.expertise, i.day_of_week, i.time, i.is_available ?? true, i.image ?? '', i.bio, i.professionalism],
        );
        if (!row) throw badRequest('An instructor with this id already exists.', 'id');
        await recordStaffAction(tx, editor, { action: 'instructor.create', targetType: 'instructor', targetId: row.id, after: row });
        return row;
      });
      return reply.code(201).send({ instructor });
    },
  );

  app.put<{ Params: { id: string }; Body: Partial<Instructor> }>(
    '/api/instructors/:id/',
    { config: { staffRole: 'editor' }, schema: { params: idParams, body: staffInstructorBody } },
    async (request) => {
      const editor = staffUser(request);
      const i = request.body;
      return db.transaction(async (tx) => {
        const [before] = await tx.query<Instructor>(`SELECT ${INSTRUCTOR_COLUMNS} FROM instructors WHERE id = $1 FOR UPDATE`, [request.params.id]);
        if (!before) throw notFound(NO_INSTRUCTOR);
        const [row] = await tx.query<Instructor>(
          `UPDATE instructors SET name = COALESCE($2, name), title = COALESCE($3, title), expertise = COALESCE($4, expertise),
         day_of_week = COALESCE($5, day_of_week), time = COALESCE($6, time), is_available = COALESCE($7::boolean, is_available),
         image = COALESCE($8, image), bio = COALESCE($9, bio), professionalism = COALESCE($10, professionalism)
       WHERE id = $1 RETURNING ${INSTRUCTOR_COLUMNS}`,
          [
            request.params.id,
            i.name ?? null,
            i.title ?? null,
            i.expertise ?? null,
            i.day_of_week ?? null,
            i.time ?? null,
            i.is_available ?? null,
            i.image ?? null,
            i.bio ?? null,
            i.professionalism ?? null,
          ],
        );
        await recordStaffAction(tx, editor, { action: 'instructor.update', targetType: 'instructor', targetId: request.params.id, before, after: row });
        return { instructor: row! };
      });
    },
  );
}
