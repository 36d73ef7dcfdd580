import { after, before, describe, it } from 'node:test';
import { bodyOf, seedFile, varyOf } from './answers.js';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, databaseBeforeMigration, startTestSite, type TestSite } from './harness.js';
import { migrate } from '../src/db/migrate.js';
import { seed } from '../src/seed/index.js';

/** The migration that gave the FAQ and the publications their Kiswahili columns. */
const KISWAHILI_TEXTS = '027_org_kiswahili.sql';

interface FaqSeed {
  id: string;
  category: string;
  question: string;
  answer: string;
  sw: { category: string; question: string; answer: string };
}
interface PublicationSeed {
  id: string;
  title: string;
  description: string;
  category: string;
  publishedOn: string;
  sw: { title: string; description: string };
}
interface FaqEntry {
  id: string;
  category: string;
  question: string;
  answer: string;
}
interface Publication {
  id: string;
  title: string;
  description: string;
  category: string;
  downloadUrl: string;
  fileName: string;
  sizeBytes: number;
  publishedOn: string;
}

for (const database of DATABASES) {
  describe(`the FAQ and publications in the reader’s language on ${database.name}`, () => {
    let site: TestSite;
    let faqSeed: FaqSeed[];
    let publicationSeed: PublicationSeed[];
    before(async () => {
      site = await startTestSite(database.url);
      faqSeed = await seedFile<FaqSeed[]>('faq.json');
      publicationSeed = await seedFile<PublicationSeed[]>('publications.json');
    });
    after(async () => site.close());

    const get = (url: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
      site.app.inject({ url, headers, ...(Object.keys(cookies).length ? { cookies } : {}) });

    const englishFaq = () => faqSeed.map(({ id, category, question, answer }) => ({ id, category, question, answer }));
    const kiswahiliFaq = () => faqSeed.map(({ id, sw }) => ({ id, ...sw }));

    it('has Kiswahili for every seeded FAQ entry and publication, apart from its English', () => {
      for (const entry of faqSeed) {
        for (const field of ['category', 'question', 'answer'] as const) {
          assert.ok(entry.sw[field]?.trim(), `${entry.id}: Kiswahili ${field}`);
          assert.notEqual(entry.sw[field], entry[field], `${entry.id}: ${field} translated`);
        }
      }
      for (const publication of publicationSeed) {
        for (const field of ['title', 'description'] as const) {
          assert.ok(publication.sw[field]?.trim(), `${publication.id}: Kiswahili ${field}`);
          assert.notEqual(publication.sw[field], publication[field], `${publication.id}: ${field} translated`);
        }
      }
    });

    it('answers the FAQ in Kiswahili for lang=sw, and exactly as before without', async () => {
      const english = await get('/api/faq/');
      assert.equal(english.statusCode, 200);
      assert.deepEqual(english.json(), { faqs: englishFaq() });
      assert.equal(english.headers['content-language'], 'en');

      const kiswahili = await get('/api/faq/', { lang: 'sw' });
      assert.equal(kiswahili.statusCode, 200);
      assert.deepEqual(kiswahili.json(), { faqs: kiswahiliFaq() });
      assert.equal(kiswahili.headers['content-language'], 'sw');
      for (const answer of [english, kiswahili]) {
        assert.ok(varyOf(answer).includes('cookie') && varyOf(answer).includes('accept-language'), `Vary: ${answer.headers.vary}`);
        assert.equal(answer.headers['cache-control'], 'no-store');
      }

      // The browser's language when the device has not chosen; the device's choice over the browser's.
      assert.deepEqual((await get('/api/faq/', {}, { 'accept-language': 'sw-KE, en;q=0.5' })).json(), { faqs: kiswahiliFaq() });
      assert.deepEqual((await get('/api/faq/', { lang: 'en' }, { 'accept-language': 'sw' })).json(), { faqs: englishFaq() });
      assert.deepEqual((await get('/api/faq/', { lang: 'xx' })).json(), { faqs: englishFaq() });
    });

    it('answers the publications in Kiswahili for lang=sw, with the same shape, order and files, and exactly as before without', async () => {
      const english = (await get('/api/publications/')).json<{ publications: Publication[] }>().publications;
      const kiswahili = (await get('/api/publications/', { lang: 'sw' })).json<{ publications: Publication[] }>().publications;
      const byId = new Map(publicationSeed.map((p) => [p.id, p]));
      assert.equal(english.length, publicationSeed.length);
      assert.deepEqual(
        kiswahili.map((p) => p.id),
        english.map((p) => p.id),
      );
      for (const [index, listed] of english.entries()) {
        const seeded = byId.get(listed.id)!;
        const translated = kiswahili[index]!;
        assert.deepEqual(Object.keys(translated), Object.keys(listed));
        assert.equal(listed.title, seeded.title);
        assert.equal(listed.description, seeded.description);
        assert.equal(translated.title, seeded.sw.title);
        assert.equal(translated.description, seeded.sw.description);
        // The rest is the same in both: the category code the page names itself, the file, its size and date.
        assert.deepEqual({ ...translated, title: listed.title, description: listed.description }, listed);
      }
      const filtered = (await get('/api/publications/?category=policy', { lang: 'sw' })).json<{ publications: Publication[] }>().publications;
      assert.ok(filtered.length >= 1 && filtered.every((p) => p.category === 'policy' && p.title === byId.get(p.id)!.sw.title));

      // The reports page lists the same publications the same way; its downloadable files stay English.
      const reports = (await get('/api/reports/', { lang: 'sw' })).json<{ reports: Publication[] }>().reports;
      assert.ok(reports.length > 0 && reports.every((r) => r.title === byId.get(r.id)!.sw.title && r.description === byId.get(r.id)!.sw.description));
      const englishReports = (await get('/api/reports/')).json<{ reports: Publication[] }>().reports;
      assert.ok(englishReports.every((r) => r.title === byId.get(r.id)!.title));
      const csv = await get('/api/reports/?format=csv', { lang: 'sw' });
      assert.ok(csv.body.includes(publicationSeed[0]!.title) && !csv.body.includes(publicationSeed[0]!.sw.title));
    });

    it('answers a signed-in citizen in the language saved with their account', async () => {
      const citizen = await site.signedInCitizen('Wanjiku Kamau');
      const saved = await site.app.inject({ method: 'PUT', url: '/api/auth/language/', payload: { language: 'sw' }, headers: { ...SAME_ORIGIN, cookie: citizen.cookie } });
      assert.equal(saved.statusCode, 200);
      assert.deepEqual((await get('/api/faq/', {}, { cookie: citizen.cookie })).json(), { faqs: kiswahiliFaq() });
      // The device's choice still comes first.
      assert.deepEqual((await get('/api/faq/', {}, { cookie: `${citizen.cookie}; lang=en` })).json(), { faqs: englishFaq() });
    });

    it('falls back to English, field by field, where an entry has no Kiswahili', async () => {
      const faq = faqSeed[2]!;
      const publication = publicationSeed[0]!;
      await site.db.query(
        `INSERT INTO faq_entries (id, category, question, answer, position) VALUES
           ('only-english', 'About us', 'Is this in English only?', 'Yes, for now.', 1000),
           ('new-heading', 'Only in English', 'Is this heading translated?', 'Not yet.', 1001)`,
      );
      await site.db.query(`UPDATE faq_entries SET answer_sw = NULL, category_sw = '' WHERE id = $1`, [faq.id]);
      await site.db.query('UPDATE publications SET description_sw = NULL WHERE id = $1', [publication.id]);
      try {
        const { faqs } = (await get('/api/faq/', { lang: 'sw' })).json<{ faqs: FaqEntry[] }>();
        // A category heading another entry of the same category has in Kiswahili is that entry's, so the group
        // shows once; a category no entry has in Kiswahili stays English.
        const aboutUs = faqSeed.find((entry) => entry.category === 'About us')!.sw.category;
        assert.deepEqual(faqs.slice(-2), [
          { id: 'only-english', category: aboutUs, question: 'Is this in English only?', answer: 'Yes, for now.' },
          { id: 'new-heading', category: 'Only in English', question: 'Is this heading translated?', answer: 'Not yet.' },
        ]);
        assert.deepEqual(
          faqs.find((entry) => entry.id === faq.id),
          { id: faq.id, category: faq.sw.category, question: faq.sw.question, answer: faq.answer },
        );
        const { publications } = (await get('/api/publications/', { lang: 'sw' })).json<{ publications: Publication[] }>();
        const listed = publications.find((p) => p.id === publication.id)!;
        assert.equal(listed.title, publication.sw.title);
        assert.equal(listed.description, publication.description);
        // English readers see no difference.
        const english = (await get('/api/faq/')).json<{ faqs: FaqEntry[] }>().faqs;
        assert.deepEqual(english.slice(0, -2), englishFaq());
        assert.deepEqual(
          english.slice(-2).map((entry) => entry.category),
          ['About us', 'Only in English'],
        );
      } finally {
        await site.db.query(`DELETE FROM faq_entries WHERE id IN ('only-english', 'new-heading')`);
        await site.db.query('UPDATE faq_entries SET answer_sw = $2, category_sw = $3 WHERE id = $1', [faq.id, faq.sw.answer, faq.sw.category]);
        await site.db.query('UPDATE publications SET description_sw = $2 WHERE id = $1', [publication.id, publication.sw.description]);
      }
      assert.deepEqual((await get('/api/faq/', { lang: 'sw' })).json(), { faqs: kiswahiliFaq() });
    });

    it('never gives one language’s answer to the other, asked in turn, compressed or not, with or without If-None-Match', async () => {
      for (const url of ['/api/faq/', '/api/publications/', '/api/publications/?category=guidelines', '/api/reports/']) {
        const expected = {
          en: bodyOf<unknown>(await get(url, { lang: 'en' })),
          sw: bodyOf<unknown>(await get(url, { lang: 'sw' })),
        };
        assert.notDeepEqual(expected.en, expected.sw, url);
        const tags: Partial<Record<'en' | 'sw', string>> = {};
        for (const encoding of ['br', 'gzip', 'identity']) {
          for (const language of ['en', 'sw', 'en', 'sw', 'sw', 'en', 'en', 'sw'] as const) {
            const other = language === 'en' ? 'sw' : 'en';
            // The other language's validator (or a made-up one when the route sends none) must not earn a 304.
            const headers = { 'accept-encoding': encoding, 'if-none-match': tags[other] ?? '"not-this-one"' };
            const answer = await get(url, { lang: language }, headers);
            assert.equal(answer.statusCode, 200, `${url} ${language} ${encoding}`);
            assert.deepEqual(bodyOf(answer), expected[language], `${url} ${language} ${encoding}`);
            assert.ok(varyOf(answer).includes('cookie') && varyOf(answer).includes('accept-language'), `${url}: Vary ${answer.headers.vary}`);
            const etag = answer.headers.etag;
            if (typeof etag === 'string') {
              tags[language] = etag;
              // Its own validator may be answered 304, never with the other language's body.
              const again = await get(url, { lang: language }, { 'accept-encoding': encoding, 'if-none-match': etag });
              assert.ok(again.statusCode === 304 || JSON.stringify(bodyOf(again)) === JSON.stringify(expected[language]));
            }
          }
          if (tags.en && tags.sw) assert.notEqual(tags.en, tags.sw, url);
        }
      }
    });

    it('gives a database seeded before the Kiswahili existed its translations when the seed runs again, adding no rows', async () => {
      const earlier = await databaseBeforeMigration(database.url, KISWAHILI_TEXTS);
      try {
        // The rows as the seed wrote them before: English only.
        for (const [position, entry] of faqSeed.entries()) {
          await earlier.db.query('INSERT INTO faq_entries (id, category, question, answer, position) VALUES ($1, $2, $3, $4, $5)', [
            entry.id,
            entry.category,
            entry.question,
            entry.answer,
            position,
          ]);
        }
        for (const publication of publicationSeed) {
          await earlier.db.query(
            `INSERT INTO publications (id, title, description, category, file_name, media_type, size_bytes, published_on) VALUES ($1, $2, $3, $4, $5, 'application/pdf', 1, $6)`,
            [publication.id, publication.title, publication.description, publication.category, `${publication.id}.pdf`, publication.publishedOn],
          );
        }
        assert.deepEqual(await earlier.applyMigration(), [KISWAHILI_TEXTS]);
        const untranslated = await earlier.db.query<{ question_sw: string | null }>('SELECT question_sw FROM faq_entries');
        assert.ok(untranslated.every((row) => row.question_sw === null));

        // What every start does: every later migration, then the seed (on unless turned off), twice over.
        await migrate(earlier.db);
        await seed(earlier.db);
        await seed(earlier.db);
        const faqs = await earlier.db.query<{ id: string; question: string; category_sw: string; question_sw: string; answer_sw: string }>(
          'SELECT id, question, category_sw, question_sw, answer_sw FROM faq_entries ORDER BY position',
        );
        assert.deepEqual(
          faqs.map(({ id, category_sw, question_sw, answer_sw }) => ({ id, category: category_sw, question: question_sw, answer: answer_sw })),
          kiswahiliFaq(),
        );
        const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
        const publications = await earlier.db.query<{ id: string; title_sw: string; description_sw: string }>('SELECT id, title_sw, description_sw FROM publications');
        assert.deepEqual(publications.sort(byId), publicationSeed.map(({ id, sw }) => ({ id, title_sw: sw.title, description_sw: sw.description })).sort(byId));
      } finally {
        await earlier.close();
      }
    });
  });
}
