import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DatabaseBusy } from '../errors.js';
import { processLogger } from '../observability/log.js';
import type { ErrorFields, WorkerAnswer, WorkerData, WorkerRequest } from './pgliteWorker.js';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

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

export { PGLITE_OPTIONS } from './pgliteOptions.js';

const CHANNEL = /^[a-z_]+$/;

function checkedChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/** A database error from the embedded database's thread, with the fields the server reads (code, constraint…). */
function rebuiltError(fields: ErrorFields): Error {
  const { message, name, ...rest } = fields;
  const error = Object.assign(new Error(message), rest);
  if (typeof name === 'string' && name !== 'Error') error.name = name;
  return error;
}

/**
 * The embedded database, run on a thread of its own (pgliteWorker.ts) so that a slow query never holds up
 * the server's event loop. Queries keep their order, and a transaction holds the database until it ends,
 * as in-process; only rows and errors cross between the threads, as plain data.
 */
async function openPglite(dataDir: string, image?: string): Promise<Database> {
  // The worker is the file beside this one, in TypeScript when the server itself runs from source (tests).
  const workerFile = new URL(`./pgliteWorker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);
  const worker = new Worker(workerFile, { workerData: { dataDir, ...(image ? { image } : {}) } satisfies WorkerData });
  const waiting = new Map<number, { resolve: (answer: { rows?: unknown[]; tx?: number }) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, (payload: string) => void>();
  let nextId = 1;
  let stopped: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => waiting.set(0, { resolve: () => resolve(), reject }));
  worker.on('message', (answer: WorkerAnswer) => {
    if ('notify' in answer) {
      listeners.get(answer.notify)?.(answer.payload);
      return;
    }
    const caller = waiting.get(answer.id);
    if (!caller) return;
    waiting.delete(answer.id);
    // As PGlite in the process itself: the thread keeps the process alive only while a query is waiting on it.
    if (waiting.size === 0) worker.unref();
    if (answer.ok) caller.resolve(answer);
    else caller.reject(rebuiltError(answer.error));
  });
  const stop = (error: Error) => {
    stopped = error;
    for (const caller of waiting.values()) caller.reject(error);
    waiting.clear();
  };
  worker.on('error', (error) => {
    processLogger().error({ err: error.message }, 'database: the embedded database stopped');
    stop(new Error(`the embedded database stopped: ${error.message}`));
  });
  worker.on('exit', () => stop(new Error('the embedded database is closed')));

  type Request = DistributiveOmit<WorkerRequest, 'id'>;
  const ask = (request: Request) =>
    new Promise<{ rows?: unknown[]; tx?: number }>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...request, id });
    });
  const query = async <T>(sql: string, params: unknown[] = [], tx?: number) => ((await ask({ op: 'query', sql, params, ...(tx === undefined ? {} : { tx }) })).rows ?? []) as T[];

  await ready;
  return {
    kind: 'pglite',
    query,
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const { tx } = await ask({ op: 'begin' });
      if (tx === undefined) throw new Error('the embedded database began no transaction');
      let result: T;
      try {
        result = await work({ query: (sql, params) => query(sql, params, tx) });
      } catch (error) {
        await ask({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await ask({ op: 'end', tx, commit: true });
      return result;
    },
    async exec(sql: string) {
      await ask({ op: 'exec', sql });
    },
    async close() {
      if (stopped) return;
      await ask({ op: 'close' });
      await worker.terminate();
    },
    async listen(channel: string, heard: (payload: string) => void) {
      // In-process: the embedded database tells its own process, which is the only one writing to it.
      const name = checkedChannel(channel);
      listeners.set(name, heard);
      await ask({ op: 'listen', channel: name });
      return async () => {
        listeners.delete(name);
        if (!stopped) await ask({ op: 'unlisten', channel: name });
      };
    },
  };
}

/** What a statement timeout (57014 query_canceled) or a pool that stayed full too long becomes: a 503 to the client. */
function busyOrSelf(error: unknown): unknown {
  if ((error as { code?: string }).code === '57014') return new DatabaseBusy('statement');
  if (error instanceof Error && error.message === 'timeout exceeded when trying to connect') return new DatabaseBusy('pool');
  return error;
}

export interface PoolLimits {
  size: number;
  waitMs: number;
  /** 0: no limit. */
  statementTimeoutMs: number;
}

async function openPostgres(url: string, limits: PoolLimits, searchPath?: string): Promise<Database> {
  // Loaded only when the site runs on PostgreSQL: the embedded database never needs the client's memory.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.size,
    connectionTimeoutMillis: limits.waitMs,
    ...(limits.statementTimeoutMs > 0 ? { statement_timeout: limits.statementTimeoutMs } : {}),
    idleTimeoutMillis: 30_000,
    // Tests give each file its own schema so they can run against one shared server.
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => processLogger().error({ err: error.message }, 'database: an idle connection failed'));
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      try {
        return (await pool.query(sql, params)).rows as T[];
      } catch (error) {
        throw busyOrSelf(error);
      }
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect().catch((error: unknown) => {
        throw busyOrSelf(error);
      });
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<R>(sql: string, params: unknown[] = []) {
            try {
              return (await client.query(sql, params)).rows as R[];
            } catch (error) {
              throw busyOrSelf(error);
            }
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

const DEFAULT_POOL: PoolLimits = { size: 10, waitMs: 5_000, statementTimeoutMs: 0 };

/**
 * `pgliteImage`: for the embedded database in memory, a copy made by PGlite's `dumpDataDir` to start from
 * (see WorkerData.image).
 */
export function openDatabase(options: { databaseUrl: string | null; dataDir: string; searchPath?: string; databasePool?: PoolLimits; pgliteImage?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.databasePool ?? DEFAULT_POOL, options.searchPath) : openPglite(options.dataDir, options.pgliteImage);
}
