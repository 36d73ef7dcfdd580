import { existsSync } from 'node:fs';
import { chmod, link, lstat, mkdir, mkdtemp, readdir, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.js';
import { openDatabase, PGLITE_OPTIONS } from '../db/index.js';
import { schemaVersion } from '../db/migrate.js';
import { MIGRATIONS_DIR } from '../paths.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_FILES,
  FOLDERS,
  listFiles,
  MANIFEST,
  sha256File,
  verifyArchive,
  writeArchive,
  type ArchivedFile,
  type DatabaseKind,
  type Folder,
  type Manifest,
} from './archive.js';
import { holdDataFolder } from './command.js';
import { OperatorError } from './errors.js';
import { dumpDatabase } from './postgres.js';

/** Where the embedded database keeps its files inside the data folder (as db/index.ts opens it). */
export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}

/** PGlite's own query interface, shaped as the Queryable that schemaVersion reads. */
function queryable(pg: PGlite) {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pg.query<T>(sql, params)).rows;
    },
  };
}

/** The newest migration this version of the site has. */
export async function latestMigration(): Promise<string | null> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  return files.at(-1) ?? null;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/** Refuses a target that cannot be written, before anything else happens. */
async function checkTarget(target: string): Promise<void> {
  if (existsSync(target)) throw new OperatorError(`${target} already exists: a backup never overwrites a file, so give it a new name.`);
  const folder = path.dirname(target);
  const stats = await stat(folder).catch(() => null);
  if (!stats?.isDirectory()) throw new OperatorError(`The folder ${folder} does not exist: create it first, or write the backup elsewhere.`);
}

/**
 * Gives the finished archive its name, whole or not at all. A hard link takes the name only if it is still
 * free (rename would replace a file made meanwhile); on a file system without hard links (some network and
 * removable disks) the name is checked and the archive renamed.
 */
async function giveName(archive: string, file: string): Promise<void> {
  const appeared = () => new OperatorError(`${file} appeared while the backup was being written; nothing was overwritten. Run it again with another name.`);
  try {
    await link(archive, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw appeared();
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
    if (existsSync(file)) throw appeared();
    await rename(archive, file);
  }
}

/**
 * Backs the site up into one .tar.gz file (see archive.ts for what it holds): the database — the embedded
 * one (its folder held, so the server must be stopped) or PostgreSQL's (pg_dump, while the site runs) — and
 * the uploads and secrets folders when they exist. The archive is written under a temporary name beside the
 * target, read back and checked against its manifest, made readable by its owner only (it holds accounts,
 * reports, evidence and the receipt pepper), and only then given its name; on any failure nothing is left.
 */
export async function createBackup(config: Config, target: string): Promise<BackupResult> {
  if (config.dataDir === ':memory:') throw new OperatorError('DATA_DIR=:memory: keeps nothing on disk, so there is nothing to back up.');
  const file = path.resolve(target);
  await checkTarget(file);
  const kind: DatabaseKind = config.databaseUrl ? 'postgres' : 'pglite';
  // Checked before the folder is taken, which would create it.
  if (kind === 'pglite' && !existsSync(config.dataDir))
    throw new OperatorError(`The data folder ${config.dataDir} does not exist, so there is nothing to back up; check DATA_DIR.`);

  const release = await holdDataFolder(config);
  let work: string | null = null;
  try {
    work = await mkdtemp(path.join(path.dirname(file), `.${path.basename(file)}.partial-`));
    const databaseFile = DATABASE_FILES[kind];
    await mkdir(path.join(work, path.dirname(databaseFile)), { recursive: true });
    let version: string | null;
    if (kind === 'pglite') {
      const dbDir = embeddedDatabaseDir(config.dataDir);
      if (!existsSync(path.join(dbDir, 'PG_VERSION'))) throw new OperatorError(`There is no embedded database in ${dbDir}, so there is nothing to back up; check DATA_DIR.`);
      const pg = new PGlite(dbDir, PGLITE_OPTIONS);
      try {
        await pg.waitReady;
        version = await schemaVersion(queryable(pg));
        // A consistent copy of the database's folder: PGlite runs nothing else while it is taken.
        const dump = await pg.dumpDataDir('none');
        await writeFile(path.join(work, databaseFile), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await pg.close();
      }
    } else {
      const db = await openDatabase(config);
      try {
        version = await schemaVersion(db);
      } catch (error) {
        throw new OperatorError(`Cannot read the PostgreSQL database named by DATABASE_URL (${(error as Error).message}); nothing was backed up.`);
      } finally {
        await db.close();
      }
      await dumpDatabase(config.databaseUrl!, path.join(work, databaseFile));
    }

    const entries = [databaseFile];
    const folders: Folder[] = [];
    for (const folder of FOLDERS) {
      const source = path.join(config.dataDir, folder);
      if (!(await lstat(source).catch(() => null))?.isDirectory()) continue;
      // The folder is linked into the work folder so the archive names it uploads/…, secrets/….
      await symlink(source, path.join(work, folder), 'dir');
      folders.push(folder);
      for (const relative of await listFiles(source, folder === 'uploads' ? ['incoming'] : [])) entries.push(path.join(folder, relative));
    }
    const files: ArchivedFile[] = [];
    for (const entry of entries) {
      const where = path.join(work, entry);
      files.push({ path: entry, bytes: (await stat(where)).size, sha256: await sha256File(where) });
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: { kind, schemaVersion: version, file: databaseFile },
      folders,
      files,
    };
    await writeFile(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');

    const archive = path.join(work, 'backup.tar.gz');
    await writeArchive(archive, work, [...entries, MANIFEST]);
    await verifyArchive(archive, manifest);
    await chmod(archive, 0o600);
    await giveName(archive, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    // The work folder holds links to the data folder's parts: rm removes links, never what they point to.
    if (work) await rm(work, { recursive: true, force: true });
    release();
  }
}
