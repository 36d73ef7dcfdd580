import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/index.js';
import { REPO_DIR } from '../paths.js';
import type { SearchHit, SearchSource, SearchTerms } from './search.js';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import { searchWords } from './searchWords.js';
import { foldText } from './text.js';

/**
 * The site's pages in the site search: what a citizen reads on /rights, /whistleblower, /faq and the rest,
 * found by the words on the page, not by a hand-kept keyword list.
 *
 * The index is built when the first search needs it, from the same sources the remotes are built from: each
 * remote's `routes.json` names its pages (path, title, whether the sitemap lists them), its `src/routes.tsx`
 * names each page's component, and the component's text is what it shows: the messages it reads with
 * `t('key')` from `src/messages/en.ts` and its parts (`src/messages/<page>/en.ts`), the content modules it
 * imports (`src/content/*.ts`), and the components beside it in its own folder. A page added to a remote, or a
 * sentence changed in its messages or content, is therefore searchable after the next start with nothing else
 * to update. Pages behind e-mailed links (`"sitemap": false`) and pages with a parameter in their path are not
 * indexed; completed workshops' resource pages, whose content is in the database, are searched there
 * (`workshopPages`).
 *
 * Each language has its index: in Kiswahili a page's title is its routes.json `translations.sw.title`, its
 * messages are `src/messages/sw.ts` and its parts' (English for a key they lack) and its content modules are
 * their Kiswahili siblings (`src/content/sw/<name>.ts`) where there is one, so a Kiswahili reader finds pages by
 * the words they read on them.
 */

export interface IndexedPage {
  title: string;
  url: string;
  /** The page's text in reading order, one paragraph, list item or heading each. */
  segments: string[];
  /** All of it folded (see `foldText`), for matching. */
  folded: string;
}

interface RouteEntry {
  path: string;
  page?: string;
  title?: string;
  sitemap?: string | false;
  translations?: Partial<Record<string, { title?: string }>>;
}

type Token = { type: 'string'; value: string } | { type: 'word'; value: string } | { type: 'punct'; value: string };

/**
 * The string literals, words and punctuation of a TypeScript module, enough to read object literals of
 * text: comments are skipped, escapes decoded, and a template's `${…}` parts are what `expression` makes of
 * them (the site's name for `${site.name}`), or left out.
 */
export function tokenize(source: string, expression: (code: string) => string | undefined = () => undefined): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  const escapes: Record<string, string> = { n: '\n', t: '\t', r: '', '0': '' };
  while (at < source.length) {
    const char = source[at]!;
    if (source.startsWith('//', at)) {
      const end = source.indexOf('\n', at);
      at = end < 0 ? source.length : end + 1;
    } else if (source.startsWith('/*', at)) {
      const end = source.indexOf('*/', at + 2);
      at = end < 0 ? source.length : end + 2;
    } else if (char === "'" || char === '"' || char === '`') {
      let value = '';
      at += 1;
      while (at < source.length && source[at] !== char) {
        if (source[at] === '\\') {
          const next = source[at + 1] ?? '';
          value += escapes[next] ?? next;
          at += 2;
        } else if (char === '`' && source.startsWith('${', at)) {
          const start = at + 2;
          let depth = 0;
          for (; at < source.length; at += 1) {
            if (source[at] === '{') depth += 1;
            else if (source[at] === '}' && --depth === 0) break;
          }
          value += expression(source.slice(start, at).trim()) ?? ' ';
          at += 1;
        } else {
          value += source[at];
          at += 1;
        }
      }
      at += 1;
      tokens.push({ type: 'string', value });
    } else if (/[\p{L}\p{N}_$]/u.test(char)) {
      const match = /^[\p{L}\p{N}_$]+/u.exec(source.slice(at, at + 200))!;
      tokens.push({ type: 'word', value: match[0] });
      at += match[0].length;
    } else {
      if (!/\s/.test(char)) tokens.push({ type: 'punct', value: char });
      at += 1;
    }
  }
  return tokens;
}

