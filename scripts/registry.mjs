// The runtime registry of released remotes: the shell reads it at start, so a release or rollback needs no rebuild.
//
// deploy/remotes/<package>/<version>/  an immutable copy of one build (version = package version + content hash)
// deploy/registry.json                 per remote: the stack of releases, the top one live
// deploy/remotes.json                  what browsers read: the live version's manifest URL per remote
//
// Release pushes a version onto the remote's stack; rollback pops it, so the version live before
// comes back. Nothing is rebuilt and no other remote is touched.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressDir } from './precompress.mjs';

export const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEPLOY_DIR = path.resolve(process.env.DEPLOY_DIR || path.join(REPO_DIR, 'deploy'));

/** Remote packages are the top-level folders named mfe-*. */
export function remotePackages() {
  return readdirSync(REPO_DIR)
    .filter((name) => name.startsWith('mfe-') && existsSync(path.join(REPO_DIR, name, 'package.json')))
    .sort();
}

export function federationName(packageName) {
  return packageName.replace(/-/g, '_');
}

function filesUnder(dir, base = dir) {
  return readdirSync(dir)
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
    })
    .sort();
}

/** The version a build would get: its package version and a hash of every file it emitted. */
export function buildVersion(packageName) {
  const pkgDir = path.join(REPO_DIR, packageName);
  const dist = path.join(pkgDir, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) {
    throw new Error(`${packageName} has no build: run \`npm run build -w @civic/${packageName}\` first.`);
  }
  const hash = createHash('sha256');
  for (const file of filesUnder(dist)) {
    // Compressed copies are derived from the files beside them, so they do not make a new version.
    if (file === 'mf-manifest-stats.json' || file === 'index.html' || file.endsWith('.br') || file.endsWith('.gz')) continue;
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dist, file)));
  }
  const { version } = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  return `${version}-${hash.digest('hex').slice(0, 10)}`;
}

export function readRegistry() {
  const file = path.join(DEPLOY_DIR, 'registry.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { remotes: {} };
}

function writeAtomically(file, content) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/** Saves the registry and the public file browsers read; each is replaced whole, never half-written. */
export function writeRegistry(registry) {
  writeAtomically(path.join(DEPLOY_DIR, 'registry.json'), `${JSON.stringify(registry, null, 2)}\n`);
  const live = {};
  for (const [packageName, entry] of Object.entries(registry.remotes)) {
    const top = entry.stack.at(-1);
    if (!top) continue;
    live[federationName(packageName)] = {
      packageName,
      version: top.version,
      entry: `/remotes/${packageName}/${top.version}/mf-manifest.json`,
    };
  }
  writeAtomically(path.join(DEPLOY_DIR, 'remotes.json'), `${JSON.stringify({ remotes: live, updatedAt: new Date().toISOString() }, null, 2)}\n`);
}

export function liveVersion(registry, packageName) {
  return registry.remotes[packageName]?.stack.at(-1)?.version ?? null;
}

export function availableVersions(packageName) {
  const dir = path.join(DEPLOY_DIR, 'remotes', packageName);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => statSync(path.join(dir, name)).isDirectory())
        .sort()
    : [];
}

/** Copies the current build into its version folder (once) and makes it live. */
export function release(packageName) {
  if (!remotePackages().includes(packageName)) {
    throw new Error(`Unknown remote "${packageName}". Remotes: ${remotePackages().join(', ')}`);
  }
  const version = buildVersion(packageName);
  const target = path.join(DEPLOY_DIR, 'remotes', packageName, version);
  if (!existsSync(target)) {
    compressDir(path.join(REPO_DIR, packageName, 'dist'));
    const staging = `${target}.staging-${process.pid}`;
    cpSync(path.join(REPO_DIR, packageName, 'dist'), staging, { recursive: true, filter: (src) => !src.endsWith('index.html') });
    renameSync(staging, target);
  }
  const registry = readRegistry();
  const entry = (registry.remotes[packageName] ??= { stack: [] });
  if (entry.stack.at(-1)?.version === version) return { version, changed: false };
  entry.stack.push({ version, releasedAt: new Date().toISOString() });
  writeRegistry(registry);
  return { version, changed: true };
}

/** Makes the version that was live before the current one live again. */
export function rollback(packageName) {
  const registry = readRegistry();
  const entry = registry.remotes[packageName];
  if (!entry || entry.stack.length < 2) {
    throw new Error(`${packageName} has no earlier release to roll back to.`);
  }
  const from = entry.stack.pop();
  writeRegistry(registry);
  return { from: from.version, to: entry.stack.at(-1).version };
}

/** Whether this build was ever released (a rolled-back build is not released again by `npm run build`). */
export function everReleased(registry, packageName, version) {
  return existsSync(path.join(DEPLOY_DIR, 'remotes', packageName, version)) || Boolean(registry.remotes[packageName]?.stack.some((item) => item.version === version));
}
