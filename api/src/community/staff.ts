import type { FastifyRequest } from 'fastify';
import { requireUser, type SignedInUser } from '../accounts/sessions.js';
import { forbidden } from '../errors.js';

export const STAFF_ONLY = 'Only Uwazi Hub staff can change community listings.';

/** Signed in (401 otherwise) and staff (403 otherwise). */
export function requireStaff(request: FastifyRequest): SignedInUser {
  const user = requireUser(request);
  if (!user.isStaff) throw forbidden(STAFF_ONLY);
  return user;
}
