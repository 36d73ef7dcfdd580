import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readTimeline } from './timeline.js';
import * as yup from 'yup';
import { complaintTrackingMessages, EMAIL_PATTERN } from '@civic/shared/schemas';
import { notFound } from '../errors.js';
import { validateBody } from '../validation.js';
import { STATUS_LABELS } from './desk.js';
import { REFERENCE_PATTERN } from './reference.js';
import { complaintSecrets } from './receipts.js';
import { citizenLock, guardSeals } from './caseAccess.js';
import { openPart, readMessages } from './sealedCase.js';

export const COMPLAINT_NOT_FOUND = 'We could not find a complaint with that reference and e-mail address. Check both and try again.';

/** The rules of the tracking form, in the words the browser's form uses (one copy, in @civic/shared/schemas). */
const m = complaintTrackingMessages;
const trackingSchema = yup.object({
  // People copy references with spaces around the dashes and in lower case; the stored one is upper case.
  reference: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value))
    .required(m.referenceRequired)
    .matches(REFERENCE_PATTERN, m.referenceInvalid),
  email: yup.string().trim().required(m.emailRequired).max(254, m.emailInvalid).matches(EMAIL_PATTERN, m.emailInvalid),
});

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * POST /api/complaints/track/: a complainant follows their complaint with its reference and the e-mail address
 * they gave. The reference alone is not enough: it is quoted on the phone, in letters and to other offices, so
 * whoever reads it must not read the complaint too. Both go in the body, never in an address a log or a
 * browser history keeps. A wrong reference, a wrong address and both answer the same 404 after the same query,
 * so the answer does not tell whether a reference exists; lookups are limited per client like receipt lookups.
 */
export async function complaintTrackingRoutes(app: FastifyInstance, pepper: string, limitLookups: (request: FastifyRequest) => Promise<void>): Promise<void> {
  const { db } = app;

  app.post('/api/complaints/track/', { schema: { body: { type: 'object' } }, config: { skipSession: true } }, async (request, reply) => {
    await limitLookups(request);
    const { reference, email } = await validateBody(trackingSchema, request.body);
    // The address is sealed with the complaint: a slow hash of the reference and the address finds it.
    const secrets = await complaintSecrets(reference, email, pepper);
    const [complaint] = await db.query<{
      id: string;
      reference: string;
      status: string;
      category: string | null;
      institution: string | null;
      county_name: string | null;
      created_at: Date | string;
    }>(
      `SELECT r.id, r.reference, r.status, r.category, r.institution, c.name AS county_name, r.created_at
         FROM reports r LEFT JOIN counties c ON c.code = r.county_code
        WHERE r.kind = 'complaint' AND r.reference = $1 AND r.tracking_hash = $2`,
      [reference, secrets.lookup],
    );
    if (!complaint) throw notFound(COMPLAINT_NOT_FOUND);
    const lock = await citizenLock(db, complaint.id, secrets.key, 'reference');
    const { timeline, messages, institution } = await guardSeals(db, lock.id, null, 'reference', async () => ({
      timeline: await readTimeline(db, lock),
      messages: await readMessages(db, lock),
      institution: openPart(lock, 'institution', complaint.institution),
    }));
    reply.header('Cache-Control', 'no-store');
    return {
      status: 'success',
      data: {
        reference: complaint.reference,
        status: complaint.status,
        statusLabel: STATUS_LABELS[complaint.status] ?? complaint.status,
        category: complaint.category,
        institution,
        county: complaint.county_name,
        submittedAt: iso(complaint.created_at),
        timeline,
        // Internal notes live in another table: only what was written to the complainant is here.
        messages,
      },
    };
  });
}
