import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database, Queryable } from '../db/index.js';

/** A file as kept: its random name and its size in bytes. */
export interface StoredFile {
  name: string;
  size: number;
}

/** A stored file opened for reading: its size (for Content-Length) and its bytes as a stream. */
export interface StoredFileReader {
  size: number;
  stream: Readable;
}

/**
 * Where evidence and complaint documents are kept. Names are chosen by the store (random UUIDs), never by
 * the client. Two kinds:
 * - `folder`: the embedded default, files 0600 in a 0700 folder of this instance's data folder;
 * - `database`: PostgreSQL (DATABASE_URL), so every instance reads every file.
 */
export interface FileStore {
  readonly kind: 'folder' | 'database';
  /**
   * Keeps a file (a path, which the store may move away, or a stream) under a new random name. With `tx`, a
   * database store writes inside that transaction, so a rollback leaves nothing; a folder store writes at
   * once, and a caller whose transaction fails deletes what it kept.
   */
  put(source: string | Readable, tx?: Queryable): Promise<StoredFile>;
  /** The file's bytes as a stream, read piece by piece as the consumer takes them; null when there is no such file. */
  get(name: string): Promise<StoredFileReader | null>;
  /** Removes a file; removing one that is not there is not an error. */
  delete(name: string, tx?: Queryable): Promise<void>;
  exists(name: string): Promise<boolean>;
}

/**
 * Stored names are UUIDs made by `put`. Anything else — a path separator, a leading dot — is never looked
 * up, so a name cannot point outside the store.
 */
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** The local folder: the embedded default. */
export class FolderFileStore implements FileStore {
  readonly kind = 'folder' as const;

  constructor(readonly dir: string) {}

  async put(source: string | Readable): Promise<StoredFile> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const name = randomUUID();
    const target = path.join(this.dir, name);
    try {
      // A received file is already in incoming/ inside this folder: moving it is one rename, no copy.
      if (typeof source === 'string') await rename(source, target);
      else await pipeline(source, createWriteStream(target, { mode: 0o600, flags: 'wx' }));
      // Whatever the umask or the temporary file's mode, a stored file is readable by this process only.
      await chmod(target, 0o600);
      return { name, size: (await stat(target)).size };
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
  }

  async get(name: string): Promise<StoredFileReader | null> {
    if (!STORED_NAME.test(name)) return null;
    // Opened before anything is answered, so a missing file is a clear 404 rather than a stream error.
    const handle = await open(path.join(this.dir, name), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const { size } = await handle.stat();
      return { size, stream: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    if (STORED_NAME.test(name)) await rm(path.join(this.dir, name), { force: true });
  }

  async exists(name: string): Promise<boolean> {
    if (!STORED_NAME.test(name)) return false;
    return stat(path.join(this.dir, name)).then(
      (found) => found.isFile(),
      () => false,
    );
  }
}

/**
 * Bytes per row of `stored_file_chunks`. Small enough that reading or writing one row costs little memory
 * (a 10 MB file is 40 rows, never one 10 MB value), large enough that a file is a few dozen round trips.
 */
export const CHUNK_BYTES = 256 * 1024;

/** Re-cuts a stream of buffers of any size into pieces of exactly `size` bytes (the last may be shorter). */
export async function* inChunks(source: AsyncIterable<Buffer | Uint8Array | string>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of source) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece) : Buffer.isBuffer(piece) ? piece : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    pending.push(bytes);
    pendingBytes += bytes.length;
    while (pendingBytes >= size) {
      const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
      yield joined.subarray(0, size);
      const rest = joined.subarray(size);
      pending = rest.length ? [rest] : [];
      pendingBytes = rest.length;
    }
  }
  if (pendingBytes > 0) yield pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
}

