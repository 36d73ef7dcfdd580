import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { bus } from './bus';
import { GlobalStyle, theme } from './theme';

/**
 * The standalone harness of a remote (`npm start -w @civic/mfe-x`): the section with its own router and
 * theme, a signed-out session unless the API says otherwise, and API calls proxied to :8080 by the dev
 * server. The composed site never loads this; it mounts the remote's `./routes` instead.
 */
export function renderStandalone({ title, links, Routes }: { title: string; links: Array<{ to: string; label: string }>; Routes: ComponentType }) {
  bus.emit({ type: 'session', user: null });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <nav aria-label="Harness" style={{ padding: '0.5rem 1rem', background: '#13231c', color: '#fff', display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
            <strong>{title} (standalone)</strong>
            {links.map((link) => (
              <Link key={link.to} to={link.to} style={{ color: '#fff' }}>
                {link.label}
              </Link>
            ))}
          </nav>
          <main>
            <Routes />
          </main>
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>,
  );
}
