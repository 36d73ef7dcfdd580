// What `npm test` prints at its end (scripts/testOutput.mjs), read off the runners' real output: a test whose
// group could not start counts as failed, and the summary names it with the reason the runner gave.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { failures, tally } from '../testOutput.mjs';

const folder = mkdtempSync(path.join(tmpdir(), 'test-output-'));
after(() => rmSync(folder, { recursive: true, force: true }));

/** node:test's TAP for `source`, each line prefixed as lerna streams a package's output. */
function tapOf(source) {
  const file = path.join(folder, `case-${Math.random().toString(36).slice(2)}.test.mjs`);
  writeFileSync(file, source);
  // As a run of its own: under this test's runner, the child would otherwise report to it instead of printing TAP.
  const { NODE_TEST_CONTEXT: _runner, ...env } = process.env;
  const result = spawnSync(process.execPath, ['--test', '--test-reporter=tap', file], { encoding: 'utf8', env });
  return result.stdout
    .split('\n')
    .map((line) => `@civic/api: ${line}`)
    .join('\n');
}

test('a group whose before hook throws: its test counts as failed, named with the error and where it was thrown', () => {
  const output = tapOf(`
    import { describe, it, before } from 'node:test';
    describe('an https site on PGlite', () => {
      before(async () => { throw new Error('the embedded database stopped: out of memory'); });
      it('signs in', () => {});
    });
    describe('plain', () => { it('passes', () => {}); });
  `);
  assert.deepEqual(tally(output), { passed: 1, failed: 1 });
  // As lerna streams it beside another package: that package's lines fall inside the failure's block.
  const interleaved = output
    .split('\n')
    .flatMap((line) => (/^@civic\/api:\s+(error|failureType|stack):/.test(line) ? ['@civic/mfe-org: PASS src/pages/Faq/Faq.test.tsx', line] : [line]))
    .join('\n');
  assert.deepEqual(failures(interleaved), failures(output));
  const named = failures(output);
  assert.equal(named.length, 2, named.join('\n'));
  assert.match(named[0], /^@civic\/api signs in: test did not finish before its parent and was cancelled \(cancelledByParent\)$/);
  assert.match(named[1], /^@civic\/api an https site on PGlite: the embedded database stopped: out of memory \(hookFailed\) at .*case-.*\.test\.mjs:4:\d+/);
});

test('a failed assertion is named with its message and line, then its group; the same test name in two groups once', () => {
  const output = tapOf(`
    import { describe, it } from 'node:test';
    import assert from 'node:assert/strict';
    describe('on PGlite', () => { it('answers 200', () => assert.equal(503, 200, 'the site is busy')); });
    describe('on PostgreSQL', () => { it('answers 200', () => {}); });
  `);
  assert.deepEqual(tally(output), { passed: 1, failed: 1 });
  const named = failures(output);
  assert.equal(named.length, 2, named.join('\n'));
  assert.match(named[0], /^@civic\/api answers 200: the site is busy at .*case-.*\.test\.mjs:4:\d+\)$/);
  assert.equal(named[1], '@civic/api on PGlite');
});

test('jest and Playwright totals and names are read as before', () => {
  const jest = ['@civic/mfe-org:   ● Contact › keeps the draft', '@civic/mfe-org: Tests:       1 failed, 40 passed, 41 total'].join('\n');
  assert.deepEqual(tally(jest), { passed: 40, failed: 1 });
  assert.deepEqual(failures(jest), ['@civic/mfe-org Contact › keeps the draft']);
  const playwright = ['  1) [chromium] › tests/shell.spec.ts:6:3 › the shell › home paints', '', '  1 failed', '  169 passed (12.3m)'].join('\n');
  assert.deepEqual(tally(playwright), { passed: 169, failed: 1 });
  assert.deepEqual(failures(playwright), ['[chromium] › tests/shell.spec.ts:6:3 › the shell › home paints']);
});
