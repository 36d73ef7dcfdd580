/**
 * What the release tool and the server read in a routes file, and never the browser: whether a routes file is
 * sound, whether two units claim the same paths, and the addresses of a page's first API reads. Kept out of
 * `@civic/shared`'s own entry (which the shell provides to every page, whole) and offered as
 * `@civic/shared/routes-file`.
 */
import { matchRoute, NAV_GROUP_IDS, patternsOverlap, TRANSLATED_LANGUAGES, type RoutePage, type RoutesFile } from './routes.ts';

/**
 * The addresses of `page`'s first API reads (its `data`) for `pathname`, each `:param` filled in from the path
 * and encoded as one segment; none when the path does not match the page.
 */
export function pageDataAddresses(page: RoutePage, pathname: string): string[] {
  const params = matchRoute(page.path, pathname);
  if (!params || !page.data) return [];
  return page.data.map((address) => address.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => encodeURIComponent(params[name] ?? '')));
}

/** Two units claiming paths that overlap. */
export interface RouteConflict {
  path: string;
  owner: string;
  otherPath: string;
  otherOwner: string;
}

/**
 * The claims of `unit` (its pages) that overlap a path another unit owns. `others` maps each other unit
 * (package name, or `shell`) to the paths it owns.
 */
export function routeConflicts(unit: string, pages: readonly RoutePage[], others: Record<string, readonly string[]>): RouteConflict[] {
  const conflicts: RouteConflict[] = [];
  for (const page of pages) {
    for (const [owner, paths] of Object.entries(others)) {
      if (owner === unit) continue;
      const clash = paths.find((other) => patternsOverlap(page.path, other));
      if (clash !== undefined) conflicts.push({ path: page.path, owner: unit, otherPath: clash, otherOwner: owner });
    }
  }
  return conflicts;
}

const PATH_SHAPE = /^\/(?:[A-Za-z0-9._~-]+|:[A-Za-z][A-Za-z0-9]*)(?:\/(?:[A-Za-z0-9._~-]+|:[A-Za-z][A-Za-z0-9]*))*(?:\/\*)?$/;
const PAGE_KEY = /^[A-Za-z][A-Za-z0-9]*$/;

/** An API read a routes file can name: a path under /api/ (its segments may be the page's `:param`s), no query. */
const DATA_SHAPE = /^\/api\/(?:(?:[A-Za-z0-9._~-]+|:[A-Za-z][A-Za-z0-9]*)\/)*(?:[A-Za-z0-9._~-]+|:[A-Za-z][A-Za-z0-9]*)?$/;
const MAX_DATA = 4;

