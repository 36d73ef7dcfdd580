import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DATABASES, SAME_ORIGIN, startTestSite, TEST_RELEASES, type TestSite } from './harness.js';
import { publish, releaseRemote, standInReleaseTools, withTestReleases, writeOperatorRegistry } from './releases.js';
import { CanaryGuard, canaryVerdict, type ReleaseTools } from '../src/releases/canaryGuard.js';
import { loadConfig } from '../src/config.js';

describe('canaryVerdict', () => {
  const verdict = (canary: { loaded: number; errors: number; loadFailed?: number }, live: { loaded: number; errors: number; loadFailed?: number }) =>
    canaryVerdict({ canary, live });

  it('rolls back a canary failing clearly more than the live version, and says why', () => {
    const failing = verdict({ loaded: 6, loadFailed: 4, errors: 4 }, { loaded: 30, errors: 0 });
    assert.equal(failing.action, 'rollback');
    assert.equal(failing.reason, 'canary error rate 40% (4 of 10) against 0% (0 of 30) live');
    assert.deepEqual(failing.canary, { errors: 4, sample: 10, rate: 0.4 });
    // Render errors happen after a load: they are errors but not attempts.
    assert.equal(verdict({ loaded: 10, errors: 4 }, { loaded: 30, errors: 0 }).reason, 'canary error rate 40% (4 of 10) against 0% (0 of 30) live');
  });

  it('keeps a canary with too few errors to tell, however high its rate', () => {
    assert.equal(verdict({ loaded: 0, loadFailed: 2, errors: 2 }, { loaded: 100, errors: 0 }).action, 'keep');
    assert.equal(verdict({ loaded: 3, loadFailed: 2, errors: 2 }, { loaded: 0, errors: 0 }).action, 'keep');
    assert.equal(verdict({ loaded: 0, loadFailed: 3, errors: 3 }, { loaded: 100, errors: 0 }).action, 'rollback', 'three failed loads of three');
  });

  it('keeps a canary under a 20% error rate', () => {
    assert.equal(verdict({ loaded: 17, loadFailed: 3, errors: 3 }, { loaded: 100, errors: 0 }).action, 'keep', '15%');
    assert.equal(verdict({ loaded: 12, loadFailed: 3, errors: 3 }, { loaded: 100, errors: 0 }).action, 'rollback', 'exactly 20%');
  });

  it('keeps a canary no worse than twice the live rate plus 5 points', () => {
    // Live 10%: the canary must exceed 25%.
    assert.equal(verdict({ loaded: 30, loadFailed: 10, errors: 10 }, { loaded: 90, loadFailed: 10, errors: 10 }).action, 'keep', '25% against 10%');
    assert.equal(verdict({ loaded: 28, loadFailed: 12, errors: 12 }, { loaded: 90, loadFailed: 10, errors: 10 }).action, 'rollback', '30% against 10%');
    // Live 17.5%: the canary must exceed 40%, and 40% exactly does not (no rounding error past the line).
    assert.equal(verdict({ loaded: 6, loadFailed: 4, errors: 4 }, { loaded: 33, loadFailed: 7, errors: 7 }).action, 'keep', '40% against 17.5%');
    // A page broken for everyone is not the canary's fault.
    assert.equal(verdict({ loaded: 5, loadFailed: 5, errors: 5 }, { loaded: 50, loadFailed: 50, errors: 50 }).action, 'keep');
  });

  it('keeps a canary nothing was reported about', () => {
    const quiet = verdict({ loaded: 0, errors: 0 }, { loaded: 0, errors: 0 });
    assert.equal(quiet.action, 'keep');
    assert.equal(quiet.reason, 'canary error rate 0% (0 of 0) against 0% (0 of 0) live');
  });

  it('caps a rate at 100% when errors outnumber the loads reported', () => {
    const lost = verdict({ loaded: 2, errors: 9 }, { loaded: 10, errors: 0 });
    assert.equal(lost.canary.rate, 1);
    assert.equal(lost.action, 'rollback');
  });
});

