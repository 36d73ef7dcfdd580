#!/usr/bin/env node
// npm run bench:ab -- <unit> <version A> <version B> [page,page,...]
//
// Two released builds of one unit (the shell or a section), measured in one sitting: the site on :8080 (started
// as `npm start`) is switched between them run by run (the same switch as `npm run rollback -- <unit> --to`),
// and each page gets BENCH_LH_RUNS Lighthouse mobile runs per build (7 by default), A and B taking turns, so a
// busy moment of the machine falls on both. Prints the median performance score, TBT and LCP of each build and
// how many runs reached the budget's score; leaves the build that was live before live again. Each switch is
// written to the release log, as any rollback is: run it on a development site, not a public one.
//
// To compare a change with the code before it: build and release the unit without the change (it goes live),
// then with it, and name both versions (`npm run remotes` lists them).
import { existsSync } from 'node:fs';
import { LIGHTHOUSE_BUDGET, lighthouseRun, median } from './lighthouse.mjs';
import { runCommand } from '../scripts/cli.mjs';
import { liveVersion, readRegistry, requireUnit, requireVersionsOnDisk, rollback } from '../scripts/registry.mjs';

const usage = 'npm run bench:ab -- <unit> <version A> <version B> [/page,/page]';

runCommand(async () => {
  const [unit, versionA, versionB, pageList] = process.argv.slice(2);
  if (!unit || !versionA || !versionB) throw new Error(`Usage: ${usage}`);
  requireUnit(unit);
  // Both builds must be on disk before the live version is touched.
  requireVersionsOnDisk(unit, [versionA, versionB]);
  const base = process.env.BENCH_URL || 'http://localhost:8080';
  const pages = (pageList ?? '/workshops,/counties').split(',');
  const runs = Number(process.env.BENCH_LH_RUNS ?? 7);
  const chromePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const before = liveVersion(readRegistry(), unit);

  const figures = [];
  try {
    for (const page of pages) {
      const byVersion = { [versionA]: [], [versionB]: [] };
      for (let run = 0; run < runs; run += 1) {
        for (const version of [versionA, versionB]) {
          rollback(unit, { to: version });
          // The server reads the registry again when it changes; give it a moment.
          await new Promise((resolve) => setTimeout(resolve, 1000));
          byVersion[version].push(await lighthouseRun(`${base}${page}`, chromePath));
        }
      }
      figures.push({ page, byVersion });
    }
  } finally {
    if (before) rollback(unit, { to: before });
  }
  printFigures(unit, versionA, versionB, runs, figures);
});

function printFigures(unit, versionA, versionB, runs, figures) {
  console.log(`\n${unit}: ${versionA} (A) against ${versionB} (B), Lighthouse mobile, median of ${runs} runs each, taking turns\n`);
  console.log(`${'page'.padEnd(30)} ${'build'.padEnd(6)} ${'perf'.padStart(5)} ${'TBT'.padStart(8)} ${'LCP'.padStart(9)}  runs with perf ≥ ${LIGHTHOUSE_BUDGET.performance}`);
  for (const { page, byVersion } of figures) {
    for (const [label, version] of [
      ['A', versionA],
      ['B', versionB],
    ]) {
      const all = byVersion[version];
      console.log(
        `${page.padEnd(30)} ${label.padEnd(6)} ${String(median(all.map((r) => r.performance))).padStart(5)} ${`${median(all.map((r) => r.tbtMs))} ms`.padStart(8)} ${`${median(all.map((r) => r.lcpMs))} ms`.padStart(9)}  ${all.filter((r) => r.performance >= LIGHTHOUSE_BUDGET.performance).length} of ${all.length}`,
      );
    }
  }
}
