import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, databaseBeforeMigration, startTestSite, type DatabaseBeforeMigration, type TestSite } from './harness.js';
import type { Database } from '../src/db/index.js';
import { publicUsername, usernameBase } from '../src/accounts/usernames.js';

const MIGRATION = '008_usernames_from_names.sql';

/** Every piece of an address a username could give away: `john.kamau.mp@example.org` gives john, kamau, mp, example. */
function addressPieces(email: string): string[] {
  return email
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((piece) => piece.length >= 2 && piece !== 'org');
}

describe('public usernames are made from the full name', () => {
  it('slugs the name, drops accents, and falls back to citizen', () => {
    assert.equal(usernameBase('Wanjikũ  Kamau-Njoroge'), 'wanjiku-kamau-njoroge');
    assert.equal(usernameBase("  O'Brien, Zoë "), 'o-brien-zoe');
    assert.equal(usernameBase('!!!'), 'citizen');
    assert.equal(usernameBase(''), 'citizen');
    assert.equal(usernameBase('Abcdefghij Klmnopqrstu Vwxyz'), 'abcdefghij-klmnopqrstu-v', 'at most 24 characters');
    assert.equal(usernameBase('Abcdefghijklmnopqrstuvw Xyz'), 'abcdefghijklmnopqrstuvw', 'never ends with a hyphen');
    assert.match(publicUsername('Achieng Otieno'), /^achieng-otieno-[0-9a-f]{4}$/);
    assert.match(publicUsername('Achieng Otieno', 1), /^achieng-otieno-[0-9a-f]{6}$/, 'a retry after a clash draws from a larger set');
  });
});

