import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestSite, type TestSite } from './harness.js';

describe('site search across the community section', () => {
  let site: TestSite;
  before(async () => {
    site = await startTestSite(null);
  });
  after(async () => site.close());

  it('finds workshops, townhall events and discussions, each group linking to its page', async () => {
    const [workshop] = await site.db.query<{ title: string }>('SELECT title FROM workshops ORDER BY starts_on LIMIT 1');
    const [event] = await site.db.query<{ title: string }>('SELECT title FROM events ORDER BY event_date LIMIT 1');
    const [discussion] = await site.db.query<{ title: string }>('SELECT title FROM discussions ORDER BY created_at LIMIT 1');
    for (const [kind, title, url] of [
      ['workshops', workshop!.title, /^\/(workshops|resources\/workshop\/)/],
      ['events', event!.title, /^\/townhall-meetings$/],
      ['discussions', discussion!.title, /^\/community\/forum-discussion$/],
    ] as const) {
      const response = await site.app.inject({ url: `/api/search/?q=${encodeURIComponent(title)}` });
      assert.equal(response.statusCode, 200);
      const group = response.json().groups.find((g: { kind: string }) => g.kind === kind);
      assert.ok(group, `a ${kind} group for "${title}"`);
      assert.ok(
        group.results.some((r: { title: string; url: string }) => r.title === title && url.test(r.url)),
        `${kind}: ${JSON.stringify(group.results)}`,
      );
    }
  });
});
