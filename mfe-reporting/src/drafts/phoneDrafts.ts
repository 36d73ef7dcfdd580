// Drafts a citizen chose to keep on this phone ("Keep a draft on this phone"): what they typed and the files they
// chose, in IndexedDB (which keeps files as they are). Nothing is written unless they chose it; sending the
// report or unticking the box removes it, and so does "Remove everything from this phone" (the shell's page),
// which deletes this database: each operation opens it and closes it again, so no open tab holds it.

/** The forms whose drafts can be kept. */
export type DraftKind = 'complaint' | 'report';

/** A chosen file as kept: a File's bytes and what the form shows of it. */
interface KeptFile {
  name: string;
  type: string;
  lastModified: number;
  data: Blob;
}

/** A submission made offline and not yet answered: its Idempotency-Key, so sending it later makes one record. */
export interface PendingSend {
  key: string;
}

interface StoredDraft {
  values: unknown;
  files: KeptFile[];
  step?: number;
  pending?: PendingSend;
  savedAt: string;
}

/** A draft as the form gets it back. */
export interface Draft<V> {
  values: V;
  files: File[];
  step?: number;
  pending?: PendingSend;
  savedAt: Date;
}

/** What a form hands over to be kept. */
export interface DraftContent<V> {
  values: V;
  files: readonly File[];
  step?: number;
  pending?: PendingSend;
}

export interface DraftStore {
  /** Whether this browser can keep drafts at all. */
  available(): boolean;
  read<V>(kind: DraftKind): Promise<Draft<V> | null>;
  write<V>(kind: DraftKind, draft: DraftContent<V>): Promise<void>;
  remove(kind: DraftKind): Promise<void>;
}

export const DRAFTS_DATABASE = 'uwazi-drafts';
const STORE = 'drafts';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DRAFTS_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const database = request.result;
      // "Remove everything from this phone" in another tab: let it delete the database.
      database.onversionchange = () => database.close();
      resolve(database);
    };
    request.onerror = () => reject(request.error ?? new Error('the drafts database could not be opened'));
    request.onblocked = () => reject(new Error('the drafts database is being removed'));
  });
}

/** One request in a transaction of its own, the database closed once it has ended. */
async function run<T>(mode: IDBTransactionMode, request: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const pending = request(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(pending.result);
      transaction.onerror = () => reject(transaction.error ?? pending.error ?? new Error('the draft could not be kept'));
      transaction.onabort = () => reject(transaction.error ?? new Error('the draft could not be kept'));
    });
  } finally {
    database.close();
  }
}

export const phoneDrafts: DraftStore = {
  available: () => typeof indexedDB !== 'undefined',

  async read<V>(kind: DraftKind) {
    if (!phoneDrafts.available()) return null;
    const stored = await run<StoredDraft | undefined>('readonly', (store) => store.get(kind));
    if (!stored) return null;
    return {
      values: stored.values as V,
      files: stored.files.map((file) => new File([file.data], file.name, { type: file.type, lastModified: file.lastModified })),
      step: stored.step,
      pending: stored.pending,
      savedAt: new Date(stored.savedAt),
    };
  },

  async write(kind, { values, files, step, pending }) {
    const stored: StoredDraft = {
      values,
      files: files.map((file) => ({ name: file.name, type: file.type, lastModified: file.lastModified, data: file })),
      ...(step === undefined ? {} : { step }),
      ...(pending ? { pending } : {}),
      savedAt: new Date().toISOString(),
    };
    await run('readwrite', (store) => store.put(stored, kind));
  },

  async remove(kind) {
    if (!phoneDrafts.available()) return;
    await run('readwrite', (store) => store.delete(kind));
  },
};
