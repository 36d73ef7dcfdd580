import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, multipartForm as form, SAME_ORIGIN, SAMPLE_COMPLAINT, startTestSite, type TestSite } from './harness.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DAY = 24 * 60 * 60 * 1000;

for (const database of DATABASES) {
  describe(`the retention schedule on ${database.name}`, () => {
    let site: TestSite;
    let handler: { id: string; cookie: string };
    let address = 0;

    before(async () => {
      site = await startTestSite(database.url, { STAFF_EMAILS: '', CLOSED_CASE_RETENTION_DAYS: '30', RETENTION_INTERVAL_MS: '0' });
      handler = await site.signedInCitizen('Case Handler Nyokabi Wanjiru Kariuki');
      await site.grantRoles(handler.id, 'case_handler');
    });
    after(async () => site?.close());

    async function fileReport(description: string): Promise<{ id: string; files: string[] }> {
      const filed = await site.app.inject({
        method: 'POST',
        url: '/api/corruption-reports/',
        payload: form({ incidentType: 'bribery', location: 'Eldoret lands office', date: '2026-08-01', description, isAnonymous: 'true' }, [
          { name: 'deed.pdf', data: PDF },
        ]) as never,
        headers: SAME_ORIGIN,
        remoteAddress: `203.0.113.${(address += 1)}`,
      });
      assert.equal(filed.statusCode, 201, filed.body);
      const row = (await site.openedCases()).find((opened) => opened.description === description);
      const files = await site.db.query<{ stored_name: string }>('SELECT stored_name FROM report_files WHERE report_id = $1', [row!.id]);
      return { id: row!.id, files: files.map((file) => file.stored_name) };
    }

    const close = async (id: string) => {
      const closed = await site.app.inject({
        method: 'POST',
        url: `/api/desk/cases/${id}/status/`,
        payload: { status: 'closed', reason: 'Referred to the EACC, who have taken it on.' },
        headers: { ...SAME_ORIGIN, cookie: handler.cookie },
      });
      assert.equal(closed.statusCode, 200, closed.body);
    };
    const rowsOf = async (id: string) =>
      (
        await site.db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM reports WHERE id = $1) + (SELECT count(*) FROM report_files WHERE report_id = $1)
                + (SELECT count(*) FROM report_status_events WHERE report_id = $1) + (SELECT count(*) FROM report_messages WHERE report_id = $1)
                + (SELECT count(*) FROM report_audit WHERE report_id = $1) AS n`,
          [id],
        )
      )[0]!.n;

    it('deletes a case closed longer ago than the period with its files, and leaves one closed since and one still open', async () => {
      const old = await fileReport('A clerk asked for money to release a title deed in 2026.');
      const recent = await fileReport('The ward fund committee met without minutes.');
      const open = await fileReport('A road was paid for twice.');
      await close(old.id);
      await close(recent.id);
      await site.app.inject({
        method: 'POST',
        url: `/api/desk/cases/${old.id}/replies/`,
        payload: { message: 'Thank you: we have passed this on.' },
        headers: { ...SAME_ORIGIN, cookie: handler.cookie },
      });
      const complaint = await site.app.inject({
        method: 'POST',
        url: '/api/complaints/',
        payload: form(SAMPLE_COMPLAINT, [], 'documents') as never,
        headers: SAME_ORIGIN,
        remoteAddress: '198.51.100.7',
      });
      assert.equal(complaint.statusCode, 201, complaint.body);
      const [{ id: complaintId }] = (await site.db.query<{ id: string }>(`SELECT id FROM reports WHERE kind = 'complaint' ORDER BY created_at DESC LIMIT 1`)) as [{ id: string }];
      await close(complaintId);
      assert.ok(await site.app.fileStore.exists(old.files[0]!), 'the evidence is stored');

      const counts = await site.app.purgeExpired(new Date(Date.now() + 31 * DAY));
      // Closed 31 days before that day: all three closed cases go; the open one stays whatever its age.
      assert.deepEqual([counts.reports, counts.complaints, counts.files], [2, 1, 2]);
      for (const id of [old.id, recent.id, complaintId]) assert.equal(Number(await rowsOf(id)), 0, `no row of ${id} is left`);
      for (const name of [...old.files, ...recent.files]) assert.equal(await site.app.fileStore.exists(name), false, 'no file is left');
      assert.ok(Number(await rowsOf(open.id)) > 0);
      assert.equal(await site.app.fileStore.exists(open.files[0]!), true);

      const admin = await site.signedInCitizen('Administrator Omondi Ochieng Otieno');
      await site.grantRoles(admin.id, 'administrator');
      const audit = (await site.app.inject({ url: '/api/staff/audit/?action=retention.purge', headers: { cookie: admin.cookie } })).json() as {
        entries: Array<{ actor: { name: string }; after: Record<string, number> }>;
      };
      assert.deepEqual([audit.entries[0]?.actor.name, audit.entries[0]?.after], ['Retention schedule', { reports: 2, complaints: 1, files: 2, retentionDays: 30 }]);
    });

    it('keeps a case closed within the period, and purges old sessions, expired links and old mail but not what is still in use', async () => {
      // The run above, a month ahead, ended every session of today: the handler signs in again.
      handler = await site.signedInCitizen('Case Handler Nyokabi Wanjiru Kariuki');
      await site.grantRoles(handler.id, 'case_handler');
      const kept = await fileReport('Fuel was bought for a grader that never came.');
      await close(kept.id);
      assert.equal((await site.app.purgeExpired(new Date(Date.now() + 29 * DAY))).reports, 0);
      assert.ok(Number(await rowsOf(kept.id)) > 0);

      const citizen = await site.signedInCitizen('Citizen Chelimo Jeptoo');
      await site.db.query(
        `INSERT INTO email_tokens (token_hash, user_id, purpose, expires_at) VALUES ('old-link', $1, 'reset', now() - interval '8 days'), ('fresh-link', $1, 'reset', now() + interval '1 hour')`,
        [citizen.id],
      );
      await site.db.query(`INSERT INTO outbox (recipient, subject, body, state, created_at) VALUES ('old@example.org', 'Old', '', 'sent', now() - interval '91 days')`);
      await site.db.query(`INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at) VALUES ('old-session', $1, now() - interval '40 days', now() - interval '31 days')`, [
        citizen.id,
      ]);
      const counts = await site.app.purgeExpired();
      assert.ok(counts.sessions >= 1 && counts.links >= 1 && counts.mail >= 1, JSON.stringify(counts));
      const left = await site.db.query<{ token_hash: string }>(`SELECT token_hash FROM email_tokens WHERE token_hash IN ('old-link', 'fresh-link')`);
      assert.deepEqual(
        left.map((row) => row.token_hash),
        ['fresh-link'],
      );
      assert.equal((await site.db.query(`SELECT 1 FROM sessions WHERE id_hash = 'old-session'`)).length, 0);
      assert.equal((await site.app.inject({ url: '/api/auth/user/', headers: { cookie: citizen.cookie } })).statusCode, 200, 'a session in use is kept');
    });
  });
}
