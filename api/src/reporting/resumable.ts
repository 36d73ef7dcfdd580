import { AsyncLocalStorage } from 'node:async_hooks';
import { createCipheriv, createHash, hkdfSync, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MemoryLocker, Server as TusServer } from '@tus/server';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import { MAX_FILE_BYTES } from '@civic/shared/schemas';
import type { Database, Queryable } from '../db/index.js';
import { badRequest, tooManyAttempts } from '../errors.js';
import { hashClientAddress } from '../limits/rateLimiter.js';
import { UPLOAD_ID, UPLOAD_SECRET, type ReceivedFile, type UploadRef } from './uploads.js';

/**
 * Evidence sent ahead of its report, in pieces, so that a dropped connection costs only the piece in flight
 * (the tus protocol, served by @tus/server at UPLOADS_PATH). The browser sends each chosen file here when the
 * citizen presses Submit, then sends the report naming the uploads; the report route takes each file from
 * here into the same checks a file sent in the form goes through (size, type by its bytes, metadata removal,
 * sealing with the case's key), and the upload is gone once the report is stored.
 *
 * Who can do what: creating an upload needs an `Upload-Secret` header, 32 random bytes the browser makes for
 * that file. The server keeps only the secret's SHA-256, and every later request on the upload (resume, add,
 * remove) must carry the same secret, so knowing an upload's address is not enough to read, extend or delete
 * it. The bytes are written encrypted (AES-256-CTR, which can start at any byte, as a resumed upload needs) with
 * a key derived from the secret: a half-received upload on the server's disk, or in its database, cannot be
 * read without the browser that sent it. There is no download: GET is refused.
 *
 * Nothing half-received outlives its expiry (UPLOAD_LIFETIME_MS from its creation): a sweep removes expired
 * uploads, with their bytes, every SWEEP_INTERVAL_MS and at start; an expired upload is refused before then.
 */
export const UPLOADS_PATH = '/api/uploads/';
export const UPLOAD_LIFETIME_MS = 24 * 3_600_000;
const SWEEP_INTERVAL_MS = 10 * 60_000;
/** Bytes are encrypted and written in pieces of at most this size, so a drop loses none that arrived. */
const PIECE_BYTES = 256 * 1024;

export const UPLOAD_NOT_RECEIVED = '"{name}" did not reach us in full. Send again to finish sending it.';

const secretHash = (secret: string) => createHash('sha256').update(Buffer.from(secret, 'base64url')).digest();
const uploadKey = (secret: string, id: string) => Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'base64url'), id, 'uwazi resumable upload', 32));

/** Encrypts or decrypts (CTR is its own inverse) `bytes` that sit at `position` in the upload. */
function crypt(key: Buffer, position: number, bytes: Buffer): Buffer {
  const counter = Buffer.alloc(16);
  counter.writeBigUInt64BE(BigInt(Math.floor(position / 16)), 8);
  const cipher = createCipheriv('aes-256-ctr', key, counter);
  const skip = position % 16;
  if (skip) cipher.update(Buffer.alloc(skip));
  return cipher.update(bytes);
}

/** Where an upload's (encrypted) bytes are: a file in the instance's folder, or rows in PostgreSQL. */
interface UploadBytes {
  write(tx: Queryable, id: string, position: number, bytes: Buffer): Promise<void>;
  read(id: string): AsyncIterable<{ position: number; bytes: Buffer }>;
  remove(id: string): Promise<void>;
}

export function folderBytes(dir: string): UploadBytes {
  const file = (id: string) => path.join(dir, `${id}.upload`);
  return {
    async write(_tx, id, position, bytes) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Written at its position, not appended: bytes a crash left past the recorded offset are overwritten.
      const handle = await open(file(id), position === 0 ? 'w' : 'r+', 0o600);
      try {
        await handle.write(bytes, 0, bytes.length, position);
      } finally {
        await handle.close();
      }
    },
    async *read(id) {
      let position = 0;
      const handle = await open(file(id), 'r');
      try {
        for await (const chunk of handle.createReadStream({ autoClose: false })) {
          yield { position, bytes: chunk as Buffer };
          position += (chunk as Buffer).length;
        }
      } finally {
        await handle.close();
      }
    },
    async remove(id) {
      await rm(file(id), { force: true });
    },
  };
}

export function databaseBytes(db: Database): UploadBytes {
  return {
    async write(tx, id, position, bytes) {
      await tx.query(
        'INSERT INTO resumable_upload_chunks (upload_id, position, bytes) VALUES ($1, $2, $3) ON CONFLICT (upload_id, position) DO UPDATE SET bytes = EXCLUDED.bytes',
        [id, position, bytes],
      );
    },
    async *read(id) {
      let position = 0;
      for (;;) {
        const [row] = await db.query<{ position: string | number; bytes: Uint8Array }>(
          'SELECT position, bytes FROM resumable_upload_chunks WHERE upload_id = $1 AND position >= $2 ORDER BY position LIMIT 1',
          [id, position],
        );
        if (!row) return;
        const bytes = Buffer.from(row.bytes);
        yield { position: Number(row.position), bytes };
        position = Number(row.position) + bytes.length;
      }
    },
    async remove() {
      // The rows go with the upload's own row (ON DELETE CASCADE).
    },
  };
}

