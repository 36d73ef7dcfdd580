import { readTimeline } from './timeline.js';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { badRequest, ClientError, notFound } from '../errors.js';
import { ROLE_REFUSALS, staffUser } from '../accounts/roles.js';
import type { SignedInUser } from '../accounts/sessions.js';
import { recordStaffAction } from '../staff/audit.js';
import { validateBody } from '../validation.js';
import { decodeCursor, encodeCursor, listFingerprint } from '../cursor.js';
import { REFERENCE_PATTERN } from './reference.js';
import { REFERRAL_CODES, referralBody, suggestedReferral } from '@civic/shared/contracts';
import type { Queryable } from '../db/index.js';
import { cleanFileName, nameForType } from './uploads.js';
import type { FileStore, StoredFileReader } from '../storage/index.js';
import { sendQuietly } from '../mail/mailer.js';
import { COMPLAINT_STATUS_LABELS, complaintReplyMail, complaintStatusMail, type ComplaintMailFacts } from './mails.js';
import { mailLanguage } from '../mail/language.js';
import { openFile, SealBroken, type KeyPair } from './caseCrypto.js';
import { sessionKeyPair, unwrapHeld } from './caseKeys.js';
import { guardSeals, handlerLock } from './caseAccess.js';
import { addMessage, openPart, partContext, sealPart, type CaseLock } from './sealedCase.js';

export const STATUS_LABELS: Record<string, string> = COMPLAINT_STATUS_LABELS.en;
const STATUSES = Object.keys(STATUS_LABELS);
/** What anyone but a case handler is told: every route of the desk is for case handlers alone (`staffRole`). */
export const STAFF_ONLY = ROLE_REFUSALS.case_handler;
export const FILE_MISSING = "This file is on the case but missing from the file store, so it cannot be downloaded. Please tell the site's administrator.";
export const FILE_UNREADABLE = 'The file could not be read from the file store just now. Nothing was downloaded; please try again.';
const PAGE_SIZE = 25;
/** The furthest a page number alone reaches into the desk's list; further pages are reached by cursor. */
const MAX_OFFSET_CASES = 1_000;

export const REFERRAL_NEEDED = 'Choose the body the case is referred to.';
const statusSchema = yup.object({
  status: yup.string().required('Please choose a status').oneOf(STATUSES, 'Please choose a status'),
  referredTo: yup
    .string()
    .nullable()
    .default(null)
    .when('status', {
      is: 'referred',
      then: (schema) => schema.required(REFERRAL_NEEDED).oneOf([...REFERRAL_CODES], REFERRAL_NEEDED),
      // Only a referral names a body.
      otherwise: (schema) => schema.transform(() => null),
    }),
  reason: yup.string().trim().required('Please give the reason the reporter will see').max(2000, 'The reason is too long (at most 2000 characters).'),
});
const replySchema = yup.object({ message: yup.string().trim().required('Please write a reply').max(5000, 'The reply is too long (at most 5000 characters).') });
const noteSchema = yup.object({ note: yup.string().trim().required('Please write a note').max(5000, 'The note is too long (at most 5000 characters).') });
const assignSchema = yup.object({ staffUserId: yup.string().nullable().default(null) });

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A file's name as the desk shows and downloads it: cleaned again, since rows from before names were cleaned may hold hidden characters. */
const shownName = (file: { original_name: string; media_type: string }) => nameForType(cleanFileName(file.original_name), file.media_type);

/** A stored file's bytes, whole (evidence is at most MAX_FILE_BYTES). */
async function readWhole(stored: StoredFileReader): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of stored.stream) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

