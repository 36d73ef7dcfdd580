import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { issueFirstAdministratorLink } from '../src/staff/firstAdministrator.js';
import { rolesOf } from '../src/accounts/roles.js';

for (const database of DATABASES) {
  describe(`the first administrator's link on ${database.name}`, () => {
    let site: TestSite;
    const use = (cookie: string | null, token: unknown) =>
      site.app.inject({ method: 'POST', url: '/api/staff/first-administrator/', headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) }, payload: { token } });
    const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

    before(async () => {
      site = await startTestSite(database.url, { STAFF_EMAILS: '' });
    });
    after(async () => site?.close());

    it('makes the signed-in person who opens it the administrator, once; spends every link; then there is none to print', async () => {
      const first = await issueFirstAdministratorLink(site.db, site.config);
      const second = await issueFirstAdministratorLink(site.db, site.config);
      assert.ok(first && second && first !== second);
      assert.match(first, /^http:\/\/localhost:\d+\/auth\/first-administrator\?token=[\w-]+$/);
      const [stored] = await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM first_administrator_links WHERE token_hash = $1', [tokenOf(first)]);
      assert.equal(stored!.n, 0, 'only its hash is kept');

      assert.equal((await use(null, tokenOf(first))).statusCode, 401);
      const person = await site.signedInCitizen('Wambui Njeri Kimani');
      const wrong = await use(person.cookie, 'not-a-link');
      assert.equal(wrong.statusCode, 400);
      assert.equal(wrong.json().field, 'token');
      assert.equal(wrong.json().message, 'This link does not work: it was used, or it expired. Restart the server for a new one.');

      const made = await use(person.cookie, tokenOf(second));
      assert.equal(made.statusCode, 200, made.body);
      assert.deepEqual(await rolesOf(site.db, person.id), ['administrator']);
      const [audit] = await site.db.query<{ actor_id: string; target_id: string }>(`SELECT actor_id, target_id FROM staff_audit WHERE action = 'staff.first_administrator'`);
      assert.equal(audit?.actor_id, person.id);
      assert.equal(audit.target_id, person.email);

      // The other link is spent too, and a site with an administrator prints none.
      const other = await site.signedInCitizen('Too Late Otieno');
      const late = await use(other.cookie, tokenOf(first));
      assert.equal(late.statusCode, 409);
      assert.equal(late.json().message, 'This site has an administrator already: ask them to give you a role in the console.');
      assert.deepEqual(await rolesOf(site.db, other.id), []);
      assert.equal(await issueFirstAdministratorLink(site.db, site.config), null);
    });

    it('refuses an expired link', async () => {
      const fresh = await startTestSite(database.url, { STAFF_EMAILS: '' });
      try {
        const link = (await issueFirstAdministratorLink(fresh.db, fresh.config))!;
        await fresh.db.query(`UPDATE first_administrator_links SET expires_at = now() - interval '1 minute'`);
        const person = await fresh.signedInCitizen('Expired Link Achieng');
        const answer = await fresh.app.inject({
          method: 'POST',
          url: '/api/staff/first-administrator/',
          headers: { ...SAME_ORIGIN, cookie: person.cookie },
          payload: { token: new URL(link).searchParams.get('token') },
        });
        assert.equal(answer.statusCode, 400);
        assert.equal(answer.json().field, 'token');
      } finally {
        await fresh.close();
      }
    });
  });
}
