import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  FIRST_PAINT_PAGE_ID,
  FIRST_PAINT_PARTS,
  firstPaintFile,
  isShellPage,
  matchRoute,
  ownerOf,
  pageTitleIn,
  shellPageTitle,
  type FirstPaintPart,
  type RegistryFile,
  type RoutePage,
  type ShellFirstPaint,
  withShellTexts,
} from '@civic/shared/contracts';
import { pageDataAddresses } from '@civic/shared/routes-file';
import type { Config } from './config.js';
import type { Bucket, DeployRegistry } from './releases/deployRegistry.js';
import { RegistryAnswers } from './releases/registryAnswer.js';
import { styleNonce } from './security.js';
import { resolveSessionUser, sessionToken, sessionUserView } from './accounts/sessions.js';
import { requestLanguage } from './i18n/language.js';
import type { Language } from './i18n/languages.js';
import { pickCoding } from './readCache.js';
import { hasConsentCookie } from './consent.js';
import { configuredFields, organisationView, publishedOrganisation, type OrganisationView } from './content/organisation.js';
import { iconPng, ICONS, iconPath, serviceWorkerScript, shellStartFiles, webManifest } from './webApp.js';
import { withStartAfterFirstPaint } from './afterFirstPaint.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * The cookie that keeps a browser on one side of a canary split: a whole number 0–99 drawn at random, nothing
 * about the person. It is only handed out while some unit has a canary.
 */
export const BUCKET_COOKIE = 'uwazi_bucket';
const BUCKET_MAX_AGE_SECONDS = 365 * 24 * 3600;
const BUCKET_VALUE = /^(?:\d|[1-9]\d)$/;

/** The bucket a browser's cookie names, or null when it has none (or a value that is not a bucket). */
export function bucketOf(request: FastifyRequest): Bucket | null {
  const value = request.cookies?.[BUCKET_COOKIE];
  return value !== undefined && BUCKET_VALUE.test(value) ? Number(value) : null;
}

/**
 * A page about one record (a county, a workshop): a known address, but a 404 when the record does not
 * exist, so links to a county or workshop that is not there are reported as broken, not as pages.
 */
export interface RecordPage {
  pattern: string;
  exists(params: Record<string, string>): Promise<boolean>;
}

/**
 * The page's status and declared title, from the registry this browser was given: the pages the live (or, for
 * this browser, canary) releases declare, so a release that adds or removes a page changes the answer at once.
 */
async function pageStatus(
  registry: RegistryFile,
  pathname: string,
  recordPages: readonly RecordPage[],
  // One match: the owner gives whether the page exists, its title (or the shell's own page its title) and hints.
  owner = ownerOf(registry, pathname),
): Promise<{ status: 200 | 404; title: string | null }> {
  if (!owner && !isShellPage(pathname)) return { status: 404, title: null };
  for (const page of recordPages) {
    const params = matchRoute(page.pattern, pathname);
    if (!params) continue;
    if (!(await page.exists(params))) return { status: 404, title: null };
    break;
  }
  return { status: 200, title: owner?.page.title ?? shellPageTitle(pathname) };
}

/** Puts `element` first in the page's head (HTML allows the head's tags to be left out, so the doctype is the fallback). */
function withHeadElement(html: string, element: string): string {
  const anchor = /<head(\s[^>]*)?>/i.exec(html) ?? /^\s*<!doctype html>/i.exec(html);
  if (!anchor) return element + html;
  const end = anchor.index + anchor[0].length;
  return html.slice(0, end) + element + html.slice(end);
}

/** The details the builds rendered into their pages: the configuration's, worked out once per language. */
const builtViews = new Map<Language, OrganisationView>();
function builtDetails(language: Language): OrganisationView {
  let view = builtViews.get(language);
  if (!view) builtViews.set(language, (view = organisationView(configuredFields(), language)));
  return view;
}

