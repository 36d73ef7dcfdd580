import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { SEED_DIR } from '../src/paths.js';
import { tokenFrom } from './mailbox.js';

/**
 * The text a PDF shows, page by page, outside artifacts (page numbers): the hex strings of its TJ operators, from
 * every compressed content stream. Enough for the standard fonts' one-byte encoding the publications use.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const pages: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    if (!/\bTJ\b/.test(content)) continue;
    const withoutArtifacts = content.replace(/\/Artifact\b[\s\S]*?EMC/g, '');
    const strings = [...withoutArtifacts.matchAll(/\[([^\]]*)\]\s*TJ/g)].map((tj) =>
      [...tj[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''),
    );
    pages.push(strings.join(' '));
  }
  return pages.join(' ');
}

const seedFile = async <T>(name: string): Promise<T> => JSON.parse(await readFile(path.join(SEED_DIR, name), 'utf8')) as T;

for (const database of DATABASES) {
  describe(`organisation endpoints on ${database.name}`, () => {
    let site: TestSite;
    before(async () => {
      site = await startTestSite(database.url);
    });
    after(async () => site.close());

    const post = (url: string, payload: unknown, headers: Record<string, string> = SAME_ORIGIN, remoteAddress = '127.0.0.1') =>
      site.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

    let clients = 0;
    /** A client address of its own, so one test's requests do not count against another's limit. */
    const newClient = () => {
      clients += 1;
      return `10.50.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
    };
    const subscribe = (email: string, client = newClient()) => post('/api/newsletter/subscribe/', { email }, SAME_ORIGIN, client);

    /** Subscription mails are sent after the answer: waits (up to `waitMs`) for the `count`th mail to `to`. */
    const mailsTo = async (to: string, count: number, waitMs = 5000) => {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const mails = await site.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id', [to]);
        if (mails.length >= count || Date.now() > deadline) return mails.map((m) => ({ to, subject: m.subject, text: m.body }));
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const subscription = async (email: string) =>
      (
        await site.db.query<{ confirmed: boolean }>(`SELECT confirmed_at IS NOT NULL AS confirmed FROM newsletter_subscriptions WHERE email = $1 AND list = 'general'`, [email])
      )[0] ?? null;

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

    it('downloads each publication as a tagged PDF built from its source text, the size the list gives', async () => {
      const seeded = await seedFile<Array<{ id: string; title: string; file: string }>>('publications.json');
      const { publications } = (await site.app.inject({ url: '/api/publications/' })).json<{
        publications: Array<{ id: string; title: string; fileName: string; sizeBytes: number; downloadUrl: string }>;
      }>();
      assert.equal(publications.length, seeded.length);
      for (const listed of publications) {
        const source = seeded.find((p) => p.id === listed.id)!;
        const pdfName = source.file.replace(/\.txt$/, '.pdf');
        assert.equal(listed.fileName, pdfName);
        const response = await site.app.inject({ url: listed.downloadUrl });
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['content-type'], 'application/pdf');
        assert.equal(response.headers['content-disposition'], `attachment; filename="${pdfName}"`);
        assert.equal(response.headers['x-content-type-options'], 'nosniff');
        const pdf = response.rawPayload;
        assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
        assert.equal(pdf.length, listed.sizeBytes, `${listed.id}: the size in the list is the size of the download`);
        assert.equal(Number(response.headers['content-length']), pdf.length);
        const text = pdf.toString('latin1');
        assert.match(text, /\/Lang \(en-GB\)/);
        assert.match(text, /\/MarkInfo \d+ 0 R/);
        assert.match(text, /\/Marked true/);
        assert.match(text, /\/StructTreeRoot \d+ 0 R/);
        assert.match(text, /\/DisplayDocTitle true/);
        assert.ok(text.includes(`(${source.title.replace(/[()\\]/g, '\\$&')})`), `${listed.id}: the document's title`);
        assert.match(text, /\/S \/H1/);
        assert.match(text, /\/S \/H2/);
        assert.match(text, /\/S \/P\b/);
        // Word for word the source: every character but spacing and the list markers the PDF draws as bullets.
        const sourceText = await readFile(path.join(SEED_DIR, 'publications', source.file), 'utf8');
        const letters = (value: string) => value.replace(/^- /gm, '').replace(/\s+/g, '');
        assert.equal(letters(pdfText(pdf)), letters(sourceText), `${listed.id}: the PDF has the source's text`);
      }
      // The same source always gives the same bytes.
      const again = await site.app.inject({ url: publications[0]!.downloadUrl });
      assert.ok(again.rawPayload.equals((await site.app.inject({ url: publications[0]!.downloadUrl })).rawPayload));
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

    it('links no staff member to a personal account on another site: the team data and the API carry none', async () => {
      const seeded = await seedFile<Array<{ name: string; socialLinks: Record<string, string> }>>('team.json');
      const personal = /linkedin\.com\/in\/|(^|\/\/)(www\.)?(x|twitter)\.com\/\w|github\.com\/\w/i;
      assert.deepEqual(
        seeded.filter((m) => Object.values(m.socialLinks).length > 0).map((m) => m.name),
        [],
      );
      const { members } = (await site.app.inject({ url: '/api/team/' })).json<{ members: Array<{ name: string; socialLinks: Record<string, string> }> }>();
      assert.deepEqual(
        members.filter((m) => Object.values(m.socialLinks).some((url) => personal.test(url))).map((m) => m.name),
        [],
      );
      assert.ok(members.every((m) => Object.keys(m.socialLinks).length === 0));
    });

    it('stores a contact message and answers with the spec text', async () => {
      const response = await post('/api/contact/', {
        name: ' Wanjiru ',
        email: 'Wanjiru@Example.org',
        department: 'general',
        subject: 'Budget',
        message: 'When is the next townhall in Nyeri?',
      });
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

    it('keeps one pending row per address, whatever its case, until the link is opened', async () => {
      for (const email of ['reader@example.org', 'READER@example.org']) {
        const response = await subscribe(email);
        assert.equal(response.statusCode, 200);
        assert.equal(response.json().status, 'success');
      }
      await mailsTo('reader@example.org', 2);
      const rows = await site.db.query<{ n: number; confirmed: number }>(
        `SELECT count(*)::int AS n, count(confirmed_at)::int AS confirmed FROM newsletter_subscriptions WHERE email = 'reader@example.org'`,
      );
      assert.deepEqual(rows[0], { n: 1, confirmed: 0 });
    });

    it('subscribes an address only when its owner opens the mailed link; the answer reveals nothing about the address', async () => {
      const email = 'pending.reader@example.org';
      const first = await subscribe(email);
      assert.deepEqual(first.json(), { status: 'success', message: 'Almost done: we have e-mailed a link to that address. Open it within 48 hours to confirm the subscription.' });
      const [confirmMail] = await mailsTo(email, 1);
      assert.equal(confirmMail!.subject, 'Confirm your subscription to the Uwazi Hub newsletter');
      assert.deepEqual(await subscription(email), { confirmed: false });

      const token = tokenFrom(confirmMail!, '/newsletter/confirm');
      tokenFrom(confirmMail!, '/newsletter/unsubscribe');
      const confirmed = await post('/api/newsletter/confirm/', { token }, SAME_ORIGIN, newClient());
      assert.deepEqual([confirmed.statusCode, confirmed.json().message], [200, 'Your subscription is confirmed. Thank you!']);
      assert.deepEqual(await subscription(email), { confirmed: true });
      const reused = await post('/api/newsletter/confirm/', { token }, SAME_ORIGIN, newClient());
      assert.deepEqual([reused.statusCode, reused.json().field], [409, 'token']);

      // Already subscribed: the very same answer; the owner is told, with a way out, and nothing changes.
      const again = await subscribe(email);
      assert.equal(again.statusCode, first.statusCode);
      assert.deepEqual(again.json(), first.json());
      const mails = await mailsTo(email, 2);
      assert.equal(mails[1]!.subject, 'You are already subscribed to the Uwazi Hub newsletter');
      assert.deepEqual(await subscription(email), { confirmed: true });

      // Every mail carries an unsubscribe link that works.
      const unsubscribed = await post('/api/newsletter/unsubscribe/', { token: tokenFrom(mails[1]!, '/newsletter/unsubscribe') }, SAME_ORIGIN, newClient());
      assert.deepEqual([unsubscribed.statusCode, unsubscribed.json().message], [200, 'You are unsubscribed. We will not write to this address again.']);
      assert.equal(await subscription(email), null);
      const stale = await post('/api/newsletter/unsubscribe/', { token: tokenFrom(confirmMail!, '/newsletter/unsubscribe') }, SAME_ORIGIN, newClient());
      assert.deepEqual([stale.statusCode, stale.json().field], [410, 'token']);
    });

    it('the unsubscribe link in a confirmation mail removes an address someone else typed, before it was ever confirmed', async () => {
      const email = 'never.asked@example.org';
      await subscribe(email);
      const [mail] = await mailsTo(email, 1);
      const response = await post('/api/newsletter/unsubscribe/', { token: tokenFrom(mail!, '/newsletter/unsubscribe') }, SAME_ORIGIN, newClient());
      assert.equal(response.statusCode, 200);
      assert.equal(await subscription(email), null);
      assert.equal((await post('/api/newsletter/confirm/', { token: tokenFrom(mail!, '/newsletter/confirm') }, SAME_ORIGIN, newClient())).statusCode, 410);
    });

    it('the sixth subscription from one client within the hour gets 429 with Retry-After', async () => {
      const client = newClient();
      for (let n = 0; n < 5; n += 1) assert.equal((await subscribe(`scanner${n}@example.org`, client)).statusCode, 200);
      const refused = await subscribe('scanner5@example.org', client);
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.match(refused.json().message, /^Too many requests from this connection/);
      await mailsTo('scanner4@example.org', 1);
      assert.equal(await subscription('scanner5@example.org'), null);
      // The workshop-news box shares the limit: a scanner cannot switch forms to go on.
      assert.equal((await post('/api/subscribe/workshops/', { email: 'scanner6@example.org' }, SAME_ORIGIN, client)).statusCode, 429);
    });

    it('one address is sent at most three confirmation mails a day, whoever asks', async () => {
      const email = 'much.asked@example.org';
      for (let n = 0; n < 5; n += 1) assert.equal((await subscribe(email)).statusCode, 200);
      await mailsTo(email, 3);
      // Time for the last two requests' work to have sent anything it would send.
      assert.equal((await mailsTo(email, 4, 1000)).length, 3);
    });

    it('refuses a newsletter address with the spec texts', async () => {
      const empty = await post('/api/newsletter/subscribe/', { email: '' });
      assert.deepEqual(empty.json(), { status: 'error', message: 'Email is required.', field: 'email', status_code: 400 });
      const invalid = await post('/api/newsletter/subscribe/', { email: 'reader@' });
      assert.equal(invalid.statusCode, 400);
      assert.deepEqual(invalid.json(), { status: 'error', message: 'Please enter a valid email address.', field: 'email', status_code: 400 });
    });

    it('the sixth contact message from one client within the hour gets 429 with Retry-After and is not stored', async () => {
      const client = newClient();
      const message = (n: number) => ({ name: 'Flood', email: 'flood@example.org', message: `Message number ${n}` });
      for (let n = 0; n < 5; n += 1) assert.equal((await post('/api/contact/', message(n), SAME_ORIGIN, client)).statusCode, 201);
      const refused = await post('/api/contact/', message(5), SAME_ORIGIN, client);
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.deepEqual([refused.json().status, refused.json().status_code], ['error', 429]);
      const rows = await site.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM contact_messages WHERE email = 'flood@example.org'`);
      assert.equal(rows[0]!.n, 5);
      assert.equal((await post('/api/contact/', message(6), SAME_ORIGIN, newClient())).statusCode, 201, 'another client is not held back');
    });

    it('answers a message with the hidden honeypot field filled as usual, but does not store it', async () => {
      const response = await post('/api/contact/', { name: 'Bot', email: 'bot@example.org', message: 'Cheap pills', website: 'https://spam.example' }, SAME_ORIGIN, newClient());
      assert.equal(response.statusCode, 201);
      assert.deepEqual(response.json(), { status: 'success', message: 'Form submitted successfully!' });
      const rows = await site.db.query(`SELECT 1 FROM contact_messages WHERE email = 'bot@example.org'`);
      assert.equal(rows.length, 0);
      // Left empty, as a person leaves it, the field changes nothing.
      assert.equal((await post('/api/contact/', { name: 'Person', email: 'person@example.org', message: 'Hello', website: '' }, SAME_ORIGIN, newClient())).statusCode, 201);
      assert.equal((await site.db.query(`SELECT 1 FROM contact_messages WHERE email = 'person@example.org'`)).length, 1);
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
