import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { accountMessages, contactSchema, validationMessages } from '@civic/shared/schemas';
import { sw } from '@civic/shared/schemas/sw';
import { SAME_ORIGIN, startTestSite, TEST_RELEASES, type TestSite } from './harness.js';
import { sw as apiSw } from '../src/i18n/messages.sw.js';

const SHELL_PAGE =
  '<!doctype html><html lang="en"><head><title>test shell</title><style data-consent-notice>.n{}</style><style data-page-frame>.f{}</style><style data-home-page>.h{}</style></head>' +
  '<body><noscript>Needs scripts</noscript><div id="root"><!--consent-notice--><section>Cookies</section><!--/consent-notice--><!--page-frame--><header>Frame</header><main><!--home-page--><h1>Home in English</h1><!--/home-page--></main><!--/page-frame--></div></body></html>';

// Touches no database beyond the embedded one: the language rules do not depend on it.
describe('answers in the reader’s language', () => {
  let site: TestSite;
  before(async () => {
    site = await startTestSite(null);
    writeFileSync(path.join(site.config.shellDir, 'index.html'), SHELL_PAGE);
  });
  after(async () => site.close());

  const signIn = (headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
    site.app.inject({ method: 'POST', url: '/api/auth/signin/', payload: { email: '', password: 'x' }, headers: { ...SAME_ORIGIN, ...headers }, cookies });

  it('gives a validation error in Kiswahili for the language the device chose, naming the same field', async () => {
    const answer = await signIn({}, { lang: 'sw' });
    assert.equal(answer.statusCode, 400);
    assert.equal(answer.json().field, 'email');
    assert.equal(answer.json().message, sw.accountMessages.emailRequired);
    assert.equal(answer.headers['content-language'], 'sw');
  });

  it('follows the browser’s Accept-Language by its weights when the device has not chosen', async () => {
    assert.equal((await signIn({ 'accept-language': 'fr-FR, sw-KE;q=0.9, en;q=0.8' })).json().message, sw.accountMessages.emailRequired);
    assert.equal((await signIn({ 'accept-language': 'en-GB, sw;q=0.5' })).json().message, accountMessages.emailRequired);
    // The device's choice wins over the browser's.
    assert.equal((await signIn({ 'accept-language': 'sw' }, { lang: 'en' })).json().message, accountMessages.emailRequired);
  });

  it('answers in English, without an error, for a language it does not have', async () => {
    const unknownCookie = await signIn({}, { lang: 'xx' });
    assert.equal(unknownCookie.statusCode, 400);
    assert.equal(unknownCookie.json().message, accountMessages.emailRequired);
    assert.equal((await signIn({ 'accept-language': 'de-DE' })).json().message, accountMessages.emailRequired);
  });

  it('gives the complaint-tracking form’s errors in Kiswahili, the same words the browser shows', async () => {
    const track = (payload: object) =>
      site.app.inject({ method: 'POST', url: '/api/complaints/track/', payload, headers: { ...SAME_ORIGIN }, cookies: { lang: 'sw' }, remoteAddress: '198.51.100.71' });
    const missing = await track({ reference: '', email: 'otieno@example.org' });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().field, 'reference');
    assert.equal(missing.json().message, sw.complaintTrackingMessages.referenceRequired);
    const malformed = await track({ reference: 'UH-2026-ABCD-EFGH', email: 'otieno@' });
    assert.equal(malformed.json().field, 'email');
    // The same English words as the account form's, so the same Kiswahili as there.
    assert.equal(malformed.json().message, sw.accountMessages.emailInvalid);
  });

  it('carries a message’s placeholders into the other language', async () => {
    const long = 'x'.repeat(121);
    const answer = await site.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: long, email: 'a@example.com', message: 'Hello' },
      headers: { ...SAME_ORIGIN },
      cookies: { lang: 'sw' },
    });
    assert.equal(answer.statusCode, 400);
    assert.equal(answer.json().field, 'name');
    assert.equal(answer.json().message, sw.validationMessages.tooLong.replace('{max}', '120'));
    // The schema the route uses is the browser's, and it does say 120 in English.
    await assert.rejects(contactSchema.validateAt('name', { name: long }), new RegExp(validationMessages.tooLong.replace('{max}', '120').replace(/[()]/g, '\\$&')));
  });

  it('keeps a signed-in citizen’s language with their account and refuses a language it does not have, naming the field', async () => {
    const citizen = await site.signedInCitizen('Achieng Wanjiru Otieno');
    const put = (language: unknown, cookies: Record<string, string> = {}) =>
      site.app.inject({ method: 'PUT', url: '/api/auth/language/', payload: { language }, headers: { ...SAME_ORIGIN, cookie: citizen.cookie }, cookies });
    const refused = await put('fr');
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().field, 'language');
    assert.equal(refused.json().message, accountMessages.languageInvalid);
    assert.equal((await put('sw')).statusCode, 200);
    const me = await site.app.inject({ url: '/api/auth/user/', headers: { cookie: citizen.cookie } });
    assert.equal(me.json().data.user.language, 'sw');
    // With no choice on this device, the account's language is the answer's.
    const answer = await site.app.inject({ method: 'PUT', url: '/api/auth/language/', payload: { language: 'de' }, headers: { ...SAME_ORIGIN, cookie: citizen.cookie } });
    assert.equal(answer.json().message, sw.accountMessages.languageInvalid);
    const anonymous = await site.app.inject({ method: 'PUT', url: '/api/auth/language/', payload: { language: 'sw' }, headers: { ...SAME_ORIGIN } });
    assert.equal(anonymous.statusCode, 401);
  });

  it('sends the page with <html lang> in the reader’s language, and the English first paint only to English readers', async () => {
    const english = await site.app.inject({ url: '/', headers: { accept: 'text/html', 'accept-language': 'en-KE' } });
    assert.match(english.body, /<html lang="en" data-language="en"/);
    assert.match(english.body, /Home in English/);
    assert.match(english.body, /<section>Cookies<\/section>/);
    const kiswahili = await site.app.inject({ url: '/', headers: { accept: 'text/html' }, cookies: { lang: 'sw' } });
    assert.match(kiswahili.body, /<html lang="sw" data-language="sw"/);
    assert.doesNotMatch(kiswahili.body, /Home in English|Frame|Cookies/);
    assert.match(String(kiswahili.headers.vary), /Accept-Language/);
    const unknown = await site.app.inject({ url: '/', headers: { accept: 'text/html' }, cookies: { lang: 'zz' } });
    assert.match(unknown.body, /<html lang="en"/);
    // The title the section's routes file gives in that language.
    const counties = await site.app.inject({ url: '/counties', headers: { accept: 'text/html' }, cookies: { lang: 'sw' } });
    assert.match(counties.body, /<title>Kaunti — /);
    assert.match((await site.app.inject({ url: '/counties', headers: { accept: 'text/html' } })).body, /<title>Counties — /);
    // And the shell's own pages'.
    const settings = await site.app.inject({ url: '/cookie-settings', headers: { accept: 'text/html' }, cookies: { lang: 'sw' } });
    assert.match(settings.body, /<title>Mipangilio ya vidakuzi — /);
    assert.match((await site.app.inject({ url: '/cookie-settings', headers: { accept: 'text/html' } })).body, /<title>Cookie settings — /);
  });

  it('sends the first paint in Kiswahili where the builds rendered it, the notice, frame, home page and a section’s page, none where they did not', async () => {
    // What the shell's build writes beside its page, and a section's build beside its manifest, for Kiswahili.
    writeFileSync(
      path.join(site.config.shellDir, 'first-paint.sw.json'),
      JSON.stringify({
        styles: { 'consent-notice': '.n-sw{}', 'page-frame': '.f-sw{}', 'home-page': '.h-sw{}' },
        texts: { title: 'Ukurasa wa nyumbani', description: 'Maelezo', noscript: 'Inahitaji JavaScript' },
        markup:
          '<!--consent-notice--><section>Vidakuzi</section><!--/consent-notice--><!--page-frame--><header>Fremu</header><main><!--home-page--><h1>Nyumbani kwa Kiswahili</h1><!--/home-page--></main><!--/page-frame-->',
      }),
    );
    const release = path.join(site.config.deployDir, 'remotes', 'mfe-org', TEST_RELEASES.mfe_org.version);
    writeFileSync(path.join(release, 'first-paint.json'), JSON.stringify({ pages: { '/who-we-are': { html: '<h1>Who We Are</h1>', css: '.w{}' } } }));
    writeFileSync(path.join(release, 'first-paint.sw.json'), JSON.stringify({ pages: { '/who-we-are': { html: '<h1>Sisi ni nani</h1>', css: '.w-sw{}' } } }));
    // The page as a browser shows it (the parts' marks are comments).
    const page = async (url: string, language: string, cookies: Record<string, string> = {}) => {
      const answer = await site.app.inject({ url, headers: { accept: 'text/html' }, cookies: { lang: language, ...cookies } });
      return { body: answer.body.replace(/<!--[\s\S]*?-->/g, '') };
    };

    const home = await page('/', 'sw');
    assert.match(home.body, /<html lang="sw"/);
    assert.match(home.body, /<div id="root"><section>Vidakuzi<\/section><header>Fremu<\/header><main><h1>Nyumbani kwa Kiswahili<\/h1><\/main><\/div>/);
    assert.match(
      home.body,
      /<style data-consent-notice nonce="[^"]+">\.n-sw\{\}<\/style><style data-page-frame nonce="[^"]+">\.f-sw\{\}<\/style><style data-home-page nonce="[^"]+">\.h-sw\{\}<\/style>/,
    );
    assert.doesNotMatch(home.body, /Home in English|Cookies|>Frame<|Needs scripts|test shell/);
    assert.match(home.body, /<title>Ukurasa wa nyumbani<\/title>/);
    assert.match(home.body, /<noscript>Inahitaji JavaScript<\/noscript>/);
    // A chosen cookie setting leaves the notice out, in Kiswahili as in English.
    assert.doesNotMatch((await page('/', 'sw', { cookie_consent: 'essential_only' })).body, /Vidakuzi/);

    const section = await page('/who-we-are', 'sw');
    assert.match(section.body, /<header>Fremu<\/header><main><div id="first-paint-page" data-path="\/who-we-are"><h1>Sisi ni nani<\/h1><\/div><\/main>/);
    assert.match(section.body, /<style data-section-page nonce="[^"]+">\.w-sw\{\}<\/style>/);
    const english = await page('/who-we-are', 'en');
    assert.match(english.body, /<header>Frame<\/header><main><div id="first-paint-page" data-path="\/who-we-are"><h1>Who We Are<\/h1>/);
    assert.doesNotMatch(english.body, /<h1>Sisi ni nani<\/h1>|Fremu|Vidakuzi/);
  });

  it('marks the page for low-data mode when the device chose it or the browser asks to save data', async () => {
    const page = (headers: Record<string, string>, cookies: Record<string, string> = {}) => site.app.inject({ url: '/', headers: { accept: 'text/html', ...headers }, cookies });
    assert.doesNotMatch((await page({})).body, /data-low-data/);
    assert.match((await page({ 'save-data': 'on' })).body, /<html lang="en" data-language="en" data-low-data="save-data"/);
    assert.match((await page({}, { data_saver: 'on' })).body, /data-low-data="on"/);
    // The device's choice wins over the browser's.
    assert.doesNotMatch((await page({ 'save-data': 'on' }, { data_saver: 'off' })).body, /data-low-data/);
    assert.match(String((await page({})).headers.vary), /Save-Data/);
  });

  it('keeps the language chosen on a device with an account that has none when its owner signs in there, never over a saved one', async () => {
    const citizen = await site.signedInCitizen('Otieno Barasa Wekesa');
    // The password the harness gives its citizens.
    const password = 'Kisumu-Lakeside-Evenings-2026';
    const signInHere = (cookies: Record<string, string>) =>
      site.app.inject({ method: 'POST', url: '/api/auth/signin/', payload: { email: citizen.email, password }, headers: SAME_ORIGIN, cookies });
    assert.equal((await signInHere({ lang: 'sw' })).json().data.language, 'sw');
    const [saved] = await site.db.query<{ language: string | null }>('SELECT language FROM users WHERE id = $1', [citizen.id]);
    assert.equal(saved!.language, 'sw');
    // A device that chose English does not overwrite the account's Kiswahili.
    assert.equal((await signInHere({ lang: 'en' })).json().data.language, 'sw');
  });
});

describe('an answer given before the request is read in full, in the reader’s language', () => {
  it('a stopping instance’s 503 follows the lang cookie and Accept-Language', async () => {
    const site = await startTestSite(null);
    try {
      void site.app.drain(1_000);
      const stopping = await site.app.inject({ url: '/api/counties/', headers: { cookie: 'other=1; lang=sw' } });
      assert.equal(stopping.statusCode, 503);
      assert.equal(stopping.headers['content-language'], 'sw');
      assert.equal(stopping.json().message, apiSw.restarting);
      const byBrowser = await site.app.inject({ url: '/api/counties/', headers: { 'accept-language': 'sw-KE, en;q=0.5' } });
      assert.equal(byBrowser.json().message, apiSw.restarting);
      const english = await site.app.inject({ url: '/api/counties/' });
      assert.equal(english.json().message, 'The site is restarting. Please try again in a few seconds.');
      assert.equal(english.headers['content-language'], 'en');
    } finally {
      await site.close();
    }
  });
});