for (const database of DATABASES) {
  describe(`usernames show no part of the address on ${database.name}`, () => {
    let site: TestSite;

    before(async () => {
      site = await startTestSite(database.url);
    });
    after(async () => site.close());

    it('signs up with a username from the name, and the forum shows only that', async () => {
      const email = `john.kamau.mp.${Date.now()}@example.org`;
      const password = 'Kisumu-Lakeside-Evenings-2026';
      const created = await site.app.inject({
        method: 'POST',
        url: '/api/auth/signup/',
        headers: SAME_ORIGIN,
        payload: { fullName: 'Achieng Otieno', email, password, dateOfBirth: '1994-05-17', gender: 'female', country: 'Kenya', termsAccepted: true },
      });
      assert.equal(created.statusCode, 201, created.body);
      // Verification by e-mail is tested elsewhere; here the account only needs to be usable.
      await site.db.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);
      const signIn = await site.app.inject({ method: 'POST', url: '/api/auth/signin/', headers: SAME_ORIGIN, payload: { email, password } });
      const cookie = `sid=${signIn.cookies.find((c) => c.name === 'sid')!.value}`;

      const username: string = signIn.json().data.username;
      assert.match(username, /^achieng-otieno-[0-9a-f]{4}$/);
      // The forum shows the public name, which starts as the first name and the last name's initial.
      assert.equal(signIn.json().data.displayName, 'Achieng O.');
      for (const piece of addressPieces(email)) assert.ok(!username.includes(piece), `"${username}" shows "${piece}" from the address`);

      const discussion = await site.app.inject({
        method: 'POST',
        url: '/api/discussions/',
        headers: { ...SAME_ORIGIN, cookie },
        payload: { title: 'Ward 4 water point', content: 'When will it be repaired?' },
      });
      assert.equal(discussion.statusCode, 201, discussion.body);
      const comment = await site.app.inject({
        method: 'POST',
        url: `/api/discussions/${discussion.json().id}/comments/`,
        headers: { ...SAME_ORIGIN, cookie },
        payload: { content: 'The county says next month.' },
      });
      assert.equal(comment.statusCode, 201, comment.body);

      // What any other signed-in citizen reads.
      const reader = await site.signedInCitizen('Brian Mutua');
      const listed = (await site.app.inject({ url: '/api/discussions/get/', headers: { cookie: reader.cookie } })).json<
        Array<{ id: string; author: { username: string }; comments: Array<{ author: { username: string } }> }>
      >();
      const mine = listed.find((d) => d.id === discussion.json().id)!;
      const shown = JSON.stringify(mine);
      for (const piece of addressPieces(email)) assert.ok(!shown.includes(piece), `the discussion shows "${piece}" from the address: ${shown}`);
      assert.equal(mine.author.username, 'Achieng O.');
      assert.equal(mine.comments[0]!.author.username, 'Achieng O.');

      // The citizen chooses another public name: their earlier posts show it too, at once.
      const rename = (payload: unknown, as = cookie) =>
        site.app.inject({ method: 'PATCH', url: '/api/auth/profile/', headers: { ...SAME_ORIGIN, cookie: as }, payload: payload as object });
      const renamed = await rename({ displayName: '  Mama   Achieng ' });
      assert.equal(renamed.statusCode, 200, renamed.body);
      assert.equal(renamed.json().data.displayName, 'Mama Achieng');
      const after = (await site.app.inject({ url: '/api/discussions/get/', headers: { cookie: reader.cookie } })).json<typeof listed>().find((d) => d.id === discussion.json().id)!;
      assert.equal(after.author.username, 'Mama Achieng');
      assert.equal(after.comments[0]!.author.username, 'Mama Achieng');
      const me = (await site.app.inject({ url: '/api/auth/user/', headers: { cookie } })).json();
      assert.equal(me.data.user.displayName, 'Mama Achieng');

      // Bad input: a 400 naming the field, and nothing changes.
      for (const [payload, message] of [
        [{ displayName: 'achieng@example.org' }, 'Use letters, numbers, spaces, full stops, hyphens and apostrophes only'],
        [{ displayName: 'A' }, 'Enter a public name of 2 to 40 characters'],
        [{}, 'Enter a public name of 2 to 40 characters'],
      ] as const) {
        const refused = await rename(payload);
        assert.equal(refused.statusCode, 400, refused.body);
        assert.equal(refused.json().field, 'displayName');
        assert.equal(refused.json().message, message);
      }
      assert.equal((await site.app.inject({ url: '/api/auth/user/', headers: { cookie } })).json().data.user.displayName, 'Mama Achieng');
      // Signed out, or from another site: refused.
      assert.equal((await site.app.inject({ method: 'PATCH', url: '/api/auth/profile/', headers: SAME_ORIGIN, payload: { displayName: 'Someone' } })).statusCode, 401);
      const forged = await site.app.inject({
        method: 'PATCH',
        url: '/api/auth/profile/',
        headers: { origin: 'https://evil.example', cookie },
        payload: { displayName: 'Someone' },
      });
      assert.equal(forged.statusCode, 403);
    });
  });

  describe(`migration 015_display_names.sql on ${database.name}`, () => {
    let earlier: DatabaseBeforeMigration;

    before(async () => {
      earlier = await databaseBeforeMigration(database.url, '015_display_names.sql');
    });
    after(async () => earlier.close());

    it('gives every account a public name from its full name, and its posts show it', async () => {
      const { db } = earlier;
      const insert = async (email: string, fullName: string) =>
        (
          await db.query<{ id: string }>(`INSERT INTO users (email, username, full_name, terms_accepted_at) VALUES ($1, $2, $3, now()) RETURNING id`, [
            email,
            `u-${email}`,
            fullName,
          ])
        )[0]!.id;
      const wanjiku = await insert('w@example.org', 'Wanjiku Kamau Njeri');
      const single = await insert('s@example.org', 'Nyambura');
      const symbols = await insert('x@example.org', '!!!');
      await db.query(`INSERT INTO discussions (title, content, author_id, author_name) VALUES ('Borehole', 'Finished?', $1, 'u-w@example.org')`, [wanjiku]);
      await db.query(`INSERT INTO discussions (title, content, author_id, author_name) VALUES ('Welcome', 'Hello', NULL, 'uwazi-team')`);

      await earlier.applyMigration();

      const names = await db.query<{ id: string; display_name: string }>('SELECT id, display_name FROM users');
      const nameOf = (id: string) => names.find((row) => row.id === id)?.display_name;
      assert.equal(nameOf(wanjiku), 'Wanjiku N.');
      assert.equal(nameOf(single), 'Nyambura');
      assert.equal(nameOf(symbols), 'Citizen');
      const discussions = await db.query<{ author_name: string }>('SELECT author_name FROM discussions ORDER BY title');
      assert.deepEqual(
        discussions.map((row) => row.author_name),
        ['Wanjiku N.', 'uwazi-team'],
      );
    });
  });

  describe(`migration ${MIGRATION} on ${database.name}`, () => {
    let earlier: DatabaseBeforeMigration;
    let db: Database;

    before(async () => {
      // A database as it was before this migration; the test then writes rows as the old code did.
      earlier = await databaseBeforeMigration(database.url, MIGRATION);
      db = earlier.db;
    });
    after(async () => earlier.close());

    async function user(email: string, username: string, fullName: string): Promise<string> {
      const [row] = await db.query<{ id: string }>(`INSERT INTO users (email, username, full_name, terms_accepted_at) VALUES ($1, $2, $3, now()) RETURNING id`, [
        email,
        username,
        fullName,
      ]);
      return row!.id;
    }
    const usernameOf = async (id: string) => (await db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [id]))[0]!.username;

    it('gives every address-made username one made from the full name, and rewrites the stored author names', async () => {
      // As sign-up made them (suffix from base64url, so '-' and '_' occur) and as Google sign-in did (hex).
      const john = await user('john.kamau.mp@example.org', 'john-kamau-mp-e0xd', 'Achieng Otieno');
      const other = await user('a.o@example.net', 'a-o-_x-9', 'Achieng Otieno');
      const google = await user('wekesa_99@example.org', 'wekesa-99-a1f3', 'Zawadi Barasa');
      // A Google account without a name got its address's local part as its name.
      const nameless = await user('nyambura@example.org', 'nyambura-0c4e', 'nyambura');
      // Not made from the address: left alone.
      const chosen = await user('baraka@example.org', 'baraka-m-2024', 'Baraka Mwangi');

      const [discussion] = await db.query<{ id: string }>(
        `INSERT INTO discussions (title, content, author_id, author_name) VALUES ('Borehole', 'Finished?', $1, 'john-kamau-mp-e0xd') RETURNING id`,
        [john],
      );
      await db.query(`INSERT INTO discussions (title, content, author_id, author_name) VALUES ('Welcome', 'Hello', NULL, 'uwazi-team')`);
      await db.query(`INSERT INTO discussion_comments (discussion_id, author_id, author_name, content) VALUES ($1, $2, 'wekesa-99-a1f3', 'Not yet.')`, [discussion!.id, google]);
      await db.query(`INSERT INTO discussion_comments (discussion_id, author_id, author_name, content) VALUES ($1, $2, 'baraka-m-2024', 'Soon.')`, [discussion!.id, chosen]);
      await db.query(`INSERT INTO notifications (user_id, title, message) VALUES ($1, 'New reply to your discussion', 'wekesa-99-a1f3 replied to "Borehole".')`, [john]);

      assert.deepEqual(await earlier.applyMigration(), [MIGRATION]);

      const johnName = await usernameOf(john);
      assert.match(johnName, /^achieng-otieno-[0-9a-f]{5}\d*$/);
      for (const piece of ['john', 'kamau', 'mp']) assert.ok(!johnName.includes(piece), johnName);
      const otherName = await usernameOf(other);
      assert.match(otherName, /^achieng-otieno-[0-9a-f]{5}\d*$/);
      assert.notEqual(otherName, johnName, 'two people of one name stay apart');
      const googleName = await usernameOf(google);
      assert.match(googleName, /^zawadi-barasa-[0-9a-f]{5}\d*$/);
      assert.match(await usernameOf(nameless), /^citizen-[0-9a-f]{5}\d*$/);
      assert.equal(await usernameOf(chosen), 'baraka-m-2024');

      const discussions = await db.query<{ author_name: string }>('SELECT author_name FROM discussions ORDER BY title');
      assert.deepEqual(
        discussions.map((d) => d.author_name),
        [johnName, 'uwazi-team'],
      );
      const comments = await db.query<{ author_name: string }>('SELECT author_name FROM discussion_comments ORDER BY content');
      assert.deepEqual(
        comments.map((c) => c.author_name),
        [googleName, 'baraka-m-2024'],
      );
      const [notification] = await db.query<{ message: string }>('SELECT message FROM notifications WHERE user_id = $1', [john]);
      assert.equal(notification!.message, `${googleName} replied to "Borehole".`);
    });
  });
}
