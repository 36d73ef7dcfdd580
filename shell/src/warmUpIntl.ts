/**
 * The first date a page formats in a language makes the browser load that language's data and its time zones:
 * 21-23 ms of the main thread in Chromium on this project's test machine (`npm run bench:intl`), four times that
 * on a slow phone, in one piece that no render can split. The loaded data is kept for the whole page process,
 * threads included, so a worker loads it on its own thread while a section's code arrives; the page's first
 * formatter then takes 0.2 ms. If the page formats a date before the worker is done (or
 * the browser has no workers), the main thread loads the data itself, as it always did.
 *
 * Resolves when the worker has finished or failed.
 */
export function warmUpIntl(locale: string): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      // The file's address first, then the worker: so the build copies the few lines as they are, with no
      // bundler runtime around them.
      const script = new URL('./intlWarmUp.worker.js', import.meta.url);
      worker = new Worker(script);
    } catch {
      resolve();
      return;
    }
    const done = () => {
      worker.terminate();
      resolve();
    };
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(locale);
  });
}
