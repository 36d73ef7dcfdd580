import { staffUser } from '../accounts/roles.js';
import { recordStaffAction } from '../staff/audit.js';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/sessions.js';
import { hashToken, randomToken } from '../accounts/tokens.js';
import type { Database, Queryable } from '../db/index.js';
import { ClientError, badRequest, notFound } from '../errors.js';
import { sendQuietly, type Mail } from '../mail/mailer.js';
import { validateBody } from '../validation.js';
import type { Workshop, WorkshopCategory, WorkshopMaterial, WorkshopRegistration } from './contracts.js';
import { idempotent } from './idempotency.js';
import { allowMailTo, COMMUNITY_LIMITS, limitAccount, limitClient } from './limits.js';
import { calendarReply, type CalendarEvent } from './ics.js';
import { attendLine, registeredMail, SEAT_HOLD_HOURS, seatHoldMail, WAITLIST_CONFIRM_HOURS, waitlistMail, whenText, type WorkshopSummary } from './mails.js';
import { nairobiInstant } from './nextSession.js';
import { newsletter, SUBSCRIBE_PENDING, tokenFromBody } from './newsletter.js';
import { registrationSchema, subscribeSchema, waitlistSchema, workshopRequestSchema } from '@civic/shared/schemas';
import { requestLanguage } from '../i18n/language.js';
import type { Language } from '../i18n/languages.js';
import { recipientLanguage } from '../mail/language.js';
import { answerLanguage, inAnswerLanguage } from '../contentLanguage.js';

export const WORKSHOP_FULL = 'This workshop is currently full. Please try another workshop or join the waitlist.';
export const REGISTRATION_SUCCESS = "You've been successfully registered for this workshop!";
export const SEAT_HELD = `We are holding a seat for you for ${SEAT_HOLD_HOURS} hours. Open the link we have e-mailed to that address to confirm it; if it is not confirmed in time, the seat is released.`;
export const SEAT_HOLD_RESENT = 'A seat is already held for this address. We have e-mailed the confirmation link again; open it before the hold ends.';
export const SEAT_CONFIRMED = 'Your seat is confirmed. See you at the workshop!';
export const ALREADY_REGISTERED = 'This email address is already registered for this workshop.';
export const REGISTRATION_CLOSED = 'Registration is open only for upcoming workshops.';
export const REQUEST_SUCCESS = 'Your workshop request has been submitted successfully!';
export const SUBSCRIBE_SUCCESS = SUBSCRIBE_PENDING;
export const WAITLIST_SUCCESS = "You've been added to the waitlist.";
export const WAITLIST_PENDING = `Almost done: open the link we have e-mailed to that address within ${WAITLIST_CONFIRM_HOURS} hours to confirm your place. If the address is already on the waitlist, there is nothing more to do.`;
export const CONFIRM_LINK_USED_SEAT = 'This link was already used: your seat is confirmed.';
export const CONFIRM_LINK_USED_WAITLIST = 'This link was already used: you are on the waitlist.';
export const CONFIRM_LINK_EXPIRED = `This link has expired or is not valid. A seat not confirmed within ${SEAT_HOLD_HOURS} hours is released; please register again if seats remain.`;
export const TOO_MANY_MAILS = 'We have already sent several e-mails to this address in the last hour. Please check its inbox, or try again later.';
export const WAITLIST_CLOSED = 'This workshop has finished, so it has no waitlist. Its resources are open to everyone.';
export const WAITLIST_EMAIL_NEEDED = 'Please enter a valid email address.';
const NO_WORKSHOP = 'There is no workshop with that id.';
const REGISTERED_TITLE = 'Workshop registration confirmed';
const NO_REGISTRATION = 'There is no confirmed registration with that id.';

/** A day's workshop, in hours, when its duration says only "1 day". */
const WORKSHOP_DAY_HOURS = 8;
/** A workshop whose duration names no length (e.g. "6 weeks, Saturday mornings") is put in calendars as two hours. */
const DEFAULT_SESSION_MINUTES = 120;

/**
 * How a workshop's duration text goes into a calendar: the length of one sitting in minutes, and a weekly
 * repeat for a course that runs for some weeks. "3 hours", "90 minutes", "1 day", "6 weeks, Saturday mornings".
 */
