import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DATABASES, SAME_ORIGIN, signUpPayload, startTestSite, type TestSite } from './harness.js';
import { startMailbox, tokenFrom, type ReceivedMail } from './mailbox.js';
import type { Language } from '../src/i18n/languages.js';
import type { Mail } from '../src/mail/mailer.js';
import { alreadyRegisteredMail, passwordChangedMail, resetMail, verificationMail } from '../src/accounts/mails.js';
import { alreadySubscribedMail, newsletterConfirmMail, registeredMail, seatHoldMail, waitlistMail } from '../src/community/mails.js';
import { complaintReceivedMail, complaintReplyMail, complaintStatusMail } from '../src/reporting/mails.js';
import { describeChange } from '../src/follows/changes.js';

/** Words only a Kiswahili mail has, and only an English one. */
const KISWAHILI = /\bHabari\b/;
const ENGLISH = /\bHello\b/;

/** Every builder, with the same facts, in one language. */
function everyMail(language: Language): Mail[] {
  const workshop = { title: 'Bajeti ya Kaunti 101', date: '2026-09-05', time: '09:30', location: 'Kisumu Social Hall' };
  const complaint = { to: 'c@example.org', fullName: 'Akinyi Odhiambo', reference: 'UH-2026-ABCD-EFGH', siteUrl: 'https://uwazi.test' };
  return [
    verificationMail('a@example.org', 'Akinyi Odhiambo', 'https://uwazi.test/auth/verify-email?token=verify123', language),
    alreadyRegisteredMail('a@example.org', 'https://uwazi.test/auth/signin', 'https://uwazi.test/auth/forgot-password', language),
    resetMail('a@example.org', 'Akinyi Odhiambo', 'https://uwazi.test/auth/reset-password?token=reset123', language),
    passwordChangedMail('a@example.org', 'Akinyi Odhiambo', 'https://uwazi.test/auth/forgot-password', language),
    seatHoldMail('a@example.org', 'Akinyi', workshop, 'https://uwazi.test/workshops/confirm?token=hold123', language),
    registeredMail(
      'a@example.org',
      'Akinyi',
      workshop,
      { meetingLink: 'https://meet.jit.si/UwaziHub-abc', calendarLink: 'https://uwazi.test/api/workshops/registrations/1/calendar.ics' },
      language,
    ),
    registeredMail('a@example.org', 'Akinyi', workshop, { meetingLink: null, calendarLink: 'https://uwazi.test/api/workshops/registrations/2/calendar.ics' }, language),
    waitlistMail('a@example.org', workshop, 'https://uwazi.test/workshops/confirm?token=wait123', language),
    newsletterConfirmMail('a@example.org', 'general', 'https://uwazi.test/newsletter/confirm?token=n1', 'https://uwazi.test/newsletter/unsubscribe?token=u1', language),
    alreadySubscribedMail('a@example.org', 'workshops', 'https://uwazi.test/newsletter/unsubscribe?token=u2', language),
    complaintReceivedMail(complaint, language),
    complaintStatusMail(complaint, 'under_review', 'The registry is checking its receipts for July.', language),
    complaintReplyMail({ ...complaint, fullName: null }, language),
  ];
}

/** The links, codes and figures of a text: what must be the same in every language. */
const facts = (text: string) => (text.match(/https?:\/\/\S+|UH-[\w-]+|\d[\d:.-]*/g) ?? []).map((fact) => fact.replace(/[.,:]+$/, '')).sort();

