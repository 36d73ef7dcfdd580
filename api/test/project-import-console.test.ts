import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import type { ImportReport } from '../src/governance/importProjects.js';

const HEADER = 'id,title,description,category,status,priority,progress,county,constituency,ward,budget_allocated,budget_disbursed,budget_spent,last_update';
const GOOD = [
  'console-import-001,Kihingo dispensary solar panels,Solar panels so vaccines stay cold at night.,Energy,On Track,High,40,Nakuru,Njoro,Kihingo,4500000,2000000,1800000,2026-11-01',
  'console-import-002,Railways ward road patching,Patching the potholes on the ward roads.,roads,delayed,Medium,20,Kisumu,Kisumu Central,Railways,900000,300000,250000,2026-10-15',
];
const BAD = 'console-import-003,A hall in Atlantis,A hall.,Health,On Track,Low,10,Atlantis,,,100000,0,0,2026-11-01';

for (const database of DATABASES) {
  describe(`importing projects from the staff console on ${database.name}`, () => {
    let site: TestSite;
    let editor: { id: string; cookie: string };
    let citizen: { id: string; cookie: string };

    const upload = (cookie: string, body: string | Buffer, query: string) =>
      site.app.inject({
        method: 'POST',
        url: `/api/staff/projects/import/?${query}`,
        headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/octet-stream' },
        payload: body,
      });

    before(async () => {
      site = await startTestSite(database.url, { STAFF_EMAILS: '' });
      editor = await site.signedInCitizen('Editor Wanjiru Nyambura Kamau');
      await site.grantRoles(editor.id, 'editor');
      citizen = await site.signedInCitizen('Citizen Otieno Ouma');
    });
    after(async () => site?.close());

    it('checks a file without writing, then imports it: each refused row named with its reasons, the projects public at once, the audit counting them', async () => {
      const file = [HEADER, ...GOOD, BAD].join('\n');
      const checked = await upload(editor.cookie, file, 'format=csv&name=november.csv&check=true');
      assert.equal(checked.statusCode, 200, checked.body);
      const check = checked.json() as { checked: boolean; report: ImportReport };
      assert.equal(check.checked, true);
      assert.deepEqual([check.report.total, check.report.created, check.report.refused.length], [3, 0, 1]);
      assert.equal((await site.app.inject({ url: '/api/projects/console-import-001/' })).statusCode, 404, 'a check writes nothing');

      const imported = await upload(editor.cookie, file, 'format=csv&name=november.csv');
      assert.equal(imported.statusCode, 200, imported.body);
      const { report } = imported.json() as { report: ImportReport };
      assert.deepEqual([report.total, report.created, report.updated, report.unchanged], [3, 2, 0, 0]);
      assert.equal(report.refused[0]?.row, 3);
      assert.equal(report.refused[0]?.id, 'console-import-003');
      assert.match(report.refused[0]?.errors.join(' ') ?? '', /county "Atlantis" is not one of Kenya's 47 counties/);

      const project = await site.app.inject({ url: '/api/projects/console-import-002/' });
      assert.equal(project.statusCode, 200);
      assert.equal(project.json().project.title, 'Railways ward road patching');

      const again = (await upload(editor.cookie, file, 'format=csv&name=november.csv')).json() as { report: ImportReport };
      assert.deepEqual([again.report.created, again.report.unchanged], [0, 2], 'the same file again changes nothing');

      const admin = await site.signedInCitizen('Administrator Achieng Atieno Okoth');
      await site.grantRoles(admin.id, 'administrator');
      const audit = await site.app.inject({ url: '/api/staff/audit/?action=projects.import', headers: { cookie: admin.cookie } });
      const entries = audit.json().entries as Array<{ actor: { name: string }; target: { id: string }; after: Record<string, number> }>;
      assert.equal(entries.length, 2, 'only the imports that wrote, not the check');
      assert.deepEqual([entries[1]?.target.id, entries[1]?.after], ['november.csv', { total: 3, created: 2, updated: 0, unchanged: 0, refused: 1 }]);
    });

    it('gives a Kiswahili reader the report’s warnings, every refused row’s reasons and a file it cannot read in Kiswahili, column names as the file spells them', async () => {
      const inKiswahili = `${editor.cookie}; lang=sw`;
      const file = [`${HEADER},notes`, `${GOOD[0]},`, `${BAD.replace('100000,0,0', '100000,0,abc')},`].join('\n');
      const checked = await upload(inKiswahili, file, 'format=csv&name=novemba.csv&check=true');
      assert.equal(checked.statusCode, 200, checked.body);
      const { report } = checked.json() as { report: ImportReport };
      assert.deepEqual(report.warnings, ['Safu wima hizi hazitumiki: notes.']);
      assert.deepEqual(report.refused[0]?.errors, ['county: "Atlantis" si mojawapo ya kaunti 47 za Kenya', 'budget_spent: lazima iwe nambari, si "abc"']);
      assert.equal(report.refused[0]?.id, 'console-import-003', 'ids stay as the file gave them');

      const english = (await upload(editor.cookie, file, 'format=csv&name=november.csv&check=true')).json() as { report: ImportReport };
      assert.deepEqual(english.report.refused[0]?.errors, [`county "Atlantis" is not one of Kenya's 47 counties`, 'budget_spent must be a number, not "abc"']);

      const unclosed = await upload(inKiswahili, `${HEADER}\n"console-import-004,A hall`, 'format=csv&name=nukuu.csv');
      assert.deepEqual([unclosed.statusCode, unclosed.json().field], [400, 'file']);
      assert.equal(unclosed.json().message, 'Faili la CSV haliwezi kusomwa. Mstari 2: sehemu iliyoanza na alama ya nukuu haifungwi');
    });

    it('imports an OC4IDS project package', async () => {
      const oc4ids = {
        projects: [
          {
            id: 'console-oc4ids-001',
            title: 'Njoro water pan desilting',
            description: 'Desilting the water pan so cattle have water in the dry season.',
            sector: ['water'],
            status: 'implementation',
            locations: [{ description: 'Kihingo, Njoro, Nakuru' }],
            budget: { amount: { amount: 1200000, currency: 'KES' } },
            updated: '2026-11-02',
          },
        ],
      };
      const answer = await upload(editor.cookie, JSON.stringify(oc4ids), 'format=json&name=package.json&check=true');
      assert.equal(answer.statusCode, 200, answer.body);
      const { report } = answer.json() as { report: ImportReport };
      assert.equal(report.total, 1);
    });

    it('refuses a file it cannot read, naming the file as the field at fault, and everyone without the editor role', async () => {
      const latin1 = Buffer.concat([Buffer.from(`${HEADER}\nx,Caf`), Buffer.from([0xe9]), Buffer.from(',d,Energy\n')]);
      const notUtf8 = await upload(editor.cookie, latin1, 'format=csv&name=latin1.csv');
      assert.equal(notUtf8.statusCode, 400);
      assert.deepEqual([notUtf8.json().field, notUtf8.json().message], ['file', 'The file is not UTF-8 text. Save it as CSV (UTF-8) or as JSON and choose it again.']);

      const badJson = await upload(editor.cookie, '{"projects": [', 'format=json&name=broken.json');
      assert.equal(badJson.statusCode, 400);
      assert.equal(badJson.json().field, 'file');
      assert.match(badJson.json().message, /The JSON file cannot be read/);

      const wrongKind = await upload(editor.cookie, 'a,b', 'format=xlsx&name=book.xlsx');
      assert.deepEqual([wrongKind.statusCode, wrongKind.json().field], [400, 'file']);
      const empty = await upload(editor.cookie, '', 'format=csv');
      assert.deepEqual([empty.statusCode, empty.json().message], [400, 'The file is empty.']);

      assert.equal((await upload(citizen.cookie, [HEADER, ...GOOD].join('\n'), 'format=csv')).statusCode, 403);
      const signedOut = await site.app.inject({
        method: 'POST',
        url: '/api/staff/projects/import/?format=csv',
        headers: { ...SAME_ORIGIN, 'content-type': 'application/octet-stream' },
        payload: [HEADER, ...GOOD].join('\n'),
      });
      assert.equal(signedOut.statusCode, 401);
    });
  });
}

for (const database of DATABASES) {
  describe(`one project record edited in the staff console on ${database.name}`, () => {
    let site: TestSite;
    let editor: { id: string; cookie: string };
    let second: { id: string; cookie: string };
    const call = (who: { cookie: string }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      site.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie: who.cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

    before(async () => {
      site = await startTestSite(database.url, { STAFF_EMAILS: '' });
      editor = await site.signedInCitizen('Editor Muthoni Wairimu Ndungu');
      second = await site.signedInCitizen('Editor Kipkemboi Kiptoo Rono');
      await site.grantRoles(editor.id, 'editor');
      await site.grantRoles(second.id, 'editor');
    });
    after(async () => site?.close());

    const fields = {
      id: 'console-record-001',
      title: 'Njoro water pan desilting',
      description: 'Desilting the water pan so cattle have water in the dry season.',
      category: 'Water',
      status: 'On Track',
      priority: 'High',
      progress: '30',
      county: 'Nakuru',
      constituency: 'Njoro',
      ward: 'Kihingo',
      budget_allocated: '1200000',
      budget_disbursed: '400000',
      budget_spent: '350000',
      last_update: '2026-11-02',
    };

    it('adds a project checked as an import checks a row, edits it against the version read, and shows it to citizens at once', async () => {
      const bad = await call(editor, 'POST', '/api/staff/projects/', { fields: { ...fields, budget_spent: '-1', county: 'Atlantis' } });
      assert.equal(bad.statusCode, 400, bad.body);
      assert.equal(bad.json().field, 'fields.county', 'the first reason’s field');
      assert.match(bad.json().message, /county "Atlantis" is not one of Kenya's 47 counties/);
      assert.ok(
        (bad.json().errors as string[]).some((reason) => /^budget_spent/.test(reason)),
        'every reason is given',
      );

      const inKiswahili = { cookie: `${editor.cookie}; lang=sw` };
      const badInKiswahili = await call(inKiswahili, 'POST', '/api/staff/projects/', { fields: { ...fields, budget_spent: '-1', county: 'Atlantis' } });
      assert.deepEqual([badInKiswahili.statusCode, badInKiswahili.json().field], [400, 'fields.county']);
      assert.equal(badInKiswahili.json().message, 'county: "Atlantis" si mojawapo ya kaunti 47 za Kenya');
      assert.deepEqual(badInKiswahili.json().errors, ['county: "Atlantis" si mojawapo ya kaunti 47 za Kenya', 'budget_spent: lazima iwe 0 au zaidi']);

      const created = await call(editor, 'POST', '/api/staff/projects/', { fields });
      assert.equal(created.statusCode, 201, created.body);
      const again = await call(editor, 'POST', '/api/staff/projects/', { fields });
      assert.deepEqual([again.statusCode, again.json().field], [409, 'fields.id']);

      const read = await call(editor, 'GET', `/api/staff/projects/${fields.id}/`);
      const { project, version } = read.json() as { project: Record<string, string>; version: string };
      assert.deepEqual([project.title, project.county, project.progress], ['Njoro water pan desilting', 'Nakuru', '30']);

      const saved = await call(editor, 'PUT', `/api/staff/projects/${fields.id}/`, { version, fields: { ...project, progress: '55' } });
      assert.equal(saved.statusCode, 200, saved.body);
      const shown = (await site.app.inject({ url: `/api/projects/${fields.id}/` })).json().project as { progress: number };
      assert.equal(shown.progress, 55);

      const late = await call(second, 'PUT', `/api/staff/projects/${fields.id}/`, { version, fields: { ...project, title: 'Another title' } });
      assert.deepEqual([late.statusCode, late.json().code], [409, 'changed']);
      const renamed = await call(editor, 'PUT', `/api/staff/projects/${fields.id}/`, { version: saved.json().version, fields: { ...project, id: 'other-id' } });
      assert.deepEqual([renamed.statusCode, renamed.json().field], [400, 'fields.id']);

      const admin = await site.signedInCitizen('Administrator Naliaka Nafula Wanjala');
      await site.grantRoles(admin.id, 'administrator');
      const audit = (await site.app.inject({ url: '/api/staff/audit/?action=project.save', headers: { cookie: admin.cookie } })).json().entries as Array<{
        before: Record<string, string> | null;
        after: Record<string, string>;
      }>;
      assert.deepEqual([audit[0]?.before?.progress, audit[0]?.after.progress], ['30', '55']);
      assert.equal(audit[1]?.before, null, 'the new project');
    });
  });
}
