#!/usr/bin/env node
// npm run bench:web — front-end figures for home and every page a section declares, in Chromium under a
// throttled mobile profile (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU), each page loaded cold in a fresh
// browser context (empty cache): first-load JS (bytes as the server sent them: the precompressed brotli or
// gzip file, taken from the response's Content-Length), React copies loaded, LCP and CLS, against the
// performance budget. Then each page again in the same context (cache kept, same throttling): which
// requests went to the network at all, and any script or style sheet downloaded again instead of coming from
// the cache, with the Cache-Control it was sent with, and the bytes the repeat visit took from the network.
// Then the page a third time with no connection (the service worker's copy): how long until its h1 shows and
// until it is interactive. Then everything a cold load fetches, with low-data mode off
// and on, for the home page and three others (BENCH_LOWDATA_PAGES; BENCH_LOWDATA=0 skips it). Then Lighthouse's own mobile run of the pages the
// budget names (median of BENCH_LH_RUNS runs, 3 by default; BENCH_LH_PAGES=/,/faq picks pages;
// BENCH_LH_RUNS=0 skips it). Last, the price of federation: the same source built as one ordinary webpack
// bundle (bench/monolith/), both served alike by their own API instance (bench/monolith/site.mjs), first-load
// JS and Lighthouse LCP (median of BENCH_LH_RUNS runs, the two sites taking turns) for BENCH_FEDERATION_PAGES
// (/, /counties and /complaints by default; BENCH_FEDERATION=0 skips it).
// BENCH_ROUTES=/,/counties picks the pages of the first two tables; BENCH_SIGN_IN=<e-mail>:<password> loads them signed in. Uses the site on :8080 if it is running,
// else starts it as the README does (`npm start`). Prints tables; writes bench/results/web.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { LIGHTHOUSE_PAGES, lighthouseFigures, lighthouseRun, median, printLighthouse } from './lighthouse.mjs';
import { startComparisonSites } from './monolith/site.mjs';
import { throttleAsPhone } from './mobile.mjs';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = process.env.BENCH_URL || 'http://localhost:8080';
/** The performance issue's targets for every page the bench loads. */
const BUDGET = { homeJs: 150 * 1024, routeJs: 200 * 1024, lcpMs: 2000, cls: 0.05, reactCopies: 1 };
/** Federated first-load JS and LCP may be at most this much above the same pages built as one bundle. */
const FEDERATION_BUDGET = 1.15;
/** The pages whose bytes low-data mode is measured on: the home page and three others (BENCH_LOWDATA_PAGES). */
const LOW_DATA_PAGES = ['/', '/projects/browser', '/search-results?q=water', '/community/forum-discussion'];
const FEDERATION_PAGES = process.env.BENCH_FEDERATION_PAGES ? process.env.BENCH_FEDERATION_PAGES.split(',') : ['/', '/counties', '/complaints'];

async function siteIsUp() {
  return fetch(`${base}/api/health/`).then(
    (r) => r.ok,
    () => false,
  );
}

