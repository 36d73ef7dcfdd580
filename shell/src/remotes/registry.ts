import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getSiteRegistry, isLowData, localeOf, ownerOf, setSiteRegistry, startingLanguage, type RegistryFile, type RemoteRoutesModule } from '@civic/shared';
import { noteShellRelease } from './health';
import { warmUpIntl } from '../warmUpIntl';

export type { RegistryFile };

/**
 * How long a tab trusts the registry it read. A navigation after that reads `/remotes.json` again, so a
 * release or a rollback reaches an open tab on its next navigation, not only on a reload.
 */
export const REGISTRY_MAX_AGE_MS = 30_000;

/** The first paint waits for the registry; a read that hangs counts as failed after this, and the page renders. */
export const REGISTRY_TIMEOUT_MS = 10_000;

let registry: Promise<RegistryFile> | null = null;
let readAt = 0;
let reads = 0;
/** The entry each remote was registered with, to re-register only the remotes whose live version changed. */
const registered = new Map<string, string>();

function isRegistryFile(value: unknown): value is RegistryFile {
  const remotes = (value as RegistryFile | null)?.remotes;
  return typeof remotes === 'object' && remotes !== null && !Array.isArray(remotes);
}

/** Registers what changed and publishes the file to the whole page (header, footer, routes, sitemap). */
function apply(file: RegistryFile): void {
  const changed = Object.entries(file.remotes).filter(([name, remote]) => registered.get(name) !== remote.entry);
  // `force` makes the runtime forget a remote's cached manifest and code: the next load gets the new version.
  const known = changed.filter(([name]) => registered.has(name));
  const added = changed.filter(([name]) => !registered.has(name));
  if (added.length) registerRemotes(added.map(([name, remote]) => ({ name, entry: remote.entry })));
  if (known.length)
    registerRemotes(
      known.map(([name, remote]) => ({ name, entry: remote.entry })),
      { force: true },
    );
  for (const [name, remote] of changed) registered.set(name, remote.entry);
  setSiteRegistry(file);
  noteShellRelease(file.shell);
}

function readRegistry(): Promise<RegistryFile> {
  readAt = Date.now();
  const read = ++reads;
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(REGISTRY_TIMEOUT_MS) : undefined;
  const promise: Promise<RegistryFile> = fetch('/remotes.json', { cache: 'no-cache', credentials: 'same-origin', signal })
    .then((response) => {
      if (!response.ok) throw new Error(`Registry answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((file) => {
      if (!isRegistryFile(file)) throw new Error('The registry is not a registry');
      // A slow read that ends after a newer one must not put the older file back.
      if (read === reads) apply(file);
      return file;
    })
    .catch((error: unknown) => {
      if (registry === promise) registry = null; // a later navigation may try again
      throw error;
    });
  return promise;
}

/**
 * The registry the page arrived with: the server puts the one this browser gets in the page
 * (`<script type="application/json" id="site-registry">`), so the first paint needs no round trip for it.
 * Taken once; from then on the registry is read from `/remotes.json`.
 */
function registryInPage(): RegistryFile | null {
  const element = typeof document === 'undefined' ? null : document.getElementById('site-registry');
  if (!element) return null;
  element.remove();
  try {
    const file: unknown = JSON.parse(element.textContent ?? '');
    return isRegistryFile(file) ? file : null;
  } catch {
    return null;
  }
}

/**
 * `/remotes.json`, never cached by the browser: taken from the page at start (else read), again on a navigation once it is older than
 * REGISTRY_MAX_AGE_MS, and again whenever `fresh` is asked for (a failed load, or Retry on the unavailable
 * panel, which must see a registry an operator has just fixed). Each read that succeeds is published with
 * `setSiteRegistry`; one that fails leaves the last good copy published.
 */
export function loadRegistry(options: { fresh?: boolean } = {}): Promise<RegistryFile> {
  if (!registry && !options.fresh && reads === 0) {
    const inPage = registryInPage();
    if (inPage) {
      readAt = Date.now();
      reads += 1;
      apply(inPage);
      registry = Promise.resolve(inPage);
      return registry;
    }
  }
  if (!registry || options.fresh || Date.now() - readAt > REGISTRY_MAX_AGE_MS) registry = readRegistry();
  return registry;
}

/**
 * Loads `./exposed` of a registered remote. `fresh` reads the registry again and forgets what the runtime
 * cached for this remote, even when its version did not change (its files may have failed to arrive).
 */
export async function loadRemoteModule<T>(remote: string, exposed: string, options: { fresh?: boolean } = {}): Promise<T> {
  const file = await loadRegistry({ fresh: options.fresh });
  const entry = file.remotes[remote];
  if (!entry) throw new Error(`${remote} is not in the registry`);
  if (options.fresh) registerRemotes([{ name: remote, entry: entry.entry }], { force: true });
  const module = await loadRemote<T>(`${remote}/${exposed}`);
  if (!module) throw new Error(`${remote}/${exposed} could not be loaded`);
  return module;
}

let formatsLoading = false;

/** The `./routes` module of a remote, by its federation name. */
export function loadRemoteRoutes(remote: string, options: { fresh?: boolean } = {}): Promise<RemoteRoutesModule> {
  // Sections show dates and numbers: the first section asked for has the page language's formats loaded off the
  // main thread while its code arrives (see warmUpIntl.ts). The shell's own pages, the home page first, need
  // neither the worker nor its file.
  if (!formatsLoading) {
    formatsLoading = true;
    void warmUpIntl(localeOf(startingLanguage()));
  }
  return loadRemoteModule<RemoteRoutesModule>(remote, 'routes', options);
}

const preloaded = new Set<string>();

/** Warms the remote behind `to` (link hover or focus), as the registry now names it, so the click renders without waiting. */
export function preloadRoute(to: string): void {
  // In low-data mode nothing is fetched before the citizen asks for it.
  if (isLowData()) return;
  const owner = ownerOf(getSiteRegistry(), to.split(/[?#]/)[0] ?? to);
  if (!owner) return;
  const key = `${owner.remote}@${owner.version}`;
  if (preloaded.has(key)) return;
  preloaded.add(key);
  loadRemoteRoutes(owner.remote).catch(() => preloaded.delete(key));
}
