/** How long the page must go without a file or an answer arriving before the worker is installed. */
export const QUIET_MS = 2000;
/** The latest the worker waits after the page's load event, on a page that keeps fetching. */
export const LATEST_MS = 30_000;

/**
 * Calls `then` once the page has settled: QUIET_MS without a resource (a script, a style sheet, an API
 * answer) finishing, or LATEST_MS in any case, then when the main thread is next idle. Where the browser
 * reports no resources, it waits QUIET_MS.
 */
export function whenSettled(then: () => void): void {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  let done = false;
  const settle = () => {
    if (done) return;
    done = true;
    clearTimeout(quiet);
    clearTimeout(latest);
    observer?.disconnect();
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(then, { timeout: QUIET_MS });
    else then();
  };
  const wait = () => {
    clearTimeout(quiet);
    quiet = setTimeout(settle, QUIET_MS);
  };
  const latest = setTimeout(settle, LATEST_MS);
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('resource')) {
    observer = new PerformanceObserver(wait);
    observer.observe({ type: 'resource' });
  }
  wait();
}

/**
 * Installs the site's service worker (/sw.js) once the page has loaded and settled: the section's scripts and
 * first data in, the main thread idle. Installing it starts another script and precaches the shell's files,
 * which on a phone's two or four cores and one slow link would otherwise compete with the page's own start.
 * A browser without service workers, or one that refuses it (private mode, a policy), simply reads the site
 * online as before.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  const settleThenRegister = () => whenSettled(register);
  if (document.readyState === 'complete') settleThenRegister();
  else window.addEventListener('load', settleThenRegister, { once: true });
}
