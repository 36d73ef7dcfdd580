import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Comment, CommentPage, CommentSort, DiscussionPage } from '../src/community/contracts.js';
import { DATABASES, startTestSite, type TestSite } from './harness.js';

const DISCUSSIONS = 20_000;
const COMMENTS = 100_000;
/** The discussion whose threads the comment tests read: 45 top-level comments, replies two deep. */
const BIG = '00000000-0000-4000-8000-000000000001';

for (const database of DATABASES) {
  describe(`the forum with ${DISCUSSIONS.toLocaleString('en')} discussions and ${COMMENTS.toLocaleString('en')} comments on ${database.name}`, () => {
    let site: TestSite;
    let cookie: string;

    before(async () => {
      site = await startTestSite(database.url);
      cookie = (await site.signedInCitizen('Achieng Mary Otieno')).cookie;
      // Discussions a minute apart, several sharing each minute (ties are settled by id).
      await site.db.query(
        `INSERT INTO discussions (title, content, author_name, created_at)
         SELECT 'Discussion ' || g, 'About topic ' || g, 'citizen' || (g % 50), timestamptz '2026-01-01 00:00:00+00' + ((g / 3) * interval '1 minute')
         FROM generate_series(1, $1::int) AS g`,
        [DISCUSSIONS],
      );
      // Comments spread over the discussions, top-level, each a second apart.
      await site.db.query(
        `INSERT INTO discussion_comments (discussion_id, author_name, content, created_at)
         SELECT d.id, 'commenter', 'Comment ' || g, timestamptz '2026-06-01 00:00:00+00' + g * interval '1 second'
         FROM generate_series(1, $1::int) AS g
         JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM discussions) d ON d.n = 1 + g % $2::int`,
        [COMMENTS - 200, DISCUSSIONS],
      );
      // The big discussion: 45 top-level comments, comment i with i % 4 replies, and each first reply with a reply of its own.
      await site.db.query(`INSERT INTO discussions (id, title, content, author_name, created_at) VALUES ($1, 'Big thread', 'Many comments', 'host', now())`, [BIG]);
      await site.db.query(
        `INSERT INTO discussion_comments (id, discussion_id, author_name, content, created_at)
         SELECT ('00000000-0000-4000-9000-' || lpad(g::text, 12, '0'))::uuid, $1, 'top', 'Top ' || g, timestamptz '2026-07-01 00:00:00+00' + g * interval '1 minute'
         FROM generate_series(1, 45) AS g`,
        [BIG],
      );
      await site.db.query(
        `INSERT INTO discussion_comments (discussion_id, parent_id, author_name, content, created_at)
         SELECT $1, ('00000000-0000-4000-9000-' || lpad(g::text, 12, '0'))::uuid, 'reply', 'Reply ' || r || ' to ' || g,
           timestamptz '2026-07-02 00:00:00+00' + (g * 10 + r) * interval '1 second'
         FROM generate_series(1, 45) AS g, generate_series(1, 3) AS r WHERE r <= g % 4`,
        [BIG],
      );
      await site.db.query(
        `INSERT INTO discussion_comments (discussion_id, parent_id, author_name, content, created_at)
         SELECT $1, c.id, 'deeper', 'Reply to ' || c.content, c.created_at + interval '1 hour'
         FROM discussion_comments c WHERE c.discussion_id = $1 AND c.content LIKE 'Reply 1 to %'`,
        [BIG],
      );
    });
    after(async () => site.close());

    async function read<T>(url: string): Promise<{ body: T; bytes: number }> {
      const response = await site.app.inject({ url, headers: { cookie } });
      assert.equal(response.statusCode, 200, response.body);
      return { body: response.json<T>(), bytes: response.rawPayload.length };
    }

    it('lists every discussion once, newest first, a small page at a time, with its replies counted and no comments', async () => {
      const expected = await site.db.query<{ id: string; replies: number }>(
        `SELECT d.id, (SELECT count(*)::int FROM discussion_comments c WHERE c.discussion_id = d.id) AS replies FROM discussions d ORDER BY d.created_at DESC, d.id`,
      );
      const seen: Array<{ id: string; replies: number }> = [];
      let largest = 0;
      let url: string | null = '/api/discussions/';
      while (url) {
        const { body, bytes }: { body: DiscussionPage; bytes: number } = await read<DiscussionPage>(url);
        largest = Math.max(largest, bytes);
        assert.ok(body.discussions.length <= 20);
        for (const discussion of body.discussions) {
          assert.equal('comments' in discussion, false, 'a listed discussion carries no comments');
          seen.push({ id: discussion.id, replies: discussion.replies });
        }
        url = body.next ? `/api/discussions/?after=${encodeURIComponent(body.next)}` : null;
      }
      assert.ok(seen.length > DISCUSSIONS, 'the seeded discussions and the generated ones');
      assert.deepEqual(seen, expected);
      assert.ok(largest < 100 * 1024, `a page of the list is ${largest} bytes`);
    });

    /** The big discussion's comments read page by page in `sort` order: every page's threads whole. */
    async function readAll(sort: CommentSort): Promise<{ pages: Comment[][]; all: Comment[] }> {
      const pages: Comment[][] = [];
      let url: string | null = `/api/discussions/${BIG}/comments/?sort=${sort}`;
      while (url) {
        const { body }: { body: CommentPage } = await read<CommentPage>(url);
        pages.push(body.comments);
        url = body.next ? `/api/discussions/${BIG}/comments/?sort=${sort}&after=${encodeURIComponent(body.next)}` : null;
      }
      return { pages, all: pages.flat() };
    }

    for (const sort of ['oldest', 'newest', 'popular'] as const) {
      it(`pages a discussion's comments ${sort} first, every thread whole on its page`, async () => {
        const { pages, all } = await readAll(sort);
        assert.equal(pages.length, 3, '45 top-level comments make three pages of 20');
        const [{ total }] = (await site.db.query<{ total: number }>('SELECT count(*)::int AS total FROM discussion_comments WHERE discussion_id = $1', [BIG])) as [
          { total: number },
        ];
        assert.equal(new Set(all.map((c) => c.id)).size, total, 'every comment once');
        assert.equal(all.length, total);
        for (const page of pages) {
          const ids = new Set(page.map((c) => c.id));
          for (const comment of page) if (comment.parentId) assert.ok(ids.has(comment.parentId), `a reply is on its parent's page (${comment.content})`);
        }
        const tops = all.filter((c) => c.parentId === null).map((c) => Number(c.content.replace('Top ', '')));
        const byTime = Array.from({ length: 45 }, (_, i) => i + 1);
        const popular = [...byTime].sort((a, b) => (b % 4) - (a % 4) || a - b);
        assert.deepEqual(tops, sort === 'oldest' ? byTime : sort === 'newest' ? [...byTime].reverse() : popular);
      });
    }

    it('carries on from the same comment when comments are added between pages', async () => {
      const first = await read<CommentPage>(`/api/discussions/${BIG}/comments/?sort=oldest`);
      await site.db.query(
        `INSERT INTO discussion_comments (discussion_id, author_name, content, created_at) VALUES ($1, 'early', 'Backdated', timestamptz '2026-06-30 00:00:00+00')`,
        [BIG],
      );
      try {
        const second = await read<CommentPage>(`/api/discussions/${BIG}/comments/?sort=oldest&after=${encodeURIComponent(first.body.next!)}`);
        const topsOfSecond = second.body.comments.filter((c) => !c.parentId).map((c) => c.content);
        assert.deepEqual(
          topsOfSecond,
          Array.from({ length: 20 }, (_, i) => `Top ${i + 21}`),
        );
      } finally {
        await site.db.query(`DELETE FROM discussion_comments WHERE content = 'Backdated'`);
      }
    });

    it('refuses a malformed cursor, one from another order or discussion, and a signed-out reader', async () => {
      const first = await read<CommentPage>(`/api/discussions/${BIG}/comments/?sort=newest`);
      const cursor = encodeURIComponent(first.body.next!);
      const refused = async (url: string, message: string) => {
        const response = await site.app.inject({ url, headers: { cookie } });
        assert.equal(response.statusCode, 400, url);
        assert.deepEqual((({ field, message: text }) => ({ field, message: text }))(response.json<{ field: string; message: string }>()), { field: 'after', message }, url);
      };
      await refused(`/api/discussions/${BIG}/comments/?sort=newest&after=%7Bnot`, 'This page link is not valid. Go back to the first page and try again.');
      await refused(`/api/discussions/${BIG}/comments/?sort=oldest&after=${cursor}`, 'This page link belongs to another search or order. Go back to the first page.');
      const [other] = await site.db.query<{ id: string }>(`SELECT id FROM discussions WHERE id <> $1 LIMIT 1`, [BIG]);
      await refused(`/api/discussions/${other!.id}/comments/?sort=newest&after=${cursor}`, 'This page link belongs to another search or order. Go back to the first page.');
      await refused(`/api/discussions/?after=${cursor}`, 'This page link belongs to another search or order. Go back to the first page.');
      assert.equal((await site.app.inject({ url: '/api/discussions/' })).statusCode, 401);
      assert.equal((await site.app.inject({ url: `/api/discussions/${BIG}/comments/` })).statusCode, 401);
      const missing = await site.app.inject({ url: '/api/discussions/00000000-0000-4000-8000-00000000ffff/comments/', headers: { cookie } });
      assert.equal(missing.statusCode, 404);
    });
  });
}
