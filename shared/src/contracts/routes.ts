/**
 * Pages and who owns them. Each remote declares its pages in its own `routes.json` (beside its package.json;
 * the build copies it into the release). `npm run release` copies the live version's pages into the
 * registry, and the shell and the server read them from there at run time: releasing a remote that adds,
 * renames or removes a page changes the site on the next page load, with nothing rebuilt or restarted.
 * The shell keeps `/`, the layout and the 404.
 */

/** A navigation group in the header; the shell owns the groups, remotes put entries in them. */
export type NavGroupId = 'who-we-are' | 'get-involved' | 'governance' | 'community' | 'media';
export const NAV_GROUP_IDS: readonly NavGroupId[] = ['who-we-are', 'get-involved', 'governance', 'community', 'media'];

/** One page a remote serves, as its routes.json declares it. */
export interface RoutePage {
  /** Path pattern: `:param` matches one segment, a trailing `/*` matches the rest. */
  path: string;
  /** The key of the component in the remote's exported `pages` (absent for a redirect). */
  page?: string;
  /** Sends the path on to another one (an old spelling of an address). */
  redirect?: string;
  /** The page's title, in the browser tab before the page sets its own, and in the sitemap. */
  title?: string;
  /** An entry in a header group; `order` sorts the group's entries. */
  nav?: { group: NavGroupId; label: string; order: number };
  /** An entry in the footer's link list. */
  footer?: { label: string; order: number };
  /** The sitemap heading the page is listed under; `false` leaves it out (pages behind e-mailed links). */
  sitemap?: string | false;
  /**
   * The API reads the page makes as soon as it renders, each an address under `/api/` that may use the page's
   * `:param`s (`/api/counties/:code/`). The server names them in the page as preloads, so the data comes
   * alongside the scripts instead of after them. Each must be exactly the address the page asks for, or the
   * browser fetches it twice.
   */
  data?: string[];
  /**
   * `false` for a page that asks the API nothing until its reader acts (a form to fill in, a text to read): the
   * server then leaves out its preload of the API client's library (about 19 KB as sent), which such a page
   * fetches with its first call. Absent, the page is taken to call the API as it starts. Signed in, the header's
   * own parts call the API on every page, so the preload stays.
   */
  apiAtStart?: false;
  /**
   * `true` for a page only a signed-in visitor can use (the dashboard): the server sends a visitor with no
   * session straight to sign in (`/auth/signin?next=` the address asked for) instead of a page whose scripts
   * would only do the same once they had all arrived. The page still sends a visitor it finds signed out there
   * itself, as the tab can sign out after it loaded.
   */
  signedIn?: true;
  /**
   * The same texts in another language (`sw`): the title, the header entry's label, the footer entry's label and
   * the sitemap heading. One left out shows in English.
   */
  translations?: Partial<Record<TranslatedLanguage, PageTexts>>;
}

