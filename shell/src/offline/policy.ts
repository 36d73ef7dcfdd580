// What the service worker keeps on a phone, and what it never keeps. Plain functions, so the page (the "Saved on
// this phone" page, the offline banner) and the worker read the same rules, and tests can check them.
import { SAVED_ON_PHONE_PATH } from './path';

/** Cache Storage names, by kind. Workbox adds its own precache (the shell's start files). */
export const CACHE_NAMES = {
  /** Pages a visitor opened while signed out, for reading offline. */
  pages: 'uwazi-pages',
  /** The registry and public API reads those pages made. */
  data: 'uwazi-data',
  /** Released files of the shell and the sections: their folders never change, so a copy never goes stale. */
  code: 'uwazi-code',
} as const;

/** How many pages and answers are kept; the oldest go first. */
export const KEPT = { pages: 60, data: 300, code: 400 } as const;

/** Header the worker adds to an answer it gives from its cache: when that copy was saved. */
export const SAVED_AT_HEADER = 'x-saved-at';

/** Element id of the data block the worker writes into a page it gives from its cache. */
export const SAVED_COPY_ID = 'saved-copy';

/**
 * API reads that are the same for every visitor, whoever asks: the public data a page shows. Everything else
 * (an account, a report, a case, a draft, anything under /mine/) is never kept.
 */
const PUBLIC_READS: readonly RegExp[] = [
  /^\/api\/counties\/(?:[\w-]+\/)?$/,
  /^\/api\/projects\/(?:options\/|[\w-]+\/)?$/,
  /^\/api\/(?:faq|publications|events|team|testimonials|mdas|spending|instructors)\/$/,
  /^\/api\/reports\/$/,
  /^\/api\/workshops\/(?:(?!registrations\/)[\w-]+\/)?$/,
];

/** Whether a GET of this address may be kept for offline reading (same origin only). */
export function isPublicRead(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  if (url.pathname === '/remotes.json') return true;
  // A download (?format=csv) is a file the citizen saves themselves.
  if (url.searchParams.has('format')) return false;
  return PUBLIC_READS.some((pattern) => pattern.test(url.pathname));
}

/**
 * Pages never written to the phone, whatever their answer says: reporting and complaints (that a phone holds
 * the report page is itself a trace), accounts, the desk and the console, and any address with a query (a
 * search, or a link's single-use token).
 */
const NEVER_KEPT_PAGES = /^\/(?:complaints|whistleblower|report|desk|auth|dashboard|notifications|console|search-results)(?:\/|$)/;

/** Whether a page, if its answer allows, may be kept for reading offline. */
export function isKeptPage(url: URL, origin: string): boolean {
  return url.origin === origin && url.search === '' && !NEVER_KEPT_PAGES.test(url.pathname);
}

/** Whether a kept page is one to list among the saved ones: not the list itself. */
export function isListedPage(pathname: string): boolean {
  return pathname !== SAVED_ON_PHONE_PATH;
}

/** A released file: /shell/<version>/… or /remotes/<package>/<version>/…, never changed once released. */
export function isReleasedFile(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/(?:shell\/[^/]+|remotes\/[^/]+\/[^/]+)\/[^/]+$/.test(url.pathname);
}

/**
 * Whether an answer may be kept: a complete, successful answer that is not for one person alone. A page that
 * names its signed-in user is sent `Cache-Control: private`, and so is never written to the phone.
 */
export function mayKeep(response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status !== 200) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/\bprivate\b/i.test(cacheControl);
}

/** When a kept answer was saved: the time the worker stamped on it, else the server's Date header. */
export function savedAt(response: Pick<Response, 'headers'>): Date | null {
  const stamped = response.headers.get(SAVED_AT_HEADER) ?? response.headers.get('date');
  if (!stamped) return null;
  const date = new Date(stamped);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The page's own data block saying it is a saved copy, written just before </head>. */
export function withSavedCopyBlock(html: string, saved: Date): string {
  const block = `<script type="application/json" id="${SAVED_COPY_ID}">${JSON.stringify({ savedAt: saved.toISOString() })}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : block + html;
}

/** The saved copy's date if this page was given from the phone's cache, read from the block above. */
export function savedCopyOf(doc: Document): Date | null {
  const text = doc.getElementById(SAVED_COPY_ID)?.textContent;
  if (!text) return null;
  try {
    const date = new Date((JSON.parse(text) as { savedAt?: string }).savedAt ?? '');
    return Number.isNaN(date.getTime()) ? null : date;
  } catch {
    return null;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A saved page, for the list on the offline page. */
export interface SavedPage {
  path: string;
  title: string;
}

/** A page kept for reading offline, with when it was saved. */
export interface KeptPage extends SavedPage {
  savedAt: Date | null;
}

/** The pages a cache of pages holds (the list itself left out), newest first. Read by the worker and the page alike. */
export async function listSavedPages(cache: Cache): Promise<KeptPage[]> {
  const pages: KeptPage[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    const url = new URL(request.url);
    if (!response || !isListedPage(url.pathname)) continue;
    pages.push({ path: url.pathname + url.search, title: pageTitleOf(await response.text()), savedAt: savedAt(response) });
  }
  return pages.sort((a, b) => (b.savedAt?.getTime() ?? 0) - (a.savedAt?.getTime() ?? 0));
}

/** The title a kept page carries, without the site's name after it. */
export function pageTitleOf(html: string): string {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  const title = (match?.[1] ?? '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"');
  return title.split(' — ')[0]?.trim() || title.trim();
}

/**
 * What a phone without a connection shows for a page it never opened: both languages, plainly, with the pages
 * it does have. Written by the worker itself, so it needs nothing from the network.
 */
export function offlinePageHtml(saved: readonly SavedPage[]): string {
  const links = saved.length
    ? `<ul>${saved.map((page) => `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.title || page.path)}</a> <small>${escapeHtml(page.path)}</small></li>`).join('')}</ul>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Not saved on this phone — Haijahifadhiwa kwenye simu hii</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b}main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.5rem;color:#084c35}section+section{border-top:1px solid #ccc;margin-top:1.5rem;padding-top:1rem}
a{color:#0b6b4b;display:inline-block;min-height:44px;line-height:44px}ul{padding-left:1.25rem}</style></head>
<body><main>
<section lang="en"><h1>This page is not saved on this phone</h1>
<p>You are offline, and this page was not opened on this phone before, so there is no copy of it to show. Try again when you have a connection.</p>
${saved.length ? `<p>Pages saved on this phone:</p>${links}` : '<p>No pages are saved on this phone yet. Pages you open while connected are kept for reading offline.</p>'}</section>
<section lang="sw"><h1>Ukurasa huu haujahifadhiwa kwenye simu hii</h1>
<p>Uko nje ya mtandao, na ukurasa huu haukufunguliwa kwenye simu hii hapo awali, kwa hivyo hakuna nakala yake. Jaribu tena ukiwa na mtandao.</p>
${saved.length ? `<p>Kurasa zilizohifadhiwa kwenye simu hii:</p>${links}` : '<p>Bado hakuna ukurasa uliohifadhiwa kwenye simu hii. Kurasa unazofungua ukiwa na mtandao huhifadhiwa ili usome bila mtandao.</p>'}</section>
</main></body></html>`;
}
