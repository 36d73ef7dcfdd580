// The runtime registry of released remotes: the shell reads it at start, so a release or rollback needs no rebuild.
//
// deploy/remotes/<package>/<version>/  an immutable copy of one build (version = package version + content hash)
// deploy/registry.json                 per remote: the stack of releases, the top one live
// deploy/remotes.json                  what browsers read: the live version's manifest URL per remote
//
// deploy/release-log.jsonl            one JSON line per release, rollback and prune: when, who, what, from, to
//
// Release pushes a version onto the remote's stack; rollback pops it, so the version live before
// comes back, and `rollback --to` pushes a named version that is on disk. Nothing is rebuilt and no other
// remote is touched. The code speaks of "units" and not only remotes so that the shell can become one later.
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressDir } from './precompress.mjs';

export const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEPLOY_DIR = path.resolve(process.env.DEPLOY_DIR || path.join(REPO_DIR, 'deploy'));
// Where the builds to release are read from; the tests point it (and DEPLOY_DIR) at a temporary copy so they
// never touch the real builds or the live registry.
export const SOURCE_DIR = path.resolve(process.env.RELEASE_SOURCE_DIR || REPO_DIR);
export const RELEASE_LOG = path.join(DEPLOY_DIR, 'release-log.jsonl');

/** Remote packages are the top-level folders named mfe-*. */
export function remotePackages() {
  return readdirSync(SOURCE_DIR)
    .filter((name) => name.startsWith('mfe-') && existsSync(path.join(SOURCE_DIR, name, 'package.json')))
    .sort();
}

/** Everything the operator verbs act on: the remotes now; the shell would join this list as one more unit. */
export function releaseUnits() {
  return remotePackages();
}

