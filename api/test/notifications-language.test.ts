import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { DATABASES, SAME_ORIGIN, SAMPLE_COMPLAINT, startTestSite, type TestSite } from './harness.js';
import { notificationMessages } from '../src/notifications/messages.js';
import { sw } from '../src/notifications/messages.sw.js';
import { notificationIn } from '../src/notifications/language.js';
import type { NotificationMessage } from '../src/notifications/hub.js';
import { deliverFollowChanges, describeChange, FOLLOW_TITLE, projectPath } from '../src/follows/changes.js';
import { NEW_SIGN_IN_MESSAGE, NEW_SIGN_IN_TITLE, WELCOME_MESSAGE, WELCOME_TITLE } from '../src/routes/auth.js';
import type { Mail } from '../src/mail/mailer.js';

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
const stored = (title: string, message: string): NotificationMessage => ({ id: 'n-1', title, message, createdAt: '2026-09-01T06:00:00.000Z', isRead: false });

type Change = Parameters<typeof describeChange>[0];

/** The message deliverFollowChanges stores for `changes` (one citizen following them all), read through a stand-in database. */
async function followMessage(changes: Change[]): Promise<string> {
  const rows = changes.map((change, i) => ({ id: String(i + 1), project_id: `P-${i + 1}`, county_code: '042', ...change }));
  const follower = { user_id: 'u-1', email: 'u@example.org', display_name: 'U', follow_emails: false, language: 'sw', subject_type: 'county', subject_id: '042' };
  const tx = { query: async <T>(sql: string) => (sql.includes('follow_changes') ? rows : [follower]) as T[] };
  const told: string[] = [];
  await deliverFollowChanges(
    { query: tx.query, transaction: (work) => work(tx) },
    {
      notify: async (_userId, title, message) => told.push(`${title}\n${message}`),
      links: () => ({ page: 'https://uwazi.example/notifications/unsubscribe', oneClick: 'https://uwazi.example/api/notifications/unsubscribe/', settings: '' }),
      mailer: { send: async () => undefined } as never,
      publicUrl: 'https://uwazi.example',
      log: { error: () => undefined } as unknown as FastifyBaseLogger,
    },
  );
  assert.equal(told.length, 1);
  const [title, message] = told[0]!.split('\n') as [string, string];
  assert.equal(title, FOLLOW_TITLE);
  return message;
}

describe('the notifications’ Kiswahili catalog', () => {
  it('has every text, and no other, none empty, each with the English text’s placeholders', () => {
    const english = notificationMessages as Record<string, string>;
    const problems: string[] = [];
    for (const key of Object.keys(english)) if (!(key in sw)) problems.push(`"${key}" is missing`);
    for (const [key, text] of Object.entries(sw as Record<string, string>)) {
      if (english[key] === undefined) problems.push(`"${key}" is not in the English catalog`);
      else if (!text.trim()) problems.push(`"${key}" is empty`);
      else if (placeholdersOf(text).join() !== placeholdersOf(english[key]).join()) problems.push(`"${key}" has other placeholders`);
    }
    assert.deepEqual(problems, []);
  });

  it('holds the texts the code stores as they are', () => {
    const texts = Object.values(notificationMessages) as string[];
    for (const text of [NEW_SIGN_IN_TITLE, NEW_SIGN_IN_MESSAGE, WELCOME_TITLE, WELCOME_MESSAGE, FOLLOW_TITLE]) assert.ok(texts.includes(text), text);
  });

  it('gives each text, values and all, as its own Kiswahili; in English as it is', () => {
    const wrong: string[] = [];
    for (const [key, text] of Object.entries(notificationMessages)) {
      if (key === 'followSummary') continue; // its {changes} are sentences; below
      const values = Object.fromEntries(placeholdersOf(text).map((name, i) => [name, `v${i}x`]));
      const english = fill(text, values);
      const expected = fill(sw[key as keyof typeof sw], values);
      const asTitle = notificationIn(stored(english, 'Something else'), 'sw');
      const asMessage = notificationIn(stored('Something else', english), 'sw');
      if (asTitle.title !== expected || asTitle.message !== 'Something else') wrong.push(`${key} as a title: "${asTitle.title}"`);
      if (asMessage.message !== expected || asMessage.title !== 'Something else') wrong.push(`${key} as a message: "${asMessage.message}"`);
      assert.deepEqual(notificationIn(stored(english, english), 'en'), stored(english, english));
    }
    assert.deepEqual(wrong, []);
  });

  it('gives the words inside a value in Kiswahili too: a complaint’s status, a weekday', () => {
    const status = notificationIn(stored('Report status changed', 'Your complaint CMP-2026-00042 is now Under review: The registry is checking: receipts for July.'), 'sw');
    assert.equal(status.title, 'Hali ya ripoti imebadilika');
    assert.equal(status.message, 'Hali ya lalamiko lako CMP-2026-00042 sasa ni Inakaguliwa: The registry is checking: receipts for July.');
    const booked = notificationIn(
      stored(
        'Expert session booked',
        'Your session with Wanjiru K. on "Ward bursaries" is on Tuesday 8 Sep 2026 at 2:00 PM (East Africa Time). Join the meeting: https://meet.jit.si/x. Add it to your calendar: https://uwazi.example/api/bookings/1/calendar.ics',
      ),
      'sw',
    );
    assert.equal(
      booked.message,
      'Kipindi chako na Wanjiru K. kuhusu "Ward bursaries" ni Jumanne, 8 Sep 2026, 2:00 PM (saa za Afrika Mashariki). Jiunge na mkutano: https://meet.jit.si/x. Kiongeze kwenye kalenda yako: https://uwazi.example/api/bookings/1/calendar.ics',
    );
  });

  it('leaves a text it does not hold in English, unchanged', () => {
    const old = stored('Booking confirmed', 'Thursday 2:00 PM with the budget expert.');
    assert.deepEqual(notificationIn(old, 'sw'), old);
  });
});

