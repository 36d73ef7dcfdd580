// Release and rollback, run as an operator runs them, against a throwaway deploy folder.
import assert from 'node:assert/strict';
import { userInfo } from 'node:os';
import { afterEach, beforeEach, test } from 'node:test';
import { makeSite } from './site.mjs';

let site;
beforeEach(() => {
  site = makeSite();
});
afterEach(() => site.cleanup());

test('release makes a build live and appends who, when, from and to to the release log', () => {
  const first = site.release('mfe-alpha', 'one');
  const second = site.release('mfe-alpha', 'two');
  assert.equal(site.served('mfe-alpha'), second);
  const log = site.log();
  assert.equal(log.length, 2);
  assert.deepEqual(
    log.map(({ verb, remote, from, to }) => ({ verb, remote, from, to })),
    [
      { verb: 'release', remote: 'mfe-alpha', from: null, to: first },
      { verb: 'release', remote: 'mfe-alpha', from: first, to: second },
    ],
  );
  assert.deepEqual(log[1].who, { user: userInfo().username, releasedBy: 'Amina Odhiambo' });
  assert.ok(Math.abs(Date.parse(log[1].time) - Date.now()) < 60_000, `time is now: ${log[1].time}`);
});

test('releasing the live build again changes nothing and logs nothing', () => {
  const version = site.release('mfe-alpha', 'one');
  const again = site.run('release', 'mfe-alpha');
  assert.equal(again.code, 0);
  assert.match(again.stdout, new RegExp(`mfe-alpha: ${version} is already live`));
  assert.equal(site.log().length, 1);
});

test('rollback without --to makes the previously live version live again and logs it', () => {
  const first = site.release('mfe-alpha', 'one');
  const second = site.release('mfe-alpha', 'two');
  const result = site.run('rollback', 'mfe-alpha');
  assert.equal(result.code, 0, result.stderr);
  assert.deepEqual(result.lines, [`mfe-alpha: rolled back from ${second} to ${first}; it is live on the next page load`]);
  assert.equal(site.live('mfe-alpha'), first);
  assert.equal(site.served('mfe-alpha'), first);
  assert.ok(site.hasFolder('mfe-alpha', second), 'the rolled-back version stays on disk');
  const last = site.log().at(-1);
  assert.deepEqual({ verb: last.verb, remote: last.remote, from: last.from, to: last.to }, { verb: 'rollback', remote: 'mfe-alpha', from: second, to: first });
});

test('rollback --to makes a version on disk live by name, and a plain rollback then returns to the one live before', () => {
  const first = site.release('mfe-alpha', 'one');
  const second = site.release('mfe-alpha', 'two');
  const third = site.release('mfe-alpha', 'three');
  // Popped off the stack by a plain rollback, but still on disk: only --to can bring it back.
  assert.equal(site.run('rollback', 'mfe-alpha').code, 0);
  const beta = site.release('mfe-beta', 'b');

  const result = site.run('rollback', 'mfe-alpha', '--to', third);
  assert.equal(result.code, 0, result.stderr);
  assert.deepEqual(result.lines, [`mfe-alpha: rolled back from ${second} to ${third}; it is live on the next page load`]);
  assert.equal(site.served('mfe-alpha'), third);
  assert.equal(site.served('mfe-beta'), beta, 'another remote is not touched');

  assert.equal(site.run('rollback', 'mfe-alpha', `--to=${first}`).code, 0);
  assert.equal(site.served('mfe-alpha'), first);

  assert.equal(site.run('rollback', 'mfe-alpha').code, 0);
  assert.equal(site.served('mfe-alpha'), third, 'a plain rollback returns to the version live before --to');
  assert.deepEqual(
    site
      .log()
      .filter((entry) => entry.verb === 'rollback')
      .map(({ from, to }) => [from, to]),
    [
      [third, second],
      [second, third],
      [third, first],
      [first, third],
    ],
  );
});

test('rollback --to the live version says so and changes nothing', () => {
  site.release('mfe-alpha', 'one');
  const live = site.release('mfe-alpha', 'two');
  const before = site.snapshot();
  const result = site.run('rollback', 'mfe-alpha', '--to', live);
  assert.equal(result.code, 0);
  assert.deepEqual(result.lines, [`mfe-alpha: ${live} is already live; nothing changed`]);
  assert.deepEqual(site.snapshot(), before);
});
