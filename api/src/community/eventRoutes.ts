import { staffUser } from '../accounts/roles.js';
import { recordStaffAction } from '../staff/audit.js';
import type { FastifyInstance } from 'fastify';
import { notFound, badRequest } from '../errors.js';
import type { TownhallEvent } from './contracts.js';
import { calendarReply } from './ics.js';
import { nairobiInstant, nairobiToday } from './nextSession.js';
import { answerLanguage, inAnswerLanguage } from '../contentLanguage.js';
import type { Language } from '../i18n/languages.js';

const idParams = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 80 } }, required: ['id'] } as const;
const EVENT_COLUMNS = `id, title, to_char(event_date, 'YYYY-MM-DD') AS date, event_time AS time, location, is_online AS "isOnline", description, thumbnail_url AS "thumbnailUrl", title_sw, description_sw`;

const staffEventBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9-]{3,80}$' },
    title: { type: 'string', minLength: 1, maxLength: 200 },
    date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    time: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
    location: { type: 'string', minLength: 1, maxLength: 500 },
    isOnline: { type: 'boolean' },
    description: { type: 'string', minLength: 1, maxLength: 5000 },
    thumbnailUrl: { type: 'string', maxLength: 500 },
  },
} as const;

interface EventRow extends Omit<TownhallEvent, 'thumbnailUrl'> {
  thumbnailUrl: string | null;
  title_sw: string | null;
  description_sw: string | null;
}

/** An event as citizens read it: its texts in `language` where translated (editors' Kiswahili, migration 035). */
function toEvent(row: EventRow, language: Language = 'en'): TownhallEvent {
  const { thumbnailUrl, title_sw, description_sw, ...rest } = row;
  const event = { ...rest, title: inAnswerLanguage(row.title, title_sw, language), description: inAnswerLanguage(row.description, description_sw, language) };
  return thumbnailUrl ? { ...event, thumbnailUrl } : event;
}

/** A townhall has no set end; calendars are given two hours. */
const TOWNHALL_MINUTES = 120;

/** An online event's location is its meeting link, so it must be a web address. */
function checkOnlineLocation(isOnline: boolean | undefined, location: string | undefined) {
  if (isOnline && location !== undefined && !/^https:\/\//.test(location)) throw badRequest('An online event needs its meeting link (https://…) as its location.', 'location');
}

/** Townhall events: the upcoming list (from today in Nairobi) and staff edits. */
export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get('/api/events/', async (request, reply) => {
    const language = answerLanguage(request, reply);
    const rows = await db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE published AND event_date >= $1::date ORDER BY event_date, event_time, title`, [
      nairobiToday(),
    ]);
    return { upcomingEvents: rows.map((row) => toEvent(row, language)) };
  });

  /** The event's calendar invite: public, as the event itself is (an online event's location is its link). */
  app.get<{ Params: { id: string } }>('/api/events/:id/calendar.ics', { schema: { params: idParams } }, async (request, reply) => {
    const [event] = await db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE id = $1 AND published`, [request.params.id]);
    if (!event) throw notFound('There is no event with that id.');
    const start = nairobiInstant(event.date, event.time);
    const page = `${app.config.publicUrl}/townhall-meetings`;
    return calendarReply(reply, event.title, {
      uid: `townhall-${event.id}@uwazi-hub`,
      start,
      end: new Date(start.getTime() + TOWNHALL_MINUTES * 60_000),
      summary: `Uwazi Hub townhall: ${event.title}`,
      description: `${event.description}\n\n${event.isOnline ? `Join online: ${event.location}` : `Venue: ${event.location}`}\nDetails: ${page}`,
      location: event.location,
      url: event.isOnline ? event.location : page,
    });
  });

  app.post<{ Body: TownhallEvent }>(
    '/api/events/',
    { config: { staffRole: 'editor' }, schema: { body: { ...staffEventBody, required: ['id', 'title', 'date', 'time', 'location', 'isOnline', 'description'] } } },
    async (request, reply) => {
      const editor = staffUser(request);
      const e = request.body;
      checkOnlineLocation(e.isOnline, e.location);
      const event = await db.transaction(async (tx) => {
        const [row] = await tx.query<EventRow>(
          `INSERT INTO events (id, title, event_date, event_time, location, is_online, description, thumbnail_url)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING RETURNING ${EVENT_COLUMNS}`,
          [e.id, e.title, e.date, e.time, e.location, e.isOnline, e.description, e.thumbnailUrl ?? null],
        );
        if (!row) throw badRequest('An event with this id already exists.', 'id');
        const created = toEvent(row);
        await recordStaffAction(tx, editor, { action: 'event.create', targetType: 'event', targetId: created.id, after: created });
        return created;
      });
      return reply.code(201).send({ event });
    },
  );

  app.put<{ Params: { id: string }; Body: Partial<TownhallEvent> }>(
    '/api/events/:id/',
    { config: { staffRole: 'editor' }, schema: { params: idParams, body: staffEventBody } },
    async (request) => {
      const editor = staffUser(request);
      const e = request.body;
      return db.transaction(async (tx) => {
        const [current] = await tx.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE id = $1 FOR UPDATE`, [request.params.id]);
        if (!current) throw notFound('There is no event with that id.');
        checkOnlineLocation(e.isOnline ?? current.isOnline, e.location ?? current.location);
        const [row] = await tx.query<EventRow>(
          `UPDATE events SET title = COALESCE($2, title), event_date = COALESCE($3::date, event_date), event_time = COALESCE($4, event_time),
         location = COALESCE($5, location), is_online = COALESCE($6::boolean, is_online), description = COALESCE($7, description),
         thumbnail_url = COALESCE($8, thumbnail_url)
       WHERE id = $1 RETURNING ${EVENT_COLUMNS}`,
          [request.params.id, e.title ?? null, e.date ?? null, e.time ?? null, e.location ?? null, e.isOnline ?? null, e.description ?? null, e.thumbnailUrl ?? null],
        );
        const event = toEvent(row!);
        await recordStaffAction(tx, editor, { action: 'event.update', targetType: 'event', targetId: request.params.id, before: toEvent(current), after: event });
        return { event };
      });
    },
  );
}