interface UploadRow {
  id: string;
  secret_hash: Uint8Array;
  size_bytes: string | number;
  received_bytes: string | number;
  created_at: Date | string;
}

/** What the request being handled carries: the secret its headers gave. */
const requestSecret = new AsyncLocalStorage<string>();

/** The tus store: rows in `resumable_uploads`, bytes in `bytes`, both written in one transaction per piece. */
class SealedUploadStore extends DataStore {
  constructor(
    private readonly db: Database,
    private readonly bytes: UploadBytes,
  ) {
    super();
    this.extensions = ['creation', 'termination', 'expiration'];
  }

  private secret(): string {
    const secret = requestSecret.getStore();
    if (!secret) throw ERRORS.FILE_NOT_FOUND;
    return secret;
  }

  override async create(upload: Upload): Promise<Upload> {
    const size = upload.size ?? 0;
    const [row] = await this.db.query<{ created_at: Date | string }>(
      `INSERT INTO resumable_uploads (id, secret_hash, size_bytes, expires_at) VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond') RETURNING created_at`,
      [upload.id, secretHash(this.secret()), size, UPLOAD_LIFETIME_MS],
    );
    upload.creation_date = new Date(row!.created_at).toISOString();
    // Nothing the browser described (a file name, a type) is kept with the bytes: the report names its files.
    upload.metadata = {};
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const [row] = await this.db.query<UploadRow>('SELECT id, size_bytes, received_bytes, created_at FROM resumable_uploads WHERE id = $1 AND expires_at > now()', [id]);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({ id, size: Number(row.size_bytes), offset: Number(row.received_bytes), creation_date: new Date(row.created_at).toISOString() });
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const key = uploadKey(this.secret(), id);
    let position = offset;
    let held: Buffer[] = [];
    let heldBytes = 0;
    const flush = async () => {
      if (heldBytes === 0) return;
      const plain = Buffer.concat(held, heldBytes);
      held = [];
      heldBytes = 0;
      await this.db.transaction(async (tx) => {
        // Only from the offset this piece was sent for: two instances writing one upload never interleave.
        const moved = await tx.query('UPDATE resumable_uploads SET received_bytes = $3 WHERE id = $1 AND received_bytes = $2 AND expires_at > now() RETURNING id', [
          id,
          position,
          position + plain.length,
        ]);
        if (moved.length === 0) throw ERRORS.INVALID_OFFSET;
        await this.bytes.write(tx, id, position, crypt(key, position, plain));
      });
      position += plain.length;
    };
    try {
      for await (const chunk of stream) {
        held.push(chunk as Buffer);
        heldBytes += (chunk as Buffer).length;
        if (heldBytes >= PIECE_BYTES) await flush();
      }
    } catch (error) {
      // The connection dropped: what did arrive is kept, and the next attempt resumes after it.
      await flush();
      throw error;
    }
    await flush();
    return position;
  }

  override async remove(id: string): Promise<void> {
    await removeUploads(this.db, this.bytes, [id]);
  }

  override getExpiration(): number {
    return UPLOAD_LIFETIME_MS;
  }

  override async deleteExpired(): Promise<number> {
    const rows = await this.db.query<{ id: string }>('SELECT id FROM resumable_uploads WHERE expires_at <= now()');
    await removeUploads(
      this.db,
      this.bytes,
      rows.map((row) => row.id),
    );
    return rows.length;
  }
}

async function removeUploads(db: Queryable, bytes: UploadBytes, ids: string[]): Promise<void> {
  for (const id of ids) {
    await db.query('DELETE FROM resumable_uploads WHERE id = $1', [id]);
    await bytes.remove(id);
  }
}

export interface ResumableUploads {
  /**
   * The files `refs` name, decrypted into `tempDir` as received files for the form's checks. Each must be
   * complete, unexpired and named with its secret; otherwise a 400 names the file, and nothing is taken.
   */
  take(refs: UploadRef[], tempDir: string): Promise<ReceivedFile[]>;
  /** Removes uploads whose report is stored. */
  forget(refs: UploadRef[]): Promise<void>;
  /** Removes every expired upload now; the number removed. */
  sweep(): Promise<number>;
}

/**
 * Serves the tus endpoint at UPLOADS_PATH and returns what the report routes use to take files from it.
 * `bytes` decides where the encrypted bytes are; `limit` counts uploads created per client.
 */
