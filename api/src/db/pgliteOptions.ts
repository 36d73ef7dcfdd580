import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * What every embedded database of this project is opened with: the extensions its migrations create
 * (pg_trgm, migration 018). Backup and restore open the folder with them too.
 */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } } satisfies PGliteOptions;
