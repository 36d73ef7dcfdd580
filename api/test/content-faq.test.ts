import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { seed } from '../src/seed/index.js';
import type { EditableFaqEntry, FaqFields } from '@civic/shared/contracts';

for (const database of DATABASES) {
  describe(`the FAQ in the staff console on ${database.name}`, () => {
    let site: TestSite;
    let editor: { id: string; cookie: string };
    let second: { id: string; cookie: string };

    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | null, payload?: unknown) =>
      site.app.inject({ method, url, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload === undefined ? {} : { payload: payload as object }) });
    const entries = async (who = editor) => (await call('GET', '/api/staff/content/faq/', who.cookie)).json().entries as EditableFaqEntry[];
    const publicFaq = async (lang = 'en') =>
      (await site.app.inject({ url: '/api/faq/', headers: { cookie: `lang=${lang}` } })).json().faqs as Array<{ id: string; question: string; answer: string }>;
    const found = async (words: string) => JSON.stringify((await site.app.inject({ url: `/api/search/?q=${encodeURIComponent(words)}` })).json());

    before(async () => {
      site = await startTestSite(database.url, { STAFF_EMAILS: '' });
      editor = await site.signedInCitizen('Editor Akinyi Atieno');
      await site.grantRoles(editor.id, 'editor');
      second = await site.signedInCitizen('Editor Baraka Mwangi');
      await site.grantRoles(second.id, 'editor');
    });
    after(async () => site?.close());

    it('lists every entry with its texts in both languages and what Kiswahili is missing', async () => {
      const list = await entries();
      assert.ok(list.length >= 5, 'the seeded FAQ');
      const first = list[0]!;
      assert.equal(first.position, 1);
      assert.equal(first.published, true);
      assert.equal(first.hasDraft, false);
      assert.ok(first.fields.en.question.length > 0);
      assert.equal(first.edited, null);
      const [row] = await site.db.query<{ question_sw: string | null }>('SELECT question_sw FROM faq_entries WHERE id = $1', [first.id]);
      assert.equal(first.fields.sw.question, row!.question_sw ?? '');
      assert.deepEqual(first.missing, row!.question_sw ? first.missing.filter((name) => name !== 'sw.question') : first.missing);
    });

    it('keeps a draft from citizens until it is published, in both languages, and the seed leaves an edited entry alone', async () => {
      const [entry] = await entries();
      const before = (await publicFaq()).find((faq) => faq.id === entry!.id)!;
      const fields: FaqFields = {
        en: { ...entry!.fields.en, answer: 'Call 0800 720 000 (free) or write to the address on the contact page.' },
        sw: { ...entry!.fields.sw, answer: '' },
      };
      const drafted = await call('PUT', `/api/staff/content/faq/${entry!.id}/`, editor.cookie, { version: entry!.version, fields, publish: false });
      assert.equal(drafted.statusCode, 200, drafted.body);
      const draft = drafted.json().entry as EditableFaqEntry;
      assert.equal(draft.hasDraft, true);
      assert.equal(draft.version, entry!.version + 1);
      assert.ok(draft.missing.includes('sw.answer'));
      assert.deepEqual(draft.edited?.by, 'Editor Akinyi Atieno');
      assert.equal((await publicFaq()).find((faq) => faq.id === entry!.id)!.answer, before.answer, 'citizens still read the published answer');

      const withSwahili: FaqFields = { ...fields, sw: { ...fields.sw, answer: 'Piga 0800 720 000 (bila malipo) au andika kwa anwani iliyo kwenye ukurasa wa mawasiliano.' } };
      const published = await call('PUT', `/api/staff/content/faq/${entry!.id}/`, editor.cookie, { version: draft.version, fields: withSwahili, publish: true });
      assert.equal(published.statusCode, 200, published.body);
      assert.equal(published.json().entry.hasDraft, false);
      assert.equal((await publicFaq()).find((faq) => faq.id === entry!.id)!.answer, 'Call 0800 720 000 (free) or write to the address on the contact page.');
      assert.equal((await publicFaq('sw')).find((faq) => faq.id === entry!.id)!.answer, withSwahili.sw.answer);

      await seed(site.db);
      assert.equal(
        (await publicFaq()).find((faq) => faq.id === entry!.id)!.answer,
        'Call 0800 720 000 (free) or write to the address on the contact page.',
        'a restart keeps the edit',
      );

      const actions = await site.db.query<{ action: string; actor_id: string }>(
        `SELECT action, actor_id FROM staff_audit WHERE target_type = 'faq' AND target_id = $1 ORDER BY id`,
        [entry!.id],
      );
      assert.deepEqual(
        actions.map((row) => row.action),
        ['faq.draft', 'faq.publish'],
      );
      assert.ok(actions.every((row) => row.actor_id === editor.id));
    });

    it('tells the second of two editors saving the same entry that it changed, with the first one’s text, and saves nothing of theirs', async () => {
      const entry = (await entries())[1]!;
      const mine: FaqFields = { ...entry.fields, en: { ...entry.fields.en, question: 'Who runs Uwazi Hub, and who pays for it?' } };
      const theirs: FaqFields = { ...entry.fields, en: { ...entry.fields.en, question: 'Who is behind Uwazi Hub?' } };
      const first = await call('PUT', `/api/staff/content/faq/${entry.id}/`, editor.cookie, { version: entry.version, fields: mine, publish: true });
      assert.equal(first.statusCode, 200);
      const late = await call('PUT', `/api/staff/content/faq/${entry.id}/`, second.cookie, { version: entry.version, fields: theirs, publish: true });
      assert.equal(late.statusCode, 409);
      assert.equal(late.json().code, 'changed');
      assert.equal(late.json().message, 'This entry was changed by someone else after you opened it. Their version is below; your text is kept in the form.');
      assert.equal(late.json().entry.fields.en.question, 'Who runs Uwazi Hub, and who pays for it?');
      assert.equal(late.json().entry.version, entry.version + 1);
      assert.equal((await publicFaq()).find((faq) => faq.id === entry.id)!.question, 'Who runs Uwazi Hub, and who pays for it?');
      const lateSw = await site.app.inject({
        method: 'PUT',
        url: `/api/staff/content/faq/${entry.id}/`,
        headers: { ...SAME_ORIGIN, cookie: `${second.cookie}; lang=sw` },
        payload: { version: entry.version, fields: theirs, publish: false },
      });
      assert.match(lateSw.json().message, /^Kipengele hiki kimebadilishwa na mtu mwingine/);
    });

    it('names the field at fault: an English text left empty, a Kiswahili one too long, a missing version', async () => {
      const entry = (await entries())[2]!;
      const empty = await call('PUT', `/api/staff/content/faq/${entry.id}/`, editor.cookie, {
        version: entry.version,
        fields: { ...entry.fields, en: { ...entry.fields.en, question: '  ' } },
        publish: true,
      });
      assert.equal(empty.statusCode, 400);
      assert.equal(empty.json().field, 'en.question');
      assert.equal(empty.json().message, 'Please fill in the English question.');
      const long = await call('PUT', `/api/staff/content/faq/${entry.id}/`, editor.cookie, {
        version: entry.version,
        fields: { ...entry.fields, sw: { ...entry.fields.sw, answer: 'a'.repeat(5001) } },
        publish: false,
      });
      assert.equal(long.statusCode, 400);
      assert.equal(long.json().field, 'sw.answer');
      assert.equal(long.json().message, 'Please keep this under 5000 characters.');
      const noVersion = await call('PUT', `/api/staff/content/faq/${entry.id}/`, editor.cookie, { fields: entry.fields, publish: true });
      assert.equal(noVersion.statusCode, 400);
      assert.equal(noVersion.json().field, 'version');
      assert.equal((await call('PUT', '/api/staff/content/faq/no-such-entry/', editor.cookie, { version: 1, fields: entry.fields, publish: true })).statusCode, 404);
    });

    it('adds an entry as a draft, publishes it where citizens and the search find it, and takes it down', async () => {
      const fields: FaqFields = {
        en: { category: 'Reporting', question: 'Can I report a matatu stage fee I was overcharged?', answer: 'Yes: file a complaint and name the county that runs the stage.' },
        sw: { category: '', question: '', answer: '' },
      };
      const created = await call('POST', '/api/staff/content/faq/', editor.cookie, { fields, publish: false });
      assert.equal(created.statusCode, 201, created.body);
      const entry = created.json().entry as EditableFaqEntry;
      assert.match(entry.id, /^can-i-report-a-matatu-stage-[0-9a-f]{6}$/);
      assert.equal(entry.published, false);
      assert.deepEqual(entry.missing, ['sw.category', 'sw.question', 'sw.answer']);
      assert.equal(entry.position, (await entries()).length);
      assert.ok(!(await publicFaq()).some((faq) => faq.id === entry.id), 'a draft is not read by citizens');
      assert.ok(!(await found('matatu stage fee')).includes('overcharged'));

      const published = await call('PUT', `/api/staff/content/faq/${entry.id}/`, editor.cookie, { version: entry.version, fields, publish: true });
      assert.equal(published.statusCode, 200);
      assert.ok((await publicFaq()).some((faq) => faq.id === entry.id));
      // Without Kiswahili, a Kiswahili reader gets the English, as for every text not translated yet.
      assert.equal((await publicFaq('sw')).find((faq) => faq.id === entry.id)!.question, fields.en.question);
      assert.ok((await found('matatu stage fee')).includes('overcharged'));

      const down = await call('POST', `/api/staff/content/faq/${entry.id}/unpublish/`, editor.cookie, { version: published.json().entry.version });
      assert.equal(down.statusCode, 200, down.body);
      assert.equal(down.json().entry.published, false);
      assert.ok(!(await publicFaq()).some((faq) => faq.id === entry.id));
      assert.ok(!(await found('matatu stage fee')).includes('overcharged'));
      const stale = await call('POST', `/api/staff/content/faq/${entry.id}/unpublish/`, editor.cookie, { version: entry.version });
      assert.equal(stale.statusCode, 409);
      assert.equal(stale.json().code, 'changed');
      const again = await call('POST', `/api/staff/content/faq/${entry.id}/unpublish/`, editor.cookie, { version: down.json().entry.version });
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().message, 'This entry is not published: there is nothing to take down.');
    });

    it('moves an entry to another place in the list citizens read, and deletes one for good, each against the version read and audited', async () => {
      const before = await entries();
      const last = before[before.length - 1]!;
      const moved = await call('POST', `/api/staff/content/faq/${last.id}/move/`, editor.cookie, { version: last.version, to: 1 });
      assert.equal(moved.statusCode, 200, moved.body);
      const after = await entries();
      assert.deepEqual(
        after.map((entry) => [entry.id, entry.position]),
        [last, ...before.slice(0, -1)].map((entry, index) => [entry.id, index + 1]),
      );
      const published = (await publicFaq()).map((faq) => faq.id);
      assert.deepEqual(
        published,
        after.filter((entry) => entry.published).map((entry) => entry.id),
        'citizens read them in the new order',
      );

      const stale = await call('POST', `/api/staff/content/faq/${last.id}/move/`, editor.cookie, { version: last.version, to: 3 });
      assert.deepEqual([stale.statusCode, stale.json().code], [409, 'changed']);
      const nowhere = await call('POST', `/api/staff/content/faq/${last.id}/move/`, editor.cookie, { version: after[0]!.version, to: 0 });
      assert.deepEqual([nowhere.statusCode, nowhere.json().field], [400, 'to']);

      const doomed = after[1]!;
      const late = await call('DELETE', `/api/staff/content/faq/${doomed.id}/?version=${doomed.version - 1}`, editor.cookie);
      assert.deepEqual([late.statusCode, late.json().code], [409, 'changed']);
      const deleted = await call('DELETE', `/api/staff/content/faq/${doomed.id}/?version=${doomed.version}`, editor.cookie);
      assert.equal(deleted.statusCode, 204, deleted.body);
      assert.ok(!(await entries()).some((entry) => entry.id === doomed.id));
      assert.ok(!(await publicFaq()).some((faq) => faq.id === doomed.id));
      assert.equal((await call('DELETE', `/api/staff/content/faq/${doomed.id}/?version=${doomed.version}`, editor.cookie)).statusCode, 404);
      await seed(site.db);
      const restarted = await entries();
      assert.ok(!restarted.some((entry) => entry.id === doomed.id), 'a restart does not bring a deleted entry back');
      assert.equal(restarted[0]?.id, last.id, 'nor the old order');

      const admin = await site.signedInCitizen('Administrator Wafula Barasa Simiyu');
      await site.grantRoles(admin.id, 'administrator');
      const audit = async (action: string) =>
        (await site.app.inject({ url: `/api/staff/audit/?action=${action}`, headers: { cookie: admin.cookie } })).json().entries as Array<{
          target: { id: string };
          before: unknown;
          after: unknown;
        }>;
      assert.deepEqual((await audit('faq.move'))[0]?.after, { position: 1 });
      assert.equal((await audit('faq.delete'))[0]?.target.id, doomed.id);
    });
  });
}
