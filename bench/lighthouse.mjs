// Lighthouse's own figures for bench/web.mjs: its default mobile run (simulated Slow 4G: 150 ms RTT, 1.6 Mbps;
// 4× CPU), several runs per page in a fresh headless Chromium each, the median run (by performance score)
// reported. Lighthouse comes from the npm registry and drives the machine's Chromium (/usr/bin/chromium).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

/** The pages the performance budget names (issue: fast on a Kenyan phone). */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/who-we-are',
  '/counties',
  '/counties/county/032',
  '/projects/browser',
  '/govspend',
  '/complaints',
  '/auth/signin',
  '/workshops',
  '/community/forum-discussion',
  '/search-results?q=water',
];

/** The middle of the finite values (the upper middle of an even count); NaN when there are none. */
export const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

/** The performance issue's targets, as Lighthouse measures them. */
export const LIGHTHOUSE_BUDGET = { performance: 95, lcpMs: 2000, tbtMs: 200, cls: 0.05, accessibility: 100 };

/**
 * One Lighthouse mobile run of `url` in a fresh headless Chromium. A run Lighthouse itself reports as failed
 * (now and then it loses the trace's navigation start: NO_NAVSTART, and scores the page 0) is run again, up to
 * twice, so a median is never taken over a page Lighthouse did not measure.
 */
export async function lighthouseRun(url, chromePath, attempt = 1) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  let lhr;
  try {
    ({ lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }));
  } finally {
    await chrome.kill();
  }
  if (lhr.runtimeError && attempt < 3) {
    console.error(`Lighthouse could not measure ${url} (${lhr.runtimeError.code}); running it again`);
    return lighthouseRun(url, chromePath, attempt + 1);
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: audit('cumulative-layout-shift'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    transferKb: Math.round(audit('total-byte-weight') / 1024),
  };
}

/** The median of `runs` Lighthouse runs of each page (by performance score), with every run kept. */
export async function lighthouseFigures(base, pages, { runs = 3, chromePath } = {}) {
  const figures = [];
  for (const page of pages) {
    const all = [];
    for (let run = 0; run < runs; run += 1) all.push(await lighthouseRun(`${base}${page}`, chromePath));
    const sorted = [...all].sort((a, b) => a.performance - b.performance);
    figures.push({ page, median: sorted[Math.floor(sorted.length / 2)], runs: all });
  }
  return figures;
}

export function printLighthouse(figures, runs) {
  const b = LIGHTHOUSE_BUDGET;
  const flag = (ok) => (ok ? ' ' : '!');
  console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs)` : '(1 run)'}, mobile preset: simulated Slow 4G, 4× CPU\n`);
  console.log(`${'page'.padEnd(30)} ${'perf'.padStart(6)} ${'LCP'.padStart(9)} ${'TBT'.padStart(8)} ${'CLS'.padStart(7)} ${'a11y'.padStart(6)} ${'bytes'.padStart(9)}`);
  for (const { page, median: m } of figures) {
    console.log(
      `${page.padEnd(30)} ${`${m.performance}${flag(m.performance >= b.performance)}`.padStart(6)} ${`${m.lcpMs} ms${flag(m.lcpMs <= b.lcpMs)}`.padStart(9)} ${`${m.tbtMs} ms${flag(m.tbtMs <= b.tbtMs)}`.padStart(8)} ${`${m.cls.toFixed(3)}${flag(m.cls <= b.cls)}`.padStart(7)} ${`${m.accessibility}${flag(m.accessibility >= b.accessibility)}`.padStart(6)} ${`${m.transferKb} KB`.padStart(9)}`,
    );
  }
  console.log(
    `\n! marks a figure short of the budget (performance ≥ ${b.performance}, LCP ≤ ${b.lcpMs} ms, TBT ≤ ${b.tbtMs} ms, CLS ≤ ${b.cls}, accessibility ${b.accessibility}).`,
  );
}