export async function resumableUploadRoutes(app: FastifyInstance, options: { bytes: UploadBytes; limit: (request: FastifyRequest) => Promise<void> }): Promise<ResumableUploads> {
  const { db } = app;
  const store = new SealedUploadStore(db, options.bytes);
  const tus = new TusServer({
    path: UPLOADS_PATH.replace(/\/$/, ''),
    datastore: store,
    maxSize: MAX_FILE_BYTES,
    relativeLocation: true,
    locker: new MemoryLocker(),
  });

  async function owned(id: string, secret: string | undefined): Promise<UploadRow | null> {
    if (!secret || !UPLOAD_SECRET.test(secret) || !UPLOAD_ID.test(id)) return null;
    const [row] = await db.query<UploadRow>('SELECT id, secret_hash, size_bytes, received_bytes, created_at FROM resumable_uploads WHERE id = $1 AND expires_at > now()', [id]);
    if (!row) return null;
    const expected = Buffer.from(row.secret_hash);
    const given = secretHash(secret);
    return expected.length === given.length && timingSafeEqual(expected, given) ? row : null;
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const secretHeader = request.headers['upload-secret'];
    const secret = typeof secretHeader === 'string' ? secretHeader : undefined;
    const id = (request.params as { id?: string }).id;
    if (request.method === 'OPTIONS') {
      // Discovery (the versions, extensions and size limit this server has): nothing is read or written.
    } else if (id === undefined) {
      if (!secret || !UPLOAD_SECRET.test(secret)) throw badRequest('An upload needs an Upload-Secret header: 32 random bytes, base64url.', 'Upload-Secret');
      await options.limit(request);
    } else if (!(await owned(id, secret))) {
      // The same answer whether the upload never existed, expired, or is someone else's.
      return reply.code(404).header('Tus-Resumable', '1.0.0').header('Cache-Control', 'no-store').type('text/plain').send('The upload was not found.\n');
    }
    const url = `http://${request.hostname || 'localhost'}${request.url}`;
    const body = request.body instanceof Readable ? (Readable.toWeb(request.body) as ReadableStream) : undefined;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
    const webRequest = new Request(url, { method: request.method, headers, body, duplex: 'half' } as RequestInit);
    const answer = await requestSecret.run(secret ?? '', () => tus.handleWeb(webRequest));
    reply.code(answer.status).header('Cache-Control', 'no-store');
    answer.headers.forEach((value, name) => {
      if (!/^access-control-|^content-length$|^connection$/i.test(name)) reply.header(name, value);
    });
    const text = await answer.text();
    return reply.type('text/plain').send(text);
  }

  await app.register(async (scope) => {
    // A piece of an upload is read by the tus server, as the stream it arrives on.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, payload, done) => done(null, payload));
    // Uploads belong to no account: a session is never looked up for them.
    const config = { skipSession: true };
    scope.options(UPLOADS_PATH, { config }, handle);
    scope.post(UPLOADS_PATH.replace(/\/$/, ''), { config }, handle);
    scope.post(UPLOADS_PATH, { config }, handle);
    for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) scope.route({ method, url: `${UPLOADS_PATH}:id`, config, handler: handle });
    // There is no way to read an upload back.
    scope.get(`${UPLOADS_PATH}:id`, { config, exposeHeadRoute: false }, (_request, reply) =>
      reply.code(405).header('Allow', 'HEAD, PATCH, DELETE').type('text/plain').send('Uploads cannot be read back.\n'),
    );
  });

  const sweep = async () => store.deleteExpired();
  const sweeper = setInterval(() => {
    sweep().catch((error: unknown) => app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'removing expired uploads failed'));
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  await sweep();

  return {
    async take(refs, tempDir) {
      const files: ReceivedFile[] = [];
      try {
        for (const ref of refs) {
          const row = await owned(ref.id, ref.secret);
          if (!row || Number(row.received_bytes) !== Number(row.size_bytes)) throw badRequest(UPLOAD_NOT_RECEIVED.replace('{name}', ref.name), 'files');
          const tempPath = path.join(tempDir, `${ref.id}.part`);
          const file: ReceivedFile = { tempPath, originalName: ref.name, mediaType: '', size: Number(row.size_bytes), metadataRemoved: false, digest: '' };
          files.push(file);
          const key = uploadKey(ref.secret, ref.id);
          const hash = createHash('sha256');
          await mkdir(tempDir, { recursive: true, mode: 0o700 });
          await pipeline(
            Readable.from(
              (async function* () {
                for await (const piece of options.bytes.read(ref.id)) {
                  const plain = crypt(key, piece.position, piece.bytes);
                  hash.update(plain);
                  yield plain;
                }
              })(),
            ),
            createWriteStream(tempPath, { mode: 0o600 }),
          );
          file.digest = hash.digest('hex');
          // The bytes that arrived must be the file the browser chose, when it said which.
          if (ref.digest && ref.digest !== file.digest) throw badRequest(UPLOAD_NOT_RECEIVED.replace('{name}', ref.name), 'files');
        }
        return files;
      } catch (error) {
        await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
        throw error;
      }
    },
    async forget(refs) {
      await removeUploads(
        db,
        options.bytes,
        refs.map((ref) => ref.id),
      );
    },
    sweep,
  };
}

/** Too many uploads started from one client: answered like any other limit. */
export function uploadLimit(app: FastifyInstance, perHour: number) {
  return async (request: FastifyRequest) => {
    const decision = await app.rateLimiter.hit(`uploads:${hashClientAddress(app.config.ipHashSecret, request.ip)}`, perHour, 3_600_000);
    if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
  };
}
