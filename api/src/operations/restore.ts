import { openAsBlob } from 'node:fs';
import { chmod, lstat, mkdir, mkdtemp, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { list as listTar } from 'tar';
import type { Config } from '../config.js';
import { schemaVersion } from '../db/migrate.js';
import { PGLITE_OPTIONS } from '../db/index.js';
import { listFiles, unpackBackup, type Folder, type Manifest } from './archive.js';
import { embeddedDatabaseDir, latestMigration } from './backup.js';
import { holdDataFolder } from './command.js';
import { OperatorError } from './errors.js';
import { readDumpContents, restoreDatabase } from './postgres.js';

export interface RestoreResult {
  manifest: Manifest;
  /** Where the data-folder parts the restore replaced were put, or null when there were none. */
  previous: string | null;
  /** The newest migration this version has, applied at the next start (or by npm run migrate) if newer. */
  latest: string | null;
}

const STAGING_PREFIX = '.restore-';

const KIND_NAMES = { pglite: 'the embedded (PGlite) database', postgres: 'a PostgreSQL database' } as const;

/** Files the server reads itself: readable by its user only, as the server makes them. */
async function lockDown(root: string): Promise<void> {
  await chmod(root, 0o700);
  for (const relative of await listFiles(root)) await chmod(path.join(root, relative), 0o600);
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      await chmod(path.join(dir, entry.name), 0o700);
      await walk(path.join(dir, entry.name));
    }
  };
  await walk(root);
}

/**
 * PGlite's dump is a plain tar of the database folder. It is read through first: PGlite, given something
 * else, tries to gunzip it in a way that ends the process with an unhandled error instead of rejecting.
 */
async function checkEmbeddedDump(dumpFile: string): Promise<void> {
  let names = 0;
  let version = false;
  await listTar({
    file: dumpFile,
    strict: true,
    onReadEntry: (entry) => {
      names += 1;
      if (entry.path.replace(/^\/+/, '') === 'PG_VERSION') version = true;
    },
  });
  if (!names || !version) throw new Error('it is not a PostgreSQL data folder');
}

/** Loads PGlite's dump into a new database folder and checks it opens and is the version the manifest says. */
async function prepareEmbedded(dumpFile: string, into: string, manifest: Manifest, source: string): Promise<void> {
  await mkdir(into, { recursive: true });
  let pg: PGlite | null = null;
  try {
    await checkEmbeddedDump(dumpFile);
    pg = new PGlite(into, { ...PGLITE_OPTIONS, loadDataDir: await openAsBlob(dumpFile) });
    await pg.waitReady;
    const version = await schemaVersion({ query: async <T>(sql: string, params: unknown[] = []) => (await pg!.query<T>(sql, params)).rows });
    if (version !== manifest.database.schemaVersion) throw new Error(`it is at ${String(version)}, the manifest says ${String(manifest.database.schemaVersion)}`);
  } catch (error) {
    throw new OperatorError(`The database in ${source} could not be loaded (${(error as Error).message}); nothing was restored.`);
  } finally {
    await pg?.close().catch(() => undefined);
  }
}

/**
 * Puts each prepared part in place of the data folder's own, moving what was there into `aside`. The moves
 * are renames within the data folder; if one fails, those already made are undone, so the data folder is
 * either as it was or wholly restored.
 */
async function swapIn(dataDir: string, parts: Array<{ name: string; from: string | null }>, aside: string): Promise<boolean> {
  const movedAside: string[] = [];
  const placed: Array<{ name: string; from: string }> = [];
  try {
    for (const part of parts) {
      if (!(await lstat(path.join(dataDir, part.name)).catch(() => null))) continue;
      await mkdir(aside, { recursive: true, mode: 0o700 });
      await rename(path.join(dataDir, part.name), path.join(aside, part.name));
      movedAside.push(part.name);
    }
    for (const part of parts) {
      if (!part.from) continue;
      await rename(part.from, path.join(dataDir, part.name));
      placed.push({ name: part.name, from: part.from });
    }
  } catch (error) {
    for (const part of placed.reverse()) await rename(path.join(dataDir, part.name), part.from).catch(() => undefined);
    for (const name of movedAside.reverse()) await rename(path.join(aside, name), path.join(dataDir, name)).catch(() => undefined);
    await rmdir(aside).catch(() => undefined);
    throw error;
  }
  return movedAside.length > 0;
}