/**
 * The page with the organisation's published details where its builds rendered the configured ones: the name,
 * the contact phone (as shown and as a tel: link), e-mail and address, and each office's name,
 * address, phone and e-mail. Only texts an editor changed are looked for.
 */
export function withPublishedDetails(html: string, built: OrganisationView, published: OrganisationView): string {
  const swaps: Array<[string, string]> = [];
  const swap = (from: string, to: string) => {
    if (from && from !== to) swaps.push([escapeHtml(from), escapeHtml(to)]);
  };
  const phone = (from: string, to: string) => {
    swap(from, to);
    swap(`tel:${from.replace(/\s/g, '')}`, `tel:${to.replace(/\s/g, '')}`);
  };
  swap(built.name, published.name);
  phone(built.contact.phone, published.contact.phone);
  swap(built.contact.email, published.contact.email);
  swap(built.contact.address, published.contact.address);
  for (const office of built.offices) {
    const now = published.offices.find((candidate) => candidate.id === office.id);
    if (!now) continue;
    swap(office.name, now.name);
    swap(office.address, now.address);
    phone(office.phone, now.phone);
    swap(office.email, now.email);
  }
  // Longest first, so a text that holds another is swapped whole.
  swaps.sort(([a], [b]) => b.length - a.length);
  return swaps.reduce((page, [from, to]) => page.split(from).join(to), html);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The page's `<title>` as the browser tab and a search engine's crawler see it before any script runs. */
function withTitle(html: string, title: string, siteName: string): string {
  const element = `<title>${escapeHtml(`${title} — ${siteName}`)}</title>`;
  return /<title(\s[^>]*)?>[\s\S]*?<\/title>/i.test(html) ? html.replace(/<title(\s[^>]*)?>[\s\S]*?<\/title>/i, () => element) : withHeadElement(html, element);
}

/**
 * The parts the shell's build puts in its page so they show before any script has run (see
 * shell/src/firstPaint.tsx), each as its rules in `<style data-NAME>` and its markup between `<!--NAME-->`
 * marks:
 * - `consent-notice`, the cookie notice: left out for a browser that has stored a choice;
 * - `page-frame`, the top bar, header and main: kept only for a browser with no session (a signed-in person's
 *   header names them) on a page that has something to show in it: the home page, or a section's page its
 *   build rendered;
 * - `home-page`, inside the frame's main: kept only in the answer for `/`; a section's rendered page takes its
 *   place on its own address (withSectionPage).
 * So a citizen on a slow link reads the page while the scripts arrive. A part that is kept gets this answer's
 * style nonce on its rules, which the CSP allows.
 */
const partPattern = (part: FirstPaintPart) => ({
  style: new RegExp(`<style data-${part}>[\\s\\S]*?</style>`),
  markup: new RegExp(`<!--${part}-->[\\s\\S]*?<!--/${part}-->`),
});
const PART_PATTERNS = Object.fromEntries(FIRST_PAINT_PARTS.map((part) => [part, partPattern(part)])) as Record<FirstPaintPart, ReturnType<typeof partPattern>>;
/** Every part's markup in the shell's page: from the notice's opening mark to the frame's closing one (the home page is inside the frame). */
const ALL_PARTS_MARKUP = new RegExp(`<!--${FIRST_PAINT_PARTS[0]}-->[\\s\\S]*<!--/${FIRST_PAINT_PARTS[1]}-->`);

/**
 * The shell's page with its parts in another language (its build's `first-paint.<language>.json`) in place of
 * the English ones it carries: each part's rules, the root's markup, and the page's title, description and
 * no-script note. A page without the marks is left as it is.
 */
function withShellParts(html: string, parts: ShellFirstPaint): string {
  if (!ALL_PARTS_MARKUP.test(html)) return html;
  let swapped = (parts.texts ? withShellTexts(html, parts.texts) : html).replace(ALL_PARTS_MARKUP, () => parts.markup);
  for (const part of FIRST_PAINT_PARTS) swapped = swapped.replace(PART_PATTERNS[part].style, () => `<style data-${part}>${parts.styles[part] ?? ''}</style>`);
  return swapped;
}

function withFirstPaintPart(html: string, part: FirstPaintPart, show: boolean, nonce: string): string {
  if (show) return html.replace(`<style data-${part}>`, () => `<style data-${part} nonce="${nonce}">`);
  return html.replace(PART_PATTERNS[part].style, '').replace(PART_PATTERNS[part].markup, '');
}

/** A section's page as its build rendered it (the release's `first-paint.json`, see shared/build/sectionPages.ts). */
interface SectionPage {
  html: string;
  css: string;
  /** It stands for its page whatever the address's query asks (the search page's heading, its results loading). */
  anyQuery?: boolean;
}

/**
 * The page as the section's build rendered it, in the frame's main where the home page was, with its rules
 * under this answer's nonce. A shell page from before the frame had its own marks has nowhere to put it.
 */
function withSectionPage(html: string, pathname: string, page: SectionPage, nonce: string): string {
  if (!html.includes('<!--page-frame-->')) return withFirstPaintPart(html, 'home-page', false, nonce);
  const markup = `<div id="${FIRST_PAINT_PAGE_ID}" data-path="${escapeHtml(pathname)}">${page.html}</div>`;
  return html
    .replace(PART_PATTERNS['home-page'].style, () => `<style data-section-page nonce="${nonce}">${page.css}</style>`)
    .replace(PART_PATTERNS['home-page'].markup, () => markup);
}

/**
 * Preload hints for the API reads a page makes as soon as it renders (its routes file's `data`), so a phone
 * fetches the data alongside the scripts instead of after them. The shared API client sends its cookies
 * (`withCredentials`), so the hint asks for the same (`use-credentials`): the browser then gives the page's
 * request the preloaded answer instead of fetching it again.
 */
function dataHints(page: RoutePage | undefined, pathname: string): string {
  if (!page) return '';
  return pageDataAddresses(page, pathname)
    .map((address) => `<link rel="preload" href="${escapeHtml(address)}" as="fetch" crossorigin="use-credentials">`)
    .join('');
}

/**
 * The shell's page names, among its preloads, chunks only some pages need, marked `data-preload="<name>"`:
 * the API client's library (axios, fetched with the first API call), which a section's page needs as soon as
 * its code has run while the shell's own pages (the home page, cookie settings, an address no section owns),
 * and a section's page whose routes file says `"apiAtStart": false` (a form, a text), call nothing at start;
 * and the header's signed-in parts (the notification bell). Each hint stays only on the pages that need its
 * chunk, so it arrives with the page's other files and nobody else fetches it.
 */
function withOnDemandPreloads(html: string, needed: Record<'api-client' | 'signed-in', boolean>): string {
  return html.replace(/<link rel="preload"[^>]*data-preload="([a-z-]+)"[^>]*>/g, (link, name: string) => (needed[name as keyof typeof needed] ? link : ''));
}

/**
 * The priority of the page's preloaded scripts: `low` where the page is readable before they run (the home
 * page, a section's page its build rendered). They are the same scripts either way; there, what the page
 * shows first needs none of them, so they should not compete with it for a slow link, and they come at the
 * priority of the deferred script that starts them. Elsewhere the browser's own (high) priority stays.
 */
function withScriptPriority(html: string, priority: 'low' | null): string {
  if (!priority) return html;
  return html.replace(/<link rel="preload"([^>]*) as="script">/g, (_match, attributes: string) => `<link rel="preload"${attributes} as="script" fetchpriority="${priority}">`);
}

/**
 * `<html lang>` for the page's language, and the same in `data-language` for the shell to start in;
 * `data-low-data` when the page is for low-data mode, so the rules sent in the page (the home page's picture)
 * hold before any script runs.
 */
function withPageAttributes(html: string, language: Language, lowData: 'on' | 'save-data' | null): string {
  return html.replace(/<html lang="[^"]*"/, () => `<html lang="${language}" data-language="${language}"${lowData ? ` data-low-data="${lowData}"` : ''}`);
}

/**
 * Low-data mode: the device's choice (`data_saver` cookie, set by the switch: `on`), else the browser's
 * `Save-Data: on` (`save-data`, so the page can say why), else none.
 */
function lowDataMode(request: FastifyRequest): 'on' | 'save-data' | null {
  const chosen = request.cookies?.data_saver;
  if (chosen === 'on' || chosen === 'off') return chosen === 'on' ? 'on' : null;
  return String(request.headers['save-data'] ?? '').toLowerCase() === 'on' ? 'save-data' : null;
}

/** A JSON data block for the page's scripts to read (`type="application/json"` is never run); `<` escaped so no text ends it early. */
function dataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/** Brotli at a quality that costs well under a millisecond for a page of a few kilobytes. */
const BROTLI_PAGE = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT } };

