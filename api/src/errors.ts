/** An error answer the client caused: a status, a human message and, when one field is at fault, its name. */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field: string | null = null,
    /** Seconds before trying again (429). */
    readonly retryAfterSeconds: number | null = null,
    /** What a program can tell this refusal by, beside its words (e.g. 'second_factor'). */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}

export function badRequest(message: string, field: string | null = null): ClientError {
  return new ClientError(400, message, field);
}

export function notFound(message = 'Not found'): ClientError {
  return new ClientError(404, message);
}

export function forbidden(message: string): ClientError {
  return new ClientError(403, message);
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

export function tooManyAttempts(retryAfterSeconds: number): ClientError {
  return new ClientError(429, TOO_MANY_ATTEMPTS, null, retryAfterSeconds);
}

/**
 * The database cannot take this request now: no connection came free in time, or the statement ran past its
 * limit (PostgreSQL). Answered 503 with Retry-After, so clients and proxies back off instead of piling on.
 */
export class DatabaseBusy extends Error {
  readonly retryAfterSeconds = 5;
  constructor(readonly reason: 'pool' | 'statement') {
    super(reason === 'pool' ? 'no database connection came free in time' : 'a database statement ran past its time limit');
    this.name = 'DatabaseBusy';
  }
}

export const BUSY_MESSAGE = 'The site is busy. Please try again in a few seconds.';