/** bytea comes back from pg as a Buffer, and from PGlite as a Uint8Array. */
function asBuffer(data: Buffer | Uint8Array): Buffer {
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * PostgreSQL: a header row in `stored_files` and the bytes in `stored_file_chunks`, CHUNK_BYTES a row
 * (migration 011). Written inside the submission's transaction, so a file exists exactly when the report
 * that refers to it does; read one row per step of the consumer, so neither direction ever holds a whole
 * file in memory.
 */
export class DatabaseFileStore implements FileStore {
  readonly kind = 'database' as const;

  constructor(private readonly db: Database) {}

  put(source: string | Readable, tx?: Queryable): Promise<StoredFile> {
    return this.putAs(randomUUID(), source, tx);
  }

  /** `put` under a name already given: files a folder store kept before the site moved to PostgreSQL keep theirs. */
  async putAs(name: string, source: string | Readable, tx?: Queryable): Promise<StoredFile> {
    if (!tx) return this.db.transaction((own) => this.putAs(name, source, own));
    const input = typeof source === 'string' ? createReadStream(source, { highWaterMark: CHUNK_BYTES }) : source;
    // The header goes first (the chunks refer to it) and gets its size once every chunk is in.
    await tx.query('INSERT INTO stored_files (name, size_bytes, chunk_count) VALUES ($1, 0, 0)', [name]);
    let size = 0;
    let count = 0;
    try {
      for await (const chunk of inChunks(input, CHUNK_BYTES)) {
        await tx.query('INSERT INTO stored_file_chunks (file_name, chunk_no, data) VALUES ($1, $2, $3)', [name, count, chunk]);
        count += 1;
        size += chunk.length;
      }
    } finally {
      // A source left half-read (a failed insert) must not keep its file open.
      if (!input.destroyed) input.destroy();
    }
    await tx.query('UPDATE stored_files SET size_bytes = $2, chunk_count = $3 WHERE name = $1', [name, size, count]);
    return { name, size };
  }

  async get(name: string): Promise<StoredFileReader | null> {
    if (!STORED_NAME.test(name)) return null;
    const [header] = await this.db.query<{ size_bytes: string | number; chunk_count: number }>('SELECT size_bytes, chunk_count FROM stored_files WHERE name = $1', [name]);
    if (!header) return null;
    const size = Number(header.size_bytes);
    const chunkCount = header.chunk_count;
    const db = this.db;
    const readChunk = async (chunkNo: number): Promise<Buffer> => {
      const [row] = await db.query<{ data: Buffer | Uint8Array }>('SELECT data FROM stored_file_chunks WHERE file_name = $1 AND chunk_no = $2', [name, chunkNo]);
      // A file deleted or damaged while it is read ends in an error, never in a download that looks complete.
      if (!row) throw new Error(`stored file ${name} has no chunk ${chunkNo}`);
      return asBuffer(row.data);
    };
    // The first chunk is read before anything is answered: a database that fails now is a clear error
    // answer, not a download cut off after its headers.
    const first = chunkCount > 0 ? await readChunk(0) : null;
    async function* chunks(): AsyncGenerator<Buffer> {
      let sent = 0;
      for (let chunkNo = 0; chunkNo < chunkCount; chunkNo += 1) {
        const data = chunkNo === 0 && first ? first : await readChunk(chunkNo);
        sent += data.length;
        yield data;
      }
      if (sent !== size) throw new Error(`stored file ${name} holds ${sent} bytes, not the ${size} recorded`);
    }
    // The generator runs only when the reader wants more: at most one chunk waits in the stream's buffer.
    return { size, stream: Readable.from(chunks(), { objectMode: false, highWaterMark: CHUNK_BYTES }) };
  }

  async delete(name: string, tx?: Queryable): Promise<void> {
    await (tx ?? this.db).query('DELETE FROM stored_files WHERE name = $1', [name]);
  }

  async exists(name: string): Promise<boolean> {
    const [row] = await this.db.query('SELECT 1 FROM stored_files WHERE name = $1', [name]);
    return row !== undefined;
  }
}
