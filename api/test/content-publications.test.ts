import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { EditablePublication, PublicationFields, PublicationResource } from '@civic/shared/contracts';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { seed } from '../src/seed/index.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a80000000049454e44ae426082', 'hex');

function upload(version: number | string, files: Array<{ name: string; data: Buffer }>): FormData {
  const form = new FormData();
  form.append('version', String(version));
  for (const file of files) form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  return form;
}

for (const database of DATABASES) {
  describe(`publications in the staff console on ${database.name}`, () => {
    let site: TestSite;
    let editor: { id: string; cookie: string };

    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      site.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie: editor.cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
    const listed = async (lang = 'en') =>
      ((await site.app.inject({ url: '/api/publications/', headers: { cookie: `lang=${lang}` } })).json() as { publications: PublicationResource[] }).publications;

    before(async () => {
      site = await startTestSite(database.url, { STAFF_EMAILS: '' });
      editor = await site.signedInCitizen('Editor Wairimu Njoki Gathoni');
      await site.grantRoles(editor.id, 'editor');
    });
    after(async () => site?.close());

    it('adds a publication, refuses to publish it before its document, takes the PDF and publishes it for citizens to download', async () => {
      const fields: PublicationFields = {
        en: { title: 'Reading a county budget', description: 'How to follow a county budget from the estimates to the ward.' },
        sw: { title: 'Kusoma bajeti ya kaunti', description: '' },
        values: { category: 'guidelines', publishedOn: '2026-11-20' },
      };
      const early = await call('POST', '/api/staff/content/publications/', { fields, publish: true });
      assert.deepEqual([early.statusCode, early.json().field, early.json().message], [400, 'file', 'Upload the document before publishing: citizens download it from the list.']);

      const created = await call('POST', '/api/staff/content/publications/', { fields, publish: false });
      assert.equal(created.statusCode, 201, created.body);
      const publication = created.json().publication as EditablePublication;
      assert.equal(publication.file, null);
      assert.deepEqual(publication.missing, ['sw.description']);

      const uploaded = await call('POST', `/api/staff/content/publications/${publication.id}/file/`, upload(publication.version, [{ name: 'county-budget.pdf', data: PDF }]));
      assert.equal(uploaded.statusCode, 201, uploaded.body);
      const { publications } = (await call('GET', '/api/staff/content/publications/')).json() as { publications: EditablePublication[] };
      const withFile = publications.find((p) => p.id === publication.id)!;
      assert.deepEqual(withFile.file && { name: withFile.file.name, type: withFile.file.mediaType, size: withFile.file.sizeBytes }, {
        name: 'county-budget.pdf',
        type: 'application/pdf',
        size: PDF.length,
      });
      assert.equal(
        (await listed()).some((p) => p.id === publication.id),
        false,
        'not listed until published',
      );
      assert.equal((await site.app.inject({ url: `/api/publications/${publication.id}/download/` })).statusCode, 404);
      const preview = await call('GET', withFile.file!.url);
      assert.deepEqual([preview.statusCode, preview.rawPayload.equals(PDF)], [200, true], 'editors read the document before it is published');

      const published = await call('PUT', `/api/staff/content/publications/${publication.id}/`, { version: withFile.version, fields, publish: true });
      assert.equal(published.statusCode, 200, published.body);
      const shown = (await listed('sw')).find((p) => p.id === publication.id);
      assert.deepEqual(shown && [shown.title, shown.category, shown.fileName, shown.sizeBytes], ['Kusoma bajeti ya kaunti', 'guidelines', 'county-budget.pdf', PDF.length]);
      const download = await site.app.inject({ url: shown!.downloadUrl });
      assert.equal(download.statusCode, 200);
      assert.equal(download.headers['content-type'], 'application/pdf');
      assert.match(String(download.headers['content-disposition']), /attachment; filename="county-budget.pdf"/);
      assert.ok(download.rawPayload.equals(PDF), 'the bytes uploaded');
      const search = await site.app.inject({ url: '/api/search/?q=county%20budget&type=publications' });
      assert.match(search.body, /Reading a county budget/);

      const admin = await site.signedInCitizen('Administrator Mutua Musyoka Kilonzo');
      await site.grantRoles(admin.id, 'administrator');
      const audit = (await site.app.inject({ url: '/api/staff/audit/?action=publication.file', headers: { cookie: admin.cookie } })).json() as {
        entries: Array<{ target: { id: string }; after: { name: string } }>;
      };
      assert.deepEqual([audit.entries[0]?.target.id, audit.entries[0]?.after.name], [publication.id, 'county-budget.pdf']);
    });

    it('refuses a file that is not a document by what its bytes say, a stale version, and keeps a shipped publication edited across restarts', async () => {
      const { publications } = (await call('GET', '/api/staff/content/publications/')).json() as { publications: EditablePublication[] };
      const shipped = publications.find((p) => p.file?.mediaType === 'application/pdf' && p.edited === null)!;

      const picture = await call('POST', `/api/staff/content/publications/${shipped.id}/file/`, upload(shipped.version, [{ name: 'report.pdf', data: PNG }]));
      assert.deepEqual([picture.statusCode, picture.json().field], [415, 'file']);
      assert.match(picture.json().message, /is not a PDF, Word or Excel document/);
      const none = await call('POST', `/api/staff/content/publications/${shipped.id}/file/`, upload(shipped.version, []));
      assert.deepEqual([none.statusCode, none.json().field], [400, 'file']);
      // This form takes its file only in itself: one named as sent ahead is refused, the file beside it not kept.
      const sentAhead = upload(shipped.version, [{ name: 'new.pdf', data: PDF }]);
      sentAhead.append('uploads', JSON.stringify([{ id: 'a'.repeat(32), secret: 'b'.repeat(43), name: 'new.pdf' }]));
      const ahead = await call('POST', `/api/staff/content/publications/${shipped.id}/file/`, sentAhead);
      assert.deepEqual([ahead.statusCode, ahead.json().field, ahead.json().message], [400, 'uploads', 'Files are accepted only in the form itself, as "file".']);
      const stale = await call('POST', `/api/staff/content/publications/${shipped.id}/file/`, upload(shipped.version - 1, [{ name: 'new.pdf', data: PDF }]));
      assert.deepEqual([stale.statusCode, stale.json().code], [409, 'changed']);

      const renamed = await call('PUT', `/api/staff/content/publications/${shipped.id}/`, {
        version: shipped.version,
        fields: { ...shipped.fields, en: { ...shipped.fields.en, title: 'A clearer title' } },
        publish: true,
      });
      assert.equal(renamed.statusCode, 200, renamed.body);
      await seed(site.db);
      assert.equal((await listed()).find((p) => p.id === shipped.id)?.title, 'A clearer title', 'a restart keeps the edit');
      const download = await site.app.inject({ url: `/api/publications/${shipped.id}/download/` });
      assert.deepEqual([download.statusCode, download.headers['content-type']], [200, 'application/pdf'], 'the shipped PDF is still built from its text');

      const citizen = await site.signedInCitizen('Citizen Barasa Wekesa');
      const refused = await site.app.inject({
        method: 'POST',
        url: `/api/staff/content/publications/${shipped.id}/file/`,
        headers: { ...SAME_ORIGIN, cookie: citizen.cookie },
        payload: upload(1, [{ name: 'x.pdf', data: PDF }]) as never,
      });
      assert.equal(refused.statusCode, 403);
    });
  });
}
