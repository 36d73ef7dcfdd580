/**
 * Resolves in a later task: the main thread goes back to the browser first, so it can paint and answer a tap
 * before the work after the `await` runs. `scheduler.yield()` where the browser has it (the continuation then
 * runs before other queued tasks), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