describe('follow updates in Kiswahili', () => {
  const link = (id: string) => `https://uwazi.example${projectPath(id)}`;
  const kinds: Change[] = [
    { kind: 'status', before_value: 'On Track', after_value: 'Delayed', title: 'Kisumu Water Supply (Phase II)', county_name: 'Kisumu' },
    { kind: 'status', before_value: null, after_value: 'Completed', title: 'Ward "Green" Market in Kondele', county_name: null },
    { kind: 'added', before_value: null, after_value: 'Planned', title: 'Kondele Market', county_name: 'Kisumu' },
    { kind: 'added', before_value: null, after_value: null, title: null, county_name: 'Kisumu' },
    { kind: 'budget', before_value: '1000000/500000/250000', after_value: '12500000/2000000/1250000000', title: 'Road. Phase 2', county_name: 'Nairobi City' },
    { kind: 'budget', before_value: null, after_value: '12500000/x', title: 'Bridge', county_name: null },
    { kind: 'documents', before_value: '1', after_value: '2', title: 'Clinic', county_name: 'Kisumu' },
    { kind: 'documents', before_value: '0', after_value: '3', title: 'Clinic', county_name: 'Kisumu' },
    { kind: 'documents', before_value: '3', after_value: '2', title: 'Clinic', county_name: null },
  ];

  it('rebuilds each change as the Kiswahili mails write it, the link kept', async () => {
    for (const change of kinds) {
      const message = await followMessage([change]);
      const given = notificationIn(stored(FOLLOW_TITLE, message), 'sw');
      assert.equal(given.title, 'Taarifa mpya kuhusu unachofuatilia');
      assert.equal(given.message, `${describeChange(change, 'sw')} ${link('P-1')}`, message);
    }
  });

  it('rebuilds up to three changes in one message, and the summary of more', async () => {
    const three = await followMessage(kinds.slice(0, 3));
    assert.equal(
      notificationIn(stored(FOLLOW_TITLE, three), 'sw').message,
      `${kinds
        .slice(0, 3)
        .map((change) => describeChange(change, 'sw'))
        .join(' ')} https://uwazi.example/counties/county/042`,
    );
    const summary = await followMessage(kinds);
    assert.match(summary, /^9 changes to projects you follow\./);
    assert.equal(
      notificationIn(stored(FOLLOW_TITLE, summary), 'sw').message,
      `Mabadiliko 9 kwenye miradi unayoifuatilia. ${kinds
        .slice(0, 3)
        .map((change) => describeChange(change, 'sw'))
        .join(' ')} Yaone yote: https://uwazi.example/counties/county/042`,
    );
  });

  it('shows a message it cannot read back whole in English, as stored', () => {
    for (const message of [
      '"Kondele Market" in Kisumu changed status from Planned to Delayed. A line nobody wrote. https://uwazi.example/dashboard',
      'Something else entirely',
      '5 changes to projects you follow. Not a change. See them all: https://uwazi.example/dashboard',
    ]) {
      assert.equal(notificationIn(stored(FOLLOW_TITLE, message), 'sw').message, message);
    }
  });
});

