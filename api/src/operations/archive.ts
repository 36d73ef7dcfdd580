import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { create as createTar, extract as extractTar, list as listTar } from 'tar';
import { OperatorError } from './errors.js';

/**
 * A backup is one .tar.gz file:
 *   database/pglite-data.tar   the embedded database's folder, as PGlite dumps it (dumpDataDir)
 *   database/postgres.dump     or PostgreSQL's, as pg_dump --format=custom writes it
 *   uploads/…                  the uploads folder (evidence and complaint documents kept on disk)
 *   secrets/…                  the secrets folder (the generated receipt pepper)
 *   manifest.json              what the file holds, written last: see Manifest
 */
export const BACKUP_FORMAT = 'uwazi-hub-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';

export type DatabaseKind = 'pglite' | 'postgres';

export const DATABASE_FILES: Record<DatabaseKind, string> = {
  pglite: 'database/pglite-data.tar',
  postgres: 'database/postgres.dump',
};

/** The data-folder parts a backup carries besides the database, in the archive under the same names. */
export const FOLDERS = ['uploads', 'secrets'] as const;
export type Folder = (typeof FOLDERS)[number];

export interface ArchivedFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  createdAt: string;
  database: {
    kind: DatabaseKind;
    /** The last migration applied to the database when it was backed up. */
    schemaVersion: string | null;
    file: string;
  };
  /** Which data-folder parts were present (a part that did not exist is not restored over). */
  folders: Folder[];
  /** Every file in the archive except the manifest, with its size and SHA-256. */
  files: ArchivedFile[];
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Every regular file under `root`, as paths relative to it, in a stable order. `skip` names top-level
 * entries left out (uploads/incoming holds files half-received when the server stopped, never kept).
 */
export async function listFiles(root: string, skip: string[] = []): Promise<string[]> {
  const found: string[] = [];
  async function walk(relative: string): Promise<void> {
    const entries = await readdir(path.join(root, relative), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const child = relative ? path.join(relative, entry.name) : entry.name;
      if (!relative && skip.includes(entry.name)) continue;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
      // Anything else (a socket, a link) is not something the site writes there; it is not carried.
    }
  }
  await walk('');
  return found;
}

/** Writes the archive of `entries` (relative to `cwd`) to `file`, and makes sure it reached the disk. */
export async function writeArchive(file: string, cwd: string, entries: string[]): Promise<void> {
  await createTar({ gzip: true, cwd, portable: true, file, strict: true }, entries);
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Reads a freshly written archive back to the end and compares every file in it with the manifest, so a
 * backup that could not be restored (a file that changed while it was being written, a short write) is
 * never left behind as if it were good.
 */
export async function verifyArchive(file: string, manifest: Manifest): Promise<void> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  await listTar({
    file,
    strict: true,
    onReadEntry: (entry) => {
      if (entry.type !== 'File' || entry.path === MANIFEST) return;
      const hash = createHash('sha256');
      let bytes = 0;
      entry.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
      });
      entry.on('end', () => seen.set(entry.path, { bytes, sha256: hash.digest('hex') }));
    },
  });
  for (const expected of manifest.files) {
    const found = seen.get(expected.path);
    if (!found || found.bytes !== expected.bytes || found.sha256 !== expected.sha256) {
      throw new OperatorError(`${expected.path} changed while the backup was being written; run the backup again.`);
    }
  }
  if (seen.size !== manifest.files.length) throw new OperatorError('The archive holds files the manifest does not list; run the backup again.');
}

function notABackup(file: string, why: string): OperatorError {
  return new OperatorError(`${file} is not a backup made by npm run backup, or it is damaged (${why}); nothing was restored.`);
}

/**
 * Unpacks a backup into `into` (an empty folder) and checks it whole before anything is restored from it:
 * a readable gzip and tar stream to the end, only plain files and folders with paths inside `into`, a
 * manifest of this format, and every file it lists present with its size and SHA-256 — no more, no less.
 */
export async function unpackBackup(file: string, into: string): Promise<Manifest> {
  try {
    const handle = await open(file, 'r');
    await handle.close();
  } catch (error) {
    throw new OperatorError(`Cannot read the backup file ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'}); nothing was restored.`);
  }
  let odd: string | null = null;
  try {
    await extractTar({
      file,
      cwd: into,
      strict: true,
      // Links and devices never come out of npm run backup; a file holding one was made some other way.
      filter: (entryPath, entry) => {
        const type = 'type' in entry ? entry.type : 'File';
        if (type !== 'File' && type !== 'OldFile' && type !== 'Directory') odd ??= `${entryPath} is a ${type}`;
        return odd === null;
      },
    });
  } catch (error) {
    throw notABackup(file, (error as Error).message);
  }
  if (odd) throw notABackup(file, odd);

  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(into, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw notABackup(file, `no readable ${MANIFEST}`);
  }
  if (manifest?.format !== BACKUP_FORMAT) throw notABackup(file, `${MANIFEST} is not that of a site backup`);
  if (manifest.version !== BACKUP_FORMAT_VERSION) {
    throw new OperatorError(
      `${file} is a backup of format version ${String(manifest.version)}, and this version of the site reads version ${BACKUP_FORMAT_VERSION}; nothing was restored.`,
    );
  }
  const kind = manifest.database?.kind;
  if ((kind !== 'pglite' && kind !== 'postgres') || manifest.database.file !== DATABASE_FILES[kind]) throw notABackup(file, `${MANIFEST} names no database`);
  if (!Array.isArray(manifest.files) || !Array.isArray(manifest.folders) || manifest.folders.some((folder) => !FOLDERS.includes(folder))) {
    throw notABackup(file, `${MANIFEST} is incomplete`);
  }

  const listed = new Set<string>();
  for (const entry of manifest.files) {
    const where = path.join(into, entry.path);
    if (path.isAbsolute(entry.path) || !where.startsWith(into + path.sep)) throw notABackup(file, `${MANIFEST} lists ${entry.path}`);
    const stats = await lstat(where).catch(() => null);
    if (!stats?.isFile()) throw notABackup(file, `${entry.path} is missing`);
    if (stats.size !== entry.bytes || (await sha256File(where)) !== entry.sha256) throw notABackup(file, `${entry.path} does not match its checksum`);
    listed.add(path.normalize(entry.path));
  }
  if (!listed.has(manifest.database.file)) throw notABackup(file, `${manifest.database.file} is missing`);
  for (const present of await listFiles(into)) {
    if (present !== MANIFEST && !listed.has(present)) throw notABackup(file, `${present} is not in ${MANIFEST}`);
  }
  return manifest;
}
