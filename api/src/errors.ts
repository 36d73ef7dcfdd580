/** An error answer the client caused: a status, a human message and, when one field is at fault, its name. */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field: string | null = null,
    /** Seconds before trying again (429). */
    readonly retryAfterSeconds: number | null = null,
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
