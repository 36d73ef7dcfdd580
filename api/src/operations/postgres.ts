import { spawn, type ChildProcess } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OperatorError } from './errors.js';

/**
 * PostgreSQL's own tools (Debian's postgresql-client: pg_dump, pg_restore, psql) back the database up and
 * restore it, so a backup holds whatever tables exist — including any a later version adds — and can be read
 * with those tools alone.
 *
 * The password never goes on a command line (other users of the machine can read those in /proc): it is
 * taken out of the URL and handed over in PGPASSWORD.
 */
export function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  let parsed: URL;
  try {
    parsed = new URL(databaseUrl);
  } catch {
    throw new OperatorError('DATABASE_URL must be a postgres:// URL, e.g. postgres://user:password@host:5432/database.');
  }
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
  }
  return { url: parsed.toString(), env };
}

/** The first lines a tool wrote to stderr: what went wrong, in its own words. */
function firstLines(text: string): string {
  return text.trim().split('\n').slice(0, 3).join(' / ') || 'no message';
}

function started(child: ChildProcess, tool: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new OperatorError(`${tool} was not found: install PostgreSQL's client tools (apt-get install postgresql-client), of the server's major version or newer.`)
          : error,
      ),
    );
  });
}

function finished(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.once('close', (code) => resolve(code ?? 1)));
}

/** Runs a tool; resolves with its stdout, or throws an OperatorError with what it wrote to stderr. */
async function run(tool: string, args: string[], env: NodeJS.ProcessEnv, what: string): Promise<string> {
  const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await started(child, tool);
  const code = await finished(child);
  if (code !== 0) throw new OperatorError(`${what} failed: ${tool} said: ${firstLines(stderr)}`);
  return stdout;
}

/**
 * The whole database, in pg_dump's custom format (compressed, readable by pg_restore). Owners and grants are
 * left out, so the backup restores into a database owned by another role (a new server, a new account).
 */
export async function dumpDatabase(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`, `--dbname=${url}`], env, 'Backing up the PostgreSQL database');
}

/** Checks the dump can be read whole by pg_restore; returns its table of contents. */
export async function readDumpContents(file: string): Promise<string> {
  return run('pg_restore', ['--list', file], process.env, 'Reading the database dump');
}

/**
 * Replaces everything in the database with the dump, in ONE transaction: the schemas there now (with their
 * tables, whatever version made them) and large objects are dropped and the dump is loaded — or, if anything
 * fails, the database is left exactly as it was.
 *
 * pg_restore first writes the dump out as one SQL script (`workDir/restore.sql`) and must finish without an
 * error; only then does psql run the dropping statements and that script with --single-transaction and
 * ON_ERROR_STOP. Streaming pg_restore straight into psql would commit whatever arrived if pg_restore died
 * half-way. The script is made with pg_restore's own --single-transaction so it holds no transactions of its
 * own (it otherwise commits large objects separately); its BEGIN and COMMIT fall inside psql's transaction.
 */
export async function restoreDatabase(databaseUrl: string, file: string, contents: string, workDir: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const script = path.join(workDir, 'restore.sql');
  const prelude = path.join(workDir, 'replace.sql');
  await run('pg_restore', ['--single-transaction', '--no-owner', '--no-acl', `--file=${script}`, file], env, 'Reading the database dump');
  // pg_dump does not create the public schema (every database has one); dropping it here means creating it again.
  const dumpCreatesPublic = /^\d+;\s+\d+\s+\d+\s+SCHEMA\s+-\s+public\s/m.test(contents);
  await writeFile(
    prelude,
    [
      'SELECT pg_catalog.lo_unlink(oid) FROM pg_catalog.pg_largeobject_metadata;',
      `DO $replace$ DECLARE name text; BEGIN
         FOR name IN SELECT nspname FROM pg_catalog.pg_namespace WHERE nspname <> 'information_schema' AND nspname NOT LIKE 'pg\\_%' LOOP
           EXECUTE format('DROP SCHEMA %I CASCADE', name);
         END LOOP;
       END $replace$;`,
      dumpCreatesPublic ? '' : 'CREATE SCHEMA public;',
      '',
    ].join('\n'),
  );
  try {
    await run(
      'psql',
      ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--file=${prelude}`, `--file=${script}`, `--dbname=${url}`],
      env,
      'Restoring the PostgreSQL database (it was left as it was)',
    );
  } finally {
    await rm(script, { force: true });
    await rm(prelude, { force: true });
  }
}
