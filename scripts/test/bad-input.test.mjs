// Every refused command: one line saying what was expected, a non-zero exit, and the registry files, the
// release log and the version folders exactly as they were.
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { makeSite } from './site.mjs';

let site;
let versions;
beforeEach(() => {
  site = makeSite();
  versions = [site.release('mfe-alpha', 'one'), site.release('mfe-alpha', 'two'), site.release('mfe-alpha', 'three')];
  site.release('mfe-beta', 'b');
});
afterEach(() => site.cleanup());

function folders() {
  return ['mfe-alpha', 'mfe-beta'].map((name) => readdirSync(path.join(site.deploy, 'remotes', name)).sort());
}

/** Runs a command that must be refused; returns its one stderr line. */
function refused(script, ...args) {
  const before = site.snapshot();
  const disk = folders();
  const result = site.run(script, ...args);
  assert.notEqual(result.code, 0, `${script} ${args.join(' ')} exits non-zero`);
  assert.equal(result.stdout, '', 'nothing is reported as done');
  const lines = result.stderr.trim().split('\n');
  assert.equal(lines.length, 1, `one line: ${result.stderr}`);
  assert.deepEqual(site.snapshot(), before, 'registry.json, remotes.json and the release log are unchanged byte for byte');
  assert.deepEqual(folders(), disk, 'no version folder is added or removed');
  return lines[0];
}

test('an unknown remote is refused, naming the known remotes', () => {
  for (const script of ['rollback', 'prune', 'release']) {
    const args = script === 'prune' ? ['mfe-nope', '--keep', '1'] : ['mfe-nope'];
    assert.equal(refused(script, ...args), 'Unknown unit "mfe-nope". Units: mfe-alpha, mfe-beta');
  }
});

test('an unknown version is refused, listing the versions on disk', () => {
  const line = refused('rollback', 'mfe-alpha', '--to', '9.9.9-0000000000');
  assert.equal(line, `mfe-alpha has no version "9.9.9-0000000000". Versions on disk: ${[...versions].sort().join(', ')}. Nothing was changed.`);
  // A path is not a version: only folder names under the remote's own folder are.
  assert.match(refused('rollback', 'mfe-alpha', '--to', `../mfe-beta/${versions[0]}`), /has no version/);
  assert.match(refused('rollback', 'mfe-alpha', '--to', '.'), /has no version/);
});

test('a version whose folder is missing is refused, by --to and by a plain rollback', () => {
  site.remove('mfe-alpha', versions[1]);
  const left = [versions[0], versions[2]].sort().join(', ');
  assert.equal(
    refused('rollback', 'mfe-alpha'),
    `mfe-alpha ${versions[1]} has no folder (${site.folder('mfe-alpha', versions[1])}). Versions on disk: ${left}; choose one with --to <version>. Nothing was changed.`,
  );
  assert.match(refused('rollback', 'mfe-alpha', '--to', versions[1]), new RegExp(`mfe-alpha ${versions[1]} has no folder`));
});

test('a copy cut short by an interrupted release is not a version', () => {
  const staging = `${versions[0]}.staging-4242`;
  mkdirSync(site.folder('mfe-alpha', staging));
  assert.match(refused('rollback', 'mfe-alpha', '--to', staging), /has no version/);
  assert.doesNotMatch(site.run('remotes').stdout, /staging/);
});

test('a rollback with no earlier release is refused', () => {
  assert.equal(refused('rollback', 'mfe-beta').split(' (')[0], 'mfe-beta has no earlier release to roll back to');
});

test('a corrupt registry.json or remotes.json is refused by every verb', () => {
  const cases = [
    ['registry.json', '{"remotes": {"mfe-alpha": {"stack": [', /registry\.json is not valid JSON \(.+\); restore it or fix it by hand\. Nothing was changed\.$/],
    ['registry.json', '{"remotes": {"mfe-alpha": {"stack": "oops"}}}', /registry\.json is not a registry: expected \{"remotes"/],
    ['registry.json', '[]', /registry\.json is not a registry/],
    ['remotes.json', 'not json', /remotes\.json is not valid JSON/],
    ['remotes.json', '{"remotes": []}', /remotes\.json is not a public registry: expected \{"remotes": \{\.\.\.\}\}/],
  ];
  // A new build, so a release that went ahead would add a folder.
  site.build('mfe-alpha', 'four');
  for (const [file, content, message] of cases) {
    const original = site.snapshot();
    site.write(file, content);
    assert.match(refused('rollback', 'mfe-alpha'), message);
    assert.match(refused('rollback', 'mfe-alpha', '--to', versions[0]), message);
    assert.match(refused('prune', 'mfe-alpha', '--keep', '1'), message);
    assert.match(refused('release', 'mfe-alpha'), message);
    assert.match(refused('remotes'), message);
    site.write(file, Buffer.from(original[file], 'base64'));
  }
});

test('a missing or malformed option is refused, saying what was expected', () => {
  assert.match(refused('rollback'), /^Expected one unit \(mfe-alpha, mfe-beta\)\. Usage: npm run rollback -- <unit> \[--to <version>\]/);
  assert.match(refused('rollback', 'mfe-alpha', 'mfe-beta'), /^Expected one unit/);
  assert.match(refused('rollback', 'mfe-alpha', '--to'), /^--to needs a value\. Usage: npm run rollback/);
  assert.match(refused('rollback', 'mfe-alpha', '--to', '--keep'), /^--to needs a value/);
  assert.match(refused('rollback', 'mfe-alpha', '--steps', '2'), /^Unknown option --steps\. Usage: npm run rollback/);
  assert.match(refused('prune', 'mfe-alpha'), /^--keep is required: how many of the newest versions to keep\. Usage: npm run prune -- <unit> --keep <N>/);
  for (const keep of ['0', '-1', '1.5', 'two', '']) {
    const line = refused('prune', 'mfe-alpha', `--keep=${keep}`);
    assert.match(line, keep === '' ? /^--keep needs a value/ : new RegExp(`^--keep must be a whole number of at least 1, not "${keep.replace('.', '\\.')}"`));
  }
  assert.match(refused('prune', '--keep', '2'), /^Expected one unit/);
  assert.match(refused('remotes', '--log', '0'), /^--log must be a whole number of at least 1, not "0"/);
  assert.match(refused('remotes', 'mfe-alpha'), /^Unexpected argument "mfe-alpha"/);
  assert.match(refused('release'), /^Expected one unit \(mfe-alpha, mfe-beta\)\. Usage: npm run release/);
  assert.match(refused('release', 'mfe-alpha', '--canry', '10'), /^Unknown option --canry/);
  for (const share of ['0', '100', 'ten', '10.5'])
    assert.match(refused('release', 'mfe-alpha', '--canary', share), new RegExp(`^--canary must be a whole percentage from 1 to 99, not "${share}"`));
  assert.match(refused('promote', 'mfe-alpha'), /^mfe-alpha has no canary to promote/);
  assert.match(refused('promote'), /^Expected one unit/);
});
