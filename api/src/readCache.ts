import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from './db/index.js';

/** The public data sets whose tables raise a version on every change (migration 007). */
export type DataSet = 'governance';

interface Entry {
  version: string;
  body: string;
  etag: string;
}

export interface ReadCacheLimits {
  /** Most answers kept; the least recently used go first. */
  maxEntries: number;
  /** Most bytes of answers kept. */
  maxBytes: number;
}

const DEFAULT_LIMITS: ReadCacheLimits = { maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 };

/**
 * Answers to public reads (the same for everybody, whoever asks), kept as the JSON bytes sent, each with
 * the version of the data set it was worked out from. A request costs one lookup of the data set's
 * version; only when the data changed since, or the answer was never asked for, is it worked out again.
 * Several instances on one PostgreSQL read the same versions, so none serves an answer another has
 * outdated. Each answer has an ETag, so a browser that has it already gets a 304 with no body.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();
  private bytes = 0;

  constructor(
    private readonly db: Queryable,
    private readonly limits: ReadCacheLimits = DEFAULT_LIMITS,
  ) {}

  /**
   * Sends the answer for this request's URL. `scope` names anything else the answer depends on (today's
   * date, say), so an answer is not kept past it.
   */
  async send(request: FastifyRequest, reply: FastifyReply, set: DataSet, work: () => Promise<unknown>, scope = ''): Promise<FastifyReply> {
    const version = await this.version(set);
    const key = `${set} ${scope} ${request.url}`;
    const entry = await this.entry(key, version, work);
    reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }

  /** How many answers are kept, and their bytes (for tests and the benchmark). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private async version(set: DataSet): Promise<string> {
    const [row] = await this.db.query<{ version: string }>('SELECT version::text AS version FROM data_versions WHERE name = $1', [set]);
    if (!row) throw new Error(`data set ${set} has no version row`);
    return row.version;
  }

  private async entry(key: string, version: string, work: () => Promise<unknown>): Promise<Entry> {
    const kept = this.entries.get(key);
    if (kept?.version === version) {
      // Most recently used last: Map keeps insertion order, so eviction takes from the front.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    // Requests that arrive while the same answer is being worked out wait for it instead of repeating it.
    const pendingKey = `${version} ${key}`;
    let pending = this.pending.get(pendingKey);
    if (!pending) {
      pending = this.fill(key, version, work).finally(() => this.pending.delete(pendingKey));
      this.pending.set(pendingKey, pending);
    }
    return pending;
  }

  private async fill(key: string, version: string, work: () => Promise<unknown>): Promise<Entry> {
    const body = JSON.stringify(await work());
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const entry: Entry = { version, body, etag };
    this.remove(key);
    if (body.length <= this.limits.maxBytes) {
      this.entries.set(key, entry);
      this.bytes += body.length;
      while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.remove(oldest);
      }
    }
    return entry;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
