import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { CHUNK_BYTES, DatabaseFileStore } from '../src/storage/index.js';
import { SEALED_FILE_OVERHEAD } from '../src/reporting/caseCrypto.js';
import { FILE_MISSING, FILE_UNREADABLE } from '../src/reporting/desk.js';
import type { Database, Queryable } from '../src/db/index.js';

const REPORT = {
  incidentType: 'procurement',
  location: 'Nakuru County offices',
  date: '2026-11-03',
  description: 'A road contract was paid twice to the same supplier.',
  isAnonymous: 'true',
  keepOriginals: 'true',
};

/** A PDF as far as the type check is concerned, with `size` bytes of random content: every byte is checked on the way back. */
function pdfOf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

function reportForm(fields: Record<string, string>, files: Array<{ name: string; data: Buffer }>, fileField = 'evidenceFiles'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(fileField, new Blob([new Uint8Array(file.data)]), file.name);
  return form;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) assert.fail(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** A GET on a listening instance, read to its end or to its failure: status, headers, the bytes that came, and how it ended. */
function download(
  app: FastifyInstance,
  url: string,
  cookie: string,
  stopAfterBytes = Number.POSITIVE_INFINITY,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer; complete: boolean }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: url, headers: { cookie } }, (response) => {
      const pieces: Buffer[] = [];
      let received = 0;
      let settled = false;
      const finish = (complete: boolean) => {
        if (settled) return;
        settled = true;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(pieces), complete });
      };
      response.on('data', (piece: Buffer) => {
        pieces.push(piece);
        received += piece.length;
        if (received >= stopAfterBytes) {
          // A browser tab closed half-way through the download.
          outgoing.destroy();
          finish(false);
        }
      });
      response.on('end', () => finish(response.complete));
      response.on('aborted', () => finish(false));
      response.on('error', () => finish(false));
      response.on('close', () => finish(response.complete));
    });
    outgoing.on('error', (error) => (outgoing.destroyed ? undefined : reject(error)));
    outgoing.end();
  });
}

