import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { seed } from '../src/seed/index.js';
import type { EditableInstructor, EditableTeamMember, EditableTestimonial, InstructorFields, TeamFields, TestimonialFields } from '@civic/shared/contracts';

for (const database of DATABASES) {
  describe(`the team, testimonials and experts in the staff console on ${database.name}`, () => {
    let site: TestSite;
    let editor: { id: string; cookie: string };

    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      site.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie: editor.cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
    const read = async <T>(url: string, lang = 'en') => (await site.app.inject({ url, headers: { cookie: `lang=${lang}` } })).json() as T;

    before(async () => {
      site = await startTestSite(database.url, { STAFF_EMAILS: '' });
      editor = await site.signedInCitizen('Editor Atieno Akinyi Odhiambo');
      await site.grantRoles(editor.id, 'editor');
    });
    after(async () => site?.close());

    it('adds a team member with the next number, published in both languages, and edits one the seed then leaves alone', async () => {
      const { members } = (await call('GET', '/api/staff/content/team/')).json() as { members: EditableTeamMember[] };
      const highest = Math.max(...members.map((m) => Number(m.id)));
      const fields: TeamFields = {
        en: { role: 'Data Journalist', bio: 'Follows county budgets from the Treasury to the ward.' },
        sw: { role: 'Mwanahabari wa Data', bio: '' },
        values: { name: 'Chebet Jepkosgei Rotich', department: 'data', joinedOn: '2026-10-01', linkedin: 'https://www.linkedin.com/in/chebet', twitter: '', github: '' },
      };
      const created = await call('POST', '/api/staff/content/team/', { fields, publish: true });
      assert.equal(created.statusCode, 201, created.body);
      const member = created.json().member as EditableTeamMember;
      assert.equal(member.id, String(highest + 1));
      assert.deepEqual(member.missing, ['sw.bio']);
      const team = await read<{ members: Array<{ id: number; name: string; role: string; socialLinks: Record<string, string> }> }>('/api/team/', 'sw');
      const shown = team.members.find((m) => m.id === highest + 1);
      assert.deepEqual(shown && { name: shown.name, role: shown.role, links: shown.socialLinks }, {
        name: 'Chebet Jepkosgei Rotich',
        role: 'Mwanahabari wa Data',
        links: { linkedin: 'https://www.linkedin.com/in/chebet' },
      });

      const first = members.find((m) => m.id === '1')!;
      const edited = await call('PUT', '/api/staff/content/team/1/', {
        version: first.version,
        fields: { ...first.fields, en: { ...first.fields.en, role: 'Executive Director and Co-founder' } },
        publish: true,
      });
      assert.equal(edited.statusCode, 200, edited.body);
      await seed(site.db);
      const after = await read<{ members: Array<{ id: number; role: string }> }>('/api/team/');
      assert.equal(after.members.find((m) => m.id === 1)?.role, 'Executive Director and Co-founder', 'a restart keeps the edit');

      const refused = await call('POST', '/api/staff/content/team/', { fields: { ...fields, values: { ...fields.values, department: 'finance' } }, publish: true });
      assert.equal(refused.statusCode, 400);
      assert.deepEqual([refused.json().field, refused.json().message], ['values.department', 'Please choose a department from the list.']);
      assert.equal((await call('PUT', '/api/staff/content/team/one/', { version: 1, fields, publish: true })).statusCode, 400, 'a number id only');
    });

    it('takes a testimonial down and refuses a rating outside 1 to 5', async () => {
      const fields: TestimonialFields = {
        en: { quote: 'We found the borehole money in the county budget.', position: 'Chair', company: 'Kajiado Water Users' },
        sw: { quote: 'Tulipata pesa za kisima kwenye bajeti ya kaunti.', position: 'Mwenyekiti', company: '' },
        values: { author: 'Naserian Sankale', rating: 6 },
      };
      const refused = await call('POST', '/api/staff/content/testimonials/', { fields, publish: true });
      assert.deepEqual([refused.statusCode, refused.json().field], [400, 'values.rating']);
      const created = await call('POST', '/api/staff/content/testimonials/', { fields: { ...fields, values: { ...fields.values, rating: 5 } }, publish: true });
      assert.equal(created.statusCode, 201, created.body);
      const testimonial = created.json().testimonial as EditableTestimonial;
      const listed = async () => (await read<{ testimonials: Array<{ id: number; quote: string }> }>('/api/testimonials/', 'sw')).testimonials;
      assert.equal((await listed()).find((t) => t.id === Number(testimonial.id))?.quote, 'Tulipata pesa za kisima kwenye bajeti ya kaunti.');
      const down = await call('POST', `/api/staff/content/testimonials/${testimonial.id}/unpublish/`, { version: testimonial.version });
      assert.equal(down.statusCode, 200, down.body);
      assert.ok(!(await listed()).some((t) => t.id === Number(testimonial.id)));
    });

    it('adds an expert with a weekly desk hour citizens can book, in Kiswahili, and takes them off the list while away', async () => {
      const fields: InstructorFields = {
        en: {
          title: 'Procurement Analyst',
          expertise: 'Public tenders and contract awards',
          bio: 'Ten years reading tender notices.',
          professionalism: 'Former procurement officer',
        },
        sw: { title: 'Mchambuzi wa Ununuzi', expertise: '', bio: '', professionalism: '' },
        values: { name: 'Mwangi Kariuki Gitau', dayOfWeek: 'Wednesday', time: '16:00', isAvailable: true },
      };
      const created = await call('POST', '/api/staff/content/instructors/', { fields, publish: true });
      assert.equal(created.statusCode, 201, created.body);
      const expert = created.json().instructor as EditableInstructor;
      assert.match(expert.id, /^procurement-analyst-[0-9a-f]{6}$/);
      const experts = async (lang = 'en') => read<Array<{ id: string; name: string; title: string }>>('/api/instructors/', lang);
      assert.equal((await experts('sw')).find((e) => e.id === expert.id)?.title, 'Mchambuzi wa Ununuzi');
      assert.equal((await site.app.inject({ url: `/api/instructors/${expert.id}/next-session/` })).statusCode, 200);

      const away = await call('PUT', `/api/staff/content/instructors/${expert.id}/`, {
        version: expert.version,
        fields: { ...fields, values: { ...fields.values, isAvailable: false } },
        publish: true,
      });
      assert.equal(away.statusCode, 200, away.body);
      assert.ok(!(await experts()).some((e) => e.id === expert.id));
      const dayRefused = await call('POST', '/api/staff/content/instructors/', { fields: { ...fields, values: { ...fields.values, dayOfWeek: 'Someday' } }, publish: false });
      assert.deepEqual([dayRefused.statusCode, dayRefused.json().field], [400, 'values.dayOfWeek']);
      const actions = await site.db.query<{ action: string }>(`SELECT action FROM staff_audit WHERE target_type = 'instructor' AND target_id = $1 ORDER BY id`, [expert.id]);
      assert.deepEqual(
        actions.map((row) => row.action),
        ['instructor.publish', 'instructor.publish'],
      );
    });
  });
}