describe('mail words', () => {
  it('every mail has a Kiswahili version with the same links, codes and figures', () => {
    const english = everyMail('en');
    const kiswahili = everyMail('sw');
    english.forEach((mail, i) => {
      const other = kiswahili[i]!;
      assert.equal(other.to, mail.to);
      assert.notEqual(other.subject, mail.subject, `a Kiswahili subject for "${mail.subject}"`);
      assert.match(mail.text, ENGLISH);
      assert.match(other.text, KISWAHILI, `a Kiswahili text for "${mail.subject}"`);
      assert.doesNotMatch(other.text, ENGLISH);
      assert.deepEqual(facts(other.text), facts(mail.text), `the same facts in "${mail.subject}" and "${other.subject}"`);
      assert.deepEqual(facts(other.subject), facts(mail.subject));
    });
  });

  it('keeps the English words as they were', () => {
    const [verification, , reset] = everyMail('en');
    assert.equal(verification!.subject, 'Confirm your e-mail address for Uwazi Hub');
    assert.ok(verification!.text.startsWith('Hello Akinyi Odhiambo,\n\nThank you for joining Uwazi Hub. Please confirm that this is your e-mail address by opening this link:'));
    assert.equal(reset!.subject, 'Reset your Uwazi Hub password');
    const status = everyMail('en')[11]!;
    assert.equal(status.subject, 'Your complaint UH-2026-ABCD-EFGH is now Under review');
    assert.match(everyMail('en')[12]!.text, /^Hello there,/);
    assert.match(everyMail('sw')[12]!.text, /^Habari,/);
    assert.equal(
      describeChange({ kind: 'budget', before_value: '1000000/0/0', after_value: '12500000/5000000/2000000', title: 'Borehole', county_name: 'Kisumu' }),
      '"Borehole" in Kisumu has new budget figures: allocated KES 12.5M, disbursed KES 5.0M, spent KES 2.0M (spent was KES 0.0M).',
    );
  });

  it('says what changed in a followed project in Kiswahili, with the glossary words', () => {
    const change = { title: 'Borehole', county_name: 'Kisumu' };
    assert.equal(
      describeChange({ ...change, kind: 'status', before_value: 'On Track', after_value: 'Delayed' }, 'sw'),
      'Hali ya mradi "Borehole" katika kaunti ya Kisumu imebadilika kutoka "Unaendelea vizuri" kuwa "Umechelewa".',
    );
    assert.equal(
      describeChange({ ...change, kind: 'budget', before_value: '1000000/0/0', after_value: '12500000/5000000/2000000' }, 'sw'),
      'Mradi "Borehole" katika kaunti ya Kisumu una takwimu mpya za bajeti: kilichotengwa KSh milioni 12.5, kilichotolewa KSh milioni 5.0, kilichotumika KSh milioni 2.0 (awali kilichotumika kilikuwa KSh milioni 0.0).',
    );
    assert.equal(describeChange({ ...change, kind: 'documents', before_value: '1', after_value: '3' }, 'sw'), 'Mradi "Borehole" katika kaunti ya Kisumu una nyaraka mpya 2.');
    assert.equal(describeChange({ ...change, kind: 'added', before_value: null, after_value: 'Planned' }, 'sw'), 'Mradi mpya: "Borehole" katika kaunti ya Kisumu (Umepangwa).');
  });
});

const NEW_PASSWORD = 'Kisumu-Lakeside-Evenings-2026';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

