import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, startTestSite, type TestSite } from './harness.js';
import { nextSession } from '../src/community/nextSession.js';
import type { Discussion, Instructor, TownhallEvent, Workshop } from '../src/community/contracts.js';
import type { MyBooking } from '../src/community/expertRoutes.js';

type Citizen = { id: string; email: string; cookie: string };

/** An answered invite, unfolded, as name → value (the first of each); fails unless it is a calendar. */
function calendarFields(response: { statusCode: number; headers: Record<string, unknown>; body: string }): Map<string, string> {
  assert.equal(response.statusCode, 200, response.body);
  assert.match(String(response.headers['content-type']), /^text\/calendar; charset=utf-8/);
  assert.match(String(response.headers['content-disposition']), /^attachment; filename="[a-z0-9-]+\.ics"$/);
  assert.ok(response.body.startsWith('BEGIN:VCALENDAR\r\n') && response.body.endsWith('END:VCALENDAR\r\n'));
  const fields = new Map<string, string>();
  for (const line of response.body.replace(/\r\n[ \t]/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0 && !fields.has(line.slice(0, colon))) fields.set(line.slice(0, colon), line.slice(colon + 1));
  }
  for (const name of ['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY']) assert.ok(fields.get(name), `${name} in\n${response.body}`);
  return fields;
}

describe('next session in Nairobi time', () => {
  // 2026-11-22 is a Sunday; 09:00 UTC is 12:00 in Nairobi.
  const now = new Date('2026-11-22T09:00:00Z');
  it('finds the next weekday slot and formats it in 12-hour time', () => {
    assert.deepEqual(nextSession('Tuesday', '14:00', now), {
      session_day: 'Tuesday',
      session_date: '2026-11-24',
      formatted_time: '2:00 PM',
      starts_at: '2026-11-24T11:00:00.000Z',
    });
  });
  it('keeps a later slot today and moves a passed one to next week', () => {
    assert.equal(nextSession('Sunday', '13:30', now)?.session_date, '2026-11-22');
    assert.equal(nextSession('Sunday', '12:00', now)?.session_date, '2026-11-29');
    assert.equal(nextSession('Sunday', '00:15', now)?.formatted_time, '12:15 AM');
  });
  it('reads the day in Nairobi, not UTC, just before midnight UTC', () => {
    // 22:30 UTC on Sunday is already 01:30 on Monday in Nairobi.
    assert.equal(nextSession('Monday', '09:00', new Date('2026-11-22T22:30:00Z'))?.session_date, '2026-11-23');
  });
  it('refuses an unusable slot', () => {
    assert.equal(nextSession('Someday', '10:00', now), null);
    assert.equal(nextSession('Monday', '25:00', now), null);
  });
});

