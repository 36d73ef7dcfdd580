import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { databaseBeforeMigration, DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { revokeRoles, ROLE_REFUSALS, STAFF_ROLES, type StaffRole } from '../src/accounts/roles.js';

/** Every staff route there is, with the role it is for. A route added without its role fails the first test. */
const EXPECTED = [
  'GET /api/desk/cases/ case_handler',
  'GET /api/desk/cases/:id/ case_handler',
  'GET /api/desk/cases/:id/files/:fileId/ case_handler',
  'POST /api/desk/cases/:id/status/ case_handler',
  'POST /api/desk/cases/:id/replies/ case_handler',
  'POST /api/desk/cases/:id/notes/ case_handler',
  'POST /api/desk/cases/:id/assign/ case_handler',
  'POST /api/workshops/ editor',
  'PUT /api/workshops/:id/ editor',
  'POST /api/instructors/ editor',
  'PUT /api/instructors/:id/ editor',
  'POST /api/events/ editor',
  'PUT /api/events/:id/ editor',
  'GET /api/staff/ administrator',
  'POST /api/staff/invitations/ administrator',
  'DELETE /api/staff/invitations/:id/ administrator',
  'PUT /api/staff/:id/roles/ administrator',
  'GET /api/staff/audit/ administrator',
  'GET /api/staff/case-keys/ administrator',
  'GET /api/staff/case-keys/recovery/ administrator',
  'POST /api/staff/case-keys/recovery/offline/ administrator',
  'POST /api/staff/case-keys/grants/ administrator',
  'POST /api/staff/case-keys/recovery/rotate/ administrator',
  'GET /api/staff/content/faq/ editor',
  'POST /api/staff/content/faq/ editor',
  'PUT /api/staff/content/faq/:id/ editor',
  'POST /api/staff/content/faq/:id/unpublish/ editor',
  'DELETE /api/staff/content/faq/:id/ editor',
  'POST /api/staff/content/faq/:id/move/ editor',
  'GET /api/staff/content/workshops/ editor',
  'POST /api/staff/content/workshops/ editor',
  'PUT /api/staff/content/workshops/:id/ editor',
  'POST /api/staff/content/workshops/:id/unpublish/ editor',
  'GET /api/staff/content/workshops/:id/registrations/ editor',
  'GET /api/staff/content/workshops/:id/registrations.csv editor',
  'POST /api/staff/content/workshops/:id/waitlist/:placeId/offer/ editor',
  'PUT /api/staff/content/workshops/:id/materials/ editor',
  'GET /api/staff/content/events/ editor',
  'POST /api/staff/content/events/ editor',
  'PUT /api/staff/content/events/:id/ editor',
  'POST /api/staff/content/events/:id/unpublish/ editor',
  'GET /api/staff/content/team/ editor',
  'POST /api/staff/content/team/ editor',
  'PUT /api/staff/content/team/:id/ editor',
  'POST /api/staff/content/team/:id/unpublish/ editor',
  'GET /api/staff/content/testimonials/ editor',
  'POST /api/staff/content/testimonials/ editor',
  'PUT /api/staff/content/testimonials/:id/ editor',
  'POST /api/staff/content/testimonials/:id/unpublish/ editor',
  'GET /api/staff/content/instructors/ editor',
  'POST /api/staff/content/instructors/ editor',
  'PUT /api/staff/content/instructors/:id/ editor',
  'POST /api/staff/content/instructors/:id/unpublish/ editor',
  'DELETE /api/staff/:id/second-factor/ administrator',
  'POST /api/staff/projects/import/ editor',
  'GET /api/staff/projects/:id/ editor',
  'PUT /api/staff/projects/:id/ editor',
  'POST /api/staff/projects/ editor',
  'GET /api/staff/content/organisation/ editor',
  'GET /api/staff/content/publications/ editor',
  'POST /api/staff/content/publications/ editor',
  'PUT /api/staff/content/publications/:id/ editor',
  'POST /api/staff/content/publications/:id/unpublish/ editor',
  'GET /api/staff/content/publications/:id/file/ editor',
  'POST /api/staff/content/publications/:id/file/ editor',
  'PUT /api/staff/content/organisation/ editor',
  'GET /api/moderation/ moderator',
  'POST /api/moderation/discussions/:id/:action/ moderator',
  'POST /api/moderation/comments/:id/:action/ moderator',
];

/** A concrete address for a route's pattern: each parameter an id no record has. */
const address = (url: string) => url.replace(/:\w+/g, () => randomUUID());

for (const database of DATABASES) {
  describe(`staff roles on ${database.name}`, () => {
    let site: TestSite;
    let citizen: { id: string; cookie: string };
    /** For each role, someone who holds it alone, and someone who holds every role but it. */
    const only = new Map<StaffRole, { id: string; cookie: string }>();
    const allBut = new Map<StaffRole, { id: string; cookie: string }>();

    before(async () => {
      site = await startTestSite(database.url, { STAFF_EMAILS: '' });
      citizen = await site.signedInCitizen('Wanjiru Achieng Otieno');
      for (const role of STAFF_ROLES) {
        const holder = await site.signedInCitizen(`Holder ${role}`);
        await site.grantRoles(holder.id, role);
        only.set(role, holder);
        const others = await site.signedInCitizen(`Everything but ${role}`);
        await site.grantRoles(others.id, ...STAFF_ROLES.filter((other) => other !== role));
        allBut.set(role, others);
      }
    });
    after(async () => site?.close());

    it('has a role on every staff route: the desk for case handlers, community listings for editors', () => {
      const declared = site.app.staffRoutes.map((route) => `${route.method} ${route.url} ${route.role}`);
      assert.deepEqual([...declared].sort(), [...EXPECTED].sort());
    });

    it('refuses each staff route to a visitor (401), a citizen and every other role (403, before reading the body), and lets the role in', async () => {
      for (const route of site.app.staffRoutes) {
        const url = address(route.url);
        // A body the route would refuse as it stands: the refusal must come first, whatever was sent.
        const send = (cookie: string | null) =>
          site.app.inject({
            method: route.method as 'GET',
            url,
            headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
            ...(route.method === 'GET' ? {} : { payload: { unexpected: true } }),
          });
        const visitor = await send(null);
        assert.equal(visitor.statusCode, 401, `${route.method} ${route.url} signed out`);
        if (route.method === 'GET') {
          const head = await site.app.inject({ method: 'HEAD', url, headers: SAME_ORIGIN });
          assert.equal(head.statusCode, 401, `HEAD ${route.url} signed out`);
        }
        for (const [who, cookie] of [
          ['a citizen', citizen.cookie],
          [`everyone but a ${route.role}`, allBut.get(route.role)!.cookie],
          ...STAFF_ROLES.filter((role) => role !== route.role).map((role) => [`a ${role}`, only.get(role)!.cookie] as const),
        ] as const) {
          const refused = await send(cookie);
          assert.equal(refused.statusCode, 403, `${route.method} ${route.url} as ${who}`);
          assert.equal(refused.json().message, ROLE_REFUSALS[route.role]);
        }
        const holder = await send(only.get(route.role)!.cookie);
        assert.ok(![401, 403].includes(holder.statusCode), `${route.method} ${route.url} as a ${route.role}: ${holder.statusCode} ${holder.body}`);
      }
    });

    it('says who a refusal is for in the reader’s language', async () => {
      const refused = await site.app.inject({ method: 'GET', url: '/api/desk/cases/', headers: { ...SAME_ORIGIN, cookie: `${only.get('editor')!.cookie}; lang=sw` } });
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().message, 'Ukurasa huu ni wa maafisa wa kesi pekee.');
    });

    it('ends the open session of someone whose roles are taken away, at once', async () => {
      const handler = await site.signedInCitizen('Case Handler Leaving');
      await site.grantRoles(handler.id, 'case_handler');
      const desk = () => site.app.inject({ method: 'GET', url: '/api/desk/cases/', headers: { ...SAME_ORIGIN, cookie: handler.cookie } });
      assert.equal((await desk()).statusCode, 200);
      await revokeRoles(site.db, handler.id, ['case_handler']);
      assert.equal((await desk()).statusCode, 401);
      const [row] = await site.db.query<{ count: number }>('SELECT count(*)::int AS count FROM staff_roles WHERE user_id = $1', [handler.id]);
      assert.equal(row!.count, 0);
    });

    it('gives an address in STAFF_EMAILS every role at its first sign-in, until an administrator sets its roles', async () => {
      const configured = await startTestSite(database.url, { STAFF_EMAILS: 'first.administrator@example.org' });
      try {
        const [user] = await configured.db.query<{ id: string }>(
          `INSERT INTO users (email, username, full_name, password_hash, terms_accepted_at, email_verified_at)
           VALUES ('first.administrator@example.org', 'first-administrator', 'First Administrator', NULL, now(), now()) RETURNING id`,
        );
        const { createSession } = await import('../src/accounts/sessions.js');
        const token = await createSession(configured.db, user!.id);
        // Every role: the desk asks for two-step sign-in, as it does of any case handler, rather than refusing the role.
        const answer = await configured.app.inject({ method: 'GET', url: '/api/desk/cases/', headers: { ...SAME_ORIGIN, cookie: `sid=${token}` } });
        assert.equal(answer.statusCode, 403);
        assert.equal(answer.json().code, 'second_factor');
        const rows = await configured.db.query<{ role: string }>('SELECT role FROM staff_roles WHERE user_id = $1 ORDER BY role', [user!.id]);
        assert.deepEqual(
          rows.map((row) => row.role),
          [...STAFF_ROLES].sort(),
        );
        // Once an administrator has set the address's roles, the console decides: none stays none.
        const other = await configured.signedInCitizen('Second Administrator');
        await configured.grantRoles(other.id, 'administrator');
        const cleared = await configured.app.inject({
          method: 'PUT',
          url: `/api/staff/${user!.id}/roles/`,
          headers: { ...SAME_ORIGIN, cookie: other.cookie },
          payload: { roles: [] },
        });
        assert.equal(cleared.statusCode, 200, cleared.body);
        const again = await createSession(configured.db, user!.id);
        const refused = await configured.app.inject({ method: 'GET', url: '/api/desk/cases/', headers: { ...SAME_ORIGIN, cookie: `sid=${again}` } });
        assert.equal(refused.statusCode, 403);
        assert.equal(refused.json().message, ROLE_REFUSALS.case_handler);
        const [left] = await configured.db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_roles WHERE user_id = $1', [user!.id]);
        assert.equal(left!.n, 0);
      } finally {
        await configured.close();
      }
    });
  });
}