/** The languages other than English that a routes file can give its texts in. */
export const TRANSLATED_LANGUAGES = ['sw'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export interface PageTexts {
  title?: string;
  nav?: string;
  footer?: string;
  sitemap?: string;
}

function textsIn(page: RoutePage, language: string): PageTexts | undefined {
  return page.translations?.[language as TranslatedLanguage];
}

/** A page's title in `language` ('en', 'sw'), English when the routes file gives none. */
export function pageTitleIn(page: RoutePage, language: string): string | undefined {
  return textsIn(page, language)?.title ?? page.title;
}

/** A page's header label in `language`. */
export function navLabelIn(page: RoutePage, language: string): string | undefined {
  return page.nav ? (textsIn(page, language)?.nav ?? page.nav.label) : undefined;
}

/** A page's footer label in `language`. */
export function footerLabelIn(page: RoutePage, language: string): string | undefined {
  return page.footer ? (textsIn(page, language)?.footer ?? page.footer.label) : undefined;
}

/** A page's own sitemap heading in `language`. */
export function sitemapHeadingIn(page: RoutePage, language: string): string | undefined {
  return typeof page.sitemap === 'string' ? (textsIn(page, language)?.sitemap ?? page.sitemap) : undefined;
}

/** A remote's routes.json. */
export interface RoutesFile {
  pages: RoutePage[];
}

/** A live (or, for this browser, canary) release of a remote, as `/remotes.json` gives it to a browser. */
export interface LiveRemote {
  packageName: string;
  version: string;
  /** The URL of the version's mf-manifest.json. */
  entry: string;
  routes: RoutePage[];
  /** `canary` when this browser was given a canary release. */
  channel?: 'live' | 'canary';
}

/** `/remotes.json` as the server answers it to one browser: one version of each unit. */
export interface RegistryFile {
  remotes: Record<string, LiveRemote>;
  shell?: { version: string; channel?: 'live' | 'canary' };
  updatedAt?: string;
}

/** The remote that owns a path, by its federation name. */
export interface RemoteOwner {
  /** Federation name (a JS identifier). */
  remote: string;
  /** Folder and package name, as the registry lists it. */
  packageName: string;
  version: string;
  routes: RoutePage[];
  /** The page the path matched. */
  page: RoutePage;
}

/**
 * The shell's own pages: home (titled by the page itself), the cookie settings, which belong with the banner,
 * and what the site keeps on the phone, which belongs with the service worker. Their titles are the ones the
 * pages set in each language (the shell's catalogs; its tests hold the two together).
 */
export const SHELL_PAGES: ReadonlyArray<Pick<RoutePage, 'path' | 'title' | 'translations'>> = [
  { path: '/' },
  { path: '/cookie-settings', title: 'Cookie settings', translations: { sw: { title: 'Mipangilio ya vidakuzi' } } },
  { path: '/saved-on-this-phone', title: 'Saved on this phone', translations: { sw: { title: 'Kilichohifadhiwa kwenye simu hii' } } },
];

export const SHELL_PATHS = SHELL_PAGES.map((page) => page.path);

/** The declared title of a shell page in `language`, or null (home, or not a shell page). */
export function shellPageTitle(pathname: string, language = 'en'): string | null {
  const page = SHELL_PAGES.find((shellPage) => matchesRoute(shellPage.path, pathname));
  return (page && pageTitleIn(page, language)) ?? null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The values of `pattern`'s `:name` segments in `pathname` (a trailing slash on the path is ignored), or null
 * when the path does not match. A `*` segment matches the rest of the path.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const clean = (value: string) => value.replace(/\/+$/, '') || '/';
  const want = clean(pattern).split('/');
  const have = clean(pathname).split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i]!;
    if (segment === '*') return params;
    if (i >= have.length) return null;
    if (segment.startsWith(':')) {
      if (!have[i]) return null;
      params[segment.slice(1)] = decodeSegment(have[i]!);
      continue;
    }
    if (segment !== have[i]) return null;
  }
  return want.length === have.length ? params : null;
}

/** Whether `pathname` matches `pattern` (a trailing slash on the path is ignored). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  return matchRoute(pattern, pathname) !== null;
}

/** Whether some path matches both patterns: two owners of such a pair would fight over it. */
export function patternsOverlap(a: string, b: string): boolean {
  const split = (value: string) => (value.replace(/\/+$/, '') || '/').split('/');
  const left = split(a);
  const right = split(b);
  for (let i = 0; ; i += 1) {
    const x = left[i];
    const y = right[i];
    if (x === '*' || y === '*') return true;
    if (x === undefined || y === undefined) return x === y;
    if (x.startsWith(':') || y.startsWith(':')) {
      // A parameter matches any one non-empty segment.
      if (x === '' || y === '') return false;
      continue;
    }
    if (x !== y) return false;
  }
}

/** The remote whose declared pages include `pathname`, from the registry this browser (or the server) read. */
export function ownerOf(registry: RegistryFile | null | undefined, pathname: string): RemoteOwner | null {
  if (!registry) return null;
  for (const [remote, live] of Object.entries(registry.remotes)) {
    const page = live.routes?.find((candidate) => matchesRoute(candidate.path, pathname));
    if (page) return { remote, packageName: live.packageName, version: live.version, routes: live.routes, page };
  }
  return null;
}

/** Whether the shell itself serves `pathname` (home, cookie settings); every other page belongs to a remote. */
export function isShellPage(pathname: string): boolean {
  return SHELL_PATHS.some((pattern) => matchesRoute(pattern, pathname));
}

export interface NavEntry {
  to: string;
  label: string;
}

/** Every live remote's entries for one header group, in their declared order. */
export function navEntries(registry: RegistryFile | null | undefined, group: NavGroupId, language = 'en'): NavEntry[] {
  const entries: Array<NavEntry & { order: number }> = [];
  for (const live of Object.values(registry?.remotes ?? {})) {
    for (const page of live.routes ?? []) if (page.nav?.group === group) entries.push({ to: page.path, label: navLabelIn(page, language)!, order: page.nav.order });
  }
  return entries.sort((a, b) => a.order - b.order || a.label.localeCompare(b.label)).map(({ to, label }) => ({ to, label }));
}

/** The footer's links, from every live remote, in their declared order. */
export function footerEntries(registry: RegistryFile | null | undefined, language = 'en'): NavEntry[] {
  const entries: Array<NavEntry & { order: number }> = [];
  for (const live of Object.values(registry?.remotes ?? {})) {
    for (const page of live.routes ?? []) if (page.footer) entries.push({ to: page.path, label: footerLabelIn(page, language)!, order: page.footer.order });
  }
  return entries.sort((a, b) => a.order - b.order || a.label.localeCompare(b.label)).map(({ to, label }) => ({ to, label }));
}
