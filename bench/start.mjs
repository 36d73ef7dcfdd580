#!/usr/bin/env node
// npm run bench:start — for the pages readable as sent (the home page and the section pages their builds
// rendered), in Chromium under the bench's mobile profile (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU):
// the first contentful paint, when the first script was asked for, and when the scripts had run (the shell's
// render has taken the place of the page as sent; on a page sent without it, only that the document was
// parsed), and when the page's h1 and its first form field (on a page with a form) were first in the
// document, each the median of BENCH_START_RUNS loads (5 by default), cold (a fresh context, empty cache) and
// again warm (the same context, the page loaded once before).
// BENCH_START_PAGES=/,/counties picks the pages. Uses the site on BENCH_URL (default :8080), which must be
// running (`npm start`).
import { chromium } from '@playwright/test';
import { median } from './lighthouse.mjs';
import { throttleAsPhone } from './mobile.mjs';

const base = process.env.BENCH_URL || 'http://localhost:8080';
const pages = (process.env.BENCH_START_PAGES || '/,/who-we-are,/counties').split(',');
const runs = Number(process.env.BENCH_START_RUNS || 5);
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** In the page, before anything else: notes when an h1, and a form field in the main, first are in the document. */
function watchContent() {
  const seen = { heading: Number.NaN, field: Number.NaN };
  window.__benchSeen = seen;
  new MutationObserver(() => {
    if (Number.isNaN(seen.heading) && document.querySelector('h1')) seen.heading = performance.now();
    if (Number.isNaN(seen.field) && document.querySelector('main input, main select, main textarea')) seen.field = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

/** One load of `url` in `page`, throttled: the page's own timings, in ms from the start of its navigation. */
async function load(page, url) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await throttleAsPhone(cdp);
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  // The shell replaces the frame the page came in with its own render once its scripts have run.
  await page.waitForFunction(() => document.readyState !== 'loading' && !document.getElementById('first-paint-frame'), null, { timeout: 60_000, polling: 10 });
  const figures = await page.evaluate(() => {
    const scripts = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    return {
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      asked: Math.min(...scripts.map((entry) => entry.startTime)),
      ran: performance.now(),
    };
  });
  // A section's page (and its form) comes after the shell's render: read once the section has rendered it.
  await page.waitForFunction(() => document.querySelector('main h1') && !document.getElementById('first-paint-page'), null, { timeout: 60_000, polling: 10 });
  const seen = await page.evaluate(() => window.__benchSeen);
  await cdp.detach();
  return { ...figures, ...seen };
}

const browser = await chromium.launch({ executablePath: chromiumPath });
const results = new Map(pages.map((path) => [path, { cold: [], warm: [] }]));
try {
  for (let run = 0; run < runs; run += 1) {
    for (const path of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      try {
        const page = await context.newPage();
        await page.addInitScript(watchContent);
        results.get(path).cold.push(await load(page, `${base}${path}`));
        await page.goto('about:blank');
        results.get(path).warm.push(await load(page, `${base}${path}`));
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}

const ms = (loads, key) => {
  const values = loads.map((figures) => figures[key]).filter((value) => Number.isFinite(value));
  return (values.length === 0 ? '–' : `${Math.round(median(values))} ms`).padStart(9);
};
console.log(`\nA readable page's start (median of ${runs}; mobile: 150 ms RTT, 1.6 Mbps, 4× CPU), in ms from the navigation's start\n`);
console.log(
  `${'page'.padEnd(16)} ${'visit'.padEnd(6)} ${'FCP'.padStart(9)} ${'1st script'.padStart(11)} ${'scripts run'.padStart(12)} ${'h1'.padStart(9)} ${'form field'.padStart(11)}`,
);
for (const [path, { cold, warm }] of results) {
  for (const [visit, loads] of [
    ['cold', cold],
    ['warm', warm],
  ]) {
    console.log(
      `${path.padEnd(16)} ${visit.padEnd(6)} ${ms(loads, 'painted')} ${ms(loads, 'asked').padStart(11)} ${ms(loads, 'ran').padStart(12)} ${ms(loads, 'heading')} ${ms(loads, 'field').padStart(11)}`,
    );
  }
}