export function requireUnit(name) {
  if (!releaseUnits().includes(name)) throw new Error(`Unknown remote "${name}". Remotes: ${releaseUnits().join(', ')}`);
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
  const pkgDir = path.join(SOURCE_DIR, packageName);
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

function readJson(file) {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${error.message}); restore it or fix it by hand. Nothing was changed.`);
  }
}

/**
 * The registry, refused whole when it (or the public file beside it) is not what a release wrote: acting on
 * a damaged registry would write a guess over the only record of what was live.
 */
export function readRegistry() {
  const file = path.join(DEPLOY_DIR, 'registry.json');
  const publicFile = path.join(DEPLOY_DIR, 'remotes.json');
  if (existsSync(publicFile)) {
    const published = readJson(publicFile);
    if (typeof published?.remotes !== 'object' || published.remotes === null || Array.isArray(published.remotes)) {
      throw new Error(`${publicFile} is not a public registry: expected {"remotes": {...}}. Nothing was changed.`);
    }
  }
  if (!existsSync(file)) return { remotes: {} };
  const registry = readJson(file);
  const entries = registry?.remotes;
  const wellFormed =
    typeof entries === 'object' &&
    entries !== null &&
    !Array.isArray(entries) &&
    Object.values(entries).every((entry) => Array.isArray(entry?.stack) && entry.stack.every((item) => typeof item?.version === 'string' && item.version !== ''));
  if (!wellFormed) throw new Error(`${file} is not a registry: expected {"remotes": {"<remote>": {"stack": [{"version": "..."}]}}}. Nothing was changed.`);
  return registry;
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

export function previousVersion(registry, packageName) {
  return registry.remotes[packageName]?.stack.at(-2)?.version ?? null;
}

export function versionDir(packageName, version) {
  return path.join(DEPLOY_DIR, 'remotes', packageName, version);
}

// A copy in progress (or one cut short) and a folder being pruned are not versions: making one live would
// serve half a build.
const TRANSIENT = /\.(staging|pruning)-\d+$/;

export function availableVersions(packageName) {
  const dir = path.join(DEPLOY_DIR, 'remotes', packageName);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => !TRANSIENT.test(name) && statSync(path.join(dir, name)).isDirectory())
        .sort()
    : [];
}

/** The operator behind a change: the OS account, and the person named by RELEASED_BY when a shared account is used. */
function operator() {
  let user;
  try {
    user = os.userInfo().username;
  } catch {
    // A container user with no passwd entry has no name, only a uid.
    user = process.env.USER || `uid ${process.getuid?.() ?? '?'}`;
  }
  return process.env.RELEASED_BY ? { user, releasedBy: process.env.RELEASED_BY } : { user };
}

/** Appends one line to the release log; a single small append, so concurrent writers do not interleave lines. */
function logChange(change) {
  mkdirSync(DEPLOY_DIR, { recursive: true });
  appendFileSync(RELEASE_LOG, `${JSON.stringify({ time: new Date().toISOString(), who: operator(), ...change })}\n`);
}

/** The last `count` lines of the release log, oldest first; a line that is not JSON is returned as text. */
export function readReleaseLog(count) {
  if (!existsSync(RELEASE_LOG)) return [];
  const lines = readFileSync(RELEASE_LOG, 'utf8').split('\n').filter(Boolean);
  return lines.slice(-count).map((line) => {
    try {
      return JSON.parse(line);
    } catch {
      return { unreadable: line };
    }
  });
}

/** Copies the current build into its version folder (once) and makes it live. */
export function release(packageName) {
  requireUnit(packageName);
  const version = buildVersion(packageName);
  // Read (and so check) the registry before copying anything, so a damaged registry stops the release whole.
  const registry = readRegistry();
  const target = versionDir(packageName, version);
  if (!existsSync(target)) {
    compressDir(path.join(SOURCE_DIR, packageName, 'dist'));
    const staging = `${target}.staging-${process.pid}`;
    cpSync(path.join(SOURCE_DIR, packageName, 'dist'), staging, { recursive: true, filter: (src) => !src.endsWith('index.html') });
    renameSync(staging, target);
  }
  const entry = (registry.remotes[packageName] ??= { stack: [] });
  const from = liveVersion(registry, packageName);
  if (from === version) return { version, changed: false };
  entry.stack.push({ version, releasedAt: new Date().toISOString() });
  writeRegistry(registry);
  logChange({ verb: 'release', remote: packageName, from, to: version });
  return { version, changed: true };
}

function missingFolder(packageName, version) {
  const onDisk = availableVersions(packageName);
  return new Error(
    `${packageName} ${version} has no folder (${versionDir(packageName, version)}). Versions on disk: ${onDisk.join(', ') || 'none'}; choose one with --to <version>. Nothing was changed.`,
  );
}

/**
 * Without `to`: makes the version that was live before the current one live again (pops the stack).
 * With `to`: makes that version live by name; it must be on disk, which only a release puts there. It is
 * pushed, so a plain rollback afterwards returns to the version live before it.
 */
export function rollback(packageName, { to } = {}) {
  requireUnit(packageName);
  const registry = readRegistry();
  const entry = (registry.remotes[packageName] ??= { stack: [] });
  const from = liveVersion(registry, packageName);
  if (to === undefined) {
    if (entry.stack.length < 2) {
      throw new Error(`${packageName} has no earlier release to roll back to (live: ${from ?? 'none'}). Versions on disk: ${availableVersions(packageName).join(', ') || 'none'}.`);
    }
    const target = entry.stack.at(-2).version;
    if (!existsSync(versionDir(packageName, target))) throw missingFolder(packageName, target);
    entry.stack.pop();
  } else {
    const onDisk = availableVersions(packageName);
    if (!onDisk.includes(to)) {
      if (entry.stack.some((item) => item.version === to)) throw missingFolder(packageName, to);
      throw new Error(`${packageName} has no version "${to}". Versions on disk: ${onDisk.join(', ') || 'none'}. Nothing was changed.`);
    }
    if (to === from) return { from, to, changed: false };
    entry.stack.push({ version: to, releasedAt: new Date().toISOString() });
  }
  writeRegistry(registry);
  const now = liveVersion(registry, packageName);
  logChange({ verb: 'rollback', remote: packageName, from, to: now });
  return { from, to: now, changed: true };
}

/**
 * Removes version folders beyond the newest `keep`, never the live or the previous version. Newest means
 * most recently made live (its latest registry entry), or for a version no longer in the registry, when its
 * folder was written. Registry entries of removed versions are dropped first, so no rollback can reach a
 * removed folder.
 */
export function prune(packageName, keep) {
  requireUnit(packageName);
  const registry = readRegistry();
  const stack = registry.remotes[packageName]?.stack ?? [];
  const live = liveVersion(registry, packageName);
  const previous = previousVersion(registry, packageName);
  const madeLive = (version) =>
    Math.max(statSync(versionDir(packageName, version)).mtimeMs, ...stack.filter((item) => item.version === version).map((item) => Date.parse(item.releasedAt) || 0));
  const times = new Map(availableVersions(packageName).map((version) => [version, madeLive(version)]));
  const newestFirst = [...times.keys()].sort((a, b) => times.get(b) - times.get(a) || b.localeCompare(a));
  const kept = [];
  const removed = [];
  newestFirst.forEach((version, index) => {
    if (version === live) kept.push({ version, reason: 'live' });
    else if (version === previous) kept.push({ version, reason: 'previous (rollback target)' });
    else if (index < keep) kept.push({ version, reason: `one of the newest ${keep}` });
    else removed.push(version);
  });
  if (removed.length === 0) return { live, kept, removed };

  if (registry.remotes[packageName]) {
    // Dropping entries can leave the same version twice in a row, which would make a rollback a no-op step.
    registry.remotes[packageName].stack = stack
      .filter((item) => !removed.includes(item.version))
      .filter((item, index, rest) => index === 0 || rest[index - 1].version !== item.version);
    writeRegistry(registry);
  }
  for (const version of removed) {
    // Renamed first, so a removal cut short never leaves half a version under a version name.
    const doomed = `${versionDir(packageName, version)}.pruning-${process.pid}`;
    renameSync(versionDir(packageName, version), doomed);
    rmSync(doomed, { recursive: true, force: true });
  }
  logChange({ verb: 'prune', remote: packageName, from: live, to: live, removed, kept: kept.map((item) => item.version) });
  return { live, kept, removed };
}

/** Whether this build was ever released (a rolled-back build is not released again by `npm run build`). */
export function everReleased(registry, packageName, version) {
  return existsSync(path.join(DEPLOY_DIR, 'remotes', packageName, version)) || Boolean(registry.remotes[packageName]?.stack.some((item) => item.version === version));
}
