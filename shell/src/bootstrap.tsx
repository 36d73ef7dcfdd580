import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRegistry } from './remotes/registry';
import { watchShellErrors } from './remotes/health';
import { adoptSessionInPage } from './session/useStartupSession';
import { keepConsentCookie } from './layout/consent';
import { adoptFirstPaintPage, startLanguage, startLowData } from '@civic/shared';
import { rememberFocusBeforeStart } from './layout/keepFocus';
import { registerServiceWorker } from './offline/register';

watchShellErrors();
adoptSessionInPage();
keepConsentCookie();
startLowData();
// Before React's first render replaces the root's content: a section's page the server put in keeps showing
// until the section has rendered it.
adoptFirstPaintPage();

// The first render is a transition: React then renders in slices of a few milliseconds and lets the browser
// in between, instead of holding a slow phone's main thread for the whole page at once.
function render() {
  rememberFocusBeforeStart();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The header lists the pages the registry names, so the first paint waits for it (index.html preloads it):
// the navigation is complete when it appears and nothing shifts. A failed read renders all the same; the
// sections then offer Retry. The first render is in the page's language: its catalogs (none for English) come
// alongside.
Promise.all([loadRegistry().catch(() => undefined), startLanguage()]).then(render, render);
registerServiceWorker();
