import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { bus } from './bus';
import type { RegistryFile, RoutePage } from './contracts/routes';
import { GlobalStyle, theme } from './theme';

/**
 * The registry of a standalone harness: the section alone, with the pages of its own routes.json. There is no
 * `/remotes.json` to read, and whatever lists the site's pages (the sitemap) should list this section's.
 */
export function standaloneRegistry(remote: string, routes: RoutePage[]): RegistryFile {
  return { remotes: { [remote]: { packageName: remote.replace(/_/g, '-'), version: 'dev', entry: new URL('/mf-manifest.json', window.location.href).href, routes } } };
}

/** The harness bar's links: every page that can be opened without a parameter, a `/*` page at its root. */
export function harnessLinks(routes: readonly RoutePage[]): Array<{ to: string; label: string }> {
  return routes
    .filter((page) => page.page !== undefined && !page.path.includes(':'))
    .map((page) => ({ to: page.path.replace(/\/\*$/, '') || '/', label: page.nav?.label ?? page.title ?? page.path }));
}

/**
 * The standalone harness of a remote (`npm start -w @civic/mfe-x`): the section with its own router and
 * theme, a signed-out session unless the API says otherwise, and API calls proxied to :8080 by the dev
 * server. `routes` is the section's own routes.json, so the harness serves exactly what a release of it
 * would declare. The composed site never loads this; it mounts the remote's `./routes` instead.
 */
export function renderStandalone({ title, routes, Routes }: { title: string; routes: readonly RoutePage[]; Routes: ComponentType<{ routes: readonly RoutePage[] }> }) {
  bus.emit({ type: 'session', user: null });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <nav aria-label="Harness" style={{ padding: '0.5rem 1rem', background: '#13231c', color: '#fff', display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
            <strong>{title} (standalone)</strong>
            {harnessLinks(routes).map((link) => (
              <Link key={link.to} to={link.to} style={{ color: '#fff' }}>
                {link.label}
              </Link>
            ))}
          </nav>
          <main>
            <Routes routes={routes} />
          </main>
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>,
  );
}
