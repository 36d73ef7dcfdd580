import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * What the embedded database is started with, on top of PGlite's own parameters.
 *
 * - shared_buffers: PostgreSQL's page cache lives in the WebAssembly heap, which never gives memory back; 128 MB
 *   (PostgreSQL's default) is most of an idle server's memory. Pages beyond it are read from the data folder,
 *   which the operating system keeps in its own cache.
 */
export const PGLITE_SETTINGS = { shared_buffers: '32MB' } as const;

/**
 * What every embedded database of this project is opened with: the extensions its migrations create
 * (pg_trgm, migration 018) and the settings above. Backup and restore open the folder with them too.
 */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`])],
} satisfies PGliteOptions;
