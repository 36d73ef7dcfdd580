import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EditableOrganisation, OrganisationFields } from '@civic/shared/contracts';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { seed } from '../src/seed/index.js';
import type { OrganisationView } from '../src/content/organisation.js';

/** A shell page as its build writes it: the top bar with the configured phone and e-mail, and the title. */
const SHELL_PAGE =
  '<!doctype html><html lang="en"><head><title>Uwazi Hub</title></head><body><div id="root"><!--page-frame--><section><ul>' +
  '<li><a href="tel:+254700000000">+254 700 000 000</a></li><li><a href="mailto:info@uwazihub.example">info@uwazihub.example</a></li></ul>' +
  '<span>Uwazi Hub</span></section><!--/page-frame--></div></body></html>';

for (const database of DATABASES) {
  describe(`the organisation's details in the staff console on ${database.name}`, () => {
    let site: TestSite;
    let editor: { id: string; cookie: string };
    let other: { id: string; cookie: string };

    const call = (who: { cookie: string }, method: 'GET' | 'PUT', payload?: unknown) =>
      site.app.inject({
        method,
        url: '/api/staff/content/organisation/',
        headers: { ...SAME_ORIGIN, cookie: who.cookie },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const readPublic = async (lang: string) =>
      ((await site.app.inject({ url: '/api/organisation/', headers: { cookie: `lang=${lang}` } })).json() as { organisation: OrganisationView }).organisation;

    before(async () => {
      site = await startTestSite(database.url, { STAFF_EMAILS: '' });
      writeFileSync(path.join(site.config.shellDir, 'index.html'), SHELL_PAGE);
      editor = await site.signedInCitizen('Editor Njeri Wambui Mwangi');
      other = await site.signedInCitizen('Editor Kiprono Kipchumba Langat');
      await site.grantRoles(editor.id, 'editor');
      await site.grantRoles(other.id, 'editor');
    });
    after(async () => site?.close());

    it('starts from the configuration in both languages, and a publish shows at once in the API and in every page sent', async () => {
      const before = await readPublic('sw');
      assert.deepEqual([before.name, before.contact.phone, before.offices.map((o) => o.name)], ['Uwazi Hub', '+254 700 000 000', ['Ofisi ya Kenya', 'Ofisi ya Ohio']]);
      const { organisation } = (await call(editor, 'GET')).json() as { organisation: EditableOrganisation };
      assert.deepEqual(organisation.missing, []);

      const fields: OrganisationFields = {
        ...organisation.fields,
        contact: { ...organisation.fields.contact, phone: '+254 711 222 333', email: 'habari@uwazihub.example' },
        offices: [
          ...organisation.fields.offices,
          {
            id: '',
            name: { en: 'Kisumu office', sw: '' },
            address: 'Oginga Odinga Street',
            city: 'Kisumu',
            postalCode: '40100',
            country: 'Kenya',
            phone: '+254 722 000 111',
            email: 'kisumu@uwazihub.example',
            latitude: -0.0917,
            longitude: 34.768,
            hours: [{ days: { en: 'Mon-Fri', sw: 'Jumatatu–Ijumaa' }, hours: { en: '8:00 AM-5:00 PM', sw: '' } }],
          },
        ],
        social: { ...organisation.fields.social, youtube: 'https://www.youtube.com/@uwazihub' },
      };
      const saved = await call(editor, 'PUT', { version: organisation.version, fields, publish: true });
      assert.equal(saved.statusCode, 200, saved.body);
      const after = (saved.json() as { organisation: EditableOrganisation }).organisation;
      assert.equal(after.fields.offices[2]?.id, 'kisumu-office', 'a new office is named from its English name');
      assert.deepEqual(after.missing, ['offices[2].name.sw', 'offices[2].hours[0].hours.sw']);

      const english = await readPublic('en');
      assert.deepEqual(
        [english.contact.phone, english.contact.email, english.social.youtube],
        ['+254 711 222 333', 'habari@uwazihub.example', 'https://www.youtube.com/@uwazihub'],
      );
      const kiswahili = await readPublic('sw');
      assert.deepEqual(kiswahili.offices[2]?.name, 'Kisumu office', 'the English where no Kiswahili was written');
      assert.deepEqual(kiswahili.offices[2]?.hours, [{ days: 'Jumatatu–Ijumaa', hours: '8:00 AM-5:00 PM' }]);

      const page = await site.app.inject({ url: '/', headers: { accept: 'text/html' } });
      assert.match(page.body, /<a href="tel:\+254711222333">\+254 711 222 333<\/a>/, 'the top bar drawn before scripts run has the new phone');
      assert.match(page.body, /<a href="mailto:habari@uwazihub.example">habari@uwazihub.example<\/a>/);
      assert.doesNotMatch(page.body.replace(/<script[\s\S]*?<\/script>/g, ''), /700 000 000|info@uwazihub/, 'the configured ones are gone from the markup');
      const inlined = /<script type="application\/json" id="organisation">(.*?)<\/script>/.exec(page.body)?.[1];
      assert.equal((JSON.parse(inlined ?? '{}') as OrganisationView).offices.length, 3, 'the page carries the details the front end reads');

      await seed(site.db);
      assert.equal((await readPublic('en')).contact.phone, '+254 711 222 333', 'a restart keeps the edit');
    });

    it('keeps a draft from citizens, tells the second of two editors the details changed, and names a refused field', async () => {
      const { organisation } = (await call(editor, 'GET')).json() as { organisation: EditableOrganisation };
      const draft = await call(editor, 'PUT', { version: organisation.version, fields: { ...organisation.fields, name: 'Uwazi Hub Kenya' }, publish: false });
      assert.equal(draft.statusCode, 200, draft.body);
      assert.equal((draft.json() as { organisation: EditableOrganisation }).organisation.hasDraft, true);
      assert.equal((await readPublic('en')).name, 'Uwazi Hub', 'a draft is not what citizens read');

      const late = await call(other, 'PUT', {
        version: organisation.version,
        fields: { ...organisation.fields, foundedYear: 2021 },
        publish: true,
      });
      assert.equal(late.statusCode, 409);
      assert.equal(late.json().code, 'changed');
      assert.equal((late.json() as { organisation: EditableOrganisation }).organisation.fields.name, 'Uwazi Hub Kenya', 'their version comes with the refusal');

      const current = (draft.json() as { organisation: EditableOrganisation }).organisation;
      const refusals: Array<[OrganisationFields, string, string]> = [
        [
          { ...current.fields, contact: { ...current.fields.contact, phone: 'call us' } },
          'contact.phone',
          'Please give a phone number of digits, spaces and an optional leading +, such as +254 700 000 000.',
        ],
        [
          { ...current.fields, offices: current.fields.offices.map((o, i) => (i === 1 ? { ...o, latitude: 120 } : o)) },
          'offices[1].latitude',
          'Please give the latitude in degrees, from -90 to 90.',
        ],
        [{ ...current.fields, offices: [] }, 'offices', 'Keep at least one office: the contact page lists them.'],
        [{ ...current.fields, social: { ...current.fields.social, x: 'http://x.com/uwazi' } }, 'social.x', 'A link must be a web address starting with https://.'],
        [
          { ...current.fields, offices: [current.fields.offices[0]!, { ...current.fields.offices[0]! }] },
          'offices[1].name.en',
          'Two offices cannot have the same name: change one of them.',
        ],
      ];
      for (const [fields, field, message] of refusals) {
        const refused = await call(editor, 'PUT', { version: current.version, fields, publish: true });
        assert.deepEqual([refused.statusCode, refused.json().field, refused.json().message], [400, field, message]);
      }

      const citizen = await site.signedInCitizen('Citizen Chebet Jepkosgei');
      assert.equal((await call(citizen, 'GET')).statusCode, 403);

      const admin = await site.signedInCitizen('Administrator Akinyi Adhiambo Onyango');
      await site.grantRoles(admin.id, 'administrator');
      const audit = await site.app.inject({ url: '/api/staff/audit/?action=organisation.publish', headers: { cookie: admin.cookie } });
      const [entry] = audit.json().entries as Array<{ before: OrganisationFields; after: OrganisationFields }>;
      assert.deepEqual([entry?.before.contact.phone, entry?.after.contact.phone], ['+254 700 000 000', '+254 711 222 333']);
    });
  });
}
