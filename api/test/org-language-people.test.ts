import { after, before, describe, it } from 'node:test';
import { bodyOf, seedFile, varyOf } from './answers.js';
import assert from 'node:assert/strict';
import { DATABASES, databaseBeforeMigration, startTestSite, type TestSite } from './harness.js';
import { migrate } from '../src/db/migrate.js';
import { seed, type TeamSeed as SeedTeamMember, type TestimonialSeed as SeedTestimonial } from '../src/seed/index.js';
import type { TeamMember, Testimonial } from '@civic/shared/contracts';

/** The migration that gave the team members and the testimonials their Kiswahili columns. */
const KISWAHILI_PEOPLE = '028_people_kiswahili.sql';

/** A seed entry whose Kiswahili is complete, as the seed files' are (the first test below checks it). */
type Translated<T extends { sw?: object }> = T & { sw: Required<NonNullable<T['sw']>> };
type TeamSeed = Translated<SeedTeamMember>;
type TestimonialSeed = Translated<SeedTestimonial>;

/** A seeded member as the API gives it, English or Kiswahili: only the role and bio differ. */
const memberOf = ({ sw, ...member }: TeamSeed, language: 'en' | 'sw'): TeamMember => ({ ...member, ...(language === 'sw' ? sw : {}) });
const testimonialOf = ({ sw, ...testimonial }: TestimonialSeed, language: 'en' | 'sw'): Testimonial => ({ ...testimonial, ...(language === 'sw' ? sw : {}) });

