/**
 * The registry the shell's dev server answers at /remotes.json: the released registry of the running site
 * (API_ORIGIN), with any section pointed at a local dev server by REMOTE_OVERRIDES, for example
 * `REMOTE_OVERRIDES=mfe_org=http://localhost:3005/mf-manifest.json npm start -w @civic/shell`. The other
 * sections keep coming from their releases. Development only: the production server never reads it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveRemote, RegistryFile, RoutePage } from '../src/contracts/routes.ts';

export interface RemoteOverride {
  remote: string;
  entry: string;
}

/** Reads `name=url[,name=url...]`; a malformed pair is an error that names it, so a typo is not silently ignored. */
export function parseRemoteOverrides(value: string): RemoteOverride[] {
  return value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const remote = pair.slice(0, at);
      const entry = pair.slice(at + 1);
      if (at < 1 || !/^[A-Za-z_$][\w$]*$/.test(remote) || !/^https?:\/\/[^\s]+\/mf-manifest\.json$/.test(entry)) {
        throw new Error(`REMOTE_OVERRIDES: "${pair}" is not name=http://host:port/mf-manifest.json (for example mfe_org=http://localhost:3005/mf-manifest.json)`);
      }
      return { remote, entry };
    });
}

/** The registry with each override's entry and the pages its dev server declares (its routes.json). */
export async function applyOverrides(registry: RegistryFile, overrides: RemoteOverride[], readRoutes: (url: string) => Promise<RoutePage[]>): Promise<RegistryFile> {
  const remotes: Record<string, LiveRemote> = { ...registry.remotes };
  for (const { remote, entry } of overrides) {
    const routes = await readRoutes(new URL('routes.json', entry).href);
    remotes[remote] = { packageName: remote.replace(/_/g, '-'), version: 'dev', entry, routes };
  }
  return { ...registry, remotes };
}

async function readJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export function devRegistryMiddleware(apiOrigin: string, overridesText: string) {
  const overrides = parseRemoteOverrides(overridesText);
  return (_request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      let released: RegistryFile = { remotes: {} };
      try {
        released = await readJson<RegistryFile>(`${apiOrigin}/remotes.json`);
      } catch (error) {
        console.warn(`[dev registry] ${apiOrigin}/remotes.json could not be read (${(error as Error).message}); only overridden sections will load`);
      }
      try {
        const registry = await applyOverrides(released, overrides, async (url) => (await readJson<{ pages: RoutePage[] }>(url)).pages);
        response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
        response.end(JSON.stringify(registry));
      } catch (error) {
        response.writeHead(502, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
        response.end(JSON.stringify({ status: 'error', message: `A dev server named in REMOTE_OVERRIDES could not be read: ${(error as Error).message}` }));
      }
    })();
  };
}
