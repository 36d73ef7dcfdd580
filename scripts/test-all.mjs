#!/usr/bin/env node
// npm test: build the site, then run every suite — unit and component (jest), API (node:test on PGlite,
// and on PostgreSQL when DATABASE_URL is set), and end to end (Playwright against `npm start`).
// Ends with one line that totals them.
import { checkRuntime } from './runtime.mjs';
import { run, runTogether, stopRunning } from './steps.mjs';
import { failures, tally } from './testOutput.mjs';

if (!checkRuntime('npm test')) process.exit(1);

// Each step has a time limit (minutes), well above what it takes on a slow machine (the whole run takes about
// 28 minutes in CI on two cores, up to 40 on a busy machine), so a step that hangs is stopped, named and counted
// as failed, with the processes it left running listed, instead of running into CI's own limit with nothing said.
const steps = [
  { name: 'build', command: 'npm run build', count: false, limit: 20 },
  // Side by side (each is one process most of the time, and the machine has two cores); each one's output is
  // printed whole once it ends.
  { name: 'type check, lint and format check', together: ['npm run typecheck', 'npm run lint'], count: false, limit: 15 },
  // Two packages at a time: the API's tests (most of this step's time, much of it waiting on real processes and
  // timers) run beside the sections' jest suites instead of after them. Lines stay prefixed by their package.
  { name: 'unit, component and API tests', command: 'npx lerna run test --concurrency 2 --stream --no-bail --ignore @civic/e2e', count: true, limit: 40 },
  // nginx in front of two API instances on PostgreSQL and Redis (ops/); skipped, saying why, without them.
  { name: 'deployment topology test', command: 'node --test --test-force-exit --test-timeout=600000 --test-reporter=tap "ops/test/*.test.mjs"', count: true, limit: 10 },
  // The operator commands (release, rollback, prune, remotes) against a temporary deploy folder.
  { name: 'release tool tests', command: 'node --test --test-force-exit --test-timeout=600000 --test-reporter=tap "scripts/test/*.test.mjs"', count: true, limit: 10 },
  { name: 'end-to-end tests', command: 'npm run test:e2e', count: true, limit: 40 },
];

// Interrupted (Ctrl-C, or CI's own limit): the steps' process groups stop with this run.
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(name, () => {
    stopRunning();
    process.exit(130);
  });
}

let passed = 0;
let failed = 0;
let broken = null;
const failedNames = [];
// How long each step took, printed at the end: the whole run must stay well inside CI's budget.
const durations = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command ?? step.together.join(' & ')}\n`);
  const started = Date.now();
  const result = step.together ? await runTogether(step.together, step.limit) : await run(step.command, { limit: step.limit });
  durations.push(`  ${step.name}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (step.count) {
    const counts = tally(result.output);
    passed += counts.passed;
    failed += counts.failed;
    if (result.code !== 0 || counts.failed) failedNames.push(...failures(result.output));
  }
  if (result.timedOut) failedNames.push(`${step.name}: stopped after ${step.limit} minutes`);
  if (result.code !== 0) {
    broken = step.name;
    if (step.name === 'build') break;
  }
}
console.log(`\nTime per step:\n${durations.join('\n')}`);
if (failedNames.length) console.log(`\nFailed:\n${failedNames.map((name) => `  - ${name}`).join('\n')}`);
if (broken) console.log(`\n${broken} failed.`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken || failed ? 1 : 0);
