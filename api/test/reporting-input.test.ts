import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';

const BOUNDARY = 'uwazi-boundary';
const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string, filename: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;

const REPORT = {
  incidentType: 'extortion',
  location: 'Thika Road checkpoint',
  date: '2026-10-20',
  description: 'Officers stop matatus and ask each driver for KES 500.',
  isAnonymous: 'true',
};
const COMPLAINT = {
  category: 'misconduct',
  county: '022',
  institution: 'Kiambu County Health Office',
  details: 'A clinic charges for free maternity care.',
  incidentDate: '2026-10-01',
  fullName: 'Njeri Mwangi',
  email: 'njeri@example.org',
  phone: '+254722000111',
  preferredContact: 'email',
  declaration: 'true',
};

/** Broken bodies, as a scanner or a dropped connection sends them. */
function malformed(route: string): Array<{ name: string; contentType: string; body: string }> {
  const fields = route === '/api/complaints/' ? COMPLAINT : route === '/api/corruption-reports/' ? REPORT : { receipt: '1234 5678 9012 3456' };
  const fileField = route === '/api/complaints/' ? 'documents' : 'evidenceFiles';
  const complete = Object.entries(fields)
    .map(([name, value]) => field(name, value))
    .join('');
  return [
    { name: 'no boundary in the Content-Type', contentType: 'multipart/form-data', body: `${complete}--${BOUNDARY}--\r\n` },
    {
      name: 'cut off in a field',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: `${complete}--${BOUNDARY}\r\nContent-Disposition: form-data; name="extra"\r\n\r\nhalf a val`,
    },
    {
      name: 'cut off in a file',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: `${complete}${fileHead(fileField, 'scan.pdf')}%PDF-1.4\n1 0 obj << /Type /Catalog >> end`,
    },
    { name: 'garbage', contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: 'GET / HTTP/1.1\r\n\u0000\u0001\u0002 not a form at all' },
  ];
}

for (const database of DATABASES) {
  describe(`malformed and unusual multipart input on ${database.name}`, () => {
    let site: TestSite;
    let client = 0;
    before(async () => {
      site = await startTestSite(database.url);
    });
    after(async () => site.close());

    /** A POST from a client of its own, so no test meets another's rate limits. */
    const post = (url: string, payload: unknown, headers: Record<string, string> = SAME_ORIGIN) =>
      site.app.inject({ method: 'POST', url, payload: payload as never, headers, remoteAddress: `192.0.2.${(client += 1)}` });
    const count = async (table: string) => (await site.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
    const storedFiles = () => site.storedNames();
    const incoming = () => site.incoming();

    for (const route of ['/api/corruption-reports/', '/api/complaints/', '/api/reports/follow-up/evidence/']) {
      it(`answers a malformed form on ${route} with 400 JSON, no stack trace, and stores nothing`, async () => {
        const before = { reports: await count('reports'), files: await count('report_files'), replays: await count('submission_replays'), stored: (await storedFiles()).length };
        site.logs.length = 0;
        for (const [index, broken] of malformed(route).entries()) {
          const response = await post(route, broken.body, {
            ...SAME_ORIGIN,
            'content-type': broken.contentType,
            'idempotency-key': `malformed-${route.length}-${index}-${Date.now()}`,
          });
          assert.equal(response.statusCode, 400, `${broken.name}: ${response.body}`);
          const answer = response.json();
          assert.deepEqual(Object.keys(answer).sort(), ['field', 'message', 'status', 'status_code']);
          assert.deepEqual([answer.status, answer.field, answer.status_code], ['error', null, 400], broken.name);
          assert.match(answer.message, /^The form could not be read: /, broken.name);
          assert.doesNotMatch(response.body, /\bat \S+ \(|node_modules|Error:/, `${broken.name}: no stack trace`);
        }
        assert.deepEqual(
          { reports: await count('reports'), files: await count('report_files'), replays: await count('submission_replays'), stored: (await storedFiles()).length },
          before,
          'no report, file row, claimed key or stored file is left',
        );
        assert.deepEqual(await incoming(), [], 'no half-received file is left');
        assert.doesNotMatch(site.logs.join('\n'), /request failed/, 'nothing is logged as a server failure');
      });
    }

    it('keeps a report whose description holds a NUL and other control characters, without them', async () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        ...REPORT,
        description: 'Officers stop\u0000 matatus\u0007 at night.\r\n\tEach driver pays KES 500.\u001b',
        location: 'Thika\u0000 Road',
      }))
        form.append(name, value);
      const response = await post('/api/corruption-reports/', form);
      assert.equal(response.statusCode, 201, response.body);
      const [report] = await site.openedCases();
      assert.equal(report!.description, 'Officers stop matatus at night.\r\n\tEach driver pays KES 500.');
      assert.equal(report!.location, 'Thika Road');

      const followUp = await post('/api/reports/follow-up/', { receipt: response.json().data.receipt });
      assert.equal(followUp.statusCode, 200, 'the report is found again by its receipt');
    });

    it('refuses follow-up evidence naming an upload that never arrived, and keeps nothing, not even the file in the form', async () => {
      const report = new FormData();
      for (const [name, value] of Object.entries(REPORT)) report.append(name, value);
      const filed = await post('/api/corruption-reports/', report);
      assert.equal(filed.statusCode, 201, filed.body);
      const before = { files: await count('report_files'), stored: (await storedFiles()).length };

      const form = new FormData();
      form.append('receipt', filed.json().data.receipt);
      form.append('uploads', JSON.stringify([{ id: 'a'.repeat(32), secret: 'b'.repeat(43), name: 'slip.pdf' }]));
      form.append(
        'evidenceFiles',
        new Blob([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')], { type: 'application/pdf' }),
        'scan.pdf',
      );
      const response = await post('/api/reports/follow-up/evidence/', form);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual([response.json().field, response.json().message], ['files', '"slip.pdf" did not reach us in full. Send again to finish sending it.']);
      assert.deepEqual({ files: await count('report_files'), stored: (await storedFiles()).length }, before, 'not even the file in the form is kept');
      assert.deepEqual(await incoming(), [], 'no received file is left behind');

      const kiswahili = await post('/api/reports/follow-up/evidence/', form, { ...SAME_ORIGIN, 'accept-language': 'sw' });
      assert.equal(kiswahili.json().message, '"slip.pdf" haikutufikia yote. Tuma tena ili kumaliza kuituma.');
    });

    it('keeps a complaint whose fields hold a NUL, without it', async () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...COMPLAINT, institution: 'Kiambu\u0000 County Health Office', details: 'Charged\u0000 for free care.' }))
        form.append(name, value);
      const response = await post('/api/complaints/', form);
      assert.equal(response.statusCode, 201, response.body);
      const complaint = (await site.openedCases()).find((opened) => opened.kind === 'complaint');
      assert.deepEqual([complaint!.institution, complaint!.description], ['Kiambu County Health Office', 'Charged for free care.']);
    });
  });
}
