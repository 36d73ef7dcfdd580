import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { readTimeline } from './timeline.js';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { complaintSchema, corruptionReportSchema, followUpMessageSchema, MAX_FILE_BYTES, MAX_FILES, receiptSchema } from '@civic/shared/schemas';
import { sendQuietly } from '../mail/mailer.js';
import { ClientError, notFound, tooManyAttempts } from '../errors.js';
import { validateBody } from '../validation.js';
import { hashClientAddress } from '../limits/rateLimiter.js';
import { checkFiles, discardFiles, prepareStore, receiveForm, removeMetadata, submissionFingerprint, type ReceivedFile, type ReceivedForm } from './uploads.js';
import { citizenSecrets, complaintSecrets, formatReceipt, newReceipt, receiptPepper } from './receipts.js';
import { newSecretKey, sealFile } from './caseCrypto.js';
import { ensureRecoveryKey, wrapCaseKey } from './caseKeys.js';
import { sealExistingCases } from './sealExisting.js';
import { addMessage, openPart, partContext, readMessages, sealPart, type CaseLock } from './sealedCase.js';
import { citizenLock, guardSeals } from './caseAccess.js';
import { claimReplay, completeClaim, idempotencyKey, keepClaimAlive, openReplay, releaseClaim } from './replays.js';
import type { Queryable } from '../db/index.js';
import { deskRoutes, STATUS_LABELS } from './desk.js';
import { requireUser, resolveSessionUser } from '../accounts/sessions.js';
import { DatabaseFileStore, moveFolderFilesIntoDatabase } from '../storage/index.js';
import { databaseBytes, folderBytes, resumableUploadRoutes, uploadLimit } from './resumable.js';
import { complaintReceivedMail } from './mails.js';
import { recipientLanguage } from '../mail/language.js';
import { requestLanguage } from '../i18n/language.js';
import { complaintTrackingRoutes } from './complaintTracking.js';

export const REPORT_RECEIVED = 'Report submitted successfully!';
export const COMPLAINT_RECEIVED = 'Your complaint has been received. We will contact you within 48 hours.';
export const RECEIPT_NOT_FOUND = 'We could not find a report with that receipt code. Check the 16 digits and try again.';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different submission.';
export const STILL_PROCESSING = 'This submission is already being processed. Please try again in a moment.';

const HOUR = 3_600_000;
const LIMITS = {
  followUpPerClient: { limit: 20, windowMs: 15 * 60_000 },
  /**
   * Replays of an answered key: never counted against reports (a retry is not a new report), but each one
   * still uploads and checks a whole form, so they have a generous limit of their own.
   */
  replaysPerClient: { limit: 60, windowMs: 15 * 60_000 },
};

/** Complaint reference: year and eight characters people can read aloud on the phone (no 0/O, 1/I). */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  let code = '';
  for (const byte of bytes) code += alphabet[byte % alphabet.length];
  return `UH-${new Date().getUTCFullYear()}-${code.slice(0, 4)}-${code.slice(4)}`;
}

