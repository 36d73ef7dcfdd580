#!/usr/bin/env node
// npm run bench:web — front-end figures for home and every page a section declares, in Chromium under a
// throttled mobile profile (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU), each page loaded cold:
// first-load JS (gzip bytes), React copies loaded, LCP and CLS; then Lighthouse's own mobile run of the pages
// the performance budget names (median of BENCH_LH_RUNS runs, 3 by default; BENCH_LH_PAGES=/,/faq picks
// pages; BENCH_LH_RUNS=0 skips it). Uses the site on :8080 if it is running, else starts it as the README
// does (`npm start`). Prints tables; writes bench/results/web.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { LIGHTHOUSE_PAGES, lighthouseFigures, printLighthouse } from './lighthouse.mjs';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = process.env.BENCH_URL || 'http://localhost:8080';
const BUDGET = { homeJs: 150 * 1024, routeJs: 250 * 1024, lcpMs: 2500, cls: 0.1 };

async function siteIsUp() {
  return fetch(`${base}/api/health/`).then(
    (r) => r.ok,
    () => false,
  );
}

async function ensureSite() {
  if (await siteIsUp()) return null;
  const server = spawn('npm', ['start'], { cwd: repoDir, stdio: 'ignore', env: { ...process.env, DATABASE_URL: '' } });
  for (let i = 0; i < 240 && !(await siteIsUp()); i += 1) await new Promise((r) => setTimeout(r, 250));
  if (!(await siteIsUp())) throw new Error('the site did not start on :8080');
  return server;
}

/** Counts react-dom renderers as they register with the devtools hook: one per React copy on the page. */
function installProbes() {
  window.__benchRenderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      window.__benchRenderers += 1;
      this.renderers.set(window.__benchRenderers, renderer);
      return window.__benchRenderers;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  window.__benchLcp = 0;
  window.__benchCls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__benchCls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  window.localStorage.setItem('cookie_consent', 'essential_only');
}

async function measure(browser, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(installProbes);

  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.push({ url: response.url(), gzip: gzipSync(await response.body(), { level: 9 }).length });
    } catch {
      // A script whose body is gone (navigation) is not counted.
    }
  });

  await page.goto(`${base}${route}`, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1500);
  const figures = await page.evaluate(() => ({ reactCopies: window.__benchRenderers, lcp: window.__benchLcp, cls: window.__benchCls }));
  await context.close();
  return {
    route,
    jsGzipBytes: scripts.reduce((sum, s) => sum + s.gzip, 0),
    scripts: scripts.length,
    files: scripts.map((s) => `${new URL(s.url).pathname} ${s.gzip}`),
    ...figures,
  };
}

/** Every page a remote in this checkout declares in its routes.json that opens without a parameter (a `/*` page at its root); redirects are left out. */
function declaredPages() {
  const remotes = readdirSync(repoDir).filter((name) => name.startsWith('mfe-') && existsSync(path.join(repoDir, name, 'routes.json')));
  const pages = remotes.flatMap((name) => JSON.parse(readFileSync(path.join(repoDir, name, 'routes.json'), 'utf8')).pages);
  return pages.filter((page) => page.redirect === undefined && !page.path.includes(':')).map((page) => page.path.replace(/\/\*$/, ''));
}

const allRoutes = ['/', ...declaredPages()];
const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : allRoutes;
const chromiumPath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const server = await ensureSite();
const browser = await chromium.launch({
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

const results = [];
const lighthouseRuns = Number(process.env.BENCH_LH_RUNS ?? 3);
const lighthousePages = process.env.BENCH_LH_PAGES ? process.env.BENCH_LH_PAGES.split(',') : LIGHTHOUSE_PAGES;
let lighthouse = [];
try {
  for (const route of routes) results.push(await measure(browser, route));
  await browser.close();
  if (lighthouseRuns > 0) lighthouse = await lighthouseFigures(base, lighthousePages, { runs: lighthouseRuns, chromePath: chromiumPath });
} finally {
  await browser.close().catch(() => undefined);
  server?.kill('SIGTERM');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('\nFront-end figures (mobile: 150 ms RTT, 1.6 Mbps, 4× CPU; cold cache)\n');
console.log(`${'route'.padEnd(32)} ${'first-load JS (gzip)'.padStart(21)} ${'scripts'.padStart(8)} ${'React copies'.padStart(13)} ${'LCP'.padStart(9)} ${'CLS'.padStart(7)}`);
for (const r of results) {
  const budget = r.route === '/' ? BUDGET.homeJs : BUDGET.routeJs;
  const flag = (ok) => (ok ? ' ' : '!');
  console.log(
    `${r.route.padEnd(32)} ${`${kb(r.jsGzipBytes)}${flag(r.jsGzipBytes <= budget)}`.padStart(21)} ${String(r.scripts).padStart(8)} ${`${r.reactCopies}${flag(r.reactCopies === 1)}`.padStart(13)} ${`${Math.round(r.lcp)} ms${flag(r.route !== '/' || r.lcp <= BUDGET.lcpMs)}`.padStart(9)} ${`${r.cls.toFixed(3)}${flag(r.cls <= BUDGET.cls)}`.padStart(7)}`,
  );
}
console.log(`\n! marks a figure over its budget (home JS ≤ 150 KB, any route ≤ 250 KB, 1 React copy, home LCP ≤ 2.5 s, CLS ≤ 0.1).`);
if (lighthouse.length) printLighthouse(lighthouse, lighthouseRuns);
mkdirSync(path.join(repoDir, 'bench', 'results'), { recursive: true });
writeFileSync(path.join(repoDir, 'bench', 'results', 'web.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), results, lighthouse }, null, 2)}\n`);
