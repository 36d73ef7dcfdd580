import { useSyncExternalStore } from 'react';
import type { RegistryFile } from './contracts/routes';

/**
 * The registry this tab last read, for every package: the shell sets it each time it reads `/remotes.json`,
 * and anything that lists the site's pages (the header, the footer, the sitemap) reads it, so a release that
 * adds a page shows everywhere on the next read. One instance, because @civic/shared is a shared singleton.
 */
let current: RegistryFile | null = null;
const listeners = new Set<() => void>();

export function setSiteRegistry(registry: RegistryFile | null): void {
  current = registry;
  for (const listener of listeners) listener();
}

export function getSiteRegistry(): RegistryFile | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSiteRegistry(): RegistryFile | null {
  return useSyncExternalStore(subscribe, getSiteRegistry, getSiteRegistry);
}
