#!/usr/bin/env node
// npm run bench:tasks [-- <unit> <version A> <version B>]
//
// The main thread's tasks after the first contentful paint, which is where Lighthouse's TBT comes from, read
// from a Chromium trace of each load (no throttling: Lighthouse also observes an unthrottled load, then
// multiplies each task by four). For each page, the median of BENCH_TASKS_RUNS loads (9 by default) of:
// - the TBT Lighthouse would simulate from those tasks (each task's excess over 50 ms once multiplied by 4),
//   from their wall time and again from their CPU time (the time the thread really ran);
// - how many tasks count (over 12.5 ms);
// - the longest task that ran the page's own inline script (wall), 0 where none ran after the paint;
// - the main thread's busy time after the paint, wall and CPU.
// Where wall time is well above CPU time, the main thread was waiting for a core (other processes, the
// browser's own threads): that part of TBT is the machine's, not the page's.
//
// With a unit and two released versions, the two builds take turns, switched run by run as bench:ab does, and
// the one live before is left live. BENCH_TASKS_PAGES=/counties,/workshops picks the pages. Uses the site on
// BENCH_URL (default :8080), which must be running (`npm start`).
//
// BENCH_TASKS_CPU=4 slows Chromium's CPU down four times itself (as DevTools' throttling does) instead: the
// tasks are then measured as a slow phone would run them, and counted as they are, not multiplied.
//
// BENCH_TASKS_PROFILE=1 also samples the main thread's JavaScript over each load (Chromium's profiler, every
// 0.1 ms) and prints, for each build, the files whose code took the most of it (the median over the loads, the
// time spent in each file's own functions, whether running or being compiled when first called). The sampling
// slows the page a little, so compare the task figures of runs made without it.
import { chromium } from '@playwright/test';
import { runCommand } from '../scripts/cli.mjs';
import { liveVersion, readRegistry, requireUnit, requireVersionsOnDisk, rollback } from '../scripts/registry.mjs';
import { median } from './lighthouse.mjs';

const base = process.env.BENCH_URL || 'http://localhost:8080';
const pages = (process.env.BENCH_TASKS_PAGES || '/counties,/govspend,/complaints,/workshops,/who-we-are').split(',');
const runs = Number(process.env.BENCH_TASKS_RUNS || 9);
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const slowdown = Number(process.env.BENCH_TASKS_CPU || 1);
const profiled = process.env.BENCH_TASKS_PROFILE === '1';
/** What a task's time is multiplied by before it is counted: Lighthouse's four, unless the CPU really was slowed. */
const factor = slowdown > 1 ? 1 : 4;

/** One load of `url` in a fresh context (Lighthouse's mobile screen), its main-thread tasks after the first paint. */
async function load(browser, url, attempt = 1) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const profiler = profiled ? await startProfiler(context, page) : null;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  const byFile = profiler ? await profiler.stop() : {};
  await context.close();
  const parse = traceEvents.find((event) => event.name === 'ParseHTML' && (event.args?.beginData?.url ?? '').startsWith(base));
  // Now and then a trace misses the page's parse (the renderer's events were not all flushed): load it again.
  if (!parse) return attempt < 3 ? load(browser, url, attempt + 1) : Promise.reject(new Error(`No trace of ${url}'s page in three loads`));
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid);
  const tasks = traceEvents.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X' && event.name === 'RunTask' && event.ts >= (paint?.ts ?? 0));
  // The page's own inline script (the one that starts a readable page's scripts after its first paint).
  const inline = traceEvents.filter((event) => event.tid === parse.tid && event.pid === parse.pid && event.name === 'FunctionCall' && event.args?.data?.url === url);
  const figures = { tbtWall: 0, tbtCpu: 0, longTasks: 0, inlineTask: 0, busyWall: 0, busyCpu: 0 };
  for (const task of tasks) {
    const wall = task.dur / 1000;
    const cpu = (task.tdur ?? task.dur) / 1000;
    figures.busyWall += wall;
    figures.busyCpu += cpu;
    figures.tbtWall += Math.max(0, wall * factor - 50);
    figures.tbtCpu += Math.max(0, cpu * factor - 50);
    if (wall * factor > 50) figures.longTasks += 1;
    if (inline.some((call) => call.ts >= task.ts && call.ts < task.ts + task.dur)) figures.inlineTask = Math.max(figures.inlineTask, wall);
  }
  return { figures, byFile };
}

