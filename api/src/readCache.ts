import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from './db/index.js';

/** The public data sets whose tables raise a version on every change (migration 007). */
export type DataSet = 'governance';

/** The channel the database announces a raised version on (migration 017). */
export const VERSION_CHANNEL = 'data_versions';
/** After the listening connection fails, how long until listening again (versions are asked for meanwhile). */
const RELISTEN_MS = 5_000;

type Coding = 'br' | 'gzip';

/** One set of bytes of an answer, with its ETag: a compressed one adds its coding ("…-br"), as it is other bytes. */
interface Variant {
  body: Buffer;
  etag: string;
}

interface Entry {
  version: string;
  plain: Variant;
  /** The answer compressed once, when it is big enough to gain from it. */
  compressed: Partial<Record<Coding, Variant>>;
  bytes: number;
}

/** Answers smaller than this go as they are: compression would save less than a packet. */
const COMPRESS_FROM_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The codings picked for the Accept-Encoding headers seen last: browsers send a handful of distinct ones, so
 * each is read once rather than on every request. Emptied when full, so odd headers cannot make it grow.
 */
const pickedCodings = new Map<string, Coding | null>();
const PICKED_CODINGS_KEPT = 64;

/** The coding to send: brotli, else gzip, when the client accepts it (a `q=0` refuses). */
export function pickCoding(acceptEncoding: string | undefined): Coding | null {
  if (!acceptEncoding) return null;
  let coding = pickedCodings.get(acceptEncoding);
  if (coding === undefined) {
    if (pickedCodings.size >= PICKED_CODINGS_KEPT) pickedCodings.clear();
    coding = readAcceptEncoding(acceptEncoding);
    pickedCodings.set(acceptEncoding, coding);
  }
  return coding;
}

