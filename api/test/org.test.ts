import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { SEED_DIR } from '../src/paths.js';

const seedFile = async <T>(name: string): Promise<T> => JSON.parse(await readFile(path.join(SEED_DIR, name), 'utf8')) as T;

for (const database of DATABASES) {
  describe(`organisation endpoints on ${database.name}`, () => {
    let site: TestSite;
    before(async () => {
      site = await startTestSite(database.url);
    });
    after(async () => site.close());

    const post = (url: string, payload: unknown, headers: Record<string, string> = SAME_ORIGIN) =>
      site.app.inject({ method: 'POST', url, payload: payload as object, headers });

    it('answers the start-up session check with no user (signed out)', async () => {
      const response = await site.app.inject({ url: '/api/auth/user/' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { status: 'success', data: { user: null } });
    });

    it('serves every seeded FAQ entry, in order', async () => {
      const seeded = await seedFile<Array<{ id: string; question: string }>>('faq.json');
      const { faqs } = (await site.app.inject({ url: '/api/faq/' })).json<{ faqs: Array<{ id: string; question: string; answer: string; category: string }> }>();
      assert.deepEqual(
        faqs.map((f) => f.id),
        seeded.map((f) => f.id),
      );
      assert.ok(faqs.every((f) => f.question && f.answer && f.category));
    });

    it('lists publications with a download link, and filters by category', async () => {
      const all = (await site.app.inject({ url: '/api/publications/' })).json<{ publications: Array<{ id: string; category: string; downloadUrl: string; sizeBytes: number }> }>();
      assert.ok(all.publications.length >= 6);
      for (const category of ['policy', 'guidelines', 'practices']) {
        const some = (await site.app.inject({ url: `/api/publications/?category=${category}` })).json<{ publications: Array<{ category: string }> }>();
        assert.ok(some.publications.length >= 2, `at least two ${category} publications`);
        assert.ok(some.publications.every((p) => p.category === category));
      }
      assert.ok(all.publications.every((p) => p.downloadUrl === `/api/publications/${p.id}/download/` && p.sizeBytes > 0));
    });

    it('refuses an unknown publication category, naming the parameter', async () => {
      const response = await site.app.inject({ url: '/api/publications/?category=gossip' });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().field, 'category');
    });

    it('downloads a publication as an attachment with its exact bytes', async () => {
      const seeded = await seedFile<Array<{ id: string; file: string }>>('publications.json');
      const first = seeded[0]!;
      const response = await site.app.inject({ url: `/api/publications/${first.id}/download/` });
      assert.equal(response.statusCode, 200);
      assert.match(response.headers['content-disposition'] as string, new RegExp(`^attachment; filename="${first.file}"$`));
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      const onDisk = await readFile(path.join(SEED_DIR, 'publications', first.file));
      assert.ok(response.rawPayload.equals(onDisk));
    });

    it('answers an unknown publication with a JSON 404', async () => {
      const response = await site.app.inject({ url: '/api/publications/no-such-thing/download/' });
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().message, 'There is no publication with that id.');
    });

    it('serves the team and the three testimonials', async () => {
      const { members } = (await site.app.inject({ url: '/api/team/' })).json<{ members: Array<{ department: string; joinedOn: string }> }>();
      assert.ok(members.length >= 8);
      const departments = new Set(members.map((m) => m.department));
      for (const department of ['executive', 'engineering', 'product', 'design', 'marketing', 'data', 'people']) assert.ok(departments.has(department), department);
      assert.ok(members.every((m) => /^\d{4}-\d{2}-\d{2}$/.test(m.joinedOn)));
      const { testimonials } = (await site.app.inject({ url: '/api/testimonials/' })).json<{ testimonials: Array<{ rating: number }> }>();
      assert.equal(testimonials.length, 3);
      assert.ok(testimonials.every((t) => t.rating >= 1 && t.rating <= 5));
    });

    it('stores a contact message and answers with the spec text', async () => {
      const response = await post('/api/contact/', { name: ' Wanjiru ', email: 'Wanjiru@Example.org', department: 'general', subject: 'Budget', message: 'When is the next townhall in Nyeri?' });
      assert.equal(response.statusCode, 201);
      assert.deepEqual(response.json(), { status: 'success', message: 'Form submitted successfully!' });
      const rows = await site.db.query<{ name: string; email: string }>('SELECT name, email FROM contact_messages');
      assert.deepEqual(rows, [{ name: 'Wanjiru', email: 'wanjiru@example.org' }]);
    });

    for (const [payload, field, message] of [
      [{ email: 'a@b.co', message: 'hi' }, 'name', 'Name is required.'],
      [{ name: 'A', message: 'hi' }, 'email', 'Email is required.'],
      [{ name: 'A', email: 'not-an-address', message: 'hi' }, 'email', 'Invalid email address.'],
      [{ name: 'A', email: 'a@b.co', message: '   ' }, 'message', 'Message is required.'],
    ] as const) {
      it(`refuses a contact message without a valid ${field}: '${message}'`, async () => {
        const response = await post('/api/contact/', payload);
        assert.equal(response.statusCode, 400);
        assert.deepEqual(response.json(), { status: 'error', message, field, status_code: 400 });
      });
    }

    it('subscribes an address to the newsletter once, whatever its case', async () => {
      for (const email of ['reader@example.org', 'READER@example.org']) {
        const response = await post('/api/newsletter/subscribe/', { email });
        assert.equal(response.statusCode, 200);
        assert.equal(response.json().status, 'success');
      }
      const rows = await site.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email = 'reader@example.org'`);
      assert.equal(rows[0]!.n, 1);
    });

    it('refuses a newsletter address with the spec texts', async () => {
      const empty = await post('/api/newsletter/subscribe/', { email: '' });
      assert.deepEqual(empty.json(), { status: 'error', message: 'Email is required.', field: 'email', status_code: 400 });
      const invalid = await post('/api/newsletter/subscribe/', { email: 'reader@' });
      assert.equal(invalid.statusCode, 400);
      assert.deepEqual(invalid.json(), { status: 'error', message: 'Please enter a valid email address.', field: 'email', status_code: 400 });
    });

    it('refuses a body that is not a JSON object, or too large, with a clear message', async () => {
      const text = await site.app.inject({ method: 'POST', url: '/api/contact/', payload: 'name=x', headers: { ...SAME_ORIGIN, 'content-type': 'text/plain' } });
      assert.equal(text.statusCode, 415);
      assert.equal(text.json().message, 'This kind of request body is not accepted here.');
      const huge = await post('/api/contact/', { name: 'A', email: 'a@b.co', message: 'x'.repeat(100_000) });
      assert.equal(huge.statusCode, 413);
      assert.equal(huge.json().message, 'The request is too large.');
      const long = await post('/api/contact/', { name: 'A', email: 'a@b.co', message: 'x'.repeat(6000) });
      assert.equal(long.statusCode, 400);
      assert.equal(long.json().field, 'message');
    });
  });
}
