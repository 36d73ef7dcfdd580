import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, signUpPayload, startTestSite, type TestSite } from './harness.js';
import { startMailbox, tokenFrom } from './mailbox.js';
import { recordStaffAction } from '../src/staff/audit.js';
import { CHOOSE_A_ROLE, CHOOSE_LISTED_ROLES, INVITATION_SENT, LAST_ADMINISTRATOR, NO_SUCH_INVITATION, ROLES_SAVED } from '../src/staff/routes.js';

const WORKSHOP = {
  id: 'reading-county-budgets-2027',
  title: 'Reading County Budgets',
  category: 'upcoming',
  description: 'A morning with your county’s budget estimates.',
  date: '2027-02-10',
  time: '09:30',
  location: 'Nakuru',
  duration: '3 hours',
  capacity: 30,
};

for (const database of DATABASES) {
  describe(`staff management by administrators on ${database.name}`, () => {
    let site: TestSite;
    let mailbox: Awaited<ReturnType<typeof startMailbox>>;
    let admin: { id: string; cookie: string };

    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
      site.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload === undefined ? {} : { payload: payload as never }) });

    before(async () => {
      mailbox = await startMailbox();
      site = await startTestSite(database.url, { STAFF_EMAILS: '', SMTP_URL: mailbox.url, PUBLIC_URL: 'http://uwazi.test' });
      admin = await site.signedInCitizen('Nyambura Wanjiku Kamau');
      await site.grantRoles(admin.id, 'administrator');
    });
    after(async () => {
      await site?.close();
      await mailbox?.close();
    });

    it('invites an editor by e-mail, who signs up, signs in holding the role and publishes a workshop; the audit shows both', async () => {
      const email = `invited.editor.${Date.now()}@example.org`;
      const invited = await call('POST', '/api/staff/invitations/', admin.cookie, { email: ` ${email.toUpperCase()} `, roles: ['editor'] });
      assert.equal(invited.statusCode, 201, invited.body);
      assert.equal(invited.json().message, INVITATION_SENT);
      const mail = await mailbox.waitFor(email, /invited to work on Uwazi Hub/);
      assert.match(mail.text, /join its staff as: editor\./);
      assert.match(mail.text, /http:\/\/uwazi\.test\/auth\/signup/);

      const listed = await call('GET', '/api/staff/', admin.cookie);
      assert.deepEqual(
        listed.json().invitations.map((invitation: { email: string; roles: string[] }) => [invitation.email, invitation.roles]),
        [[email, ['editor']]],
      );

      // The invitee makes an account with the invited address, confirms it, and signs in.
      assert.equal(
        (await site.app.inject({ method: 'POST', url: '/api/auth/signup/', headers: SAME_ORIGIN, payload: signUpPayload(email, { fullName: 'Otieno Achieng Wafula' }) }))
          .statusCode,
        201,
      );
      const verify = await mailbox.waitFor(email, /Confirm your e-mail/);
      assert.equal(
        (await site.app.inject({ method: 'POST', url: '/api/auth/verify-email/', headers: SAME_ORIGIN, payload: { token: tokenFrom(verify, '/auth/verify-email') } })).statusCode,
        200,
      );
      const signIn = await site.app.inject({ method: 'POST', url: '/api/auth/signin/', headers: SAME_ORIGIN, payload: { email, password: signUpPayload(email).password } });
      const editor = `sid=${signIn.cookies.find((cookie) => cookie.name === 'sid')!.value}`;

      const profile = await call('GET', '/api/auth/profile/', editor);
      assert.deepEqual(profile.json().data.staffRoles, ['editor'], 'their dashboard shows the role');
      const adminProfile = await call('GET', '/api/auth/profile/', admin.cookie);
      assert.deepEqual(adminProfile.json().data.staffRoles, ['administrator']);
      const published = await call('POST', '/api/workshops/', editor, WORKSHOP);
      assert.equal(published.statusCode, 201, published.body);
      const publicList = await site.app.inject({ method: 'GET', url: '/api/workshops/?category=upcoming' });
      assert.ok(
        publicList.json().workshops.some((workshop: { id: string }) => workshop.id === WORKSHOP.id),
        'the workshop is on the public list at once',
      );

      const staff = (await call('GET', '/api/staff/', admin.cookie)).json();
      assert.deepEqual(staff.invitations, [], 'the invitation is used');
      assert.deepEqual(
        staff.staff.map((member: { fullName: string; roles: string[] }) => [member.fullName, member.roles]),
        [
          ['Nyambura Wanjiku Kamau', ['administrator']],
          ['Otieno Achieng Wafula', ['editor']],
        ],
      );

      const audit = (await call('GET', '/api/staff/audit/', admin.cookie)).json();
      assert.deepEqual(
        audit.entries.slice(0, 2).map((entry: { actor: { name: string }; action: string; target: { id: string } }) => [entry.actor.name, entry.action, entry.target.id]),
        [
          ['Otieno Achieng Wafula', 'workshop.create', WORKSHOP.id],
          ['Nyambura Wanjiku Kamau', 'staff.invite', email],
        ],
      );
      assert.equal(audit.entries[0].after.title, WORKSHOP.title);
    });

    it('records an edit with the record before and after, and filters the audit by person and by action', async () => {
      const editor = await site.signedInCitizen('Kiprop Chebet Langat');
      await site.grantRoles(editor.id, 'editor');
      const edited = await call('PUT', `/api/workshops/${WORKSHOP.id}/`, editor.cookie, { location: 'Naivasha' });
      assert.equal(edited.statusCode, 200, edited.body);
      const byPerson = (await call('GET', `/api/staff/audit/?actor=${editor.id}`, admin.cookie)).json();
      assert.equal(byPerson.entries.length, 1);
      assert.deepEqual([byPerson.entries[0].action, byPerson.entries[0].before.location, byPerson.entries[0].after.location], ['workshop.update', 'Nakuru', 'Naivasha']);
      const byAction = (await call('GET', '/api/staff/audit/?action=staff.invite', admin.cookie)).json();
      assert.ok(byAction.entries.length >= 1 && byAction.entries.every((entry: { action: string }) => entry.action === 'staff.invite'));
      const badDate = await call('GET', '/api/staff/audit/?from=yesterday', admin.cookie);
      assert.equal(badDate.statusCode, 400);
    });

    it('lists the audit newest first by number, past entry 9 and entry 10, and pages on from there', async () => {
      const actor = await site.signedInCitizen('Auditor Wanjiku Muthoni');
      for (let i = 0; i < 12; i += 1)
        await recordStaffAction(site.db, { id: actor.id, fullName: 'Auditor Wanjiku Muthoni' }, { action: 'faq.draft', targetType: 'faq', targetId: `order-${i}` });
      const ids = (await call('GET', `/api/staff/audit/?actor=${actor.id}`, admin.cookie)).json().entries.map((entry: { id: string }) => Number(entry.id));
      assert.equal(ids.length, 12);
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => b - a),
      );
      const [newest] = (await call('GET', `/api/staff/audit/?actor=${actor.id}`, admin.cookie)).json().entries;
      assert.equal(newest.target.id, 'order-11');
    });

    it('keeps every audit entry as written: the database refuses to change one', async () => {
      await assert.rejects(site.db.query(`UPDATE staff_audit SET actor_name = 'Someone else'`), /never changed/);
    });

    it('takes an editor’s role away, which ends their open session at once', async () => {
      const editor = await site.signedInCitizen('Mwende Njeri Mutua');
      await site.grantRoles(editor.id, 'editor', 'moderator');
      const narrowed = await call('PUT', `/api/staff/${editor.id}/roles/`, admin.cookie, { roles: ['moderator'] });
      assert.equal(narrowed.statusCode, 200, narrowed.body);
      assert.deepEqual(narrowed.json(), { status: 'success', message: ROLES_SAVED, roles: ['moderator'] });
      assert.equal((await call('PUT', `/api/workshops/${WORKSHOP.id}/`, editor.cookie, { location: 'Gilgil' })).statusCode, 401);
      const removed = await call('PUT', `/api/staff/${editor.id}/roles/`, admin.cookie, { roles: [] });
      assert.deepEqual(removed.json().roles, []);
      const staff = (await call('GET', '/api/staff/', admin.cookie)).json();
      assert.ok(!staff.staff.some((member: { id: string }) => member.id === editor.id), 'no longer staff');
      const [entry] = (await call('GET', `/api/staff/audit/?action=staff.roles`, admin.cookie)).json().entries;
      assert.deepEqual([entry.target.id, entry.before.roles, entry.after.roles], [editor.email, ['moderator'], []]);
    });

    it('keeps one administrator at least', async () => {
      const refused = await call('PUT', `/api/staff/${admin.id}/roles/`, admin.cookie, { roles: ['editor'] });
      assert.equal(refused.statusCode, 409);
      assert.deepEqual([refused.json().message, refused.json().field], [LAST_ADMINISTRATOR, 'roles']);
      const second = await site.signedInCitizen('Second Administrator');
      await site.grantRoles(second.id, 'administrator');
      assert.equal((await call('PUT', `/api/staff/${admin.id}/roles/`, admin.cookie, { roles: ['administrator', 'editor'] })).statusCode, 200);
    });

    it('names the field at fault in an invitation or a change of roles, and refuses an unknown member or invitation', async () => {
      for (const [payload, field, message] of [
        [{ email: 'not-an-address', roles: ['editor'] }, 'email', 'Please enter a valid email address'],
        [{ email: 'someone@example.org', roles: [] }, 'roles', CHOOSE_A_ROLE],
        [{ email: 'someone@example.org', roles: ['superuser'] }, 'roles', CHOOSE_LISTED_ROLES],
      ] as const) {
        const answer = await call('POST', '/api/staff/invitations/', admin.cookie, payload);
        assert.equal(answer.statusCode, 400, JSON.stringify(payload));
        assert.deepEqual([answer.json().field, answer.json().message], [field, message]);
      }
      const citizen = await site.signedInCitizen('Plain Citizen');
      assert.equal((await call('PUT', `/api/staff/${citizen.id}/roles/`, admin.cookie, { roles: ['editor'] })).statusCode, 404);
      const invitation = (await call('POST', '/api/staff/invitations/', admin.cookie, { email: 'withdrawn@example.org', roles: ['moderator'] })).json().invitation;
      assert.equal((await call('DELETE', `/api/staff/invitations/${invitation.id}/`, admin.cookie)).statusCode, 200);
      const again = await call('DELETE', `/api/staff/invitations/${invitation.id}/`, admin.cookie);
      assert.deepEqual([again.statusCode, again.json().message], [404, NO_SUCH_INVITATION]);
    });
  });
}
