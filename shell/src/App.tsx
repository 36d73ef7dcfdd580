import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { ThemeProvider } from 'styled-components';
import {
  getSiteRegistry,
  GlobalStyle,
  ownerOf,
  SectionUnavailable,
  Spinner,
  theme,
  useSiteRegistry,
  type RegistryFile,
  BrowserRouter,
  Route,
  Routes,
  useLocation,
} from '@civic/shared';
import { Header } from './layout/Header';
import { Footer } from './layout/Footer';
import { CookieBanner } from './layout/CookieBanner';
import { ReturnToTop } from './layout/ReturnToTop';
import { SessionOverlay } from './layout/SessionOverlay';
import { Toasts } from './layout/Toasts';
import { RouteChangeEffects } from './layout/RouteChangeEffects';
import { HomePage } from './pages/Home/HomePage';
import { NotFoundPage } from './pages/NotFound/NotFoundPage';
import { COOKIE_SETTINGS_PATH } from './pages/CookieSettings/path';
import { SAVED_ON_PHONE_PATH } from './offline/path';
import { OfflineBanner } from './offline/OfflineBanner';
import { RemoteSection } from './remotes/RemoteSection';
import { ReportModalHost } from './remotes/ReportModalHost';
import { Main, SkipLink } from './layout/PageFrame';
import { useFocusKeptFromStart } from './layout/keepFocus';
import { loadRegistry } from './remotes/registry';

import { useStartupSession } from './session/useStartupSession';
import { t, useTranslations } from './messages';

/** A page few visit, fetched when visited rather than with every page. */
const CookieSettingsPage = lazy(() =>
  import(/* webpackChunkName: "cookie-settings" */ './pages/CookieSettings/CookieSettingsPage').then((module) => ({ default: module.CookieSettingsPage })),
);

const SavedOnPhonePage = lazy(() =>
  import(/* webpackChunkName: "saved-on-phone" */ './pages/SavedOnPhone/SavedOnPhonePage').then((module) => ({ default: module.SavedOnPhonePage })),
);

/** A shell page fetched when visited, with the section spinner while it comes. */
function FetchedPage({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<Spinner label={t('loadingSection')} />}>
      <Page />
    </Suspense>
  );
}

/**
 * Everything not owned by the shell: the routes of the remote the registry names for the path, or the 404
 * page. The registry is taken as it stands at each navigation (and once the read that navigation started
 * ends), not whenever it changes: a read started by hovering a link must not remount the section a citizen
 * is filling in. Without any registry (the read failed) nobody can say whether the page exists, so the
 * section-unavailable panel offers Retry instead of a 404.
 */
function OwnedRoute() {
  const { pathname } = useLocation();
  const latest = useSiteRegistry();
  const [shown, setShown] = useState<{ pathname: string; registry: RegistryFile | null }>({ pathname, registry: latest });
  const [retrying, setRetrying] = useState(false);
  let registry = shown.registry;
  // Adjusted while rendering, so the previous section never paints on the new path.
  if (shown.pathname !== pathname || (shown.registry === null && latest !== null)) {
    registry = latest;
    setShown({ pathname, registry });
  }

  useEffect(() => {
    let current = true;
    loadRegistry().then(
      () => {
        const next = getSiteRegistry();
        if (current) setShown((before) => (before.pathname === pathname && before.registry === next ? before : { pathname, registry: next }));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pathname]);

  if (!registry) {
    if (retrying) return <Spinner label={t('loadingSection')} />;
    return (
      <SectionUnavailable
        onRetry={() => {
          setRetrying(true);
          loadRegistry({ fresh: true })
            .catch(() => undefined)
            .finally(() => setRetrying(false));
        }}
      />
    );
  }
  const owner = ownerOf(registry, pathname);
  if (!owner) return <NotFoundPage />;
  return <RemoteSection owner={owner} channel={registry.remotes[owner.remote]?.channel ?? 'live'} key={`${owner.remote}@${owner.version}`} />;
}

/** Every navigation asks for the registry, which is read again only once the tab's copy is REGISTRY_MAX_AGE_MS old. */
function useRegistryOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    loadRegistry().catch(() => undefined);
  }, [pathname]);
}

export function Layout() {
  useStartupSession();
  useFocusKeptFromStart();
  useRegistryOnNavigation();
  return (
    <>
      <GlobalStyle />
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <RouteChangeEffects />
      <CookieBanner />
      <Header />
      <OfflineBanner />
      <Main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path={COOKIE_SETTINGS_PATH} element={<FetchedPage page={CookieSettingsPage} />} />
          <Route path={SAVED_ON_PHONE_PATH} element={<FetchedPage page={SavedOnPhonePage} />} />
          <Route path="*" element={<OwnedRoute />} />
        </Routes>
      </Main>
      <Footer />
      <ReturnToTop />
      <Toasts />
      <ReportModalHost />
      <SessionOverlay />
    </>
  );
}

export function App() {
  useTranslations();
  return (
    <ThemeProvider theme={theme}>
      <BrowserRouter>
        <Layout />
      </BrowserRouter>
    </ThemeProvider>
  );
}
