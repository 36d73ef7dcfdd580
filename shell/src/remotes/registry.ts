import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@civic/shared';
import { ownerOf, type RemoteOwner } from '@civic/shared';

/** `/remotes.json`: for each remote, the manifest of its live version (written by `npm run release`). */
export interface RegistryFile {
  remotes: Record<string, { packageName: string; version: string; entry: string }>;
}

let registry: Promise<RegistryFile> | null = null;

/** Fetched once per page load, never cached by the browser, so a release or rollback shows on the next load. */
export function loadRegistry(): Promise<RegistryFile> {
  registry ??= fetch('/remotes.json', { cache: 'no-cache', credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`Registry answered ${response.status}`);
      return response.json() as Promise<RegistryFile>;
    })
    .then((file) => {
      registerRemotes(Object.entries(file.remotes).map(([name, remote]) => ({ name, entry: remote.entry })));
      return file;
    })
    .catch((error: unknown) => {
      registry = null; // a later navigation may try again
      throw error;
    });
  return registry;
}

/** Forgets what the runtime cached for `remote` so the next load fetches its manifest and code afresh. */
async function resetRemote(remote: string): Promise<void> {
  const file = await loadRegistry();
  const entry = file.remotes[remote];
  if (entry) registerRemotes([{ name: remote, entry: entry.entry }], { force: true });
}

/** Loads `./exposed` of a registered remote; `fresh` forgets what the runtime cached for it first. */
export async function loadRemoteModule<T>(remote: string, exposed: string, options: { fresh?: boolean } = {}): Promise<T> {
  const file = await loadRegistry();
  if (!file.remotes[remote]) throw new Error(`${remote} is not in the registry`);
  if (options.fresh) await resetRemote(remote);
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