/** Faults in a page's `data`: not a list of API paths, too many, or a `:param` the page's path lacks. */
function dataProblems(page: RoutePage, at: string): string[] {
  if (!Array.isArray(page.data) || page.data.length > MAX_DATA) return [`${at}.data: expected a list of at most ${MAX_DATA} API addresses`];
  if (page.page === undefined) return [`${at}.data: only a page (not a redirect) reads data`];
  const params = new Set(typeof page.path === 'string' ? [...page.path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((match) => match[1]) : []);
  return page.data.flatMap((address, index) => {
    if (typeof address !== 'string' || !DATA_SHAPE.test(address) || address.split('/').includes('..') || address.split('/').includes('.'))
      return [`${at}.data[${index}]: "${String(address)}" is not an API path such as /api/counties/:code/`];
    const unknown = [...address.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((match) => match[1]).filter((name) => !params.has(name));
    return unknown.length ? [`${at}.data[${index}]: the page's path has no :${unknown.join(', :')}`] : [];
  });
}

const isText = (value: unknown, max = 120) => typeof value === 'string' && value.trim() !== '' && value.length <= max;

/** Faults in a page's `translations`: a language the site does not have, or a text for something the page lacks. */
function translationProblems(page: RoutePage, at: string): string[] {
  const problems: string[] = [];
  if (typeof page.translations !== 'object' || page.translations === null || Array.isArray(page.translations)) return [`${at}.translations: expected {"sw": {...}}`];
  for (const [language, texts] of Object.entries(page.translations)) {
    const where = `${at}.translations.${language}`;
    if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(language)) {
      problems.push(`${where}: expected one of ${TRANSLATED_LANGUAGES.join(', ')}`);
      continue;
    }
    if (typeof texts !== 'object' || texts === null) {
      problems.push(`${where}: expected an object`);
      continue;
    }
    for (const [name, text] of Object.entries(texts as Record<string, unknown>)) {
      const owner = { title: page.title, nav: page.nav, footer: page.footer, sitemap: typeof page.sitemap === 'string' ? page.sitemap : undefined }[name];
      if (!['title', 'nav', 'footer', 'sitemap'].includes(name)) problems.push(`${where}.${name}: expected title, nav, footer or sitemap`);
      else if (owner === undefined) problems.push(`${where}.${name}: the page has no ${name} in English to translate`);
      else if (!isText(text)) problems.push(`${where}.${name}: expected text of 1 to 120 characters`);
    }
  }
  return problems;
}

/**
 * What is wrong with a routes.json, one message per fault ("pages[3].nav.group: ..."); empty when it is
 * sound. A release with a faulty routes file is refused, so the shell and the server never read one.
 */
export function routesFileProblems(value: unknown): string[] {
  const problems: string[] = [];
  if (typeof value !== 'object' || value === null || !Array.isArray((value as RoutesFile).pages)) return ['expected {"pages": [...]}'];
  const seen = new Map<string, number>();
  (value as RoutesFile).pages.forEach((page, index) => {
    const at = `pages[${index}]`;
    if (typeof page !== 'object' || page === null) {
      problems.push(`${at}: expected an object`);
      return;
    }
    if (typeof page.path !== 'string' || !PATH_SHAPE.test(page.path)) problems.push(`${at}.path: "${String(page.path)}" is not a path such as /about or /counties/county/:code`);
    else {
      const earlier = [...seen.entries()].find(([path]) => patternsOverlap(path, page.path));
      if (earlier) problems.push(`${at}.path: ${page.path} overlaps pages[${earlier[1]}] (${earlier[0]})`);
      seen.set(page.path, index);
    }
    const hasPage = page.page !== undefined;
    const hasRedirect = page.redirect !== undefined;
    if (hasPage === hasRedirect) problems.push(`${at}: give either "page" or "redirect"`);
    if (hasPage && (typeof page.page !== 'string' || !PAGE_KEY.test(page.page))) problems.push(`${at}.page: expected a component name such as About`);
    if (hasRedirect && (typeof page.redirect !== 'string' || !page.redirect.startsWith('/'))) problems.push(`${at}.redirect: expected a path`);
    if (page.title !== undefined && (typeof page.title !== 'string' || page.title.trim() === '' || page.title.length > 120))
      problems.push(`${at}.title: expected text of 1 to 120 characters`);
    if (page.nav !== undefined) {
      const nav = page.nav;
      if (!NAV_GROUP_IDS.includes(nav?.group)) problems.push(`${at}.nav.group: expected one of ${NAV_GROUP_IDS.join(', ')}`);
      if (typeof nav?.label !== 'string' || nav.label.trim() === '') problems.push(`${at}.nav.label: expected text`);
      if (typeof nav?.order !== 'number' || !Number.isFinite(nav.order)) problems.push(`${at}.nav.order: expected a number`);
    }
    if (page.footer !== undefined) {
      const footer = page.footer;
      if (typeof footer?.label !== 'string' || footer.label.trim() === '') problems.push(`${at}.footer.label: expected text`);
      if (typeof footer?.order !== 'number' || !Number.isFinite(footer.order)) problems.push(`${at}.footer.order: expected a number`);
    }
    if (page.translations !== undefined) problems.push(...translationProblems(page, at));
    if (page.data !== undefined) problems.push(...dataProblems(page, at));
    if (page.apiAtStart !== undefined && page.apiAtStart !== false) problems.push(`${at}.apiAtStart: expected false, or leave it out`);
    if (page.apiAtStart === false && page.data !== undefined) problems.push(`${at}.apiAtStart: a page that reads data calls the API at start`);
    if (page.signedIn !== undefined && page.signedIn !== true) problems.push(`${at}.signedIn: expected true, or leave it out`);
    if (page.signedIn === true && page.page === undefined) problems.push(`${at}.signedIn: only a page (not a redirect) is for signed-in visitors`);
    if (page.sitemap !== undefined && page.sitemap !== false && (typeof page.sitemap !== 'string' || page.sitemap.trim() === ''))
      problems.push(`${at}.sitemap: expected a heading or false`);
    if ((page.nav || page.footer || (page.sitemap !== false && page.sitemap !== undefined)) && typeof page.path === 'string' && page.path.includes(':'))
      problems.push(`${at}: a page with parameters cannot be linked from the navigation or sitemap`);
  });
  return problems;
}