/** Paths that are never pages: the API, sockets, released remotes and shells answer a missing path with JSON. */
const NOT_PAGES = /^\/(api|ws|remotes|shell)(\/|$)/;

/**
 * A page address is answered with the page (200, or its real 404) whatever `Accept` says: an uptime probe,
 * a CDN's health check or `curl -I /about` sends any Accept header or none, and must see what a browser sees. Only
 * API, socket and release paths, and file-like paths (an extension: a missing script or image), get JSON.
 */
function isPageRequest(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (NOT_PAGES.test(pathname)) return false;
  return !path.extname(pathname);
}

/** A folder of a release is not a file: it answers the JSON 404, as a missing file does (never a listing, nor a 403). */
const isFile = (pathname: string) => !pathname.endsWith('/');

function sendNothingHere(request: FastifyRequest, reply: FastifyReply, pathname: string) {
  return reply.code(404).send({ status: 'error', message: `Nothing is served at ${request.method} ${pathname}.`, field: null, status_code: 404 });
}

/**
 * The site from one process:
 *
 * - pages: the index.html of the shell version this browser resolves to (`deploy/shell/<version>/`), or the
 *   built shell in SHELL_DIR while no shell is released; 200, or 404 when no released page owns the path or
 *   the record a record page is about does not exist. Page status and title come from the registry, read again
 *   whenever its file changes, so every instance sharing the deploy folder sees a release at once;
 * - `/remotes.json`: the registry as this browser resolves it (never cached: a release or rollback shows on
 *   the next page load);
 * - `/remotes/<name>/<version>/` and `/shell/<version>/`: released versions, immutable (a version folder never
 *   changes); the shell's own hashed assets at `/` for the unreleased fallback.
 *
 * While a canary runs, a browser without a bucket gets one (BUCKET_COOKIE) with its first page or registry
 * read, and the same bucket decides its pages, titles, shell and registry from then on.
 * Everything that is not a page gets a JSON 404, so a missing script is an error and not HTML.
 */