/**
 * Restores a backup made by createBackup. Everything is checked before anything changes: the archive is
 * unpacked into a staging folder inside the data folder and verified against its manifest (a wrong or
 * damaged file is refused), it must hold the kind of database this configuration uses, and its schema must
 * not be newer than this version's migrations. Then:
 * - embedded database (the data folder held, so the server must be stopped): the database is loaded into the
 *   staging folder and checked, and db/, uploads/ and (when backed up) secrets/ are swapped in by rename;
 * - PostgreSQL: the database is replaced in one transaction (see postgres.ts), then uploads/ and secrets/ are
 *   swapped in when the backup has them.
 * What the restore replaced in the data folder is kept in `before-restore-<time>/` for the operator to delete.
 */
export async function restoreBackup(config: Config, sourceArgument: string): Promise<RestoreResult> {
  if (config.dataDir === ':memory:') throw new OperatorError('DATA_DIR=:memory: keeps nothing on disk, so there is nowhere to restore to.');
  const source = path.resolve(sourceArgument);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';

  const release = await holdDataFolder(config);
  let staging: string | null = null;
  try {
    await mkdir(config.dataDir, { recursive: true });
    // A restore that was cut off (a power cut) leaves its staging folder: it holds a copy of a backup.
    for (const entry of await readdir(config.dataDir)) {
      if (entry.startsWith(STAGING_PREFIX)) await rm(path.join(config.dataDir, entry), { recursive: true, force: true });
    }
    staging = await mkdtemp(path.join(config.dataDir, STAGING_PREFIX));
    const unpacked = path.join(staging, 'archive');
    await mkdir(unpacked);
    const manifest = await unpackBackup(source, unpacked);
    if (manifest.database.kind !== kind) {
      throw new OperatorError(
        `${source} holds ${KIND_NAMES[manifest.database.kind]}, and this site is configured for ${KIND_NAMES[kind]}: ` +
          (kind === 'postgres' ? 'unset DATABASE_URL to restore it into the data folder.' : 'set DATABASE_URL to the PostgreSQL database to restore it into.'),
      );
    }
    const latest = await latestMigration();
    const version = manifest.database.schemaVersion;
    if (version && latest && version > latest) {
      throw new OperatorError(
        `${source} was made by a newer version of the site (its database is at ${version}, this version knows migrations up to ${latest}): restore it with that version or a later one.`,
      );
    }
    const databaseFile = path.join(unpacked, manifest.database.file);
    const has = (folder: Folder) => manifest.folders.includes(folder);
    for (const folder of manifest.folders) {
      // A folder that was empty has no entries in the archive, but it existed and is restored as such.
      await mkdir(path.join(unpacked, folder), { recursive: true });
      await lockDown(path.join(unpacked, folder));
    }

    const parts: Array<{ name: string; from: string | null }> = [];
    if (kind === 'pglite') {
      const prepared = path.join(staging, 'db');
      await prepareEmbedded(databaseFile, prepared, manifest, source);
      // The embedded database and its uploads belong together: uploads not in the backup go aside with it.
      parts.push({ name: path.basename(embeddedDatabaseDir(config.dataDir)), from: prepared });
      parts.push({ name: 'uploads', from: has('uploads') ? path.join(unpacked, 'uploads') : null });
    } else {
      await restoreDatabase(config.databaseUrl!, databaseFile, await readDumpContents(databaseFile), staging);
      if (has('uploads')) parts.push({ name: 'uploads', from: path.join(unpacked, 'uploads') });
    }
    // A backup without secrets was made with RECEIPT_PEPPER set: the folder here, if any, is left alone.
    if (has('secrets')) parts.push({ name: 'secrets', from: path.join(unpacked, 'secrets') });

    const aside = path.join(config.dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    const movedSomething = await swapIn(config.dataDir, parts, aside).catch((error: Error) => {
      if (kind === 'pglite') throw error;
      throw new OperatorError(
        `The PostgreSQL database was restored, but the uploads and secrets folders could not be put in place (${error.message}); they are as they were. Run the restore again.`,
      );
    });
    return { manifest, previous: movedSomething ? aside : null, latest };
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
    release();
  }
}