for (const database of DATABASES) {
  describe(`the language of e-mails on ${database.name}`, () => {
    let site: TestSite;
    let mailbox: Awaited<ReturnType<typeof startMailbox>>;
    let counter = 0;
    const uniqueEmail = (name = 'mwananchi') => `${name}${(counter += 1)}.${Date.now()}@example.org`;

    before(async () => {
      mailbox = await startMailbox();
      site = await startTestSite(database.url, { SMTP_URL: mailbox.url, PUBLIC_URL: 'http://uwazi.test', SECURE_COOKIES: '', STAFF_EMAILS: '' });
    });
    after(async () => {
      await site.close();
      await mailbox.close();
    });

    // Each call from its own address: sign-ups and mails are limited per client.
    const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      site.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...SAME_ORIGIN, ...headers }, remoteAddress: `198.51.100.${(counter % 250) + 1}` });
    const put = (url: string, cookie: string, payload?: object) => site.app.inject({ method: 'PUT', url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });
    const mailsTo = (to: string) => mailbox.received.filter((mail) => mail.to === to);

    it('writes to a citizen whose account is in Kiswahili in Kiswahili: verification and password reset, whatever the device says', async () => {
      const email = uniqueEmail();
      assert.equal((await post('/api/auth/signup/', signUpPayload(email))).statusCode, 201);
      const first = await mailbox.waitFor(email, /^Confirm your e-mail address for Uwazi Hub$/);
      assert.match(first.text, /^Hello /);
      await site.db.query(`UPDATE users SET language = 'sw' WHERE email = $1`, [email]);

      // The device asks for English; the account's own choice wins for what is mailed to it.
      assert.equal((await post('/api/auth/resend-verification/', { email }, { cookie: 'lang=en' })).statusCode, 200);
      const verification = await mailbox.waitFor(email, /^Thibitisha barua pepe yako ya Uwazi Hub$/);
      assert.match(verification.text, /^Habari /);
      assert.match(verification.text, /kwa saa 24\./);
      assert.equal((await post('/api/auth/verify-email/', { token: tokenFrom(verification, '/auth/verify-email') })).statusCode, 200);

      assert.equal((await post('/api/auth/reset-password/', { email }, { 'accept-language': 'en-GB,en;q=0.9' })).statusCode, 200);
      const reset = await mailbox.waitFor(email, /^Weka upya nenosiri lako la Uwazi Hub$/);
      assert.match(reset.text, /Ili kuchagua nenosiri jipya, fungua:/);
      const token = tokenFrom(reset, '/auth/reset-password');
      assert.equal((await post('/api/auth/reset-password/confirm/', { token, password: NEW_PASSWORD })).statusCode, 200);
    });

    it('writes a new sign-up in the language it was made in: the lang cookie, else Accept-Language', async () => {
      const byCookie = uniqueEmail();
      assert.equal((await post('/api/auth/signup/', signUpPayload(byCookie), { cookie: 'lang=sw' })).statusCode, 201);
      const mail = await mailbox.waitFor(byCookie, /^Thibitisha barua pepe yako ya Uwazi Hub$/);
      assert.match(mail.text, /Asante kwa kujiunga na Uwazi Hub\./);
      assert.match(mail.text, /http:\/\/uwazi\.test\/auth\/verify-email\?token=/);
      assert.equal((await post('/api/auth/verify-email/', { token: tokenFrom(mail, '/auth/verify-email') })).statusCode, 200);

      const byHeader = uniqueEmail();
      assert.equal((await post('/api/auth/signup/', signUpPayload(byHeader), { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' })).statusCode, 201);
      await mailbox.waitFor(byHeader, /^Thibitisha barua pepe yako ya Uwazi Hub$/);

      // Registering again an address whose account chose Kiswahili: told in Kiswahili, even from an English device.
      await site.db.query(`UPDATE users SET language = 'sw' WHERE email = $1`, [byHeader]);
      assert.equal((await post('/api/auth/signup/', signUpPayload(byHeader), { cookie: 'lang=en' })).statusCode, 201);
      const again = await mailbox.waitFor(byHeader, /^Mtu alijaribu kujisajili kwa barua pepe yako$/);
      assert.match(again.text, /Kuingia: http:\/\/uwazi\.test\/auth\/signin/);
    });

    it('keeps to English, word for word, when nothing says another language', async () => {
      const email = uniqueEmail();
      assert.equal((await post('/api/auth/signup/', signUpPayload(email))).statusCode, 201);
      const mail = await mailbox.waitFor(email, /Confirm your e-mail/);
      const link = `http://uwazi.test/auth/verify-email?token=${encodeURIComponent(tokenFrom(mail, '/auth/verify-email'))}`;
      const expected = verificationMail(email, signUpPayload(email).fullName, link, 'en');
      assert.equal(mail.subject, expected.subject);
      assert.equal(mail.text.trim(), expected.text);
      assert.match(mail.text, /^Hello Achieng Otieno,\n\nThank you for joining Uwazi Hub\./);

      // An unknown language anywhere is no choice: English.
      const other = uniqueEmail();
      assert.equal((await post('/api/auth/signup/', signUpPayload(other), { cookie: 'lang=fr', 'accept-language': 'fr-FR' })).statusCode, 201);
      await mailbox.waitFor(other, /^Confirm your e-mail address for Uwazi Hub$/);
    });

    it('sends a follow update, outside any request, in each follower’s saved language', async () => {
      const [project] = await site.db.query<{ id: string; title: string }>(`SELECT id, title FROM projects WHERE status = 'On Track' ORDER BY id LIMIT 1`);
      const amina = await site.signedInCitizen('Amina Kiswahili');
      const john = await site.signedInCitizen('John English');
      assert.equal((await put('/api/auth/language/', amina.cookie, { language: 'sw' })).statusCode, 200);
      for (const citizen of [amina, john]) assert.equal((await put(`/api/follows/project/${project!.id}/`, citizen.cookie)).statusCode, 200);

      await site.db.query(`UPDATE projects SET status = 'Delayed' WHERE id = $1`, [project!.id]);
      await site.app.deliverFollowUpdates();

      const sw = await mailbox.waitFor(amina.email, /^Taarifa mpya kuhusu mradi unaoufuatilia$/);
      assert.match(sw.text, /^Habari Amina/);
      assert.ok(sw.text.includes(`- Hali ya mradi "${project!.title}" katika kaunti ya `), sw.text);
      assert.match(sw.text, /kutoka "Unaendelea vizuri" kuwa "Umechelewa"\./);
      assert.match(sw.text, /fungua dashibodi yako:\n\nhttp:\/\/uwazi\.test\/dashboard/);

      const en = await mailbox.waitFor(john.email, /^An update on a project you follow$/);
      assert.match(en.text, /changed status from On Track to Delayed\./);
      assert.doesNotMatch(en.text, KISWAHILI);
    });

    it('writes to a complainant without an account in the language the complaint was filed in, the case handler’s later mails too', async () => {
      const staff = await site.signedInCitizen('Desk Officer');
      await site.grantRoles(staff.id);
      const email = uniqueEmail('mlalamikaji');
      const filed = await site.app.inject({
        method: 'POST',
        url: '/api/complaints/',
        payload: form({
          category: 'fraud',
          county: '042',
          institution: 'Kisumu Lands Registry',
          details: 'Ada ilitozwa mara mbili.',
          incidentDate: '2026-07-10',
          fullName: 'Otieno Ouma',
          email,
          phone: '+254711000001',
          declaration: 'true',
        }) as never,
        headers: { ...SAME_ORIGIN, cookie: 'lang=sw' },
        remoteAddress: '203.0.113.40',
      });
      assert.equal(filed.statusCode, 201, filed.body);
      const reference: string = filed.json().data.reference;
      const received = await mailbox.waitFor(email, /^Tumepokea lalamiko lako /);
      assert.ok(received.subject.endsWith(reference));
      assert.ok(received.text.includes(`namba ya kumbukumbu ${reference}`));
      const [row] = await site.db.query<{ id: string; language: string }>('SELECT id, language FROM reports WHERE reference = $1', [reference]);
      assert.equal(row!.language, 'sw');

      // The case handler works in English; the complainant still reads Kiswahili.
      const desk = (path: string, payload: object) =>
        site.app.inject({ method: 'POST', url: `/api/desk/cases/${row!.id}/${path}/`, payload, headers: { ...SAME_ORIGIN, cookie: `${staff.cookie}; lang=en` } });
      assert.equal((await desk('status', { status: 'under_review', reason: 'The registry is checking its receipts.' })).statusCode, 200);
      const status: ReceivedMail = await mailbox.waitFor(email, /^Hali ya lalamiko lako /);
      assert.equal(status.subject, `Hali ya lalamiko lako ${reference} sasa ni: Inakaguliwa`);
      assert.match(status.text, /Sababu aliyotoa afisa wa kesi: The registry is checking its receipts\./);
      assert.equal((await desk('replies', { message: 'Tafadhali tutumie risiti.' })).statusCode, 200);
      const reply = await mailbox.waitFor(email, /^Afisa wa kesi amejibu/);
      assert.match(reply.text, /"Majibu ya maafisa wa kesi"/);
      assert.ok(mailsTo(email).every((mail) => !ENGLISH.test(mail.text)));
    });

    it('confirms a newsletter subscription in the language it was asked for in, and keeps it with the subscription', async () => {
      const email = uniqueEmail('msomaji');
      assert.equal((await post('/api/newsletter/subscribe/', { email }, { 'accept-language': 'sw' })).statusCode, 200);
      const mail = await mailbox.waitFor(email, /^Thibitisha kujiunga na jarida la Uwazi Hub$/);
      assert.match(mail.text, /http:\/\/uwazi\.test\/newsletter\/confirm\?token=/);
      const [row] = await site.db.query<{ language: string }>('SELECT language FROM newsletter_subscriptions WHERE email = $1', [email]);
      assert.equal(row!.language, 'sw');
    });
  });
}
