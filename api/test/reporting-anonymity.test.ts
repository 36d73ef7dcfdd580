import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const REPORT = { incidentType: 'bribery', location: 'Nakuru land registry', date: '2026-10-02', description: 'The clerk asked for KES 5,000 to release a title deed.' };

function multipart(fields: Record<string, string>, files: Array<{ name: string; data: Buffer }> = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('evidenceFiles', new Blob([new Uint8Array(file.data)]), file.name);
  return form;
}

for (const database of DATABASES) {
  describe(`an anonymous report filed while signed in, on ${database.name}`, () => {
    let site: TestSite;
    let citizen: { id: string; cookie: string };
    let client = 0;
    /** When the citizen's session was last seen, set well in the past: any refresh of it would show. */
    let lastSeen: string;

    before(async () => {
      site = await startTestSite(database.url);
      citizen = await site.signedInCitizen('Akinyi Otieno');
    });
    after(async () => site.close());

    async function ageSession(): Promise<void> {
      const [row] = await site.db.query<{ seen: string }>(
        `UPDATE sessions SET last_seen_at = now() - interval '10 minutes' WHERE user_id = $1 RETURNING to_char(last_seen_at, 'YYYY-MM-DD"T"HH24:MI:SS.US') AS seen`,
        [citizen.id],
      );
      lastSeen = row!.seen;
    }
    async function sessionSeen(): Promise<string> {
      const [row] = await site.db.query<{ seen: string }>(`SELECT to_char(last_seen_at, 'YYYY-MM-DD"T"HH24:MI:SS.US') AS seen FROM sessions WHERE user_id = $1`, [citizen.id]);
      return row!.seen;
    }
    const post = (url: string, payload: object | FormData) =>
      site.app.inject({ method: 'POST', url, payload: payload as never, headers: { ...SAME_ORIGIN, cookie: citizen.cookie }, remoteAddress: `198.51.100.${(client += 1)}` });

    it('neither links the report to the account nor touches the session, for the report, its evidence and its follow-up', async () => {
      await ageSession();
      const filed = await post('/api/corruption-reports/', multipart({ ...REPORT, isAnonymous: 'true' }, [{ name: 'deed.pdf', data: PDF }]));
      assert.equal(filed.statusCode, 201, filed.body);
      const receipt: string = filed.json().data.receipt;
      assert.equal(await sessionSeen(), lastSeen, 'filing the report left the session untouched');
      const [report] = await site.db.query<{ reporter_user_id: string | null }>('SELECT reporter_user_id FROM reports ORDER BY created_at DESC LIMIT 1');
      assert.equal(report!.reporter_user_id, null);

      const view = await post('/api/reports/follow-up/', { receipt });
      assert.equal(view.statusCode, 200, view.body);
      assert.equal(await sessionSeen(), lastSeen, 'following the report up left the session untouched');

      const message = await post('/api/reports/follow-up/messages/', { receipt, message: 'I also have the bank slip.' });
      assert.equal(message.statusCode, 201, message.body);
      assert.equal(await sessionSeen(), lastSeen, 'writing to the case handlers left the session untouched');

      const evidence = await post('/api/reports/follow-up/evidence/', multipart({ receipt }, [{ name: 'slip.pdf', data: PDF }]));
      assert.equal(evidence.statusCode, 201, evidence.body);
      assert.equal(await sessionSeen(), lastSeen, 'adding evidence left the session untouched');
      assert.deepEqual(
        evidence.json().data.files.map((file: { name: string }) => file.name),
        ['deed.pdf', 'slip.pdf'],
      );
    });

    it('ignores the session of a replayed anonymous report too', async () => {
      await ageSession();
      const form = () => multipart({ ...REPORT, isAnonymous: 'true', description: `${REPORT.description} Replayed.` });
      const headers = { ...SAME_ORIGIN, cookie: citizen.cookie, 'idempotency-key': `anonymous-${Date.now()}-key` };
      const first = await site.app.inject({ method: 'POST', url: '/api/corruption-reports/', payload: form() as never, headers, remoteAddress: '198.51.100.200' });
      const retry = await site.app.inject({ method: 'POST', url: '/api/corruption-reports/', payload: form() as never, headers, remoteAddress: '198.51.100.200' });
      assert.deepEqual([first.statusCode, retry.statusCode, retry.headers['idempotent-replayed']], [201, 201, 'true']);
      assert.equal(await sessionSeen(), lastSeen);
    });

    it('still links a named report to the signed-in account', async () => {
      await ageSession();
      const filed = await post('/api/corruption-reports/', multipart({ ...REPORT, isAnonymous: 'false', contactName: 'Akinyi Otieno', contactEmail: 'akinyi@example.org' }));
      assert.equal(filed.statusCode, 201, filed.body);
      const [report] = await site.openedCases();
      assert.deepEqual([report!.reporter_user_id, report!.contact_name], [citizen.id, 'Akinyi Otieno']);
      const mine = await site.app.inject({ url: '/api/reports/mine/', headers: { cookie: citizen.cookie } });
      assert.equal(mine.json().reports.length, 1, 'only the named report is in the citizen’s list');
    });
  });
}
