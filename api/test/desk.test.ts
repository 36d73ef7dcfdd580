import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, multipartForm as form, SAME_ORIGIN, SAMPLE_COMPLAINT, startTestSite, type TestSite } from './harness.js';
import { STAFF_ONLY } from '../src/reporting/desk.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

for (const database of DATABASES) {
  describe(`the case desk on ${database.name}`, () => {
    let site: TestSite;
    let staff: { id: string; cookie: string };
    let citizen: { id: string; cookie: string };
    let receipt: string;
    let reportId: string;
    let complaintId: string;

    before(async () => {
      site = await startTestSite(database.url, { STAFF_EMAILS: '' });
      staff = await site.signedInCitizen('Desk Officer');
      await site.grantRoles(staff.id, 'case_handler');
      citizen = await site.signedInCitizen('Complaining Citizen');
      const report = await site.app.inject({
        method: 'POST',
        url: '/api/corruption-reports/',
        payload: form(
          { incidentType: 'bribery', location: 'Eldoret lands office', date: '2026-08-01', description: 'A clerk asked for money to release a title deed.', isAnonymous: 'true' },
          [{ name: 'receipt.pdf', data: PDF }],
        ) as never,
        headers: SAME_ORIGIN,
        remoteAddress: '203.0.113.10',
      });
      receipt = report.json().data.receipt;
      [{ id: reportId }] = (await site.db.query<{ id: string }>(`SELECT id FROM reports WHERE kind = 'corruption' ORDER BY created_at DESC LIMIT 1`)) as [{ id: string }];
      const complaint = await site.app.inject({
        method: 'POST',
        url: '/api/complaints/',
        payload: form(SAMPLE_COMPLAINT, [], 'documents') as never,
        headers: { ...SAME_ORIGIN, cookie: citizen.cookie },
        remoteAddress: '203.0.113.11',
      });
      assert.equal(complaint.statusCode, 201, complaint.body);
      [{ id: complaintId }] = (await site.db.query<{ id: string }>(`SELECT id FROM reports WHERE kind = 'complaint' ORDER BY created_at DESC LIMIT 1`)) as [{ id: string }];
    });
    after(async () => site.close());

    const as = (who: { cookie: string } | null) => ({
      get: (url: string) => site.app.inject({ url, headers: who ? { cookie: who.cookie } : {} }),
      post: (url: string, payload: object) => site.app.inject({ method: 'POST', url, payload, headers: { ...SAME_ORIGIN, ...(who ? { cookie: who.cookie } : {}) } }),
    });

    it('refuses every desk endpoint to citizens (403) and visitors (401)', async () => {
      for (const who of [citizen, null]) {
        const expected = who ? 403 : 401;
        const client = as(who);
        const answers = [
          await client.get('/api/desk/cases/'),
          await client.get(`/api/desk/cases/${reportId}/`),
          await client.post(`/api/desk/cases/${reportId}/status/`, { status: 'closed', reason: 'x' }),
          await client.post(`/api/desk/cases/${reportId}/replies/`, { message: 'x' }),
          await client.post(`/api/desk/cases/${reportId}/notes/`, { note: 'x' }),
          await client.post(`/api/desk/cases/${reportId}/assign/`, { staffUserId: null }),
        ];
        assert.deepEqual(
          answers.map((a) => a.statusCode),
          Array(6).fill(expected),
        );
        if (who) assert.equal(answers[0]!.json().message, STAFF_ONLY);
      }
      const [row] = await site.db.query<{ status: string }>('SELECT status FROM reports WHERE id = $1', [reportId]);
      assert.equal(row!.status, 'received', 'nothing changed');
    });

    it('lists cases with filters and search', async () => {
      const desk = as(staff);
      assert.equal((await desk.get('/api/desk/cases/')).json().total, 2);
      const complaints = (await desk.get('/api/desk/cases/?type=complaint')).json();
      assert.deepEqual(
        complaints.cases.map((c: { id: string }) => c.id),
        [complaintId],
      );
      assert.equal(complaints.cases[0].county, 'Uasin Gishu');
      assert.equal((await desk.get('/api/desk/cases/?county=027')).json().total, 1);
      // Texts are sealed: a search finds a case by its reference, whole or in part, and matches nothing in its texts.
      const [{ reference }] = (await site.db.query<{ reference: string }>('SELECT reference FROM reports WHERE id = $1', [complaintId])) as [{ reference: string }];
      assert.deepEqual(
        (await desk.get(`/api/desk/cases/?q=${reference.slice(-4)}`)).json().cases.map((c: { id: string }) => c.id),
        [complaintId],
      );
      assert.equal((await desk.get('/api/desk/cases/?q=title%20deed')).json().total, 0);
      // The list's titles are opened with the handler's key: the place of a report is in its title.
      assert.equal((await desk.get('/api/desk/cases/?type=corruption')).json().cases[0].title, 'Corruption report: bribery at Eldoret lands office');
      assert.equal((await desk.get('/api/desk/cases/?status=closed')).json().total, 0);
      assert.equal((await desk.get('/api/desk/cases/?status=lost')).statusCode, 400);
    });

    it('opens a case and downloads its evidence as an attachment, never inline', async () => {
      const view = (await as(staff).get(`/api/desk/cases/${reportId}/`)).json();
      assert.equal(view.case.description, 'A clerk asked for money to release a title deed.');
      assert.equal(view.case.contact, null, 'an anonymous report has no contact');
      assert.equal(view.case.files.length, 1);
      const download = await as(staff).get(view.case.files[0].downloadUrl);
      assert.equal(download.statusCode, 200);
      assert.equal(download.headers['content-disposition'], 'attachment; filename="receipt.pdf"');
      assert.equal(download.headers['x-content-type-options'], 'nosniff');
      assert.ok(download.rawPayload.equals(PDF));
      assert.equal((await as(citizen).get(view.case.files[0].downloadUrl)).statusCode, 403);
    });

    it('changes status with a public reason, replies, keeps internal notes internal, and the reporter sees it all by receipt', async () => {
      const desk = as(staff);
      const noReason = await desk.post(`/api/desk/cases/${reportId}/status/`, { status: 'under_review', reason: ' ' });
      assert.deepEqual([noReason.statusCode, noReason.json().field], [400, 'reason']);
      const opened = await desk.post(`/api/desk/cases/${reportId}/status/`, {
        status: 'under_review',
        referredTo: 'eacc',
        reason: 'We are checking the land records you described.',
      });
      assert.equal(opened.json().case.referredTo, null, 'only a referral names a body');
      assert.equal(opened.json().case.suggestedReferral, 'eacc', 'a bribe is for the EACC first');
      await desk.post(`/api/desk/cases/${reportId}/replies/`, { message: 'Thank you. Do you know the date the money was asked for?' });
      const noted = (await desk.post(`/api/desk/cases/${reportId}/notes/`, { note: 'Similar report last month from the same office.' })).json();
      assert.equal(noted.case.notes[0].body, 'Similar report last month from the same office.');

      const followUp = (
        await site.app.inject({ method: 'POST', url: '/api/reports/follow-up/', payload: { receipt }, headers: SAME_ORIGIN, remoteAddress: '198.51.100.40' })
      ).json().data;
      assert.equal(followUp.statusLabel, 'Under review');
      assert.deepEqual(
        followUp.timeline.map((e: { label: string; reason: string | null }) => [e.label, e.reason]),
        [
          ['Received', null],
          ['Under review', 'We are checking the land records you described.'],
        ],
      );
      assert.deepEqual(
        followUp.messages.map((m: { author: string }) => m.author),
        ['staff'],
      );
      assert.ok(!JSON.stringify(followUp).includes('Similar report last month'), 'internal notes stay on the desk');

      await desk.post(`/api/desk/cases/${reportId}/status/`, { status: 'referred', referredTo: 'eacc', reason: 'The EACC investigates bribery by public officers.' });
      const referred = (
        await site.app.inject({ method: 'POST', url: '/api/reports/follow-up/', payload: { receipt }, headers: SAME_ORIGIN, remoteAddress: '198.51.100.41' })
      ).json().data;
      assert.deepEqual(referred.timeline.at(-1), {
        ...referred.timeline.at(-1),
        status: 'referred',
        referredTo: 'eacc',
        reason: 'The EACC investigates bribery by public officers.',
      });
      assert.ok(!JSON.stringify(referred.timeline).includes('Desk Officer'), 'no staff name reaches the reporter');
    });

    it('notifies a signed-in complainant when the status changes', async () => {
      const noBody = await as(staff).post(`/api/desk/cases/${complaintId}/status/`, { status: 'referred', reason: 'Referred for a refund.' });
      assert.deepEqual([noBody.statusCode, noBody.json().field, noBody.json().message], [400, 'referredTo', 'Choose the body the case is referred to.']);
      const unknown = await as(staff).post(`/api/desk/cases/${complaintId}/status/`, { status: 'referred', referredTo: 'the-chief', reason: 'Referred for a refund.' });
      assert.deepEqual([unknown.statusCode, unknown.json().field], [400, 'referredTo']);
      const referred = await as(staff).post(`/api/desk/cases/${complaintId}/status/`, {
        status: 'referred',
        referredTo: 'caj',
        reason: 'Referred to the county Lands department for a refund.',
      });
      assert.equal(referred.statusCode, 200, referred.body);
      assert.equal(referred.json().case.referredTo, 'caj');
      const list = (await as(citizen).get(`/api/notifications/user/${citizen.id}/`)).json();
      assert.equal(list.notifications[0].title, 'Report status changed');
      assert.match(list.notifications[0].message, /is now Referred: Referred to the county Lands department/);
      const mine = (await as(citizen).get('/api/reports/mine/')).json().reports;
      assert.deepEqual(
        mine.map((r: { statusLabel: string }) => r.statusLabel),
        ['Referred'],
      );
    });

    it('e-mails the complainant when the status changes or a case handler replies, and the complaint page shows both', async () => {
      const mailsTo = () => site.db.query<{ subject: string; body: string }>(`SELECT subject, body FROM outbox WHERE recipient = 'c@example.org' ORDER BY id`);
      const [{ reference }] = (await site.db.query<{ reference: string }>('SELECT reference FROM reports WHERE id = $1', [complaintId])) as [{ reference: string }];
      const before = (await mailsTo()).length;
      await as(staff).post(`/api/desk/cases/${complaintId}/status/`, { status: 'under_review', reason: 'The registry is checking its receipts for July.' });
      await as(staff).post(`/api/desk/cases/${complaintId}/notes/`, { note: 'Registry clerk on leave until Monday.' });
      await as(staff).post(`/api/desk/cases/${complaintId}/replies/`, { message: 'Could you send the two receipts you were given?' });
      const mails = (await mailsTo()).slice(before);
      assert.deepEqual(
        mails.map((mail) => mail.subject),
        [`Your complaint ${reference} is now Under review`, `A case handler replied about your complaint ${reference}`],
        'one mail for the status, one for the reply, none for an internal note',
      );
      assert.match(mails[0]!.body, /The case handler's reason: The registry is checking its receipts for July\./);
      assert.ok(mails[1]!.body.includes('http://localhost:8080/complaints/track'));
      assert.ok(!mails.some((mail) => mail.body.includes('Registry clerk on leave')), 'internal notes are never mailed');

      const list = (await as(citizen).get(`/api/notifications/user/${citizen.id}/`)).json();
      assert.equal(list.notifications[0].title, 'New reply from a case handler');
      assert.equal(list.notifications[0].message, `Your complaint ${reference} has a new reply from a case handler.`);

      const tracked = (
        await site.app.inject({
          method: 'POST',
          url: '/api/complaints/track/',
          payload: { reference, email: 'c@example.org' },
          headers: SAME_ORIGIN,
          remoteAddress: '198.51.100.41',
        })
      ).json().data;
      assert.equal(tracked.statusLabel, 'Under review');
      assert.deepEqual(
        tracked.messages.map((m: { author: string; body: string }) => [m.author, m.body]),
        [['staff', 'Could you send the two receipts you were given?']],
      );
    });

    it('sends no e-mail about an anonymous report, which is followed by receipt', async () => {
      const before = (await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox')).at(0)!.n;
      await as(staff).post(`/api/desk/cases/${reportId}/status/`, { status: 'under_review', reason: 'Still checking.' });
      await as(staff).post(`/api/desk/cases/${reportId}/replies/`, { message: 'Any news?' });
      assert.equal((await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox')).at(0)!.n, before);
    });

    it('assigns only to case handlers, and keeps an audit log of who did what', async () => {
      const desk = as(staff);
      const wrong = await desk.post(`/api/desk/cases/${reportId}/assign/`, { staffUserId: citizen.id });
      assert.deepEqual([wrong.statusCode, wrong.json().field], [400, 'staffUserId']);
      const assigned = (await desk.post(`/api/desk/cases/${reportId}/assign/`, { staffUserId: staff.id })).json();
      assert.equal(assigned.case.assignedTo.fullName, 'Desk Officer');
      const actions = assigned.case.audit.map((entry: { action: string; actor: string }) => `${entry.actor}: ${entry.action}`);
      for (const action of ['viewed', 'downloaded evidence', 'changed status', 'replied to the reporter', 'added an internal note', 'assigned']) {
        assert.ok(actions.includes(`Desk Officer: ${action}`), action);
      }
    });

    it('shows administrators who did what to which case, in the staff audit, without the case’s content', async () => {
      const admin = await site.signedInCitizen('Audit Reading Administrator');
      await site.grantRoles(admin.id, 'administrator');
      const entries = (await as(admin).get(`/api/staff/audit/?actor=${staff.id}`)).json().entries as Array<{
        action: string;
        actor: { name: string };
        target: { type: string; id: string };
        after: unknown;
      }>;
      const onReport = entries.filter((entry) => entry.target.type === 'case' && entry.target.id === reportId);
      for (const action of ['case.view', 'case.download', 'case.status', 'case.reply', 'case.note', 'case.assign']) {
        assert.ok(
          onReport.some((entry) => entry.action === action && entry.actor.name === 'Desk Officer'),
          `${action} in ${onReport.map((entry) => entry.action)}`,
        );
      }
      assert.deepEqual(onReport.find((entry) => entry.action === 'case.status')?.after, { status: 'under_review' });
      assert.deepEqual(onReport.find((entry) => entry.action === 'case.assign')?.after, { assignedTo: 'Desk Officer' });
      // Not the reason, the reply, the note, the file's name or the report's text.
      const text = JSON.stringify(entries);
      for (const secret of ['land records', 'Similar report', 'receipt.pdf', 'title deed', 'Eldoret']) assert.ok(!text.includes(secret), secret);
    });

    it('makes the addresses in STAFF_EMAILS case handlers at their first request', async () => {
      const bootstrapped = await startTestSite(database.url, { STAFF_EMAILS: 'first.officer@example.org' });
      try {
        const officer = await bootstrapped.signedInCitizen('First Officer');
        await bootstrapped.db.query(`UPDATE users SET email = 'first.officer@example.org' WHERE id = $1`, [officer.id]);
        // A case handler now: what stands between them and the desk is two-step sign-in, not their role.
        const list = await bootstrapped.app.inject({ url: '/api/desk/cases/', headers: { cookie: officer.cookie } });
        assert.equal(list.statusCode, 403);
        assert.equal(list.json().code, 'second_factor');
        const [held] = await bootstrapped.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM staff_roles WHERE user_id = $1 AND role = 'case_handler'`, [officer.id]);
        assert.equal(held!.n, 1);
      } finally {
        await bootstrapped.close();
      }
    });
  });
}
