import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session ids and e-mailed tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a token, so the database alone cannot be used to sign in or reset. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
