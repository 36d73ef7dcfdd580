import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import {
  CONTENT_CHANGED,
  type EditableMaterial,
  type MaterialTexts,
  type WaitlistPlace,
  type WorkshopMaterial,
  type WorkshopRegistrant,
  type WorkshopRegistrations,
} from '@civic/shared/contracts';
import { staffUser } from '../accounts/roles.js';
import { hashToken, randomToken } from '../accounts/tokens.js';
import type { Queryable } from '../db/index.js';
import { badRequest, ClientError, notFound } from '../errors.js';
import { toCsv } from '../governance/csv.js';
import { requestLanguage } from '../i18n/language.js';
import { recipientLanguage } from '../mail/language.js';
import { sendQuietly, type Mail } from '../mail/mailer.js';
import { recordStaffAction } from '../staff/audit.js';
import { SEAT_HOLD_HOURS, seatOfferedMail } from '../community/mails.js';
import { EXPIRED_HOLDS, releaseExpiredHolds } from '../community/workshopRoutes.js';
import { validateBody } from '../validation.js';
import { CONTENT_CHANGED_MESSAGE, date, editableRecords, optionalWebAddress, time, TOO_LONG, VERSION_NEEDED, type TextField, type ValueField } from './records.js';

export const CAPACITY_NEEDED = 'Please give the number of seats, a whole number from 1 to 100000.';
export const CATEGORY_NEEDED = 'Please choose whether the workshop is upcoming, ongoing or completed.';
export const LOCATION_NEEDED = 'Please fill in the venue, or the meeting link of an online event.';
export const ONLINE_LOCATION = 'An online event needs its meeting link (https://…) as its location.';
export const CAPACITY_BELOW_TAKEN = 'Capacity cannot go below the {count} people already registered.';
export const NO_WORKSHOP = 'There is no workshop with that id.';
export const NO_PLACE = 'This person is no longer on the waitlist.';
export const OFFER_NOT_UPCOMING = 'Seats can be offered only for upcoming workshops.';
export const NO_FREE_SEAT = 'Every seat is taken. Raise the capacity before offering a seat.';
export const ALREADY_SEATED = 'This address already has a seat, or a seat held, at this workshop.';

const workshopTexts: TextField[] = [
  { name: 'title', column: 'title', swColumn: 'title_sw', max: 200, required: 'Please fill in the English title.' },
  { name: 'description', column: 'description', swColumn: 'description_sw', max: 5000, required: 'Please fill in the English description.' },
  { name: 'location', column: 'location', swColumn: 'location_sw', max: 200, required: 'Please fill in the English location.' },
  { name: 'duration', column: 'duration', swColumn: 'duration_sw', max: 80, required: 'Please fill in the English duration.' },
];

const workshopValues: ValueField[] = [
  { name: 'date', column: 'starts_on', read: `to_char(starts_on, 'YYYY-MM-DD')`, write: (p) => `${p}::date`, schema: date },
  { name: 'time', column: 'start_time', schema: time },
  { name: 'category', column: 'category', schema: yup.string().required(CATEGORY_NEEDED).oneOf(['upcoming', 'ongoing', 'completed'], CATEGORY_NEEDED) },
  {
    name: 'capacity',
    column: 'capacity',
    write: (p) => `${p}::int`,
    schema: yup.number().typeError(CAPACITY_NEEDED).required(CAPACITY_NEEDED).integer(CAPACITY_NEEDED).min(1, CAPACITY_NEEDED).max(100000, CAPACITY_NEEDED),
  },
  {
    name: 'meetingLink',
    column: 'meeting_link',
    read: `COALESCE(meeting_link, '')`,
    write: (p) => `NULLIF(${p}, '')`,
    schema: optionalWebAddress,
  },
];

const eventTexts: TextField[] = [
  { name: 'title', column: 'title', swColumn: 'title_sw', max: 200, required: 'Please fill in the English title.' },
  { name: 'description', column: 'description', swColumn: 'description_sw', max: 5000, required: 'Please fill in the English description.' },
];

const eventValues: ValueField[] = [
  { name: 'date', column: 'event_date', read: `to_char(event_date, 'YYYY-MM-DD')`, write: (p) => `${p}::date`, schema: date },
  { name: 'time', column: 'event_time', schema: time },
  {
    name: 'location',
    column: 'location',
    schema: yup.string().trim().required(LOCATION_NEEDED).max(500, TOO_LONG.replace('{max}', '500')),
  },
  { name: 'isOnline', column: 'is_online', write: (p) => `${p}::boolean`, schema: yup.boolean().default(false) },
];

