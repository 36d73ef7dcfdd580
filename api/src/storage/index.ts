import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { DatabaseFileStore, FolderFileStore, type FileStore } from './fileStore.js';

export { CHUNK_BYTES, DatabaseFileStore, FolderFileStore, type FileStore, type StoredFile, type StoredFileReader } from './fileStore.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Evidence and complaint documents: the data folder, or PostgreSQL when DATABASE_URL is set. */
    fileStore: FileStore;
    /**
     * This instance's own uploads folder: the store itself on the embedded database, and on PostgreSQL only
     * `incoming/`, where files wait while their form is received and checked.
     */
    uploadsDir: string;
  }
}

/**
 * `uploads` in the data folder. Without one (`:memory:`, tests) a folder of this app's own under the system's
 * temporary folder, so two apps in one process (a test's second instance) never empty each other's incoming.
 */
export function localUploadsDir(config: Config): string {
  if (config.dataDir === ':memory:') return path.join(tmpdir(), `civic-uploads-${process.pid}-${randomBytes(4).toString('hex')}`);
  return path.join(config.dataDir, 'uploads');
}

/**
 * The store for this configuration: PostgreSQL whenever the site runs on it, because several instances then
 * share the database but never a data folder; the local folder with the embedded database, which has one
 * process by construction.
 */
export function createFileStore(config: Config, db: Database, uploadsDir: string): FileStore {
  return config.databaseUrl ? new DatabaseFileStore(db) : new FolderFileStore(uploadsDir);
}

export function registerFileStore(app: FastifyInstance): void {
  const uploadsDir = localUploadsDir(app.config);
  app.decorate('uploadsDir', uploadsDir);
  app.decorate('fileStore', createFileStore(app.config, app.db, uploadsDir));
  app.addHook('onClose', async () => {
    if (app.config.dataDir === ':memory:') await rm(uploadsDir, { recursive: true, force: true });
  });
}

/**
 * A site that ran on PostgreSQL before files were kept in it has them in each instance's data folder. At
 * start, every file there that a report refers to is copied into the database under the same name (one
 * transaction each) and then removed from the folder, so earlier evidence stays downloadable from every
 * instance. Files no report refers to are left where they are: they are not this code's to judge.
 */
export async function moveFolderFilesIntoDatabase(uploadsDir: string, store: FileStore, db: Database): Promise<number> {
  if (!(store instanceof DatabaseFileStore)) return 0;
  const entries = await readdir(uploadsDir, { withFileTypes: true }).catch(() => []);
  let moved = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const [referenced] = await db.query('SELECT 1 FROM report_files WHERE stored_name = $1', [entry.name]);
    if (!referenced) continue;
    const file = path.join(uploadsDir, entry.name);
    // Already copied by a start that stopped before removing the file: only the removal is left to do.
    if (!(await store.exists(entry.name))) {
      await store.putAs(entry.name, file);
      moved += 1;
    }
    await rm(file, { force: true });
  }
  return moved;
}