/**
 * `attachment` with the file's name: plain ASCII in `filename`, and when the name holds anything else the
 * exact name, percent-encoded, in `filename*` (RFC 6266) as well, so no character can break out of the header.
 */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  if (ascii === name) return `attachment; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** One line for lists: what the case is about, without its details (`institution` and `location` opened already, or null). */
function titleOf(row: { kind: string; incident_type: string | null; category: string | null; institution: string | null; location: string | null }): string {
  if (row.kind === 'complaint') return `Complaint (${row.category ?? 'other'}) about ${row.institution ?? 'an institution'}`;
  return `Corruption report: ${row.incident_type ?? 'other'}${row.location ? ` at ${row.location}` : ''}`;
}

/** A listed case's sealed place and institution, opened when the handler's key holds the case; else left out. */
function listed<T extends { id: string; wrapped: string | null; location: string | null; institution: string | null }>(row: T, pair: KeyPair | null): T {
  if (!pair || !row.wrapped) return { ...row, location: null, institution: null };
  try {
    const lock = { id: row.id, key: unwrapHeld(row.wrapped, pair, row.id) };
    return { ...row, location: openPart(lock, 'location', row.location), institution: openPart(lock, 'institution', row.institution) };
  } catch (error) {
    if (error instanceof SealBroken) return { ...row, location: null, institution: null };
    throw error;
  }
}

/** Each desk action as the staff audit names it (migration 030), for administrators who do not read cases. */
const STAFF_AUDIT_ACTIONS: Record<string, string> = {
  viewed: 'case.view',
  'downloaded evidence': 'case.download',
  'changed status': 'case.status',
  'replied to the reporter': 'case.reply',
  'added an internal note': 'case.note',
  assigned: 'case.assign',
};

/**
 * Records a desk action twice: in the case's own audit, with its detail (a file's name, the reason given), for
 * the case handlers; and in the staff audit, for administrators, saying who did what to which case and when,
 * with nothing of the case's content (`after`: a new status or assignee at most).
 */
async function audit(db: Queryable, lock: CaseLock, staff: SignedInUser, action: string, detail: string | null = null, after?: Record<string, string>) {
  await db.query('INSERT INTO report_audit (report_id, staff_user_id, action, detail) VALUES ($1, $2, $3, $4)', [lock.id, staff.id, action, sealPart(lock, 'audit', detail)]);
  await recordStaffAction(db, staff, { action: STAFF_AUDIT_ACTIONS[action] ?? `case.${action}`, targetType: 'case', targetId: lock.id, after });
}

/**
 * The case desk (staff only): the list with filters and search, a case with everything about it, evidence
 * downloads, status changes with a public reason, replies, internal notes, assignment, and an audit log of
 * who did what and when — views and downloads included.
 */
export async function deskRoutes(app: FastifyInstance, store: FileStore): Promise<void> {
  const { db } = app;

  /** Who hears of a change on a case: the signed-in account it came from, and a complainant's e-mail address. */
  interface CaseOwner {
    reporter_user_id: string | null;
    kind: string;
    reference: string | null;
    contact_email: string | null;
    contact_name: string | null;
    /** The language of the complainant's mails: see caseOwner. */
    language: string | null;
  }
  const OWNER_COLUMNS = `reporter_user_id, kind, reference, contact_email, contact_name, language`;
  /**
   * Who is told of a change, and in which language: a case handler's request says nothing of the complainant's,
   * so it is the one saved with the account of the address mailed (or of the account that filed it), else the
   * one the complaint was filed in (migration 026). The address is opened with the case's key first.
   */
  async function caseOwner(tx: Queryable, lock: CaseLock, row: CaseOwner): Promise<CaseOwner> {
    const email = openPart(lock, 'contact_email', row.contact_email)?.toLowerCase() ?? null;
    const [chosen] = await tx.query<{ language: string | null }>(
      `SELECT COALESCE((SELECT u.language FROM users u WHERE u.email = $1), (SELECT u.language FROM users u WHERE u.id = $2)) AS language`,
      [email, row.reporter_user_id],
    );
    return { ...row, contact_email: email, contact_name: openPart(lock, 'contact_name', row.contact_name), language: chosen?.language ?? row.language };
  }

  /** The facts of a complaint's e-mails, or null when there is no complainant to write to (reports are followed by receipt). */
  function complaintMailFacts(owner: CaseOwner): ComplaintMailFacts | null {
    if (owner.kind !== 'complaint' || !owner.reference || !owner.contact_email) return null;
    return { to: owner.contact_email, fullName: owner.contact_name, reference: owner.reference, siteUrl: app.config.publicUrl };
  }

  /** The change is saved whatever happens to its mail: a failure to queue it is logged for the operator. */
  async function caseView(lock: CaseLock, staffMember: SignedInUser) {
    return guardSeals(db, lock.id, staffMember, 'case handler', () => readCase(lock));
  }

  async function readCase(lock: CaseLock) {
    const id = lock.id;
    const [row] = await db.query<
      Record<string, unknown> & {
        id: string;
        kind: string;
        status: string;
        assigned_to: string | null;
        is_anonymous: boolean;
        contact_name: string | null;
        contact_email: string | null;
        contact_phone: string | null;
        preferred_contact: string | null;
        incident_type: string | null;
        category: string | null;
        institution: string | null;
        location: string | null;
      }
    >(
      `SELECT r.*, to_char(r.incident_date, 'YYYY-MM-DD') AS incident_day, c.name AS county_name, a.full_name AS assignee_name
         FROM reports r LEFT JOIN counties c ON c.code = r.county_code LEFT JOIN users a ON a.id = r.assigned_to
        WHERE r.id = $1`,
      [id],
    );
    if (!row) throw notFound('There is no such case.');
    const files = await db.query<{ id: string; original_name: string; media_type: string; size_bytes: string | number; metadata_removed: boolean; added_by: string }>(
      'SELECT id, original_name, media_type, size_bytes, metadata_removed, added_by FROM report_files WHERE report_id = $1 ORDER BY created_at',
      [id],
    );
    const timeline = await readTimeline(db, lock);
    const messages = await db.query<{ author: string; body: string; created_at: Date; staff_name: string | null }>(
      'SELECT m.author, m.body, m.created_at, u.full_name AS staff_name FROM report_messages m LEFT JOIN users u ON u.id = m.staff_user_id WHERE m.report_id = $1 ORDER BY m.created_at, m.id',
      [id],
    );
    const notes = await db.query<{ id: number; body: string; created_at: Date; author: string | null }>(
      'SELECT n.id, n.body, n.created_at, u.full_name AS author FROM report_notes n LEFT JOIN users u ON u.id = n.staff_user_id WHERE n.report_id = $1 ORDER BY n.created_at, n.id',
      [id],
    );
    const trail = await db.query<{ action: string; detail: string | null; created_at: Date; actor: string | null }>(
      'SELECT a.action, a.detail, a.created_at, u.full_name AS actor FROM report_audit a LEFT JOIN users u ON u.id = a.staff_user_id WHERE a.report_id = $1 ORDER BY a.created_at DESC, a.id DESC',
      [id],
    );
    const staff = await db.query<{ id: string; full_name: string }>(
      "SELECT u.id, u.full_name FROM users u JOIN staff_roles r ON r.user_id = u.id AND r.role = 'case_handler' ORDER BY u.full_name",
    );
    const open = (part: Parameters<typeof openPart>[1]) => openPart(lock, part, row[part] as string | null);
    const contact = { name: open('contact_name'), email: open('contact_email'), phone: open('contact_phone') };
    const location = open('location');
    const institution = open('institution');
    const hasContact = !row.is_anonymous && (contact.name || contact.email || contact.phone);
    return {
      case: {
        id: row.id,
        kind: row.kind,
        reference: row.reference ?? null,
        title: titleOf({ ...row, location, institution }),
        status: row.status,
        statusLabel: STATUS_LABELS[row.status] ?? row.status,
        referredTo: (row.referred_to as string | null) ?? null,
        // The body the desk offers first for a referral, by what the case is about.
        suggestedReferral: suggestedReferral((row.kind === 'complaint' ? row.category : row.incident_type) as string | null),
        incidentType: row.incident_type,
        category: row.category,
        county: row.county_name ?? null,
        institution,
        location,
        incidentDate: row.incident_day ?? null,
        description: open('description'),
        involvedParties: open('involved_parties'),
        evidenceDescription: open('evidence_description'),
        isAnonymous: row.is_anonymous,
        contact: hasContact ? { ...contact, preferredContact: row.preferred_contact } : null,
        submittedAt: iso(row.created_at as Date),
        assignedTo: row.assigned_to ? { id: row.assigned_to, fullName: row.assignee_name as string } : null,
        files: files.map((file) => ({
          id: file.id,
          name: shownName({ ...file, original_name: openPart(lock, 'file_name', file.original_name) }),
          mediaType: file.media_type,
          sizeBytes: Number(file.size_bytes),
          metadataRemoved: file.metadata_removed,
          addedBy: file.added_by,
          downloadUrl: `/api/desk/cases/${row.id}/files/${file.id}/`,
        })),
        timeline,
        messages: messages.map((message) => ({
          author: message.author,
          body: openPart(lock, 'message', message.body),
          at: iso(message.created_at),
          staffName: message.staff_name,
        })),
        notes: notes.map((note) => ({ id: note.id, body: openPart(lock, 'note', note.body), author: note.author, at: iso(note.created_at) })),
        audit: trail.map((entry) => ({ action: entry.action, detail: openPart(lock, 'audit', entry.detail), actor: entry.actor, at: iso(entry.created_at) })),
      },
      staff: staff.map((member) => ({ id: member.id, fullName: member.full_name })),
    };
  }

  const idParams = { params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] } } as const;

  app.get<{ Querystring: { type?: string; status?: string; county?: string; from?: string; to?: string; q?: string; page?: number; after?: string; before?: string } }>(
    '/api/desk/cases/',
    {
      config: { staffRole: 'case_handler' },
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            type: { type: 'string', enum: ['corruption', 'complaint'] },
            status: { type: 'string', enum: STATUSES },
            county: { type: 'string', pattern: '^\\d{3}$' },
            from: { type: 'string', format: 'date' },
            to: { type: 'string', format: 'date' },
            q: { type: 'string', maxLength: 200 },
            page: { type: 'integer', minimum: 1, default: 1 },
            after: { type: 'string', maxLength: 300 },
            before: { type: 'string', maxLength: 300 },
          },
        },
      },
    },
    async (request) => {
      const { type, status, county, from, to, q, after, before } = request.query;
      const page = request.query.page ?? 1;
      // The list a cursor belongs to: its filters (the page number shown is not one of them).
      const list = listFingerprint({ list: 'desk', type, status, county, from, to, q: q?.trim() || undefined });
      if (after !== undefined && before !== undefined) throw badRequest('Ask for the page after one case or before one, not both.', 'before');
      const cursor = after !== undefined ? decodeCursor(after, list, 'after') : before !== undefined ? decodeCursor(before, list, 'before') : null;
      // A page number alone (an old link) reaches a short way in; further pages go by cursor.
      const offset = cursor ? 0 : (page - 1) * PAGE_SIZE;
      if (offset > MAX_OFFSET_CASES) throw badRequest('Pages this far into the list are reached with Next and Previous.', 'page');
      // A search that is a complaint's reference, in any letter case, is a lookup by it (an index), not a text search.
      const byReference = REFERENCE_PATTERN.test(q?.trim().toUpperCase() ?? '');
      // Texts are sealed: what a search can match is the reference, whole or in part.
      const where = `WHERE ($1::text IS NULL OR r.kind = $1) AND ($2::text IS NULL OR r.status = $2) AND ($3::text IS NULL OR r.county_code = $3)
          AND ($4::date IS NULL OR r.created_at >= $4::date) AND ($5::date IS NULL OR r.created_at < $5::date + 1)
          AND ${byReference ? 'upper(r.reference) = upper($6)' : `($6::text IS NULL OR r.reference ILIKE '%' || $6 || '%')`}`;
      const params = [type ?? null, status ?? null, county ?? null, from ?? null, to ?? null, q?.trim() || null];
      // Newer cases first; from a cursor, the cases after it (or before it, read backwards and turned round).
      const keyset = cursor
        ? after !== undefined
          ? 'AND r.created_at <= $9::timestamptz AND (r.created_at < $9::timestamptz OR r.id > $10::uuid)'
          : 'AND r.created_at >= $9::timestamptz AND (r.created_at > $9::timestamptz OR r.id < $10::uuid)'
        : '';
      const backwards = before !== undefined;
      const rows = await db.query<{
        id: string;
        kind: string;
        reference: string | null;
        status: string;
        incident_type: string | null;
        category: string | null;
        institution: string | null;
        location: string | null;
        county_name: string | null;
        created_at: Date;
        sort_key: string;
        is_anonymous: boolean;
        assigned_to: string | null;
        assignee_name: string | null;
        wrapped: string | null;
      }>(
        `SELECT r.id, r.kind, r.reference, r.status, r.incident_type, r.category, r.institution, r.location, c.name AS county_name, r.created_at,
             r.created_at::text AS sort_key, r.is_anonymous, r.assigned_to, a.full_name AS assignee_name, k.wrapped
           FROM reports r LEFT JOIN counties c ON c.code = r.county_code LEFT JOIN users a ON a.id = r.assigned_to
           LEFT JOIN report_keys k ON k.report_id = r.id AND k.holder = $8
           ${where} ${keyset} ORDER BY ${backwards ? 'r.created_at, r.id DESC' : 'r.created_at DESC, r.id'} LIMIT ${PAGE_SIZE + 1} OFFSET $7`,
        [...params, offset, staffUser(request).id, ...(cursor ? [cursor.key, cursor.id] : [])],
      );
      const pair = await sessionKeyPair(request);
      const more = rows.length > PAGE_SIZE;
      const shown = rows.slice(0, PAGE_SIZE);
      if (backwards) shown.reverse();
      const cursorOf = (row: (typeof rows)[number] | undefined) => (row ? encodeCursor(list, { key: row.sort_key, id: row.id }) : null);
      const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reports r ${where}`, params);
      return {
        cases: shown.map((row) => ({
          id: row.id,
          kind: row.kind,
          reference: row.reference,
          title: titleOf(listed(row, pair)),
          status: row.status,
          statusLabel: STATUS_LABELS[row.status] ?? row.status,
          county: row.county_name,
          submittedAt: iso(row.created_at),
          isAnonymous: row.is_anonymous,
          assignedTo: row.assigned_to ? { id: row.assigned_to, fullName: row.assignee_name } : null,
        })),
        total: count?.n ?? 0,
        page,
        pageSize: PAGE_SIZE,
        next: backwards || more ? cursorOf(shown.at(-1)) : null,
        previous: (backwards ? more : after !== undefined || offset > 0) ? cursorOf(shown[0]) : null,
      };
    },
  );

  app.get<{ Params: { id: string } }>('/api/desk/cases/:id/', { config: { staffRole: 'case_handler' }, schema: idParams }, async (request, reply) => {
    const staff = staffUser(request);
    const lock = await handlerLock(request, request.params.id, staff);
    const view = await caseView(lock, staff);
    await audit(db, lock, staff, 'viewed');
    reply.header('Cache-Control', 'no-store');
    return view;
  });

  app.get<{ Params: { id: string; fileId: string } }>(
    '/api/desk/cases/:id/files/:fileId/',
    {
      config: { staffRole: 'case_handler' },
      schema: { params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, fileId: { type: 'string', format: 'uuid' } }, required: ['id', 'fileId'] } },
    },
    async (request, reply) => {
      const staff = staffUser(request);
      const lock = await handlerLock(request, request.params.id, staff);
      const [file] = await db.query<{ stored_name: string; original_name: string; media_type: string }>(
        'SELECT stored_name, original_name, media_type FROM report_files WHERE id = $1 AND report_id = $2',
        [request.params.fileId, request.params.id],
      );
      if (!file) throw new ClientError(404, 'There is no such file on this case.', 'fileId');
      let stored: StoredFileReader | null;
      let sealed: Buffer;
      try {
        stored = await store.get(file.stored_name);
        sealed = stored ? await readWhole(stored) : Buffer.alloc(0);
      } catch (error) {
        request.log.error({ err: error, fileId: request.params.fileId }, 'evidence could not be read from the file store');
        return reply.code(500).send({ status: 'error', message: FILE_UNREADABLE, field: 'fileId', status_code: 500 });
      }
      if (!stored) {
        request.log.error({ fileId: request.params.fileId }, 'evidence is missing from the file store');
        throw new ClientError(404, FILE_MISSING, 'fileId');
      }
      // Opened whole before a byte is sent: a file that does not open is refused, never sent in part.
      const { name, bytes } = await guardSeals(db, lock.id, staff, 'case handler', async () => ({
        name: shownName({ ...file, original_name: openPart(lock, 'file_name', file.original_name) }),
        bytes: openFile(lock.key, sealed, partContext(lock.id, 'file')),
      }));
      // The audit says 'downloaded' only of a file handed to the network in full: a client that goes away
      // half-way writes no entry.
      reply.raw.once('finish', () => {
        if (reply.statusCode !== 200) return;
        audit(db, lock, staff, 'downloaded evidence', name).catch((error: unknown) =>
          request.log.error({ err: error }, 'evidence was downloaded but the audit entry could not be written'),
        );
      });
      // Evidence is always a download: never rendered by the browser, whatever it contains.
      return reply
        .header('Content-Type', file.media_type)
        .header('Content-Length', String(bytes.length))
        .header('Content-Disposition', attachment(name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/desk/cases/:id/status/',
    { config: { staffRole: 'case_handler' }, schema: { ...idParams, body: { type: 'object' } } },
    async (request) => {
      const staff = staffUser(request);
      const { status, reason, referredTo } = await validateBody(statusSchema, request.body);
      const lock = await handlerLock(request, request.params.id, staff);
      const owner = await db.transaction(async (tx) => {
        const [row] = await tx.query<CaseOwner>(`UPDATE reports SET status = $2, referred_to = COALESCE($3, referred_to) WHERE id = $1 RETURNING ${OWNER_COLUMNS}`, [
          request.params.id,
          status,
          referredTo,
        ]);
        if (!row) throw notFound('There is no such case.');
        await tx.query('INSERT INTO report_status_events (report_id, status, public_reason, staff_user_id, referred_to) VALUES ($1, $2, $3, $4, $5)', [
          request.params.id,
          status,
          sealPart(lock, 'reason', reason),
          staff.id,
          referredTo,
        ]);
        const body = referralBody(referredTo);
        await audit(tx, lock, staff, 'changed status', `${STATUS_LABELS[status]}${body ? ` to ${body.short}` : ''}: ${reason}`, {
          status,
          ...(body ? { referredTo: body.code } : {}),
        });
        return guardSeals(tx, lock.id, staff, 'case handler', () => caseOwner(tx, lock, row));
      });
      // A signed-in complainant hears of it at once; an anonymous reporter reads it with their receipt.
      if (owner.reporter_user_id) {
        await app.notify(
          owner.reporter_user_id,
          'Report status changed',
          `${owner.reference ? `Your complaint ${owner.reference}` : 'Your report'} is now ${STATUS_LABELS[status]}: ${reason}`,
          'cases',
        );
      }
      const facts = complaintMailFacts(owner);
      if (facts) await sendQuietly(app, complaintStatusMail(facts, status, reason, mailLanguage(owner.language)), 'complaint status mail');
      return caseView(lock, staff);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/desk/cases/:id/replies/',
    { config: { staffRole: 'case_handler' }, schema: { ...idParams, body: { type: 'object' } } },
    async (request) => {
      const staff = staffUser(request);
      const { message } = await validateBody(replySchema, request.body);
      const lock = await handlerLock(request, request.params.id, staff);
      const [row] = await db.query<CaseOwner>(`SELECT ${OWNER_COLUMNS} FROM reports WHERE id = $1`, [request.params.id]);
      if (!row) throw notFound('There is no such case.');
      const owner = await guardSeals(db, lock.id, staff, 'case handler', () => caseOwner(db, lock, row));
      await addMessage(db, lock, 'staff', message, staff.id);
      await audit(db, lock, staff, 'replied to the reporter');
      // As with a status change: the account hears of it at once, a complainant by e-mail, an anonymous reporter by receipt.
      if (owner.reporter_user_id) {
        await app.notify(
          owner.reporter_user_id,
          'New reply from a case handler',
          `${owner.reference ? `Your complaint ${owner.reference}` : 'Your report'} has a new reply from a case handler.`,
          'cases',
        );
      }
      const facts = complaintMailFacts(owner);
      if (facts) await sendQuietly(app, complaintReplyMail(facts, mailLanguage(owner.language)), 'complaint reply mail');
      return caseView(lock, staff);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/desk/cases/:id/notes/',
    { config: { staffRole: 'case_handler' }, schema: { ...idParams, body: { type: 'object' } } },
    async (request) => {
      const staff = staffUser(request);
      const { note } = await validateBody(noteSchema, request.body);
      const lock = await handlerLock(request, request.params.id, staff);
      await db.query('INSERT INTO report_notes (report_id, staff_user_id, body) VALUES ($1, $2, $3)', [lock.id, staff.id, sealPart(lock, 'note', note)]);
      await audit(db, lock, staff, 'added an internal note');
      return caseView(lock, staff);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/desk/cases/:id/assign/',
    { config: { staffRole: 'case_handler' }, schema: { ...idParams, body: { type: 'object' } } },
    async (request) => {
      const staff = staffUser(request);
      const { staffUserId } = await validateBody(assignSchema, request.body);
      const lock = await handlerLock(request, request.params.id, staff);
      let assigneeName = 'nobody';
      if (staffUserId) {
        const [assignee] = await db.query<{ full_name: string }>(
          "SELECT u.full_name FROM users u JOIN staff_roles r ON r.user_id = u.id AND r.role = 'case_handler' WHERE u.id::text = $1",
          [staffUserId],
        );
        if (!assignee) throw badRequest('Cases can only be assigned to case handlers.', 'staffUserId');
        assigneeName = assignee.full_name;
      }
      const updated = await db.query('UPDATE reports SET assigned_to = $2 WHERE id = $1 RETURNING id', [request.params.id, staffUserId]);
      if (updated.length === 0) throw notFound('There is no such case.');
      await audit(db, lock, staff, 'assigned', assigneeName, { assignedTo: assigneeName });
      return caseView(lock, staff);
    },
  );
}