export function workshopSchedule(duration: string): { minutes: number; weeks: number | null } {
  const text = duration.toLowerCase();
  const weeks = /(\d+)\s*weeks?/.exec(text);
  const hours = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?)\b/.exec(text);
  const minutes = /(\d+)\s*(?:minutes?|mins?)\b/.exec(text);
  const days = /(\d+)\s*days?\b/.exec(text);
  let length = 0;
  if (hours) length += Math.round(Number(hours[1]) * 60);
  if (minutes) length += Number(minutes[1]);
  if (!length && days) length = Number(days[1]) * WORKSHOP_DAY_HOURS * 60;
  return { minutes: length || DEFAULT_SESSION_MINUTES, weeks: weeks ? Number(weeks[1]) : null };
}

interface AttendRow {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  duration: string;
  meeting_link: string | null;
  title_sw: string | null;
  location_sw: string | null;
}

const objectBody = { type: 'object' } as const;
const idParams = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 80 } }, required: ['id'] } as const;

/**
 * Seats taken: confirmed registrations plus holds. A hold past its time counts for nothing even before a
 * sweep deletes it, so a list or detail never shows a workshop full of expired holds.
 */
export const EXPIRED_HOLDS = `(SELECT count(*)::int FROM workshop_registrations h
  WHERE h.workshop_id = workshops.id AND h.confirmed_at IS NULL AND h.hold_expires_at <= now())`;

const WORKSHOP_COLUMNS = `id, title, category, description, to_char(starts_on, 'YYYY-MM-DD') AS date, start_time AS time, location, duration,
  capacity, registrations_count - ${EXPIRED_HOLDS} AS registrations_count, materials, materials_sw, title_sw, description_sw, location_sw, duration_sw`;

/** How often expired holds and unconfirmed waitlist entries are deleted (their seats were free already). */
const SWEEP_INTERVAL_MS = 10 * 60_000;

const tokenBody = { type: 'object', properties: { token: {} } } as const;

/**
 * Deletes the expired holds of one workshop and gives their seats back to the counter. The caller holds the
 * workshop's row lock (SELECT … FOR UPDATE) first: every path takes the workshop row before hold rows, so
 * a sweep and a registration can never wait on each other in opposite order.
 */
export async function releaseExpiredHolds(tx: Queryable, workshopId: string): Promise<void> {
  await tx.query(
    `WITH released AS (
       DELETE FROM workshop_registrations WHERE workshop_id = $1 AND confirmed_at IS NULL AND hold_expires_at <= now() RETURNING 1
     )
     UPDATE workshops SET registrations_count = registrations_count - (SELECT count(*)::int FROM released)
      WHERE id = $1 AND EXISTS (SELECT 1 FROM released)`,
    [workshopId],
  );
}

/** Deletes what no longer counts: expired holds (giving their seats back) and unconfirmed waitlist entries. */
export async function sweepExpired(db: Database): Promise<void> {
  const workshops = await db.query<{ workshop_id: string }>('SELECT DISTINCT workshop_id FROM workshop_registrations WHERE confirmed_at IS NULL AND hold_expires_at <= now()');
  for (const { workshop_id } of workshops) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM workshops WHERE id = $1 FOR UPDATE', [workshop_id]);
      await releaseExpiredHolds(tx, workshop_id);
    });
  }
  await db.query('DELETE FROM workshop_waitlist WHERE confirmed_at IS NULL AND confirm_expires_at <= now()');
}

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
  /** Each handout in Kiswahili, by position (migration 041); null where one is not translated. */
  materials_sw: Array<Omit<WorkshopMaterial, 'sourceUrl'> | null> | string;
  title_sw: string | null;
  description_sw: string | null;
  location_sw: string | null;
  duration_sw: string | null;
}