/** Seats taken (confirmed, and holds still running) and the confirmed waitlist, beside a workshop's fields. */
const SEAT_COLUMNS = `registrations_count - ${EXPIRED_HOLDS} AS seats_taken,
  (SELECT count(*)::int FROM workshop_waitlist l WHERE l.workshop_id = workshops.id AND l.confirmed_at IS NOT NULL) AS waitlist_count`;

interface RegistrantRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  organization: string | null;
  role: string | null;
  expectations: string | null;
  confirmed_at: Date | string | null;
  hold_expires_at: Date | string | null;
  created_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export const MATERIAL_TITLE_NEEDED = 'Please fill in the handout’s English title.';

const materialText = (max: number) =>
  yup
    .string()
    .default('')
    .trim()
    .max(max, TOO_LONG.replace('{max}', String(max)));
const materialTexts = (english: boolean) =>
  yup
    .object({
      title: english ? materialText(200).required(MATERIAL_TITLE_NEEDED) : materialText(200),
      summary: materialText(2000),
      points: yup.array().of(materialText(500)).max(30).default([]),
    })
    .required();
const materialsSchema = yup.object({
  version: yup.number().typeError(VERSION_NEEDED).integer(VERSION_NEEDED).required(VERSION_NEEDED),
  materials: yup
    .array()
    .of(yup.object({ en: materialTexts(true), sw: materialTexts(false).default({ title: '', summary: '', points: [] }), sourceUrl: optionalWebAddress }).required())
    .max(20)
    .required(),
});

type MaterialInput = yup.InferType<typeof materialsSchema>['materials'][number];

/** A handout as checked: its points without the empty ones (a bullet left blank is no bullet). */
function cleanMaterial(item: MaterialInput): EditableMaterial {
  const texts = (t: { title?: string; summary?: string; points?: Array<string | undefined> } | undefined) => ({
    title: t?.title ?? '',
    summary: t?.summary ?? '',
    points: (t?.points ?? []).filter((point): point is string => Boolean(point?.trim())),
  });
  return { en: texts(item.en), sw: texts(item.sw), sourceUrl: item.sourceUrl ?? '' };
}

/** The stored handouts (English, and Kiswahili by position) as editors edit them. */
function editableMaterials(english: unknown, kiswahili: unknown): EditableMaterial[] {
  const read = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
  const en = read<WorkshopMaterial[] | null>(english) ?? [];
  const sw = read<Array<MaterialTexts | null> | null>(kiswahili) ?? [];
  return en.map((item, index) => ({
    en: { title: item.title, summary: item.summary ?? '', points: item.points ?? [] },
    sw: { title: sw[index]?.title ?? '', summary: sw[index]?.summary ?? '', points: sw[index]?.points ?? [] },
    sourceUrl: item.sourceUrl ?? '',
  }));
}

/**
 * Workshops and townhall events in the staff console (role `editor`), as the FAQ is (content/records.ts), and
 * what editors of a workshop need beyond its texts: who registered (also as a CSV file for the organisers),
 * who waits, and offering a freed seat to someone waiting.
 */