/**
 * Chromium's sampling profiler on the page's main thread. Its stop() gives the milliseconds sampled in each
 * file's own functions, a file named as released without its content hash (`shell/main`,
 * `mfe-governance/remoteEntry`), so two builds' files line up; the browser's own work has its own names
 * (`(garbage collector)`, `appendChild`).
 */
async function startProfiler(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return {
    async stop() {
      const { profile } = await cdp.send('Profiler.stop');
      const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
      const byFile = {};
      profile.samples.forEach((id, index) => {
        const { url, functionName } = nodes.get(id);
        if (functionName === '(idle)' || functionName === '(program)' || functionName === '(root)') return;
        const released = url && new URL(url).pathname.match(/^\/(?:shell|remotes\/([^/]+))\/[^/]+\/(.+?)(?:\.[0-9a-f]{10})?\.js$/);
        const file = released ? `${released[1] ?? 'shell'}/${released[2]}` : url ? new URL(url).pathname : functionName;
        byFile[file] = (byFile[file] ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000;
      });
      return byFile;
    },
  };
}

const summary = (loads) => Object.fromEntries(Object.keys(loads[0].figures).map((key) => [key, Math.round(median(loads.map(({ figures }) => figures[key])))]));

/** The files that took the most of the main thread, median over the loads (a load that never ran a file counts 0). */
function topFiles(loads, count = 10) {
  const files = [...new Set(loads.flatMap(({ byFile }) => Object.keys(byFile)))];
  return files
    .map((file) => [file, median(loads.map(({ byFile }) => byFile[file] ?? 0))])
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);
}

runCommand(async () => {
  const [unit, versionA, versionB] = process.argv.slice(2);
  const builds = unit ? [versionA, versionB] : ['live'];
  if (unit) {
    requireUnit(unit);
    if (!versionA || !versionB) throw new Error('Usage: npm run bench:tasks [-- <unit> <version A> <version B>]');
    requireVersionsOnDisk(unit, builds);
  }
  const before = unit ? liveVersion(readRegistry(), unit) : undefined;
  const browser = await chromium.launch({ executablePath: chromiumPath });
  const rows = [];
  try {
    for (const page of pages) {
      const loads = Object.fromEntries(builds.map((build) => [build, []]));
      for (let run = 0; run < runs; run += 1) {
        // Each build goes first every other run, so a busy moment of the machine falls on both.
        for (const build of run % 2 ? [...builds].reverse() : builds) {
          if (unit) {
            rollback(unit, { to: build });
            await new Promise((resolve) => setTimeout(resolve, 700));
          }
          loads[build].push(await load(browser, `${base}${page}`));
        }
      }
      for (const build of builds) rows.push({ page, build, ...summary(loads[build]), files: topFiles(loads[build]) });
    }
  } finally {
    await browser.close();
    if (before) rollback(unit, { to: before });
  }
  const cpu = slowdown > 1 ? `, CPU slowed ${slowdown}× by Chromium` : '';
  console.log(`\nMain-thread tasks after the first contentful paint, median of ${runs} loads${unit ? ` of each ${unit} build, taking turns` : ''}${cpu}\n`);
  console.log(
    `${'page'.padEnd(28)} ${'build'.padEnd(18)} ${'TBT (wall)'.padStart(11)} ${'TBT (CPU)'.padStart(10)} ${'long tasks'.padStart(11)} ${'inline task'.padStart(12)} ${'busy wall'.padStart(10)} ${'busy CPU'.padStart(9)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(28)} ${row.build.padEnd(18)} ${`${row.tbtWall} ms`.padStart(11)} ${`${row.tbtCpu} ms`.padStart(10)} ${String(row.longTasks).padStart(11)} ${`${row.inlineTask} ms`.padStart(12)} ${`${row.busyWall} ms`.padStart(10)} ${`${row.busyCpu} ms`.padStart(9)}`,
    );
  }
  if (profiled) {
    console.log('\nMain-thread JavaScript by file (sampled; ms, median of the loads)');
    for (const row of rows) console.log(`\n${row.page}  ${row.build}\n${row.files.map(([file, ms]) => `  ${ms.toFixed(1).padStart(7)}  ${file}`).join('\n')}`);
  }
});