/** A workshop as citizens read it: its texts in `language` where translated (editors' Kiswahili, migration 035). */
export function toWorkshop(row: WorkshopRow, language: Language = 'en'): Workshop {
  const available = Math.max(0, row.capacity - row.registrations_count);
  return {
    id: row.id,
    title: inAnswerLanguage(row.title, row.title_sw, language),
    category: row.category,
    description: inAnswerLanguage(row.description, row.description_sw, language),
    date: row.date,
    time: row.time,
    location: inAnswerLanguage(row.location, row.location_sw, language),
    duration: inAnswerLanguage(row.duration, row.duration_sw, language),
    capacity: row.capacity,
    registrations_count: row.registrations_count,
    available_spots: available,
    is_full: available === 0,
    materials: materialsIn(row, language),
  };
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The handouts in `language`: an item's Kiswahili where an editor wrote its title, else its English; the source link is one. */
function materialsIn(row: WorkshopRow, language: Language): WorkshopMaterial[] {
  const english = parsed(row.materials);
  if (language !== 'sw') return english;
  const kiswahili = parsed(row.materials_sw ?? []);
  return english.map((item, index) => {
    const translated = kiswahili[index];
    return translated?.title?.trim() ? { ...translated, ...(item.sourceUrl ? { sourceUrl: item.sourceUrl } : {}) } : item;
  });
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
    /** An online workshop's meeting link: given only to confirmed registrants. */
    meetingLink: { type: 'string', pattern: '^https://[^\\s]+$', maxLength: 500 },
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

type StaffWorkshopInput = Partial<Omit<Workshop, 'registrations_count' | 'available_spots' | 'is_full'>> & { meetingLink?: string };

/** Workshops: lists, detail, registration with guarded capacity, waitlist, requests, newsletter, staff edits. */
export async function workshopRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.recordPages.push({
    pattern: '/resources/workshop/:id',
    exists: async ({ id = '' }) => (await db.query('SELECT 1 FROM workshops WHERE id = $1 AND published', [id])).length > 0,
  });

  /** A published workshop (one an editor has not yet published, or took down, is not there for citizens). */
  async function findWorkshop(id: string, language: Language = 'en'): Promise<Workshop> {
    const [row] = await db.query<WorkshopRow>(`SELECT ${WORKSHOP_COLUMNS} FROM workshops WHERE id = $1 AND published`, [id]);
    if (!row) throw notFound(NO_WORKSHOP);
    return toWorkshop(row, language);
  }

  app.get<{ Querystring: { category?: WorkshopCategory } }>(
    '/api/workshops/',
    { schema: { querystring: { type: 'object', properties: { category: { type: 'string', enum: ['upcoming', 'ongoing', 'completed'] } } } } },
    async (request, reply) => {
      const category = request.query.category ?? null;
      const language = answerLanguage(request, reply);
      // Completed workshops read newest first; the others soonest first.
      const rows = await db.query<WorkshopRow>(
        `SELECT ${WORKSHOP_COLUMNS} FROM workshops WHERE published AND ($1::text IS NULL OR category = $1)
         ORDER BY CASE WHEN category = 'completed' THEN -extract(epoch FROM starts_on) ELSE extract(epoch FROM starts_on) END, title`,
        [category],
      );
      return { workshops: rows.map((row) => toWorkshop(row, language)) };
    },
  );

  app.get('/api/workshops/registrations/mine/', async (request) => {
    const user = requireUser(request);
    // Only confirmed seats, and only the account's own: a hold, or a registration someone made for this
    // address, shows here once the address's owner has opened the e-mailed link.
    const rows = await db.query<WorkshopRegistration>(
      `SELECT r.id, r.workshop_id AS "workshopId", w.title AS "workshopTitle", to_char(w.starts_on, 'YYYY-MM-DD') AS "workshopDate",
              w.start_time AS "workshopTime", w.location, r.name, r.email, r.created_at AS "registeredAt"
       FROM workshop_registrations r JOIN workshops w ON w.id = r.workshop_id
       WHERE r.confirmed_at IS NOT NULL AND (r.user_id = $1 OR lower(r.email) = lower($2))
       ORDER BY w.starts_on, w.title`,
      [user.id, user.email],
    );
    return { registrations: rows.map((row) => ({ ...row, registeredAt: new Date(row.registeredAt).toISOString() })) };
  });

  app.get<{ Params: { id: string } }>('/api/workshops/:id/', { schema: { params: idParams } }, async (request, reply) => ({
    workshop: await findWorkshop(request.params.id, answerLanguage(request, reply)),
  }));

  const link = (token: string) => `${app.config.publicUrl}/workshops/confirm?token=${encodeURIComponent(token)}`;

  /** Counts a confirmation mail to `email`; past the per-address limit the request is refused, naming the field. */
  async function mayMail(email: string): Promise<void> {
    const decision = await allowMailTo(app, 'community-mail', email, COMMUNITY_LIMITS.communityMailsPerAddress);
    if (!decision.allowed) throw new ClientError(429, TOO_MANY_MAILS, 'email', decision.retryAfterSeconds);
  }

  /** A mail the citizen can ask for again: a failure is logged, not turned into a failed registration. */
  async function readWorkshop(tx: Queryable, id: string, language: Language): Promise<Workshop> {
    const [row] = await tx.query<WorkshopRow>(`SELECT ${WORKSHOP_COLUMNS} FROM workshops WHERE id = $1`, [id]);
    if (!row) throw notFound(NO_WORKSHOP);
    return toWorkshop(row, language);
  }

  const workshopsPage = () => `${app.config.publicUrl}/workshops`;
  const registrationCalendar = (registrationId: string) => `${app.config.publicUrl}/api/workshops/registrations/${registrationId}/calendar.ics`;

  async function attendDetails(workshopId: string): Promise<AttendRow> {
    const [row] = await db.query<AttendRow>(
      `SELECT id, title, description, to_char(starts_on, 'YYYY-MM-DD') AS date, start_time AS time, location, duration, meeting_link, title_sw, location_sw
         FROM workshops WHERE id = $1 AND published`,
      [workshopId],
    );
    if (!row) throw notFound(NO_WORKSHOP);
    return row;
  }

  /** The invite for a workshop; the meeting link only when the reader holds a confirmed seat. */
  function workshopEvent(w: AttendRow, withLink: boolean): CalendarEvent {
    const start = nairobiInstant(w.date, w.time);
    const { minutes, weeks } = workshopSchedule(w.duration);
    const link = withLink ? w.meeting_link : null;
    const attend = link
      ? `Join the meeting: ${link}`
      : w.meeting_link
        ? 'Online: the meeting link is sent to each registrant once their seat is confirmed.'
        : `Venue: ${w.location}`;
    return {
      uid: `workshop-${w.id}@uwazi-hub`,
      start,
      end: new Date(start.getTime() + minutes * 60_000),
      ...(weeks && weeks > 1 ? { repeat: `FREQ=WEEKLY;COUNT=${weeks}` } : {}),
      summary: `Uwazi Hub workshop: ${w.title}`,
      description: `${w.description}\n\n${attend}\nDuration: ${w.duration}\nDetails: ${workshopsPage()}`,
      location: link ?? w.location,
      url: link ?? workshopsPage(),
    };
  }

  /**
   * A seat was just confirmed (at once, or by the e-mailed link): the registrant is sent how to attend (the
   * meeting link, or the venue) with their calendar invite, and a signed-in account is told in the bell too.
   * Sent after the transaction commits; a failure is logged, not turned into a failed registration: the
   * seat is taken all the same. `language` is that of the request that confirmed it; the mail is in it unless
   * the address has an account with a language of its own.
   */
  async function sendAttendDetails(registrationId: string, language: Language): Promise<void> {
    try {
      await tellRegistrant(registrationId, language);
    } catch (error) {
      app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'workshop joining details could not be sent');
    }
  }

  async function tellRegistrant(registrationId: string, language: Language): Promise<void> {
    const [seat] = await db.query<{ workshop_id: string; user_id: string | null; name: string; email: string }>(
      'SELECT workshop_id, user_id, name, email FROM workshop_registrations WHERE id = $1 AND confirmed_at IS NOT NULL',
      [registrationId],
    );
    if (!seat) return;
    const w = await attendDetails(seat.workshop_id);
    const details = { meetingLink: w.meeting_link, calendarLink: registrationCalendar(registrationId) };
    await sendQuietly(app, registeredMail(seat.email, seat.name, w, details, await recipientLanguage(db, seat.email, language)), 'workshop attendance mail');
    if (seat.user_id) {
      await app.notify(
        seat.user_id,
        REGISTERED_TITLE,
        `You are registered for "${w.title}" on ${whenText(w)}. ${attendLine(w, details)}. Add it to your calendar: ${details.calendarLink}`,
        'community',
      );
    }
  }

  /**
   * The workshop's invite, for anyone: the time, place and page. Online, the meeting link is in it only for a
   * signed-in citizen with a confirmed seat (their own registration's invite, below, carries it for anyone
   * holding its link, as e-mailed).
   */
  app.get<{ Params: { id: string } }>('/api/workshops/:id/calendar.ics', { schema: { params: idParams } }, async (request, reply) => {
    const w = await attendDetails(request.params.id);
    const user = request.user;
    const seated =
      user !== null &&
      (
        await db.query('SELECT 1 FROM workshop_registrations WHERE workshop_id = $1 AND confirmed_at IS NOT NULL AND (user_id = $2 OR lower(email) = lower($3))', [
          w.id,
          user.id,
          user.email,
        ])
      ).length > 0;
    // Never stored by a cache (the default): the answer depends on who asks.
    return calendarReply(reply, w.title, workshopEvent(w, seated));
  });

  /**
   * One confirmed registration's invite, with the meeting link. Its id is random and known only to the
   * registrant (the registration answer, the e-mail, their dashboard), so the e-mailed link works signed out.
   */
  app.get<{ Params: { id: string } }>(
    '/api/workshops/registrations/:id/calendar.ics',
    { schema: { params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] } } },
    async (request, reply) => {
      const [seat] = await db.query<{ workshop_id: string }>('SELECT workshop_id FROM workshop_registrations WHERE id = $1 AND confirmed_at IS NOT NULL', [request.params.id]);
      if (!seat) throw notFound(NO_REGISTRATION);
      const w = await attendDetails(seat.workshop_id);
      return calendarReply(reply, w.title, workshopEvent(w, true));
    },
  );

  /**
   * Registration. Signed in with the account's own address, the seat is confirmed at once. Otherwise (signed
   * out, or someone else's address) the seat is held for SEAT_HOLD_HOURS while a link goes to the address;
   * an unconfirmed hold then stops counting. A few registrations an hour are allowed per client (per account
   * for a citizen registering their own address).
   */
  app.post<{ Params: { id: string } }>('/api/workshops/:id/register/', { schema: { params: idParams, body: objectBody } }, async (request, reply) => {
    const input = await validateBody(registrationSchema, request.body);
    const user = request.user;
    const workshopId = request.params.id;
    const own = user !== null && input.email.toLowerCase() === user.email.toLowerCase();
    // Set inside the transaction, sent only after it commits (and never for a replayed answer).
    const outgoing: { mail: Mail | null; confirmedId: string | null } = { mail: null, confirmedId: null };
    // The mails go to the address typed: in its account's language, else this request's.
    const language = requestLanguage(request);
    const answer = await idempotent(db, request, `register:${workshopId}`, async (tx) => {
      // Inside the claimed key: a retry answered from the stored answer does not count against the limit.
      if (own) await limitAccount(app, user.id, 'workshop-register', COMMUNITY_LIMITS.registrations);
      else await limitClient(app, request, 'workshop-register', COMMUNITY_LIMITS.registrations);
      // The workshop row is locked first (see releaseExpiredHolds), which also serialises its registrations.
      const [current] = await tx.query<WorkshopSummary & { category: WorkshopCategory }>(
        `SELECT category, title, to_char(starts_on, 'YYYY-MM-DD') AS date, start_time AS time, location, title_sw, location_sw FROM workshops WHERE id = $1 AND published FOR UPDATE`,
        [workshopId],
      );
      if (!current) throw notFound(NO_WORKSHOP);
      if (current.category !== 'upcoming') throw new ClientError(409, REGISTRATION_CLOSED);
      await releaseExpiredHolds(tx, workshopId);

      const [existing] = await tx.query<{ id: string; confirmed_at: Date | null; hold_expires_at: Date | string | null }>(
        'SELECT id, confirmed_at, hold_expires_at FROM workshop_registrations WHERE workshop_id = $1 AND lower(email) = lower($2) FOR UPDATE',
        [workshopId, input.email],
      );
      if (existing) {
        if (existing.confirmed_at !== null) throw new ClientError(409, ALREADY_REGISTERED, 'email');
        // The owner of the address, signed in: a hold for it (or a seat kept from before confirmation
        // existed) is theirs now, without taking a second seat.
        if (own) {
          await tx.query('UPDATE workshop_registrations SET confirmed_at = now(), hold_expires_at = NULL, user_id = $2 WHERE id = $1', [existing.id, user.id]);
          outgoing.confirmedId = existing.id;
          const workshop = await readWorkshop(tx, workshopId, language);
          return { statusCode: 201, body: { status: 'success', message: REGISTRATION_SUCCESS, confirmed: true, registration: { id: existing.id, workshopId }, workshop } };
        }
        // A seat kept from before confirmation existed has no hold to confirm by link.
        if (existing.hold_expires_at === null) throw new ClientError(409, ALREADY_REGISTERED, 'email');
        // The same hold, a fresh link (the earlier one stops working); the hold's end does not move.
        await mayMail(input.email);
        const token = randomToken();
        await tx.query('UPDATE workshop_registrations SET confirm_token_hash = $2 WHERE id = $1', [existing.id, hashToken(token)]);
        outgoing.mail = seatHoldMail(input.email, input.name, current, link(token), await recipientLanguage(tx, input.email, language));
        const workshop = await readWorkshop(tx, workshopId, language);
        const holdExpiresAt = new Date(existing.hold_expires_at).toISOString();
        return {
          statusCode: 200,
          body: {
            status: 'success',
            message: SEAT_HOLD_RESENT,
            confirmed: false,
            holdExpiresAt,
            holdHours: SEAT_HOLD_HOURS,
            registration: { id: existing.id, workshopId },
            workshop,
          },
        };
      }

      // One guarded UPDATE takes the seat: the row lock serialises concurrent registrations and the WHERE
      // refuses the one past capacity, so the count (confirmed seats and live holds) never exceeds it.
      const [taken] = await tx.query<WorkshopRow>(
        `UPDATE workshops SET registrations_count = registrations_count + 1
         WHERE id = $1 AND registrations_count < capacity RETURNING ${WORKSHOP_COLUMNS}`,
        [workshopId],
      );
      if (!taken) throw new ClientError(409, WORKSHOP_FULL);
      const token = own ? null : randomToken();
      if (!own) await mayMail(input.email);
      const [registration] = await tx.query<{ id: string; hold_expires_at: Date | string | null }>(
        `INSERT INTO workshop_registrations (workshop_id, user_id, name, email, phone, organization, role, expectations, confirmed_at, hold_expires_at, confirm_token_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
                 CASE WHEN $9::boolean THEN now() END,
                 CASE WHEN $9::boolean THEN NULL ELSE now() + make_interval(hours => $10) END, $11)
         ON CONFLICT (workshop_id, lower(email)) DO NOTHING RETURNING id, hold_expires_at`,
        [
          workshopId,
          own ? user.id : null,
          input.name,
          input.email,
          input.phone,
          input.organization || null,
          input.role || null,
          input.expectations || null,
          own,
          SEAT_HOLD_HOURS,
          token ? hashToken(token) : null,
        ],
      );
      // Throwing rolls back the seat taken above.
      if (!registration) throw new ClientError(409, ALREADY_REGISTERED, 'email');
      const workshop = toWorkshop(taken, language);
      if (own) {
        outgoing.confirmedId = registration.id;
        return { statusCode: 201, body: { status: 'success', message: REGISTRATION_SUCCESS, confirmed: true, registration: { id: registration.id, workshopId }, workshop } };
      }
      outgoing.mail = seatHoldMail(input.email, input.name, current, link(token!), await recipientLanguage(tx, input.email, language));
      const holdExpiresAt = new Date(registration.hold_expires_at!).toISOString();
      return {
        statusCode: 201,
        body: { status: 'success', message: SEAT_HELD, confirmed: false, holdExpiresAt, holdHours: SEAT_HOLD_HOURS, registration: { id: registration.id, workshopId }, workshop },
      };
    });
    if (!answer.replayed) {
      if (outgoing.mail) await sendQuietly(app, outgoing.mail, 'workshop confirmation mail');
      if (outgoing.confirmedId) await sendAttendDetails(outgoing.confirmedId, language);
    }
    return reply.code(answer.statusCode).send(answer.body);
  });

  /** The page behind the e-mailed link: confirms a held seat or a waitlist place, once. */
  app.post('/api/workshops/confirm/', { schema: { body: tokenBody } }, async (request) => {
    const token = tokenFromBody(request.body);
    await limitClient(app, request, 'workshop-link', COMMUNITY_LIMITS.linkPerClient);
    const hash = hashToken(token);
    const confirmed = await db.transaction(async (tx) => {
      // An account with the address (now proven) gets the seat on its dashboard and a notification.
      const [seat] = await tx.query<{ id: string; workshop_id: string }>(
        `UPDATE workshop_registrations r SET confirmed_at = now(), hold_expires_at = NULL,
                user_id = COALESCE(r.user_id, (SELECT u.id FROM users u WHERE u.email = lower(r.email)))
          WHERE r.confirm_token_hash = $1 AND r.confirmed_at IS NULL AND r.hold_expires_at > now()
          RETURNING r.id, r.workshop_id`,
        [hash],
      );
      if (seat) return { kind: 'registration' as const, workshopId: seat.workshop_id, registrationId: seat.id };
      const [place] = await tx.query<{ workshop_id: string; user_id: string | null }>(
        `UPDATE workshop_waitlist w SET confirmed_at = now(), confirm_expires_at = NULL,
                user_id = COALESCE(w.user_id, (SELECT u.id FROM users u WHERE u.email = lower(w.email)))
          WHERE w.confirm_token_hash = $1 AND w.confirmed_at IS NULL AND w.confirm_expires_at > now()
          RETURNING w.workshop_id, w.user_id`,
        [hash],
      );
      if (place) return { kind: 'waitlist' as const, workshopId: place.workshop_id, registrationId: null };
      if ((await tx.query('SELECT 1 FROM workshop_registrations WHERE confirm_token_hash = $1 AND confirmed_at IS NOT NULL', [hash])).length > 0) {
        throw new ClientError(409, CONFIRM_LINK_USED_SEAT, 'token');
      }
      if ((await tx.query('SELECT 1 FROM workshop_waitlist WHERE confirm_token_hash = $1 AND confirmed_at IS NOT NULL', [hash])).length > 0) {
        throw new ClientError(409, CONFIRM_LINK_USED_WAITLIST, 'token');
      }
      throw new ClientError(410, CONFIRM_LINK_EXPIRED, 'token');
    });
    // Read whether or not it is still published: the seat is confirmed all the same.
    const workshop = await readWorkshop(db, confirmed.workshopId, requestLanguage(request));
    if (confirmed.registrationId) await sendAttendDetails(confirmed.registrationId, requestLanguage(request));
    return {
      status: 'success',
      kind: confirmed.kind,
      message: confirmed.kind === 'registration' ? SEAT_CONFIRMED : WAITLIST_SUCCESS,
      workshop,
      ...(confirmed.registrationId ? { registration: { id: confirmed.registrationId, workshopId: confirmed.workshopId } } : {}),
    };
  });

  /**
   * The waitlist takes no seat, but follows the same rule: a signed-in citizen joins with the account's
   * address at once; an address typed by a visitor joins when its owner opens the e-mailed link.
   */
  app.post<{ Params: { id: string } }>('/api/workshops/:id/waitlist/', { schema: { params: idParams, body: objectBody } }, async (request) => {
    const input = await validateBody(waitlistSchema, request.body);
    const user = request.user;
    const email = user?.email ?? input.email;
    if (!email) throw badRequest(WAITLIST_EMAIL_NEEDED, 'email');
    if (user) await limitAccount(app, user.id, 'workshop-waitlist', COMMUNITY_LIMITS.waitlistJoins);
    else await limitClient(app, request, 'workshop-waitlist', COMMUNITY_LIMITS.waitlistJoins);
    // The language of the mail a visitor is sent, and so of the workshop's title in it.
    const mailIn = user ? null : await recipientLanguage(db, email, requestLanguage(request));
    const workshop = await findWorkshop(request.params.id, mailIn ?? 'en');
    if (workshop.category === 'completed') throw new ClientError(409, WAITLIST_CLOSED);
    if (user) {
      // Joining twice is a success that changes nothing; an earlier unconfirmed entry is confirmed now.
      await db.query(
        `INSERT INTO workshop_waitlist (workshop_id, user_id, email, confirmed_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (workshop_id, lower(email)) DO UPDATE
           SET confirmed_at = COALESCE(workshop_waitlist.confirmed_at, now()), confirm_expires_at = NULL,
               user_id = COALESCE(workshop_waitlist.user_id, EXCLUDED.user_id)`,
        [workshop.id, user.id, email],
      );
      return { status: 'success', message: WAITLIST_SUCCESS, confirmed: true };
    }
    await mayMail(email);
    const token = randomToken();
    const pending = await db.transaction(async (tx) => {
      await tx.query(`DELETE FROM workshop_waitlist WHERE workshop_id = $1 AND lower(email) = lower($2) AND confirmed_at IS NULL AND confirm_expires_at <= now()`, [
        workshop.id,
        email,
      ]);
      // An address already confirmed is left alone (and sent nothing); a pending one gets a fresh link.
      const rows = await tx.query(
        `INSERT INTO workshop_waitlist (workshop_id, email, confirm_token_hash, confirm_expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))
         ON CONFLICT (workshop_id, lower(email)) DO UPDATE
           SET confirm_token_hash = EXCLUDED.confirm_token_hash, confirm_expires_at = EXCLUDED.confirm_expires_at
           WHERE workshop_waitlist.confirmed_at IS NULL
         RETURNING id`,
        [workshop.id, email, hashToken(token), WAITLIST_CONFIRM_HOURS],
      );
      return rows.length > 0;
    });
    if (pending) await sendQuietly(app, waitlistMail(email, workshop, link(token), mailIn ?? 'en'), 'waitlist confirmation mail');
    // The same answer whether or not the address was on the list already.
    return { status: 'success', message: WAITLIST_PENDING, confirmed: false, confirmHours: WAITLIST_CONFIRM_HOURS };
  });

  app.post('/api/workshop-requests/', { schema: { body: objectBody } }, async (request, reply) => {
    const input = await validateBody(workshopRequestSchema, request.body);
    const answer = await idempotent(db, request, 'workshop-request', async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO workshop_requests (user_id, title, preferred_date, duration, name, email, organization, location, participants, type, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          request.user?.id ?? null,
          input.title,
          input.date,
          input.duration,
          input.name,
          input.email,
          input.organization || null,
          input.location,
          input.participants ?? null,
          input.type || null,
          input.description,
        ],
      );
      return { statusCode: 201, body: { status: 'success', message: REQUEST_SUCCESS, id: row!.id } };
    });
    return reply.code(answer.statusCode).send(answer.body);
  });

  const subscriptions = newsletter(app);
  app.post('/api/subscribe/workshops/', { schema: { body: objectBody } }, async (request) => {
    const input = await validateBody(subscribeSchema, request.body);
    // Pending until the address's owner opens the e-mailed link; the answer is the same for every address.
    await subscriptions.subscribe(request, input.email, 'workshops');
    return { status: 'success', message: SUBSCRIBE_SUCCESS };
  });

  app.post<{ Body: StaffWorkshopInput }>(
    '/api/workshops/',
    {
      config: { staffRole: 'editor' },
      schema: { body: { ...staffWorkshopBody, required: ['id', 'title', 'category', 'description', 'date', 'time', 'location', 'duration', 'capacity'] } },
    },
    async (request, reply) => {
      const editor = staffUser(request);
      const w = request.body;
      const workshop = await db.transaction(async (tx) => {
        const [row] = await tx.query<WorkshopRow>(
          `INSERT INTO workshops (id, title, category, description, starts_on, start_time, location, duration, capacity, materials, meeting_link)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text::jsonb, $11) ON CONFLICT (id) DO NOTHING RETURNING ${WORKSHOP_COLUMNS}`,
          [w.id, w.title, w.category, w.description, w.date, w.time, w.location, w.duration, w.capacity, JSON.stringify(w.materials ?? []), w.meetingLink ?? null],
        );
        if (!row) throw new ClientError(409, 'A workshop with this id already exists.', 'id');
        const created = toWorkshop(row);
        await recordStaffAction(tx, editor, { action: 'workshop.create', targetType: 'workshop', targetId: created.id, after: created });
        return created;
      });
      return reply.code(201).send({ workshop });
    },
  );

  app.put<{ Params: { id: string }; Body: StaffWorkshopInput }>(
    '/api/workshops/:id/',
    { config: { staffRole: 'editor' }, schema: { params: idParams, body: staffWorkshopBody } },
    async (request) => {
      const editor = staffUser(request);
      const w = request.body;
      const { row, taken } = await db.transaction(async (tx) => {
        // Expired holds go first, so they cannot stand in the way of a smaller capacity.
        const [locked] = await tx.query<WorkshopRow>(`SELECT ${WORKSHOP_COLUMNS} FROM workshops WHERE id = $1 FOR UPDATE`, [request.params.id]);
        if (!locked) throw notFound(NO_WORKSHOP);
        await releaseExpiredHolds(tx, request.params.id);
        const [updated] = await tx.query<WorkshopRow>(
          `UPDATE workshops SET title = COALESCE($2, title), category = COALESCE($3, category), description = COALESCE($4, description),
           starts_on = COALESCE($5::date, starts_on), start_time = COALESCE($6, start_time), location = COALESCE($7, location),
           duration = COALESCE($8, duration), capacity = COALESCE($9::int, capacity), materials = COALESCE($10::text::jsonb, materials),
           meeting_link = COALESCE($11, meeting_link)
         WHERE id = $1 AND ($9::int IS NULL OR registrations_count <= $9::int) RETURNING ${WORKSHOP_COLUMNS}`,
          [
            request.params.id,
            w.title ?? null,
            w.category ?? null,
            w.description ?? null,
            w.date ?? null,
            w.time ?? null,
            w.location ?? null,
            w.duration ?? null,
            w.capacity ?? null,
            w.materials ? JSON.stringify(w.materials) : null,
            w.meetingLink ?? null,
          ],
        );
        const [after] = await tx.query<{ registrations_count: number }>('SELECT registrations_count FROM workshops WHERE id = $1', [request.params.id]);
        if (updated) {
          await recordStaffAction(tx, editor, {
            action: 'workshop.update',
            targetType: 'workshop',
            targetId: request.params.id,
            before: toWorkshop(locked),
            after: toWorkshop(updated),
          });
        }
        return { row: updated, taken: after!.registrations_count };
      });
      if (row) return { workshop: toWorkshop(row) };
      // The guard refused it: more seats are taken (confirmed or held) than the new capacity.
      throw badRequest(`Capacity cannot go below the ${taken} people already registered.`, 'capacity');
    },
  );

  const sweeper = setInterval(() => {
    sweepExpired(db).catch((error: unknown) => app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'workshop hold sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
}