/** Resolves with the next message on `socket` (parsed), or rejects after `ms`. */
function nextMessage(socket: WebSocket, ms = 3000): Promise<{ type: string; message: NotificationMessage }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message arrived')), ms);
    socket.once('message', (data) => {
      clearTimeout(timer);
      resolve(JSON.parse(data.toString()));
    });
  });
}

for (const database of DATABASES) {
  describe(`notifications in the reader’s language on ${database.name}`, () => {
    let site: TestSite;
    before(async () => {
      site = await startTestSite(database.url, { STAFF_EMAILS: '' });
    });
    after(async () => site.close());

    let clients = 0;
    const list = async (who: { id: string; cookie: string }, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) => {
      const answer = await site.app.inject({ url: `/api/notifications/user/${who.id}/`, headers: { cookie: who.cookie, ...headers }, cookies });
      assert.equal(answer.statusCode, 200);
      return { answer, notifications: answer.json<{ notifications: NotificationMessage[] }>().notifications };
    };
    const post = (url: string, payload: object, cookie?: string) => {
      clients += 1;
      return site.app.inject({ method: 'POST', url, payload, remoteAddress: `10.30.0.${clients}`, headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) } });
    };

    it('lists a notification stored in English in Kiswahili for a Kiswahili reader, and unchanged otherwise', async () => {
      const amina = await site.signedInCitizen('Amina Hassan');
      const created = (await site.app.notify(amina.id, WELCOME_TITLE, WELCOME_MESSAGE, 'account'))!;
      const [row] = await site.db.query<{ title: string; message: string }>('SELECT title, message FROM notifications WHERE id = $1', [created.id]);
      assert.deepEqual(row, { title: WELCOME_TITLE, message: WELCOME_MESSAGE }, 'stored as it was given');

      const kiswahili = await list(amina, { lang: 'sw' });
      assert.equal(kiswahili.answer.headers['content-language'], 'sw');
      assert.match(String(kiswahili.answer.headers.vary), /Cookie/);
      assert.deepEqual(kiswahili.notifications[0], { ...created, title: sw.welcomeTitle, message: sw.welcome });

      const english = await list(amina);
      assert.deepEqual(english.notifications[0], created);
      assert.deepEqual((await list(amina, { lang: 'en' }, { 'accept-language': 'sw' })).notifications[0], created, 'the device’s choice first');
      assert.equal((await list(amina, {}, { 'accept-language': 'sw-KE, en;q=0.5' })).notifications[0]!.title, sw.welcomeTitle);

      // Rows from before, and texts no catalog holds.
      await site.db.query(`INSERT INTO notifications (user_id, title, message) VALUES ($1, $2, $3), ($1, 'Booking confirmed', 'Thursday 2:00 PM with the budget expert.')`, [
        amina.id,
        NEW_SIGN_IN_TITLE,
        NEW_SIGN_IN_MESSAGE,
      ]);
      const all = (await list(amina, { lang: 'sw' })).notifications;
      assert.ok(all.some((n) => n.title === sw.newSignInTitle && n.message === sw.newSignIn));
      assert.ok(all.some((n) => n.title === 'Booking confirmed' && n.message === 'Thursday 2:00 PM with the budget expert.'));
    });

    it('follows the language saved with the account when the device chose none', async () => {
      const juma = await site.signedInCitizen('Juma Mwinyi');
      await site.db.query(`UPDATE users SET language = 'sw' WHERE id = $1`, [juma.id]);
      // A sign-in on another device: the notification the sign-in route stores.
      const again = await post('/api/auth/signin/', { email: juma.email, password: 'Kisumu-Lakeside-Evenings-2026' });
      assert.equal(again.statusCode, 200);
      const [latest] = (await list(juma)).notifications;
      assert.deepEqual([latest!.title, latest!.message], [sw.newSignInTitle, sw.newSignIn]);
      assert.equal((await list(juma, { lang: 'en' })).notifications[0]!.title, NEW_SIGN_IN_TITLE);
    });

    it('keeps the values of a text with placeholders: a reply to a discussion, a workshop seat, an expert session', async () => {
      const author = await site.signedInCitizen('Achieng Otieno');
      const replier = await site.signedInCitizen('Baraka Mwangi');
      const discussion = (await post('/api/discussions/', { title: 'Kondele market fees', content: 'Who sets them?' }, author.cookie)).json<{ id: string }>();
      assert.equal((await post(`/api/discussions/${discussion.id}/comments/`, { content: 'The county finance act.' }, replier.cookie)).statusCode, 201);
      const english = (await list(author)).notifications[0]!;
      const name = /^(.+) replied to "Kondele market fees"\.$/.exec(english.message)?.[1];
      assert.ok(name, english.message);
      const kiswahili = (await list(author, { lang: 'sw' })).notifications[0]!;
      assert.deepEqual([kiswahili.title, kiswahili.message], [sw.discussionReplyTitle, `${name} amejibu mjadala wako "Kondele market fees".`]);

      const seat = await post(
        '/api/workshops/public-participation-that-counts/register/',
        { name: 'Test Citizen', email: replier.email, phone: '+254 700 000 001', organization: '', role: '', expectations: 'Learn' },
        replier.cookie,
      );
      assert.equal(seat.statusCode, 201);
      const registered = (await list(replier)).notifications[0]!;
      const parts = /^You are registered for "(.+)" on (.+) at (.+) \(East Africa Time\)\. Join the meeting: (.+)\. Add it to your calendar: (.+)$/.exec(registered.message);
      assert.ok(parts, registered.message);
      const inKiswahili = (await list(replier, { lang: 'sw' })).notifications[0]!;
      assert.equal(inKiswahili.title, sw.workshopRegisteredTitle);
      assert.equal(
        inKiswahili.message,
        `Umejiandikisha kwa warsha "${parts[1]}", tarehe ${parts[2]}, ${parts[3]} (saa za Afrika Mashariki). Jiunge na mkutano: ${parts[4]}. Iongeze kwenye kalenda yako: ${parts[5]}`,
      );

      const booking = await post(
        '/api/bookings/',
        { formData: { userId: replier.email, expert: 'Wanjiru K.', topic: 'Ward bursaries', description: 'How are they allocated?' } },
        replier.cookie,
      );
      assert.equal(booking.statusCode, 201);
      const { data } = booking.json<{ data: { id: string; session_day: string; meeting_link: string } }>();
      const session = (await list(replier, { lang: 'sw' })).notifications[0]!;
      assert.equal(session.title, sw.expertBookedTitle);
      assert.match(session.message, /^Kipindi chako na Wanjiru K\. kuhusu "Ward bursaries" ni (Jumapili|Jumatatu|Jumanne|Jumatano|Alhamisi|Ijumaa|Jumamosi), /);
      assert.ok(
        session.message.includes(`Jiunge na mkutano: ${data.meeting_link}. Kiongeze kwenye kalenda yako: ${site.config.publicUrl}/api/bookings/${data.id}/calendar.ics`),
        session.message,
      );
    });

    it('tells a complainant of the case desk’s status change and reply in Kiswahili, the status named in Kiswahili', async () => {
      const staff = await site.signedInCitizen('Desk Officer');
      await site.grantRoles(staff.id);
      const citizen = await site.signedInCitizen('Complaining Citizen');
      const form = new FormData();
      for (const [name, value] of Object.entries(SAMPLE_COMPLAINT)) form.append(name, value);
      const filed = await site.app.inject({
        method: 'POST',
        url: '/api/complaints/',
        payload: form as never,
        headers: { ...SAME_ORIGIN, cookie: citizen.cookie },
        remoteAddress: '203.0.113.21',
      });
      assert.equal(filed.statusCode, 201, filed.body);
      const [complaint] = await site.db.query<{ id: string; reference: string }>(`SELECT id, reference FROM reports WHERE reporter_user_id = $1`, [citizen.id]);
      await post(`/api/desk/cases/${complaint!.id}/status/`, { status: 'under_review', reason: 'The registry is checking its receipts.' }, staff.cookie);
      const status = (await list(citizen, { lang: 'sw' })).notifications[0]!;
      assert.deepEqual(
        [status.title, status.message],
        [sw.statusChangedTitle, `Hali ya lalamiko lako ${complaint!.reference} sasa ni Inakaguliwa: The registry is checking its receipts.`],
      );
      await post(`/api/desk/cases/${complaint!.id}/replies/`, { message: 'Could you send the receipts?' }, staff.cookie);
      const reply = (await list(citizen, { lang: 'sw' })).notifications[0]!;
      assert.deepEqual([reply.title, reply.message], [sw.caseReplyTitle, fill(sw.complaintCaseReply, { reference: complaint!.reference })]);
    });

    it('tells a follower of a project’s change in Kiswahili, as the follow mails write it', async () => {
      const [project] = await site.db.query<{ id: string; title: string; status: string; county: string }>(
        `SELECT p.id, p.title, p.status, c.name AS county FROM projects p JOIN counties c ON c.code = p.county_code WHERE p.status <> 'Delayed' ORDER BY p.id LIMIT 1`,
      );
      const follower = await site.signedInCitizen('Zawadi Njeri');
      assert.equal((await site.app.inject({ method: 'PUT', url: `/api/follows/project/${project!.id}/`, headers: { ...SAME_ORIGIN, cookie: follower.cookie } })).statusCode, 200);
      await site.db.query(`UPDATE projects SET status = 'Delayed' WHERE id = $1`, [project!.id]);
      const original = site.app.mailer.send;
      site.app.mailer.send = async (_mail: Mail) => undefined;
      try {
        await site.app.deliverFollowUpdates();
      } finally {
        site.app.mailer.send = original;
      }
      const update = (await list(follower, { lang: 'sw' })).notifications.find((n) => n.title === sw.followTitle);
      const change: Change = { kind: 'status', before_value: project!.status, after_value: 'Delayed', title: project!.title, county_name: project!.county };
      assert.equal(update?.message, `${describeChange(change, 'sw')} ${site.config.publicUrl}${projectPath(project!.id)}`);
      assert.ok((await list(follower)).notifications.some((n) => n.title === FOLLOW_TITLE && n.message.startsWith(describeChange(change))));
    });

    it('pushes a notification over the socket in the language of the page that opened it', async () => {
      const wanjiku = await site.signedInCitizen('Wanjiku Kamau');
      const open = (headers: Record<string, string>) =>
        site.app.injectWS(`/ws/notifications/${wanjiku.id}/`, { headers: { cookie: wanjiku.cookie, origin: SAME_ORIGIN.origin, host: SAME_ORIGIN.host, ...headers } });
      const kiswahili = await open({ cookie: `${wanjiku.cookie}; lang=sw` });
      const english = await open({});
      const toKiswahili = nextMessage(kiswahili);
      const toEnglish = nextMessage(english);
      const created = await site.app.notify(wanjiku.id, 'New reply to your discussion', 'Otieno replied to "Where is the Kondele market money?".', 'forum');
      assert.deepEqual((await toKiswahili).message, { ...created, title: sw.discussionReplyTitle, message: 'Otieno amejibu mjadala wako "Where is the Kondele market money?".' });
      assert.deepEqual((await toEnglish).message, created, 'the English page gets it as stored');
      kiswahili.terminate();
      english.terminate();

      // No choice on the device: the account's saved language, read when the socket opens.
      await site.db.query(`UPDATE users SET language = 'sw' WHERE id = $1`, [wanjiku.id]);
      const account = await open({ 'accept-language': 'en' });
      const arriving = nextMessage(account);
      await site.app.notify(wanjiku.id, WELCOME_TITLE, WELCOME_MESSAGE, 'account');
      assert.deepEqual([(await arriving).message.title, (await arriving).message.message], [sw.welcomeTitle, sw.welcome]);
      account.terminate();
    });
  });
}
