// `npm run prune`: old version folders go, the live and previous ones never do.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { makeSite } from './site.mjs';

let site;
beforeEach(() => {
  site = makeSite();
});
afterEach(() => site.cleanup());

function releaseMany(count) {
  return Array.from({ length: count }, (_, index) => site.release('mfe-alpha', `build ${index}`));
}

test('prune keeps the newest N, removes the rest and says what it kept and why', () => {
  const [v1, v2, v3, v4, v5] = releaseMany(5);
  const beta = site.release('mfe-beta', 'b');
  const result = site.run('prune', 'mfe-alpha', '--keep', '3');
  assert.equal(result.code, 0, result.stderr);
  assert.deepEqual(result.lines, [
    `mfe-alpha: kept    ${v5}  (live)`,
    `mfe-alpha: kept    ${v4}  (previous (rollback target))`,
    `mfe-alpha: kept    ${v3}  (one of the newest 3)`,
    `mfe-alpha: removed ${v2}`,
    `mfe-alpha: removed ${v1}`,
    'mfe-alpha: removed 2, kept 3',
  ]);
  assert.deepEqual(
    [v1, v2, v3, v4, v5].map((version) => site.hasFolder('mfe-alpha', version)),
    [false, false, true, true, true],
  );
  assert.ok(site.hasFolder('mfe-beta', beta), 'another remote is not touched');
  assert.equal(site.served('mfe-alpha'), v5);
  const last = site.log().at(-1);
  assert.deepEqual(
    { verb: last.verb, remote: last.remote, from: last.from, to: last.to, removed: last.removed, kept: last.kept },
    { verb: 'prune', remote: 'mfe-alpha', from: v5, to: v5, removed: [v2, v1], kept: [v5, v4, v3] },
  );
});

test('prune never removes the live or the previous version, even when they are the oldest', () => {
  const [v1, v2, v3, v4] = releaseMany(4);
  // Two plain rollbacks: v2 is live and v1 previous, while v3 and v4 are newer folders.
  assert.equal(site.run('rollback', 'mfe-alpha').code, 0);
  assert.equal(site.run('rollback', 'mfe-alpha').code, 0);
  const result = site.run('prune', 'mfe-alpha', '--keep', '1');
  assert.equal(result.code, 0, result.stderr);
  assert.deepEqual(result.lines, [
    `mfe-alpha: kept    ${v4}  (one of the newest 1)`,
    `mfe-alpha: kept    ${v2}  (live)`,
    `mfe-alpha: kept    ${v1}  (previous (rollback target))`,
    `mfe-alpha: removed ${v3}`,
    'mfe-alpha: removed 1, kept 3',
  ]);
  assert.deepEqual(
    [v1, v2, v3, v4].map((version) => site.hasFolder('mfe-alpha', version)),
    [true, true, false, true],
  );
  assert.equal(site.served('mfe-alpha'), v2);
});

test('after a prune no rollback reaches a removed version', () => {
  const [v1, , , , v5] = releaseMany(5);
  assert.equal(site.run('rollback', 'mfe-alpha', '--to', v1).code, 0);
  const pruned = site.run('prune', 'mfe-alpha', '--keep', '1');
  assert.equal(pruned.code, 0, pruned.stderr);
  assert.deepEqual(
    site.registry().remotes['mfe-alpha'].stack.map((item) => item.version),
    [v1, v5, v1],
  );
  assert.equal(site.run('rollback', 'mfe-alpha').code, 0);
  assert.equal(site.served('mfe-alpha'), v5);
  assert.equal(site.run('rollback', 'mfe-alpha').code, 0);
  assert.equal(site.served('mfe-alpha'), v1);
  const end = site.run('rollback', 'mfe-alpha');
  assert.equal(end.code, 1);
  assert.match(end.stderr, /has no earlier release to roll back to/);
});

test('prune with nothing beyond N says so and changes nothing', () => {
  const [v1, v2] = releaseMany(2);
  const before = site.snapshot();
  const result = site.run('prune', 'mfe-alpha', '--keep', '1');
  assert.equal(result.code, 0, result.stderr);
  assert.deepEqual(result.lines, [`mfe-alpha: kept    ${v2}  (live)`, `mfe-alpha: kept    ${v1}  (previous (rollback target))`, 'mfe-alpha: nothing to remove; kept 2']);
  assert.deepEqual(site.snapshot(), before);
});
