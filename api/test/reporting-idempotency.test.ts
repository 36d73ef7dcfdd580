import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { KEY_REUSED, STILL_PROCESSING } from '../src/reporting/routes.js';
import { keepClaimAlive, replayKeyHash } from '../src/reporting/replays.js';

const ROUTE = '/api/corruption-reports/';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const REPORT = {
  incidentType: 'embezzlement',
  location: 'Garissa County treasury',
  date: '2026-09-30',
  description: 'Bursary funds were paid to students who do not exist.',
  isAnonymous: 'true',
};

function reportForm(fields: Record<string, string>, files: Array<{ name: string; data: Buffer }> = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('evidenceFiles', new Blob([new Uint8Array(file.data)]), file.name);
  return form;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const database of DATABASES) {
  describe(`Idempotency-Key on reports, on ${database.name}`, () => {
    let site: TestSite;
    before(async () => {
      site = await startTestSite(database.url, { REPORTS_PER_HOUR: '5' });
    });
    after(async () => site.close());

    const submit = (key: string, fields: Record<string, string>, files: Array<{ name: string; data: Buffer }>, ip: string) =>
      site.app.inject({ method: 'POST', url: ROUTE, payload: reportForm(fields, files) as never, headers: { ...SAME_ORIGIN, 'idempotency-key': key }, remoteAddress: ip });
    const reportsSaying = async (description: string) => (await site.openedCases()).filter((opened) => opened.description === description).length;

    it('refuses a key reused for a different submission with 422, revealing nothing; the same submission still gets its answer', async () => {
      const key = `shared-key-${Date.now()}`;
      const original = { ...REPORT, description: `${REPORT.description} First reporter.` };
      const files = [{ name: 'ledger.pdf', data: PDF }];
      const first = await submit(key, original, files, '198.51.100.10');
      assert.equal(first.statusCode, 201, first.body);
      const receipt: string = first.json().data.receipt;

      const attempts = [
        { ...REPORT, description: `${REPORT.description} Another reporter.` },
        { ...original, location: 'Somewhere else' },
        { ...original, keepOriginals: 'true' },
      ];
      for (const fields of attempts) {
        const other = await submit(key, fields, files, '203.0.113.77');
        assert.equal(other.statusCode, 422, other.body);
        assert.deepEqual(other.json(), { status: 'error', message: KEY_REUSED, field: null, status_code: 422 });
        assert.ok(!other.body.includes(receipt.slice(0, 9)), 'the first receipt is not revealed');
        assert.equal(other.headers['idempotent-replayed'], undefined);
      }
      const otherFile = await submit(key, original, [{ name: 'ledger.pdf', data: Buffer.concat([PDF, Buffer.from('%changed\n')]) }], '203.0.113.77');
      assert.equal(otherFile.statusCode, 422, 'the same fields with a different file are a different submission');
      const noFile = await submit(key, original, [], '203.0.113.77');
      assert.equal(noFile.statusCode, 422);
      assert.equal(await reportsSaying(`${REPORT.description} Another reporter.`), 0);

      const retry = await submit(key, original, files, '198.51.100.10');
      assert.deepEqual([retry.statusCode, retry.headers['idempotent-replayed'], retry.json().data.receipt], [201, 'true', receipt]);
      assert.equal(await reportsSaying(original.description), 1);
    });

    it('20 concurrent retries of one report create exactly one, none is rate limited, and all get the same receipt', async () => {
      const key = `concurrent-${Date.now()}-retries`;
      const fields = { ...REPORT, description: `${REPORT.description} Sent twenty times at once.` };
      const files = [{ name: 'ledger.pdf', data: PDF }];
      const ip = '198.51.100.20';
      const answers = await Promise.all(Array.from({ length: 20 }, () => submit(key, fields, files, ip)));

      const statuses = answers.map((answer) => answer.statusCode);
      assert.ok(
        statuses.every((status) => status === 201 || status === 409),
        `only answers and "still processing": ${statuses.join(', ')}`,
      );
      assert.equal(statuses.filter((status) => status === 201).length >= 1, true);
      for (const busy of answers.filter((answer) => answer.statusCode === 409)) {
        assert.deepEqual(busy.json(), { status: 'error', message: STILL_PROCESSING, field: null, status_code: 409 });
        assert.equal(busy.headers['retry-after'], '1');
      }
      // A client retries a 409 after Retry-After: by then the first attempt has answered.
      const receipts = new Set<string>();
      for (const answer of answers) {
        let current = answer;
        for (let tries = 0; current.statusCode === 409 && tries < 20; tries += 1) {
          await sleep(100);
          current = await submit(key, fields, files, ip);
        }
        assert.equal(current.statusCode, 201, current.body);
        receipts.add(current.json().data.receipt);
      }
      assert.equal(receipts.size, 1, 'every answer carries the one receipt');
      assert.equal(await reportsSaying(fields.description), 1, 'exactly one report');
      const only = (await site.openedCases()).find((opened) => opened.description === fields.description)!;
      assert.equal((await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM report_files WHERE report_id = $1', [only.id]))[0]!.n, 1);

      // Only the one report counted against this address's 5 an hour.
      const more: number[] = [];
      for (let index = 0; index < 5; index += 1)
        more.push((await submit(`more-${index}-${Date.now()}`, { ...fields, description: `Another report ${index}.` }, [], ip)).statusCode);
      assert.deepEqual(more, [201, 201, 201, 201, 429]);
    });

    it('answers 409 while a first attempt is being worked on, and lets a retry take over one left by a stopped process', async () => {
      const busyKey = `busy-${Date.now()}-key`;
      await site.db.query(`INSERT INTO submission_replays (key_hash, route, status_code, sealed_answer) VALUES ($1, $2, 0, 'claim:held-elsewhere')`, [
        replayKeyHash(ROUTE, busyKey),
        ROUTE,
      ]);
      const busy = await submit(busyKey, REPORT, [], '198.51.100.30');
      assert.deepEqual([busy.statusCode, busy.headers['retry-after'], busy.json().message], [409, '1', STILL_PROCESSING]);

      // A claim refreshed a few seconds ago is still somebody's upload in progress.
      const recentKey = `recent-${Date.now()}-key`;
      await site.db.query(
        `INSERT INTO submission_replays (key_hash, route, status_code, sealed_answer, created_at) VALUES ($1, $2, 0, 'claim:uploading', now() - interval '20 seconds')`,
        [replayKeyHash(ROUTE, recentKey), ROUTE],
      );
      assert.equal((await submit(recentKey, REPORT, [], '198.51.100.32')).statusCode, 409);

      // One not refreshed for over a minute died with its process: the reporter's retry takes it over.
      const abandonedKey = `abandoned-${Date.now()}-key`;
      await site.db.query(
        `INSERT INTO submission_replays (key_hash, route, status_code, sealed_answer, created_at) VALUES ($1, $2, 0, 'claim:died-with-its-process', now() - interval '75 seconds')`,
        [replayKeyHash(ROUTE, abandonedKey), ROUTE],
      );
      const fields = { ...REPORT, description: `${REPORT.description} After a crash.` };
      const taken = await submit(abandonedKey, fields, [], '198.51.100.31');
      assert.equal(taken.statusCode, 201, taken.body);
      assert.equal(await reportsSaying(fields.description), 1);
    });

    it('keeps a claim fresh while its request is worked on, so a long upload is never taken over', async () => {
      const key = `long-upload-${Date.now()}-key`;
      await site.db.query(
        `INSERT INTO submission_replays (key_hash, route, status_code, sealed_answer, created_at) VALUES ($1, $2, 0, 'claim:long-upload', now() - interval '50 seconds')`,
        [replayKeyHash(ROUTE, key), ROUTE],
      );
      const stop = keepClaimAlive(site.db, ROUTE, key, 'claim:long-upload', 0.1);
      await new Promise((resolve) => setTimeout(resolve, 400));
      stop();
      const [row] = await site.db.query<{ age: number }>('SELECT extract(epoch FROM now() - created_at)::float AS age FROM submission_replays WHERE key_hash = $1', [
        replayKeyHash(ROUTE, key),
      ]);
      assert.ok(row!.age < 5, `refreshed (${row!.age} s old)`);
      const retry = await submit(key, REPORT, [], '198.51.100.33');
      assert.equal(retry.statusCode, 409, 'a retry while the first attempt is alive waits for it');
    });

    it('limits replays of an answered key per client, apart from the reports an hour', async () => {
      const key = `replayed-${Date.now()}-key`;
      const fields = { ...REPORT, description: `${REPORT.description} Replayed many times.` };
      assert.equal((await submit(key, fields, [], '198.51.100.50')).statusCode, 201);
      const statuses: number[] = [];
      for (let index = 0; index < 61; index += 1) statuses.push((await submit(key, fields, [], '198.51.100.50')).statusCode);
      assert.deepEqual(statuses.slice(0, 60), Array(60).fill(201), 'sixty replays are answered');
      assert.equal(statuses[60], 429, 'the sixty-first is refused before its upload is read');
      assert.equal(await reportsSaying(fields.description), 1);
    });

    it('gives a key back when the submission fails, so the corrected retry goes through', async () => {
      const key = `corrected-${Date.now()}-key`;
      const invalid = await submit(key, { ...REPORT, description: ' ' }, [], '198.51.100.40');
      assert.deepEqual([invalid.statusCode, invalid.json().field], [400, 'description']);
      const corrected = await submit(key, { ...REPORT, description: `${REPORT.description} Corrected.` }, [], '198.51.100.40');
      assert.equal(corrected.statusCode, 201, corrected.body);
    });
  });
}
