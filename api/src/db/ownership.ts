import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database serves one process at a time. The server marks the data folder as in use, and
 * command-line tools refuse to open it meanwhile (with PostgreSQL there is no such limit).
 */
function markerFile(dataDir: string): string {
  return path.join(dataDir, 'server.pid');
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function claimDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(markerFile(dataDir), String(process.pid));
  return () => rmSync(markerFile(dataDir), { force: true });
}

/** The pid of a live server using `dataDir`, or null. */
export function serverUsing(dataDir: string): number | null {
  const file = markerFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8'));
  return Number.isInteger(pid) && pid !== process.pid && isRunning(pid) ? pid : null;
}
