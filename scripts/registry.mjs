// The runtime registry of released units: the shell and the remotes. The server and the shell read it at run
// time, so a release or rollback needs no rebuild and no restart.
//
// deploy/shell/<version>/              an immutable copy of one shell build; its index.html points into it
// deploy/remotes/<package>/<version>/  an immutable copy of one remote build (version = package version + content hash)
// deploy/registry.json                 per unit: the stack of releases (the top one live) and a running canary
// deploy/remotes.json                  what the server gives browsers: per unit the live version (a remote's
//                                      manifest URL and the pages its routes.json declares) and any canary
// deploy/release-log.jsonl             one JSON line per release, promotion, rollback and prune: when, who, what, from, to
//
// Release pushes a version onto the unit's stack; rollback pops it, so the version live before comes back,
// and `rollback --to` pushes a named version that is on disk. `release --canary N` makes a version live for
// about N% of browsers instead (the server picks them, sticky per browser); promote makes it live for all,
// and rollback ends it. Nothing is rebuilt and no other unit is touched. Every change holds a lock on the
// deploy folder, so two operators (or an API instance ending a failing canary) never interleave their writes.
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lockfile from 'proper-lockfile';
import semver from 'semver';
import { SHELL_PATHS } from '@civic/shared/contracts';
import { routeConflicts, routesFileProblems } from '@civic/shared/routes-file';
import { compressDir } from './precompress.mjs';

export const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export let DEPLOY_DIR = path.resolve(process.env.DEPLOY_DIR || path.join(REPO_DIR, 'deploy'));
// Where the builds to release are read from; the tests point it (and DEPLOY_DIR) at a temporary copy so they
// never touch the real builds or the live registry.
export const SOURCE_DIR = path.resolve(process.env.RELEASE_SOURCE_DIR || REPO_DIR);
export const SHELL = 'shell';

/** Points every function here at another deploy folder (the API passes its own configured one). */
export function useDeployDir(dir) {
  DEPLOY_DIR = path.resolve(dir);
}

export function releaseLogFile() {
  return path.join(DEPLOY_DIR, 'release-log.jsonl');
}

/** Remote packages are the top-level folders named mfe-*. */
export function remotePackages() {
  return readdirSync(SOURCE_DIR)
    .filter((name) => name.startsWith('mfe-') && existsSync(path.join(SOURCE_DIR, name, 'package.json')))
    .sort();
}

/** Everything the operator verbs act on: the shell and the remotes. */
export function releaseUnits() {
  return [...(existsSync(path.join(SOURCE_DIR, SHELL, 'package.json')) ? [SHELL] : []), ...remotePackages()];
}

