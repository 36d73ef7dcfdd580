import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';

const REPORT = {
  incidentType: 'bribery',
  location: 'Kisumu county offices',
  date: '2026-10-02',
  description: 'A clerk asked for money before stamping a tender document.',
  isAnonymous: 'true',
  keepOriginals: 'true',
};

/** A real PDF followed by `padding` random bytes: its type is read from its first bytes, its size is ours to choose. */
async function pdf(padding: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  return Buffer.concat([Buffer.from(await document.save()), randomBytes(padding)]);
}

const TUS = { 'tus-resumable': '1.0.0' };
const newSecret = () => randomBytes(32).toString('base64url');

for (const database of DATABASES) {
  describe(`evidence sent ahead in resumable pieces (tus), on ${database.name}`, () => {
    let dataDir: string;
    let site: TestSite;
    let client = 0;
    const address = () => `198.51.100.${(client += 1)}`;

    before(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'civic-resumable-'));
      site = await startTestSite(database.url, { DATA_DIR: dataDir, STAFF_EMAILS: '' });
    });
    after(async () => {
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    async function create(size: number, secret: string, remoteAddress = address()) {
      return site.app.inject({ method: 'POST', url: '/api/uploads/', headers: { ...SAME_ORIGIN, ...TUS, 'upload-length': String(size), 'upload-secret': secret }, remoteAddress });
    }
    async function patch(location: string, secret: string, offset: number, bytes: Buffer) {
      return site.app.inject({
        method: 'PATCH',
        url: location,
        payload: bytes,
        headers: { ...SAME_ORIGIN, ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'upload-secret': secret },
      });
    }
    async function head(location: string, secret: string) {
      return site.app.inject({ method: 'HEAD', url: location, headers: { ...TUS, 'upload-secret': secret } });
    }
    async function upload(data: Buffer, secret = newSecret()): Promise<{ id: string; secret: string; location: string }> {
      const created = await create(data.length, secret);
      assert.equal(created.statusCode, 201, created.body);
      const location = created.headers.location as string;
      const sent = await patch(location, secret, 0, data);
      assert.equal(sent.statusCode, 204, sent.body);
      return { id: location.split('/').pop()!, secret, location };
    }
    function report(uploads: Array<{ id: string; secret: string; name: string; digest?: string }>, key?: string) {
      const form = new FormData();
      for (const [name, value] of Object.entries(REPORT)) form.append(name, value);
      form.append('uploads', JSON.stringify(uploads));
      return site.app.inject({
        method: 'POST',
        url: '/api/corruption-reports/',
        payload: form as never,
        headers: { ...SAME_ORIGIN, ...(key ? { 'idempotency-key': key } : {}) },
        remoteAddress: address(),
      });
    }
    async function storedEvidence(): Promise<Buffer[]> {
      const [latest] = await site.db.query<{ id: string }>('SELECT id FROM reports ORDER BY created_at DESC LIMIT 1');
      const files = await site.db.query<{ stored_name: string }>('SELECT stored_name FROM report_files WHERE report_id = $1', [latest!.id]);
      return Promise.all(files.map(async (file) => (await site.readCaseFile(file.stored_name))!));
    }
    async function atRest(id: string): Promise<Buffer> {
      if (database.url) {
        const rows = await site.db.query<{ bytes: Uint8Array }>('SELECT bytes FROM resumable_upload_chunks WHERE upload_id = $1 ORDER BY position', [id]);
        return Buffer.concat(rows.map((row) => Buffer.from(row.bytes)));
      }
      return readFileSync(path.join(dataDir, 'uploads', 'resumable', `${id}.upload`));
    }

    it('resumes an upload cut off by a dropped connection, and the report keeps the file byte for byte', async () => {
      const data = await pdf(700 * 1024);
      const secret = newSecret();
      const created = await create(data.length, secret);
      assert.equal(created.statusCode, 201, created.body);
      const location = created.headers.location as string;
      assert.match(location, /^\/api\/uploads\/[0-9a-f]{32}$/);

      // The connection drops after 400 KB of a PATCH that announced the whole file.
      if (!site.app.server.listening) await site.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = site.app.server.address() as AddressInfo;
      await new Promise<void>((resolve) => {
        const cut = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'PATCH',
          path: location,
          headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(data.length), 'upload-secret': secret },
        });
        cut.on('error', () => resolve());
        cut.on('response', () => resolve());
        cut.on('close', () => resolve());
        cut.write(data.subarray(0, 400 * 1024), () => setTimeout(() => cut.destroy(), 300));
      });

      let offset = 0;
      for (let tries = 0; tries < 50 && offset === 0; tries += 1) {
        offset = Number((await head(location, secret)).headers['upload-offset']);
        if (offset === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.ok(offset > 0 && offset <= 400 * 1024, `what arrived before the drop is kept (offset ${offset})`);

      // At rest the bytes are not the file's: they are encrypted with a key only the browser's secret gives.
      const kept = await atRest(location.split('/').pop()!);
      assert.equal(kept.length, offset);
      assert.notDeepEqual(kept.subarray(0, 5), data.subarray(0, 5), 'the PDF header is not readable at rest');
      assert.equal(kept.indexOf(data.subarray(1000, 1032)), -1);

      const rest = await patch(location, secret, offset, data.subarray(offset));
      assert.equal(rest.statusCode, 204, rest.body);
      assert.equal(rest.headers['upload-offset'], String(data.length));

      const answer = await report([{ id: location.split('/').pop()!, secret, name: 'tender-stamp.pdf' }]);
      assert.equal(answer.statusCode, 201, answer.body);
      const [stored] = await storedEvidence();
      assert.ok(stored!.equals(data), 'the stored evidence is the file as sent');
      // Once the report is stored its upload is gone.
      assert.equal((await head(location, secret)).statusCode, 404);
    });

    it('adds evidence to a report by its receipt from an upload, as the report itself does, and refuses one not finished', async () => {
      const first = await report([]);
      assert.equal(first.statusCode, 201, first.body);
      const receipt = first.json().data.receipt as string;
      const followUp = (uploads: Array<{ id: string; secret: string; name: string }>) => {
        const form = new FormData();
        form.append('receipt', receipt);
        // As the reporter chose for the report: the file kept as it is, not cleaned of its details.
        form.append('keepOriginals', 'true');
        form.append('uploads', JSON.stringify(uploads));
        return site.app.inject({ method: 'POST', url: '/api/reports/follow-up/evidence/', payload: form as never, headers: SAME_ORIGIN, remoteAddress: address() });
      };

      const unfinished = newSecret();
      const started = await create(2048, unfinished);
      const early = await followUp([{ id: (started.headers.location as string).split('/').pop()!, secret: unfinished, name: 'half.pdf' }]);
      assert.deepEqual(
        [early.statusCode, early.json().field, early.json().message],
        [400, 'files', '"half.pdf" did not reach us in full. Send again to finish sending it.'],
        'the same words fit evidence added later as a report: no report is sent here',
      );

      const data = await pdf(300 * 1024);
      const sent = await upload(data);
      const added = await followUp([{ id: sent.id, secret: sent.secret, name: 'second-receipt.pdf' }]);
      assert.equal(added.statusCode, 201, added.body);
      assert.deepEqual(
        (added.json().data.files as Array<{ name: string; addedBy: string }>).map((file) => [file.name, file.addedBy]),
        [['second-receipt.pdf', 'reporter']],
      );
      const [stored] = await storedEvidence();
      assert.ok(stored!.equals(data), 'the evidence is kept as sent');
      assert.equal((await head(sent.location, sent.secret)).statusCode, 404, 'its upload is gone once the evidence is kept');
    });

    it('needs the secret the upload was made with for every request on it, and never gives the bytes back', async () => {
      const data = await pdf(10);
      const mine = await upload(data);
      const other = newSecret();
      assert.equal((await head(mine.location, other)).statusCode, 404);
      assert.equal((await site.app.inject({ method: 'HEAD', url: mine.location, headers: TUS })).statusCode, 404);
      assert.equal((await patch(mine.location, other, data.length, Buffer.from('x'))).statusCode, 404);
      assert.equal((await site.app.inject({ method: 'DELETE', url: mine.location, headers: { ...SAME_ORIGIN, ...TUS, 'upload-secret': other } })).statusCode, 404);
      assert.equal((await site.app.inject({ method: 'GET', url: mine.location })).statusCode, 405);
      // A report naming the upload with another secret takes nothing.
      const refused = await report([{ id: mine.id, secret: other, name: 'stamp.pdf' }]);
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.json().field, 'files');
      // The uploader can still remove it.
      const removed = await site.app.inject({ method: 'DELETE', url: mine.location, headers: { ...SAME_ORIGIN, ...TUS, 'upload-secret': mine.secret } });
      assert.equal(removed.statusCode, 204);
      assert.equal((await head(mine.location, mine.secret)).statusCode, 404);
    });

    it('refuses an upload without a secret, one over 10 MB, and a report naming an unfinished upload, keeping that upload to finish', async () => {
      const noSecret = await site.app.inject({ method: 'POST', url: '/api/uploads/', headers: { ...SAME_ORIGIN, ...TUS, 'upload-length': '10' }, remoteAddress: address() });
      assert.equal(noSecret.statusCode, 400);
      assert.equal(noSecret.json().field, 'Upload-Secret');
      assert.equal((await create(10 * 1024 * 1024 + 1, newSecret())).statusCode, 413);

      const data = await pdf(2000);
      const secret = newSecret();
      const location = (await create(data.length, secret)).headers.location as string;
      assert.equal((await patch(location, secret, 0, data.subarray(0, 1000))).statusCode, 204);
      const early = await report([{ id: location.split('/').pop()!, secret, name: 'budget.pdf' }]);
      assert.equal(early.statusCode, 400);
      assert.deepEqual(
        { field: early.json().field, message: early.json().message },
        { field: 'files', message: '"budget.pdf" did not reach us in full. Send again to finish sending it.' },
      );
      assert.equal((await head(location, secret)).headers['upload-offset'], '1000', 'the half-sent file is still there to finish');

      const garbled = await site.app.inject({
        method: 'POST',
        url: '/api/corruption-reports/',
        payload: (() => {
          const form = new FormData();
          for (const [name, value] of Object.entries(REPORT)) form.append(name, value);
          form.append('uploads', '[{"id": "../../etc/passwd"}]');
          return form;
        })() as never,
        headers: SAME_ORIGIN,
        remoteAddress: address(),
      });
      assert.equal(garbled.statusCode, 400);
      assert.equal(garbled.json().field, 'files');
    });

    it('checks an uploaded file by its bytes like any other: a text file named .pdf is refused, and the upload stays', async () => {
      const fake = await upload(Buffer.from('not a pdf at all, just words'));
      const refused = await report([{ id: fake.id, secret: fake.secret, name: 'minutes.pdf' }]);
      assert.equal(refused.statusCode, 415, refused.body);
      assert.equal(refused.json().field, 'files');
      assert.match(refused.json().message, /minutes\.pdf/);
      assert.equal((await head(fake.location, fake.secret)).statusCode, 200);
    });

    it('answers a retry of a stored report with the same key from its first answer, though its uploads are gone', async () => {
      const evidence = await upload(await pdf(100));
      const refs = [{ id: evidence.id, secret: evidence.secret, name: 'receipt.pdf' }];
      const key = randomBytes(16).toString('hex');
      const first = await report(refs, key);
      assert.equal(first.statusCode, 201, first.body);
      const again = await report(refs, key);
      assert.equal(again.statusCode, 201, again.body);
      assert.equal(again.headers['idempotent-replayed'], 'true');
      assert.equal(again.json().data.receipt, first.json().data.receipt);
    });

    it('knows a file by the digest the browser gave: a retry from a reopened page, with the files sent again, gets the first answer; bytes that differ from the digest are refused', async () => {
      const data = await pdf(300);
      const digest = createHash('sha256').update(data).digest('hex');
      const key = randomBytes(16).toString('hex');
      const first = await upload(data);
      const stored = await report([{ id: first.id, secret: first.secret, name: 'award.pdf', digest }], key);
      assert.equal(stored.statusCode, 201, stored.body);
      // The page was closed before the answer came; reopened from its kept draft, it sends the file again.
      const again = await upload(data);
      const replay = await report([{ id: again.id, secret: again.secret, name: 'award.pdf', digest }], key);
      assert.equal(replay.statusCode, 201, replay.body);
      assert.equal(replay.headers['idempotent-replayed'], 'true');
      assert.equal(replay.json().data.receipt, stored.json().data.receipt);

      const other = await upload(await pdf(301));
      const mismatch = await report([{ id: other.id, secret: other.secret, name: 'award.pdf', digest }]);
      assert.equal(mismatch.statusCode, 400);
      assert.deepEqual(
        { field: mismatch.json().field, message: mismatch.json().message },
        { field: 'files', message: '"award.pdf" did not reach us in full. Send again to finish sending it.' },
      );
    });

    it('refuses an expired upload, and removes it with its bytes when the server next sweeps (here, a restart)', async () => {
      const data = await pdf(50);
      const secret = newSecret();
      const location = (await create(data.length, secret)).headers.location as string;
      const id = location.split('/').pop()!;
      assert.equal((await patch(location, secret, 0, data.subarray(0, 500))).statusCode, 204);
      await site.db.query(`UPDATE resumable_uploads SET expires_at = now() - interval '1 second', created_at = now() - interval '25 hours' WHERE id = $1`, [id]);
      assert.equal((await head(location, secret)).statusCode, 404);
      assert.equal((await report([{ id, secret, name: 'late.pdf' }])).statusCode, 400);

      if (database.url) {
        const second = await site.secondInstance();
        await second.close();
        assert.equal((await site.db.query('SELECT 1 FROM resumable_upload_chunks WHERE upload_id = $1', [id])).length, 0);
      } else {
        await site.close();
        site = await startTestSite(database.url, { DATA_DIR: dataDir, STAFF_EMAILS: '' });
        assert.deepEqual(
          readdirSync(path.join(dataDir, 'uploads', 'resumable')).filter((name) => name.startsWith(id)),
          [],
        );
      }
      assert.equal((await site.db.query('SELECT 1 FROM resumable_uploads WHERE id = $1', [id])).length, 0);
    });
  });
}
