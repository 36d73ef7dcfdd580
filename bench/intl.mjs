#!/usr/bin/env node
// npm run bench:intl — what the first date formatter of a language costs the main thread in Chromium, with the
// language's data not loaded yet (a new page) and once a worker of the same page has loaded it (what the
// shell's start does, shell/src/warmUpIntl.ts), for en-KE and sw-KE: the median of BENCH_INTL_RUNS new pages
// (7 by default), each in a fresh browser context. No throttling: multiply by four for Lighthouse's phone.
import { chromium } from '@playwright/test';
import { median } from './lighthouse.mjs';

const runs = Number(process.env.BENCH_INTL_RUNS || 7);
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** In the page: the milliseconds its first date and number formatters take, after a worker has made its own first if asked. */
async function firstFormatters({ locale, warmed }) {
  if (warmed) {
    const code = `onmessage = (event) => { new Intl.DateTimeFormat(event.data, { day: 'numeric', month: 'short', year: 'numeric' }).formatToParts(0); new Intl.NumberFormat(event.data).format(0); postMessage(0); };`;
    const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
    await new Promise((resolve) => {
      worker.onmessage = resolve;
      worker.postMessage(locale);
    });
    worker.terminate();
  }
  const start = performance.now();
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).formatToParts(new Date());
  const dated = performance.now();
  new Intl.NumberFormat(locale).format(1234.5);
  return { date: dated - start, number: performance.now() - dated };
}

const browser = await chromium.launch({ executablePath: chromiumPath });
try {
  console.log(`\nFirst formatters on the main thread, median of ${runs} new pages\n`);
  console.log(`${'locale'.padEnd(8)} ${'language data'.padEnd(30)} ${'date'.padStart(9)} ${'number'.padStart(9)}`);
  for (const locale of ['en-KE', 'sw-KE']) {
    for (const warmed of [false, true]) {
      const figures = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto('about:blank');
        figures.push(await page.evaluate(firstFormatters, { locale, warmed }));
        await context.close();
      }
      const label = warmed ? 'loaded first by a worker' : 'not loaded yet';
      const ms = (key) => `${median(figures.map((figure) => figure[key])).toFixed(1)} ms`;
      console.log(`${locale.padEnd(8)} ${label.padEnd(30)} ${ms('date').padStart(9)} ${ms('number').padStart(9)}`);
    }
  }
} finally {
  await browser.close();
}