export async function reportingRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, rateLimiter, fileStore: store } = app;
  const pepper = receiptPepper(config);
  // Files are received into this instance's own folder whatever the store: only checked files are stored.
  const tempDir = path.join(app.uploadsDir, 'incoming');

  // Whatever is in incoming was being received when this instance last stopped (a crash, kill -9).
  await prepareStore(app.uploadsDir, tempDir);
  const moved = await moveFolderFilesIntoDatabase(app.uploadsDir, store, db);
  if (moved) app.log.info({ moved }, 'evidence files moved from the data folder into the database');
  // Every case is readable only with its own key (caseKeys.ts): the recovery key exists from the first start.
  await ensureRecoveryKey(db);
  // Cases written before encryption are sealed once the server is up, in the background: a site with many of
  // them would otherwise not start in time. Until one is sealed the desk says its handler's key cannot open it.
  let stopping = false;
  let sealing: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    sealing = sealExistingCases(db, store, pepper, () => stopping).then(
      (sealed) => {
        if (sealed) app.log.info({ sealed }, 'cases written before encryption were sealed');
      },
      (error: unknown) => app.log.error({ err: error }, 'sealing the cases written before encryption stopped; the rest are sealed at the next start'),
    );
  });
  app.addHook('onClose', async () => {
    stopping = true;
    await sealing;
  });

  /**
   * After a submission, whatever happened: its temporary files go (a folder store has moved the kept ones
   * away already); when it failed, so does every file kept for it. A database store's files went with the
   * rolled-back transaction, and deleting them again is harmless.
   */
  async function cleanUp(files: ReceivedFile[], kept: string[], failed: boolean): Promise<void> {
    await discardFiles(files.map((file) => file.tempPath));
    if (failed) await Promise.all(kept.map((name) => store.delete(name)));
  }

  await app.register(multipart, {
    // Oversized files are cut off and reported by name (see receiveForm) rather than thrown anonymously.
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES + 1, fields: 40, fieldSize: 20_000, parts: 60, headerPairs: 200 },
  });
  const uploadBodyLimit = MAX_FILES * MAX_FILE_BYTES + 1024 * 1024;

  // Evidence may also come ahead of its report, in resumable pieces; its bytes are kept where the files are.
  const resumable = await resumableUploadRoutes(app, {
    bytes: store instanceof DatabaseFileStore ? databaseBytes(db) : folderBytes(path.join(app.uploadsDir, 'resumable')),
    // Every file of every report a client may send in an hour, twice over for files sent again.
    limit: uploadLimit(app, config.reportsPerHour * MAX_FILES * 2),
  });

  /** The files a form names as sent ahead: decrypted into incoming/ beside the form's own, and checked as they are. */
  async function takeUploads(form: ReceivedForm): Promise<void> {
    if (form.uploads.length === 0) return;
    const taken = await resumable.take(form.uploads, tempDir);
    form.files.push(...taken);
    await checkFiles(taken);
  }

  /** Once the files are sealed with their case, their uploads go now (else at their expiry, should this fail). */
  async function forgetUploads(request: FastifyRequest, form: ReceivedForm): Promise<void> {
    await resumable
      .forget(form.uploads)
      .catch((error: unknown) => request.log.error({ err: error instanceof Error ? error.message : String(error) }, 'removing stored uploads failed'));
  }

  async function limit(request: FastifyRequest, key: string, rule: { limit: number; windowMs: number }) {
    const decision = await rateLimiter.hit(`${key}:${hashClientAddress(config.ipHashSecret, request.ip)}`, rule.limit, rule.windowMs);
    if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
  }

  /**
   * What a submission does once its form is read and checked: its writes, inside the caller's transaction.
   * Work handed to `afterCommit` (a mail, say) runs only once they are committed, and never for a replay.
   */
  type Commit = (tx: Queryable, kept: string[], afterCommit: (work: () => Promise<void>) => void) => Promise<unknown>;

  /** A mail the citizen does not depend on to go on: a failure is logged, never turned into a failed submission. */
  /**
   * A submission route. `prepare` checks the form and does the slow work that needs no database (removing
   * metadata) and returns the writes, which run in one transaction with the kept answer.
   *
   * With an Idempotency-Key the key is claimed first, before any rate limit: a retry of a submission that
   * was answered gets that answer again (and counts against no limit), provided it is the same submission,
   * else 422; a retry while the first attempt is still being worked on gets 409 with Retry-After, and its
   * next retry the answer. Of any number of concurrent attempts with one key, exactly one creates anything.
   */
  function submission(route: string, fileField: string, options: { skipSession?: boolean }, prepare: (request: FastifyRequest, form: ReceivedForm) => Promise<Commit>) {
    async function create(request: FastifyRequest, claim: { key: string; token: string } | null): Promise<unknown> {
      const form = await receiveForm(request, fileField, tempDir, { takesUploads: true });
      const fingerprint = submissionFingerprint(form);
      const kept: string[] = [];
      const committed: Array<() => Promise<void>> = [];
      let failed = true;
      try {
        await takeUploads(form);
        const commit = await prepare(request, form);
        const answer = await db.transaction(async (tx) => {
          const answer = await commit(tx, kept, (work) => committed.push(work));
          if (claim && !(await completeClaim(tx, route, claim.key, claim.token, fingerprint, 201, answer))) throw new ClientError(409, STILL_PROCESSING, null, 1);
          return answer;
        });
        failed = false;
        await forgetUploads(request, form);
        for (const work of committed) await work();
        return answer;
      } finally {
        await cleanUp(form.files, kept, failed);
      }
    }

    app.post(route, { bodyLimit: uploadBodyLimit, config: { skipSession: options.skipSession === true } }, async (request: FastifyRequest, reply: FastifyReply) => {
      const key = idempotencyKey(request.headers['idempotency-key']);
      if (!key) {
        await limit(request, route, { limit: config.reportsPerHour, windowMs: HOUR });
        return reply.code(201).send(await create(request, null));
      }
      const claim = await claimReplay(db, route, key);
      if (claim.state === 'busy') throw new ClientError(409, STILL_PROCESSING, null, 1);
      if (claim.state === 'done') {
        await limit(request, `${route}:replay`, LIMITS.replaysPerClient);
        // The body decides whether this is the same submission; nothing of it is kept.
        const form = await receiveForm(request, fileField, tempDir, { takesUploads: true });
        await discardFiles(form.files.map((file) => file.tempPath));
        const replay = openReplay(claim, key, submissionFingerprint(form));
        if (!replay) throw new ClientError(422, KEY_REUSED, null);
        return reply.code(replay.statusCode).header('Idempotent-Replayed', 'true').send(replay.answer);
      }
      const stopRefreshing = keepClaimAlive(db, route, key, claim.token);
      try {
        await limit(request, route, { limit: config.reportsPerHour, windowMs: HOUR });
        return reply.code(201).send(await create(request, { key, token: claim.token }));
      } catch (error) {
        await releaseClaim(db, route, key, claim.token);
        throw error;
      } finally {
        stopRefreshing();
      }
    });
  }

  /** Each file sealed with the case's key, its name too; the size kept is the file's own. */
  async function saveFiles(tx: Queryable, lock: CaseLock, files: ReceivedFile[], kept: string[], addedBy: 'reporter' | 'staff') {
    for (const file of files) {
      const plain = await readFile(file.tempPath);
      // In the report's own transaction: on PostgreSQL the file's bytes commit or roll back with its row.
      const stored = await store.put(Readable.from([sealFile(lock.key, plain, partContext(lock.id, 'file'))]), tx);
      kept.push(stored.name);
      await tx.query('INSERT INTO report_files (report_id, stored_name, original_name, media_type, size_bytes, metadata_removed, added_by) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        lock.id,
        stored.name,
        sealPart(lock, 'file_name', file.originalName),
        file.mediaType,
        plain.length,
        file.metadataRemoved,
        addedBy,
      ]);
    }
  }

  /** A new case: its own key, made before anything of it is written, and its id, which every sealed part is bound to. */
  const newLock = (): CaseLock => ({ id: randomUUID(), key: newSecretKey() });

  // Never the session of an anonymous report: it is looked up only once the report turns out to be named.
  submission('/api/corruption-reports/', 'evidenceFiles', { skipSession: true }, async (request, form) => {
    const input = await validateBody(corruptionReportSchema, form.fields);
    // Only a report with a name on it is linked to the signed-in account; an anonymous one never is.
    const reporter = input.isAnonymous ? null : await resolveSessionUser(request);
    // Files of anonymous reports lose location and author details unless the reporter chose to keep originals.
    if (input.isAnonymous && !input.keepOriginals) await removeMetadata(form.files);
    const receipt = newReceipt();
    // The receipt finds the report (a slow hash) and gives the key to the reporter's own thread (never stored).
    const secrets = await citizenSecrets(receipt, pepper);
    const lock = newLock();
    return async (tx, kept) => {
      const [report] = await tx.query<{ id: string; created_at: Date | string }>(
        `INSERT INTO reports (id, kind, receipt_hash, incident_type, location, incident_date, description, involved_parties, evidence_description, is_anonymous, contact_name, contact_email, contact_phone, reporter_user_id)
         VALUES ($1, 'corruption', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id, created_at`,
        [
          lock.id,
          secrets.lookup,
          input.incidentType,
          sealPart(lock, 'location', input.location),
          input.date,
          sealPart(lock, 'description', input.description),
          sealPart(lock, 'involved_parties', input.involvedParties || null),
          sealPart(lock, 'evidence_description', input.evidenceDescription || null),
          input.isAnonymous,
          // An anonymous report keeps no contact details, whatever the form carried.
          sealPart(lock, 'contact_name', input.isAnonymous ? null : input.contactName || null),
          sealPart(lock, 'contact_email', input.isAnonymous ? null : input.contactEmail?.toLowerCase() || null),
          sealPart(lock, 'contact_phone', input.isAnonymous ? null : input.contactPhone || null),
          reporter?.id ?? null,
        ],
      );
      await wrapCaseKey(tx, lock.id, lock.key, secrets.key);
      await tx.query(`INSERT INTO report_status_events (report_id, status) VALUES ($1, 'received')`, [lock.id]);
      await saveFiles(tx, lock, form.files, kept, 'reporter');
      return {
        status: 'success',
        message: REPORT_RECEIVED,
        data: { receipt: formatReceipt(receipt), submittedAt: new Date(report!.created_at).toISOString(), files: form.files.length },
      };
    };
  });

  submission('/api/complaints/', 'documents', {}, async (request, form) => {
    const input = await validateBody(complaintSchema, form.fields);
    // Kept with the complaint: the case handler's later mails are in it (unless the address's account chose one).
    const language = requestLanguage(request);
    return async (tx, kept, afterCommit) => {
      const [county] = await tx.query('SELECT 1 FROM counties WHERE code = $1', [input.county]);
      if (!county) throw new ClientError(400, 'Please choose a county', 'county');
      const reference = newReference();
      // The reference and the address find the complaint (a slow hash of both) and open the complainant's thread.
      const secrets = await complaintSecrets(reference, input.email, pepper);
      const lock = newLock();
      const [complaint] = await tx.query<{ id: string; created_at: Date | string }>(
        `INSERT INTO reports (id, kind, reference, tracking_hash, category, county_code, institution, description, incident_date, is_anonymous, contact_name, contact_email, contact_phone, preferred_contact, reporter_user_id, language)
         VALUES ($1, 'complaint', $2, $3, $4, $5, $6, $7, $8, false, $9, $10, $11, $12, $13, $14) RETURNING id, created_at`,
        [
          lock.id,
          reference,
          secrets.lookup,
          input.category,
          input.county,
          sealPart(lock, 'institution', input.institution),
          sealPart(lock, 'description', input.details),
          input.incidentDate,
          sealPart(lock, 'contact_name', input.fullName),
          sealPart(lock, 'contact_email', input.email.toLowerCase()),
          sealPart(lock, 'contact_phone', input.phone),
          input.preferredContact,
          request.user?.id ?? null,
          language,
        ],
      );
      await wrapCaseKey(tx, lock.id, lock.key, secrets.key);
      await tx.query(`INSERT INTO report_status_events (report_id, status) VALUES ($1, 'received')`, [lock.id]);
      await saveFiles(tx, lock, form.files, kept, 'reporter');
      // The acknowledgement goes to the address the complainant gave, and only once the complaint is stored.
      const email = input.email.trim().toLowerCase();
      if (email) {
        const mailIn = await recipientLanguage(tx, email, language);
        afterCommit(() =>
          sendQuietly(app, complaintReceivedMail({ to: email, fullName: input.fullName, reference, siteUrl: config.publicUrl }, mailIn), 'complaint acknowledgement mail'),
        );
      }
      return { status: 'success', message: COMPLAINT_RECEIVED, data: { reference, submittedAt: new Date(complaint!.created_at).toISOString() } };
    };
  });

  /** Finds a report by receipt. Every miss — wrong digits, unknown code — answers the same, after the same work. */
  /** Finds a report by receipt and opens it with the key the receipt gives. */
  async function reportByReceipt(request: FastifyRequest, body: unknown): Promise<CaseLock> {
    await limit(request, 'follow-up', LIMITS.followUpPerClient);
    const { receipt } = await validateBody(receiptSchema, body);
    const secrets = await citizenSecrets(receipt, pepper);
    const [row] = await db.query<{ id: string }>(`SELECT id FROM reports WHERE kind = 'corruption' AND receipt_hash = $1`, [secrets.lookup]);
    if (!row) throw notFound(RECEIPT_NOT_FOUND);
    return citizenLock(db, row.id, secrets.key, 'receipt');
  }

  function followUpView(lock: CaseLock) {
    return guardSeals(db, lock.id, null, 'receipt', () => readFollowUp(lock));
  }

  async function readFollowUp(lock: CaseLock) {
    const [report] = await db.query<{ status: string; created_at: Date | string; incident_type: string }>('SELECT status, created_at, incident_type FROM reports WHERE id = $1', [
      lock.id,
    ]);
    const timeline = await readTimeline(db, lock);
    const messages = await readMessages(db, lock);
    const files = await db.query<{ original_name: string; size_bytes: string | number; added_by: string }>(
      'SELECT original_name, size_bytes, added_by FROM report_files WHERE report_id = $1 ORDER BY created_at',
      [lock.id],
    );
    const iso = (value: Date | string) => new Date(value).toISOString();
    return {
      status: 'success',
      data: {
        status: report!.status,
        statusLabel: STATUS_LABELS[report!.status] ?? report!.status,
        incidentType: report!.incident_type,
        submittedAt: iso(report!.created_at),
        timeline,
        messages,
        files: files.map((file) => ({ name: openPart(lock, 'file_name', file.original_name), sizeBytes: Number(file.size_bytes), addedBy: file.added_by })),
      },
    };
  }

  // The follow-up of a report is anonymous like the report: no session is looked up or refreshed for it.
  app.post('/api/reports/follow-up/', { schema: { body: { type: 'object' } }, config: { skipSession: true } }, async (request) => {
    return followUpView(await reportByReceipt(request, request.body));
  });

  app.post('/api/reports/follow-up/messages/', { schema: { body: { type: 'object' } }, config: { skipSession: true } }, async (request, reply) => {
    const { message } = await validateBody(followUpMessageSchema, request.body);
    const lock = await reportByReceipt(request, request.body);
    await addMessage(db, lock, 'reporter', message);
    return reply.code(201).send(await followUpView(lock));
  });

  // Evidence added later comes as the report's does: in the form, or sent ahead in resumable pieces and named by
  // its uploads (a reporter on a slow link sees each file's progress, and a dropped connection resumes).
  app.post('/api/reports/follow-up/evidence/', { bodyLimit: uploadBodyLimit, config: { skipSession: true } }, async (request, reply) => {
    await limit(request, 'follow-up', LIMITS.followUpPerClient);
    const form = await receiveForm(request, 'evidenceFiles', tempDir, { takesUploads: true });
    const kept: string[] = [];
    let failed = true;
    let lock: CaseLock;
    try {
      const { receipt } = await validateBody(receiptSchema, form.fields);
      const secrets = await citizenSecrets(receipt, pepper);
      const [report] = await db.query<{ id: string; is_anonymous: boolean }>(`SELECT id, is_anonymous FROM reports WHERE kind = 'corruption' AND receipt_hash = $1`, [
        secrets.lookup,
      ]);
      if (!report) throw notFound(RECEIPT_NOT_FOUND);
      if (form.files.length === 0 && form.uploads.length === 0) throw new ClientError(400, 'Please choose at least one file.', 'files');
      await takeUploads(form);
      lock = await citizenLock(db, report.id, secrets.key, 'receipt');
      if (report.is_anonymous && form.fields.keepOriginals !== 'true') await removeMetadata(form.files);
      await db.transaction((tx) => saveFiles(tx, lock, form.files, kept, 'reporter'));
      failed = false;
    } finally {
      await cleanUp(form.files, kept, failed);
    }
    await forgetUploads(request, form);
    return reply.code(201).send(await followUpView(lock));
  });

  app.get('/api/reports/mine/', async (request, reply) => {
    const user = requireUser(request);
    reply.header('Cache-Control', 'no-store');
    const rows = await db.query<{
      id: string;
      kind: string;
      reference: string | null;
      status: string;
      category: string | null;
      incident_type: string | null;
      created_at: Date;
    }>('SELECT id, kind, reference, status, category, incident_type, created_at FROM reports WHERE reporter_user_id = $1 ORDER BY created_at DESC', [user.id]);
    return {
      reports: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        reference: row.reference,
        // The institution is sealed with the case, so the list names what is plain: the category or type.
        title: row.kind === 'complaint' ? `Complaint (${row.category ?? 'other'})` : `Corruption report (${row.incident_type ?? 'other'})`,
        status: row.status,
        statusLabel: STATUS_LABELS[row.status] ?? row.status,
        submittedAt: new Date(row.created_at).toISOString(),
      })),
    };
  });

  await complaintTrackingRoutes(app, pepper, (request) => limit(request, 'complaint-track', LIMITS.followUpPerClient));
  await deskRoutes(app, store);
}
