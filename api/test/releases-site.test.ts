import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { DATABASES, startTestSite, TEST_RELEASES, type TestSite } from './harness.js';
import { publish, releaseRemote, releaseShell, withTestReleases } from './releases.js';

const html = { accept: 'text/html' };

/** The bucket cookie an answer set, with its attributes; null when it set none. */
function bucketCookie(response: { cookies: Array<{ name: string; value: string; [key: string]: unknown }> }) {
  return response.cookies.find((cookie) => cookie.name === 'uwazi_bucket') ?? null;
}

const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? null;

/** mfe-org's next version, declaring one more page than the live one. */
const NEXT_ORG = {
  version: '1.1.0-new',
  entry: '/remotes/mfe-org/1.1.0-new/mf-manifest.json',
  routes: [...TEST_RELEASES.mfe_org.routes, { path: '/whats-new', page: 'WhatsNew', title: 'What is new' }],
};

for (const database of DATABASES) {
  describe(`pages and shell versions from the release registry on ${database.name}`, () => {
    let site: TestSite;
    let deployDir: string;
    before(async () => {
      site = await startTestSite(database.url, { CANARY_CHECK_INTERVAL_MS: '0' });
      deployDir = site.config.deployDir;
    });
    after(async () => site.close());

    it('answers a page only the registry declares with 200 and its title, and an undeclared one with 404', async () => {
      publish(
        deployDir,
        withTestReleases({
          remotes: {
            mfe_reports: {
              packageName: 'mfe-reports',
              version: '2.0.0-aa',
              entry: '/remotes/mfe-reports/2.0.0-aa/mf-manifest.json',
              routes: [
                { path: '/open-data/:year', page: 'OpenData', title: 'Open data' },
                { path: '/open-data/:year/raw', page: 'OpenDataRaw' },
              ],
            },
          },
        }),
      );
      const page = await site.app.inject({ url: '/open-data/2025', headers: html });
      assert.equal(page.statusCode, 200);
      assert.equal(titleOf(page.body), 'Open data — Uwazi Hub');
      assert.match(page.body, /<meta property="csp-nonce" nonce="[^"]+">/);
      assert.equal(page.headers['cache-control'], 'no-cache');
      const undeclared = await site.app.inject({ url: '/open-data', headers: html });
      assert.equal(undeclared.statusCode, 404);
      assert.equal(titleOf(undeclared.body), 'test shell', 'a 404 keeps the shell’s own title');
      assert.match(undeclared.body, /<div id="root">/);
      const untitled = await site.app.inject({ url: '/open-data/2025/raw', headers: html });
      assert.equal(untitled.statusCode, 200);
      assert.equal(titleOf(untitled.body), 'test shell', 'a page that declares no title keeps the shell’s');
      assert.equal((await site.app.inject({ url: '/counties/county/099', headers: html })).statusCode, 404, 'record pages still answer 404 for a missing record');
      assert.equal(bucketCookie(page), null, 'no canary, no bucket');
    });

    it('escapes a declared title', async () => {
      publish(deployDir, withTestReleases({ remotes: { mfe_org: { ...TEST_RELEASES.mfe_org, routes: [{ path: '/about', page: 'About', title: 'Us & "them" <script>' }] } } }));
      const page = await site.app.inject({ url: '/about', headers: html });
      assert.equal(titleOf(page.body), 'Us &#38; &#34;them&#34; &#60;script&#62; — Uwazi Hub');
      assert.doesNotMatch(page.body, /<script>/);
      // The registry in the page says the same, escaped so that it cannot end its data block.
      const data = /<script type="application\/json" id="site-registry">([^<]*)<\/script>/.exec(page.body)?.[1];
      assert.ok(data, 'the page carries the registry');
      assert.equal(JSON.parse(data).remotes.mfe_org.routes[0].title, 'Us & "them" <script>');
    });

    /** Publishes the test releases, the organisation section's with a manifest whose routes module has `asyncFiles`; gives its folder. */
    function publishOrgManifest(asyncFiles: string[]): string {
      publish(deployDir, withTestReleases());
      const folder = path.join(deployDir, 'remotes', 'mfe-org', TEST_RELEASES.mfe_org.version);
      writeFileSync(
        path.join(folder, 'mf-manifest.json'),
        JSON.stringify({
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [{ name: 'routes', assets: { js: { sync: ['__federation_expose_routes.abc.js'], async: asyncFiles } } }],
        }),
      );
      return folder;
    }

    it('puts the registry this browser gets in the page, and preload hints for the section that owns it and for the page’s own chunk', async () => {
      publishOrgManifest(['1.def.js', 'page-Home.aaa.js', 'page-About.bcd.js']);
      const page = await site.app.inject({ url: '/about', headers: html });
      assert.equal(page.statusCode, 200);
      const data = /<script type="application\/json" id="site-registry">([^<]*)<\/script>/.exec(page.body)?.[1];
      assert.deepEqual(JSON.parse(data!), (await site.app.inject({ url: '/remotes.json' })).json());
      const base = `/remotes/mfe-org/${TEST_RELEASES.mfe_org.version}/`;
      const preloads = [...page.body.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"( crossorigin="anonymous")?>/g)].map((m) => [m[1], m[2], Boolean(m[3])]);
      assert.deepEqual(preloads, [
        [`${base}mf-manifest.json`, 'fetch', true],
        [`${base}remoteEntry.js`, 'script', false],
        [`${base}__federation_expose_routes.abc.js`, 'script', false],
        // The page's own chunk, and no other page's.
        [`${base}page-About.bcd.js`, 'script', false],
      ]);
      const missing = await site.app.inject({ url: '/no-such-page', headers: html });
      assert.equal(missing.statusCode, 404);
      assert.doesNotMatch(missing.body, /rel="preload"/);
      const unmanifested = await site.app.inject({ url: '/counties', headers: html });
      assert.equal(unmanifested.statusCode, 200);
      assert.doesNotMatch(unmanifested.body, /rel="preload" href="\/remotes\//, 'a release without a readable manifest gets no hints for its files');
    });

    it('preloads every script of the page’s chunk group its build listed (page-scripts.json), the chunks it shares with other pages first, and ignores a listing that names no plain script', async () => {
      const folder = publishOrgManifest(['368.f0f.js', '1.def.js', 'page-Faq.fff.js', 'page-Volunteer.eee.js']);
      writeFileSync(
        path.join(folder, 'page-scripts.json'),
        JSON.stringify({ pages: { Faq: ['368.f0f.js', '1.def.js', 'page-Faq.fff.js'], Volunteer: ['../../shell/evil.js', 'page-Volunteer.eee.js'] } }),
      );
      const base = `/remotes/mfe-org/${TEST_RELEASES.mfe_org.version}/`;
      const scripts = (body: string) => [...body.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((m) => m[1]);
      assert.deepEqual(scripts((await site.app.inject({ url: '/faq', headers: html })).body), [
        `${base}remoteEntry.js`,
        `${base}__federation_expose_routes.abc.js`,
        `${base}368.f0f.js`,
        `${base}1.def.js`,
        `${base}page-Faq.fff.js`,
      ]);
      // A listing naming a file outside the release is not followed: the page's own chunk, as without the file.
      assert.deepEqual(scripts((await site.app.inject({ url: '/volunteer', headers: html })).body), [
        `${base}remoteEntry.js`,
        `${base}__federation_expose_routes.abc.js`,
        `${base}page-Volunteer.eee.js`,
      ]);
    });

    it('names the API reads a page declares (its routes file’s data) as preloads sent with the page’s cookies, its parameters filled in; none for a record that does not exist', async () => {
      publish(deployDir, withTestReleases());
      const dataPreloads = (body: string) => [...body.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials">/g)].map((m) => m[1]);
      const county = await site.app.inject({ url: '/counties/county/047', headers: html });
      assert.equal(county.statusCode, 200);
      assert.deepEqual(dataPreloads(county.body), ['/api/counties/047/']);
      // The address named is the one the page reads, and it answers.
      const answer = await site.app.inject({ url: '/api/counties/047/' });
      assert.equal(answer.statusCode, 200);
      assert.equal(answer.json().county.code, '047');
      assert.deepEqual(dataPreloads((await site.app.inject({ url: '/counties', headers: html })).body), ['/api/counties/']);
      const missing = await site.app.inject({ url: '/counties/county/099', headers: html });
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(dataPreloads(missing.body), []);
      assert.deepEqual(dataPreloads((await site.app.inject({ url: '/who-we-are', headers: html })).body), [], 'a page that declares no reads names none');
      assert.deepEqual(dataPreloads((await site.app.inject({ url: '/about', headers: html })).body), ['/api/testimonials/']);
    });

    it('answers the registry with an ETag (a 304 when the tab has it), compressed for a client that accepts it', async () => {
      publish(deployDir, withTestReleases());
      const plain = await site.app.inject({ url: '/remotes.json' });
      assert.equal(plain.statusCode, 200);
      assert.equal(plain.headers['cache-control'], 'no-cache');
      const etag = String(plain.headers.etag);
      assert.match(etag, /^"[\w-]+"$/);
      assert.equal(plain.json().remotes.mfe_org.version, TEST_RELEASES.mfe_org.version);

      const again = await site.app.inject({ url: '/remotes.json', headers: { 'if-none-match': etag } });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');

      const br = await site.app.inject({ url: '/remotes.json', headers: { 'accept-encoding': 'gzip, br' } });
      assert.equal(br.headers['content-encoding'], 'br');
      assert.match(String(br.headers.vary), /Accept-Encoding/);
      assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), plain.json());
      assert.ok(br.rawPayload.length < plain.rawPayload.length / 3, `${br.rawPayload.length} compressed bytes of ${plain.rawPayload.length}`);
      const gz = await site.app.inject({ url: '/remotes.json', headers: { 'accept-encoding': 'gzip' } });
      assert.deepEqual(JSON.parse(gunzipSync(gz.rawPayload).toString()), plain.json());
      assert.equal((await site.app.inject({ url: '/remotes.json', headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } })).statusCode, 304);

      // A release changes the answer, and so its ETag: the tab's copy is not current any more.
      publish(deployDir, withTestReleases({ remotes: { mfe_org: { ...TEST_RELEASES.mfe_org, ...NEXT_ORG } } }));
      const changed = await site.app.inject({ url: '/remotes.json', headers: { 'if-none-match': etag } });
      assert.equal(changed.statusCode, 200);
      assert.notEqual(changed.headers.etag, etag);
      assert.equal(changed.json().remotes.mfe_org.version, NEXT_ORG.version);
      publish(deployDir, withTestReleases());
    });

    it('follows remotes.json as it is rewritten, without a restart, on every instance', async () => {
      const other = database.url ? await site.secondInstance() : null;
      try {
        const status = async (url: string) => [
          (await site.app.inject({ url, headers: html })).statusCode,
          other ? (await other.app.inject({ url, headers: html })).statusCode : null,
        ];
        publish(deployDir, withTestReleases());
        assert.deepEqual(await status('/whats-new'), [404, other ? 404 : null]);
        publish(deployDir, withTestReleases({ remotes: { mfe_org: { ...TEST_RELEASES.mfe_org, ...NEXT_ORG } } }));
        assert.deepEqual(await status('/whats-new'), [200, other ? 200 : null]);
        publish(deployDir, withTestReleases({ remotes: { mfe_org: { ...TEST_RELEASES.mfe_org, routes: [{ path: '/about', page: 'About' }] } } }));
        assert.deepEqual(await status('/whats-new'), [404, other ? 404 : null]);
        assert.deepEqual(await status('/our-team'), [404, other ? 404 : null], 'a page the release no longer declares is gone');
        assert.deepEqual(await status('/about'), [200, other ? 200 : null]);
        // A registry broken by hand leaves the last good one in use.
        writeFileSync(path.join(deployDir, 'remotes.json'), '{ "remotes": ');
        assert.deepEqual(await status('/about'), [200, other ? 200 : null]);
        assert.ok(site.logs.some((line) => line.includes('the release registry could not be read')));
      } finally {
        publish(deployDir, withTestReleases());
        await other?.close();
      }
    });

    // Released shell versions.

    it('serves the built shell while no shell is released', async () => {
      publish(deployDir, withTestReleases());
      const page = await site.app.inject({ url: '/about', headers: html });
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /<title>Our Story — Uwazi Hub<\/title><div id="root">/);
      assert.equal((await site.app.inject({ url: '/main.0123456789.js' })).headers['cache-control'], 'public, max-age=31536000, immutable');
    });

    it('answers pages with the released shell’s index.html, and serves its assets under /shell/ as immutable files', async () => {
      const { script } = releaseShell(deployDir, '2.0.0-aaa');
      writeFileSync(path.join(deployDir, 'shell', '2.0.0-aaa', `${script}.gz`), gzipSync(`console.log("shell 2.0.0-aaa")`));
      publish(deployDir, withTestReleases({ shell: { version: '2.0.0-aaa' } }));
      for (const url of ['/', '/index.html', '/about']) {
        const page = await site.app.inject({ url, headers: html });
        assert.equal(page.statusCode, 200, url);
        assert.match(page.body, new RegExp(`<script src="/shell/2.0.0-aaa/${script}">`), url);
        assert.match(page.body, /<head><meta property="csp-nonce" nonce="[^"]+">/, url);
        assert.equal(page.headers['cache-control'], 'no-cache', url);
      }
      assert.equal(titleOf((await site.app.inject({ url: '/about', headers: html })).body), 'Our Story — Uwazi Hub');
      assert.equal(titleOf((await site.app.inject({ url: '/', headers: html })).body), 'shell 2.0.0-aaa');
      const asset = await site.app.inject({ url: `/shell/2.0.0-aaa/${script}` });
      assert.equal(asset.statusCode, 200);
      assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(asset.body, 'console.log("shell 2.0.0-aaa")');
      const compressed = await site.app.inject({ url: `/shell/2.0.0-aaa/${script}`, headers: { 'accept-encoding': 'gzip' } });
      assert.equal(compressed.headers['content-encoding'], 'gzip', 'the precompressed copy is sent');
      for (const url of ['/shell/2.0.0-aaa/main.missing.js', '/shell/2.0.0-aaa/index.html', '/shell/2.0.0-aaa/', '/shell/9.9.9/app', '/shell', '/remotes/mfe-org/1.0.0-abc/']) {
        const missing = await site.app.inject({ url, headers: html });
        assert.equal(missing.statusCode, 404, url);
        assert.equal(missing.headers['content-type'], 'application/json; charset=utf-8', url);
        assert.equal(missing.json().status_code, 404, url);
      }
    });

    it('falls back to the built shell when the released version is not on disk, and says so once', async () => {
      publish(deployDir, withTestReleases({ shell: { version: '3.0.0-gone' } }));
      for (let i = 0; i < 3; i += 1) {
        const page = await site.app.inject({ url: '/about', headers: html });
        assert.equal(page.statusCode, 200);
        assert.match(page.body, /<div id="root"><\/div>$/);
      }
      assert.equal(site.logs.filter((line) => line.includes('3.0.0-gone')).length, 1);
    });
  });

  describe(`the canary split on ${database.name}`, () => {
    let site: TestSite;
    let deployDir: string;
    before(async () => {
      site = await startTestSite(database.url, { CANARY_CHECK_INTERVAL_MS: '0' });
      deployDir = site.config.deployDir;
      releaseRemote(deployDir, 'mfe-org', NEXT_ORG.version);
      releaseShell(deployDir, '2.0.0-aaa');
      releaseShell(deployDir, '2.1.0-bbb');
    });
    after(async () => site.close());

    const canaryRegistry = (percent: number) =>
      withTestReleases({
        shell: { version: '2.0.0-aaa', canary: { version: '2.1.0-bbb', percent } },
        remotes: { mfe_org: { ...TEST_RELEASES.mfe_org, canary: { ...NEXT_ORG, percent } } },
      });

    it('gives a browser without a bucket one while a canary runs, and none otherwise', async () => {
      publish(deployDir, withTestReleases());
      assert.equal(bucketCookie(await site.app.inject({ url: '/remotes.json' })), null);
      assert.equal(bucketCookie(await site.app.inject({ url: '/about', headers: html })), null);
      publish(deployDir, canaryRegistry(10));
      for (const url of ['/remotes.json', '/about', '/']) {
        const cookie = bucketCookie(await site.app.inject({ url, headers: html }));
        assert.ok(cookie, url);
        assert.match(cookie.value, /^(\d|[1-9]\d)$/);
        assert.equal(cookie.httpOnly, true);
        assert.equal(cookie.sameSite, 'Lax');
        assert.equal(cookie.path, '/');
        assert.equal(cookie.maxAge, 31_536_000);
        assert.notEqual(cookie.secure, true, 'plain http: not Secure');
      }
      // A valid bucket is kept; anything else is replaced.
      assert.equal(bucketCookie(await site.app.inject({ url: '/remotes.json', headers: { cookie: 'uwazi_bucket=42' } })), null);
      for (const value of ['100', '-1', '07', 'abc', ''])
        assert.ok(bucketCookie(await site.app.inject({ url: '/remotes.json', headers: { cookie: `uwazi_bucket=${value}` } })), value);
      assert.equal(bucketCookie(await site.app.inject({ url: '/api/faq/' })), null, 'API answers hand out no bucket');
    });

    it('keeps each browser on its side: the registry, the pages, their titles and the shell', async () => {
      publish(deployDir, canaryRegistry(10));
      const canarySide = { cookie: 'uwazi_bucket=3' };
      const liveSide = { cookie: 'uwazi_bucket=50' };
      for (let i = 0; i < 3; i += 1) {
        const registry = await site.app.inject({ url: '/remotes.json', headers: canarySide });
        assert.equal(registry.headers['cache-control'], 'no-cache');
        assert.match(registry.headers.vary as string, /Cookie/i);
        const body = registry.json();
        assert.deepEqual(body.remotes.mfe_org, { packageName: 'mfe-org', version: NEXT_ORG.version, entry: NEXT_ORG.entry, routes: NEXT_ORG.routes, channel: 'canary' });
        assert.deepEqual(body.shell, { version: '2.1.0-bbb', channel: 'canary' });
        assert.equal(body.remotes.mfe_governance.channel, 'live');
        const live = await site.app.inject({ url: '/remotes.json', headers: liveSide });
        assert.equal(live.json().remotes.mfe_org.version, '1.0.0-abc');
        assert.equal(live.json().remotes.mfe_org.channel, 'live');
        assert.deepEqual(live.json().shell, { version: '2.0.0-aaa', channel: 'live' });
        assert.ok(!live.body.includes(NEXT_ORG.version) && !live.body.includes('2.1.0-bbb') && !live.body.includes('percent'), 'the live side sees nothing of the canary');
      }
      const canaryPage = await site.app.inject({ url: '/whats-new', headers: { ...html, ...canarySide } });
      assert.equal(canaryPage.statusCode, 200);
      assert.equal(titleOf(canaryPage.body), 'What is new — Uwazi Hub');
      assert.match(canaryPage.body, /\/shell\/2\.1\.0-bbb\//);
      const livePage = await site.app.inject({ url: '/whats-new', headers: { ...html, ...liveSide } });
      assert.equal(livePage.statusCode, 404);
      assert.match(livePage.body, /\/shell\/2\.0\.0-aaa\//);
      // A fresh browser's page and its registry read agree, through the cookie the page set.
      for (let i = 0; i < 20; i += 1) {
        const page = await site.app.inject({ url: '/whats-new', headers: html });
        const cookie = bucketCookie(page)!;
        const registry = (await site.app.inject({ url: '/remotes.json', headers: { cookie: `uwazi_bucket=${cookie.value}` } })).json();
        assert.equal(page.statusCode === 200, registry.remotes.mfe_org.channel === 'canary', `bucket ${cookie.value}`);
        assert.equal(Number(cookie.value) < 10, registry.remotes.mfe_org.channel === 'canary', `bucket ${cookie.value}`);
      }
    });

    it('sends about the canary’s share of fresh browsers to it', async () => {
      publish(deployDir, canaryRegistry(10));
      const clients = 400;
      let canary = 0;
      for (let i = 0; i < clients; i += 1) {
        const answer = await site.app.inject({ url: '/remotes.json' });
        assert.ok(bucketCookie(answer));
        if (answer.json().remotes.mfe_org.channel === 'canary') canary += 1;
      }
      assert.ok(canary >= clients * 0.05 && canary <= clients * 0.2, `${canary} of ${clients} on the canary`);
    });
  });
}

describe('the bucket cookie behind HTTPS', () => {
  let site: TestSite;
  before(async () => {
    site = await startTestSite(null, { TRUST_PROXY: 'loopback', CANARY_CHECK_INTERVAL_MS: '0' });
    publish(site.config.deployDir, withTestReleases({ remotes: { mfe_org: { ...TEST_RELEASES.mfe_org, canary: { ...NEXT_ORG, percent: 10 } } } }));
  });
  after(async () => site.close());

  it('is Secure when the trusted proxy says the request came over https, and only then', async () => {
    const secure = bucketCookie(await site.app.inject({ url: '/remotes.json', headers: { 'x-forwarded-proto': 'https' } }));
    assert.equal(secure?.secure, true);
    const plain = bucketCookie(await site.app.inject({ url: '/remotes.json', headers: { 'x-forwarded-proto': 'http' } }));
    assert.notEqual(plain?.secure, true);
    const untrusted = bucketCookie(await site.app.inject({ url: '/remotes.json', remoteAddress: '203.0.113.5', headers: { 'x-forwarded-proto': 'https' } }));
    assert.notEqual(untrusted?.secure, true, 'a client cannot say it came over https');
  });
});
