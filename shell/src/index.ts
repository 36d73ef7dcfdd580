/**
 * A page the server sent with something to read in it (the home page, or a section's page its build rendered,
 * inside the page's frame) is painted before the application's code is evaluated: on a fast link the scripts
 * can arrive before the browser's first paint, and would hold it back while they run. On a slow one the page
 * has long been painted when they arrive, and nothing waits. Elsewhere the start waits for nothing either.
 */
const PAINT_WAIT_MS = 500;

function afterFirstPaint(): Promise<void> {
  const canTell = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!document.getElementById('first-paint-frame') || !canTell) return Promise.resolve();
  return new Promise((resolve) => {
    // A tab opened in the background paints nothing until it is shown: the start waits no longer than this.
    const timer = setTimeout(done, PAINT_WAIT_MS);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

// Async boundary: shared singletons are negotiated before any application code runs.
void afterFirstPaint().then(() => import('./bootstrap'));
