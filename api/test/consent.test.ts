import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTestSite, TEST_RELEASES, type TestSite } from './harness.js';

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

/** A shell page with every first-paint part: the notice, then the frame (header and main) with the home page in its main. */
const SHELL_PAGE_WITH_FRAME =
  '<!doctype html><html><head><title>test shell</title><link rel="manifest" href="/manifest.webmanifest"/><link rel="apple-touch-icon" href="/icons/192.png"/>' +
  '<script defer="defer" src="/shell/1.0.0-abc/main.0123456789.js"></script>' +
  '<link rel="preload" href="/shell/1.0.0-abc/227.0123456789.js" as="script">' +
  '<link rel="preload" href="/shell/1.0.0-abc/api-client.0123456789.js" data-preload="api-client" as="script">' +
  '<link rel="preload" href="/shell/1.0.0-abc/signed-in.0123456789.js" data-preload="signed-in" as="script">' +
  '<style data-consent-notice>.notice{color:red}</style><style data-page-frame>.header{color:blue}</style><style data-home-page>.hero{color:green}</style></head><body><div id="root">' +
  '<!--consent-notice--><section class="notice">Cookies</section><!--/consent-notice--><!--page-frame--><div id="first-paint-frame">' +
  '<header class="header">Uwazi Hub</header><main id="main"><!--home-page--><section class="hero"><h1>Empowering Citizens</h1></section>' +
  '<!--/home-page--></main></div><!--/page-frame--></div></body></html>';

/** What a section's build writes beside its manifest: its pages rendered ahead, with their scoped rules. */
const SECTION_PAGES = {
  pages: {
    '/who-we-are': { html: '<section class="intro"><h1>Who We Are</h1></section>', css: '#first-paint-page .intro{color:purple}' },
    // A page whose build said it stands for any query (as the search page's does).
    '/faq': { html: '<section class="faq"><h1>FAQs</h1><p>Loading the answers…</p></section>', css: '#first-paint-page .faq{color:teal}', anyQuery: true },
  },
};