for (const database of DATABASES) {
  describe(`the team and the testimonials in the reader’s language on ${database.name}`, () => {
    let site: TestSite;
    let teamSeed: TeamSeed[];
    let testimonialSeed: TestimonialSeed[];
    before(async () => {
      site = await startTestSite(database.url);
      teamSeed = await seedFile<TeamSeed[]>('team.json');
      testimonialSeed = await seedFile<TestimonialSeed[]>('testimonials.json');
    });
    after(async () => site.close());

    const get = (url: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
      site.app.inject({ url, headers, ...(Object.keys(cookies).length ? { cookies } : {}) });

    const team = (language: 'en' | 'sw') => ({ members: teamSeed.map((member) => memberOf(member, language)) });
    const testimonials = (language: 'en' | 'sw') => ({ testimonials: testimonialSeed.map((testimonial) => testimonialOf(testimonial, language)) });

    it('has Kiswahili for every seeded team member and testimonial, apart from its English, and nothing else under "sw"', () => {
      for (const member of teamSeed) {
        assert.deepEqual(Object.keys(member.sw).sort(), ['bio', 'role'], `${member.name}: translated fields`);
        for (const field of ['role', 'bio'] as const) {
          assert.ok(member.sw[field]?.trim(), `${member.name}: Kiswahili ${field}`);
          assert.notEqual(member.sw[field], member[field], `${member.name}: ${field} translated`);
        }
        // The name stays, in the Kiswahili text too.
        assert.ok(member.sw.bio.includes(member.name.split(' ')[0]!), `${member.name}: named in the Kiswahili bio`);
      }
      for (const testimonial of testimonialSeed) {
        assert.deepEqual(Object.keys(testimonial.sw).sort(), ['company', 'position', 'quote'], `${testimonial.author}: translated fields`);
        for (const field of ['quote', 'position', 'company'] as const) {
          assert.ok(testimonial.sw[field]?.trim(), `${testimonial.author}: Kiswahili ${field}`);
          assert.notEqual(testimonial.sw[field], testimonial[field], `${testimonial.author}: ${field} translated`);
        }
      }
    });

    it('answers the team in Kiswahili for lang=sw, with names, departments and the rest unchanged, and exactly as before without', async () => {
      const english = await get('/api/team/');
      assert.equal(english.statusCode, 200);
      assert.deepEqual(english.json(), team('en'));
      assert.equal(english.headers['content-language'], 'en');

      const kiswahili = await get('/api/team/', { lang: 'sw' });
      assert.equal(kiswahili.statusCode, 200);
      assert.deepEqual(kiswahili.json(), team('sw'));
      assert.equal(kiswahili.headers['content-language'], 'sw');
      const [first] = kiswahili.json<{ members: TeamMember[] }>().members;
      assert.deepEqual(Object.keys(first!), Object.keys(english.json<{ members: TeamMember[] }>().members[0]!));
      for (const answer of [english, kiswahili]) {
        assert.ok(varyOf(answer).includes('cookie') && varyOf(answer).includes('accept-language'), `Vary: ${answer.headers.vary}`);
        assert.equal(answer.headers['cache-control'], 'no-store');
      }

      // The browser's language when the device has not chosen; the device's choice over the browser's.
      assert.deepEqual((await get('/api/team/', {}, { 'accept-language': 'sw-KE, en;q=0.5' })).json(), team('sw'));
      assert.deepEqual((await get('/api/team/', { lang: 'en' }, { 'accept-language': 'sw' })).json(), team('en'));
      assert.deepEqual((await get('/api/team/', { lang: 'xx' })).json(), team('en'));
    });

    it('answers the testimonials in Kiswahili for lang=sw, with the authors’ names and ratings unchanged, and exactly as before without', async () => {
      const english = await get('/api/testimonials/');
      assert.equal(english.statusCode, 200);
      assert.deepEqual(english.json(), testimonials('en'));
      assert.equal(english.headers['content-language'], 'en');

      const kiswahili = await get('/api/testimonials/', { lang: 'sw' });
      assert.equal(kiswahili.statusCode, 200);
      assert.deepEqual(kiswahili.json(), testimonials('sw'));
      assert.equal(kiswahili.headers['content-language'], 'sw');
      assert.deepEqual(
        kiswahili.json<{ testimonials: Testimonial[] }>().testimonials.map((t) => Object.keys(t)),
        english.json<{ testimonials: Testimonial[] }>().testimonials.map((t) => Object.keys(t)),
      );
      for (const answer of [english, kiswahili]) {
        assert.ok(varyOf(answer).includes('cookie') && varyOf(answer).includes('accept-language'), `Vary: ${answer.headers.vary}`);
        assert.equal(answer.headers['cache-control'], 'no-store');
      }
      assert.deepEqual((await get('/api/testimonials/', {}, { 'accept-language': 'sw' })).json(), testimonials('sw'));
      assert.deepEqual((await get('/api/testimonials/', { lang: 'en' }, { 'accept-language': 'sw' })).json(), testimonials('en'));
    });

    it('falls back to English, field by field, where a row has no Kiswahili', async () => {
      const member = teamSeed[2]!;
      const testimonial = testimonialSeed[1]!;
      await site.db.query(
        `INSERT INTO team_members (id, name, role, department, bio, image, joined_on) VALUES (1000, 'Amani Chege', 'Volunteer', 'people', 'New here.', '', '2026-05-04')`,
      );
      await site.db.query(`UPDATE team_members SET bio_sw = NULL, role_sw = '  ' WHERE id = $1`, [member.id]);
      await site.db.query('UPDATE testimonials SET position_sw = NULL WHERE id = $1', [testimonial.id]);
      try {
        const { members } = (await get('/api/team/', { lang: 'sw' })).json<{ members: TeamMember[] }>();
        assert.deepEqual(members.at(-1), {
          id: 1000,
          name: 'Amani Chege',
          role: 'Volunteer',
          department: 'people',
          bio: 'New here.',
          image: '',
          joinedOn: '2026-05-04',
          socialLinks: {},
        });
        assert.deepEqual(
          members.find((m) => m.id === member.id),
          memberOf(member, 'en'),
        );
        // The others keep their Kiswahili.
        assert.deepEqual(
          members.filter((m) => m.id !== member.id && m.id !== 1000),
          teamSeed.filter((m) => m.id !== member.id).map((m) => memberOf(m, 'sw')),
        );

        const listed = (await get('/api/testimonials/', { lang: 'sw' })).json<{ testimonials: Testimonial[] }>().testimonials.find((t) => t.id === testimonial.id);
        assert.deepEqual(listed, { ...testimonialOf(testimonial, 'sw'), position: testimonial.position });

        // English readers see no difference.
        assert.deepEqual((await get('/api/team/')).json<{ members: TeamMember[] }>().members.slice(0, -1), team('en').members);
        assert.deepEqual((await get('/api/testimonials/')).json(), testimonials('en'));
      } finally {
        await site.db.query('DELETE FROM team_members WHERE id = 1000');
        await site.db.query('UPDATE team_members SET bio_sw = $2, role_sw = $3 WHERE id = $1', [member.id, member.sw.bio, member.sw.role]);
        await site.db.query('UPDATE testimonials SET position_sw = $2 WHERE id = $1', [testimonial.id, testimonial.sw.position]);
      }
      assert.deepEqual((await get('/api/team/', { lang: 'sw' })).json(), team('sw'));
      assert.deepEqual((await get('/api/testimonials/', { lang: 'sw' })).json(), testimonials('sw'));
    });

    it('never gives one language’s answer to the other, asked in turn, compressed or not', async () => {
      for (const url of ['/api/team/', '/api/testimonials/']) {
        const expected = { en: bodyOf<unknown>(await get(url, { lang: 'en' })), sw: bodyOf<unknown>(await get(url, { lang: 'sw' })) };
        assert.notDeepEqual(expected.en, expected.sw, url);
        for (const encoding of ['br', 'gzip', 'identity']) {
          for (const language of ['en', 'sw', 'sw', 'en'] as const) {
            const answer = await get(url, { lang: language }, { 'accept-encoding': encoding, 'if-none-match': '"not-this-one"' });
            assert.equal(answer.statusCode, 200, `${url} ${language} ${encoding}`);
            assert.deepEqual(bodyOf(answer), expected[language], `${url} ${language} ${encoding}`);
            assert.equal(answer.headers['content-language'], language);
          }
        }
      }
    });

    it('gives a database seeded before the Kiswahili existed its translations when the seed runs again, adding no rows', async () => {
      const earlier = await databaseBeforeMigration(database.url, KISWAHILI_PEOPLE);
      try {
        // The rows as the seed wrote them before: English only.
        for (const m of teamSeed) {
          await earlier.db.query('INSERT INTO team_members (id, name, role, department, bio, image, joined_on) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
            m.id,
            m.name,
            m.role,
            m.department,
            m.bio,
            m.image,
            m.joinedOn,
          ]);
        }
        for (const t of testimonialSeed) {
          await earlier.db.query('INSERT INTO testimonials (id, quote, author, position, company, rating, image) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
            t.id,
            t.quote,
            t.author,
            t.position,
            t.company,
            t.rating,
            t.image,
          ]);
        }
        assert.deepEqual(await earlier.applyMigration(), [KISWAHILI_PEOPLE]);
        const untranslated = await earlier.db.query<{ role_sw: string | null; bio_sw: string | null }>('SELECT role_sw, bio_sw FROM team_members');
        assert.ok(untranslated.length === teamSeed.length && untranslated.every((row) => row.role_sw === null && row.bio_sw === null));
        const untranslatedQuotes = await earlier.db.query<{ quote_sw: string | null }>('SELECT quote_sw FROM testimonials');
        assert.ok(untranslatedQuotes.every((row) => row.quote_sw === null));

        // What every start does: every later migration, then the seed (on unless turned off), twice over.
        await migrate(earlier.db);
        await seed(earlier.db);
        await seed(earlier.db);
        const members = await earlier.db.query<{ id: number; name: string; role: string; role_sw: string; bio_sw: string }>(
          'SELECT id, name, role, role_sw, bio_sw FROM team_members ORDER BY id',
        );
        assert.deepEqual(
          members,
          teamSeed.map(({ id, name, role, sw }) => ({ id, name, role, role_sw: sw.role, bio_sw: sw.bio })),
        );
        const quotes = await earlier.db.query<{ id: number; author: string; quote_sw: string; position_sw: string; company_sw: string }>(
          'SELECT id, author, quote_sw, position_sw, company_sw FROM testimonials ORDER BY id',
        );
        assert.deepEqual(
          quotes,
          testimonialSeed.map(({ id, author, sw }) => ({ id, author, quote_sw: sw.quote, position_sw: sw.position, company_sw: sw.company })),
        );
      } finally {
        await earlier.close();
      }
    });
  });
}