function readAcceptEncoding(acceptEncoding: string): Coding | null {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export const etagWith = (etag: string, coding: Coding | null) => (coding ? `${etag.slice(0, -1)}-${coding}"` : etag);

export interface ReadCacheLimits {
  /** Most answers kept; the least recently used go first. */
  maxEntries: number;
  /** Most bytes of answers kept. */
  maxBytes: number;
}

const DEFAULT_LIMITS: ReadCacheLimits = { maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 };

/**
 * Answers to public reads (the same for everybody, whoever asks), kept as the JSON bytes sent, each with
 * the version of the data set it was worked out from. The versions are kept in memory and read again only
 * after the database announces a change (NOTIFY), so a cached answer costs no query at all; only when the
 * data changed since, or the answer was never asked for, is it worked out again.
 * Several instances on one PostgreSQL read the same versions, so none serves an answer another has
 * outdated. Each answer has an ETag, so a browser that has it already gets a 304 with no body, and is
 * kept brotli- and gzip-compressed as well, so slow mobile connections carry a fraction of the bytes.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();
  private bytes = 0;
  /** The versions last read, kept only while the database's announcements are heard. */
  private readonly known = new Map<DataSet, string>();
  /** Raised by every announcement: a version read before it must not be kept after it. */
  private generation = 0;
  private listening = false;
  private stopListening: (() => Promise<void>) | null = null;
  private stopped = false;
  private relisten: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Queryable & Partial<Pick<Database, 'listen'>>,
    private readonly limits: ReadCacheLimits = DEFAULT_LIMITS,
    /** Told of every lookup (metrics): a hit is an answer kept for the current version, anything else a miss. */
    private readonly counted: (result: 'hit' | 'miss') => void = () => undefined,
  ) {}

  /**
   * Sends the answer for this request's URL. `scope` names anything else the answer depends on (today's
   * date, say), so an answer is not kept past it.
   */
  send(request: FastifyRequest, reply: FastifyReply, set: DataSet, work: () => Promise<unknown>, scope = ''): FastifyReply | Promise<FastifyReply> {
    const key = `${set} ${scope} ${request.url}`;
    // The usual case, an answer kept for the version kept in memory, is sent at once, without waiting on anything.
    const version = this.listening ? this.known.get(set) : undefined;
    const kept = version === undefined ? undefined : this.entries.get(key);
    if (kept && kept.version === version) return this.answer(request, reply, this.hit(key, kept));
    return this.sendLater(request, reply, set, key, work);
  }

  private async sendLater(request: FastifyRequest, reply: FastifyReply, set: DataSet, key: string, work: () => Promise<unknown>): Promise<FastifyReply> {
    const version = await this.version(set);
    return this.answer(request, reply, await this.entry(key, version, work));
  }

  /** Sends the bytes the client accepts, or a 304 when it has them already. Everything sent was worked out in fill(). */
  private answer(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
    const wanted = pickCoding(request.headers['accept-encoding']);
    const compressed = wanted ? entry.compressed[wanted] : undefined;
    const variant = compressed ?? entry.plain;
    reply.header('ETag', variant.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    const known = request.headers['if-none-match'];
    if (known && (known === variant.etag || known.split(',').some((tag) => tag.trim() === variant.etag))) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (!compressed) return reply.send(variant.body);
    return reply.header('Content-Encoding', wanted).send(variant.body);
  }

  /**
   * Listens for raised versions, so a read asks the database for its data set's version only after one was
   * announced. Until listening works (and whenever the connection is lost) every read asks, as before.
   */
  async start(onError: (error: unknown) => void = () => undefined): Promise<void> {
    if (!this.db.listen || this.stopped) return;
    try {
      const stop = await this.db.listen(
        VERSION_CHANNEL,
        () => this.forget(),
        () => this.lost(onError),
      );
      if (this.stopped) {
        await stop();
        return;
      }
      this.stopListening = stop;
      this.forget();
      this.listening = true;
    } catch (error) {
      onError(error);
      this.lost(onError);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listening = false;
    if (this.relisten) clearTimeout(this.relisten);
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** Whether versions are kept in memory (the database's announcements are heard). */
  get heard(): boolean {
    return this.listening;
  }

  private forget(): void {
    this.generation += 1;
    this.known.clear();
  }

  private lost(onError: (error: unknown) => void): void {
    this.listening = false;
    this.stopListening = null;
    this.forget();
    if (this.stopped) return;
    if (this.relisten) clearTimeout(this.relisten);
    this.relisten = setTimeout(() => void this.start(onError), RELISTEN_MS);
    this.relisten.unref();
  }

  /** How many answers are kept, and their bytes. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private async version(set: DataSet): Promise<string> {
    const kept = this.listening ? this.known.get(set) : undefined;
    if (kept !== undefined) return kept;
    const generation = this.generation;
    const [row] = await this.db.query<{ version: string }>('SELECT version::text AS version FROM data_versions WHERE name = $1', [set]);
    if (!row) throw new Error(`data set ${set} has no version row`);
    if (this.listening && generation === this.generation) this.known.set(set, row.version);
    return row.version;
  }

  private hit(key: string, kept: Entry): Entry {
    // Most recently used last: Map keeps insertion order, so eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, kept);
    this.counted('hit');
    return kept;
  }

  private async entry(key: string, version: string, work: () => Promise<unknown>): Promise<Entry> {
    const kept = this.entries.get(key);
    if (kept?.version === version) return this.hit(key, kept);
    // Also when the answer is already being worked out for another request: this one still waits for the database.
    this.counted('miss');
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
    const body = Buffer.from(JSON.stringify(await work()));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const compressed: Entry['compressed'] = {};
    if (body.length >= COMPRESS_FROM_BYTES) {
      // Worked out once per answer and data version, so brotli can take a middling quality.
      const [br, gzip] = await Promise.all([brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }), gzipped(body, { level: 6 })]);
      compressed.br = { body: br, etag: etagWith(etag, 'br') };
      compressed.gzip = { body: gzip, etag: etagWith(etag, 'gzip') };
    }
    const bytes = body.length + (compressed.br?.body.length ?? 0) + (compressed.gzip?.body.length ?? 0);
    const entry: Entry = { version, plain: { body, etag }, compressed, bytes };
    // A slow request that read an older version must not replace an answer already worked out from a newer one.
    const kept = this.entries.get(key);
    if (kept && BigInt(kept.version) > BigInt(version)) return entry;
    this.remove(key);
    if (bytes <= this.limits.maxBytes) {
      this.entries.set(key, entry);
      this.bytes += bytes;
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
    this.bytes -= entry.bytes;
  }
}