/** A messages catalog (`key: 'text'`) as a map; `{placeholders}` are dropped from the text. */
export function readMessages(source: string): Map<string, string> {
  const tokens = tokenize(source);
  const messages = new Map<string, string>();
  for (let i = 0; i + 2 < tokens.length; i += 1) {
    const [key, colon, value] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
    if (key.type !== 'punct' && colon.value === ':' && colon.type === 'punct' && value.type === 'string') {
      messages.set(
        key.value,
        value.value
          .replace(/\{\w+\}/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
  }
  return messages;
}

/**
 * The prose of a content module: string values that read as text. Property names, paths ('/rights'),
 * addresses and one-word codes ('info', 'primary') are not prose.
 */
export function contentProse(source: string, expression?: (code: string) => string | undefined): string[] {
  const tokens = tokenize(source, expression);
  return tokens.flatMap((token, i) => {
    if (token.type !== 'string' || tokens[i + 1]?.value === ':') return [];
    const text = token.value.replace(/\s+/g, ' ').trim();
    if (!/\p{L}/u.test(text) || /^[/#]|:\/\/|^(mailto|tel):|^\S+@\S+$/.test(text)) return [];
    if (!text.includes(' ') && !/^\p{Lu}/u.test(text)) return [];
    return [text];
  });
}

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * A remote's texts in one language: `src/messages/<language>.ts`, the texts its pages share, and where its pages
 * have texts of their own, each part's `src/messages/<part>/<language>.ts` (a key is in one part only).
 */
async function readCatalog(srcDir: string, language: Language): Promise<Map<string, string>> {
  const folder = path.join(srcDir, 'messages');
  const parts = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const files = [path.join(folder, `${language}.ts`), ...parts.filter((entry) => entry.isDirectory()).map((entry) => path.join(folder, entry.name, `${language}.ts`))];
  const catalog = new Map<string, string>();
  for (const file of files) for (const [key, text] of readMessages((await readText(file)) ?? '')) catalog.set(key, text);
  return catalog;
}

async function moduleFile(base: string): Promise<string | null> {
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && (await readText(candidate)) !== null) return candidate;
  }
  return null;
}

const NOT_CONTENT = /loading|failed|error|retry/i;

/** The text a page component shows: its messages, the content it imports, and the same for its folder's components. */
async function pageSegments(componentFile: string, srcDir: string, messages: Map<string, string>, site: SiteValue, language: Language): Promise<string[]> {
  const pageDir = path.dirname(componentFile);
  const contentDir = path.join(srcDir, 'content');
  /** A content module in the language: its sibling in `content/<language>/`, when there is one. */
  const inLanguage = async (file: string) => {
    if (language === 'en' || !file.startsWith(contentDir + path.sep)) return file;
    const translated = path.join(contentDir, language, path.relative(contentDir, file));
    return (await readText(translated)) === null ? file : translated;
  };
  const seen = new Set<string>();
  const segments: string[] = [];
  const visit = async (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = await readText(file);
    if (source === null) return;
    if (file.startsWith(contentDir + path.sep)) segments.push(...contentProse((await readText(await inLanguage(file))) ?? source, site));
    for (const [, key] of source.matchAll(/\bt\(\s*['"]([\w.]+)['"]/g)) {
      // What a page says while it loads or when a request fails is not what the page is about.
      const text = NOT_CONTENT.test(key!) ? undefined : messages.get(key!);
      if (text) segments.push(text);
    }
    for (const [, specifier] of source.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = await moduleFile(path.resolve(path.dirname(file), specifier!));
      if (!target || /\.test\.tsx?$/.test(target)) continue;
      // A content module's sibling in another language is read in its place (inLanguage), never visited for itself.
      const translation = LANGUAGES.some((code) => target.startsWith(path.join(contentDir, code) + path.sep));
      if (path.dirname(target) === pageDir || (target.startsWith(contentDir + path.sep) && !translation)) await visit(target);
    }
  };
  await visit(componentFile);
  return [...new Set(segments)];
}

/** Every indexed page of one remote folder (mfe-org, mfe-reporting, …). */
async function remotePages(remoteDir: string, site: SiteValue, language: Language): Promise<IndexedPage[]> {
  const routesText = await readText(path.join(remoteDir, 'routes.json'));
  const routesModule = await readText(path.join(remoteDir, 'src', 'routes.tsx'));
  if (routesText === null || routesModule === null) return [];
  const srcDir = path.join(remoteDir, 'src');
  const messages = await readCatalog(srcDir, 'en');
  if (language !== 'en') {
    for (const [key, text] of await readCatalog(srcDir, language)) messages.set(key, text);
  }
  // `Name: lazy(() => import(/* webpackChunkName: "page-Name" */ './pages/…'))`, the chunk's name optional.
  const components = new Map(
    [...routesModule.matchAll(/(\w+):\s*lazy\(\s*\(\)\s*=>\s*import\(\s*(?:\/\*[\s\S]*?\*\/\s*)?['"](\.\/[^'"]+)['"]\s*\)\s*\)/g)].map(([, name, file]) => [name!, file!]),
  );
  const { pages } = JSON.parse(routesText) as { pages: RouteEntry[] };
  const found: IndexedPage[] = [];
  for (const route of pages) {
    if (!route.page || route.sitemap === false || /[:*]/.test(route.path)) continue;
    const specifier = components.get(route.page);
    const file = specifier ? await moduleFile(path.resolve(srcDir, specifier)) : null;
    if (!file) continue;
    const title = route.translations?.[language]?.title ?? route.title ?? route.page;
    const segments = (await pageSegments(file, srcDir, messages, site, language)).filter((segment) => segment !== title);
    if (segments.length) found.push({ title, url: route.path, segments, folded: foldText(`${title}\n${segments.join('\n')}`) });
  }
  return found;
}

type SiteValue = (code: string) => string | undefined;

/** `${site.name}` and the like in content, read from the site's configuration (shared/site.config.json). */
function siteValues(config: unknown): SiteValue {
  return (code) => {
    const match = /^site((?:\.\w+)+)$/.exec(code);
    if (!match) return undefined;
    let value: unknown = config;
    for (const key of match[1]!.slice(1).split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
}

/** Reads every remote folder beside the API (`mfe-*` with a routes.json). A folder that cannot be read adds nothing. */
export async function buildPageIndex(repoDir = REPO_DIR, language: Language = 'en'): Promise<IndexedPage[]> {
  const entries = await readdir(repoDir, { withFileTypes: true }).catch(() => []);
  const remotes = entries
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => entry.name)
    .sort();
  const site = siteValues(JSON.parse((await readText(path.join(repoDir, 'shared', 'site.config.json'))) ?? '{}') as unknown);
  return (await Promise.all(remotes.map((name) => remotePages(path.join(repoDir, name), site, language)))).flat();
}

const indexes = new Map<Language, Promise<IndexedPage[]>>();

/** The page index of this process in a language, built once. */
export function pageIndex(language: Language = 'en'): Promise<IndexedPage[]> {
  let index = indexes.get(language);
  if (!index) {
    index = buildPageIndex(REPO_DIR, language);
    indexes.set(language, index);
    index.catch(() => indexes.delete(language));
  }
  return index;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The query's words, each as a pattern for a word start, as the database's prefix search has them. */
function wordPatterns(terms: SearchTerms): RegExp[] {
  return terms.tsquery.split(' & ').map((word) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word.replace(/:\*$/, ''))}`, 'u'));
}

function matches(folded: string, words: RegExp[], exact: string): boolean {
  return words.every((word) => word.test(folded)) || (exact !== '' && folded.includes(exact));
}

/** The part of a page that shows why it was found: the segment with most of the words, cut around the first. */
export function snippetFor(segments: string[], words: RegExp[], max = 180): string {
  let best = '';
  let bestScore = -1;
  for (const segment of segments) {
    const score = words.filter((word) => word.test(foldText(segment))).length;
    if (score > bestScore) [best, bestScore] = [segment, score];
  }
  const text = best.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  // Folding drops only apostrophes (accented letters fold to one letter), so a position in the folded text
  // is near enough the same place in the original to cut around.
  const positions = words.map((word) => foldText(text).search(word)).filter((at) => at >= 0);
  const first = positions.length ? Math.min(...positions) : 0;
  let start = Math.max(0, first - 60);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + max);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

interface Candidate {
  title: string;
  url: string;
  segments: string[];
  folded: string;
}

function rankAndCut(candidates: Candidate[], terms: SearchTerms, limit: number): { count: number; countExact: boolean; results: SearchHit[] } {
  const words = wordPatterns(terms);
  const found = candidates
    .filter((page) => matches(page.folded, words, terms.exact))
    .map((page) => {
      const title = foldText(page.title);
      const titleRank = title === terms.exact ? 2 : title.startsWith(terms.exact) ? 1 : 0;
      const inTitle = words.filter((word) => word.test(title)).length;
      // Then pages where the words come up in more paragraphs, a little at a time.
      const paragraphs = page.segments.filter((segment) => words.every((word) => word.test(foldText(segment)))).length;
      return { page, rank: titleRank + inTitle / Math.max(words.length, 1) + Math.min(paragraphs, 10) / 100 };
    })
    .sort((a, b) => b.rank - a.rank || a.page.title.localeCompare(b.page.title) || a.page.url.localeCompare(b.page.url));
  return {
    count: found.length,
    countExact: true,
    results: found.slice(0, limit).map(({ page }) => ({ title: page.title, snippet: snippetFor(page.segments, words), url: page.url })),
  };
}

interface Material {
  title?: string;
  summary?: string;
  points?: string[];
}

/** Completed workshops' resource pages (/resources/workshop/:id): their handouts are in the database. */
async function workshopPages(db: Queryable, language: Language): Promise<Candidate[]> {
  const rows = await db.query<{ id: string; title: string; materials: Material[] }>(
    `SELECT id, title, materials FROM workshops WHERE published AND category = 'completed' AND jsonb_array_length(materials) > 0 ORDER BY starts_on DESC`,
  );
  return rows.map((row) => {
    const segments = row.materials.flatMap((material) => [material.title, material.summary, ...(material.points ?? [])]).filter((text): text is string => Boolean(text));
    const title = searchWords(language).workshopResources(row.title);
    return { title, url: `/resources/workshop/${encodeURIComponent(row.id)}`, segments, folded: foldText(`${title}\n${segments.join('\n')}`) };
  });
}

export const pageSource: SearchSource = {
  kind: 'pages',
  label: 'Pages',
  async search(db, terms, limit, language) {
    const [pages, workshops] = await Promise.all([pageIndex(language), workshopPages(db, language)]);
    return rankAndCut([...pages, ...workshops], terms, limit);
  },
};