for (const database of DATABASES) {
  describe(`community endpoints on ${database.name}`, () => {
    let site: TestSite;
    let amina: Citizen;
    let brian: Citizen;
    before(async () => {
      site = await startTestSite(database.url);
      amina = await site.signedInCitizen('Amina Wekesa');
      brian = await site.signedInCitizen('Brian Kamau');
    });
    after(async () => site.close());

    // Each call comes from its own client address unless one is given: the per-client limits on the public
    // forms are tested in community-confirmations.test.ts, not tripped over here.
    let clients = 0;
    const nextClient = () => {
      clients += 1;
      return `10.20.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
    };
    const post = (url: string, payload: unknown, cookie?: string, extra: Record<string, string> = {}, remoteAddress = nextClient()) =>
      site.app.inject({ method: 'POST', url, remoteAddress, payload: payload as object, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}), ...extra } });
    const put = (url: string, payload: unknown, cookie?: string) =>
      site.app.inject({ method: 'PUT', url, payload: payload as object, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });
    const get = (url: string, cookie?: string) => site.app.inject({ url, headers: cookie ? { cookie } : {} });
    const notifications = async (who: Citizen) =>
      (await get(`/api/notifications/user/${who.id}/`, who.cookie)).json<{ notifications: Array<{ title: string; message: string }>; unreadCount: number }>();
    const registration = (email: string) => ({ name: 'Test Citizen', email, phone: '+254 700 000 001', organization: '', role: '', expectations: 'Learn to read budgets' });

    describe('discussions', () => {
      it('need a signed-in user', async () => {
        assert.equal((await get('/api/discussions/get/')).statusCode, 401);
        assert.equal((await post('/api/discussions/', { title: 'T', content: 'C' })).statusCode, 401);
      });

      it('lists the seeded threads with comments and a threaded reply', async () => {
        const list = (await get('/api/discussions/get/', amina.cookie)).json<Discussion[]>();
        assert.ok(list.length >= 3);
        const budget = list.find((d) => d.title.startsWith('Where can I find'))!;
        assert.equal(budget.replies, budget.comments.length);
        const reply = budget.comments.find((c) => c.parentId);
        assert.ok(reply && budget.comments.some((c) => c.id === reply.parentId));
      });

      it('creates a discussion as the session user, with cleaned tags, ignoring a forged author', async () => {
        const response = await post(
          '/api/discussions/',
          { title: ' Ward 12 borehole ', content: 'Was it finished?', tags: ' water, ,boreholes ,water', author: { id: brian.id, username: 'someone-else' } },
          amina.cookie,
        );
        assert.equal(response.statusCode, 201);
        const created = response.json<Discussion>();
        assert.equal(created.author.id, amina.id);
        assert.notEqual(created.author.username, 'someone-else');
        assert.equal(created.title, 'Ward 12 borehole');
        assert.deepEqual(created.tags, ['water', 'boreholes']);
        assert.deepEqual([created.replies, created.views, created.comments.length], [0, 0, 0]);
      });

      it('refuses a discussion without title or content, naming the field', async () => {
        const response = await post('/api/discussions/', { title: '  ', content: 'x' }, amina.cookie);
        assert.equal(response.statusCode, 400);
        assert.deepEqual([response.json().message, response.json().field], ['Title and content are required', 'title']);
        assert.equal((await post('/api/discussions/', { title: 'x', content: '' }, amina.cookie)).json().message, 'Title and content are required');
      });

      it("threads replies, stores the parent, notifies the author of others' replies only", async () => {
        const discussion = (await post('/api/discussions/', { title: 'Market fees', content: 'Who sets them?' }, amina.cookie)).json<Discussion>();
        const before = (await notifications(amina)).unreadCount;
        const own = await post(`/api/discussions/${discussion.id}/comments/`, { content: 'Adding context myself.' }, amina.cookie);
        assert.equal(own.statusCode, 201);
        assert.equal((await notifications(amina)).unreadCount, before);

        const top = (
          await post(`/api/discussions/${discussion.id}/comments/`, { content: ' The county finance act. ', author: { id: amina.id, username: 'forged' } }, brian.cookie)
        ).json();
        assert.equal(top.content, 'The county finance act.');
        assert.deepEqual(top.author.id, brian.id);
        assert.equal(top.parentId, null);
        const after = await notifications(amina);
        assert.equal(after.unreadCount, before + 1);
        assert.equal(after.notifications[0]!.title, 'New reply to your discussion');

        const reply = (await post(`/api/discussions/${discussion.id}/comments/`, { content: 'Thanks!', parentId: top.id }, amina.cookie)).json();
        assert.equal(reply.parentId, top.id);
        const listed = (await get('/api/discussions/get/', amina.cookie)).json<Discussion[]>().find((d) => d.id === discussion.id)!;
        assert.equal(listed.replies, 3);
        assert.equal(listed.comments.find((c) => c.id === reply.id)?.parentId, top.id);
      });

      it('refuses an empty comment, a parent from another discussion, and an unknown discussion', async () => {
        const [first, second] = (await get('/api/discussions/get/', amina.cookie)).json<Discussion[]>().filter((d) => d.comments.length > 0);
        const blank = await post(`/api/discussions/${first!.id}/comments/`, { content: '   ' }, amina.cookie);
        assert.equal(blank.statusCode, 400);
        assert.equal(blank.json().field, 'content');
        const foreign = await post(`/api/discussions/${first!.id}/comments/`, { content: 'Hi', parentId: second!.comments[0]!.id }, amina.cookie);
        assert.deepEqual([foreign.statusCode, foreign.json().field], [400, 'parentId']);
        const unknown = await post('/api/discussions/00000000-0000-4000-8000-000000000000/comments/', { content: 'Hi' }, amina.cookie);
        assert.equal(unknown.statusCode, 404);
      });

      it('counts a signed-in viewer once per discussion', async () => {
        const [discussion] = (await get('/api/discussions/get/', amina.cookie)).json<Discussion[]>();
        const first = (await post(`/api/discussions/${discussion!.id}/views/`, undefined, amina.cookie)).json<{ views: number }>();
        assert.equal(first.views, discussion!.views + 1);
        const second = (await post(`/api/discussions/${discussion!.id}/views/`, undefined, amina.cookie)).json<{ views: number }>();
        assert.equal(second.views, first.views);
        const brians = (await post(`/api/discussions/${discussion!.id}/views/`, undefined, brian.cookie)).json<{ views: number }>();
        assert.equal(brians.views, first.views + 1);
        assert.equal((await post('/api/discussions/00000000-0000-4000-8000-000000000000/views/', undefined)).statusCode, 404);
      });
    });

    describe('workshops', () => {
      it('lists each category with seats and availability', async () => {
        for (const category of ['upcoming', 'ongoing', 'completed'] as const) {
          const { workshops } = (await get(`/api/workshops/?category=${category}`)).json<{ workshops: Workshop[] }>();
          assert.ok(workshops.length >= 2, category);
          for (const w of workshops) {
            assert.equal(w.category, category);
            assert.equal(w.available_spots, w.capacity - w.registrations_count);
            assert.equal(w.is_full, w.available_spots === 0);
            if (category === 'completed') assert.ok(w.materials.length > 0 && w.materials.every((m) => m.title && m.points.length > 0));
          }
        }
        assert.equal((await get('/api/workshops/?category=someday')).statusCode, 400);
      });

      it('answers the detail, and 404 for an unknown id', async () => {
        const detail = (await get('/api/workshops/reading-your-county-budget/')).json<{ workshop: Workshop }>();
        assert.equal(detail.workshop.id, 'reading-your-county-budget');
        assert.equal((await get('/api/workshops/no-such-workshop/')).statusCode, 404);
      });

      it('registers once per address, takes a seat, notifies a signed-in citizen and lists it as theirs', async () => {
        const before = (await get('/api/workshops/reading-your-county-budget/')).json<{ workshop: Workshop }>().workshop;
        const response = await post('/api/workshops/reading-your-county-budget/register/', registration(amina.email), amina.cookie);
        assert.equal(response.statusCode, 201);
        assert.equal(response.json().message, "You've been successfully registered for this workshop!");
        assert.equal(response.json().workshop.registrations_count, before.registrations_count + 1);

        const again = await post('/api/workshops/reading-your-county-budget/register/', registration(amina.email.toUpperCase()), amina.cookie);
        assert.equal(again.statusCode, 409);
        assert.equal(again.json().field, 'email');
        const after = (await get('/api/workshops/reading-your-county-budget/')).json<{ workshop: Workshop }>().workshop;
        assert.equal(after.registrations_count, before.registrations_count + 1, 'a refused duplicate gives its seat back');

        const mine = (await get('/api/workshops/registrations/mine/', amina.cookie)).json<{ registrations: Array<{ workshopId: string }> }>();
        assert.deepEqual(
          mine.registrations.map((r) => r.workshopId),
          ['reading-your-county-budget'],
        );
        assert.deepEqual((await get('/api/workshops/registrations/mine/', brian.cookie)).json().registrations, []);
        assert.equal((await get('/api/workshops/registrations/mine/')).statusCode, 401);
        assert.equal((await notifications(amina)).notifications[0]!.title, 'Workshop registration confirmed');
      });

      it('e-mails and notifies a confirmed registrant how to attend, with a calendar invite that only they get with the meeting link', async () => {
        const workshopId = 'public-participation-that-counts';
        const [online] = await site.db.query<{ meeting_link: string; date: string }>(`SELECT meeting_link, to_char(starts_on, 'YYYY-MM-DD') AS date FROM workshops WHERE id = $1`, [
          workshopId,
        ]);
        assert.match(online!.meeting_link, /^https:\/\/meet\.jit\.si\/UwaziHub-[0-9a-f]{24}$/);
        const response = await post(`/api/workshops/${workshopId}/register/`, registration(brian.email), brian.cookie);
        assert.equal(response.statusCode, 201);
        const registrationId = response.json<{ registration: { id: string } }>().registration.id;

        const [mail] = await site.db.query<{ recipient: string; subject: string; body: string }>(
          'SELECT recipient, subject, body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
          [brian.email],
        );
        assert.equal(mail!.subject, 'Your place is confirmed: Making Your Voice Count in Public Participation');
        assert.ok(mail!.body.includes(online!.meeting_link), mail!.body);
        assert.ok(mail!.body.includes('at 6:00 PM (East Africa Time)'), mail!.body);
        const calendarLink = `${site.config.publicUrl}/api/workshops/registrations/${registrationId}/calendar.ics`;
        assert.ok(mail!.body.includes(calendarLink), mail!.body);

        const bell = (await notifications(brian)).notifications[0]!;
        assert.equal(bell.title, 'Workshop registration confirmed');
        assert.ok(bell.message.includes(`Join the meeting: ${online!.meeting_link}`) && bell.message.includes(calendarLink), bell.message);

        // The e-mailed invite works signed out (the mail may be opened on a phone) and carries the link.
        const invite = calendarFields(await get(new URL(calendarLink).pathname));
        assert.equal(invite.get('DTSTART'), `${online!.date.replace(/-/g, '')}T150000Z`, '18:00 in Nairobi is 15:00 UTC');
        assert.equal(invite.get('DTEND'), `${online!.date.replace(/-/g, '')}T170000Z`, 'two hours');
        assert.equal(invite.get('LOCATION'), online!.meeting_link);
        assert.equal(invite.get('URL'), online!.meeting_link);
        assert.equal(invite.get('UID'), `workshop-${workshopId}@uwazi-hub`);

        // The workshop's own invite is public, without the link, unless the reader holds a seat.
        const open = await get(`/api/workshops/${workshopId}/calendar.ics`);
        assert.equal(calendarFields(open).get('DTSTART'), invite.get('DTSTART'));
        assert.ok(!open.body.includes(online!.meeting_link));
        assert.ok(!(await get(`/api/workshops/${workshopId}/calendar.ics`, amina.cookie)).body.includes(online!.meeting_link));
        assert.equal(calendarFields(await get(`/api/workshops/${workshopId}/calendar.ics`, brian.cookie)).get('URL'), online!.meeting_link);

        assert.equal((await get('/api/workshops/no-such-workshop/calendar.ics')).statusCode, 404);
        assert.equal((await get('/api/workshops/registrations/00000000-0000-4000-8000-000000000000/calendar.ics')).statusCode, 404);
      });

      it('lets a signed-out visitor register (a held seat), and validates the form', async () => {
        const held = await post('/api/workshops/public-participation-that-counts/register/', registration('visitor@example.org'));
        assert.equal(held.statusCode, 201);
        assert.equal(held.json().confirmed, false);
        const missing = await post('/api/workshops/public-participation-that-counts/register/', { name: 'A', email: 'a@b.ke', phone: '' });
        assert.deepEqual([missing.statusCode, missing.json().field], [400, 'phone']);
        const badEmail = await post('/api/workshops/public-participation-that-counts/register/', { name: 'A', email: 'nope', phone: '0700000000' });
        assert.deepEqual([badEmail.json().field, badEmail.json().message], ['email', 'Please enter a valid email address.']);
      });

      it('refuses registration for a full, ongoing or completed workshop', async () => {
        await site.db.query(`UPDATE workshops SET registrations_count = capacity WHERE id = 'procurement-red-flags'`);
        const full = await post('/api/workshops/procurement-red-flags/register/', registration('full@example.org'));
        assert.deepEqual([full.statusCode, full.json().message], [409, 'This workshop is currently full. Please try another workshop or join the waitlist.']);
        assert.equal((await get('/api/workshops/procurement-red-flags/')).json().workshop.is_full, true);
        assert.equal((await post('/api/workshops/open-data-lab/register/', registration('late@example.org'))).statusCode, 409);
        assert.equal((await post('/api/workshops/understanding-devolution/register/', registration('late@example.org'))).statusCode, 409);
        assert.equal((await post('/api/workshops/no-such-workshop/register/', registration('late@example.org'))).statusCode, 404);
      });

      it('records the waitlist for a signed-in citizen (session address, at once) or by e-mail (pending its link), once each', async () => {
        const signedIn = await post('/api/workshops/social-audit-fellowship/waitlist/', { email: 'ignored@example.org' }, brian.cookie);
        assert.deepEqual([signedIn.statusCode, signedIn.json().message], [200, "You've been added to the waitlist."]);
        assert.equal((await post('/api/workshops/social-audit-fellowship/waitlist/', {}, brian.cookie)).statusCode, 200);
        const byEmail = await post('/api/workshops/social-audit-fellowship/waitlist/', { email: 'Walk.In@example.org' });
        assert.deepEqual([byEmail.statusCode, byEmail.json().confirmed], [200, false]);
        assert.match(byEmail.json().message, /open the link we have e-mailed/);
        assert.equal((await post('/api/workshops/social-audit-fellowship/waitlist/', { email: 'walk.in@example.org' })).statusCode, 200);
        const rows = await site.db.query<{ email: string; user_id: string | null; confirmed: boolean }>(
          `SELECT email, user_id, confirmed_at IS NOT NULL AS confirmed FROM workshop_waitlist WHERE workshop_id = 'social-audit-fellowship' ORDER BY created_at`,
        );
        assert.deepEqual(
          rows.map((r) => [r.email, r.confirmed]),
          [
            [brian.email, true],
            ['Walk.In@example.org', false],
          ],
        );
        assert.equal(rows[0]!.user_id, brian.id);
        assert.equal((await post('/api/workshops/social-audit-fellowship/waitlist/', {})).json().field, 'email');
        assert.equal((await post('/api/workshops/understanding-devolution/waitlist/', { email: 'a@b.ke' })).statusCode, 409);
      });

      it('stores a workshop request, In-Person as offline, and validates it', async () => {
        const payload = {
          title: "Budget basics for women's groups",
          date: '2027-02-10',
          duration: '3 hours',
          name: 'Grace N.',
          email: 'grace@example.org',
          organization: '',
          location: 'Machakos',
          participants: '25',
          type: 'offline',
          description: 'Our chama wants to follow the ward development fund.',
        };
        const response = await post('/api/workshop-requests/', payload);
        assert.deepEqual([response.statusCode, response.json().message], [201, 'Your workshop request has been submitted successfully!']);
        const [row] = await site.db.query<{ type: string; participants: number }>('SELECT type, participants FROM workshop_requests WHERE id = $1', [response.json().id]);
        assert.deepEqual(row, { type: 'offline', participants: 25 });
        for (const field of ['title', 'date', 'duration', 'name', 'email', 'location', 'description']) {
          const missing = await post('/api/workshop-requests/', { ...payload, [field]: '' });
          assert.deepEqual([missing.statusCode, missing.json().field], [400, field]);
        }
        assert.equal((await post('/api/workshop-requests/', { ...payload, type: 'hybrid' })).json().field, 'type');
      });

      it('subscribes to workshop news once, pending until the e-mailed link is opened', async () => {
        const first = await post('/api/subscribe/workshops/', { email: 'News@Example.org' });
        assert.match(first.json().message, /^Almost done: we have e-mailed a link to that address/);
        assert.equal((await post('/api/subscribe/workshops/', { email: 'news@example.org' })).statusCode, 200);
        // The work happens after the answer; the two requests leave one pending row.
        let rows: Array<{ confirmed_at: Date | null }> = [];
        for (let tries = 0; tries < 100 && rows.length === 0; tries += 1) {
          rows = await site.db.query(`SELECT confirmed_at FROM newsletter_subscriptions WHERE list = 'workshops' AND email = 'news@example.org'`);
          if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        assert.deepEqual(rows, [{ confirmed_at: null }]);
        assert.equal((await post('/api/subscribe/workshops/', { email: '' })).json().message, 'Please enter a valid email address.');
      });
    });

    describe('experts and bookings', () => {
      it('lists only available instructors', async () => {
        const list = (await get('/api/instructors/')).json<Instructor[]>();
        assert.ok(list.length >= 3);
        assert.ok(list.every((i) => i.is_available));
        assert.ok(!list.some((i) => i.id === 'open-data-desk'));
      });

      it('computes the next session, and none for an unavailable instructor', async () => {
        const response = (await get('/api/instructors/budget-desk/next-session/')).json();
        assert.equal(response.success, true);
        assert.equal(response.data.session_day, 'Tuesday');
        assert.match(response.data.session_date, /^\d{4}-\d{2}-\d{2}$/);
        assert.equal(response.data.formatted_time, '2:00 PM');
        const none = await get('/api/instructors/open-data-desk/next-session/');
        assert.deepEqual([none.statusCode, none.json().message], [404, 'No session times are currently available.']);
        assert.equal((await get('/api/instructors/nobody/next-session/')).statusCode, 404);
      });

      it('books for the session user, notifies with the details and a meeting link', async () => {
        const payload = { formData: { userId: brian.email, expert: 'Wanjiru K.', topic: 'Ward bursaries', description: 'How are they allocated?' } };
        const response = await post('/api/bookings/', payload, brian.cookie);
        assert.equal(response.statusCode, 201);
        const body = response.json();
        assert.equal(body.success, true);
        assert.match(body.data.meeting_link, /^https:\/\/meet\.jit\.si\/UwaziHub-/);
        const [row] = await site.db.query<{ user_id: string; instructor_id: string }>('SELECT user_id, instructor_id FROM bookings WHERE id = $1', [body.data.id]);
        assert.deepEqual(row, { user_id: brian.id, instructor_id: 'budget-desk' });
        const latest = (await notifications(brian)).notifications[0]!;
        assert.equal(latest.title, 'Expert session booked');
        assert.ok(latest.message.includes('Wanjiru K.') && latest.message.includes('2:00 PM') && latest.message.includes(body.data.meeting_link));
        assert.ok(latest.message.includes(`Add it to your calendar: ${site.config.publicUrl}/api/bookings/${body.data.id}/calendar.ics`), latest.message);
      });

      it("answers the calendar invite of the citizen's own booking only", async () => {
        const payload = { formData: { userId: brian.email, expert: 'Wanjiru K.', topic: 'Ward bursaries, again', description: 'Who decides?' } };
        const booked = (await post('/api/bookings/', payload, brian.cookie)).json<{ data: { id: string; session_date: string; meeting_link: string } }>().data;
        const url = `/api/bookings/${booked.id}/calendar.ics`;
        const invite = calendarFields(await get(url, brian.cookie));
        assert.equal(invite.get('UID'), `booking-${booked.id}@uwazi-hub`);
        // Wanjiru K. keeps a Tuesday desk hour at 14:00 in Nairobi: 11:00 to 12:00 UTC.
        assert.equal(invite.get('DTSTART'), `${booked.session_date.replace(/-/g, '')}T110000Z`);
        assert.equal(invite.get('DTEND'), `${booked.session_date.replace(/-/g, '')}T120000Z`);
        assert.equal(invite.get('SUMMARY'), 'Expert session with Wanjiru K.: Ward bursaries\\, again');
        assert.equal(invite.get('URL'), booked.meeting_link);
        const theirs = await get(url, amina.cookie);
        assert.deepEqual([theirs.statusCode, theirs.json().message], [404, 'You have no booking with that id.']);
        assert.ok(!theirs.body.includes(booked.meeting_link));
        assert.equal((await get(url)).statusCode, 401);
      });

      it("refuses signed-out callers, someone else's address, missing fields and unavailable experts", async () => {
        const payload = { formData: { userId: brian.email, expert: 'Wanjiru K.', topic: 'T', description: 'D' } };
        assert.equal((await post('/api/bookings/', payload)).statusCode, 401);
        assert.equal((await post('/api/bookings/', payload, amina.cookie)).statusCode, 403);
        const noTopic = await post('/api/bookings/', { formData: { ...payload.formData, topic: ' ' } }, brian.cookie);
        assert.deepEqual([noTopic.statusCode, noTopic.json().field], [400, 'topic']);
        assert.equal((await post('/api/bookings/', { formData: { ...payload.formData, expert: 'Nasimiyu L.' } }, brian.cookie)).json().field, 'expert');
      });
    });

    describe("a citizen's own bookings", () => {
      const mine = async (who: Citizen) => (await get('/api/bookings/mine/', who.cookie)).json<{ bookings: MyBooking[] }>().bookings;
      const book = async (who: Citizen, expert: string, topic: string) =>
        (await post('/api/bookings/', { formData: { userId: who.email, expert, topic, description: 'A question for the desk.' } }, who.cookie)).json<{
          data: { id: string; session_date: string; formatted_time: string; meeting_link: string };
        }>().data;
      /** Stores a booking as if made earlier, for a session at `date` `time` in Nairobi. */
      const bookedEarlier = (who: Citizen, topic: string, date: string, time: string, daysAgo: number) =>
        site.db.query(
          `INSERT INTO bookings (user_id, instructor_id, topic, description, session_date, session_time, meeting_link, created_at)
           VALUES ($1, 'budget-desk', $2, 'd', $3, $4, 'https://meet.jit.si/UwaziHub-earlier', now() - make_interval(days => $5))`,
          [who.id, topic, date, time, daysAgo],
        );

      it('needs a signed-in citizen', async () => {
        const signedOut = await get('/api/bookings/mine/');
        assert.equal(signedOut.statusCode, 401);
        assert.equal(signedOut.json().status_code, 401);
      });

      it('lists only their own, newest first: topic, expert, Nairobi date and time, status and meeting link, never cached', async () => {
        const chebet = await site.signedInCitizen('Chebet Rono');
        const kiprop = await site.signedInCitizen('Kiprop Langat');
        assert.deepEqual(await mine(chebet), []);

        await bookedEarlier(chebet, 'Last year’s budget', '2025-01-07', '14:00', 400);
        // A desk hour that began half an hour ago is still on: its link is still the way in.
        const started = new Date(Date.now() - 30 * 60_000 + 3 * 60 * 60_000).toISOString();
        await bookedEarlier(chebet, 'Happening now', started.slice(0, 10), started.slice(11, 16), 3);
        const bursaries = await book(chebet, 'Wanjiru K.', 'Ward bursaries');
        const tender = await book(chebet, 'Otieno M.', 'Market shed tender');
        await book(kiprop, 'Wanjiru K.', 'Not for Chebet to see');

        const response = await get('/api/bookings/mine/', chebet.cookie);
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['cache-control'], 'no-store', 'the answer carries private meeting links');
        const bookings = response.json<{ bookings: MyBooking[] }>().bookings;
        assert.deepEqual(
          bookings.map((b) => b.topic),
          ['Market shed tender', 'Ward bursaries', 'Happening now', 'Last year’s budget'],
        );

        const [latest, previous, now, past] = bookings as [MyBooking, MyBooking, MyBooking, MyBooking];
        assert.deepEqual(Object.keys(latest).sort(), ['bookedAt', 'expert', 'expertTitle', 'id', 'meetingLink', 'sessionDate', 'sessionTime', 'startsAt', 'status', 'topic']);
        assert.deepEqual(
          [latest.id, latest.expert, latest.expertTitle, latest.sessionDate, latest.sessionTime, latest.status, latest.meetingLink],
          [tender.id, 'Otieno M.', 'Procurement Monitoring Lead, Uwazi Hub', tender.session_date, '10:00', 'upcoming', tender.meeting_link],
        );
        assert.equal(latest.startsAt, new Date(`${tender.session_date}T07:00:00Z`).toISOString(), '10:00 in Nairobi is 07:00 UTC');
        assert.deepEqual(
          [previous.id, previous.expert, previous.sessionDate, previous.sessionTime, previous.status, previous.meetingLink],
          [bursaries.id, 'Wanjiru K.', bursaries.session_date, '14:00', 'upcoming', bursaries.meeting_link],
        );
        assert.equal(now.status, 'upcoming');
        assert.deepEqual([past.sessionDate, past.sessionTime, past.startsAt, past.status], ['2025-01-07', '14:00', '2025-01-07T11:00:00.000Z', 'past']);
        assert.ok(Date.parse(latest.bookedAt) >= Date.parse(previous.bookedAt));

        assert.deepEqual(
          (await mine(kiprop)).map((b) => b.topic),
          ['Not for Chebet to see'],
        );
      });

      it('lists at most the 50 newest', async () => {
        const wafula = await site.signedInCitizen('Wafula Simiyu');
        await site.db.query(
          `INSERT INTO bookings (user_id, instructor_id, topic, description, session_date, session_time, meeting_link, created_at)
           SELECT $1, 'budget-desk', 'Question ' || n, 'd', '2026-01-06', '14:00', 'https://meet.jit.si/UwaziHub-q' || n, now() - make_interval(days => n)
             FROM generate_series(1, 60) AS n`,
          [wafula.id],
        );
        const bookings = await mine(wafula);
        assert.equal(bookings.length, 50);
        assert.deepEqual([bookings[0]!.topic, bookings[49]!.topic], ['Question 1', 'Question 50']);
      });
    });

    describe('townhall events', () => {
      it('lists upcoming events, online ones with a meeting link', async () => {
        const { upcomingEvents } = (await get('/api/events/')).json<{ upcomingEvents: TownhallEvent[] }>();
        assert.ok(upcomingEvents.some((e) => e.isOnline) && upcomingEvents.some((e) => !e.isOnline));
        for (const e of upcomingEvents.filter((x) => x.isOnline)) assert.match(e.location, /^https:\/\//);
        const dates = upcomingEvents.map((e) => e.date);
        assert.deepEqual(dates, [...dates].sort());
      });

      it('answers a calendar invite for an event, its meeting link for an online one', async () => {
        const { upcomingEvents } = (await get('/api/events/')).json<{ upcomingEvents: TownhallEvent[] }>();
        const online = upcomingEvents.find((e) => e.isOnline)!;
        const invite = calendarFields(await get(`/api/events/${online.id}/calendar.ics`));
        assert.equal(invite.get('UID'), `townhall-${online.id}@uwazi-hub`);
        const start = new Date(`${online.date}T${online.time}:00+03:00`);
        assert.equal(invite.get('DTSTART'), start.toISOString().replace(/[-:]/g, '').replace('.000', ''));
        assert.equal(invite.get('URL'), online.location);
        const inPerson = upcomingEvents.find((e) => !e.isOnline)!;
        assert.equal(calendarFields(await get(`/api/events/${inPerson.id}/calendar.ics`)).get('URL'), `${site.config.publicUrl}/townhall-meetings`);
        assert.equal((await get('/api/events/no-such-event/calendar.ics')).statusCode, 404);
      });
    });

    describe('idempotency', () => {
      it('a retried registration returns the first answer and takes one seat', async () => {
        const key = { 'idempotency-key': `reg-${Date.now()}-retry` };
        const first = await post('/api/workshops/access-to-information-requests/register/', registration('retry@example.org'), undefined, key);
        const second = await post('/api/workshops/access-to-information-requests/register/', registration('retry@example.org'), undefined, key);
        assert.equal(first.statusCode, 201);
        assert.equal(second.statusCode, 201);
        assert.deepEqual(second.json(), first.json());
        const rows = await site.db.query(`SELECT id FROM workshop_registrations WHERE lower(email) = 'retry@example.org'`);
        assert.equal(rows.length, 1);
      });

      it('a retried booking creates one booking and one notification', async () => {
        const key = { 'idempotency-key': `booking-${Date.now()}` };
        const payload = { formData: { userId: amina.email, expert: 'Otieno M.', topic: 'Tender for the market shed', description: 'Where is the award notice?' } };
        const before = (await notifications(amina)).unreadCount;
        const first = await post('/api/bookings/', payload, amina.cookie, key);
        const second = await post('/api/bookings/', payload, amina.cookie, key);
        assert.deepEqual(second.json(), first.json());
        assert.equal((await site.db.query('SELECT id FROM bookings WHERE user_id = $1', [amina.id])).length, 1);
        assert.equal((await notifications(amina)).unreadCount, before + 1);
        // The same key from another citizen is that citizen's own request.
        const brianPayload = { formData: { ...payload.formData, userId: brian.email } };
        const other = await post('/api/bookings/', brianPayload, brian.cookie, key);
        assert.notEqual(other.json().data.id, first.json().data.id);
      });

      it('a retried workshop request is stored once; a malformed key is refused', async () => {
        const key = { 'idempotency-key': `request-${Date.now()}` };
        const payload = { title: 'Idempotent', date: '2027-03-01', duration: '1 day', name: 'N', email: 'n@example.org', location: 'Kitui', description: 'D' };
        const first = await post('/api/workshop-requests/', payload, undefined, key);
        const second = await post('/api/workshop-requests/', payload, undefined, key);
        assert.equal(second.json().id, first.json().id);
        assert.equal((await site.db.query(`SELECT id FROM workshop_requests WHERE title = 'Idempotent'`)).length, 1);
        assert.equal((await post('/api/workshop-requests/', payload, undefined, { 'idempotency-key': 'bad key!' })).statusCode, 400);
      });
    });

    describe('staff endpoints', () => {
      let staff: Citizen;
      before(async () => {
        staff = await site.signedInCitizen('Staff Member');
        await site.grantRoles(staff.id, 'editor');
      });

      const workshop = {
        id: 'new-staff-workshop',
        title: 'Ward Development Funds',
        category: 'upcoming',
        description: 'How ward funds are allocated.',
        date: '2027-01-20',
        time: '10:00',
        location: 'Nyeri',
        duration: '2 hours',
        capacity: 2,
      };
      const event = {
        id: 'new-staff-event',
        title: 'Online check-in',
        date: '2099-01-10',
        time: '18:00',
        location: 'https://meet.jit.si/UwaziHub-Test',
        isOnline: true,
        description: 'A short check-in.',
      };
      const instructor = {
        id: 'new-staff-instructor',
        name: 'Desk Tester',
        title: 'Volunteer',
        expertise: 'Budgets',
        day_of_week: 'Friday',
        time: '09:00',
        bio: 'Bio',
        professionalism: 'Ten years',
      };

      it('refuse signed-out (401) and non-staff (403) callers', async () => {
        for (const [url, body] of [
          ['/api/workshops/', workshop],
          ['/api/events/', event],
          ['/api/instructors/', instructor],
        ] as const) {
          assert.equal((await post(url, body)).statusCode, 401, url);
          assert.equal((await post(url, body, amina.cookie)).statusCode, 403, url);
        }
        assert.equal((await put('/api/workshops/reading-your-county-budget/', { title: 'Hijacked' }, amina.cookie)).statusCode, 403);
        assert.equal((await put('/api/events/townhall-county-budget-review/', { title: 'Hijacked' }, amina.cookie)).statusCode, 403);
        assert.equal((await put('/api/instructors/budget-desk/', { is_available: false }, amina.cookie)).statusCode, 403);
      });

      it('let staff create and update workshops, events and instructors', async () => {
        assert.equal((await post('/api/workshops/', workshop, staff.cookie)).statusCode, 201);
        assert.equal((await post('/api/workshops/', workshop, staff.cookie)).statusCode, 409);
        const updated = await put('/api/workshops/new-staff-workshop/', { capacity: 5, title: 'Ward Development Funds Explained' }, staff.cookie);
        assert.deepEqual([updated.json().workshop.capacity, updated.json().workshop.title], [5, 'Ward Development Funds Explained']);
        await post('/api/workshops/new-staff-workshop/register/', registration('one@example.org'));
        await post('/api/workshops/new-staff-workshop/register/', registration('two@example.org'));
        assert.equal((await put('/api/workshops/new-staff-workshop/', { capacity: 1 }, staff.cookie)).json().field, 'capacity');

        assert.equal((await post('/api/events/', event, staff.cookie)).statusCode, 201);
        assert.equal((await post('/api/events/', { ...event, id: 'bad-online', location: 'Somewhere' }, staff.cookie)).json().field, 'location');
        assert.equal((await put('/api/events/new-staff-event/', { title: 'Renamed' }, staff.cookie)).json().event.title, 'Renamed');
        assert.ok((await get('/api/events/')).json<{ upcomingEvents: TownhallEvent[] }>().upcomingEvents.some((e) => e.title === 'Renamed'));

        assert.equal((await post('/api/instructors/', instructor, staff.cookie)).statusCode, 201);
        assert.ok((await get('/api/instructors/')).json<Instructor[]>().some((i) => i.id === 'new-staff-instructor'));
        assert.equal((await put('/api/instructors/new-staff-instructor/', { is_available: false }, staff.cookie)).json().instructor.is_available, false);
        assert.ok(!(await get('/api/instructors/')).json<Instructor[]>().some((i) => i.id === 'new-staff-instructor'));
        assert.equal((await put('/api/instructors/nobody/', { is_available: false }, staff.cookie)).statusCode, 404);
      });
    });
  });
}
