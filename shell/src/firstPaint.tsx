/**
 * What the shell's page shows before any script has run, rendered at build time from the same components the
 * shell renders (shared/build's FirstPaintPlugin calls this and writes the result into index.html). On a slow
 * link the page's scripts take seconds to arrive; these parts are there at the first paint instead:
 *
 * - the cookie notice, the first thing a new visitor is asked. Its buttons are a form (POST
 *   /api/cookie-consent/), so a choice made before the scripts have run is kept too. The server leaves it out
 *   for a browser that has chosen (the `cookie_consent` cookie);
 * - the home page under the site's top bar and header, which the server keeps only in the answer for `/` to a
 *   browser with no session (the header of a signed-in person names them). The header's navigation is
 *   empty here, as it lists what the live registry holds, and that is known only in the browser; on a phone
 *   it sits behind the Menu button anyway. The footer is left out: it starts below a screen-tall main.
 *
 * The shell's first render takes their place, the same size, so nothing moves. Runs in Node at build time only:
 * nothing here is part of a bundle (images it names come as data: addresses, see FirstPaintPlugin).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
// A router for build-time rendering only; the bundles take theirs from @civic/shared.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter } from 'react-router-dom';
import type { ReactElement } from 'react';
import { GlobalStyle, theme } from '@civic/shared';
import { CookieBanner } from './layout/CookieBanner';
import { Header } from './layout/Header';
import { HomePage } from './pages/Home/HomePage';
import { Main, SkipLink } from './layout/PageFrame';
import { t } from './messages';

export interface FirstPart {
  /** Markup for the page's root element. */
  html: string;
  /** The rules it needs (and the site's global rules), without the `<style>` element. */
  css: string;
}

export interface FirstPaint extends FirstPart {
  /** The home page in its layout, after the notice: only in the answer for `/` to a browser with no session. */
  home: FirstPart;
}

function renderPart(content: ReactElement): FirstPart {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <MemoryRouter>
            <GlobalStyle />
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
 * The home page's buttons (search, Menu, the report choices) work only once the scripts have run, so until then
 * they are disabled: a tap on one is not lost silently, and the shell's render puts working ones in their place.
 * Its links work from the first paint. (The notice's buttons submit a form, and work at once.)
 */
function withButtonsDisabled(part: FirstPart): FirstPart {
  return { ...part, html: part.html.replace(/<button /g, '<button disabled="" ') };
}

/**
 * The home page's rules apply to its own markup alone, inside an element of their own (which makes no box):
 * while the shell renders, its styled-components add rules for the same class names, later in the page, which
 * would otherwise win over the first paint's (a padding lost, the hero's text jumping 64 px) before React puts
 * its own markup in place.
 */
const HOME_SCOPE = 'first-paint-home';
function scoped(content: ReactElement): ReactElement {
  return <StyleSheetManager namespace={`#${HOME_SCOPE}`}>{content}</StyleSheetManager>;
}
function inScope(part: FirstPart): FirstPart {
  return { html: `<div id="${HOME_SCOPE}">${part.html}</div>`, css: `#${HOME_SCOPE}{display:contents;}${part.css}` };
}

export function renderFirstPaint(): FirstPaint {
  return {
    ...renderPart(<CookieBanner />),
    // In the order the shell's layout renders them (the skip link, hidden until focused, comes first there).
    home: inScope(
      withButtonsDisabled(
        renderPart(
          scoped(
            <>
              <SkipLink href="#main">{t('skipToContent')}</SkipLink>
              <Header />
              <Main id="main" tabIndex={-1}>
                <HomePage />
              </Main>
            </>,
          ),
        ),
      ),
    ),
  };
}
