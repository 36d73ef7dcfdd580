import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRegistry } from './remotes/registry';
import { watchShellErrors } from './remotes/health';
import { adoptSessionInPage } from './session/useStartupSession';

watchShellErrors();
adoptSessionInPage();

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The header lists the pages the registry names, so the first paint waits for it (index.html preloads it):
// the navigation is complete when it appears and nothing shifts. A failed read renders all the same; the
// sections then offer Retry.
loadRegistry().then(render, render);
