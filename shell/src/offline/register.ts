/**
 * Installs the site's service worker (/sw.js) once the page has loaded, so it never competes with the page's
 * own start. A browser without service workers, or one that refuses it (private mode, a policy), simply reads
 * the site online as before.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