async function ensureSite() {
  if (await siteIsUp()) return null;
  // Its own process group, so stopping it stops the server npm starts too (killing npm alone leaves it on :8080).
  const server = spawn('npm', ['start'], { cwd: repoDir, stdio: 'ignore', detached: true, env: { ...process.env, DATABASE_URL: '' } });
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

/** What a request is for, as the repeat-visit table groups them. */
function kindOf(request) {
  const { pathname } = new URL(request.url);
  if (request.type === 'Document') return 'page';
  if (pathname === '/remotes.json') return 'registry';
  if (pathname.startsWith('/api/') || pathname.startsWith('/ws')) return 'data';
  if (request.type === 'Script') return 'js';
  if (request.type === 'Stylesheet') return 'css';
  return 'other';
}

/**
 * Every request of one page load, from the DevTools protocol: whether it was answered by the memory or disk
 * cache, revalidated (304) or came over the network with a body, and the body's size as sent (Content-Length,
 * else the bytes received less the headers).
 */
function recordRequests(cdp, context) {
  const requests = new Map();
  // A dedicated worker's own script: the page's session sees it asked for, but its answer goes to the worker. What
  // the context's requests say of it instead: answered by the service worker, or over the network, with its size.
  const workerScripts = new Map();
  const onFinished = (request) => {
    if (request.serviceWorker()) return;
    workerScripts.set(
      request.url(),
      request.response().then(
        (response) => response && { status: response.status(), fromServiceWorker: response.fromServiceWorker(), bodyBytes: Number(response.headers()['content-length'] ?? 0) },
        () => null,
      ),
    );
  };
  context.on('requestfinished', onFinished);
  const extraInfo = new Map();
  const rawStatus = new Map();
  const at = (id) => requests.get(id);
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!/^https?:/.test(e.request.url)) return;
    requests.set(e.requestId, { url: e.request.url, method: e.request.method, type: e.type, fromCache: false, status: null, headers: {}, bodyBytes: 0 });
  });
  // The headers as sent (with any If-None-Match the cache added), which requestWillBeSent does not show.
  cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
    const sent = Object.fromEntries(Object.entries(e.headers).map(([name, value]) => [name.toLowerCase(), value]));
    extraInfo.set(e.requestId, sent);
  });
  // The status as it came over the wire: a revalidated response is a 200 in responseReceived (the cached
  // answer, freshened) and a 304 only here.
  cdp.on('Network.responseReceivedExtraInfo', (e) => rawStatus.set(e.requestId, e.statusCode));
  cdp.on('Network.requestServedFromCache', (e) => {
    if (at(e.requestId)) at(e.requestId).fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const request = at(e.requestId);
    if (!request) return;
    request.type = e.type;
    request.status = e.response.status;
    request.headers = Object.fromEntries(Object.entries(e.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
    request.headerBytes = e.response.encodedDataLength;
    if (e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker) request.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const request = at(e.requestId);
    if (!request || request.fromCache) return;
    const length = Number(request.headers['content-length']);
    request.bodyBytes = Number.isFinite(length) ? length : Math.max(0, e.encodedDataLength - (request.headerBytes ?? 0));
  });
  cdp.on('Network.loadingFailed', (e) => {
    if (at(e.requestId)) at(e.requestId).failed = e.errorText;
  });
  return async () => {
    context.off('requestfinished', onFinished);
    for (const request of requests.values()) {
      if (request.status !== null || !workerScripts.has(request.url)) continue;
      const answer = await workerScripts.get(request.url);
      if (!answer || answer.status === null) continue;
      request.status = answer.status;
      request.fromCache = answer.fromServiceWorker;
      request.bodyBytes = request.fromCache ? 0 : answer.bodyBytes;
    }
    return [...requests.entries()].map(([id, request]) => {
      const revalidated = !request.fromCache && (request.status === 304 || rawStatus.get(id) === 304);
      return {
        ...request,
        ...(revalidated ? { status: 304, bodyBytes: 0 } : {}),
        conditional: Boolean(extraInfo.get(id)?.['if-none-match'] || extraInfo.get(id)?.['if-modified-since']),
        kind: kindOf(request),
        via: request.fromCache ? 'cache' : revalidated ? 'revalidated' : request.status === null ? 'failed' : 'network',
      };
    });
  };
}

/** One load of `url` in a new tab of `context`, throttled; resolves once the page's h1 shows and settles. */
async function loadPage(context, url, { untilWorker = false } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = recordRequests(cdp, context);
  // The service worker's own requests (its network-first fetch of the page, the registry and data), which the
  // page's session does not see: the page sees only the worker's answer.
  const fromWorker = [];
  const onWorkerRequest = (request) => {
    if (!request.serviceWorker()) return;
    fromWorker.push(
      request.sizes().then(
        (sizes) => ({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize + sizes.responseHeadersSize }),
        () => null,
      ),
    );
  };
  context.on('requestfinished', onWorkerRequest);
  await cdp.send('Network.enable');
  // A new browser context starts with an empty HTTP cache, so the first load is cold with the cache on.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await throttleAsPhone(cdp);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1500);
  const figures = await page.evaluate(() => ({ reactCopies: window.__benchRenderers, lcp: window.__benchLcp, cls: window.__benchCls }));
  const h1 = (await heading.textContent())?.trim() ?? '';
  // The load's own requests, before the reader below stays on: what comes later is not the page's first load.
  const loaded = await requests();
  context.off('requestfinished', onWorkerRequest);
  const workerRequests = (await Promise.all(fromWorker)).filter(Boolean);
  // A reader who stays on the page: the shell registers the service worker once the page has settled, and the
  // repeat visit is then the worker's to answer.
  if (untilWorker) await page.evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((resolve) => setTimeout(resolve, 40_000))]));
  await page.close();
  return { ...figures, h1, requests: loaded, workerRequests };
}

