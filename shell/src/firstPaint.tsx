/**
 * What the shell's page shows before any script has run, rendered at build time from the same components the
 * shell renders (shared/build's FirstPaintPlugin calls this and writes the result into index.html). On a slow
 * link the page's scripts take seconds to arrive; these parts are there at the first paint instead:
 *
 * - the cookie notice, the first thing a new visitor is asked. Its buttons are a form (POST
 *   /api/cookie-consent/), so a choice made before the scripts have run is kept too. The server leaves it out
 *   for a browser that has chosen (the `cookie_consent` cookie);
 * - the page's frame, the site's top bar and header and its main area, for a browser with no session (the
 *   header of a signed-in person names them). The header's navigation is empty here, as it lists what the
 *   live registry holds, and that is known only in the browser; on a phone it sits behind the Menu button
 *   anyway. The footer is left out: it starts below a screen-tall main;
 * - the home page, which the server puts in the frame's main for `/`. For a section's page it puts there the
 *   page as the section's own build rendered it, if it did (see shared/build/sectionPages.tsx).
 *
 * The build renders them in each of the site's languages (the page carries English; FirstPaintPlugin writes
 * the others beside it for the server to swap in). The shell's first render takes their place, the same size,
 * so nothing moves. Runs in Node at build time only:
 * nothing here is part of a bundle (images it names come as data: addresses, see FirstPaintPlugin).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
// A router for build-time rendering only; the bundles take theirs from @civic/shared.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter } from 'react-router-dom';
import type { ReactElement } from 'react';
import { changeLanguage, GlobalStyle, theme, type Language } from '@civic/shared';
import { CookieBanner } from './layout/CookieBanner';
import { Header } from './layout/Header';
import { HomePage, homeTitle } from './pages/Home/HomePage';
import { Main, SkipLink } from './layout/PageFrame';
import { t } from './messages';

export interface FirstPart {
  /** Markup for the page's root element. */
  html: string;
  /** The rules it needs (and the site's global rules), without the `<style>` element. */
  css: string;
}

/** The page's own texts in the language: its title, its description for search engines, its no-script note. */
export interface PageTexts {
  title: string;
  description: string;
  noscript: string;
}

export interface FirstPaint extends FirstPart {
  texts: PageTexts;
  /** The page's frame, after the notice, in two pieces: a page's markup goes between them, inside main. */
  frame: { open: string; close: string; css: string };
  /** The home page, inside the frame's main. */
  home: FirstPart;
}

/** Renders a part and the rules it needs; the site's global rules too, unless the part goes inside another. */
function renderPart(content: ReactElement, { globalRules = true } = {}): FirstPart {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <MemoryRouter>
            {globalRules ? <GlobalStyle /> : null}
            {content}
          </MemoryRouter>
        </ThemeProvider>,
      ),
    );
    const css = sheet
      .getStyleTags()
      .replace(/<style[^>]*>|<\/style>/g, '')
      .trim();
    return { html, css };
  } finally {
    sheet.seal();
  }
}

/**
 * The frame's and the home page's buttons (search, Menu, the report choices) work only once the scripts have run, so until then
 * they are disabled: a tap on one is not lost silently, and the shell's render puts working ones in their place.
 * Its links work from the first paint. (The notice's buttons submit a form, and work at once.)
 */
function withButtonsDisabled(part: FirstPart): FirstPart {
  return { ...part, html: part.html.replace(/<button /g, '<button disabled="" ') };
}

/**
 * The frame's and the home page's rules apply to their own markup alone, inside an element of their own (which
 * makes no box): while the shell renders, its styled-components add rules for the same class names, later in
 * the page, which would otherwise win over the first paint's (a padding lost, the hero's text jumping 64 px)
 * before React puts its own markup in place.
 */
const FRAME_SCOPE = 'first-paint-frame';
function scoped(content: ReactElement): ReactElement {
  return <StyleSheetManager namespace={`#${FRAME_SCOPE}`}>{content}</StyleSheetManager>;
}

/** Where the page goes in the frame's markup while it is rendered: replaced by nothing, it splits the frame. */
const PAGE_SLOT = '{{page}}';

function renderFrame(): FirstPaint['frame'] {
  // In the order the shell's layout renders them (the skip link, hidden until focused, comes first there).
  const { html, css } = withButtonsDisabled(
    renderPart(
      scoped(
        <>
          <SkipLink href="#main">{t('skipToContent')}</SkipLink>
          <Header />
          <Main id="main" tabIndex={-1}>
            {PAGE_SLOT}
          </Main>
        </>,
      ),
    ),
  );
  const [open, close] = html.split(PAGE_SLOT);
  if (open === undefined || close === undefined) throw new Error('The frame lost the place of its page');
  return { open: `<div id="${FRAME_SCOPE}">${open}`, close: `${close}</div>`, css: `#${FRAME_SCOPE}{display:contents;}${css}` };
}

/** The parts in `language` (English unless told): its catalogs are loaded first, so every text is in it. */
export async function renderFirstPaint(language: Language = 'en'): Promise<FirstPaint> {
  await changeLanguage(language);
  return {
    texts: { title: homeTitle(), description: t('pageDescription'), noscript: t('noScript') },
    ...renderPart(<CookieBanner />),
    frame: renderFrame(),
    home: withButtonsDisabled(renderPart(scoped(<HomePage />), { globalRules: false })),
  };
}