export function requireUnit(name) {
  if (!releaseUnits().includes(name)) throw new Error(`Unknown unit "${name}". Units: ${releaseUnits().join(', ')}`);
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

function distOf(unit) {
  return path.join(SOURCE_DIR, unit, 'dist');
}

/** The version a build would get: its package version and a hash of every file it emitted. */
export function buildVersion(unit) {
  const pkgDir = path.join(SOURCE_DIR, unit);
  const dist = distOf(unit);
  const marker = unit === SHELL ? 'index.html' : 'mf-manifest.json';
  if (!existsSync(path.join(dist, marker))) {
    throw new Error(`${unit} has no build: run \`npm run build -w @civic/${unit}\` first.`);
  }
  const hash = createHash('sha256');
  for (const file of filesUnder(dist)) {
    // Compressed copies are derived from the files beside them, so they do not make a new version; a
    // remote's index.html is its development harness, never released.
    if (file === 'mf-manifest-stats.json' || (unit !== SHELL && file === 'index.html') || file.endsWith('.br') || file.endsWith('.gz')) continue;
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
    Object.values(entries).every(
      (entry) =>
        Array.isArray(entry?.stack) &&
        entry.stack.every((item) => typeof item?.version === 'string' && item.version !== '') &&
        (entry.canary === undefined || (typeof entry.canary?.version === 'string' && typeof entry.canary?.percent === 'number')),
    );
  if (!wellFormed) throw new Error(`${file} is not a registry: expected {"remotes": {"<unit>": {"stack": [{"version": "..."}]}}}. Nothing was changed.`);
  return registry;
}

function writeAtomically(file, content) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/** The pages a released remote version declares (its routes.json); none for a folder released before pages were declared. */
export function releasedPages(unit, version) {
  const file = path.join(versionDir(unit, version), 'routes.json');
  return existsSync(file) ? (readJson(file).pages ?? []) : [];
}

/** Saves the registry and the public file the server reads; each is replaced whole, never half-written. */
export function writeRegistry(registry) {
  writeAtomically(path.join(DEPLOY_DIR, 'registry.json'), `${JSON.stringify(registry, null, 2)}\n`);
  const published = { updatedAt: new Date().toISOString(), remotes: {} };
  for (const [unit, entry] of Object.entries(registry.remotes)) {
    const top = entry.stack.at(-1);
    if (!top) continue;
    const canary = entry.canary ? { version: entry.canary.version, percent: entry.canary.percent } : undefined;
    if (unit === SHELL) {
      published.shell = { version: top.version, ...(canary ? { canary } : {}) };
      continue;
    }
    const manifest = (version) => `/remotes/${unit}/${version}/mf-manifest.json`;
    published.remotes[federationName(unit)] = {
      packageName: unit,
      version: top.version,
      entry: manifest(top.version),
      routes: releasedPages(unit, top.version),
      ...(canary ? { canary: { ...canary, entry: manifest(canary.version), routes: releasedPages(unit, canary.version) } } : {}),
    };
  }
  writeAtomically(path.join(DEPLOY_DIR, 'remotes.json'), `${JSON.stringify(published, null, 2)}\n`);
}

export function liveVersion(registry, unit) {
  return registry.remotes[unit]?.stack.at(-1)?.version ?? null;
}

export function previousVersion(registry, unit) {
  return registry.remotes[unit]?.stack.at(-2)?.version ?? null;
}

export function canaryOf(registry, unit) {
  return registry.remotes[unit]?.canary ?? null;
}

export function versionDir(unit, version) {
  return unit === SHELL ? path.join(DEPLOY_DIR, SHELL, version) : path.join(DEPLOY_DIR, 'remotes', unit, version);
}

// A copy in progress (or one cut short) and a folder being pruned are not versions: making one live would
// serve half a build.
const TRANSIENT = /\.(staging|pruning)-\d+$/;

/** Throws, naming what is on disk, unless every one of `versions` of `unit` is there (before anything is switched). */
export function requireVersionsOnDisk(unit, versions) {
  const onDisk = availableVersions(unit);
  for (const version of versions) {
    if (!onDisk.includes(version)) throw new Error(`${unit} has no version "${version}". Versions on disk: ${onDisk.join(', ') || 'none'}.`);
  }
}

export function availableVersions(unit) {
  const dir = path.dirname(versionDir(unit, 'x'));
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
  appendFileSync(releaseLogFile(), `${JSON.stringify({ time: new Date().toISOString(), who: operator(), ...change })}\n`);
}

/** The last `count` lines of the release log, oldest first; a line that is not JSON is returned as text. */
export function readReleaseLog(count) {
  if (!existsSync(releaseLogFile())) return [];
  const lines = readFileSync(releaseLogFile(), 'utf8').split('\n').filter(Boolean);
  return lines.slice(-count).map((line) => {
    try {
      return JSON.parse(line);
    } catch {
      return { unreadable: line };
    }
  });
}

// How long a command waits for another one to finish before giving up (the tests shorten it).
const LOCK_WAIT_MS = Number(process.env.RELEASE_LOCK_WAIT_MS) || 15_000;

/**
 * Runs `change` holding the deploy folder's lock, so two operators (or an operator and an API instance
 * ending a failing canary) never read the same registry and write over each other's change.
 */
function withRegistryLock(change, waitMs = LOCK_WAIT_MS) {
  mkdirSync(DEPLOY_DIR, { recursive: true });
  const lockPath = path.join(DEPLOY_DIR, '.registry.lock');
  const deadline = Date.now() + waitMs;
  let unlock;
  for (;;) {
    try {
      unlock = lockfile.lockSync(DEPLOY_DIR, { lockfilePath: lockPath, realpath: false, stale: 30_000 });
      break;
    } catch (error) {
      if (error.code !== 'ELOCKED' || Date.now() > deadline) {
        throw new Error(`Another release, rollback or prune is changing the registry (lock ${lockPath}); try again in a moment. Nothing was changed.`);
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  try {
    return change();
  } finally {
    unlock();
  }
}

/** The shared libraries a build provides (the shell) or needs (a remote), from its federation manifest. */
function sharedOf(dir) {
  const file = path.join(dir, 'mf-manifest.json');
  if (!existsSync(file)) return [];
  const shared = readJson(file).shared;
  // Prefix entries ("react/") share subpaths of a package already listed under its own name.
  return Array.isArray(shared) ? shared.filter((item) => typeof item?.name === 'string' && !item.name.endsWith('/') && typeof item.version === 'string') : [];
}

function packageOf(name) {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** What a remote needs that a shell does not provide, one sentence per library. */
function sharedSkew(remote, remoteVersion, remoteDir, shellVersion, shellDir) {
  const provided = new Map(sharedOf(shellDir).map((item) => [item.name, item.version]));
  const problems = [];
  for (const need of sharedOf(remoteDir)) {
    const range = need.requiredVersion;
    if (typeof range !== 'string' || range === '' || range === '*') continue;
    // A subpath the shell's own code never imports ("react-dom/server") comes from the package it provides.
    const have = provided.get(need.name) ?? provided.get(packageOf(need.name));
    if (have === undefined) problems.push(`${remote} ${remoteVersion} needs ${need.name} ${range}, which the shell ${shellVersion} does not provide`);
    else if (!semver.satisfies(have, range, { includePrerelease: true }))
      problems.push(`${remote} ${remoteVersion} needs ${need.name} ${range}, but the shell ${shellVersion} provides ${need.name} ${have}`);
  }
  return problems;
}

/** Every version a unit serves now: the live one and a running canary. */
function servedVersions(registry, unit) {
  return [liveVersion(registry, unit), canaryOf(registry, unit)?.version].filter(Boolean);
}

/**
 * Why `unit` at `version` (its files in `dir`) cannot go live beside the other units: shared libraries the
 * shell does not provide (or, releasing a shell, that a live remote needs and it does not provide), and
 * paths another unit already owns.
 */
function releaseProblems(registry, unit, version, dir, alongside = []) {
  const problems = [];
  const force = [];
  if (unit === SHELL) {
    for (const remote of Object.keys(registry.remotes).filter((name) => name !== SHELL)) {
      // A remote released in the same run is judged by the build that will replace it.
      if (alongside.includes(remote)) {
        force.push(...sharedSkew(remote, buildVersion(remote), distOf(remote), version, dir));
        continue;
      }
      for (const served of servedVersions(registry, remote)) {
        if (existsSync(versionDir(remote, served))) force.push(...sharedSkew(remote, served, versionDir(remote, served), version, dir));
      }
    }
    return { problems, force };
  }
  const routesFile = path.join(dir, 'routes.json');
  if (!existsSync(routesFile)) return { problems: [`${unit} ${version} has no routes.json: a remote declares its pages there (see docs/releases.md)`], force };
  const pagesProblems = routesFileProblems(readJson(routesFile));
  if (pagesProblems.length) return { problems: [`${unit} ${version} routes.json: ${pagesProblems.join('; ')}`], force };
  const pages = readJson(routesFile).pages;
  const others = { [SHELL]: SHELL_PATHS };
  for (const other of Object.keys(registry.remotes).filter((name) => name !== SHELL && name !== unit)) {
    for (const served of servedVersions(registry, other)) others[`${other} ${served}`] = releasedPages(other, served).map((page) => page.path);
  }
  for (const conflict of routeConflicts(`${unit} ${version}`, pages, others)) {
    const owner = conflict.otherOwner === SHELL ? 'the shell' : conflict.otherOwner;
    problems.push(`${unit} ${version} claims ${conflict.path}, which ${owner} owns (${conflict.otherPath})`);
  }
  for (const shellVersion of servedVersions(registry, SHELL)) {
    if (existsSync(versionDir(SHELL, shellVersion))) force.push(...sharedSkew(unit, version, dir, shellVersion, versionDir(SHELL, shellVersion)));
  }
  return { problems, force };
}

/** Copies a build into its version folder, whole or not at all; a shell's page is pointed at its own folder. */
function copyBuild(unit, version) {
  const target = versionDir(unit, version);
  if (existsSync(target)) return;
  compressDir(distOf(unit));
  const staging = `${target}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(distOf(unit), staging, { recursive: true, filter: (src) => unit === SHELL || !src.endsWith('index.html') });
  if (unit === SHELL) {
    // The page names its scripts from the site root (/main.<hash>.js); a released page loads them from its
    // version folder, so an open tab keeps finding its own files after another shell goes live.
    const page = path.join(staging, 'index.html');
    const files = new Set(readdirSync(staging));
    const base = `/${SHELL}/${version}/`;
    writeFileSync(
      page,
      readFileSync(page, 'utf8').replace(/\b(src|href)="\/([^"/?#]+)"/g, (whole, attribute, name) => (files.has(name) ? `${attribute}="${base}${name}"` : whole)),
    );
  }
  renameSync(staging, target);
}

function refuseDuringCanary(registry, unit, what) {
  const canary = canaryOf(registry, unit);
  if (canary) {
    throw new Error(
      `${unit} ${canary.version} is a canary for ${canary.percent}% of browsers; ${what} after it ends: npm run promote -- ${unit} (live for everyone) or npm run rollback -- ${unit} (ended). Nothing was changed.`,
    );
  }
}

/**
 * Copies the current build of a unit into its version folder (once) and makes it live, or with `canary`
 * (a whole percentage) live for that share of browsers. Refused when its pages clash with another unit's or
 * when it needs shared libraries the live shell does not provide; `force` overrides the second (logged).
 * `alongside` names remotes whose current builds are released right after a shell in the same run
 * (`--publish-new`): the shell is checked against those builds, not the versions they replace, so a change
 * of shared library that every unit was rebuilt for goes out in one run.
 */
export function release(unit, { canary, force = false, alongside = [] } = {}) {
  requireUnit(unit);
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99)) throw new Error(`--canary must be a whole percentage from 1 to 99, not "${canary}".`);
  const version = buildVersion(unit);
  return withRegistryLock(() => {
    // Read (and so check) the registry before copying anything, so a damaged registry stops the release whole.
    const registry = readRegistry();
    refuseDuringCanary(registry, unit, 'release again');
    const from = liveVersion(registry, unit);
    if (from === version) return { version, changed: false, forced: [] };
    const { problems, force: skew } = releaseProblems(registry, unit, version, distOf(unit), alongside);
    if (problems.length) throw new Error(`${problems.join('. ')}. Nothing was changed.`);
    if (skew.length && !force) {
      throw new Error(`${skew.join('. ')}. Release a shell that provides it first, or pass --force to release anyway (logged). Nothing was changed.`);
    }
    if (canary !== undefined && !from) throw new Error(`${unit} has no live version for a canary to run beside; release it without --canary first. Nothing was changed.`);
    copyBuild(unit, version);
    const entry = (registry.remotes[unit] ??= { stack: [] });
    const forced = skew.length ? { forced: skew } : {};
    if (canary !== undefined) {
      entry.canary = { version, percent: canary, startedAt: new Date().toISOString() };
      writeRegistry(registry);
      logChange({ verb: 'canary', remote: unit, from, to: version, percent: canary, ...forced });
    } else {
      entry.stack.push({ version, releasedAt: new Date().toISOString() });
      writeRegistry(registry);
      logChange({ verb: 'release', remote: unit, from, to: version, ...forced });
    }
    return { version, changed: true, canary, forced: skew };
  });
}

/** Makes a running canary live for every browser. */
export function promote(unit) {
  requireUnit(unit);
  return withRegistryLock(() => {
    const registry = readRegistry();
    const canary = canaryOf(registry, unit);
    if (!canary) throw new Error(`${unit} has no canary to promote (live: ${liveVersion(registry, unit) ?? 'none'}). Nothing was changed.`);
    if (!existsSync(versionDir(unit, canary.version))) throw missingFolder(unit, canary.version);
    const from = liveVersion(registry, unit);
    const entry = registry.remotes[unit];
    delete entry.canary;
    entry.stack.push({ version: canary.version, releasedAt: new Date().toISOString() });
    writeRegistry(registry);
    logChange({ verb: 'promote', remote: unit, from, to: canary.version, percent: canary.percent });
    return { from, to: canary.version };
  });
}

/**
 * Ends a running canary: every browser gets the live version again. `auto` marks the API's own decision (a
 * canary failing in browsers), with its `reason`. A no-op when no canary runs, so several API instances may
 * ask at once. The API passes `lockWaitMs: 0`: it must not block its event loop waiting for an operator, and
 * simply asks again on its next check.
 */
export function endCanary(unit, { reason, auto = false, lockWaitMs = LOCK_WAIT_MS } = {}) {
  return withRegistryLock(() => {
    const registry = readRegistry();
    const canary = canaryOf(registry, unit);
    const live = liveVersion(registry, unit);
    if (!canary) return { ended: false, canary: null, live };
    delete registry.remotes[unit].canary;
    writeRegistry(registry);
    logChange({ verb: auto ? 'auto-rollback' : 'rollback', remote: unit, from: canary.version, to: live, canary: true, ...(reason ? { reason } : {}) });
    return { ended: true, canary: canary.version, live };
  }, lockWaitMs);
}

function missingFolder(unit, version) {
  const onDisk = availableVersions(unit);
  return new Error(
    `${unit} ${version} has no folder (${versionDir(unit, version)}). Versions on disk: ${onDisk.join(', ') || 'none'}; choose one with --to <version>. Nothing was changed.`,
  );
}

/**
 * Without `to`: ends a running canary, or else makes the version that was live before the current one live
 * again (pops the stack). With `to`: makes that version live by name; it must be on disk, which only a
 * release puts there. It is pushed, so a plain rollback afterwards returns to the version live before it.
 */
export function rollback(unit, { to } = {}) {
  requireUnit(unit);
  return withRegistryLock(() => {
    const registry = readRegistry();
    const entry = (registry.remotes[unit] ??= { stack: [] });
    const from = liveVersion(registry, unit);
    const canary = canaryOf(registry, unit);
    if (canary && to === undefined) {
      delete entry.canary;
      writeRegistry(registry);
      logChange({ verb: 'rollback', remote: unit, from: canary.version, to: from, canary: true });
      return { from: canary.version, to: from, changed: true, canary: true };
    }
    if (canary) refuseDuringCanary(registry, unit, 'choose a version');
    if (to === undefined) {
      if (entry.stack.length < 2) {
        throw new Error(`${unit} has no earlier release to roll back to (live: ${from ?? 'none'}). Versions on disk: ${availableVersions(unit).join(', ') || 'none'}.`);
      }
      const target = entry.stack.at(-2).version;
      if (!existsSync(versionDir(unit, target))) throw missingFolder(unit, target);
      entry.stack.pop();
    } else {
      const onDisk = availableVersions(unit);
      if (!onDisk.includes(to)) {
        if (entry.stack.some((item) => item.version === to)) throw missingFolder(unit, to);
        throw new Error(`${unit} has no version "${to}". Versions on disk: ${onDisk.join(', ') || 'none'}. Nothing was changed.`);
      }
      if (to === from) return { from, to, changed: false };
      entry.stack.push({ version: to, releasedAt: new Date().toISOString() });
    }
    writeRegistry(registry);
    const now = liveVersion(registry, unit);
    logChange({ verb: 'rollback', remote: unit, from, to: now });
    return { from, to: now, changed: true };
  });
}

/**
 * Removes version folders beyond the newest `keep`, never the live, the previous or a canary version. Newest
 * means most recently made live (its latest registry entry), or for a version no longer in the registry, when
 * its folder was written. Registry entries of removed versions are dropped first, so no rollback can reach a
 * removed folder.
 */
export function prune(unit, keep) {
  requireUnit(unit);
  return withRegistryLock(() => {
    const registry = readRegistry();
    const stack = registry.remotes[unit]?.stack ?? [];
    const live = liveVersion(registry, unit);
    const previous = previousVersion(registry, unit);
    const canary = canaryOf(registry, unit)?.version;
    const madeLive = (version) =>
      Math.max(statSync(versionDir(unit, version)).mtimeMs, ...stack.filter((item) => item.version === version).map((item) => Date.parse(item.releasedAt) || 0));
    const times = new Map(availableVersions(unit).map((version) => [version, madeLive(version)]));
    const newestFirst = [...times.keys()].sort((a, b) => times.get(b) - times.get(a) || b.localeCompare(a));
    const kept = [];
    const removed = [];
    newestFirst.forEach((version, index) => {
      if (version === live) kept.push({ version, reason: 'live' });
      else if (version === canary) kept.push({ version, reason: 'canary' });
      else if (version === previous) kept.push({ version, reason: 'previous (rollback target)' });
      else if (index < keep) kept.push({ version, reason: `one of the newest ${keep}` });
      else removed.push(version);
    });
    if (removed.length === 0) return { live, kept, removed };

    if (registry.remotes[unit]) {
      // Dropping entries can leave the same version twice in a row, which would make a rollback a no-op step.
      registry.remotes[unit].stack = stack.filter((item) => !removed.includes(item.version)).filter((item, index, rest) => index === 0 || rest[index - 1].version !== item.version);
      writeRegistry(registry);
    }
    for (const version of removed) {
      // Renamed first, so a removal cut short never leaves half a version under a version name.
      const doomed = `${versionDir(unit, version)}.pruning-${process.pid}`;
      renameSync(versionDir(unit, version), doomed);
      rmSync(doomed, { recursive: true, force: true });
    }
    logChange({ verb: 'prune', remote: unit, from: live, to: live, removed, kept: kept.map((item) => item.version) });
    return { live, kept, removed };
  });
}

/** Whether this build was ever released (a rolled-back build is not released again by `npm run build`). */
export function everReleased(registry, unit, version) {
  return existsSync(versionDir(unit, version)) || Boolean(registry.remotes[unit]?.stack.some((item) => item.version === version));
}

/** The shared libraries (name and version) a released version provides or needs, for `npm run remotes`. */
export function sharedSummary(unit, version) {
  return sharedOf(versionDir(unit, version)).map((item) => (unit === SHELL ? `${item.name} ${item.version}` : `${item.name} ${item.requiredVersion ?? item.version}`));
}
