import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import styled from 'styled-components';
import { GlobalStyle, ownerOf, theme } from '@civic/shared';
import { Header } from './layout/Header';
import { Footer } from './layout/Footer';
import { CookieBanner } from './layout/CookieBanner';
import { ReturnToTop } from './layout/ReturnToTop';
import { SessionOverlay } from './layout/SessionOverlay';
import { Toasts } from './layout/Toasts';
import { RouteChangeEffects } from './layout/RouteChangeEffects';
import { HomePage } from './pages/Home/HomePage';
import { NotFoundPage } from './pages/NotFound/NotFoundPage';
import { RemoteSection } from './remotes/RemoteSection';
import { ReportModalHost } from './remotes/ReportModalHost';

import { useStartupSession } from './session/useStartupSession';
import { t } from './messages';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 3000;
  background: #fff;
  padding: ${({ theme }) => theme.space(3)};
  &:focus {
    left: ${({ theme }) => theme.space(2)};
    top: ${({ theme }) => theme.space(2)};
  }
`;

/** At least a viewport tall, so the footer starts below the fold and never jumps as a section's data arrives (CLS). */
const Main = styled.main`
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

/** Everything not owned by the shell: the owning remote's routes, or the 404 page. */
function OwnedRoute() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  if (!owner) return <NotFoundPage />;
  return <RemoteSection owner={owner} key={owner.remote} />;
}

export function Layout() {
  useStartupSession();
  return (
    <>
      <GlobalStyle />
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <RouteChangeEffects />
      <Header />
      <Main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="*" element={<OwnedRoute />} />
        </Routes>
      </Main>
      <Footer />
      <CookieBanner />
      <ReturnToTop />
      <Toasts />
      <ReportModalHost />
      <SessionOverlay />
    </>
  );
}

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <BrowserRouter>
        <Layout />
      </BrowserRouter>
    </ThemeProvider>
  );
}
