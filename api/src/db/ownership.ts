import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { OperatorError } from '../operations/errors.js';

/**
 * One writer per embedded database. PGlite has no server process of its own: two processes that open the same
 * folder both write to it and corrupt it. So the server and every operator command that opens the embedded
 * database (staff, import:projects, backup, restore, migrate) first take a lock on the data folder, and a
 * second process is refused before it opens or changes anything.
 *
 * The lock is a directory, `<DATA_DIR>/in-use.lock`, made with mkdir (atomic, so of two processes starting at
 * once exactly one gets it). Its holder touches it every LOCK_UPDATE_SECONDS; a lock not touched for
 * LOCK_STALE_SECONDS belongs to a process that was killed (kill -9, a power cut, an out-of-memory kill) and
 * the next process takes it over. A process that stops normally, or on a signal, removes it at once.
 *
 * The stale period is short so that a restart after a crash waits at most ten seconds, and long enough to
 * outlast the longest pause of the holder's event loop: creating a new database (PGlite's initdb) blocks it
 * for 3–7 seconds on a busy two-core machine, during which the lock cannot be touched.
 */
export const LOCK_STALE_SECONDS = 10;
export const LOCK_UPDATE_SECONDS = 1;

export function lockPath(dataDir: string): string {
  return path.join(dataDir, 'in-use.lock');
}

export class DataFolderInUse extends OperatorError {}

/** Seconds until a lock left by a dead holder lapses, from the last time it was touched. */
function secondsLeft(dataDir: string): number {
  try {
    const age = (Date.now() - statSync(lockPath(dataDir)).mtimeMs) / 1000;
    return Math.min(LOCK_STALE_SECONDS, Math.max(1, Math.ceil(LOCK_STALE_SECONDS - age)));
  } catch {
    return LOCK_STALE_SECONDS;
  }
}

export function inUseMessage(dataDir: string): string {
  return (
    `The data folder ${dataDir} is in use by another process (the server, or an operator command such as npm run staff). ` +
    `Stop that process first; if it crashed or was killed, its lock lapses by itself: try again in ${secondsLeft(dataDir)} seconds.`
  );
}

/**
 * When the lock is lost while held — the folder's lock was removed, or another process took it over after
 * this one stalled past the stale period — two writers may now share the database: stop at once, without
 * closing anything (closing PGlite writes to the folder).
 */
function stopAtOnce(dataDir: string) {
  return (error: Error) => {
    console.error(`The lock on the data folder ${dataDir} was lost (${error.message}); stopping now so that two processes never write to the same database.`);
    process.exit(1);
  };
}

/**
 * Takes the data folder for this process, or throws DataFolderInUse (one line naming the folder and what to
 * do). Creates the folder if it does not exist yet. Returns the release, which is also done on any exit.
 */
export async function claimDataDir(dataDir: string, options: { onLost?: (error: Error) => void } = {}): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const settings = { lockfilePath: lockPath(dataDir), realpath: false };
  try {
    await lockfile.lock(dataDir, {
      ...settings,
      stale: LOCK_STALE_SECONDS * 1000,
      update: LOCK_UPDATE_SECONDS * 1000,
      retries: 0,
      onCompromised: options.onLost ?? stopAtOnce(dataDir),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataFolderInUse(inUseMessage(dataDir));
    throw error;
  }
  // Earlier versions marked the folder with a pid file, which a crashed server overwrote; it means nothing now.
  rmSync(path.join(dataDir, 'server.pid'), { force: true });
  return () => {
    try {
      lockfile.unlockSync(dataDir, settings);
    } catch {
      // Already released, or lost (and reported by onLost): nothing of ours is left to remove.
    }
  };
}
