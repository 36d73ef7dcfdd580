import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashToken } from '../src/accounts/tokens.js';
import { DATABASES, multipartForm as form, SAME_ORIGIN, SAMPLE_COMPLAINT, startTestSite, type TestSite } from './harness.js';
import { CASE_KEY_LOCKED, CASE_NOT_GRANTED, CASE_UNREADABLE, THREAD_SEALED_BEFORE_RECEIPTS } from '../src/reporting/caseAccess.js';
import { NOT_THE_RECOVERY_KEY, RECOVERY_KEY_NEEDED } from '../src/staff/caseKeyRoutes.js';
import { sealExistingCases } from '../src/reporting/sealExisting.js';
import { citizenSecrets, receiptPepper } from '../src/reporting/receipts.js';

/** Words and bytes no copy of the site's storage may show: each is in the report or complaint below. */
const SECRET = {
  description: 'Zebra-Quartz-7731 the county clerk took a bribe',
  location: 'Mwembe-Tayari-4419 market office',
  name: 'Wanjiru-Kipchumba-5521',
  email: 'reporter-6632@example.org',
  phone: '+254700998877',
  message: 'Follow-up-Heron-8841 more detail here',
  complaint: 'Complaint-Ibis-9952 charged twice for a permit',
  complaintPhone: '+254711224466',
};
const EVIDENCE = Buffer.from(`%PDF-1.4\n% Evidence-Kudu-3307 ${'x'.repeat(200)}\n%%EOF\n`);
const DOCUMENT = Buffer.from(`%PDF-1.4\n% Document-Oryx-1188 ${'y'.repeat(200)}\n%%EOF\n`);
const NEEDLES = [...Object.values(SECRET), 'Evidence-Kudu-3307', 'Document-Oryx-1188'];

/** Every regular file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(full));
    else if (entry.isFile()) found.push(full);
  }
  return found;
}

/** Which needles appear in which files, in UTF-8 or UTF-16 (as a search of a stolen copy would look). */
function plaintextIn(files: string[]): string[] {
  const hits: string[] = [];
  for (const file of files) {
    if (statSync(file).size > 64 * 1024 * 1024) continue;
    const bytes = readFileSync(file);
    for (const needle of NEEDLES) if (bytes.includes(Buffer.from(needle)) || bytes.includes(Buffer.from(needle, 'utf16le'))) hits.push(`${needle} in ${file}`);
  }
  return hits;
}