/**
 * BENCH_SIGN_IN=<e-mail>:<password> loads every page as that account sees it (a signed-in page such as
 * /dashboard otherwise sends the bench to sign in): signed in once, the session cookie is given to each load.
 */
async function signInCookie(siteBase) {
  const given = process.env.BENCH_SIGN_IN;
  if (!given) return null;
  const split = given.indexOf(':');
  const response = await fetch(`${siteBase}/api/auth/signin/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteBase },
    body: JSON.stringify({ email: given.slice(0, split), password: given.slice(split + 1) }),
  });
  const sid = /(?:^|[;,]\s*)sid=([^;]+)/.exec(response.headers.getSetCookie().join(', '))?.[1];
  if (!response.ok || !sid) throw new Error(`BENCH_SIGN_IN: signing in failed (${response.status}): ${await response.text()}`);
  return { name: 'sid', value: sid, url: siteBase };
}

/** The cold load's figures and, with `repeat`, what the same page loads again once cached. */
async function measure(browser, siteBase, route, { repeat = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  if (session) await context.addCookies([session]);
  await context.addInitScript(installProbes);
  try {
    const { requests, ...figures } = await loadPage(context, `${siteBase}${route}`, { untilWorker: repeat });
    const scripts = requests.filter((r) => r.kind === 'js' && r.via === 'network');
    const result = {
      route,
      jsBytes: scripts.reduce((sum, s) => sum + s.bodyBytes, 0),
      encodings: [...new Set(scripts.map((s) => s.headers['content-encoding'] ?? 'identity'))].sort(),
      scripts: scripts.length,
      files: scripts.map((s) => `${new URL(s.url).pathname} ${s.headers['content-encoding'] ?? 'identity'} ${s.bodyBytes}`),
      // Files that came over the network more than once in the one cold load (a preload its use did not match).
      duplicates: Object.entries(
        Object.groupBy(
          requests.filter((r) => r.via === 'network' && r.method === 'GET'),
          (r) => r.url,
        ),
      )
        .filter(([, copies]) => copies.length > 1)
        .map(([url, copies]) => `${new URL(url).pathname} ×${copies.length}`),
      ...figures,
    };
    if (repeat) {
      const again = await loadPage(context, `${siteBase}${route}`);
      const coldHeaders = new Map(requests.map((r) => [r.url, r.headers]));
      const code = again.requests.filter((r) => r.kind === 'js' || r.kind === 'css');
      result.repeat = {
        h1: again.h1,
        // Everything the repeat visit took from the network: bodies downloaded (a 304 brings none) and headers.
        bytes:
          again.requests.filter((r) => r.via !== 'cache').reduce((sum, r) => sum + r.bodyBytes + (r.headerBytes ?? 0), 0) +
          again.workerRequests.reduce((sum, r) => sum + r.bytes, 0),
        viaWorker: again.workerRequests.map((r) => r.path),
        codeFromCache: code.filter((r) => r.via === 'cache').length,
        codeRevalidated: code.filter((r) => r.via === 'revalidated').length,
        codeDownloaded: code.filter((r) => r.via === 'network').length,
        network: again.requests
          .filter((r) => r.via !== 'cache')
          .map((r) => ({
            kind: r.kind,
            method: r.method,
            path: new URL(r.url).pathname + new URL(r.url).search,
            status: r.status,
            via: r.via,
            bytes: r.bodyBytes,
            cacheControl: r.headers['cache-control'] ?? null,
            coldCacheControl: coldHeaders.get(r.url)?.['cache-control'] ?? null,
            etag: r.headers.etag ?? null,
            conditional: r.conditional,
            vary: r.headers.vary ?? null,
          })),
      };
    }
    if (repeat) result.offline = await loadOffline(context, `${siteBase}${route}`);
    return result;
  } finally {
    await context.close();
  }
}

/**
 * The page opened once more with no connection at all (the context offline), same CPU throttling: whether the
 * service worker had it, and how long from the start of the navigation until its h1 showed and until the
 * document was interactive. A page the phone never saved shows the worker's own page, whose h1 says so.
 */
async function loadOffline(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    // The worker is in charge once the first visit's registration has activated it.
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const controlled = await page.evaluate(async () => {
      if (!('serviceWorker' in navigator)) return false;
      await navigator.serviceWorker.ready;
      return Boolean(navigator.serviceWorker.controller);
    });
    await context.setOffline(true);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor({ timeout: 60_000 });
    const h1Ms = Date.now() - started;
    // The banner is drawn by the shell once it runs: when it shows, the saved page is working, not just painted.
    const banner = await page
      .getByText(/You are offline; showing what was saved on/)
      .waitFor({ timeout: 15_000 })
      .then(
        () => Date.now() - started,
        () => null,
      );
    return { controlled, h1: (await heading.textContent())?.trim() ?? '', h1Ms, runningMs: banner, saved: banner !== null };
  } catch (error) {
    return { controlled: false, h1: null, error: error.message.split('\n')[0] };
  } finally {
    await context.setOffline(false);
    await page.close();
  }
}

/** All bytes one cold load of `route` fetched (every request, as sent), with low-data mode on or off. */
async function pageBytes(browser, siteBase, route, lowData) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  if (lowData) await context.addCookies([{ name: 'data_saver', value: 'on', url: siteBase }]);
  await context.addInitScript(installProbes);
  try {
    const { requests } = await loadPage(context, `${siteBase}${route}`);
    const fetched = requests.filter((r) => r.via === 'network');
    return { bytes: fetched.reduce((sum, r) => sum + r.bodyBytes, 0), requests: fetched.length };
  } finally {
    await context.close();
  }
}

/** Every page a remote in this checkout declares in its routes.json that opens without a parameter (a `/*` page at its root); redirects are left out. */
function declaredPages() {
  const remotes = readdirSync(repoDir).filter((name) => name.startsWith('mfe-') && existsSync(path.join(repoDir, name, 'routes.json')));
  const pages = remotes.flatMap((name) => JSON.parse(readFileSync(path.join(repoDir, name, 'routes.json'), 'utf8')).pages);
  return pages.filter((page) => page.redirect === undefined && !page.path.includes(':')).map((page) => page.path.replace(/\/\*$/, ''));
}

/**
 * The price of federation: the same pages from the federated release and from the monolith, each site its
 * own API instance. Cold loads as in the first table (first-load JS, and the h1 the page must show); then
 * Lighthouse, the two sites taking turns run by run so that a busy moment of the machine falls on both.
 */
async function federationFigures(browser, pages, runs, chromePath) {
  const sites = await startComparisonSites();
  try {
    const figures = pages.map((page) => ({ page, federated: { lighthouse: [] }, monolith: { lighthouse: [] } }));
    for (const entry of figures) {
      for (const site of [sites.federated, sites.monolith]) {
        try {
          const { jsBytes, encodings, scripts, files, h1, lcp, cls, reactCopies } = await measure(browser, site.url, entry.page, { repeat: false });
          Object.assign(entry[site.name], { jsBytes, encodings, scripts, files, h1, lcp, cls, reactCopies });
        } catch (error) {
          // A page that does not render (no h1) is reported in the table, not counted.
          Object.assign(entry[site.name], { jsBytes: Number.NaN, h1: null, error: error.message.split('\n')[0] });
        }
      }
    }
    await browser.close();
    for (let run = 0; run < runs; run += 1) {
      for (const entry of figures) {
        for (const site of [sites.federated, sites.monolith]) entry[site.name].lighthouse.push(await lighthouseRun(`${site.url}${entry.page}`, chromePath));
      }
    }
    for (const entry of figures) for (const side of [entry.federated, entry.monolith]) side.lighthouseLcpMs = median(side.lighthouse.map((r) => r.lcpMs));
    return figures;
  } finally {
    await sites.stop();
  }
}

const allRoutes = ['/', ...declaredPages()];
const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : allRoutes;
const chromiumPath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const launchBrowser = () =>
  chromium.launch({
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
const server = await ensureSite();
const session = await signInCookie(base);
let browser = await launchBrowser();

const results = [];
const lighthouseRuns = Number(process.env.BENCH_LH_RUNS ?? 3);
const lighthousePages = process.env.BENCH_LH_PAGES ? process.env.BENCH_LH_PAGES.split(',') : LIGHTHOUSE_PAGES;
const compareFederation = process.env.BENCH_FEDERATION !== '0' && FEDERATION_PAGES.length > 0;
const lowDataPages = process.env.BENCH_LOWDATA === '0' ? [] : (process.env.BENCH_LOWDATA_PAGES?.split(',') ?? LOW_DATA_PAGES);
let lowData = [];
let lighthouse = [];
let federation = [];
try {
  for (const route of routes) results.push(await measure(browser, base, route));
  for (const route of lowDataPages) lowData.push({ route, normal: await pageBytes(browser, base, route, false), low: await pageBytes(browser, base, route, true) });
  await browser.close();
  if (lighthouseRuns > 0) lighthouse = await lighthouseFigures(base, lighthousePages, { runs: lighthouseRuns, chromePath: chromiumPath });
} finally {
  await browser.close().catch(() => undefined);
  if (server) process.kill(-server.pid, 'SIGTERM');
}

const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '–');
const flag = (ok) => (ok ? ' ' : '!');
const encodings = [...new Set(results.flatMap((r) => r.encodings))].join('/') || 'none';
console.log('\nFront-end figures (mobile: 150 ms RTT, 1.6 Mbps, 4× CPU; cold cache)\n');
const jsHeading = `first-load JS (as sent: ${encodings})`;
console.log(`${'route'.padEnd(32)} ${jsHeading.padStart(30)} ${'scripts'.padStart(8)} ${'React copies'.padStart(13)} ${'LCP'.padStart(9)} ${'CLS'.padStart(7)}`);
for (const r of results) {
  const budget = r.route === '/' ? BUDGET.homeJs : BUDGET.routeJs;
  console.log(
    `${r.route.padEnd(32)} ${`${kb(r.jsBytes)}${flag(r.jsBytes <= budget)}`.padStart(30)} ${String(r.scripts).padStart(8)} ${`${r.reactCopies}${flag(r.reactCopies === BUDGET.reactCopies)}`.padStart(13)} ${`${Math.round(r.lcp)} ms${flag(r.lcp <= BUDGET.lcpMs)}`.padStart(9)} ${`${r.cls.toFixed(3)}${flag(r.cls <= BUDGET.cls)}`.padStart(7)}`,
  );
}
for (const r of results.filter((result) => result.duplicates.length)) console.log(`${r.route}: downloaded twice in the cold load: ${r.duplicates.join(', ')}`);
console.log(
  `\n! marks a figure over its budget (home JS ≤ ${BUDGET.homeJs / 1024} KB, any page ≤ ${BUDGET.routeJs / 1024} KB, as sent; ${BUDGET.reactCopies} React copy; LCP ≤ ${BUDGET.lcpMs / 1000} s and CLS ≤ ${BUDGET.cls} on each page).`,
);

console.log('\nRepeat visit (the same page again in the same browser context: cache kept, same throttling)\n');
console.log(`${'route'.padEnd(32)} ${'JS/CSS cached'.padStart(14)} ${'JS/CSS 304'.padStart(11)} ${'JS/CSS downloaded'.padStart(18)} ${'bytes'.padStart(9)}  to the network`);
const unexpected = [];
for (const r of results) {
  const { repeat } = r;
  const network = repeat.network.map((n) => {
    // Only the page, the registry and data may go to the network on a repeat visit.
    const expected = ['page', 'registry', 'data'].includes(n.kind);
    if (!expected) unexpected.push({ route: r.route, ...n });
    return `${n.kind} ${n.method === 'GET' ? '' : `${n.method} `}${n.path} ${n.via === 'revalidated' ? '304' : (n.status ?? 'failed')}${expected ? '' : '!'}`;
  });
  if (repeat.viaWorker.length) network.push(`by the worker: ${repeat.viaWorker.join(', ')}`);
  console.log(
    `${r.route.padEnd(32)} ${String(repeat.codeFromCache).padStart(14)} ${String(repeat.codeRevalidated).padStart(11)} ${`${repeat.codeDownloaded}${flag(repeat.codeDownloaded === 0)}`.padStart(18)} ${kb(repeat.bytes).padStart(9)}  ${network.join(', ') || 'nothing'}`,
  );
}
console.log('\n! marks a script or style sheet downloaded again, or any request besides the page, the registry and data.');
if (unexpected.length) {
  console.log('\nWhy they went to the network (Cache-Control as sent on the cold load and on the repeat visit):\n');
  const seen = new Set();
  for (const n of unexpected) {
    const key = `${n.kind} ${n.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const routesWith = unexpected.filter((u) => `${u.kind} ${u.path}` === key).map((u) => u.route);
    console.log(
      `  ${n.kind} ${n.path} (${routesWith.join(', ')}): ${n.via} ${n.status ?? ''} ${kb(n.bytes)}; Cache-Control cold "${n.coldCacheControl ?? 'none'}", repeat "${n.cacheControl ?? 'none'}"${n.etag ? `, ETag ${n.etag}` : ''}${n.vary ? `, Vary ${n.vary}` : ''}`,
    );
  }
}

console.log('\nOffline (the page opened again with no connection, after the visits above; same CPU throttling)\n');
console.log(`${'route'.padEnd(32)} ${'worker'.padStart(7)} ${'saved copy'.padStart(11)} ${'h1 shown'.padStart(9)} ${'working'.padStart(9)}  h1`);
for (const r of results) {
  const o = r.offline;
  const ms = (value) => (Number.isFinite(value) ? `${value} ms` : '–');
  console.log(
    `${r.route.padEnd(32)} ${(o.controlled ? 'yes' : 'no!').padStart(7)} ${(o.saved ? 'yes' : 'no!').padStart(11)} ${ms(o.h1Ms).padStart(9)} ${ms(o.runningMs).padStart(9)}  ${o.h1 ?? o.error}`,
  );
}
console.log(
  "\nworking: until the shell, running from the phone's copy, showed the offline banner. ! marks a page the worker did not control, or one it had no saved copy of (reporting, accounts and the desk are never kept, by design).",
);

if (lowData.length) {
  console.log('\nLow-data mode: everything one cold load fetches (page, scripts, data, pictures, video), normal / low-data\n');
  console.log(`${'route'.padEnd(32)} ${'normal'.padStart(12)} ${'low-data'.padStart(12)} ${'saved'.padStart(8)} ${'requests'.padStart(10)}`);
  for (const { route, normal, low } of lowData) {
    const saved = normal.bytes > 0 ? `${Math.round((1 - low.bytes / normal.bytes) * 100)}%` : '–';
    console.log(`${route.padEnd(32)} ${kb(normal.bytes).padStart(12)} ${kb(low.bytes).padStart(12)} ${saved.padStart(8)} ${`${normal.requests} / ${low.requests}`.padStart(10)}`);
  }
}

if (lighthouse.length) printLighthouse(lighthouse, lighthouseRuns);

// The comparison starts its own two sites; the tables above are printed first, as it takes a while.
if (compareFederation) {
  browser = await launchBrowser();
  try {
    federation = await federationFigures(browser, FEDERATION_PAGES, lighthouseRuns, chromiumPath);
  } finally {
    await browser.close().catch(() => undefined);
  }
}

if (federation.length) {
  const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : Number.NaN);
  const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}x${flag(value <= FEDERATION_BUDGET)}` : '–');
  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
  const lhLabel = lighthouseRuns > 1 ? `median of ${lighthouseRuns} Lighthouse runs` : lighthouseRuns === 1 ? '1 Lighthouse run' : 'Lighthouse skipped';
  console.log(`\nThe price of federation: the released site against the same source as one webpack bundle (each its own API instance; JS as sent; LCP: ${lhLabel})\n`);
  console.log(
    `${'page'.padEnd(14)} ${'JS federated'.padStart(13)} ${'JS monolith'.padStart(12)} ${'ratio'.padStart(7)} ${'LCP federated'.padStart(14)} ${'LCP monolith'.padStart(13)} ${'ratio'.padStart(7)}  h1 (both)`,
  );
  for (const { page, federated: f, monolith: m } of federation) {
    const h1 =
      f.error || m.error
        ? `no h1! ${f.error ? `federated: ${f.error} ` : ''}${m.error ? `monolith: ${m.error}` : ''}`
        : f.h1 === m.h1
          ? `"${f.h1}"`
          : `"${f.h1}" / "${m.h1}" differ!`;
    console.log(
      `${page.padEnd(14)} ${kb(f.jsBytes).padStart(13)} ${kb(m.jsBytes).padStart(12)} ${times(ratio(f.jsBytes, m.jsBytes)).padStart(7)} ${ms(f.lighthouseLcpMs).padStart(14)} ${ms(m.lighthouseLcpMs).padStart(13)} ${times(ratio(f.lighthouseLcpMs, m.lighthouseLcpMs)).padStart(7)}  ${h1}`,
    );
  }
  console.log(`\n! marks federated / monolith above ${FEDERATION_BUDGET}x. The monolith is bench/monolith/webpack.config.ts, built from the source as it is now.`);
}

mkdirSync(path.join(repoDir, 'bench', 'results'), { recursive: true });
writeFileSync(
  path.join(repoDir, 'bench', 'results', 'web.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), results, lowData, lighthouse, federation }, null, 2)}\n`,
);
