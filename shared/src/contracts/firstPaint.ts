/**
 * The element a section's page rendered at build time is sent in (the server writes it, the shell's loading
 * states keep it until the section renders the page): its rules are scoped to this id, and its `data-path`
 * names the page it is. See docs/architecture.md, "A section's page in the page itself".
 */
export const FIRST_PAINT_PAGE_ID = 'first-paint-page';

/**
 * The file a build's first paint in `language` goes in: a section's pages in `first-paint.json` (English) and
 * `first-paint.<language>.json` beside its manifest; the shell's notice, frame and home page in its index.html
 * (English) and `first-paint.<language>.json` beside it. The server sends a reader the parts in their
 * language, and none when a release has no file for it (a release built before it had one).
 */
export function firstPaintFile(language: string): string {
  return language === 'en' ? 'first-paint.json' : `first-paint.${language}.json`;
}

/** The shell's parts shown before the scripts run, in the order its page carries them (see ShellFirstPaint). */
export const FIRST_PAINT_PARTS = ['consent-notice', 'page-frame', 'home-page'] as const;
export type FirstPaintPart = (typeof FIRST_PAINT_PARTS)[number];

/**
 * The shell's first paint in one language other than English (its `first-paint.<language>.json`): each part's
 * rules, for its `<style data-PART>` element, and the root element's markup with every part between its marks
 * (`<!--consent-notice-->…<!--/consent-notice--><!--page-frame-->…<!--home-page-->…<!--/home-page-->…<!--/page-frame-->`).
 */
export interface ShellFirstPaint {
  styles: Record<FirstPaintPart, string>;
  markup: string;
  /** The page's `<title>`, its `<meta name="description">` and its `<noscript>` note, in the language. */
  texts?: { title: string; description: string; noscript: string };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escaped = (text: string) => text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char]!);

/**
 * The page with its `<title>`, `<meta name="description">` and `<noscript>` note in the given texts: the build
 * writes the English ones into the shell's page, the server another language's in their place.
 */
export function withShellTexts(html: string, texts: NonNullable<ShellFirstPaint['texts']>): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escaped(texts.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escaped(texts.description)}" />`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, () => `<noscript>${escaped(texts.noscript)}</noscript>`);
}
