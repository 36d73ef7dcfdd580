/**
 * What the shell's page shows before any script has run: the cookie notice, rendered at build time from the
 * same component the shell renders (shared/build's FirstPaintPlugin calls this and writes the result into
 * index.html). On a slow link the page's scripts take seconds to arrive; the notice, the first thing a new
 * visitor is asked, is there at the first paint instead. Its buttons are a form (POST /api/cookie-consent/), so a
 * choice made before the scripts have run is kept too. The server leaves it out for a browser that has chosen
 * (the `cookie_consent` cookie), and the shell's first render takes its place.
 *
 * Runs in Node at build time only: nothing here is part of a bundle.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
// A router for build-time rendering only; the bundles take theirs from @civic/shared.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter } from 'react-router-dom';
import { GlobalStyle, theme } from '@civic/shared';
import { CookieBanner } from './layout/CookieBanner';

export interface FirstPaint {
  /** Markup for the page's root element. */
  html: string;
  /** The rules it needs (and the site's global rules), without the `<style>` element. */
  css: string;
}

export function renderFirstPaint(): FirstPaint {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <MemoryRouter>
            <GlobalStyle />
            <CookieBanner />
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
