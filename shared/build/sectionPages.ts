/**
 * A section's pages as their first paint, rendered at build time in Node (SectionFirstPaintPlugin runs this in
 * the section's folder): the same components the section renders in the browser, each page's markup with its
 * rules scoped to the element the server and the shell's loading state put it in (`#first-paint-page`, which
 * makes no box). Nothing here is part of a bundle.
 *
 * Only pages that look the same before and after the scripts run qualify, and the section names them: no form
 * field (text typed before React replaces the markup would be lost), no `style` attribute (the page's CSP
 * refuses it, and the layout would move), no address parameter. A page that loads its data renders its
 * loading state, as the section's own first render does. The session is that of a signed-out visitor: the
 * only one the server sends such a page to. Each page is given the prop `firstPaint: true`, so
 * that a page with a form can show everything else and, where its fields will be, that they are loading.
 */
import { createElement, type ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
// A router for build-time rendering only; the bundles take theirs from @civic/shared.
import { MemoryRouter } from 'react-router-dom';
// By the package's name, as the section's pages reach it.
import { FIRST_PAINT_PAGE_ID, bus, changeLanguage, theme, type Language, type RoutePage } from '@civic/shared';

export interface PagePart {
  /** The page's markup, for inside `#first-paint-page`. */
  html: string;
  /** Its rules, each scoped to `#first-paint-page`, without the `<style>` element. */
  css: string;
  /** It stands for the page whatever its address's query asks (see FirstPaintPage); else only for the plain address. */
  anyQuery?: true;
}

/**
 * A page a section names to be rendered ahead: its name in src/routes.tsx, or that name with `anyQuery`, for a
 * page whose rendered-ahead state is the same whatever its query asks (the search page, which always has one:
 * its heading, and its box and results loading). Without it the server sends the page only for its plain
 * address, since a query could ask the page for something else than it showed when it was built.
 */
export type FirstPaintPage = string | { page: string; anyQuery: true };

/** What a section's release carries as `first-paint.json`: its pre-rendered pages by address. */
export interface SectionFirstPaint {
  pages: Record<string, PagePart>;
}

/** What makes a page's markup unfit to stand in for it until the scripts run, or null. */
export function unfitMarkup(html: string): string | null {
  const field = /<(input|select|textarea)\b/.exec(html);
  if (field) return `it has a form field (<${field[1]}>), whose typed text would be lost when the scripts replace it`;
  if (/\sstyle="/.test(html)) return 'it has a style attribute, which the page\u2019s CSP refuses';
  return null;
}

async function renderPage(Page: ComponentType, address: string): Promise<PagePart> {
  const sheet = new ServerStyleSheet();
  try {
    const page = createElement(MemoryRouter, { initialEntries: [address] }, createElement(Page as ComponentType<{ firstPaint: boolean }>, { firstPaint: true }));
    const { prelude } = await prerender(
      sheet.collectStyles(createElement(ThemeProvider, { theme }, createElement(StyleSheetManager, { namespace: `#${FIRST_PAINT_PAGE_ID}` }, page))),
    );
    const html = (await new Response(prelude).text())
      // React's boundary marks, for hydration, which nothing here does.
      .replace(/<!--\/?\$[!?]?-->/g, '')
      // Buttons work only once the scripts have run: disabled until then, so a tap is not lost without a sign.
      .replace(/<button /g, '<button disabled="" ');
    const css = sheet
      .getStyleTags()
      .replace(/<style[^>]*>|<\/style>/g, '')
      .trim();
    return { html, css: `#${FIRST_PAINT_PAGE_ID}{display:contents;}${css}` };
  } finally {
    sheet.seal();
  }
}

/**
 * Renders the pages `names` (keys of `pages`, the section's src/routes.tsx's export) at every address its
 * routes.json (`routes`) gives them, in `language` (its catalogs are loaded first; the build renders each
 * language into a file of its own). Throws, naming the page, when one cannot stand in for itself.
 */
export async function renderSectionPages(
  routes: readonly RoutePage[],
  pages: Readonly<Record<string, ComponentType>>,
  names: readonly FirstPaintPage[],
  language: Language = 'en',
): Promise<SectionFirstPaint> {
  await changeLanguage(language);
  // The server sends a page rendered ahead to signed-out visitors only (api/src/static.ts): a page that waits
  // for the session (the forum) shows what a signed-out visitor sees, not that it is checking.
  bus.emit({ type: 'session', user: null });
  const rendered: Record<string, PagePart> = {};
  for (const named of names) {
    const { page: name, anyQuery = false } = typeof named === 'string' ? { page: named } : named;
    const Page = Object.hasOwn(pages, name) ? pages[name] : undefined;
    const addresses = routes.filter((route) => route.page === name).map((route) => route.path);
    if (!Page || addresses.length === 0) throw new Error(`first paint: ${name} is not a page of this section's routes.json and src/routes.tsx`);
    for (const address of addresses) {
      if (/[:*]/.test(address)) throw new Error(`first paint: ${name} (${address}) depends on its address, which is known only when it is asked for`);
      const part = await renderPage(Page, address);
      const problem = unfitMarkup(part.html);
      if (problem) throw new Error(`first paint: ${name} (${address}) cannot be rendered ahead: ${problem}`);
      rendered[address] = anyQuery ? { ...part, anyQuery: true } : part;
    }
  }
  return { pages: rendered };
}
