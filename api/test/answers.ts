import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { SEED_DIR } from '../src/paths.js';

/** A seed file of the site (api/seed), parsed. */
export const seedFile = async <T>(name: string): Promise<T> => JSON.parse(await readFile(path.join(SEED_DIR, name), 'utf8')) as T;

/** An answer's JSON, whichever coding it came in. */
export function bodyOf<T>(response: LightMyRequestResponse): T {
  const coding = response.headers['content-encoding'];
  const bytes = coding === 'br' ? brotliDecompressSync(response.rawPayload) : coding === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
  return JSON.parse(bytes.toString('utf8')) as T;
}

/** The header names an answer's Vary lists, lower case. */
export const varyOf = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase());
