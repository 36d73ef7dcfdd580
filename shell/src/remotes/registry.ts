import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@civic/shared';
import { ownerOf, type RemoteOwner } from '@civic/shared';

/** `/remotes.json`: for each remote, the manifest of its live version (written by `npm run release`). */
export interface RegistryFile {
  remotes: Record<string, { packageName: string; version: string; entry: string }>;
}

/**
 * How long a tab trusts the registry it read. A section loaded after that reads `/remotes.json` again, so a
 * release or a rollback reaches an open tab on its next navigation to a section, not only on a reload.
 */
export const REGISTRY_MAX_AGE_MS = 30_000;

let registry: Promise<RegistryFile> | null = null;
let readAt = 0;
/** The entry each remote was registered with, to re-register only the remotes whose live version changed. */
const registered = new Map<string, string>();

function readRegistry(): Promise<RegistryFile> {
  readAt = Date.now();
  return fetch('/remotes.json', { cache: 'no-cache', credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`Registry answered ${response.status}`);
      return response.json() as Promise<RegistryFile>;
    })
    .then((file) => {
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
      return file;
    })
    .catch((error: unknown) => {
      registry = null; // a later navigation may try again
      throw error;
    });
}

/**
 * `/remotes.json`, never cached by the browser: read at start, again once it is older than
 * REGISTRY_MAX_AGE_MS, and again whenever `fresh` is asked for (a failed load, or Retry on the unavailable
 * panel, which must see a registry an operator has just fixed).
 */
export function loadRegistry(options: { fresh?: boolean } = {}): Promise<RegistryFile> {
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

export function loadRemoteRoutes(owner: RemoteOwner, options: { fresh?: boolean } = {}): Promise<RemoteRoutesModule> {
  return loadRemoteModule<RemoteRoutesModule>(owner.remote, 'routes', options);
}

const preloaded = new Set<string>();

/** Warms the remote behind `pathname` (link hover or focus) so the click renders without waiting. */
export function preloadRoute(pathname: string): void {
  const owner = ownerOf(pathname);
  if (!owner || preloaded.has(owner.remote)) return;
  preloaded.add(owner.remote);
  loadRemoteRoutes(owner).catch(() => preloaded.delete(owner.remote));
}
