// The shell as a released unit, pages declared by each remote's release, shared-library checks and canaries,
// run as an operator runs them against a throwaway deploy folder.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, test } from 'node:test';
import lockfile from 'proper-lockfile';
import { makeSite } from './site.mjs';

const SHARED_1_1 = { '@civic/shared': '1.1.0', react: '19.3.1' };
let site;
beforeEach(() => {
  site = makeSite({ shell: true });
});
afterEach(() => site.cleanup());

function ok(result) {
  assert.equal(result.code, 0, result.stderr);
  return result;
}

/** A refused command: non-zero, one line, and the registry files exactly as they were. */
function refused(...args) {
  const before = site.snapshot();
  const result = site.run(...args);
  assert.notEqual(result.code, 0, `${args.join(' ')} exits non-zero`);
  assert.deepEqual(site.snapshot(), before, 'registry.json, remotes.json and the release log are unchanged');
  return result.stderr.trim();
}

test('the shell releases into its own version folder, its page points into it, and rollback brings the earlier shell back', () => {
  const first = site.release('shell', 'one', { provides: SHARED_1_1 });
  const page = readFileSync(path.join(site.folder('shell', first), 'index.html'), 'utf8');
  assert.match(page, new RegExp(`<script defer src="/shell/${first}/main.js">`));
  assert.match(page, /href="\/remotes.json"/, 'a link to something that is not one of its files is left alone');
  assert.equal(site.published().shell.version, first);

  const second = site.release('shell', 'two', { provides: SHARED_1_1 });
  assert.notEqual(second, first);
  assert.equal(site.published().shell.version, second);
  // The first version's files are untouched, so a tab still running it keeps loading its chunks.
  assert.equal(readFileSync(path.join(site.folder('shell', first), 'main.js'), 'utf8'), 'console.log("one")');

  assert.match(ok(site.run('rollback', 'shell')).stdout, new RegExp(`shell: rolled back from ${second} to ${first}`));
  assert.equal(site.published().shell.version, first);
  assert.deepEqual(
    site.log().map((entry) => [entry.verb, entry.remote, entry.from, entry.to]),
    [
      ['release', 'shell', null, first],
      ['release', 'shell', first, second],
      ['rollback', 'shell', second, first],
    ],
  );
});

test('the registry carries the pages of each live version: a release that adds a page adds it, a rollback removes it', () => {
  site.release('mfe-alpha', 'one', { pages: [{ path: '/alpha', page: 'Home', title: 'Alpha' }] });
  site.release('mfe-alpha', 'two', {
    pages: [
      { path: '/alpha', page: 'Home', title: 'Alpha' },
      { path: '/alpha/open-data', page: 'Data', title: 'Open data', nav: { group: 'media', label: 'Open data', order: 50 } },
    ],
  });
  const paths = () => site.published().remotes.mfe_alpha.routes.map((page) => page.path);
  assert.deepEqual(paths(), ['/alpha', '/alpha/open-data']);
  assert.deepEqual(site.published().remotes.mfe_alpha.routes[1].nav, { group: 'media', label: 'Open data', order: 50 });
  ok(site.run('rollback', 'mfe-alpha'));
  assert.deepEqual(paths(), ['/alpha']);
});

test('a path another unit owns is refused at release, naming both owners', () => {
  const alpha = site.release('mfe-alpha', 'one', { pages: [{ path: '/desk/*', page: 'Desk', title: 'Desk' }] });
  site.build('mfe-beta', 'b', { pages: [{ path: '/desk/cases', page: 'Cases', title: 'Cases' }] });
  const line = refused('release', 'mfe-beta');
  assert.match(line, new RegExp(`^mfe-beta 1\\.0\\.0-\\w+ claims /desk/cases, which mfe-alpha ${alpha} owns \\(/desk/\\*\\)\\. Nothing was changed\\.$`));
  site.build('mfe-beta', 'b', { pages: [{ path: '/', page: 'Home', title: 'Home' }] });
  // The home page is the shell's: no remote can declare it.
  assert.match(refused('release', 'mfe-beta'), /pages\[0\]\.path: "\/" is not a path/);
  assert.equal(existsSync(path.join(site.deploy, 'remotes', 'mfe-beta')), false, 'no version folder was written');
});