export async function communityContentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const EDITOR = { staffRole: 'editor' } as const;

  editableRecords(app, {
    name: 'workshop',
    table: 'workshops',
    path: '/api/staff/content/workshops/',
    listKey: 'workshops',
    itemKey: 'workshop',
    texts: workshopTexts,
    values: workshopValues,
    order: 'starts_on DESC, id',
    idFrom: 'title',
    notFound: NO_WORKSHOP,
    extraColumns: `${SEAT_COLUMNS}, materials, materials_sw`,
    extra: (row) => ({
      seats: { capacity: Number(row.value_capacity), taken: Number(row.seats_taken), waitlist: Number(row.waitlist_count) },
      materials: editableMaterials(row.materials, row.materials_sw),
    }),
    async check(tx, fields, id) {
      if (!id) return;
      // Expired holds go first, so they cannot stand in the way of a smaller capacity.
      await releaseExpiredHolds(tx, id);
      const [row] = await tx.query<{ registrations_count: number }>('SELECT registrations_count FROM workshops WHERE id = $1', [id]);
      const capacity = Number(fields.values?.capacity);
      if (row && capacity < row.registrations_count) throw badRequest(CAPACITY_BELOW_TAKEN.replace('{count}', String(row.registrations_count)), 'values.capacity');
    },
  });

  editableRecords(app, {
    name: 'event',
    table: 'events',
    path: '/api/staff/content/events/',
    listKey: 'events',
    itemKey: 'event',
    texts: eventTexts,
    values: eventValues,
    order: 'event_date DESC, event_time, id',
    idFrom: 'title',
    notFound: 'There is no event with that id.',
    async check(_tx, fields) {
      if (fields.values?.isOnline && !/^https:\/\/\S+$/.test(String(fields.values.location))) throw badRequest(ONLINE_LOCATION, 'values.location');
    },
  });

  const idParams = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 120 } }, required: ['id'] } as const;

  /**
   * A workshop's handouts, replaced whole and shown at once (its resources page reads them at every request),
   * against the version read like any save, with the audit's entry in the same transaction.
   */
  app.put<{ Params: { id: string } }>(
    '/api/staff/content/workshops/:id/materials/',
    { config: EDITOR, schema: { params: idParams, body: { type: 'object' } } },
    async (request, reply) => {
      const editor = staffUser(request);
      const { version, materials } = await validateBody(materialsSchema, request.body);
      const chosen = materials.map(cleanMaterial);
      const outcome = await db.transaction<{ changed: true } | { version: number; materials: EditableMaterial[] }>(async (tx) => {
        const [current] = await tx.query<{ id: string; version: number; materials: unknown; materials_sw: unknown }>(
          'SELECT id, version, materials, materials_sw FROM workshops WHERE id = $1 FOR UPDATE',
          [request.params.id],
        );
        if (!current) throw notFound(NO_WORKSHOP);
        if (current.version !== version) return { changed: true };
        const english = chosen.map((item) => ({ ...item.en, ...(item.sourceUrl ? { sourceUrl: item.sourceUrl } : {}) }));
        const kiswahili = chosen.map((item) => (item.sw.title ? item.sw : null));
        const [saved] = await tx.query<{ version: number; materials: unknown; materials_sw: unknown }>(
          `UPDATE workshops SET materials = $2::text::jsonb, materials_sw = $3::text::jsonb, version = version + 1, edited_by = $4, edited_at = now()
          WHERE id = $1 RETURNING version, materials, materials_sw`,
          [current.id, JSON.stringify(english), JSON.stringify(kiswahili), editor.fullName],
        );
        const after = editableMaterials(saved!.materials, saved!.materials_sw);
        await recordStaffAction(tx, editor, {
          action: 'workshop.materials',
          targetType: 'workshop',
          targetId: current.id,
          before: editableMaterials(current.materials, current.materials_sw),
          after,
        });
        return { version: saved!.version, materials: after };
      });
      if ('changed' in outcome) return reply.code(409).send({ status: 'error', message: CONTENT_CHANGED_MESSAGE, field: null, status_code: 409, code: CONTENT_CHANGED });
      return outcome;
    },
  );

  async function registrationsOf(tx: Queryable, id: string): Promise<WorkshopRegistrations> {
    const [workshop] = await tx.query<{ id: string; title: string; capacity: number; taken: number }>(
      `SELECT id, title, capacity, registrations_count - ${EXPIRED_HOLDS} AS taken FROM workshops WHERE id = $1`,
      [id],
    );
    if (!workshop) throw notFound(NO_WORKSHOP);
    const rows = await tx.query<RegistrantRow>(
      `SELECT id, name, email, phone, organization, role, expectations, confirmed_at, hold_expires_at, created_at FROM workshop_registrations
        WHERE workshop_id = $1 AND (confirmed_at IS NOT NULL OR hold_expires_at > now()) ORDER BY created_at, id`,
      [id],
    );
    const waiting = await tx.query<{ id: string; email: string; created_at: Date | string }>(
      'SELECT id, email, created_at FROM workshop_waitlist WHERE workshop_id = $1 AND confirmed_at IS NOT NULL ORDER BY created_at, id',
      [id],
    );
    const registrations: WorkshopRegistrant[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      organization: row.organization ?? '',
      role: row.role ?? '',
      expectations: row.expectations ?? '',
      state: row.confirmed_at ? 'confirmed' : 'held',
      registeredAt: iso(row.created_at),
      holdExpiresAt: row.confirmed_at || !row.hold_expires_at ? null : iso(row.hold_expires_at),
    }));
    const waitlist: WaitlistPlace[] = waiting.map((row) => ({ id: row.id, email: row.email, joinedAt: iso(row.created_at) }));
    return { workshop: { id: workshop.id, title: workshop.title, capacity: workshop.capacity, taken: Number(workshop.taken) }, registrations, waitlist };
  }

  app.get<{ Params: { id: string } }>('/api/staff/content/workshops/:id/registrations/', { config: EDITOR, schema: { params: idParams } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return registrationsOf(db, request.params.id);
  });

  /** The registrations as a spreadsheet for the organisers; a cell that could run as a formula is guarded. */
  app.get<{ Params: { id: string } }>('/api/staff/content/workshops/:id/registrations.csv', { config: EDITOR, schema: { params: idParams } }, async (request, reply) => {
    const editor = staffUser(request);
    const list = await db.transaction(async (tx) => {
      const read = await registrationsOf(tx, request.params.id);
      // Who took a copy of the registrants' details away: the count, never the details.
      await recordStaffAction(tx, editor, {
        action: 'workshop.registrations.export',
        targetType: 'workshop',
        targetId: read.workshop.id,
        after: { registrations: read.registrations.length },
      });
      return read;
    });
    const csv = toCsv(
      ['Name', 'E-mail', 'Phone', 'Organisation', 'Role', 'Expectations', 'State', 'Registered at', 'Hold ends at'],
      list.registrations.map((r) => [r.name, r.email, r.phone, r.organization, r.role, r.expectations, r.state, r.registeredAt, r.holdExpiresAt ?? '']),
    );
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="${list.workshop.id}-registrations.csv"`)
      .type('text/csv; charset=utf-8')
      .send(`\uFEFF${csv}`);
  });

  /**
   * Offers a free seat to someone on the waitlist: the seat is held for them for SEAT_HOLD_HOURS, as a visitor's
   * registration is, and the e-mailed link confirms it (POST /api/workshops/confirm/); they leave the waitlist.
   */
  app.post<{ Params: { id: string; placeId: string } }>(
    '/api/staff/content/workshops/:id/waitlist/:placeId/offer/',
    {
      config: EDITOR,
      schema: {
        params: { type: 'object', properties: { id: idParams.properties.id, placeId: { type: 'string', format: 'uuid' } }, required: ['id', 'placeId'] },
        body: { type: 'object' },
      },
    },
    async (request) => {
      const editor = staffUser(request);
      const language = requestLanguage(request);
      const outgoing: { mail: Mail | null } = { mail: null };
      const answer = await db.transaction(async (tx) => {
        // The workshop row first, as every registration takes it (see releaseExpiredHolds).
        const [workshop] = await tx.query<{
          id: string;
          category: string;
          title: string;
          date: string;
          time: string;
          location: string;
          title_sw: string | null;
          location_sw: string | null;
        }>(`SELECT id, category, title, to_char(starts_on, 'YYYY-MM-DD') AS date, start_time AS time, location, title_sw, location_sw FROM workshops WHERE id = $1 FOR UPDATE`, [
          request.params.id,
        ]);
        if (!workshop) throw notFound(NO_WORKSHOP);
        if (workshop.category !== 'upcoming') throw new ClientError(409, OFFER_NOT_UPCOMING);
        await releaseExpiredHolds(tx, workshop.id);
        const [place] = await tx.query<{ id: string; email: string; user_id: string | null; full_name: string | null }>(
          `SELECT l.id, l.email, l.user_id, u.full_name FROM workshop_waitlist l LEFT JOIN users u ON u.id = l.user_id
            WHERE l.id = $1 AND l.workshop_id = $2 AND l.confirmed_at IS NOT NULL FOR UPDATE OF l`,
          [request.params.placeId, workshop.id],
        );
        if (!place) throw notFound(NO_PLACE);
        const seated = await tx.query('SELECT 1 FROM workshop_registrations WHERE workshop_id = $1 AND lower(email) = lower($2)', [workshop.id, place.email]);
        if (seated.length > 0) throw new ClientError(409, ALREADY_SEATED);
        const taken = await tx.query('UPDATE workshops SET registrations_count = registrations_count + 1 WHERE id = $1 AND registrations_count < capacity RETURNING 1', [
          workshop.id,
        ]);
        if (taken.length === 0) throw new ClientError(409, NO_FREE_SEAT);
        const token = randomToken();
        const [hold] = await tx.query<{ id: string }>(
          `INSERT INTO workshop_registrations (workshop_id, user_id, name, email, phone, hold_expires_at, confirm_token_hash)
           VALUES ($1, $2, $3, $4, '', now() + make_interval(hours => $5), $6) RETURNING id`,
          [workshop.id, place.user_id, place.full_name ?? place.email, place.email, SEAT_HOLD_HOURS, hashToken(token)],
        );
        await tx.query('DELETE FROM workshop_waitlist WHERE id = $1', [place.id]);
        await recordStaffAction(tx, editor, {
          action: 'workshop.waitlist.offer',
          targetType: 'workshop',
          targetId: workshop.id,
          after: { waitlistPlace: place.id, registration: hold!.id },
        });
        const link = `${app.config.publicUrl}/workshops/confirm?token=${encodeURIComponent(token)}`;
        outgoing.mail = seatOfferedMail(place.email, workshop, link, await recipientLanguage(tx, place.email, language));
        return registrationsOf(tx, workshop.id);
      });
      if (outgoing.mail) await sendQuietly(app, outgoing.mail, 'workshop seat offer mail');
      return answer;
    },
  );
}
