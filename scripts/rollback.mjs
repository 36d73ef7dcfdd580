#!/usr/bin/env node
// npm run rollback -- <unit>                  end a running canary, or make the previously live version live again
// npm run rollback -- <unit> --to <version>   make a version that is on disk live by name
import { parseCommand, runCommand } from './cli.mjs';
import { releaseUnits, rollback } from './registry.mjs';

const usage = 'npm run rollback -- <unit> [--to <version>]   (for example: npm run rollback -- mfe-org)';

runCommand(() => {
  const { positionals, options } = parseCommand(process.argv.slice(2), { usage, values: ['to'] });
  if (positionals.length !== 1) throw new Error(`Expected one unit (${releaseUnits().join(', ')}). Usage: ${usage}`);
  const [name] = positionals;
  const { from, to, changed, canary } = rollback(name, { to: options.to });
  if (canary) console.log(`${name}: canary ${from} ended; every browser gets ${to} on the next page load`);
  else console.log(changed ? `${name}: rolled back from ${from ?? 'none'} to ${to}; it is live on the next page load` : `${name}: ${to} is already live; nothing changed`);
});