test('a routes file with faults is refused with each fault named', () => {
  site.build('mfe-alpha', 'one', {
    pages: [
      { path: 'no-slash', page: 'Home' },
      { path: '/a', page: 'A', nav: { group: 'nowhere', label: 'A', order: 1 } },
    ],
  });
  const line = refused('release', 'mfe-alpha');
  assert.match(line, /routes\.json: pages\[0\]\.path: "no-slash" is not a path/);
  assert.match(line, /pages\[1\]\.nav\.group: expected one of who-we-are/);
});

test('a remote needing a shared library the live shell does not provide is refused, naming both versions; --force releases it and logs why', () => {
  const shell = site.release('shell', 'one', { provides: SHARED_1_1 });
  site.release('mfe-alpha', 'one', { needs: { '@civic/shared': '^1.1.0' } });
  site.build('mfe-alpha', 'two', { needs: { '@civic/shared': '^1.2.0' } });
  const line = refused('release', 'mfe-alpha');
  assert.match(
    line,
    new RegExp(
      `^mfe-alpha 1\\.0\\.0-\\w+ needs @civic/shared \\^1\\.2\\.0, but the shell ${shell} provides @civic/shared 1\\.1\\.0\\. Release a shell that provides it first, or pass --force`,
    ),
  );

  const forced = ok(site.run('release', 'mfe-alpha', '--force'));
  assert.match(forced.stderr, /released despite: .*needs @civic\/shared \^1\.2\.0/);
  assert.match(site.log().at(-1).forced[0], /needs @civic\/shared \^1\.2\.0, but the shell/);
});

test('a shell that drops a library a live remote needs is refused too', () => {
  site.release('shell', 'one', { provides: SHARED_1_1 });
  const alpha = site.release('mfe-alpha', 'one', { needs: { react: '^19.0.0' } });
  site.build('shell', 'two', { provides: { '@civic/shared': '1.1.0' } });
  assert.match(refused('release', 'shell'), new RegExp(`^mfe-alpha ${alpha} needs react \\^19\\.0\\.0, which the shell 1\\.0\\.0-\\w+ does not provide`));
});

test('a new major of a shared library goes out in one publish-new run when every unit was rebuilt for it, and not a shell alone', () => {
  site.release('shell', 'one', { provides: SHARED_1_1 });
  site.release('mfe-alpha', 'one', { needs: { '@civic/shared': '^1.1.0' } });
  site.build('shell', 'two', { provides: { '@civic/shared': '2.0.0', react: '19.3.1' } });
  site.build('mfe-alpha', 'two', { needs: { '@civic/shared': '^2.0.0' } });
  site.build('mfe-beta', 'one', { needs: { '@civic/shared': '^2.0.0' } });
  assert.match(refused('release', 'shell'), /mfe-alpha 1\.0\.0-\w+ needs @civic\/shared \^1\.1\.0, but the shell 1\.0\.0-\w+ provides @civic\/shared 2\.0\.0/);

  const run = ok(site.run('release', '--publish-new'));
  assert.match(run.stdout, /shell: released 1\.0\.0-\w+ \(live\)\nmfe-alpha: released 1\.0\.0-\w+ \(live\)\nmfe-beta: released/);
  const log = site.log().slice(-3);
  assert.deepEqual(
    log.map((entry) => [entry.verb, entry.remote, entry.forced]),
    [
      ['release', 'shell', undefined],
      ['release', 'mfe-alpha', undefined],
      ['release', 'mfe-beta', undefined],
    ],
  );
});

test('publish-new still refuses a shell that a remote built in the same run cannot use', () => {
  site.release('shell', 'one', { provides: SHARED_1_1 });
  site.release('mfe-alpha', 'one', { needs: { '@civic/shared': '^1.1.0' } });
  site.build('shell', 'two', { provides: { '@civic/shared': '2.0.0', react: '19.3.1' } });
  site.build('mfe-alpha', 'two', { needs: { '@civic/shared': '^1.1.0' } });
  site.build('mfe-beta', 'one', { needs: { '@civic/shared': '^2.0.0' } });
  assert.match(refused('release', '--publish-new'), /mfe-alpha 1\.0\.0-\w+ needs @civic\/shared \^1\.1\.0, but the shell 1\.0\.0-\w+ provides @civic\/shared 2\.0\.0/);
});

