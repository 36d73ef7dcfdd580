#!/usr/bin/env node
// npm run remotes              per unit (the shell and each remote): the live version, the previous one (the
//                              rollback target), a running canary, the versions on disk (a live or previous
//                              version whose folder is missing is flagged), the shared libraries the shell
//                              provides and each remote needs, and the release health browsers reported
// npm run remotes -- --log [N] also the last N (default 10) lines of the release log
// Exits 1 when a live version's folder is missing, so a monitor can run it. The health figures come from the
// running site (SITE_ORIGIN, default http://localhost:8080; METRICS_TOKEN when set).
import { existsSync } from 'node:fs';
import { parseCommand, runCommand } from './cli.mjs';
import { SHELL, availableVersions, canaryOf, liveVersion, previousVersion, readRegistry, readReleaseLog, releaseUnits, sharedSummary, versionDir } from './registry.mjs';

const usage = 'npm run remotes [-- --log [N]]   (N a whole number of at least 1)';

function describe(entry) {
  if (entry.unreadable !== undefined) return `(not a log entry: ${entry.unreadable})`;
  const who = entry.who?.releasedBy ? `${entry.who.releasedBy} (${entry.who.user})` : (entry.who?.user ?? 'unknown');
  const change =
    entry.verb === 'prune'
      ? `removed ${entry.removed?.join(', ') || 'nothing'}`
      : `${entry.from ?? 'none'} -> ${entry.to ?? 'none'}${entry.percent ? ` (${entry.percent}%)` : ''}${entry.canary ? ' (canary ended)' : ''}`;
  const extra = [entry.reason, ...(entry.forced ?? []).map((line) => `forced: ${line}`)].filter(Boolean).join('; ');
  return `${entry.time}  ${who}  ${entry.verb} ${entry.remote}  ${change}${extra ? `  ${extra}` : ''}`;
}

/** The release health the running site counted, or why it could not be read. */
async function readHealth(since) {
  const origin = process.env.SITE_ORIGIN || 'http://localhost:8080';
  try {
    const response = await fetch(`${origin}/api/release-health/?since=${encodeURIComponent(since)}`, {
      headers: process.env.METRICS_TOKEN ? { Authorization: `Bearer ${process.env.METRICS_TOKEN}` } : {},
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok) return { error: `${origin} answered ${response.status}` };
    return { units: (await response.json()).units ?? {} };
  } catch (error) {
    return { error: `${origin} could not be reached (${error.cause?.code ?? error.message})` };
  }
}

function healthLine(counts) {
  if (!counts) return 'no reports';
  const rate = counts.errorRate === undefined || counts.errorRate === null ? '' : `, error rate ${(counts.errorRate * 100).toFixed(1)}%`;
  return `${counts.loaded} loaded, ${counts.loadFailed} failed to load, ${counts.renderError} render errors${rate}`;
}

runCommand(async () => {
  const args = process.argv.slice(2);
  // `--log` takes an optional count, so a bare `--log` is given the default before the strict parse.
  const logAt = args.indexOf('--log');
  if (logAt !== -1 && (args[logAt + 1] === undefined || args[logAt + 1].startsWith('--'))) args.splice(logAt + 1, 0, '10');
  const { positionals, options } = parseCommand(args, { usage, values: ['log'] });
  if (positionals.length) throw new Error(`Unexpected argument "${positionals[0]}". Usage: ${usage}`);
  if (options.log !== undefined && (!/^\d+$/.test(options.log) || Number(options.log) < 1))
    throw new Error(`--log must be a whole number of at least 1, not "${options.log}". Usage: ${usage}`);

  const registry = readRegistry();
  const since = new Date(Date.now() - 24 * 3600_000).toISOString();
  const health = await readHealth(since);
  const liveMissing = [];
  for (const name of releaseUnits()) {
    const live = liveVersion(registry, name);
    const previous = previousVersion(registry, name);
    const canary = canaryOf(registry, name);
    const missing = (version) => (existsSync(versionDir(name, version)) ? '' : `  MISSING FOLDER ${versionDir(name, version)}`);
    if (live && missing(live)) liveMissing.push(`${name} ${live}`);
    console.log(`${name}`);
    console.log(`  live:      ${live ?? '(not released)'}${live ? missing(live) : ''}`);
    console.log(`  previous:  ${previous ? `${previous}  (rollback target)${missing(previous)}` : '(none: nothing to roll back to)'}`);
    if (canary) console.log(`  canary:    ${canary.version} for ${canary.percent}% of browsers since ${canary.startedAt}${missing(canary.version)}`);
    if (live && !missing(live)) {
      const shared = sharedSummary(name, live);
      if (shared.length) console.log(`  shared (${name === SHELL ? 'provides' : 'needs'}): ${shared.join(', ')}`);
    }
    if (health.units) {
      const counts = health.units[name] ?? {};
      if (live) console.log(`  health since ${since}, live:   ${healthLine(counts[live])}`);
      if (canary) console.log(`  health since ${since}, canary: ${healthLine(counts[canary.version])}`);
    }
    console.log('  on disk (* live, < previous, ~ canary):');
    const stack = registry.remotes[name]?.stack ?? [];
    for (const version of availableVersions(name)) {
      const released = stack
        .filter((item) => item.version === version)
        .map((item) => item.releasedAt)
        .at(-1);
      const role = version === live ? '* ' : version === canary?.version ? '~ ' : version === previous ? '< ' : '  ';
      console.log(`    ${role}${version}${released ? `  made live ${released}` : ''}`);
    }
  }
  if (health.error) console.log(`release health: not shown; ${health.error}`);
  if (options.log !== undefined) {
    console.log(`release log (last ${options.log}):`);
    const entries = readReleaseLog(Number(options.log));
    if (entries.length === 0) console.log('  (empty)');
    for (const entry of entries) console.log(`  ${describe(entry)}`);
  }
  if (liveMissing.length) {
    console.error(`Live version folder missing: ${liveMissing.join('; ')}. Browsers cannot load it; roll back (npm run rollback -- <unit> [--to <version>]).`);
    process.exitCode = 1;
  }
});
