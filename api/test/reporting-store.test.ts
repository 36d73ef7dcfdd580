import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';

const REPORT = {
  incidentType: 'bribery',
  location: 'Mombasa port',
  date: '2026-09-12',
  description: 'A customs officer asked for money to release a container.',
  isAnonymous: 'true',
};

async function pdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  return Buffer.from(await document.save());
}

function multipart(fields: Record<string, string>, files: Array<{ name: string; data: Buffer }>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('evidenceFiles', new Blob([new Uint8Array(file.data)]), file.name);
  return form;
}

/**
 * A multipart body written out byte by byte, so a file name reaches the server exactly as a hostile client
 * would send it (a browser's FormData would escape some characters).
 */
function rawMultipart(fields: Record<string, string>, files: Array<{ name: string; data: Buffer }>): { body: Buffer; contentType: string } {
  const boundary = '----uwazi-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'));
  for (const file of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="evidenceFiles"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`, 'utf8'),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const mode = (file: string) => statSync(file).mode & 0o777;

for (const database of DATABASES) {
  describe(`stored evidence and the data folder, on ${database.name}`, () => {
    let dataDir: string;
    let site: TestSite;
    let staff: { cookie: string };
    let client = 0;
    const uploads = () => path.join(dataDir, 'uploads');
    const incoming = () => path.join(uploads(), 'incoming');

    before(async () => {
      // A data folder as a crash leaves it: an upload cut off half-way, a photo half-cleaned, and the
      // folders created by an earlier version with the usual permissions.
      dataDir = mkdtempSync(path.join(tmpdir(), 'civic-store-'));
      mkdirSync(incoming(), { recursive: true, mode: 0o755 });
      writeFileSync(path.join(incoming(), '5f0c4e8e-2f43-4c1b-9a51-3f0d3c1d2a10.part'), Buffer.alloc(9 * 1024, 1));
      writeFileSync(path.join(incoming(), '5f0c4e8e-2f43-4c1b-9a51-3f0d3c1d2a10.part.clean'), Buffer.alloc(1024, 2));
      site = await startTestSite(database.url, { DATA_DIR: dataDir, STAFF_EMAILS: '' });
      const officer = await site.signedInCitizen('Desk Officer');
      await site.grantRoles(officer.id, 'case_handler');
      staff = officer;
    });
    after(async () => {
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('clears what was half-received before the last stop, and keeps the folders private (0700)', () => {
      assert.deepEqual(readdirSync(incoming()), []);
      assert.equal(mode(uploads()), 0o700);
      assert.equal(mode(incoming()), 0o700);
    });

    it(
      database.url
        ? 'keeps every file in PostgreSQL, none in the data folder: cleaned photos and documents, and originals kept as sent'
        : 'writes every stored file 0600: cleaned photos and documents, and originals kept as sent',
      async () => {
        const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#aa3300' } })
          .jpeg()
          .withExif({ IFD0: { Make: 'PhoneMaker' } })
          .toBuffer();
        for (const keepOriginals of ['false', 'true']) {
          const response = await site.app.inject({
            method: 'POST',
            url: '/api/corruption-reports/',
            payload: multipart({ ...REPORT, keepOriginals }, [
              { name: 'container.jpg', data: photo },
              { name: 'manifest.pdf', data: await pdf() },
            ]) as never,
            headers: SAME_ORIGIN,
            remoteAddress: `203.0.113.${(client += 1)}`,
          });
          assert.equal(response.statusCode, 201, response.body);
        }
        const rows = await site.db.query<{ stored_name: string; metadata_removed: boolean }>('SELECT stored_name, metadata_removed FROM report_files');
        assert.deepEqual(rows.map((row) => row.metadata_removed).sort(), [false, false, true, true]);
        if (database.url) {
          // Every instance reads them from the database; this instance's folder holds only its empty incoming/.
          assert.equal((await site.storedNames()).filter((name) => rows.some((row) => row.stored_name === name)).length, 4);
          assert.deepEqual(readdirSync(uploads()), ['incoming']);
        } else {
          for (const row of rows) assert.equal(mode(path.join(uploads(), row.stored_name)).toString(8), '600', `${row.stored_name} (metadata removed: ${row.metadata_removed})`);
        }
        assert.equal(mode(uploads()), 0o700);
        assert.deepEqual(readdirSync(incoming()), [], 'nothing is left in incoming after a report');
      },
    );

    it('cleans file names of NUL, control and direction characters; what follows one never chooses the extension', async () => {
      const document = await pdf();
      const { body, contentType } = rawMultipart(REPORT, [
        { name: 'evidence.pdf\u0000.exe', data: document },
        { name: 'invoice\u202efdp.exe', data: document },
        { name: 'scan\u0085 of\u200b receipt.pdf', data: document },
        { name: '..\\..\\payslip\u2066.pdf', data: document },
        { name: 'ripoti ya Wanjirũ.pdf', data: document },
      ]);
      const response = await site.app.inject({
        method: 'POST',
        url: '/api/corruption-reports/',
        payload: body,
        headers: { ...SAME_ORIGIN, 'content-type': contentType },
        remoteAddress: `203.0.113.${(client += 1)}`,
      });
      assert.equal(response.statusCode, 201, response.body);

      const [report] = await site.db.query<{ id: string }>('SELECT id FROM reports ORDER BY created_at DESC LIMIT 1');
      const desk = await site.app.inject({ url: `/api/desk/cases/${report!.id}/`, headers: { cookie: staff.cookie } });
      const files = desk.json().case.files as Array<{ name: string; downloadUrl: string }>;
      assert.deepEqual(files.map((file) => file.name).sort(), ['evidence.pdf', 'invoice.pdf', 'payslip.pdf', 'ripoti ya Wanjirũ.pdf', 'scan.pdf']);

      const dispositions: string[] = [];
      for (const file of files) {
        const download = await site.app.inject({ url: file.downloadUrl, headers: { cookie: staff.cookie } });
        assert.equal(download.statusCode, 200);
        const disposition = String(download.headers['content-disposition']);
        assert.doesNotMatch(disposition, /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]|%00|%E2%80%AE|exe/i);
        dispositions.push(disposition);
      }
      assert.deepEqual(dispositions.sort(), [
        'attachment; filename="evidence.pdf"',
        'attachment; filename="invoice.pdf"',
        'attachment; filename="payslip.pdf"',
        `attachment; filename="ripoti ya Wanjir_.pdf"; filename*=UTF-8''ripoti%20ya%20Wanjir%C5%A9.pdf`,
        'attachment; filename="scan.pdf"',
      ]);
    });
  });
}
