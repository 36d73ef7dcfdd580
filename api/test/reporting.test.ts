import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { COMPLAINT_RECEIVED, RECEIPT_NOT_FOUND, REPORT_RECEIVED } from '../src/reporting/routes.js';
import { COMPLAINT_NOT_FOUND } from '../src/reporting/complaintTracking.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The first bytes of a Windows program: what an .exe renamed .pdf really is. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

/** A one-page PDF with an author, as an office scanner writes it. */
async function scannedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  document.setAuthor('Procurement Office Scanner');
  return Buffer.from(await document.save());
}

async function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Model X' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '36/1 49/1 0/1' } })
    .toBuffer();
}

function reportForm(fields: Record<string, string>, files: Array<{ name: string; data: Buffer; type?: string }> = [], fileField = 'evidenceFiles'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(fileField, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

const REPORT = {
  incidentType: 'procurement',
  location: 'Kisumu County offices',
  date: '2026-10-02',
  description: 'The tender for ward water kiosks went to a firm owned by a relative of the procurement officer.',
  isAnonymous: 'true',
};

for (const database of DATABASES) {
  describe(`corruption reports and complaints on ${database.name}`, () => {
    let site: TestSite;
    let client = 0;
    before(async () => {
      site = await startTestSite(database.url);
    });
    after(async () => site.close());

    // Each submission from its own address: reports are limited per client.
    const submit = (url: string, form: FormData, headers: Record<string, string> = {}, ip = `203.0.113.${(client += 1)}`) =>
      site.app.inject({ method: 'POST', url, payload: form as never, headers: { ...SAME_ORIGIN, ...headers }, remoteAddress: ip });
    const followUp = (receipt: string, ip = '198.51.100.1') =>
      site.app.inject({ method: 'POST', url: '/api/reports/follow-up/', payload: { receipt }, headers: SAME_ORIGIN, remoteAddress: ip });
    const storedFiles = () => site.storedNames();

    it('files an anonymous report with evidence, strips location and author data, keeps no contact details, and gives a receipt', async () => {
      const photo = await photoWithLocation();
      assert.ok((await sharp(photo).metadata()).exif, 'the test photo carries EXIF');
      const response = await submit(
        '/api/corruption-reports/',
        reportForm({ ...REPORT, contactName: 'Should Not Be Kept', contactEmail: 'kept@example.org' }, [
          { name: 'kiosk.jpg', data: photo, type: 'image/jpeg' },
          { name: 'tender.pdf', data: await scannedPdf(), type: 'application/pdf' },
        ]),
      );
      assert.equal(response.statusCode, 201, response.body);
      const body = response.json();
      assert.equal(body.message, REPORT_RECEIVED);
      assert.match(body.data.receipt, /^\d{4} \d{4} \d{4} \d{4}$/);
      assert.equal(body.data.files, 2);

      const [report] = await site.db.query<{ id: string; contact_name: string | null; contact_email: string | null; receipt_hash: string }>(
        `SELECT id, contact_name, contact_email, receipt_hash FROM reports WHERE kind = 'corruption' ORDER BY created_at DESC LIMIT 1`,
      );
      assert.equal(report!.contact_name, null);
      assert.equal(report!.contact_email, null);
      assert.ok(!report!.receipt_hash.includes(body.data.receipt.replace(/ /g, '')), 'the receipt is not stored');
      const files = await site.db.query<{ stored_name: string; media_type: string; metadata_removed: boolean }>(
        'SELECT stored_name, media_type, metadata_removed FROM report_files WHERE report_id = $1 ORDER BY media_type',
        [report!.id],
      );
      assert.deepEqual(
        files.map((f) => [f.media_type, f.metadata_removed]),
        [
          ['application/pdf', true],
          ['image/jpeg', true],
        ],
      );
      assert.notDeepEqual((await site.readStored(files[1]!.stored_name))!.subarray(0, 3), Buffer.from([0xff, 0xd8, 0xff]), 'the photo is kept sealed, not as a JPEG');
      const storedPhoto = (await site.readCaseFile(files[1]!.stored_name))!;
      const metadata = await sharp(storedPhoto).metadata();
      assert.equal(metadata.exif, undefined, 'no EXIF (and so no GPS) left in the stored photo');
      assert.equal(metadata.width, 64);
    });

    it('keeps the original photo when the reporter asks to', async () => {
      const response = await submit('/api/corruption-reports/', reportForm({ ...REPORT, keepOriginals: 'true' }, [{ name: 'original.jpg', data: await photoWithLocation() }]));
      assert.equal(response.statusCode, 201);
      const [file] = await site.db.query<{ stored_name: string; metadata_removed: boolean }>(
        'SELECT stored_name, metadata_removed FROM report_files ORDER BY created_at DESC LIMIT 1',
      );
      assert.equal(file!.metadata_removed, false);
      assert.ok((await sharp((await site.readCaseFile(file!.stored_name))!).metadata()).exif);
    });

    it('refuses an .exe renamed .pdf, and an 11 MB file, naming the file, and leaves nothing behind', async () => {
      const before = (await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reports')).at(0)!.n;
      const filesBefore = (await storedFiles()).length;
      const exe = await submit('/api/corruption-reports/', reportForm(REPORT, [{ name: 'invoice.pdf', data: EXE, type: 'application/pdf' }]));
      assert.equal(exe.statusCode, 415);
      assert.equal(exe.json().message, '"invoice.pdf" is not an accepted file type (images, video, PDF, Word or Excel).');
      const big = await submit('/api/corruption-reports/', reportForm(REPORT, [{ name: 'site-video.mp4', data: Buffer.alloc(11 * 1024 * 1024, 1) }]));
      assert.equal(big.statusCode, 413);
      assert.equal(big.json().message, '"site-video.mp4" is larger than 10 MB.');
      const many = await submit(
        '/api/corruption-reports/',
        reportForm(
          REPORT,
          Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.pdf`, data: PDF })),
        ),
      );
      assert.equal(many.statusCode, 413);
      assert.equal(many.json().message, 'At most 10 files can be attached.');
      assert.equal((await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reports')).at(0)!.n, before);
      assert.equal((await storedFiles()).length, filesBefore);
      assert.deepEqual(await site.incoming(), [], 'no half-written uploads remain');
    });

    it('names the field at fault, and refuses a date in the future', async () => {
      const missing = await submit('/api/corruption-reports/', reportForm({ ...REPORT, description: ' ' }));
      assert.equal(missing.statusCode, 400);
      assert.deepEqual([missing.json().field, missing.json().message], ['description', 'Please describe what happened']);
      const future = await submit('/api/corruption-reports/', reportForm({ ...REPORT, date: '2099-01-01' }));
      assert.deepEqual([future.json().field, future.json().message], ['date', 'The date cannot be in the future']);
      const type = await submit('/api/corruption-reports/', reportForm({ ...REPORT, incidentType: 'gossip' }));
      assert.equal(type.json().field, 'incidentType');
    });

    it('answers a retry with the same Idempotency-Key with the first answer, creating nothing new', async () => {
      const key = `retry-${Date.now()}-abcdef`;
      const first = await submit('/api/corruption-reports/', reportForm(REPORT), { 'idempotency-key': key });
      const count = (await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reports')).at(0)!.n;
      const retry = await submit('/api/corruption-reports/', reportForm(REPORT), { 'idempotency-key': key });
      assert.equal(retry.statusCode, 201);
      assert.equal(retry.headers['idempotent-replayed'], 'true');
      assert.equal(retry.json().data.receipt, first.json().data.receipt);
      assert.equal((await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reports')).at(0)!.n, count);
      const sealed = await site.db.query<{ sealed_answer: string }>('SELECT sealed_answer FROM submission_replays');
      assert.ok(
        sealed.every((row) => !row.sealed_answer.includes(first.json().data.receipt.slice(0, 4) + ' ')),
        'the stored answer is sealed',
      );
    });

    it('follows a report up by receipt: status timeline and a two-way thread; unknown receipts all answer alike', async () => {
      const filed = await submit('/api/corruption-reports/', reportForm(REPORT));
      const receipt: string = filed.json().data.receipt;
      const view = await followUp(receipt);
      assert.equal(view.statusCode, 200);
      assert.equal(view.json().data.statusLabel, 'Received');
      assert.deepEqual(
        view.json().data.timeline.map((event: { label: string }) => event.label),
        ['Received'],
      );
      const message = await site.app.inject({
        method: 'POST',
        url: '/api/reports/follow-up/messages/',
        payload: { receipt, message: 'I can share the tender notice.' },
        headers: SAME_ORIGIN,
        remoteAddress: '198.51.100.2',
      });
      assert.equal(message.statusCode, 201);
      assert.deepEqual(
        message.json().data.messages.map((m: { author: string; body: string }) => [m.author, m.body]),
        [['reporter', 'I can share the tender notice.']],
      );
      const wrong = await followUp('0000 0000 0000 0000', '198.51.100.3');
      const other = await followUp(
        receipt.replace(/\d$/, (d) => String((Number(d) + 1) % 10)),
        '198.51.100.3',
      );
      assert.deepEqual([wrong.statusCode, wrong.json().message], [404, RECEIPT_NOT_FOUND]);
      assert.deepEqual(other.json(), wrong.json());
    });

    it('limits receipt lookups per client', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) statuses.push((await followUp('1234 5678 9012 3456', '192.0.2.200')).statusCode);
      assert.deepEqual(statuses, [...Array(20).fill(404), 429]);
    });

    it('files a complaint with documents and gives a real reference number', async () => {
      const response = await submit(
        '/api/complaints/',
        reportForm(
          {
            category: 'misconduct',
            county: '042',
            institution: 'Kisumu County Health Department',
            details: 'Patients are asked to pay for services that are free.',
            incidentDate: '2026-09-14',
            fullName: 'Atieno Owino',
            email: 'atieno@example.org',
            phone: '+254700111222',
            preferredContact: 'phone',
            declaration: 'true',
          },
          [{ name: 'receipt.pdf', data: PDF }],
          'documents',
        ),
      );
      assert.equal(response.statusCode, 201, response.body);
      assert.equal(response.json().message, COMPLAINT_RECEIVED);
      assert.match(response.json().data.reference, /^UH-\d{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const unknownCounty = await submit(
        '/api/complaints/',
        reportForm(
          { category: 'fraud', county: '099', institution: 'x', details: 'y', incidentDate: '2026-01-01', fullName: 'A', email: 'a@b.ke', phone: '1', declaration: 'true' },
          [],
          'documents',
        ),
      );
      assert.deepEqual([unknownCounty.statusCode, unknownCounty.json().field], [400, 'county']);
      const noDeclaration = await submit(
        '/api/complaints/',
        reportForm({ category: 'fraud', county: '042', institution: 'x', details: 'y', incidentDate: '2026-01-01', fullName: 'A', email: 'a@b.ke', phone: '1' }, [], 'documents'),
      );
      assert.equal(noDeclaration.json().field, 'declaration');
    });

    const COMPLAINT = {
      category: 'harassment',
      county: '047',
      institution: 'Nairobi City County Licensing Office',
      details: 'An inspector threatened to close my kiosk unless I paid him in cash.',
      incidentDate: '2026-10-20',
      fullName: 'Wanjiru Kamau',
      email: 'Wanjiru.Kamau@example.org',
      phone: '+254722333444',
      declaration: 'true',
    };
    const mailsTo = (address: string) => site.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id', [address]);
    const track = (payload: object, ip = '198.51.100.60') => site.app.inject({ method: 'POST', url: '/api/complaints/track/', payload, headers: SAME_ORIGIN, remoteAddress: ip });

    it('acknowledges a complaint by e-mail with its reference, once, and only to an address the complainant gave', async () => {
      const key = `complaint-${Date.now()}-abcdef`;
      const filed = await submit('/api/complaints/', reportForm(COMPLAINT, [], 'documents'), { 'idempotency-key': key });
      assert.equal(filed.statusCode, 201, filed.body);
      const reference: string = filed.json().data.reference;
      const retried = await submit('/api/complaints/', reportForm(COMPLAINT, [], 'documents'), { 'idempotency-key': key });
      assert.equal(retried.headers['idempotent-replayed'], 'true');
      const mails = await mailsTo('wanjiru.kamau@example.org');
      assert.equal(mails.length, 1, 'one acknowledgement, not one per retry');
      assert.equal(mails[0]!.subject, `We received your complaint ${reference}`);
      assert.match(mails[0]!.body, /^Hello Wanjiru Kamau,/);
      assert.ok(mails[0]!.body.includes(`Your reference number is ${reference}.`));
      assert.ok(mails[0]!.body.includes('http://localhost:8080/complaints/track'));
      assert.ok(!mails[0]!.body.includes(COMPLAINT.details), 'the complaint itself is not mailed');

      const before = (await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox')).at(0)!.n;
      const noAddress = await submit('/api/complaints/', reportForm({ ...COMPLAINT, email: ' ' }, [], 'documents'));
      assert.deepEqual([noAddress.statusCode, noAddress.json().field], [400, 'email']);
      await submit('/api/corruption-reports/', reportForm({ ...REPORT, contactEmail: 'anonymous@example.org' }));
      assert.equal((await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox')).at(0)!.n, before, 'no mail without a complainant address');
    });

    it('shows a complaint to whoever has its reference and e-mail address, and the same 404 to everyone else', async () => {
      const filed = await submit('/api/complaints/', reportForm(COMPLAINT, [], 'documents'));
      const reference: string = filed.json().data.reference;
      const [row] = await site.db.query<{ id: string }>('SELECT id FROM reports WHERE reference = $1', [reference]);
      await site.db.query(`INSERT INTO report_messages (report_id, author, body) VALUES ($1, 'staff', 'Which day did the inspector come?')`, [row!.id]);
      await site.db.query(`INSERT INTO report_notes (report_id, body) VALUES ($1, 'Third complaint about this inspector.')`, [row!.id]);

      // As people copy it: lower case, spaces, and the address in another case.
      const found = await track({ reference: ` ${reference.toLowerCase().replace(/-/g, ' - ')} `, email: 'WANJIRU.KAMAU@example.org' });
      assert.equal(found.statusCode, 200, found.body);
      assert.equal(found.headers['cache-control'], 'no-store');
      const data = found.json().data;
      assert.deepEqual([data.reference, data.statusLabel, data.institution, data.county], [reference, 'Received', 'Nairobi City County Licensing Office', 'Nairobi']);
      assert.deepEqual(
        data.timeline.map((event: { label: string }) => event.label),
        ['Received'],
      );
      assert.deepEqual(
        data.messages.map((message: { author: string; body: string }) => [message.author, message.body]),
        [['staff', 'Which day did the inspector come?']],
      );
      assert.ok(!found.body.includes('Third complaint'), 'internal notes stay on the desk');
      assert.ok(!found.body.includes(COMPLAINT.phone), 'contact details are not echoed');

      const wrongAddress = await track({ reference, email: 'someone.else@example.org' });
      const unknownReference = await track({ reference: 'UH-2026-AAAA-BBBB', email: COMPLAINT.email });
      assert.deepEqual([wrongAddress.statusCode, wrongAddress.json().message], [404, COMPLAINT_NOT_FOUND]);
      assert.deepEqual(unknownReference.json(), wrongAddress.json(), 'a miss does not tell whether the reference exists');

      const noEmail = await track({ reference });
      assert.deepEqual([noEmail.statusCode, noEmail.json().field], [400, 'email']);
      const badReference = await track({ reference: 'my complaint', email: COMPLAINT.email });
      assert.deepEqual([badReference.statusCode, badReference.json().field], [400, 'reference']);
    });

    it('limits complaint lookups per client', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) statuses.push((await track({ reference: 'UH-2026-AAAA-BBBB', email: 'guess@example.org' }, '192.0.2.201')).statusCode);
      assert.deepEqual(statuses, [...Array(20).fill(404), 429]);
    });

    it('writes no IP address into the log of a report', async () => {
      site.logs.length = 0;
      await submit('/api/corruption-reports/', reportForm(REPORT), {}, '203.0.113.250');
      const log = site.logs.join('\n');
      assert.match(log, /corruption-reports/);
      assert.doesNotMatch(log, /203\.0\.113\.250|remoteAddress/);
    });
  });
}