test('a canary runs beside the live version until it is promoted', () => {
  const live = site.release('mfe-alpha', 'one');
  site.build('mfe-alpha', 'two', {
    pages: [
      { path: '/alpha', page: 'Home', title: 'Alpha' },
      { path: '/alpha/new', page: 'New', title: 'New' },
    ],
  });
  const started = ok(site.run('release', 'mfe-alpha', '--canary', '10'));
  const canary = site.registry().remotes['mfe-alpha'].canary.version;
  assert.match(started.stdout, new RegExp(`mfe-alpha: ${canary} is a canary for about 10% of browsers`));
  const published = site.published().remotes.mfe_alpha;
  assert.equal(published.version, live, 'the live version is unchanged');
  assert.equal(published.canary.version, canary);
  assert.equal(published.canary.percent, 10);
  assert.equal(published.canary.entry, `/remotes/mfe-alpha/${canary}/mf-manifest.json`);
  assert.deepEqual(
    published.canary.routes.map((page) => page.path),
    ['/alpha', '/alpha/new'],
  );

  site.build('mfe-alpha', 'three');
  assert.match(refused('release', 'mfe-alpha'), new RegExp(`^mfe-alpha ${canary} is a canary for 10% of browsers; release again after it ends`));
  assert.match(refused('rollback', 'mfe-alpha', '--to', live), /is a canary/);

  assert.match(ok(site.run('promote', 'mfe-alpha')).stdout, new RegExp(`canary ${canary} promoted \\(was ${live}\\)`));
  assert.equal(site.published().remotes.mfe_alpha.version, canary);
  assert.equal(site.published().remotes.mfe_alpha.canary, undefined);
  assert.equal(site.live('mfe-alpha'), canary);
  assert.deepEqual(site.log().at(-1), { ...site.log().at(-1), verb: 'promote', from: live, to: canary, percent: 10 });
});

test('rollback ends a canary; the API ends a failing one through endCanary, once, and the log says why', async () => {
  const live = site.release('mfe-alpha', 'one');
  site.build('mfe-alpha', 'two');
  ok(site.run('release', 'mfe-alpha', '--canary', '25'));
  const canary = site.registry().remotes['mfe-alpha'].canary.version;
  assert.match(ok(site.run('rollback', 'mfe-alpha')).stdout, new RegExp(`canary ${canary} ended; every browser gets ${live}`));
  assert.equal(site.published().remotes.mfe_alpha.canary, undefined);
  assert.equal(site.live('mfe-alpha'), live);
  assert.ok(site.hasFolder('mfe-alpha', canary), 'the canary stays on disk');

  // The API's guard imports the module and ends the canary itself.
  ok(site.run('release', 'mfe-alpha', '--canary', '25'));
  const registry = await import(`../registry.mjs?deploy=${Date.now()}`);
  registry.useDeployDir(site.deploy);
  const reason = 'canary error rate 40% (4 of 10) against 0% (0 of 30) live';
  assert.deepEqual(registry.endCanary('mfe-alpha', { reason, auto: true }), { ended: true, canary, live });
  assert.deepEqual(registry.endCanary('mfe-alpha', { reason, auto: true }), { ended: false, canary: null, live }, 'a second call is a no-op');
  const entry = site.log().at(-1);
  assert.equal(entry.verb, 'auto-rollback');
  assert.equal(entry.reason, reason);
  assert.equal(site.log().filter((line) => line.verb === 'auto-rollback').length, 1);
});

