import { ConfigError, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/index.js';
import { claimDataDir } from '../db/ownership.js';
import { OperatorError } from './errors.js';

/** True when the site's database is the embedded one in a data folder (not PostgreSQL, not in memory). */
export function usesDataFolderDatabase(config: Config): boolean {
  return !config.databaseUrl && config.dataDir !== ':memory:';
}

/**
 * Takes the data folder for an operator command when the database is the embedded one (see db/ownership.ts),
 * before the database is opened; with PostgreSQL there is nothing to take, it handles concurrent writers.
 */
export async function holdDataFolder(config: Config): Promise<() => void> {
  return usesDataFolderDatabase(config) ? claimDataDir(config.dataDir) : () => undefined;
}

/** The data folder held (embedded database) and the database opened; `close` closes it and lets the folder go. */
export async function openCommandDatabase(config: Config): Promise<{ db: Database; close(): Promise<void> }> {
  const release = await holdDataFolder(config);
  let db: Database;
  try {
    // An operator's command may run statements longer than any request may (an import, a migration).
    db = await openDatabase({ ...config, databasePool: { ...config.databasePool, statementTimeoutMs: 0 } });
  } catch (error) {
    release();
    throw error;
  }
  return {
    db,
    async close() {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * Runs an operator command and exits with its status. A refusal the operator acts on (OperatorError, bad
 * configuration) prints its own lines and exits 1; anything unexpected is printed whole, stack included,
 * since that is a fault to report.
 */
export function runCommand(name: string, main: () => Promise<number>): void {
  main().then(
    (status) => process.exit(status),
    (error: unknown) => {
      if (error instanceof OperatorError || error instanceof ConfigError) console.error(error.message);
      else console.error(`${name} stopped:`, error);
      process.exit(1);
    },
  );
}