describe('CANARY_CHECK_INTERVAL_MS', () => {
  it('defaults to 15 s, turns the guard off with 0, and refuses anything but a whole number', () => {
    assert.equal(loadConfig({}).canaryCheckIntervalMs, 15_000);
    assert.equal(loadConfig({ CANARY_CHECK_INTERVAL_MS: '0' }).canaryCheckIntervalMs, 0);
    assert.throws(() => loadConfig({ CANARY_CHECK_INTERVAL_MS: 'soon' }), /CANARY_CHECK_INTERVAL_MS must be a whole number/);
  });
});

const LIVE = TEST_RELEASES.mfe_org.version;
const CANARY = '1.1.0-new';

for (const database of DATABASES) {
  describe(`the canary guard on ${database.name}`, () => {
    let site: TestSite;
    let deployDir: string;
    let address = 0;

    /** mfe-org with a canary of CANARY started a minute ago, in both files of `deployDir`. */
    function startCanary(deployDir: string, startedAt = new Date(Date.now() - 60_000).toISOString()) {
      writeOperatorRegistry(deployDir, {
        remotes: {
          'mfe-org': { stack: [{ version: LIVE, releasedAt: '2026-01-01T00:00:00.000Z' }], canary: { version: CANARY, percent: 10, startedAt } },
          'mfe-governance': { stack: [{ version: TEST_RELEASES.mfe_governance.version }] },
        },
      });
      publish(
        deployDir,
        withTestReleases({
          remotes: {
            mfe_org: {
              ...TEST_RELEASES.mfe_org,
              canary: { version: CANARY, entry: `/remotes/mfe-org/${CANARY}/mf-manifest.json`, routes: TEST_RELEASES.mfe_org.routes, percent: 10 },
            },
          },
        }),
      );
    }

    /** What browsers on each side report to `to`: `loaded` loads and `failed` failed loads of `version`. */
    async function report(to: TestSite, version: string, loaded: number, failed: number) {
      const events = [...Array.from({ length: loaded }, () => ({ kind: 'loaded' })), ...Array.from({ length: failed }, () => ({ kind: 'load-failed' }))].map(({ kind }) => ({
        unit: 'mfe-org',
        version,
        channel: version === CANARY ? 'canary' : 'live',
        kind,
        path: '/about',
      }));
      for (let i = 0; i < events.length; i += 20) {
        const answer = await to.app.inject({
          method: 'POST',
          url: '/api/release-health/',
          payload: { events: events.slice(i, i + 20) },
          remoteAddress: `192.0.2.${(address += 1)}`,
          headers: SAME_ORIGIN,
        });
        assert.equal(answer.statusCode, 204, answer.body);
      }
    }

    before(async () => {
      site = await startTestSite(database.url, { CANARY_CHECK_INTERVAL_MS: '0' });
      deployDir = site.config.deployDir;
      releaseRemote(deployDir, 'mfe-org', CANARY);
    });
    after(async () => site.close());

    it('does nothing while no canary runs', async () => {
      publish(deployDir, withTestReleases());
      const guard = guardWith(async () => {
        throw new Error('the release tools are not needed without a canary');
      });
      assert.deepEqual(await guard.check(), []);
    });

    it('leaves a healthy canary running', async () => {
      await site.db.query('DELETE FROM release_health');
      startCanary(deployDir);
      await report(site, LIVE, 30, 0);
      await report(site, CANARY, 18, 2);
      const stand = standInReleaseTools();
      const guard = guardWith(stand.load);
      assert.deepEqual(await guard.check(), []);
      assert.equal(stand.calls.length, 0);
    });

    it('ends a failing canary once, through endCanary, and logs why', async () => {
      await site.db.query('DELETE FROM release_health');
      startCanary(deployDir);
      await report(site, LIVE, 30, 0);
      await report(site, CANARY, 6, 4);
      // Counts from before the canary started are not its own.
      await site.db.query(`UPDATE release_health SET minute = minute - interval '1 hour' WHERE version = $1`, [LIVE]);
      await report(site, LIVE, 30, 0);
      const stand = standInReleaseTools({ keepFiles: true });
      const guard = guardWith(stand.load);
      const [rollback, ...more] = await guard.check();
      assert.deepEqual(more, []);
      assert.deepEqual(rollback, { unit: 'mfe-org', canary: CANARY, live: LIVE, reason: 'canary error rate 40% (4 of 10) against 0% (0 of 30) live', endedHere: true });
      assert.deepEqual(stand.calls, [{ unit: 'mfe-org', reason: 'canary error rate 40% (4 of 10) against 0% (0 of 30) live', auto: true, deployDir }]);
      const line = site.logs.find((entry) => entry.includes('canary of mfe-org ended'));
      assert.ok(line, 'the rollback is logged');
      assert.equal(JSON.parse(line).canaryRollback.reason, 'canary error rate 40% (4 of 10) against 0% (0 of 30) live');
      // The files still show it (another instance's view, say): this instance does not ask again.
      assert.deepEqual(await guard.check(), []);
      assert.equal(stand.calls.length, 1);
      // A new canary of the same version is a new canary.
      startCanary(deployDir, new Date(Date.now() - 30_000).toISOString());
      assert.equal((await guard.check()).length, 1);
      assert.equal(stand.calls.length, 2);
    });

    it('runs with the app every CANARY_CHECK_INTERVAL_MS and stops with it', async () => {
      const stand = standInReleaseTools();
      const watched = await startTestSite(database.url, { CANARY_CHECK_INTERVAL_MS: '25' }, { releaseTools: stand.load });
      try {
        releaseRemote(watched.config.deployDir, 'mfe-org', CANARY);
        startCanary(watched.config.deployDir);
        await report(watched, LIVE, 20, 0);
        await report(watched, CANARY, 5, 5);
        const deadline = Date.now() + 5_000;
        while (stand.calls.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
        assert.equal(stand.calls.length, 1);
        assert.equal(stand.calls[0]!.reason, 'canary error rate 50% (5 of 10) against 0% (0 of 20) live');
        // Ended in the files: the public registry no longer offers it, and nothing more is asked.
        assert.equal(watched.app.deployRegistry.hasCanary(), false);
        await new Promise((resolve) => setTimeout(resolve, 150));
        assert.equal(stand.calls.length, 1);
        assert.ok(watched.logs.some((entry) => entry.includes('canary of mfe-org ended')));
      } finally {
        await watched.close();
      }
    });

    it('ends a failing canary through scripts/registry.mjs, which rewrites both files and logs it', async () => {
      const own = await startTestSite(database.url, { CANARY_CHECK_INTERVAL_MS: '0' });
      try {
        const dir = own.config.deployDir;
        releaseRemote(dir, 'mfe-org', CANARY);
        startCanary(dir);
        await report(own, LIVE, 30, 0);
        await report(own, CANARY, 6, 4);
        // The guard's own loader: the release tools of this checkout.
        const guard = new CanaryGuard({ db: own.db, registry: own.app.deployRegistry, deployDir: dir, log: own.app.log, intervalMs: 0 });
        const [rollback] = await guard.check();
        assert.equal(rollback?.endedHere, true);
        const operators = JSON.parse(readFileSync(path.join(dir, 'registry.json'), 'utf8'));
        assert.equal(operators.remotes['mfe-org'].canary, undefined);
        assert.equal(own.app.deployRegistry.hasCanary(), false, 'remotes.json no longer offers it');
        const logged = readFileSync(path.join(dir, 'release-log.jsonl'), 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line));
        assert.deepEqual(
          logged.map(({ verb, remote, from, to, reason }) => ({ verb, remote, from, to, reason })),
          [{ verb: 'auto-rollback', remote: 'mfe-org', from: CANARY, to: LIVE, reason: 'canary error rate 40% (4 of 10) against 0% (0 of 30) live' }],
        );
        assert.deepEqual(await guard.check(), []);
      } finally {
        await own.close();
      }
    });

    /** A guard over the test site, with the release tools `load` gives; checked by hand (no interval). */
    function guardWith(load: () => Promise<ReleaseTools>) {
      return new CanaryGuard({ db: site.db, registry: site.app.deployRegistry, deployDir, log: site.app.log, intervalMs: 0, loadTools: load });
    }
  });
}
