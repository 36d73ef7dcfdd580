import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { processLogger } from '../observability/log.js';

/**
 * The database, PostgreSQL dialect everywhere: embedded PGlite by default, a PostgreSQL pool when
 * DATABASE_URL is set. Queries are plain SQL with $1 placeholders and run unchanged on both.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's pool: connections open, idle, and queries waiting for one (metrics). The embedded database has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Hears NOTIFY on `channel` (a plain lower-case name): `heard` for each one, `lost` once if the listening
   * connection fails (PostgreSQL), after which nothing more is heard. Answers the way to stop listening.
   */
  listen(channel: string, heard: (payload: string) => void, lost: () => void): Promise<() => Promise<void>>;
}

/**
 * What every embedded database of this project is opened with: the extensions its migrations create
 * (pg_trgm, migration 018). Backup and restore open the folder with them too.
 */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } } satisfies PGliteOptions;

const CHANNEL = /^[a-z_]+$/;

function checkedChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

async function openPglite(dataDir: string): Promise<Database> {
  let location: string | undefined;
  if (dataDir !== ':memory:') {
    location = path.join(dataDir, 'db');
    mkdirSync(location, { recursive: true });
  }
  const db = location ? new PGlite(location, PGLITE_OPTIONS) : new PGlite(PGLITE_OPTIONS);
  await db.waitReady;
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return db.transaction((tx) =>
        work({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await tx.query<R>(sql, params)).rows;
          },
        }),
      );
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    async close() {
      await db.close();
    },
    async listen(channel: string, heard: (payload: string) => void) {
      // In-process: the embedded database tells its own process, which is the only one writing to it.
      return db.listen(checkedChannel(channel), heard);
    },
  };
}

async function openPostgres(url: string, searchPath?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    // Tests give each file its own schema so they can run against one shared server.
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => processLogger().error({ err: error.message }, 'database: an idle connection failed'));
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as R[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
    poolStats() {
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    async listen(channel: string, heard: (payload: string) => void, lost: () => void) {
      // A connection of its own, outside the pool: LISTEN holds it for as long as the process runs.
      const client = new pg.Client({ connectionString: url, ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}) });
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        lost();
      };
      client.on('notification', (message) => {
        if (message.channel === channel) heard(message.payload ?? '');
      });
      client.on('error', (error) => {
        processLogger().error({ err: error.message }, 'database: the listening connection failed');
        end();
      });
      client.on('end', end);
      try {
        await client.connect();
        await client.query(`LISTEN ${checkedChannel(channel)}`);
      } catch (error) {
        // The caller hears of this failure from the throw, not from `lost` as well.
        ended = true;
        await client.end().catch(() => undefined);
        throw error;
      }
      return async () => {
        ended = true;
        await client.end().catch(() => undefined);
      };
    },
  };
}

export function openDatabase(options: { databaseUrl: string | null; dataDir: string; searchPath?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.searchPath) : openPglite(options.dataDir);
}