for (const database of DATABASES) {
  describe(`evidence downloads and the audit log, on ${database.name}`, () => {
    let site: TestSite;
    let staff: { id: string; cookie: string };
    before(async () => {
      site = await startTestSite(database.url, { STAFF_EMAILS: '' });
      staff = await site.signedInCitizen('Audit Officer');
      await site.grantRoles(staff.id, 'case_handler');
    });
    after(async () => site.close());

    const downloads = async (reportId: string) =>
      (await site.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM report_audit WHERE report_id = $1 AND action = 'downloaded evidence'`, [reportId]))[0]!.n;

    it('answers a file missing from the store with 404 JSON naming the file, and writes no download to the audit log', async () => {
      const evidence = pdfOf(40_000);
      const submitted = await site.app.inject({
        method: 'POST',
        url: '/api/corruption-reports/',
        payload: reportForm(REPORT, [{ name: 'contract.pdf', data: evidence }]) as never,
        headers: SAME_ORIGIN,
        remoteAddress: '203.0.113.60',
      });
      assert.equal(submitted.statusCode, 201, submitted.body);
      const [file] = await site.db.query<{ id: string; report_id: string; stored_name: string }>(
        'SELECT id, report_id, stored_name FROM report_files ORDER BY created_at DESC LIMIT 1',
      );

      // First a download that works: it is in the audit log once the file has been sent.
      const fine = await site.app.inject({ url: `/api/desk/cases/${file!.report_id}/files/${file!.id}/`, headers: { cookie: staff.cookie } });
      assert.equal(fine.statusCode, 200);
      assert.ok(fine.rawPayload.equals(evidence));
      await eventually(async () => (await downloads(file!.report_id)) === 1, 'the download in the audit log');

      await site.app.fileStore.delete(file!.stored_name);
      const missing = await site.app.inject({ url: `/api/desk/cases/${file!.report_id}/files/${file!.id}/`, headers: { cookie: staff.cookie } });
      assert.equal(missing.statusCode, 404);
      assert.match(String(missing.headers['content-type']), /^application\/json/);
      assert.deepEqual(missing.json(), { status: 'error', message: FILE_MISSING, field: 'fileId', status_code: 404 });
      await sleep(300);
      assert.equal(await downloads(file!.report_id), 1, 'the failed download is not in the audit log');
    });
  });
}

const postgres = DATABASES.find((database) => database.url);

describe('two instances on one PostgreSQL database', { skip: postgres ? false : 'needs DATABASE_URL' }, () => {
  let site: TestSite;
  let second: { app: FastifyInstance; close(): Promise<void> };
  let staff: { id: string; cookie: string };
  let client = 0;
  before(async () => {
    site = await startTestSite(postgres!.url, { STAFF_EMAILS: '' });
    second = await site.secondInstance();
    staff = await site.signedInCitizen('Desk Officer');
    await site.grantRoles(staff.id, 'case_handler');
  });
  after(async () => {
    await second?.close();
    await site?.close();
  });

  const A = () => site.app;
  const B = () => second.app;
  const submit = (app: FastifyInstance, form: FormData, url = '/api/corruption-reports/', headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: form as never, headers: { ...SAME_ORIGIN, ...headers }, remoteAddress: `198.51.100.${(client += 1)}` });
  const latestFiles = async () => {
    const [report] = await site.db.query<{ id: string }>('SELECT id FROM reports ORDER BY created_at DESC LIMIT 1');
    const rows = await site.db.query<{ id: string; stored_name: string; original_name: string; size_bytes: string }>(
      'SELECT id, stored_name, original_name, size_bytes FROM report_files WHERE report_id = $1 ORDER BY original_name',
      [report!.id],
    );
    return { reportId: report!.id, files: rows };
  };
  const downloads = async (reportId: string) =>
    (await site.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM report_audit WHERE report_id = $1 AND action = 'downloaded evidence'`, [reportId]))[0]!.n;
  const counts = async () => {
    const [row] = await site.db.query<{ files: number; chunks: number; reports: number }>(
      'SELECT (SELECT count(*)::int FROM stored_files) AS files, (SELECT count(*)::int FROM stored_file_chunks) AS chunks, (SELECT count(*)::int FROM reports) AS reports',
    );
    return row!;
  };

  it('serves evidence and complaint documents submitted through one instance, byte for byte, from the desk of the other', async () => {
    const photoLike = pdfOf(300_000);
    const minutes = pdfOf(1234);
    assert.equal(
      (
        await submit(
          A(),
          reportForm(REPORT, [
            { name: 'invoice.pdf', data: photoLike },
            { name: 'minutes.pdf', data: minutes },
          ]),
        )
      ).statusCode,
      201,
    );
    const report = await latestFiles();

    const view = await B().inject({ url: `/api/desk/cases/${report.reportId}/`, headers: { cookie: staff.cookie } });
    assert.equal(view.statusCode, 200, view.body);
    const listed = view.json().case.files as Array<{ name: string; downloadUrl: string }>;
    assert.deepEqual(listed.map((file) => file.name).sort(), ['invoice.pdf', 'minutes.pdf']);
    for (const file of listed) {
      const answer = await B().inject({ url: file.downloadUrl, headers: { cookie: staff.cookie } });
      assert.equal(answer.statusCode, 200, answer.body);
      assert.equal(answer.headers['content-disposition'], `attachment; filename="${file.name}"`);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff');
      assert.equal(answer.headers['content-type'], 'application/pdf');
      assert.ok(answer.rawPayload.equals(file.name === 'invoice.pdf' ? photoLike : minutes), `${file.name} arrives byte for byte`);
    }
    await eventually(async () => (await downloads(report.reportId)) === 2, 'both downloads in the audit log');

    const citizen = await site.signedInCitizen('Complaining Citizen');
    const complaint = await submit(
      A(),
      reportForm(
        {
          category: 'fraud',
          county: '032',
          institution: 'Nakuru Lands Registry',
          details: 'Fees charged twice.',
          incidentDate: '2026-10-10',
          fullName: 'Complaining Citizen',
          email: 'c@example.org',
          phone: '+254711000000',
          declaration: 'true',
        },
        [{ name: 'receipt.pdf', data: minutes }],
        'documents',
      ),
      '/api/complaints/',
      { cookie: citizen.cookie },
    );
    assert.equal(complaint.statusCode, 201, complaint.body);
    const documents = await latestFiles();
    const document = await B().inject({ url: `/api/desk/cases/${documents.reportId}/files/${documents.files[0]!.id}/`, headers: { cookie: staff.cookie } });
    assert.equal(document.statusCode, 200);
    assert.ok(document.rawPayload.equals(minutes));
  });

  it('finds a receipt issued by one instance on the other, and takes follow-up evidence there', async () => {
    const issued = await submit(A(), reportForm({ ...REPORT, keepOriginals: 'false' }, []));
    assert.equal(issued.statusCode, 201, issued.body);
    const receipt = issued.json().data.receipt;
    const followUp = await B().inject({ method: 'POST', url: '/api/reports/follow-up/', payload: { receipt }, headers: SAME_ORIGIN, remoteAddress: '198.51.100.200' });
    assert.equal(followUp.statusCode, 200, followUp.body);
    assert.equal(followUp.json().data.statusLabel, 'Received');

    const later = pdfOf(5000);
    const added = await submit(B(), reportForm({ receipt, keepOriginals: 'true' }, [{ name: 'later.pdf', data: later }]), '/api/reports/follow-up/evidence/');
    assert.equal(added.statusCode, 201, added.body);
    const report = await latestFiles();
    const fromA = await A().inject({ url: `/api/desk/cases/${report.reportId}/files/${report.files[0]!.id}/`, headers: { cookie: staff.cookie } });
    assert.ok(fromA.rawPayload.equals(later), 'evidence added through B downloads through A');
  });

  it(`stores a 9 MB file in chunks of ${CHUNK_BYTES / 1024} KiB and streams it back whole through the other instance`, async () => {
    const large = pdfOf(9 * 1024 * 1024);
    assert.equal((await submit(A(), reportForm(REPORT, [{ name: 'site-survey.pdf', data: large }]))).statusCode, 201);
    const report = await latestFiles();
    const [chunks] = await site.db.query<{ n: number; largest: number; total: string }>(
      'SELECT count(*)::int AS n, max(octet_length(data))::int AS largest, sum(octet_length(data))::bigint AS total FROM stored_file_chunks WHERE file_name = $1',
      [report.files[0]!.stored_name],
    );
    // Kept sealed: the file's bytes and what sealing adds to them.
    const sealedLength = large.length + SEALED_FILE_OVERHEAD;
    assert.equal(chunks!.n, Math.ceil(sealedLength / CHUNK_BYTES), 'one row per 256 KiB');
    assert.equal(chunks!.largest, CHUNK_BYTES);
    assert.equal(Number(chunks!.total), sealedLength);

    await B().listen({ host: '127.0.0.1', port: 0 });
    const answer = await download(B(), `/api/desk/cases/${report.reportId}/files/${report.files[0]!.id}/`, staff.cookie);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-length'], String(large.length));
    assert.ok(answer.complete && answer.body.equals(large), 'the whole file, byte for byte');
    await eventually(async () => (await downloads(report.reportId)) === 1, 'the download in the audit log');
  });

  it('writes chunks while the file is still arriving, and reads them only as the reader asks', async () => {
    const written: number[] = [];
    const source = new PassThrough();
    const sent = pdfOf(CHUNK_BYTES * 6 + 1000);
    const stored = await site.db.transaction(async (tx) => {
      const counting: Queryable = {
        query: (sql, params) => {
          if (sql.startsWith('INSERT INTO stored_file_chunks')) written.push((params![2] as Buffer).length);
          return tx.query(sql, params);
        },
      };
      const putting = site.app.fileStore.put(source, counting);
      source.write(sent.subarray(0, CHUNK_BYTES * 3 + 10));
      try {
        await eventually(async () => written.length === 3, 'three chunks written before the rest is sent');
      } catch (error) {
        // Whatever holds the source open must let go, or the test's transaction never ends.
        source.destroy();
        await putting.catch(() => undefined);
        throw error;
      }
      source.end(sent.subarray(CHUNK_BYTES * 3 + 10));
      return putting;
    });
    assert.deepEqual(written, [...Array(6).fill(CHUNK_BYTES), 1000]);
    assert.equal(stored.size, sent.length);

    let chunkReads = 0;
    const counted: Database = Object.create(site.db, {
      query: {
        value: (sql: string, params?: unknown[]) => {
          if (sql.includes('FROM stored_file_chunks')) chunkReads += 1;
          return site.db.query(sql, params);
        },
      },
    });
    const reader = await new DatabaseFileStore(counted).get(stored.name);
    const pieces = reader!.stream[Symbol.asyncIterator]();
    const first = await pieces.next();
    assert.equal((first.value as Buffer).length, CHUNK_BYTES);
    await sleep(200);
    assert.ok(chunkReads <= 2, `a reader that took one chunk caused ${chunkReads} of 7 chunk reads`);
    const rest: Buffer[] = [first.value as Buffer];
    for (let next = await pieces.next(); !next.done; next = await pieces.next()) rest.push(next.value as Buffer);
    assert.ok(Buffer.concat(rest).equals(sent));
    assert.equal(chunkReads, 7);
  });

  it('keeps no chunk of a submission that fails after its files were written', async () => {
    // The database refuses the second file's row: by then the first file's chunks and the report are written.
    await site.db.exec(`
      CREATE FUNCTION refuse_poisoned_file() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
      CREATE TRIGGER refuse_poisoned_file BEFORE INSERT ON report_files FOR EACH ROW WHEN (NEW.size_bytes = 2000) EXECUTE FUNCTION refuse_poisoned_file();
    `);
    try {
      const before = await counts();
      const failed = await submit(
        A(),
        reportForm(REPORT, [
          { name: 'a-first.pdf', data: pdfOf(CHUNK_BYTES * 3) },
          { name: 'poisoned.pdf', data: pdfOf(2000) },
        ]),
        '/api/corruption-reports/',
        { 'idempotency-key': randomUUID() },
      );
      assert.equal(failed.statusCode, 500);
      assert.deepEqual([failed.json().status, failed.json().status_code], ['error', 500]);
      assert.deepEqual(await counts(), before, 'no report, no stored file, no chunk');
      assert.deepEqual(await site.incoming(), [], 'no temporary file');
    } finally {
      await site.db.exec('DROP TRIGGER refuse_poisoned_file ON report_files; DROP FUNCTION refuse_poisoned_file()');
    }
  });

  it('writes no download to the audit log when the file fails half-way or the reader goes away', async () => {
    if (!B().server.listening) await B().listen({ host: '127.0.0.1', port: 0 });
    const large = pdfOf(CHUNK_BYTES * 8);
    assert.equal((await submit(A(), reportForm(REPORT, [{ name: 'damaged.pdf', data: large }]))).statusCode, 201);
    const damaged = await latestFiles();
    assert.equal((await submit(A(), reportForm(REPORT, [{ name: 'abandoned.pdf', data: pdfOf(9 * 1024 * 1024) }]))).statusCode, 201);
    const abandoned = await latestFiles();

    // A chunk lost from the middle: the file is read whole and opened before anything is sent, so none of it is.
    await site.db.query('DELETE FROM stored_file_chunks WHERE file_name = $1 AND chunk_no = 5', [damaged.files[0]!.stored_name]);
    const cut = await download(B(), `/api/desk/cases/${damaged.reportId}/files/${damaged.files[0]!.id}/`, staff.cookie);
    assert.equal(cut.status, 500);
    assert.equal(JSON.parse(cut.body.toString()).status, 'error');
    assert.ok(!cut.body.includes(large.subarray(9, 4096)), 'no byte of the file was sent');

    // A reader that goes away after the first bytes.
    const left = await download(B(), `/api/desk/cases/${abandoned.reportId}/files/${abandoned.files[0]!.id}/`, staff.cookie, 1);
    assert.equal(left.complete, false);

    await sleep(500);
    assert.equal(await downloads(damaged.reportId), 0, 'a download the store could not give whole is not in the audit log');
    assert.equal(await downloads(abandoned.reportId), 0, 'an abandoned download is not in the audit log');
  });

  it('answers 500 JSON naming the file when the store cannot be read, and writes no download to the audit log', async () => {
    const evidence = pdfOf(CHUNK_BYTES + 10);
    assert.equal((await submit(A(), reportForm(REPORT, [{ name: 'ledger.pdf', data: evidence }]))).statusCode, 201);
    const report = await latestFiles();
    // The chunks' table out of reach, as when the database fails between the case view and the download.
    await site.db.query('ALTER TABLE stored_file_chunks RENAME TO stored_file_chunks_away');
    try {
      const answer = await B().inject({ url: `/api/desk/cases/${report.reportId}/files/${report.files[0]!.id}/`, headers: { cookie: staff.cookie } });
      assert.equal(answer.statusCode, 500);
      assert.deepEqual(answer.json(), { status: 'error', message: FILE_UNREADABLE, field: 'fileId', status_code: 500 });
    } finally {
      await site.db.query('ALTER TABLE stored_file_chunks_away RENAME TO stored_file_chunks');
    }
    await sleep(300);
    assert.equal(await downloads(report.reportId), 0);
    const again = await B().inject({ url: `/api/desk/cases/${report.reportId}/files/${report.files[0]!.id}/`, headers: { cookie: staff.cookie } });
    assert.ok(again.rawPayload.equals(evidence), 'once the store answers again, so does the download');
  });

  it('deletes a report’s stored files, every chunk, when the report is deleted', async () => {
    assert.equal((await submit(A(), reportForm(REPORT, [{ name: 'to-delete.pdf', data: pdfOf(CHUNK_BYTES * 2 + 5) }]))).statusCode, 201);
    const report = await latestFiles();
    const name = report.files[0]!.stored_name;
    assert.ok(await site.app.fileStore.exists(name));
    await site.db.query('DELETE FROM reports WHERE id = $1', [report.reportId]);
    assert.equal(await site.app.fileStore.exists(name), false);
    assert.deepEqual(await site.db.query('SELECT chunk_no FROM stored_file_chunks WHERE file_name = $1', [name]), []);
  });

  it('moves files an instance kept in its data folder into the database at start, so every instance serves them', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-scaleout-'));
    const legacy = await startTestSite(postgres!.url, { DATA_DIR: dataDir, STAFF_EMAILS: '' });
    let restarted: { app: FastifyInstance; close(): Promise<void> } | null = null;
    try {
      const officer = await legacy.signedInCitizen('Records Officer');
      await legacy.grantRoles(officer.id, 'case_handler');
      assert.equal(
        (await legacy.app.inject({ method: 'POST', url: '/api/corruption-reports/', payload: reportForm(REPORT, []) as never, headers: SAME_ORIGIN, remoteAddress: '192.0.2.80' }))
          .statusCode,
        201,
      );
      const [report] = await legacy.db.query<{ id: string }>('SELECT id FROM reports ORDER BY created_at DESC LIMIT 1');
      // A file as the folder store kept it before the site's files moved into PostgreSQL.
      const name = randomUUID();
      const bytes = pdfOf(CHUNK_BYTES + 77);
      mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
      writeFileSync(path.join(dataDir, 'uploads', name), bytes, { mode: 0o600 });
      const [row] = await legacy.db.query<{ id: string }>(
        `INSERT INTO report_files (report_id, stored_name, original_name, media_type, size_bytes, added_by) VALUES ($1, $2, 'older.pdf', 'application/pdf', $3, 'reporter') RETURNING id`,
        [report!.id, name, bytes.length],
      );
      const unrelated = path.join(dataDir, 'uploads', 'not-a-report-file');
      writeFileSync(unrelated, 'kept where it is');

      restarted = await legacy.secondInstance();
      assert.deepEqual(readdirSync(path.join(dataDir, 'uploads')).sort(), ['incoming', 'not-a-report-file'], 'the moved file left the folder; a file no report refers to stays');
      const answer = await restarted.app.inject({ url: `/api/desk/cases/${report!.id}/files/${row!.id}/`, headers: { cookie: officer.cookie } });
      assert.equal(answer.statusCode, 200, answer.body);
      assert.ok(answer.rawPayload.equals(bytes));
    } finally {
      await restarted?.close();
      await legacy.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