for (const database of DATABASES) {
  describe(`cases encrypted at rest on ${database.name}`, () => {
    let site: TestSite;
    let dataDir: string;
    let handler: { id: string; email: string; cookie: string };
    let admin: { id: string; email: string; cookie: string };
    let receipt: string;
    let reportId: string;
    let complaintId: string;
    let reference: string;
    let client = 0;
    /** The recovery key as an administrator downloaded it, before taking it off the server (the latest one made). */
    let recoveryFile = '';

    before(async () => {
      // On disk, not in memory: the database files and the write-ahead log are what is searched.
      dataDir = mkdtempSync(path.join(tmpdir(), 'civic-sealed-'));
      site = await startTestSite(database.url, { STAFF_EMAILS: '', DATA_DIR: dataDir });
      handler = await site.signedInCitizen('Njeri Wambui Kamau');
      await site.grantRoles(handler.id, 'case_handler');
      admin = await site.signedInCitizen('Site Administrator');
      await site.grantRoles(admin.id, 'administrator');

      const report = await site.app.inject({
        method: 'POST',
        url: '/api/corruption-reports/',
        payload: form(
          {
            incidentType: 'bribery',
            location: SECRET.location,
            date: '2026-08-01',
            description: SECRET.description,
            isAnonymous: 'false',
            contactName: SECRET.name,
            contactEmail: SECRET.email,
            contactPhone: SECRET.phone,
          },
          [{ name: 'evidence.pdf', data: EVIDENCE }],
        ) as never,
        headers: SAME_ORIGIN,
        remoteAddress: '203.0.113.60',
      });
      assert.equal(report.statusCode, 201, report.body);
      receipt = report.json().data.receipt;
      const message = await site.app.inject({
        method: 'POST',
        url: '/api/reports/follow-up/messages/',
        payload: { receipt, message: SECRET.message },
        headers: SAME_ORIGIN,
        remoteAddress: '203.0.113.61',
      });
      assert.equal(message.statusCode, 201, message.body);
      const complaint = await site.app.inject({
        method: 'POST',
        url: '/api/complaints/',
        payload: form({ ...SAMPLE_COMPLAINT, details: SECRET.complaint, phone: SECRET.complaintPhone }, [{ name: 'permit.pdf', data: DOCUMENT }], 'documents') as never,
        headers: SAME_ORIGIN,
        remoteAddress: '203.0.113.62',
      });
      assert.equal(complaint.statusCode, 201, complaint.body);
      reference = complaint.json().data.reference;
      [{ id: reportId }] = (await site.db.query<{ id: string }>(`SELECT id FROM reports WHERE kind = 'corruption'`)) as [{ id: string }];
      [{ id: complaintId }] = (await site.db.query<{ id: string }>(`SELECT id FROM reports WHERE kind = 'complaint'`)) as [{ id: string }];
    });
    after(async () => {
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const get = (who: { cookie: string }, url: string) => site.app.inject({ url, headers: { cookie: who.cookie } });
    const post = (who: { cookie: string } | null, url: string, payload: object) =>
      site.app.inject({ method: 'POST', url, payload, headers: { ...SAME_ORIGIN, ...(who ? { cookie: who.cookie } : {}) }, remoteAddress: `198.51.100.${(client += 1)}` });

    it('keeps no text, contact detail or file byte of a report or complaint in the clear: database files, write-ahead log, file store, logs', async () => {
      assert.deepEqual(
        site.logs.filter((line) => NEEDLES.some((needle) => line.includes(needle))),
        [],
        'the logs',
      );
      if (database.url) {
        // PostgreSQL's own files: the write-ahead log, and this schema's tables (and their TOAST) once checkpointed.
        const admin = new pg.Client({ connectionString: database.url });
        await admin.connect();
        try {
          await admin.query('CHECKPOINT');
          const [{ data_directory: dir }] = (await admin.query<{ data_directory: string }>('SHOW data_directory')).rows as [{ data_directory: string }];
          const schema = (await site.db.query<{ schema: string }>('SELECT current_schema() AS schema'))[0]!.schema;
          const relations = await admin.query<{ file: string }>(
            `SELECT pg_relation_filepath(c.oid) AS file FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = $1 AND pg_relation_filepath(c.oid) IS NOT NULL
             UNION SELECT pg_relation_filepath(t.oid) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_class t ON t.oid = c.reltoastrelid WHERE n.nspname = $1`,
            [schema],
          );
          const files = [...relations.rows.map((row) => path.join(dir, row.file)), ...filesUnder(path.join(dir, 'pg_wal'))].filter((file) => {
            try {
              return statSync(file).isFile();
            } catch {
              return false;
            }
          });
          assert.ok(files.length > 2, `PostgreSQL's files under ${dir} are readable by this test`);
          assert.deepEqual(plaintextIn(files), []);
        } finally {
          await admin.end();
        }
      }
      // The embedded database's files and its write-ahead log, the uploads folder and the secrets, all in the data folder.
      assert.deepEqual(plaintextIn(filesUnder(dataDir)), []);
      // The file store, whichever it is: its bytes are sealed.
      for (const name of await site.storedNames()) {
        const stored = (await site.readStored(name))!;
        assert.ok(!stored.includes(Buffer.from('Evidence-Kudu-3307')) && !stored.includes(Buffer.from('Document-Oryx-1188')), `stored file ${name} is sealed`);
      }
    });

    it('is read whole by the case handler, evidence included; by the reporter with the receipt; by the complainant with reference and address', async () => {
      const view = (await get(handler, `/api/desk/cases/${reportId}/`)).json();
      assert.equal(view.case.description, SECRET.description);
      assert.equal(view.case.location, SECRET.location);
      assert.deepEqual([view.case.contact.name, view.case.contact.email, view.case.contact.phone], [SECRET.name, SECRET.email, SECRET.phone]);
      assert.equal(view.case.messages[0].body, SECRET.message);
      assert.equal(view.case.files[0].name, 'evidence.pdf');
      const download = await get(handler, view.case.files[0].downloadUrl);
      assert.equal(download.statusCode, 200);
      assert.ok(download.rawPayload.equals(EVIDENCE));

      const replied = await post(handler, `/api/desk/cases/${reportId}/replies/`, { message: 'Thank you: we are looking into it.' });
      assert.equal(replied.statusCode, 200, replied.body);
      const followUp = (await post(null, '/api/reports/follow-up/', { receipt })).json();
      assert.deepEqual(
        followUp.data.messages.map((entry: { body: string }) => entry.body),
        [SECRET.message, 'Thank you: we are looking into it.'],
      );
      const tracked = await post(null, '/api/complaints/track/', { reference, email: SAMPLE_COMPLAINT.email });
      assert.equal(tracked.statusCode, 200, tracked.body);
      assert.equal(tracked.json().data.institution, SAMPLE_COMPLAINT.institution);
      assert.equal((await post(null, '/api/complaints/track/', { reference, email: 'someone.else@example.org' })).statusCode, 404);
      const complaint = (await get(handler, `/api/desk/cases/${complaintId}/`)).json();
      assert.equal(complaint.case.description, SECRET.complaint);
      assert.equal(complaint.case.contact.phone, SECRET.complaintPhone);
    });

    it('refuses a tampered text or key clearly, shows nothing of it, and records the failure in the audit', async () => {
      const [{ description }] = (await site.db.query<{ description: string }>('SELECT description FROM reports WHERE id = $1', [complaintId])) as [{ description: string }];
      // One character of the sealed text changed, as a careless or hostile edit of a copy would.
      const flipped = description.slice(0, 10) + (description[10] === 'A' ? 'B' : 'A') + description.slice(11);
      await site.db.query('UPDATE reports SET description = $2 WHERE id = $1', [complaintId, flipped]);
      const refused = await get(handler, `/api/desk/cases/${complaintId}/`);
      assert.equal(refused.statusCode, 500);
      assert.equal(refused.json().message, CASE_UNREADABLE);
      assert.ok(!refused.body.includes(SAMPLE_COMPLAINT.institution), 'nothing of the case is shown');
      await site.db.query('UPDATE reports SET description = $2 WHERE id = $1', [complaintId, description]);
      assert.equal((await get(handler, `/api/desk/cases/${complaintId}/`)).statusCode, 200, 'the case opens again once its text is put back');

      // The reporter's own key, tampered: the follow-up is refused the same way.
      const [{ wrapped }] = (await site.db.query<{ wrapped: string }>(`SELECT wrapped FROM report_keys WHERE report_id = $1 AND holder = 'citizen'`, [reportId])) as [
        { wrapped: string },
      ];
      await site.db.query(`UPDATE report_keys SET wrapped = $2 WHERE report_id = $1 AND holder = 'citizen'`, [reportId, Buffer.alloc(60, 1).toString('base64')]);
      const followUp = await post(null, '/api/reports/follow-up/', { receipt });
      assert.equal(followUp.statusCode, 500);
      assert.equal(followUp.json().message, CASE_UNREADABLE);
      await site.db.query(`UPDATE report_keys SET wrapped = $2 WHERE report_id = $1 AND holder = 'citizen'`, [reportId, wrapped]);

      const audit = await site.db.query<{ actor_name: string; target_id: string }>(
        `SELECT actor_name, target_id FROM staff_audit WHERE action = 'case.decrypt_failed' ORDER BY at`,
      );
      assert.deepEqual(
        audit.map((entry) => [entry.actor_name, entry.target_id]),
        [
          ['Njeri Wambui Kamau', complaintId],
          ['A reporter, by receipt', reportId],
        ],
      );
    });

    it('gives a new case handler new cases; existing ones by an administrator with the recovery key, once it is offline', async () => {
      // The recovery key taken off the server: from now on only an administrator holding it gives access.
      const keys = (await get(admin, '/api/staff/case-keys/')).json();
      assert.equal(keys.recovery.onServer, true);
      const file = await get(admin, '/api/staff/case-keys/recovery/');
      assert.equal(file.statusCode, 200);
      recoveryFile = file.body;
      assert.match(file.headers['content-disposition'] as string, /^attachment/);
      const offline = await post(admin, '/api/staff/case-keys/recovery/offline/', { fingerprint: keys.recovery.fingerprint });
      assert.equal(offline.json().view.recovery.onServer, false);
      assert.equal((await get(admin, '/api/staff/case-keys/recovery/')).statusCode, 409);

      const newcomer = await site.signedInCitizen('Otieno Barasa Mwangi');
      await site.grantRoles(newcomer.id, 'case_handler');
      const refused = await get(newcomer, `/api/desk/cases/${reportId}/`);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().message, CASE_NOT_GRANTED);
      const listed = (await get(admin, '/api/staff/case-keys/')).json().handlers.find((entry: { id: string }) => entry.id === newcomer.id);
      assert.deepEqual([listed.hasKey, listed.casesWithout], [true, 2]);

      const needsKey = await post(admin, '/api/staff/case-keys/grants/', { userId: newcomer.id });
      assert.deepEqual([needsKey.statusCode, needsKey.json().field, needsKey.json().message], [400, 'recoveryKey', RECOVERY_KEY_NEEDED]);
      const wrongKey = await post(admin, '/api/staff/case-keys/grants/', { userId: newcomer.id, recoveryKey: `Key: ${Buffer.alloc(32, 7).toString('base64')}` });
      assert.deepEqual([wrongKey.statusCode, wrongKey.json().field, wrongKey.json().message], [400, 'recoveryKey', NOT_THE_RECOVERY_KEY]);
      const granted = await post(admin, '/api/staff/case-keys/grants/', { userId: newcomer.id, recoveryKey: file.body });
      assert.equal(granted.statusCode, 200, granted.body);
      assert.equal(granted.json().granted, 2);
      assert.equal((await get(newcomer, `/api/desk/cases/${reportId}/`)).json().case.description, SECRET.description);

      // A case filed now is wrapped for every case handler at once.
      const later = await site.app.inject({
        method: 'POST',
        url: '/api/complaints/',
        payload: form({ ...SAMPLE_COMPLAINT, details: 'Filed after the newcomer had a key.' }, [], 'documents') as never,
        headers: SAME_ORIGIN,
        remoteAddress: '203.0.113.63',
      });
      const [{ id: laterId }] = (await site.db.query<{ id: string }>('SELECT id FROM reports WHERE reference = $1', [later.json().data.reference])) as [{ id: string }];
      assert.equal((await get(newcomer, `/api/desk/cases/${laterId}/`)).json().case.description, 'Filed after the newcomer had a key.');

      // A role taken away takes the key with it.
      const { revokeRoles } = await import('../src/accounts/roles.js');
      await revokeRoles(site.db, newcomer.id, ['case_handler']);
      assert.equal((await site.db.query(`SELECT 1 FROM report_keys WHERE holder = $1`, [newcomer.id])).length, 0);
      assert.equal((await site.db.query(`SELECT 1 FROM case_keys WHERE user_id = $1`, [newcomer.id])).length, 0);
    });

    it('keeps a case handler’s cases over a password change; a session without the unlocked key is told to sign in with the password', async () => {
      const changed = await post(handler, '/api/auth/change-password/', {
        currentPassword: 'Kisumu-Lakeside-Evenings-2026',
        newPassword: 'Turkana-Sunrise-Camels-2027',
        confirmPassword: 'Turkana-Sunrise-Camels-2027',
      });
      assert.equal(changed.statusCode, 200, changed.body);
      const fresh = { cookie: `sid=${changed.cookies.find((cookie) => cookie.name === 'sid')!.value}` };
      await site.db.query('UPDATE sessions SET second_factor_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [handler.id]);
      assert.equal((await get(fresh, `/api/desk/cases/${reportId}/`)).json().case.description, SECRET.description);

      // The session before the change ended, and kept nothing of the key.
      const ended = await site.db.query<{ sealed: string | null }>('SELECT sealed_case_key AS sealed FROM sessions WHERE user_id = $1 AND revoked_at IS NOT NULL', [handler.id]);
      assert.ok(ended.length > 0 && ended.every((session) => session.sealed === null));
      await site.db.query('UPDATE sessions SET sealed_case_key = NULL WHERE user_id = $1', [handler.id]);
      const locked = await get(fresh, `/api/desk/cases/${reportId}/`);
      assert.deepEqual([locked.statusCode, locked.json().message], [403, CASE_KEY_LOCKED]);
    });

    it('rotates the recovery key: every case re-wrapped for the new one, the old key refused afterwards', async () => {
      const before = (await get(admin, '/api/staff/case-keys/')).json();
      // The administrator is no case handler and the key is offline: the copy kept offline is needed.
      const withoutKey = await post(admin, '/api/staff/case-keys/recovery/rotate/', {});
      assert.deepEqual([withoutKey.statusCode, withoutKey.json().field], [400, 'recoveryKey']);
      const rotated = await post(admin, '/api/staff/case-keys/recovery/rotate/', { recoveryKey: recoveryFile });
      assert.equal(rotated.statusCode, 200, rotated.body);
      assert.equal(rotated.json().rewrapped, before.totalCases);
      assert.notEqual(rotated.json().view.recovery.fingerprint, before.recovery.fingerprint);
      assert.equal(rotated.json().view.recovery.onServer, true, 'the new key waits on the server to be downloaded');
      const newFile = (await get(admin, '/api/staff/case-keys/recovery/')).body;
      const oldFile = recoveryFile;
      recoveryFile = newFile;
      await post(admin, '/api/staff/case-keys/recovery/offline/', { fingerprint: rotated.json().view.recovery.fingerprint });

      // A handler whose key was lost is given every case with the new key; the old one opens nothing now.
      const newcomer = await site.signedInCitizen('Achieng Atieno Odhiambo');
      await site.grantRoles(newcomer.id, 'case_handler');
      const stale = await post(admin, '/api/staff/case-keys/grants/', { userId: newcomer.id, recoveryKey: oldFile });
      assert.deepEqual([stale.statusCode, stale.json().message], [400, NOT_THE_RECOVERY_KEY]);
      const granted = await post(admin, '/api/staff/case-keys/grants/', { userId: newcomer.id, recoveryKey: newFile });
      assert.deepEqual([granted.json().granted, granted.json().unopened], [before.totalCases, 0]);
      assert.equal((await get(newcomer, `/api/desk/cases/${reportId}/`)).json().case.description, SECRET.description);
      const audit = await site.db.query<{ action: string }>(`SELECT action FROM staff_audit WHERE action LIKE 'keys.%' ORDER BY at, id`);
      assert.deepEqual(
        audit.map((entry) => entry.action),
        ['keys.recovery.download', 'keys.recovery.offline', 'keys.grant', 'keys.recovery.rotate', 'keys.recovery.download', 'keys.recovery.offline', 'keys.grant'],
      );
    });

    it('does not silently lose a case handler’s cases over a password reset: a new key at the next sign-in, the cases given back by an administrator', async () => {
      const token = `reset-${randomBytes(16).toString('hex')}`;
      await site.db.query(`INSERT INTO email_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, 'reset', now() + interval '1 hour')`, [
        hashToken(token),
        handler.id,
      ]);
      const reset = await post(null, '/api/auth/reset-password/confirm/', { token, password: 'Garissa-Riverbank-Dunes-2028' });
      assert.equal(reset.statusCode, 200, reset.body);
      assert.equal((await site.db.query('SELECT 1 FROM report_keys WHERE holder = $1', [handler.id])).length, 0, 'the key sealed with the old password is gone');

      const signedIn = await post(null, '/api/auth/signin/', { email: handler.email, password: 'Garissa-Riverbank-Dunes-2028' });
      assert.equal(signedIn.statusCode, 200, signedIn.body);
      const session = { cookie: `sid=${signedIn.cookies.find((cookie) => cookie.name === 'sid')!.value}` };
      await site.db.query('UPDATE sessions SET second_factor_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [handler.id]);
      assert.equal((await get(session, `/api/desk/cases/${reportId}/`)).json().message, CASE_NOT_GRANTED);
      const listed = (await get(admin, '/api/staff/case-keys/')).json();
      const entry = listed.handlers.find((each: { id: string }) => each.id === handler.id);
      assert.deepEqual([entry.hasKey, entry.casesWithout], [true, listed.totalCases], 'the console shows every case the handler cannot open');

      const granted = await post(admin, '/api/staff/case-keys/grants/', { userId: handler.id, recoveryKey: recoveryFile });
      assert.equal(granted.json().granted, listed.totalCases);
      assert.equal((await get(session, `/api/desk/cases/${reportId}/`)).json().case.description, SECRET.description);
    });

    it('seals cases written before encryption at start, and their citizens still follow them', async () => {
      const { rows } = {
        rows: await site.db.query<{ id: string }>(
          `INSERT INTO reports (kind, reference, category, county_code, institution, description, is_anonymous, contact_name, contact_email, contact_phone)
         VALUES ('complaint', 'UH-2025-ABCD-EFGH', 'fraud', '027', 'Old Registry', 'Written before encryption.', false, 'Old Complainant', 'old@example.org', '+254700000001') RETURNING id`,
        ),
      };
      const oldId = rows[0]!.id;
      await site.db.query(`INSERT INTO report_messages (report_id, author, body) VALUES ($1, 'staff', 'An old reply.')`, [oldId]);
      // An old anonymous report: its receipt is not stored, so its reporter's key cannot be made at start.
      const oldReceipt = '1234567812345678';
      const { lookup } = await citizenSecrets(oldReceipt, receiptPepper(site.config));
      await site.db.query(`INSERT INTO reports (kind, receipt_hash, incident_type, description) VALUES ('corruption', $1, 'bribery', 'An old report.')`, [lookup]);
      assert.equal(await sealExistingCases(site.db, site.app.fileStore, receiptPepper(site.config)), 2);
      const [sealed] = await site.db.query<{ description: string; contact_email: string }>('SELECT description, contact_email FROM reports WHERE id = $1', [oldId]);
      assert.ok(sealed!.description.startsWith('uh1:') && sealed!.contact_email.startsWith('uh1:'));
      const tracked = await post(null, '/api/complaints/track/', { reference: 'UH-2025-ABCD-EFGH', email: 'old@example.org' });
      assert.equal(tracked.statusCode, 200, tracked.body);
      assert.deepEqual(
        tracked.json().data.messages.map((entry: { body: string }) => entry.body),
        ['An old reply.'],
      );
      assert.equal(await sealExistingCases(site.db, site.app.fileStore, receiptPepper(site.config)), 0, 'a sealed case is left as it is');
      // The recovery key is offline by now, so the old report's thread stays with the case handlers, and its reporter is told so.
      const followUp = await post(null, '/api/reports/follow-up/', { receipt: oldReceipt });
      assert.deepEqual([followUp.statusCode, followUp.json().message], [409, THREAD_SEALED_BEFORE_RECEIPTS]);
    });
  });
}

describe('a site upgraded with cases written before encryption', () => {
  it('starts at once and seals them in the background, after which the desk opens them', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-upgrade-'));
    try {
      const before = await startTestSite(null, { STAFF_EMAILS: '', DATA_DIR: dataDir });
      const officer = await before.signedInCitizen('Wekesa Nafula Simiyu');
      await before.grantRoles(officer.id, 'case_handler');
      // Cases as the code before encryption wrote them: plain, with no keys.
      await before.db.query(
        `INSERT INTO reports (kind, reference, category, county_code, institution, description, is_anonymous, contact_name, contact_email)
         SELECT 'complaint', 'UH-2025-AAA' || chr(65 + g) || '-WXYZ', 'fraud', '027', 'Registry ' || g, 'Old complaint ' || g, false, 'Old Complainant', 'old' || g || '@example.org'
           FROM generate_series(1, 3) AS g`,
      );
      await before.close();

      const after = await startTestSite(null, { STAFF_EMAILS: '', DATA_DIR: dataDir });
      try {
        const sealed = async () => (await after.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reports WHERE description LIKE 'uh1:%'`))[0]!.n;
        for (let tries = 0; tries < 100 && (await sealed()) < 3; tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
        assert.equal(await sealed(), 3, 'every old case is sealed after the start');
        const handler = await after.signedInCitizen('Chebet Jeptoo Kiprono');
        await after.grantRoles(handler.id, 'case_handler');
        const [{ id }] = (await after.db.query<{ id: string }>(`SELECT id FROM reports WHERE reference = 'UH-2025-AAAB-WXYZ'`)) as [{ id: string }];
        const view = await after.app.inject({ url: `/api/desk/cases/${id}/`, headers: { cookie: handler.cookie } });
        assert.equal(view.json().case.description, 'Old complaint 1');
        const tracked = await after.app.inject({
          method: 'POST',
          url: '/api/complaints/track/',
          payload: { reference: 'UH-2025-AAAB-WXYZ', email: 'old1@example.org' },
          headers: SAME_ORIGIN,
          remoteAddress: '203.0.113.90',
        });
        assert.equal(tracked.json().data.institution, 'Registry 1');
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
