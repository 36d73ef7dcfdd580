#!/usr/bin/env node
// npm run remotes              per remote: the live version, the previous one (the rollback target) and the
//                              versions on disk, flagging a live or previous version whose folder is missing
// npm run remotes -- --log [N] also the last N (default 10) lines of the release log
// Exits 1 when a live version's folder is missing, so a monitor can run it.
import { existsSync } from 'node:fs';
import { parseCommand, runCommand } from './cli.mjs';
import { availableVersions, liveVersion, previousVersion, readRegistry, readReleaseLog, releaseUnits, versionDir } from './registry.mjs';

const usage = 'npm run remotes [-- --log [N]]   (N a whole number of at least 1)';

function describe(entry) {
  if (entry.unreadable !== undefined) return `(not a log entry: ${entry.unreadable})`;
  const who = entry.who?.releasedBy ? `${entry.who.releasedBy} (${entry.who.user})` : (entry.who?.user ?? 'unknown');
  const change = entry.verb === 'prune' ? `removed ${entry.removed?.join(', ') || 'nothing'}` : `${entry.from ?? 'none'} -> ${entry.to}`;
  return `${entry.time}  ${who}  ${entry.verb} ${entry.remote}  ${change}`;
}

runCommand(() => {
  const args = process.argv.slice(2);
  // `--log` takes an optional count, so a bare `--log` is given the default before the strict parse.
  const logAt = args.indexOf('--log');
  if (logAt !== -1 && (args[logAt + 1] === undefined || args[logAt + 1].startsWith('--'))) args.splice(logAt + 1, 0, '10');
  const { positionals, options } = parseCommand(args, { usage, values: ['log'] });
  if (positionals.length) throw new Error(`Unexpected argument "${positionals[0]}". Usage: ${usage}`);
  if (options.log !== undefined && (!/^\d+$/.test(options.log) || Number(options.log) < 1))
    throw new Error(`--log must be a whole number of at least 1, not "${options.log}". Usage: ${usage}`);

  const registry = readRegistry();
  const liveMissing = [];
  for (const name of releaseUnits()) {
    const live = liveVersion(registry, name);
    const previous = previousVersion(registry, name);
    const missing = (version) => (existsSync(versionDir(name, version)) ? '' : `  MISSING FOLDER ${versionDir(name, version)}`);
    if (live && missing(live)) liveMissing.push(`${name} ${live}`);
    console.log(`${name}`);
    console.log(`  live:      ${live ?? '(not released)'}${live ? missing(live) : ''}`);
    console.log(`  previous:  ${previous ? `${previous}  (rollback target)${missing(previous)}` : '(none: nothing to roll back to)'}`);
    console.log('  on disk (* live, < previous):');
    const stack = registry.remotes[name]?.stack ?? [];
    for (const version of availableVersions(name)) {
      const released = stack
        .filter((item) => item.version === version)
        .map((item) => item.releasedAt)
        .at(-1);
      const role = version === live ? '* ' : version === previous ? '< ' : '  ';
      console.log(`    ${role}${version}${released ? `  made live ${released}` : ''}`);
    }
  }
  if (options.log !== undefined) {
    console.log(`release log (last ${options.log}):`);
    const entries = readReleaseLog(Number(options.log));
    if (entries.length === 0) console.log('  (empty)');
    for (const entry of entries) console.log(`  ${describe(entry)}`);
  }
  if (liveMissing.length) {
    console.error(`Live version folder missing: ${liveMissing.join('; ')}. Browsers cannot load it; roll back (npm run rollback -- <remote> [--to <version>]).`);
    process.exitCode = 1;
  }
});
