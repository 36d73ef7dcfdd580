#!/usr/bin/env node
// npm run prune -- <unit> --keep N   remove version folders beyond the newest N, never the live, previous or canary one
import { parseCommand, runCommand } from './cli.mjs';
import { prune, releaseUnits } from './registry.mjs';

const usage = 'npm run prune -- <unit> --keep <N>   (N a whole number of at least 1; for example: npm run prune -- mfe-org --keep 3)';

runCommand(() => {
  const { positionals, options } = parseCommand(process.argv.slice(2), { usage, values: ['keep'] });
  if (positionals.length !== 1) throw new Error(`Expected one unit (${releaseUnits().join(', ')}). Usage: ${usage}`);
  if (options.keep === undefined) throw new Error(`--keep is required: how many of the newest versions to keep. Usage: ${usage}`);
  if (!/^\d+$/.test(options.keep) || Number(options.keep) < 1) throw new Error(`--keep must be a whole number of at least 1, not "${options.keep}". Usage: ${usage}`);
  const [name] = positionals;
  const { kept, removed } = prune(name, Number(options.keep));
  for (const { version, reason } of kept) console.log(`${name}: kept    ${version}  (${reason})`);
  for (const version of removed) console.log(`${name}: removed ${version}`);
  console.log(removed.length ? `${name}: removed ${removed.length}, kept ${kept.length}` : `${name}: nothing to remove; kept ${kept.length}`);
});
