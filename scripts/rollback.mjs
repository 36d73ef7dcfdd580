#!/usr/bin/env node
// npm run rollback -- <remote>                  make the previously live version of a remote live again
// npm run rollback -- <remote> --to <version>   make a version that is on disk live by name
import { parseCommand, runCommand } from './cli.mjs';
import { releaseUnits, rollback } from './registry.mjs';

const usage = 'npm run rollback -- <remote> [--to <version>]   (for example: npm run rollback -- mfe-org)';

runCommand(() => {
  const { positionals, options } = parseCommand(process.argv.slice(2), { usage, values: ['to'] });
  if (positionals.length !== 1) throw new Error(`Expected one remote (${releaseUnits().join(', ')}). Usage: ${usage}`);
  const [name] = positionals;
  const { from, to, changed } = rollback(name, { to: options.to });
  console.log(changed ? `${name}: rolled back from ${from ?? 'none'} to ${to}; it is live on the next page load` : `${name}: ${to} is already live; nothing changed`);
});
