import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../paths.js';
import { OperatorError } from '../operations/errors.js';
import type { Database, Queryable } from './index.js';

/** An arbitrary fixed key: instances starting together take turns applying migrations. */
const MIGRATION_LOCK = 724_019;

/** An applied migration whose file no longer has the content that was applied. */
export class MigrationChanged extends OperatorError {}

/** SHA-256 of a migration's text. Line endings count as LF, so a Windows checkout is not taken for an edit. */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/** The checksum column arrives with migration 010; before it is applied there is nothing to record or compare. */
async function hasChecksums(tx: Queryable): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'schema_migrations' AND column_name = 'checksum'`);
  return rows.length > 0;
}

/**
 * Applies the plain SQL files in migrations/ in name order, each once. All pending files run in one
 * transaction under an advisory lock, so two instances starting at once cannot apply the same file twice
 * and a failing file leaves the schema as it was. The same files run on PGlite and PostgreSQL.
 *
 * Every applied file's checksum is recorded (for files applied before checksums existed, the first time they
 * are seen). Before anything is applied, each recorded checksum is compared with its file: an applied
 * migration that was edited since throws MigrationChanged naming the file, and nothing is applied — the
 * database does not have what the edited file says, and applying the files after it could make matters worse.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const texts = new Map<string, string>();
  for (const file of files) texts.set(file, await readFile(path.join(dir, file), 'utf8'));
  return db.transaction(async (tx) => {
    // A migration may rightly take longer than any request may (an index built over every row).
    if (db.kind === 'postgres') await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const recorded = (await hasChecksums(tx))
      ? await tx.query<{ id: string; checksum: string | null }>('SELECT id, checksum FROM schema_migrations')
      : (await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => ({ id: row.id, checksum: null }));
    for (const row of recorded) {
      const text = texts.get(row.id);
      if (row.checksum && text !== undefined && migrationChecksum(text) !== row.checksum) {
        throw new MigrationChanged(
          `The migration ${path.join(dir, row.id)} was edited after it was applied to this database (its checksum no longer matches): put the file back as it was and make the change in a new migration.`,
        );
      }
    }
    const done = new Set(recorded.map((row) => row.id));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      for (const statement of splitStatements(texts.get(file)!)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [file]);
      applied.push(file);
    }
    if (await hasChecksums(tx)) {
      const missing = (await tx.query<{ id: string }>('SELECT id FROM schema_migrations WHERE checksum IS NULL')).filter((row) => texts.has(row.id));
      for (const row of missing) await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE id = $1', [row.id, migrationChecksum(texts.get(row.id)!)]);
    }
    return applied;
  });
}

/** The last applied migration (the schema version a backup records), or null for an empty database. */
export async function schemaVersion(db: Queryable): Promise<string | null> {
  const [table] = await db.query<{ present: boolean }>(`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`);
  if (!table?.present) return null;
  const [row] = await db.query<{ id: string | null }>('SELECT max(id) AS id FROM schema_migrations');
  return row?.id ?? null;
}

/**
 * Splits a migration into statements at semicolons that end a line, except inside a dollar-quoted body
 * ($$ … $$ or $tag$ … $tag$, as a trigger function's), whose own semicolons belong to it.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const line of sql.split(/\r?\n/)) {
    if (quote === null && /^\s*--/.test(line)) continue;
    current += `${line}\n`;
    for (const tag of line.match(/\$[A-Za-z_]*\$/g) ?? []) {
      if (quote === null) quote = tag;
      else if (tag === quote) quote = null;
    }
    if (quote === null && /;\s*$/.test(line)) {
      statements.push(current.trim().replace(/;$/, '').trim());
      current = '';
    }
  }
  statements.push(current.trim());
  return statements.filter(Boolean);
}