for (const database of DATABASES) {
  describe(`migration 029 on staff made with the single flag, on ${database.name}`, () => {
    it('gives whoever held the flag every role, and nobody else any', async () => {
      const earlier = await databaseBeforeMigration(database.url, '029_staff_roles.sql');
      try {
        const [officer] = await earlier.db.query<{ id: string }>(
          `INSERT INTO users (email, username, full_name, terms_accepted_at, email_verified_at, is_staff) VALUES ('officer@example.org', 'officer-1', 'Officer', now(), now(), true) RETURNING id`,
        );
        await earlier.db.query(
          `INSERT INTO users (email, username, full_name, terms_accepted_at, email_verified_at) VALUES ('citizen@example.org', 'citizen-1', 'Citizen', now(), now())`,
        );
        assert.deepEqual(await earlier.applyMigration(), ['029_staff_roles.sql']);
        const rows = await earlier.db.query<{ email: string; role: string }>('SELECT u.email, r.role FROM staff_roles r JOIN users u ON u.id = r.user_id ORDER BY r.role');
        assert.deepEqual(
          rows.map((row) => `${row.email} ${row.role}`),
          [...STAFF_ROLES].sort().map((role) => `officer@example.org ${role}`),
        );
        assert.equal(rows.length, STAFF_ROLES.length, officer!.id);
      } finally {
        await earlier.close();
      }
    });
  });
}
