import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PublishedRegistry } from '../src/releases/deployRegistry.js';
import type { EndedCanary, OperatorRegistry, ReleaseTools } from '../src/releases/canaryGuard.js';
import { TEST_RELEASES } from './harness.js';

/** Replaces a file whole, as the release tools do (a reader never sees half of it). */
export function writeAtomically(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/** Publishes `registry` as deploy/remotes.json. */
export function publish(deployDir: string, registry: PublishedRegistry): void {
  writeAtomically(path.join(deployDir, 'remotes.json'), JSON.stringify(registry, null, 2));
}

/** The test site's own releases plus `extra`, as deploy/remotes.json. */
export function withTestReleases(extra: Partial<PublishedRegistry> = {}): PublishedRegistry {
  return { ...extra, remotes: { ...TEST_RELEASES, ...extra.remotes } };
}

/** A released version of a remote on disk. */
export function releaseRemote(deployDir: string, packageName: string, version: string): void {
  const folder = path.join(deployDir, 'remotes', packageName, version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'remoteEntry.js'), `var ${packageName.replace(/-/g, '_')};`);
}

/** A released shell version on disk: its index.html names its own hashed script, as a shell build does. */
export function releaseShell(deployDir: string, version: string): { script: string } {
  const folder = path.join(deployDir, 'shell', version);
  mkdirSync(folder, { recursive: true });
  const script = `main.${version.replace(/\W/g, '')}.js`;
  writeFileSync(
    path.join(folder, 'index.html'),
    `<!doctype html><html><head><title>shell ${version}</title></head><body><div id="root"></div><script src="/shell/${version}/${script}"></script></body></html>`,
  );
  writeFileSync(path.join(folder, script), `console.log("shell ${version}")`);
  return { script };
}

/** deploy/registry.json, the operators' record. */
export function writeOperatorRegistry(deployDir: string, registry: OperatorRegistry): void {
  writeAtomically(path.join(deployDir, 'registry.json'), JSON.stringify(registry, null, 2));
}

/**
 * A stand-in for scripts/registry.mjs's canary functions, on a test's deploy folder: it reads registry.json, and
 * endCanary removes the canary from both files (or, with `keepFiles`, leaves them as they are, as when the files
 * are slow to change) and records each call.
 */
export function standInReleaseTools(options: { keepFiles?: boolean } = {}) {
  let deployDir = '';
  const calls: Array<{ unit: string; reason: string; auto: boolean; deployDir: string }> = [];
  const tools: ReleaseTools = {
    useDeployDir(dir) {
      deployDir = dir;
    },
    readRegistry() {
      return JSON.parse(readFileSync(path.join(deployDir, 'registry.json'), 'utf8')) as OperatorRegistry;
    },
    async endCanary(unit, { reason, auto }): Promise<EndedCanary> {
      calls.push({ unit, reason, auto, deployDir });
      const registry = JSON.parse(readFileSync(path.join(deployDir, 'registry.json'), 'utf8')) as OperatorRegistry;
      const entry = registry.remotes[unit];
      const live = entry?.stack.at(-1)?.version ?? null;
      if (!entry?.canary) return { ended: false, canary: null, live };
      const canary = entry.canary.version;
      if (options.keepFiles) return { ended: true, canary, live };
      delete entry.canary;
      writeOperatorRegistry(deployDir, registry);
      const published = JSON.parse(readFileSync(path.join(deployDir, 'remotes.json'), 'utf8')) as PublishedRegistry;
      if (unit === 'shell') delete published.shell?.canary;
      for (const remote of Object.values(published.remotes)) if (remote.packageName === unit) delete remote.canary;
      publish(deployDir, published);
      return { ended: true, canary, live };
    },
  };
  return { tools, calls, load: async () => tools };
}
