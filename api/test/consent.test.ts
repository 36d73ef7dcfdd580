import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTestSite, type TestSite } from './harness.js';

/** A shell page as the shell's build writes it: the cookie notice's rules and markup, marked for the server. */
const SHELL_PAGE =
  '<!doctype html><html><head><title>test shell</title><style data-consent-notice>.notice{color:red}</style></head>' +
  '<body><div id="root"><!--consent-notice--><section class="notice"><form method="post" action="/api/cookie-consent/">' +
  '<button name="choice" value="essential_only">Essential only</button></form></section><!--/consent-notice--></div></body></html>';

const form = (body: string, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/api/cookie-consent/',
  headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:8080', ...headers },
  payload: body,
});

// Touches no database: the embedded one is enough.
describe('the cookie notice before scripts run', () => {
  let site: TestSite;
  before(async () => {
    site = await startTestSite(null);
    writeFileSync(path.join(site.config.shellDir, 'index.html'), SHELL_PAGE);
  });
  after(async () => site.close());

  it('sends a visitor who has not chosen the notice, its rules allowed by the answer’s style nonce', async () => {
    const page = await site.app.inject({ url: '/', headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 200);
    const nonce = /<style data-consent-notice nonce="([^"]+)">/.exec(page.body)?.[1];
    assert.ok(nonce, 'the notice’s rules carry a nonce');
    assert.ok(String(page.headers['content-security-policy']).includes(`'nonce-${nonce}'`), 'the CSP allows exactly that nonce');
    assert.match(page.body, /<section class="notice">/);
    assert.match(String(page.headers.vary), /Cookie/);
  });

  it('leaves the notice out for a browser whose cookie holds a choice, and keeps it for one holding anything else', async () => {
    const chosen = await site.app.inject({ url: '/', headers: { accept: 'text/html' }, cookies: { cookie_consent: 'all_cookies' } });
    assert.equal(chosen.statusCode, 200);
    assert.doesNotMatch(chosen.body, /consent-notice|class="notice"/);
    assert.match(chosen.body, /<div id="root"><\/div>/, 'the root is left empty for the shell');
    const unknown = await site.app.inject({ url: '/', headers: { accept: 'text/html' }, cookies: { cookie_consent: 'everything' } });
    assert.match(unknown.body, /<section class="notice">/);
  });

  it('stores a choice sent by the notice’s form and sends the browser back to the page it was on', async () => {
    const answer = await site.app.inject(form('choice=essential_only', { referer: 'http://localhost:8080/counties?page=2' }));
    assert.equal(answer.statusCode, 303);
    assert.equal(answer.headers.location, '/counties?page=2');
    const cookie = answer.cookies.find((item) => item.name === 'cookie_consent');
    assert.equal(cookie?.value, 'essential_only');
    assert.equal(cookie?.path, '/');
    assert.equal(cookie?.sameSite, 'Lax');
    assert.ok(Number(cookie?.maxAge) >= 365 * 24 * 3600 - 1, 'kept for a year');
    assert.notEqual(cookie?.httpOnly, true, 'the shell reads it too');

    const next = await site.app.inject({ url: '/counties', headers: { accept: 'text/html' }, cookies: { cookie_consent: 'essential_only' } });
    assert.doesNotMatch(next.body, /class="notice"/);
  });

  it('returns home rather than to another site, a folded double slash, or an API address', async () => {
    const elsewhere = await site.app.inject(form('choice=all_cookies', { referer: 'https://example.com/counties' }));
    assert.equal(elsewhere.headers.location, '/');
    const none = await site.app.inject(form('choice=all_cookies'));
    assert.equal(none.headers.location, '/');
    const doubled = await site.app.inject(form('choice=all_cookies', { referer: 'http://localhost:8080//example.com/x' }));
    assert.equal(doubled.headers.location, '/example.com/x');
    const api = await site.app.inject(form('choice=all_cookies', { referer: 'http://localhost:8080/api/counties/' }));
    assert.equal(api.headers.location, '/');
  });

  it('refuses a choice that is not one of the two, naming the field, and stores nothing', async () => {
    for (const body of ['choice=everything', '', 'other=essential_only']) {
      const answer = await site.app.inject(form(body));
      assert.equal(answer.statusCode, 400, body);
      assert.equal(answer.json().field, 'choice');
      assert.equal(answer.json().message, 'choice must be essential_only or all_cookies.');
      assert.equal(
        answer.cookies.find((item) => item.name === 'cookie_consent'),
        undefined,
      );
    }
  });

  it('refuses the form from another site', async () => {
    const answer = await site.app.inject(form('choice=all_cookies', { origin: 'https://example.com' }));
    assert.equal(answer.statusCode, 403);
    assert.equal(
      answer.cookies.find((item) => item.name === 'cookie_consent'),
      undefined,
    );
  });
});

/** A shell page with both first-paint parts: the notice, then the home page in its layout. */
const SHELL_PAGE_WITH_HOME =
  '<!doctype html><html><head><title>test shell</title><style data-consent-notice>.notice{color:red}</style>' +
  '<style data-home-page>.hero{color:green}</style></head><body><div id="root"><!--consent-notice--><section class="notice">' +
  'Cookies</section><!--/consent-notice--><!--home-page--><header>Uwazi Hub</header><main id="main"><section class="hero">' +
  '<h1>Empowering Citizens</h1></section></main><!--/home-page--></div></body></html>';

describe('the home page before scripts run', () => {
  let site: TestSite;
  before(async () => {
    site = await startTestSite(null);
    writeFileSync(path.join(site.config.shellDir, 'index.html'), SHELL_PAGE_WITH_HOME);
  });
  after(async () => site.close());

  it('sends it in the answer for / to a visitor with no session, its rules allowed by the answer’s style nonce', async () => {
    const page = await site.app.inject({ url: '/', headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<!--home-page--><header>Uwazi Hub<\/header><main id="main"><section class="hero"><h1>Empowering Citizens<\/h1>/);
    const nonce = /<style data-home-page nonce="([^"]+)">\.hero/.exec(page.body)?.[1];
    assert.ok(nonce, 'the home page’s rules carry a nonce');
    assert.ok(String(page.headers['content-security-policy']).includes(`'nonce-${nonce}'`), 'the CSP allows exactly that nonce');
    // A visitor who has chosen about cookies gets the home page without the notice.
    const chosen = await site.app.inject({ url: '/', headers: { accept: 'text/html' }, cookies: { cookie_consent: 'essential_only' } });
    assert.match(chosen.body, /<div id="root"><!--home-page--><header>/);
    assert.doesNotMatch(chosen.body, /class="notice"/);
  });

  it('leaves it out of every other page, keeping the notice', async () => {
    for (const url of ['/counties', '/complaints', '/no-such-page']) {
      const page = await site.app.inject({ url, headers: { accept: 'text/html' } });
      assert.doesNotMatch(page.body, /home-page|Empowering Citizens|\.hero/, url);
      assert.match(page.body, /<div id="root"><!--consent-notice--><section class="notice">Cookies<\/section><!--\/consent-notice--><\/div>/, url);
    }
  });

  it('leaves it out for a signed-in person, whose header names them', async () => {
    const citizen = await site.signedInCitizen('Wanjiku Achieng Otieno');
    const page = await site.app.inject({ url: '/', headers: { accept: 'text/html', cookie: citizen.cookie } });
    assert.equal(page.statusCode, 200);
    assert.doesNotMatch(page.body, /home-page|Empowering Citizens/);
    assert.match(page.body, /"user":\{/);
  });
});