test('prune never removes a running canary', () => {
  site.release('mfe-alpha', 'one');
  site.release('mfe-alpha', 'two');
  site.release('mfe-alpha', 'three');
  site.build('mfe-alpha', 'four');
  ok(site.run('release', 'mfe-alpha', '--canary', '5'));
  const canary = site.registry().remotes['mfe-alpha'].canary.version;
  const result = ok(site.run('prune', 'mfe-alpha', '--keep', '1'));
  assert.match(result.stdout, new RegExp(`kept    ${canary}  \\(canary\\)`));
  assert.ok(site.hasFolder('mfe-alpha', canary));
});

test('remotes shows the shell, a canary, shared versions and the release health the site reports, side by side', async () => {
  const shell = site.release('shell', 'one', { provides: SHARED_1_1 });
  const live = site.release('mfe-alpha', 'one', { needs: { '@civic/shared': '^1.1.0' } });
  site.build('mfe-alpha', 'two', { needs: { '@civic/shared': '^1.1.0' } });
  ok(site.run('release', 'mfe-alpha', '--canary', '10'));
  const canary = site.registry().remotes['mfe-alpha'].canary.version;

  const asked = [];
  const server = createServer((request, response) => {
    asked.push(request.url);
    response.setHeader('Content-Type', 'application/json');
    response.end(
      JSON.stringify({
        units: {
          'mfe-alpha': { [live]: { loaded: 90, loadFailed: 0, renderError: 1, errorRate: 1 / 91 }, [canary]: { loaded: 9, loadFailed: 1, renderError: 3, errorRate: 0.4 } },
        },
      }),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address();
    // Run asynchronously: the fake site answers on this process's event loop.
    const out = await new Promise((resolve) => {
      const scripts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
      import('node:child_process').then(({ execFile }) =>
        execFile(
          process.execPath,
          [path.join(scripts, 'remotes.mjs')],
          { env: { ...process.env, RELEASE_SOURCE_DIR: path.join(site.root, 'source'), DEPLOY_DIR: site.deploy, SITE_ORIGIN: `http://127.0.0.1:${port}` } },
          (_error, stdout) => resolve(stdout),
        ),
      );
    });
    assert.match(out, new RegExp(`shell\\n  live:      ${shell}`));
    assert.match(out, /shared \(provides\): @civic\/shared 1\.1\.0, react 19\.3\.1/);
    assert.match(out, /shared \(needs\): @civic\/shared \^1\.1\.0/);
    assert.match(out, new RegExp(`canary:    ${canary} for 10% of browsers`));
    assert.match(out, /live: {3}90 loaded, 0 failed to load, 1 render errors, error rate 1\.1%/);
    assert.match(out, /canary: 9 loaded, 1 failed to load, 3 render errors, error rate 40\.0%/);
    assert.match(asked[0], /^\/api\/release-health\/\?since=/);
  } finally {
    server.close();
  }
  const unreachable = spawnSync(process.execPath, [path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'remotes.mjs')], {
    env: { ...process.env, RELEASE_SOURCE_DIR: path.join(site.root, 'source'), DEPLOY_DIR: site.deploy, SITE_ORIGIN: 'http://127.0.0.1:9' },
    encoding: 'utf8',
  });
  assert.equal(unreachable.status, 0);
  assert.match(unreachable.stdout, /release health: not shown; http:\/\/127\.0\.0\.1:9 could not be reached/);
});

test('a second operator waits for the first: while the registry is locked, a release gives up saying so and changes nothing', async () => {
  site.release('mfe-alpha', 'one');
  site.build('mfe-alpha', 'two');
  const unlock = await lockfile.lock(site.deploy, { lockfilePath: path.join(site.deploy, '.registry.lock'), realpath: false });
  try {
    const before = site.snapshot();
    const result = spawnSync(process.execPath, [path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'release.mjs'), 'mfe-alpha'], {
      env: { ...process.env, RELEASE_SOURCE_DIR: path.join(site.root, 'source'), DEPLOY_DIR: site.deploy, RELEASE_LOCK_WAIT_MS: '500' },
      encoding: 'utf8',
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /^Another release, rollback or prune is changing the registry/);
    assert.deepEqual(site.snapshot(), before);
  } finally {
    await unlock();
  }
  ok(site.run('release', 'mfe-alpha'));
});
