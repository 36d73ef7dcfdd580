import { Readable } from 'node:stream';
import type { Database, Queryable } from '../db/index.js';
import type { FileStore } from '../storage/index.js';
import { isSealedFile, isSealedText, newSecretKey, sealFile } from './caseCrypto.js';
import { RECOVERY_HOLDER, wrapCaseKey } from './caseKeys.js';
import { complaintSecrets } from './receipts.js';
import { partContext, sealPart, SEALED_REPORT_COLUMNS, type CaseLock, type CasePart } from './sealedCase.js';

/** A value written before encryption sealed now; one sealed already is left as it is. */
const sealOld = (lock: CaseLock, part: CasePart, value: string | null) => (value === null || isSealedText(value) ? value : sealPart(lock, part, value));

/**
 * Cases written before encryption (a site upgraded to migration 043) are sealed at start, one transaction each:
 * their texts, messages, notes, reasons, audit details, file names and files, with a key of their own wrapped
 * for the recovery key and every case handler with a key. A complaint is given its citizen's key from its
 * reference and address, as a new one is. A report's receipt is not known here: its reporter is given theirs
 * on their next follow-up, while the recovery key is still on the server (caseAccess.ts, citizenLock).
 * Answers how many cases were sealed. `stop` is asked before each case: a stopping server leaves the rest.
 */
export async function sealExistingCases(db: Database, store: Pick<FileStore, 'get' | 'put' | 'delete'>, pepper: string, stop: () => boolean = () => false): Promise<number> {
  const waiting = await db.query<{ id: string }>(`SELECT r.id FROM reports r WHERE NOT EXISTS (SELECT 1 FROM report_keys k WHERE k.report_id = r.id AND k.holder = $1)`, [
    RECOVERY_HOLDER,
  ]);
  let sealed = 0;
  for (const { id } of waiting) {
    // The server is stopping: the rest wait for its next start.
    if (stop()) break;
    const replaced: string[] = [];
    const done = await db.transaction(async (tx) => {
      // Another instance starting at the same moment may have sealed it already.
      const [row] = await tx.query<Record<string, string | null> & { kind: string; reference: string | null }>('SELECT * FROM reports WHERE id = $1 FOR UPDATE', [id]);
      if (!row) return false;
      const [already] = await tx.query('SELECT 1 FROM report_keys WHERE report_id = $1 AND holder = $2', [id, RECOVERY_HOLDER]);
      if (already) return false;
      const lock: CaseLock = { id, key: newSecretKey() };
      const email = row.contact_email && !isSealedText(row.contact_email) ? row.contact_email : null;
      const citizen = row.kind === 'complaint' && row.reference && email ? await complaintSecrets(row.reference, email, pepper) : null;
      const values = SEALED_REPORT_COLUMNS.map((column) => sealOld(lock, column, row[column] ?? null));
      await tx.query(
        `UPDATE reports SET ${SEALED_REPORT_COLUMNS.map((column, index) => `${column} = $${index + 2}`).join(', ')}, tracking_hash = COALESCE($${SEALED_REPORT_COLUMNS.length + 2}, tracking_hash) WHERE id = $1`,
        [id, ...values, citizen?.lookup ?? null],
      );
      await sealRows(tx, lock, 'report_messages', 'body', 'message');
      await sealRows(tx, lock, 'report_notes', 'body', 'note');
      await sealRows(tx, lock, 'report_status_events', 'public_reason', 'reason');
      await sealRows(tx, lock, 'report_audit', 'detail', 'audit');
      const files = await tx.query<{ id: string; stored_name: string; original_name: string }>('SELECT id, stored_name, original_name FROM report_files WHERE report_id = $1', [
        id,
      ]);
      for (const file of files) {
        const stored = await store.get(file.stored_name);
        let storedName = file.stored_name;
        if (stored) {
          const pieces: Buffer[] = [];
          for await (const piece of stored.stream) pieces.push(piece as Buffer);
          const bytes = Buffer.concat(pieces);
          if (!isSealedFile(bytes)) {
            storedName = (await store.put(Readable.from([sealFile(lock.key, bytes, partContext(id, 'file'))]), tx)).name;
            replaced.push(file.stored_name);
          }
        }
        await tx.query('UPDATE report_files SET stored_name = $2, original_name = $3 WHERE id = $1', [file.id, storedName, sealOld(lock, 'file_name', file.original_name)]);
      }
      await wrapCaseKey(tx, id, lock.key, citizen?.key ?? null);
      return true;
    });
    // The plain files go only once their sealed copies are committed.
    for (const name of replaced) await store.delete(name);
    if (done) sealed += 1;
  }
  return sealed;
}

async function sealRows(tx: Queryable, lock: CaseLock, table: string, column: string, part: CasePart): Promise<void> {
  const rows = await tx.query<{ id: string; value: string | null }>(`SELECT id, ${column} AS value FROM ${table} WHERE report_id = $1`, [lock.id]);
  for (const row of rows) {
    if (row.value === null || isSealedText(row.value)) continue;
    await tx.query(`UPDATE ${table} SET ${column} = $2 WHERE id = $1`, [row.id, sealPart(lock, part, row.value)]);
  }
}
