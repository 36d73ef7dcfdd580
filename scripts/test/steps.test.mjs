// The steps of `npm test` (scripts/steps.mjs): a command that hangs is stopped at its limit and named.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { run, runTogether } from '../steps.mjs';

const node = JSON.stringify(process.execPath);
/** A limit of about a second, in the minutes a step's limit is given in. */
const ONE_SECOND = 1 / 60;

/** Whether a process is still running (one that has ended but not been reaped by its parent is not). */
function alive(pid) {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** The process ids a command printed as `pid=N`. */
function pids(output) {
  return [...output.matchAll(/pid=(\d+)/g)].map((match) => Number(match[1]));
}

test('a command that ends within its limit gives its exit code and output', async () => {
  const result = await run(`${node} -e "console.log('done'); process.exit(3)"`, { quiet: true, limit: 1 });
  assert.equal(result.code, 3);
  assert.match(result.output, /done/);
  assert.ok(!result.timedOut);
});

test('a command still running at its limit is stopped, and the result says so and lists what was running', async () => {
  const started = Date.now();
  const result = await run(`${node} -e "console.log('pid=' + process.pid); setInterval(() => {}, 1000)"`, { quiet: true, limit: ONE_SECOND });
  assert.equal(result.code, 124);
  assert.equal(result.timedOut, true);
  assert.ok(Date.now() - started < 15_000, 'stopped soon after its limit');
  assert.match(result.output, /was still running after .* minutes and was stopped/);
  assert.match(result.output, /setInterval/, 'names the process that was still running');
  const [pid] = pids(result.output);
  assert.ok(pid && !alive(pid), 'the process is gone');
});

test('a process left behind holding the output open is stopped with its command', async () => {
  // The command itself ends at once; what it started keeps its output open, so it would never be read to its end.
  const child = `console.log('pid=' + process.pid); setInterval(() => {}, 1000)`;
  const parent = `const { spawn } = require('node:child_process'); spawn(process.execPath, ['-e', ${JSON.stringify(child)}], { stdio: 'inherit' }); setTimeout(() => process.exit(0), 200)`;
  const result = await run(`${node} -e ${JSON.stringify(parent)}`, { quiet: true, limit: ONE_SECOND });
  assert.equal(result.code, 124);
  const [pid] = pids(result.output);
  assert.ok(pid, 'the process left behind printed its id');
  assert.ok(!alive(pid), 'the process left behind is gone');
});

test('commands run side by side fail together when one of them hangs', async () => {
  const result = await runTogether([`${node} -e "console.log('quick')"`, `${node} -e "setInterval(() => {}, 1000)"`], ONE_SECOND);
  assert.equal(result.code, 124);
  assert.equal(result.timedOut, true);
  assert.match(result.output, /quick/);
});
