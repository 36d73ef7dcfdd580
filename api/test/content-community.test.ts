import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import type { EditableEvent, EditableMaterial, EditableWorkshop, EventFields, WorkshopFields, WorkshopRegistrations } from '@civic/shared/contracts';

const WORKSHOPS = '/api/staff/content/workshops/';
const EVENTS = '/api/staff/content/events/';

const workshopFields = (title: string, capacity = 2): WorkshopFields => ({
  en: { title, description: 'How to read a county budget line by line.', location: 'Kisumu Social Hall', duration: '3 hours' },
  sw: { title: '', description: 'Jinsi ya kusoma bajeti ya kaunti mstari kwa mstari.', location: 'Ukumbi wa Kijamii wa Kisumu', duration: 'Saa 3' },
  values: { date: '2030-03-14', time: '09:30', category: 'upcoming', capacity, meetingLink: '' },
});

for (const database of DATABASES) {
  describe(`workshops and events in the staff console on ${database.name}`, () => {
    let site: TestSite;
    let editor: { id: string; cookie: string };
    let second: { id: string; cookie: string };

    const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | null, payload?: unknown) =>
      site.app.inject({ method, url, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload === undefined ? {} : { payload: payload as object }) });
    const publicWorkshops = async (lang = 'en') =>
      (await site.app.inject({ url: '/api/workshops/', headers: { cookie: `lang=${lang}` } })).json().workshops as Array<{ id: string; title: string; description: string }>;
    const publicEvents = async (lang = 'en') =>
      (await site.app.inject({ url: '/api/events/', headers: { cookie: `lang=${lang}` } })).json().upcomingEvents as Array<{ id: string; title: string }>;
    const found = async (words: string) => JSON.stringify((await site.app.inject({ url: `/api/search/?q=${encodeURIComponent(words)}` })).json());
    const create = async (fields: WorkshopFields, publish: boolean) => {
      const answer = await call('POST', WORKSHOPS, editor.cookie, { fields, publish });
      assert.equal(answer.statusCode, 201, answer.body);
      return answer.json().workshop as EditableWorkshop;
    };
    const lastMailTo = async (to: string) =>
      (await site.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1', [to]))[0];

    before(async () => {
      site = await startTestSite(database.url, { STAFF_EMAILS: '' });
      editor = await site.signedInCitizen('Editor Njeri Wambui Kamau');
      await site.grantRoles(editor.id, 'editor');
      second = await site.signedInCitizen('Editor Kiprono Cheruiyot');
      await site.grantRoles(second.id, 'editor');
    });
    after(async () => site?.close());

    it('keeps a new workshop from citizens until it is published, then shows it at once in both languages', async () => {
      const draft = await create(workshopFields('Reading the Kisumu budget'), false);
      assert.equal(draft.published, false);
      assert.deepEqual(draft.missing, ['sw.title']);
      assert.deepEqual(draft.seats, { capacity: 2, taken: 0, waitlist: 0 });
      assert.equal(draft.edited?.by, 'Editor Njeri Wambui Kamau');
      assert.ok(!(await publicWorkshops()).some((w) => w.id === draft.id), 'not listed');
      assert.equal((await site.app.inject({ url: `/api/workshops/${draft.id}/` })).statusCode, 404);
      assert.equal(
        (await call('POST', `/api/workshops/${draft.id}/register/`, null, { name: 'Achieng Otieno', email: 'achieng@example.org', phone: '0712345678' })).statusCode,
        404,
      );
      assert.ok(!(await found('Reading the Kisumu budget')).includes(draft.id), 'not found by the search');

      const fields = { ...draft.fields, sw: { ...draft.fields.sw, title: 'Kusoma bajeti ya Kisumu' } };
      const published = await call('PUT', `${WORKSHOPS}${draft.id}/`, editor.cookie, { version: draft.version, fields, publish: true });
      assert.equal(published.statusCode, 200, published.body);
      assert.equal(published.json().workshop.published, true);
      assert.deepEqual(published.json().workshop.missing, []);
      const listed = (await publicWorkshops()).find((w) => w.id === draft.id);
      assert.equal(listed?.title, 'Reading the Kisumu budget');
      const kiswahili = (await publicWorkshops('sw')).find((w) => w.id === draft.id);
      assert.equal(kiswahili?.title, 'Kusoma bajeti ya Kisumu');
      assert.equal(kiswahili?.description, 'Jinsi ya kusoma bajeti ya kaunti mstari kwa mstari.');

      const actions = await site.db.query<{ action: string }>(`SELECT action FROM staff_audit WHERE target_type = 'workshop' AND target_id = $1 ORDER BY id`, [draft.id]);
      assert.deepEqual(
        actions.map((row) => row.action),
        ['workshop.draft', 'workshop.publish'],
      );
    });

    it('names the field at fault and saves nothing', async () => {
      const cases: Array<[WorkshopFields, string, string]> = [
        [{ ...workshopFields(''), en: { ...workshopFields('').en, title: ' ' } }, 'en.title', 'Please fill in the English title.'],
        [{ ...workshopFields('A'), values: { ...workshopFields('A').values, date: '2030-02-31x' } }, 'values.date', 'Please give the date as YYYY-MM-DD.'],
        [{ ...workshopFields('A'), values: { ...workshopFields('A').values, time: '25:00' } }, 'values.time', 'Please give the time as HH:MM, on the 24-hour clock.'],
        [
          { ...workshopFields('A'), values: { ...workshopFields('A').values, capacity: 0 } },
          'values.capacity',
          'Please give the number of seats, a whole number from 1 to 100000.',
        ],
        [
          { ...workshopFields('A'), values: { ...workshopFields('A').values, meetingLink: 'http://meet.example.org/x' } },
          'values.meetingLink',
          'A link must be a web address starting with https://.',
        ],
      ];
      const [count] = await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM workshops');
      for (const [fields, field, message] of cases) {
        const refused = await call('POST', WORKSHOPS, editor.cookie, { fields, publish: true });
        assert.equal(refused.statusCode, 400, field);
        assert.equal(refused.json().field, field);
        assert.equal(refused.json().message, message);
      }
      const [still] = await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM workshops');
      assert.equal(still!.n, count!.n);
    });

    it('writes a Kiswahili reader’s workshop mails with the Kiswahili title and place the editor gave', async () => {
      const fields = workshopFields('Budget hearings in Kisumu', 1);
      const workshop = await create({ ...fields, sw: { ...fields.sw, title: 'Vikao vya bajeti Kisumu' } }, true);
      const register = (email: string) =>
        site.app.inject({
          method: 'POST',
          url: `/api/workshops/${workshop.id}/register/`,
          headers: { ...SAME_ORIGIN, cookie: 'lang=sw' },
          payload: { name: 'Auma Achieng', email, phone: '0712345678' },
        });
      assert.equal((await register('auma.sw@example.org')).statusCode, 201);
      const hold = await lastMailTo('auma.sw@example.org');
      assert.equal(hold?.subject, 'Thibitisha nafasi yako: Vikao vya bajeti Kisumu');
      assert.match(hold!.body, /Ukumbi wa Kijamii wa Kisumu/);

      const waitlist = await site.app.inject({
        method: 'POST',
        url: `/api/workshops/${workshop.id}/waitlist/`,
        headers: { ...SAME_ORIGIN, cookie: 'lang=sw' },
        payload: { email: 'otieno.sw@example.org' },
      });
      assert.equal(waitlist.statusCode, 200, waitlist.body);
      assert.equal((await lastMailTo('otieno.sw@example.org'))?.subject, 'Thibitisha nafasi yako kwenye orodha ya kusubiri: Vikao vya bajeti Kisumu');
      // An English reader's mail keeps the English title.
      const english = await call('POST', `/api/workshops/${workshop.id}/waitlist/`, null, { email: 'brian.en@example.org' });
      assert.equal(english.statusCode, 200, english.body);
      assert.equal((await lastMailTo('brian.en@example.org'))?.subject, 'Confirm your place on the waitlist: Budget hearings in Kisumu');
    });

    it('replaces a workshop’s handouts in both languages, shown at once on its page, against the version read', async () => {
      const workshop = await create(workshopFields('Tracking bursary funds'), true);
      assert.deepEqual(workshop.materials, []);
      const materials: EditableMaterial[] = [
        {
          en: { title: 'Who decides on bursaries', summary: 'The ward committee and the county.', points: ['Ask for the list of awards', ''] },
          sw: { title: 'Nani huamua kuhusu basari', summary: 'Kamati ya wadi na kaunti.', points: ['Omba orodha ya walionufaika'] },
          sourceUrl: 'https://www.example.go.ke/bursaries',
        },
        { en: { title: 'Following up', summary: '', points: [] }, sw: { title: '', summary: '', points: [] }, sourceUrl: '' },
      ];
      const url = `${WORKSHOPS}${workshop.id}/materials/`;
      const missing = await call('PUT', url, editor.cookie, { version: workshop.version, materials: [{ ...materials[1]!, en: { ...materials[1]!.en, title: '' } }] });
      assert.deepEqual([missing.statusCode, missing.json().field, missing.json().message], [400, 'materials[0].en.title', 'Please fill in the handout’s English title.']);

      const saved = await call('PUT', url, editor.cookie, { version: workshop.version, materials });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual(saved.json().materials[0].en.points, ['Ask for the list of awards'], 'an empty point is dropped');
      const read = async (lang: string) => (await site.app.inject({ url: `/api/workshops/${workshop.id}/`, headers: { cookie: `lang=${lang}` } })).json().workshop.materials;
      assert.deepEqual(
        (await read('sw')).map((m: { title: string; sourceUrl?: string }) => [m.title, m.sourceUrl]),
        [
          ['Nani huamua kuhusu basari', 'https://www.example.go.ke/bursaries'],
          ['Following up', undefined],
        ],
      );
      assert.equal((await read('en'))[0].title, 'Who decides on bursaries');

      const stale = await call('PUT', url, second.cookie, { version: workshop.version, materials: [] });
      assert.deepEqual([stale.statusCode, stale.json().code], [409, 'changed']);
      const [listed] = ((await call('GET', WORKSHOPS, editor.cookie)).json().workshops as EditableWorkshop[]).filter((w) => w.id === workshop.id);
      assert.equal(listed?.version, saved.json().version);
      assert.equal(listed?.materials[0]?.sw.title, 'Nani huamua kuhusu basari');
    });

    it('tells the second of two editors that the workshop changed, with the first one’s version', async () => {
      const workshop = await create(workshopFields('Procurement for ward committees'), true);
      const mine = { ...workshop.fields, values: { ...workshop.fields.values, capacity: 40 } };
      const theirs = { ...workshop.fields, en: { ...workshop.fields.en, location: 'Nakuru Town Hall' } };
      assert.equal((await call('PUT', `${WORKSHOPS}${workshop.id}/`, second.cookie, { version: workshop.version, fields: theirs, publish: true })).statusCode, 200);
      const refused = await call('PUT', `${WORKSHOPS}${workshop.id}/`, editor.cookie, { version: workshop.version, fields: mine, publish: true });
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json().code, 'changed');
      assert.equal(refused.json().workshop.fields.en.location, 'Nakuru Town Hall');
      const read = (await site.app.inject({ url: `/api/workshops/${workshop.id}/` })).json().workshop;
      assert.deepEqual([read.location, read.capacity], ['Nakuru Town Hall', 2], 'the first save stands, the second is not applied');
    });

    it('lists the registrations, exports them as a guarded CSV, and offers a freed seat to the waitlist', async () => {
      const workshop = await create(workshopFields('Social audits in practice', 1), true);
      const registrant = await site.signedInCitizen('Wanjiku Muthoni Njoroge');
      const seat = await call('POST', `/api/workshops/${workshop.id}/register/`, registrant.cookie, {
        name: '=HYPERLINK("http://x")',
        email: registrant.email,
        phone: '0712345678',
      });
      assert.equal(seat.statusCode, 201, seat.body);
      const waiting = await site.signedInCitizen('Otieno Barasa Okoth');
      assert.equal((await call('POST', `/api/workshops/${workshop.id}/waitlist/`, waiting.cookie, {})).statusCode, 200);

      const list = (await call('GET', `${WORKSHOPS}${workshop.id}/registrations/`, editor.cookie)).json() as WorkshopRegistrations;
      assert.deepEqual(list.workshop, { id: workshop.id, title: 'Social audits in practice', capacity: 1, taken: 1 });
      assert.deepEqual(
        list.registrations.map((r) => [r.email, r.state]),
        [[registrant.email, 'confirmed']],
      );
      assert.deepEqual(
        list.waitlist.map((p) => p.email),
        [waiting.email],
      );

      const csv = await call('GET', `${WORKSHOPS}${workshop.id}/registrations.csv`, editor.cookie);
      assert.equal(csv.statusCode, 200);
      assert.match(csv.headers['content-type'] as string, /^text\/csv/);
      assert.match(csv.headers['content-disposition'] as string, new RegExp(`attachment; filename="${workshop.id}-registrations.csv"`));
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      assert.equal(lines[0], 'Name,E-mail,Phone,Organisation,Role,Expectations,State,Registered at,Hold ends at');
      assert.ok(lines[1]!.startsWith(`"'=HYPERLINK(""http://x"")",${registrant.email},0712345678,`), lines[1]);
      const [exported] = await site.db.query<{ after: unknown }>(`SELECT after FROM staff_audit WHERE action = 'workshop.registrations.export' AND target_id = $1`, [workshop.id]);
      assert.deepEqual(exported?.after, { registrations: 1 });

      const offer = () => call('POST', `${WORKSHOPS}${workshop.id}/waitlist/${list.waitlist[0]!.id}/offer/`, editor.cookie, {});
      const full = await offer();
      assert.equal(full.statusCode, 409);
      assert.equal(full.json().message, 'Every seat is taken. Raise the capacity before offering a seat.');

      const below = await call('PUT', `${WORKSHOPS}${workshop.id}/`, editor.cookie, {
        version: workshop.version,
        fields: { ...workshop.fields, values: { ...workshop.fields.values, capacity: 0 } },
        publish: true,
      });
      assert.equal(below.json().field, 'values.capacity');
      const raised = await call('PUT', `${WORKSHOPS}${workshop.id}/`, editor.cookie, {
        version: workshop.version,
        fields: { ...workshop.fields, values: { ...workshop.fields.values, capacity: 2 } },
        publish: true,
      });
      assert.equal(raised.statusCode, 200, raised.body);

      const offered = await offer();
      assert.equal(offered.statusCode, 200, offered.body);
      const after = offered.json() as WorkshopRegistrations;
      assert.deepEqual(after.waitlist, []);
      assert.deepEqual(
        after.registrations.map((r) => [r.email, r.state, r.name]),
        [
          [registrant.email, 'confirmed', '=HYPERLINK("http://x")'],
          [waiting.email, 'held', 'Otieno Barasa Okoth'],
        ],
      );
      assert.equal(after.workshop.taken, 2);
      const mail = await lastMailTo(waiting.email);
      assert.equal(mail?.subject, 'A seat is free for you: Social audits in practice');
      const token = /token=([^\s]+)/.exec(mail!.body)![1]!;
      const confirmed = await call('POST', '/api/workshops/confirm/', null, { token: decodeURIComponent(token) });
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      assert.equal(confirmed.json().kind, 'registration');
      const seats = (await call('GET', `${WORKSHOPS}${workshop.id}/registrations/`, editor.cookie)).json() as WorkshopRegistrations;
      assert.deepEqual(
        seats.registrations.map((r) => r.state),
        ['confirmed', 'confirmed'],
      );
      assert.equal((await offer()).statusCode, 404, 'the place is used');
    });

    it('edits townhall events: an online one needs its link, a published one is listed in Kiswahili, a taken-down one is not', async () => {
      const fields: EventFields = {
        en: { title: 'Budget townhall: Turkana', description: 'Ask the county about the water projects.' },
        sw: { title: 'Mkutano wa bajeti: Turkana', description: '' },
        values: { date: '2030-05-02', time: '14:00', location: 'Lodwar', isOnline: true },
      };
      const refused = await call('POST', EVENTS, editor.cookie, { fields, publish: true });
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.json().field, 'values.location');
      const created = await call('POST', EVENTS, editor.cookie, { fields: { ...fields, values: { ...fields.values, isOnline: false } }, publish: true });
      assert.equal(created.statusCode, 201, created.body);
      const event = created.json().event as EditableEvent;
      assert.deepEqual(event.missing, ['sw.description']);
      assert.equal((await publicEvents('sw')).find((e) => e.id === event.id)?.title, 'Mkutano wa bajeti: Turkana');
      const down = await call('POST', `${EVENTS}${event.id}/unpublish/`, editor.cookie, { version: event.version });
      assert.equal(down.statusCode, 200, down.body);
      assert.ok(!(await publicEvents()).some((e) => e.id === event.id));
      assert.equal((await site.app.inject({ url: `/api/events/${event.id}/calendar.ics` })).statusCode, 404);
      const again = await call('POST', `${EVENTS}${event.id}/unpublish/`, editor.cookie, { version: event.version + 1 });
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().message, 'This entry is not published: there is nothing to take down.');
    });
  });
}
