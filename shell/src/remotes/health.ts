/**
 * Release health: each tab tells the server whether the versions it was given work (loaded, failed to load,
 * crashed while rendering), so a canary can be judged, and a bad release rolled back, on what browsers saw.
 * Events carry the unit, its version and channel, the kind and the page's path (never its query or hash,
 * which can hold e-mailed tokens and search terms): nothing about the person. They are queued and sent in
 * small batches, at most HEALTH_MAX_PER_TAB per tab, so a cheap phone on costly data pays next to nothing,
 * and a report that cannot be sent is dropped without a word.
 */

export const HEALTH_ENDPOINT = '/api/release-health/';
/** Events wait this long for company before they are sent. */
export const HEALTH_BATCH_DELAY_MS = 2000;
export const HEALTH_MAX_PER_REQUEST = 20;
export const HEALTH_MAX_PER_TAB = 50;

export type ReleaseChannel = 'live' | 'canary';
export type HealthKind = 'loaded' | 'load-failed' | 'render-error';

/** One version of one unit as this tab runs it: a remote by its package name, or `shell`. */
export interface Release {
  unit: string;
  version: string;
  channel: ReleaseChannel;
}

export interface HealthEvent extends Release {
  kind: HealthKind;
  path: string;
}

const queue: HealthEvent[] = [];
let accepted = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;
/** `unit@version` of every release this tab has reported as loaded: a load is news once. */
const loaded = new Set<string>();
/** The shell release this tab runs: the one the first registry read named (the page came with it). */
let shellRelease: Release | null = null;

function send(events: HealthEvent[]): void {
  const body = JSON.stringify({ events });
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(HEALTH_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Fall through to fetch.
  }
  try {
    // No credentials: the server needs nothing about who sent it.
    fetch(HEALTH_ENDPOINT, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(() => undefined);
  } catch {
    // Nothing more to try; a report is never worth an error.
  }
}

/** Sends whatever is queued now, in requests of at most HEALTH_MAX_PER_REQUEST events. */
export function flushReleaseHealth(): void {
  if (timer !== null) {
    clearTimeout(timer);
    timer = null;
  }
  while (queue.length > 0) send(queue.splice(0, HEALTH_MAX_PER_REQUEST));
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') flushReleaseHealth();
}

/** The tab may be closed or frozen at any moment once hidden: send what is queued before that. */
function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', flushReleaseHealth);
  document.addEventListener('visibilitychange', onVisibility);
}

/** Queues one event about `release`; `loaded` is queued once per tab for each unit and version. */
export function reportRelease(release: Release, kind: HealthKind): void {
  if (kind === 'loaded') {
    const key = `${release.unit}@${release.version}`;
    if (loaded.has(key)) return;
    loaded.add(key);
  }
  if (accepted >= HEALTH_MAX_PER_TAB) return;
  accepted += 1;
  queue.push({ unit: release.unit, version: release.version, channel: release.channel, kind, path: window.location.pathname });
  listen();
  // An error goes at once, with whatever is queued: a citizen may leave the page within the batch delay, and
  // what a page sends as it is left does not always arrive (Chromium drops it from a page the service worker
  // controls), while the canary guard needs every error. Loads, the bulk of the events, wait for the batch.
  if (kind === 'loaded') timer ??= setTimeout(flushReleaseHealth, HEALTH_BATCH_DELAY_MS);
  else flushReleaseHealth();
}

/** Called with each registry's `shell`; the first one is the release this tab runs, and is reported loaded. */
export function noteShellRelease(shell: { version: string; channel?: ReleaseChannel } | undefined): void {
  if (!shell || shellRelease) return;
  shellRelease = { unit: 'shell', version: shell.version, channel: shell.channel ?? 'live' };
  reportRelease(shellRelease, 'loaded');
}

/**
 * Reports uncaught errors thrown by the shell's own scripts (a released shell is served from `/shell/<version>/`;
 * remotes from `/remotes/`, and they have their error boundary) as render errors of the shell release.
 * Returns the way to stop.
 */
export function watchShellErrors(): () => void {
  function onError(event: ErrorEvent) {
    const prefix = `${window.location.origin}/shell/`;
    if (shellRelease && typeof event.filename === 'string' && event.filename.startsWith(prefix)) reportRelease(shellRelease, 'render-error');
  }
  window.addEventListener('error', onError);
  return () => window.removeEventListener('error', onError);
}
