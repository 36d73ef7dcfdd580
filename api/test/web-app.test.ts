import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import { configuredSite } from '../src/content/organisation.js';
import { startTestSite, type TestSite } from './harness.js';
import { publish, releaseShell, withTestReleases } from './releases.js';

const WORKER = 'self.addEventListener("fetch",()=>{});';

describe('the installable site: web app manifest, icons and the service worker', () => {
  let site: TestSite;
  let deployDir: string;
  before(async () => {
    site = await startTestSite(null);
    deployDir = site.config.deployDir;
  });
  after(async () => site.close());

  it("sends the live shell's worker at /sw.js with that shell's start files, and a rollback changes it", async () => {
    const first = releaseShell(deployDir, '2.0.0-aaa');
    const second = releaseShell(deployDir, '2.1.0-bbb');
    for (const version of ['2.0.0-aaa', '2.1.0-bbb']) writeFileSync(path.join(deployDir, 'shell', version, 'sw.js'), WORKER);

    publish(deployDir, withTestReleases({ shell: { version: '2.0.0-aaa' } }));
    const worker = await site.app.inject({ url: '/sw.js' });
    assert.equal(worker.statusCode, 200);
    assert.match(String(worker.headers['content-type']), /^text\/javascript/);
    assert.equal(worker.headers['cache-control'], 'no-cache', 'browsers revalidate the worker at each visit');
    assert.equal(worker.body, `self.__SHELL_FILES=${JSON.stringify([`/shell/2.0.0-aaa/${first.script}`])};\n${WORKER}`);

    const compressed = await site.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(compressed.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(compressed.rawPayload).toString(), worker.body);

    publish(deployDir, withTestReleases({ shell: { version: '2.1.0-bbb' } }));
    const next = await site.app.inject({ url: '/sw.js' });
    assert.ok(next.body.startsWith(`self.__SHELL_FILES=${JSON.stringify([`/shell/2.1.0-bbb/${second.script}`])};`), next.body.slice(0, 120));
  });

  it('answers 404 for /sw.js when the shell was built without a worker', async () => {
    releaseShell(deployDir, '2.2.0-ccc');
    publish(deployDir, withTestReleases({ shell: { version: '2.2.0-ccc' } }));
    const answer = await site.app.inject({ url: '/sw.js' });
    assert.equal(answer.statusCode, 404);
    assert.equal(answer.json().message, 'Nothing is served at GET /sw.js.');
  });

  it("names the organisation in the manifest, in the reader's language, with icons that are the sizes they say", async () => {
    const english = await site.app.inject({ url: '/manifest.webmanifest' });
    assert.equal(english.statusCode, 200);
    assert.match(String(english.headers['content-type']), /^application\/manifest\+json/);
    const manifest = english.json();
    assert.equal(manifest.name, configuredSite.name, 'the name editors publish (a new site: the configured one)');
    assert.equal(manifest.start_url, '/');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.lang, 'en-KE');
    assert.match(manifest.description, /^Follow your county/);
    assert.deepEqual(
      manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
      ['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable'],
    );
    for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
      const png = await site.app.inject({ url: icon.src });
      assert.equal(png.statusCode, 200, icon.src);
      assert.equal(png.headers['content-type'], 'image/png');
      const { width, height, format } = await sharp(png.rawPayload).metadata();
      assert.equal(format, 'png');
      assert.equal(`${width}x${height}`, icon.sizes, icon.src);
    }

    const kiswahili = (await site.app.inject({ url: '/manifest.webmanifest', cookies: { lang: 'sw' } })).json();
    assert.equal(kiswahili.lang, 'sw-KE');
    assert.match(kiswahili.description, /^Fuatilia kaunti yako/);
    assert.equal(kiswahili.name, manifest.name);
  });

  it('serves the page of what the phone keeps as one of the shell’s pages', async () => {
    const page = await site.app.inject({ url: '/saved-on-this-phone', headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<title>Saved on this phone/);
  });
});