describe('the home page and a section’s page before scripts run', () => {
  let site: TestSite;
  before(async () => {
    site = await startTestSite(null);
    writeFileSync(path.join(site.config.shellDir, 'index.html'), SHELL_PAGE_WITH_FRAME);
    const release = path.join(site.config.deployDir, 'remotes', 'mfe-org', TEST_RELEASES.mfe_org.version);
    writeFileSync(path.join(release, 'first-paint.json'), JSON.stringify(SECTION_PAGES));
  });
  after(async () => site.close());

  it('sends the home page in its frame in the answer for / to a visitor with no session, its rules allowed by the answer’s style nonce', async () => {
    const page = await site.app.inject({ url: '/', headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<header class="header">Uwazi Hub<\/header><main id="main"><!--home-page--><section class="hero"><h1>Empowering Citizens<\/h1>/);
    const nonce = /<style data-page-frame nonce="([^"]+)">\.header/.exec(page.body)?.[1];
    assert.ok(nonce, 'the frame’s rules carry a nonce');
    assert.ok(page.body.includes(`<style data-home-page nonce="${nonce}">.hero`), 'and so do the home page’s');
    assert.ok(String(page.headers['content-security-policy']).includes(`'nonce-${nonce}'`), 'the CSP allows exactly that nonce');
    // A visitor who has chosen about cookies gets the home page without the notice.
    const chosen = await site.app.inject({ url: '/', headers: { accept: 'text/html' }, cookies: { cookie_consent: 'essential_only' } });
    assert.match(chosen.body, /<div id="root"><!--page-frame--><div id="first-paint-frame"><header/);
    assert.doesNotMatch(chosen.body, /class="notice"/);
  });

  it('sends a section’s page its release rendered ahead in the frame, in place of the home page, on its plain address only', async () => {
    const page = await site.app.inject({ url: '/who-we-are', headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<main id="main"><div id="first-paint-page" data-path="\/who-we-are"><section class="intro"><h1>Who We Are<\/h1><\/section><\/div><\/main>/);
    const nonce = /<style data-section-page nonce="([^"]+)">#first-paint-page \.intro\{color:purple\}<\/style>/.exec(page.body)?.[1];
    assert.ok(nonce, 'the page’s rules carry a nonce');
    assert.ok(String(page.headers['content-security-policy']).includes(`'nonce-${nonce}'`));
    assert.ok(page.body.includes(`<style data-page-frame nonce="${nonce}">`), 'and so do the frame’s');
    assert.doesNotMatch(page.body, /home-page|Empowering Citizens|\.hero/);
    assert.match(page.body, /<section class="notice">Cookies<\/section>/, 'the notice comes first, as everywhere');
    // A query could ask the page for something else than it showed when it was built.
    const asked = await site.app.inject({ url: '/who-we-are?team=board', headers: { accept: 'text/html' } });
    assert.equal(asked.statusCode, 200);
    assert.doesNotMatch(asked.body, /first-paint|Who We Are<\/h1>|\.intro/); // Unless its build said that what it shows ahead is the same whatever the query asks.
    for (const url of ['/faq', '/faq?q=water&kind=pages']) {
      const faq = await site.app.inject({ url, headers: { accept: 'text/html' } });
      assert.match(
        faq.body,
        /<main id="main"><div id="first-paint-page" data-path="\/faq"><section class="faq"><h1>FAQs<\/h1><p>Loading the answers…<\/p><\/section><\/div><\/main>/,
        url,
      );
      assert.match(faq.body, /<template id="after-first-paint">/, `${url}: a readable page, its scripts started once it has painted`);
    }
    // Never to someone signed in, whose page the scripts draw at once.
    const citizen = await site.signedInCitizen('Achieng Atieno Odhiambo-Were');
    const signedIn = await site.app.inject({ url: '/faq?q=water', headers: { accept: 'text/html', cookie: citizen.cookie } });
    assert.doesNotMatch(signedIn.body, /first-paint-page|Loading the answers/);
  });

  it('starts a readable page’s scripts once it has painted, at low priority: its start tags wait at the end of its body, put back by the one inline script the CSP allows', async () => {
    const preload = (body: string) => /<link rel="preload" href="\/shell\/1\.0\.0-abc\/227\.0123456789\.js"[^>]*>/.exec(body)?.[0];
    const startTags = (html: string) => [...html.matchAll(/<(?:script|link rel="(?:preload|manifest|apple-touch-icon)")[^>]*\s(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    const later = ['/manifest.webmanifest', '/icons/192.png', '/shell/1.0.0-abc/main.0123456789.js', '/shell/1.0.0-abc/227.0123456789.js'];
    for (const [url, expected] of [
      ['/', later],
      // A text that asks the API nothing at start: no API client either (see the next test).
      ['/who-we-are', later],
    ] as const) {
      const page = await site.app.inject({ url, headers: { accept: 'text/html' } });
      const [head = '', body = ''] = page.body.split('</head>');
      assert.deepEqual(startTags(head), [], `${url}: nothing starts from the head`);
      const kept = /<template id="after-first-paint">(.*?)<\/template><script>(.*?)<\/script><\/body><\/html>$/s.exec(body);
      assert.ok(kept, `${url}: the start tags are kept at the end of the body, with the script that starts them`);
      assert.deepEqual(startTags(kept[1]!), expected, url);
      assert.equal(preload(kept[1]!), '<link rel="preload" href="/shell/1.0.0-abc/227.0123456789.js" as="script" fetchpriority="low">', url);
      const hash = createHash('sha256').update(kept[2]!).digest('base64');
      assert.ok(String(page.headers['content-security-policy']).includes(`script-src 'self' 'sha256-${hash}'`), `${url}: the CSP allows that script by its hash`);
    }
    // Elsewhere (a page the scripts draw, a query, someone signed in) the scripts start from the head as sent,
    // at the browser's priorities.
    const citizen = await site.signedInCitizen('Wanjiku Njeri Otieno');
    for (const [url, cookie] of [
      ['/counties', ''],
      ['/who-we-are?team=board', ''],
      ['/who-we-are', citizen.cookie],
    ] as const) {
      const page = await site.app.inject({ url, headers: { accept: 'text/html', cookie } });
      const [head = '', body = ''] = page.body.split('</head>');
      // (A page's own API reads, /counties's here, come first: releases-site.test.ts checks them.)
      assert.deepEqual(
        startTags(head)
          .filter((address) => !address.startsWith('/api/'))
          .slice(0, 3),
        ['/manifest.webmanifest', '/icons/192.png', '/shell/1.0.0-abc/main.0123456789.js'],
        `${url} ${cookie ? 'signed in' : ''}`,
      );
      assert.equal(preload(head), '<link rel="preload" href="/shell/1.0.0-abc/227.0123456789.js" as="script">', `${url} ${cookie ? 'signed in' : ''}`);
      assert.doesNotMatch(body, /after-first-paint|<script>/, `${url} ${cookie ? 'signed in' : ''}`);
    }
  });

  it('names the API client’s library only on a section’s pages that call the API at start (or to someone signed in), and the signed-in parts only to someone signed in', async () => {
    const named = (body: string) => [...body.matchAll(/<link rel="preload" href="\/shell\/1\.0\.0-abc\/([a-z-]+)\.0123456789\.js"/g)].map((match) => match[1]);
    const citizen = await site.signedInCitizen('Achieng Wanjiru Kamau');
    for (const [url, cookie, expected] of [
      ['/', '', []],
      ['/cookie-settings', '', []],
      ['/no-such-page', '', []],
      // Its routes file says "apiAtStart": false: the page is a text, and asks the API nothing as it starts.
      ['/who-we-are', '', []],
      ['/contact-us', '', []],
      ['/complaints/track', '', []],
      // The complaint form carries its lists (the counties too) and calls the API only when sent.
      ['/complaints', '', []],
      ['/faq', '', ['api-client']],
      ['/counties', '', ['api-client']],
      ['/', citizen.cookie, ['signed-in']],
      ['/counties', citizen.cookie, ['api-client', 'signed-in']],
      ['/who-we-are', citizen.cookie, ['api-client', 'signed-in']],
    ] as const) {
      const page = await site.app.inject({ url, headers: { accept: 'text/html', cookie } });
      assert.deepEqual(named(page.body), expected, `${url} ${cookie ? 'signed in' : ''}`);
    }
  });

  it('sends neither frame nor page where no page was rendered ahead, keeping the notice', async () => {
    for (const url of ['/counties', '/about', '/complaints', '/no-such-page']) {
      const page = await site.app.inject({ url, headers: { accept: 'text/html' } });
      assert.doesNotMatch(page.body, /home-page|page-frame|first-paint|Empowering Citizens|\.hero|\.header/, url);
      assert.match(page.body, /<div id="root"><!--consent-notice--><section class="notice">Cookies<\/section><!--\/consent-notice--><\/div>/, url);
    }
  });

  it('leaves frame and pages out for a signed-in person, whose header names them', async () => {
    const citizen = await site.signedInCitizen('Wanjiku Achieng Otieno');
    for (const url of ['/', '/who-we-are']) {
      const page = await site.app.inject({ url, headers: { accept: 'text/html', cookie: citizen.cookie } });
      assert.equal(page.statusCode, 200);
      assert.doesNotMatch(page.body, /home-page|page-frame|first-paint|Empowering Citizens|Who We Are<\/h1>/, url);
      assert.match(page.body, /"user":\{/);
    }
  });

  it('with a shell released before the frame had its own marks, keeps its home page on / only and puts no section page in', async () => {
    const older =
      '<!doctype html><html><head><title>test shell</title><style data-home-page>.hero{color:green}</style></head><body><div id="root">' +
      '<!--home-page--><header>Uwazi Hub</header><main id="main"><section class="hero"><h1>Empowering Citizens</h1></section></main><!--/home-page-->' +
      '</div></body></html>';
    writeFileSync(path.join(site.config.shellDir, 'index.html'), older);
    try {
      const home = await site.app.inject({ url: '/', headers: { accept: 'text/html' } });
      assert.match(home.body, /<!--home-page--><header>Uwazi Hub<\/header>/);
      const section = await site.app.inject({ url: '/who-we-are', headers: { accept: 'text/html' } });
      assert.equal(section.statusCode, 200);
      assert.doesNotMatch(section.body, /home-page|first-paint|Empowering Citizens|Who We Are<\/h1>/);
      assert.match(section.body, /<div id="root"><\/div>/);
    } finally {
      writeFileSync(path.join(site.config.shellDir, 'index.html'), SHELL_PAGE_WITH_FRAME);
    }
  });

  it('sends a visitor with no session from a page for signed-in visitors straight to sign in, and back there after; someone signed in gets the page', async () => {
    // The dashboard and the case desk (a page of many addresses): nobody signed out can use them.
    for (const url of ['/dashboard', '/dashboard/notifications?topic=county', '/desk', '/desk/cases/abc']) {
      for (const cookie of ['', 'sid=no-such-session']) {
        const page = await site.app.inject({ url, headers: { accept: 'text/html', cookie } });
        assert.equal(page.statusCode, 302, `${url} ${cookie}`);
        assert.equal(page.headers.location, `/auth/signin?next=${encodeURIComponent(url)}`, `${url} ${cookie}`);
        assert.equal(page.headers['cache-control'], 'no-cache', 'asked again each time: the next visit may be signed in');
        assert.match(String(page.headers.vary), /Cookie/);
      }
    }
    const citizen = await site.signedInCitizen('Njeri Wambui Kamau-Mwangi');
    const dashboard = await site.app.inject({ url: '/dashboard', headers: { accept: 'text/html', cookie: citizen.cookie } });
    assert.equal(dashboard.statusCode, 200);
    assert.match(dashboard.body, /<title>Your dashboard/);
    // Where it sends them is an ordinary page, and pages for anyone are sent as they are.
    for (const url of ['/auth/signin?next=%2Fdashboard', '/who-we-are', '/complaints']) {
      const page = await site.app.inject({ url, headers: { accept: 'text/html' } });
      assert.equal(page.statusCode, 200, url);
    }
  });
});
