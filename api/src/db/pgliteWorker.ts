/**
 * The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly, and a query runs to
 * its end without yielding: on the server's thread, one slow query would hold up every other request,
 * static files and WebSockets included. Here it holds up only the queries behind it, as on a real server.
 *
 * The server's side of this conversation is `openPgliteWorker` in index.ts; the messages are `WorkerRequest`
 * and `WorkerAnswer` below.
 */
import { mkdirSync, openAsBlob } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './pgliteOptions.js';

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** A database error's fields as plain data (code, detail, constraint…), so the server can rebuild it. */
export type ErrorFields = Record<string, string | number | undefined> & { message: string };

export type WorkerAnswer = { id: number; ok: true; rows?: unknown[]; tx?: number } | { id: number; ok: false; error: ErrorFields } | { notify: string; payload: string };

export interface WorkerData {
  dataDir: string;
  /**
   * For an in-memory database: a copy of a database made by PGlite's `dumpDataDir` to start from, instead of an
   * empty one (the API tests start each site from one migrated and seeded copy).
   */
  image?: string;
}

function fieldsOf(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

/** Ends a transaction without keeping its changes. */
class RolledBack extends Error {}

async function serve(port: NonNullable<typeof parentPort>, { dataDir, image }: WorkerData): Promise<void> {
  let location: string | undefined;
  if (dataDir !== ':memory:') {
    location = path.join(dataDir, 'db');
    mkdirSync(location, { recursive: true });
  }
  const db = location ? new PGlite(location, PGLITE_OPTIONS) : new PGlite({ ...PGLITE_OPTIONS, ...(image ? { loadDataDir: await openAsBlob(image) } : {}) });
  await db.waitReady;

  /** Transactions begun and not yet ended, and what each will have become once PGlite has finished it. */
  const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
  const finishing = new Map<number, Promise<void>>();
  const unlisten = new Map<string, () => Promise<void>>();
  let nextTx = 1;
  const send = (answer: WorkerAnswer) => port.postMessage(answer);

  async function handle(request: WorkerRequest): Promise<void> {
    switch (request.op) {
      case 'query': {
        const runner = request.tx === undefined ? db : open.get(request.tx)?.tx;
        if (!runner) throw new Error(`transaction ${request.tx} is not open`);
        send({ id: request.id, ok: true, rows: (await runner.query(request.sql, request.params)).rows });
        return;
      }
      case 'exec':
        await db.exec(request.sql);
        send({ id: request.id, ok: true });
        return;
      case 'begin': {
        const tx = nextTx++;
        let started = false;
        // The transaction stays open, holding PGlite's lock, until the server sends `end` for it.
        const finished = db
          .transaction(
            (inside) =>
              new Promise<void>((resolve, reject) => {
                started = true;
                open.set(tx, { tx: inside, end: (commit) => (commit ? resolve() : reject(new RolledBack())) });
                send({ id: request.id, ok: true, tx });
              }),
          )
          .catch((error: unknown) => {
            if (!(error instanceof RolledBack)) throw error;
          })
          .finally(() => open.delete(tx));
        finishing.set(tx, finished);
        finished.catch((error: unknown) => {
          if (started) return;
          finishing.delete(tx);
          send({ id: request.id, ok: false, error: fieldsOf(error) });
        });
        return;
      }
      case 'end': {
        const transaction = open.get(request.tx);
        const finished = finishing.get(request.tx);
        if (!transaction || !finished) throw new Error(`transaction ${request.tx} is not open`);
        finishing.delete(request.tx);
        transaction.end(request.commit);
        // Answered once PGlite has committed (a failed commit is this request's error) or rolled back.
        await finished;
        send({ id: request.id, ok: true });
        return;
      }
      case 'listen': {
        if (!unlisten.has(request.channel)) {
          unlisten.set(request.channel, await db.listen(request.channel, (payload) => send({ notify: request.channel, payload })));
        }
        send({ id: request.id, ok: true });
        return;
      }
      case 'unlisten':
        await unlisten.get(request.channel)?.();
        unlisten.delete(request.channel);
        send({ id: request.id, ok: true });
        return;
      case 'close':
        await db.close();
        send({ id: request.id, ok: true });
        port.close();
        return;
    }
  }

  port.on('message', (request: WorkerRequest) => {
    handle(request).catch((error: unknown) => send({ id: request.id, ok: false, error: fieldsOf(error) }));
  });
  send({ id: 0, ok: true });
}

if (parentPort) {
  const port = parentPort;
  serve(port, workerData as WorkerData).catch((error: unknown) => port.postMessage({ id: 0, ok: false, error: fieldsOf(error) } satisfies WorkerAnswer));
}
