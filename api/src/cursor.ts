import { createHash } from 'node:crypto';
import { badRequest } from './errors.js';

/**
 * Keyset ("cursor") paging: a page is asked for as the rows after (or before) a given row in the list's
 * order, not as a number of rows to skip, so a deep page costs what the first one does (an index read from
 * that row on) and a link to it keeps showing the same rows when others are added before them.
 *
 * A cursor is opaque to clients: base64url of JSON `[list, key, id]`, where `key` is the row's sort value as
 * text and `id` breaks ties, and `list` fingerprints the order and filters it was made for, so a cursor
 * pasted into another search is refused rather than answering a page of something else.
 */
export interface Cursor {
  /** The sort value of the row the page starts after (or ends before), as text. */
  key: string;
  id: string;
}

/** A short fingerprint of what makes one list differ from another: its order and its filters. */
export function listFingerprint(parts: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(parts)
      .sort()
      .map((name) => [name, parts[name] ?? null]),
  );
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 10);
}

export function encodeCursor(list: string, cursor: Cursor): string {
  return Buffer.from(JSON.stringify([list, cursor.key, cursor.id])).toString('base64url');
}

export const BAD_CURSOR_MESSAGE = 'This page link is not valid. Go back to the first page and try again.';
export const OTHER_LIST_CURSOR_MESSAGE = 'This page link belongs to another search or order. Go back to the first page.';

/** Reads the cursor in `field`, refusing (400 naming the field) one that is malformed or from another list. */
export function decodeCursor(value: string, list: string, field: string): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(BAD_CURSOR_MESSAGE, field);
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((part) => typeof part === 'string' && part.length <= 300)) {
    throw badRequest(BAD_CURSOR_MESSAGE, field);
  }
  const [madeFor, key, id] = parsed as [string, string, string];
  if (madeFor !== list) throw badRequest(OTHER_LIST_CURSOR_MESSAGE, field);
  return { key, id };
}