export async function registerStaticSite(app: FastifyInstance, config: Config, recordPages: readonly RecordPage[] = []): Promise<void> {
  const registry: DeployRegistry = app.deployRegistry;
  const fallbackIndex = path.join(config.shellDir, 'index.html');
  const missingShells = new Set<string>();

  /** This browser's bucket, giving it one when a canary runs and it has none yet. */
  function bucketFor(request: FastifyRequest, reply: FastifyReply): Bucket | null {
    const bucket = bucketOf(request);
    if (bucket !== null || !registry.hasCanary()) return bucket;
    const drawn = randomInt(0, 100);
    reply.setCookie(BUCKET_COOKIE, String(drawn), {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: BUCKET_MAX_AGE_SECONDS,
      // request.protocol follows X-Forwarded-Proto only from a proxy TRUST_PROXY trusts.
      secure: request.protocol === 'https' || config.secure,
    });
    return drawn;
  }

  /** The index.html of the shell this browser runs; the unreleased build when no shell is released (or its folder is gone). */
  function indexFileFor(resolved: RegistryFile): string | null {
    const version = resolved.shell?.version;
    if (version) {
      const folder = registry.shellFolder(version);
      if (folder) return path.join(folder, 'index.html');
      if (!missingShells.has(version)) {
        missingShells.add(version);
        app.log.error({ shell: version }, 'the registry names a shell version that is not in the deploy folder; serving the built shell instead');
      }
    }
    return existsSync(fallbackIndex) ? fallbackIndex : null;
  }

  /**
   * What the section that owns a page needs first, as preload hints: its manifest (fetched by the federation
   * runtime: `as="fetch"`, same-origin CORS), its entry script, the scripts of its routes module and the page's
   * own chunk, read from the release's own manifest. A release folder never changes, so each is worked out once
   * it is read.
   */
  const sectionHints = new Map<string, Promise<string>>();
  function hintsFor(entry: string, page: string): Promise<string> {
    const key = `${entry}#${page}`;
    let hints = sectionHints.get(key);
    if (!hints) {
      // A manifest that cannot be read gives no hints, and is tried again next time.
      hints = readSectionHints(entry, page).catch(() => {
        sectionHints.delete(key);
        return '';
      });
      sectionHints.set(key, hints);
    }
    return hints;
  }
  /** A file of the release whose manifest is `entry` (a registry's `/remotes/<name>/<version>/mf-manifest.json`), or null. */
  function releaseFile(entry: string, name: string): string | null {
    const remotesDir = path.join(config.deployDir, 'remotes');
    const file = path.resolve(remotesDir, entry.replace(/^\/remotes\//, '').replace(/mf-manifest\.json$/, name));
    if (!entry.startsWith('/remotes/') || !entry.endsWith('/mf-manifest.json') || !file.startsWith(remotesDir + path.sep)) return null;
    return file;
  }
  /** Each page's scripts, as the section's build listed them (`page-scripts.json`); none when it did not. */
  async function readPageScripts(entry: string): Promise<Record<string, string[]>> {
    const file = releaseFile(entry, 'page-scripts.json');
    if (!file) return {};
    let listed: unknown;
    try {
      listed = JSON.parse(await readFile(file, 'utf8'));
    } catch {
      return {};
    }
    const pages = (listed as { pages?: unknown } | null)?.pages;
    if (typeof pages !== 'object' || pages === null) return {};
    const scriptName = /^[A-Za-z0-9._-]+\.js$/;
    return Object.fromEntries(
      Object.entries(pages).filter((pair): pair is [string, string[]] => Array.isArray(pair[1]) && pair[1].every((file) => typeof file === 'string' && scriptName.test(file))),
    );
  }
  async function readSectionHints(entry: string, page: string): Promise<string> {
    const file = releaseFile(entry, 'mf-manifest.json');
    if (!file) return '';
    const manifest = JSON.parse(await readFile(file, 'utf8')) as {
      metaData?: { remoteEntry?: { name?: string; path?: string } };
      exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }>;
    };
    const base = entry.slice(0, -'mf-manifest.json'.length);
    const remoteEntry = manifest.metaData?.remoteEntry;
    const routes = manifest.exposes?.find((exposed) => exposed.name === 'routes')?.assets?.js;
    // The page's own chunk (a section names each page's chunk `page-<name>`), which the routes module would
    // otherwise ask for only once it has run.
    const pageChunk = page ? routes?.async?.find((file) => path.posix.basename(file).startsWith(`page-${page}.`)) : undefined;
    // And the chunks it shares with other pages (the form library, say), from the build's page-scripts.json; a
    // release built before that file existed gives the page's own chunk alone.
    const pageScripts = page ? ((await readPageScripts(entry))[page] ?? (pageChunk ? [pageChunk] : [])) : [];
    const scripts = [
      ...new Set([
        ...(remoteEntry?.name ? [`${remoteEntry.path ? `${remoteEntry.path.replace(/\/?$/, '/')}` : ''}${remoteEntry.name}`] : []),
        ...(routes?.sync ?? []),
        ...pageScripts,
      ]),
    ];
    return [
      `<link rel="preload" href="${escapeHtml(entry)}" as="fetch" crossorigin="anonymous">`,
      ...scripts.map((script) => `<link rel="preload" href="${escapeHtml(base + script)}" as="script">`),
    ].join('');
  }

  /**
   * The pages a section's release rendered at build time in a language (its `first-paint.json`, or
   * `first-paint.<language>.json`, beside its manifest), by address; none for a release without the file.
   * Read once per release and language, as a release folder never changes.
   */
  const sectionPages = new Map<string, Promise<ReadonlyMap<string, SectionPage>>>();
  function sectionPagesFor(entry: string, language: Language): Promise<ReadonlyMap<string, SectionPage>> {
    const key = `${entry}#${language}`;
    let pages = sectionPages.get(key);
    if (!pages) {
      pages = readSectionPages(entry, language).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') app.log.warn({ entry, language, err: error }, "a release's first paint could not be read; its pages are sent without it");
        return new Map();
      });
      sectionPages.set(key, pages);
    }
    return pages;
  }
  async function readSectionPages(entry: string, language: Language): Promise<ReadonlyMap<string, SectionPage>> {
    const file = releaseFile(entry, firstPaintFile(language));
    if (!file) return new Map();
    const { pages } = JSON.parse(await readFile(file, 'utf8')) as { pages?: Record<string, SectionPage> };
    return new Map(Object.entries(pages ?? {}).filter(([, page]) => typeof page?.html === 'string' && typeof page.css === 'string'));
  }

  /**
   * The shell's parts in a language other than English (its build's `first-paint.<language>.json` beside its
   * page), or null for a shell built without them. A released shell's folder never changes, so its file is
   * read once; the built shell's (no release yet) is read each time, like its page.
   */
  const shellParts = new Map<string, Promise<ShellFirstPaint | null>>();
  function shellPartsFor(indexFile: string, language: Language): Promise<ShellFirstPaint | null> {
    const file = path.join(path.dirname(indexFile), firstPaintFile(language));
    const cached = shellParts.get(file);
    if (cached) return cached;
    const parts = readFile(file, 'utf8').then(
      (text) => {
        const parsed = JSON.parse(text) as Partial<ShellFirstPaint>;
        return typeof parsed.markup === 'string' && typeof parsed.styles === 'object' && parsed.styles ? (parsed as ShellFirstPaint) : null;
      },
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') app.log.warn({ file, err: error }, "the shell's first paint could not be read; its page is sent without it");
        return null;
      },
    );
    if (indexFile !== fallbackIndex) shellParts.set(file, parts);
    return parts;
  }

  /**
   * The shell's page, with this answer's style nonce in a meta element (styled-components reads it and puts
   * it on the one <style> element it writes to; the CSP header of the same answer allows exactly it) and the
   * page's declared title. The page is therefore never served as a static file.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const resolved = registry.resolve(bucketFor(request, reply));
    const indexFile = indexFileFor(resolved);
    if (!indexFile) return sendNothingHere(request, reply, pathname);
    const owner = ownerOf(resolved, pathname);
    const entry = owner ? resolved.remotes[owner.remote]?.entry : undefined;
    const [{ status, title }, englishPage, hints, user, organisation] = await Promise.all([
      pageStatus(resolved, pathname, recordPages, owner),
      readFile(indexFile, 'utf8'),
      entry && owner ? hintsFor(entry, owner.page.page ?? '') : Promise.resolve(''),
      // The same lookup GET /api/auth/user/ makes; no cookie, no query.
      sessionToken(request, config) ? resolveSessionUser(request) : Promise.resolve(null),
      publishedOrganisation(app.db),
    ]);
    // A page only a signed-in visitor can use, asked for with no session: to sign in at once, and back here after
    // (where the page's scripts would send them too, once they had all arrived).
    if (status === 200 && owner?.page.signedIn === true && !user) {
      return reply
        .header('Cache-Control', NO_CACHE)
        .header('Vary', 'Cookie')
        .redirect(`/auth/signin?next=${encodeURIComponent(request.url)}`, 302);
    }
    // After the session lookup: the account's saved language counts when the device has not chosen one.
    const language = requestLanguage(request);
    // The page as sent before the scripts run (the notice, the frame, the home page, a section's page) is in the
    // reader's language: the build renders it in each. A release built without a language's parts sends none
    // of them to its readers, who read the page once its scripts have run.
    const [translated, rendered] = await Promise.all([language === 'en' ? null : shellPartsFor(indexFile, language), entry ? sectionPagesFor(entry, language) : null]);
    const view = organisationView(organisation, language);
    const html = translated ? withShellParts(englishPage, translated) : englishPage;
    const firstPaint = language === 'en' || translated !== null;
    const nonce = styleNonce(reply);
    const nonceMeta = `<meta property="csp-nonce" nonce="${nonce}">`;
    // The registry this browser gets and who is signed in, in the page itself (data blocks, never run): the
    // shell reads them instead of asking for /remotes.json and /api/auth/user/ first, so the section's files
    // load alongside the shell's and nothing waits for a session check.
    const registryData = dataBlock('site-registry', resolved);
    const sessionData = dataBlock('session-user', { user: user ? sessionUserView(user) : null });
    // The organisation's details as editors last published them, which `site` reads (shared/src/site.ts).
    const organisationData = dataBlock('organisation', view);
    // A section's page as its build rendered it: for nobody signed in, and for its plain address (a query could
    // ask the page for something else than it showed at build time) unless its build said any query will do.
    const rendition = !user && firstPaint && status === 200 ? rendered?.get(pathname) : undefined;
    const sectionPage = rendition && (rendition.anyQuery === true || !request.url.includes('?')) ? rendition : undefined;
    const withNotice = withFirstPaintPart(withPageAttributes(html, language, lowDataMode(request)), 'consent-notice', firstPaint && !hasConsentCookie(request), nonce);
    const readable = !user && firstPaint && (pathname === '/' || sectionPage !== undefined);
    const withFrame = withFirstPaintPart(withNotice, 'page-frame', readable, nonce);
    // The parts the builds rendered show the configuration's details; the published ones take their place.
    const shell = withPublishedDetails(
      sectionPage ? withSectionPage(withFrame, pathname, sectionPage, nonce) : withFirstPaintPart(withFrame, 'home-page', readable, nonce),
      builtDetails(language),
      view,
    );
    const head = nonceMeta + registryData + sessionData + organisationData + (status === 200 ? hints + dataHints(owner?.page, pathname) : '');
    // The title in the reader's language where the section's routes file, or the shell, gives one.
    const titleShown = status !== 200 ? title : ((owner ? pageTitleIn(owner.page, language) : shellPageTitle(pathname, language)) ?? title);
    const withStartTags = withScriptPriority(
      withOnDemandPreloads(withHeadElement(titleShown ? withTitle(shell, titleShown, view.name) : shell, head), {
        'api-client': entry !== undefined && (user !== null || owner?.page.apiAtStart !== false),
        'signed-in': user !== null,
      }),
      readable ? 'low' : null,
    );
    // A readable page is painted before its scripts start (see afterFirstPaint.ts).
    const page = readable ? withStartAfterFirstPaint(withStartTags) : withStartTags;
    // A page naming its signed-in user is for that browser alone. Compressed to about a quarter: a page holds
    // no text the request chose (its title and registry come from the releases), so compression cannot help
    // anyone guess what else is in it, and its nonce differs every time.
    const encoding = pickCoding(request.headers['accept-encoding']) ?? 'identity';
    reply
      .code(status)
      .header('Cache-Control', user ? `private, ${NO_CACHE}` : NO_CACHE)
      .header('Vary', 'Cookie, Accept-Encoding, Accept-Language, Save-Data')
      .type('text/html; charset=utf-8');
    if (encoding === 'identity') return reply.send(page);
    return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? brotliCompressSync(page, BROTLI_PAGE) : gzipSync(page));
  }

  if (existsSync(config.shellDir)) {
    await app.register(fastifyStatic, {
      root: config.shellDir,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      allowedPath: (pathname) => path.basename(pathname) !== 'index.html',
      setHeaders(reply) {
        reply.header('Cache-Control', IMMUTABLE);
      },
    });
  }
  for (const url of ['/', '/index.html']) app.get(url, (request, reply) => sendPage(request, reply, '/'));

  // Served whether or not the folders exist yet: the first release after start needs no restart.
  await app.register(fastifyStatic, {
    root: path.join(config.deployDir, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    suppressWarning: true,
    allowedPath: isFile,
    setHeaders(reply) {
      reply.header('Cache-Control', IMMUTABLE);
      reply.header('Access-Control-Allow-Origin', '*');
    },
  });
  await app.register(fastifyStatic, {
    root: path.join(config.deployDir, 'shell'),
    prefix: '/shell/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    suppressWarning: true,
    // A version's index.html is a page, answered with its nonce by sendPage, never as a file.
    allowedPath: (pathname) => isFile(pathname) && path.basename(pathname) !== 'index.html',
    setHeaders(reply) {
      reply.header('Cache-Control', IMMUTABLE);
    },
  });

  const registryAnswers = new RegistryAnswers();
  app.get('/remotes.json', async (request, reply) => registryAnswers.send(request, reply, registry.resolve(bucketFor(request, reply))));

  /**
   * The service worker of the shell this browser gets, with that shell's start files: one script per shell
   * version, compressed once. A shell built without one (or not built) has none: 404.
   */
  const workers = new Map<string, Promise<{ plain: Buffer; br: Buffer; gzip: Buffer } | null>>();
  function workerFor(indexFile: string) {
    let worker = workers.get(indexFile);
    if (!worker) {
      worker = Promise.all([readFile(path.join(path.dirname(indexFile), 'sw.js'), 'utf8'), readFile(indexFile, 'utf8')]).then(
        ([source, page]) => {
          const plain = Buffer.from(serviceWorkerScript(source, shellStartFiles(page)));
          return { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain) };
        },
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') app.log.warn({ err: error, indexFile }, "the shell's service worker could not be read");
          return null;
        },
      );
      // The built shell (no release yet) may be rebuilt under a running server; a release never changes.
      if (indexFile !== fallbackIndex) workers.set(indexFile, worker);
    }
    return worker;
  }
  app.get('/sw.js', async (request, reply) => {
    const indexFile = indexFileFor(registry.resolve(bucketFor(request, reply)));
    const worker = indexFile ? await workerFor(indexFile) : null;
    if (!worker) return sendNothingHere(request, reply, '/sw.js');
    const encoding = pickCoding(request.headers['accept-encoding']);
    // Browsers look for a new worker at each visit; no-cache makes that a revalidation of these bytes.
    reply.header('Cache-Control', NO_CACHE).header('Vary', 'Accept-Encoding, Cookie').type('text/javascript; charset=utf-8');
    if (encoding === 'br' || encoding === 'gzip') return reply.header('Content-Encoding', encoding).send(worker[encoding]);
    return reply.send(worker.plain);
  });

  app.get('/manifest.webmanifest', async (request, reply) => {
    const { name } = await publishedOrganisation(app.db);
    reply.header('Cache-Control', NO_CACHE).header('Vary', 'Cookie, Accept-Language').type('application/manifest+json; charset=utf-8');
    return webManifest(name, requestLanguage(request));
  });

  for (const { size, purpose } of ICONS) {
    app.get(iconPath(size, purpose), async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=604800').type('image/png');
      return reply.send(await iconPng(size, purpose));
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isPageRequest(request, pathname)) return sendPage(request, reply, pathname);
    return sendNothingHere(request, reply, pathname);
  });
}
