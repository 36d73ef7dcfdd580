// `npm run remotes`: what an operator (or a monitor) reads about each remote.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { makeSite } from './site.mjs';

let site;
beforeEach(() => {
  site = makeSite();
});
afterEach(() => site.cleanup());

/** The lines printed for one remote, from its name to the next remote or the log. */
function section(lines, name) {
  const start = lines.indexOf(name);
  assert.notEqual(start, -1, `${name} is listed`);
  const end = lines.findIndex((line, index) => index > start && !line.startsWith(' '));
  return lines.slice(start, end === -1 ? undefined : end);
}

test('remotes shows the live version, the previous one and every version on disk', () => {
  const first = site.release('mfe-alpha', 'one');
  const second = site.release('mfe-alpha', 'two');
  const third = site.release('mfe-alpha', 'three');
  const result = site.run('remotes');
  assert.equal(result.code, 0, result.stderr);
  const alpha = section(result.lines, 'mfe-alpha');
  assert.equal(alpha[1], `  live:      ${third}`);
  assert.equal(alpha[2], `  previous:  ${second}  (rollback target)`);
  assert.match(alpha.join('\n'), new RegExp(`\\* ${third}  made live`));
  assert.match(alpha.join('\n'), new RegExp(`< ${second}  made live`));
  assert.match(alpha.join('\n'), new RegExp(`  ${first}  made live`));
  assert.deepEqual(section(result.lines, 'mfe-beta').slice(1, 3), ['  live:      (not released)', '  previous:  (none: nothing to roll back to)']);
  assert.doesNotMatch(result.stdout, /MISSING/);
});

test('remotes flags a live version whose folder is missing and exits non-zero', () => {
  site.release('mfe-alpha', 'one');
  const live = site.release('mfe-alpha', 'two');
  site.remove('mfe-alpha', live);
  const result = site.run('remotes');
  assert.equal(result.code, 1);
  assert.equal(section(result.lines, 'mfe-alpha')[1], `  live:      ${live}  MISSING FOLDER ${site.folder('mfe-alpha', live)}`);
  assert.match(result.stderr, new RegExp(`Live version folder missing: mfe-alpha ${live}`));
});

test('remotes flags a previous version whose folder is missing but exits zero, as the site still works', () => {
  const previous = site.release('mfe-alpha', 'one');
  site.release('mfe-alpha', 'two');
  site.remove('mfe-alpha', previous);
  const result = site.run('remotes');
  assert.equal(result.code, 0, result.stderr);
  assert.equal(section(result.lines, 'mfe-alpha')[2], `  previous:  ${previous}  (rollback target)  MISSING FOLDER ${site.folder('mfe-alpha', previous)}`);
});

test('remotes -- --log shows the last entries of the release log, and --log N limits them', () => {
  const first = site.release('mfe-alpha', 'one');
  const second = site.release('mfe-alpha', 'two');
  site.run('rollback', 'mfe-alpha');
  const all = site.run('remotes', '--log');
  assert.equal(all.code, 0, all.stderr);
  const log = all.lines.slice(all.lines.indexOf('release log (last 10):') + 1);
  assert.equal(log.length, 3);
  assert.match(log[0], new RegExp(`Amina Odhiambo \\(.+\\)  release mfe-alpha  none -> ${first}$`));
  assert.match(log[2], new RegExp(`rollback mfe-alpha  ${second} -> ${first}$`));
  const one = site.run('remotes', '--log', '1');
  const tail = one.lines.slice(one.lines.indexOf('release log (last 1):') + 1);
  assert.equal(tail.length, 1);
  assert.match(tail[0], /rollback mfe-alpha/);
  assert.doesNotMatch(site.run('remotes').stdout, /release log/, 'the log is shown only when asked for');
});
