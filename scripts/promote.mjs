#!/usr/bin/env node
// npm run promote -- <unit>   make a running canary live for every browser
import { parseCommand, runCommand } from './cli.mjs';
import { promote, releaseUnits } from './registry.mjs';

const usage = 'npm run promote -- <unit>   (for example: npm run promote -- mfe-org)';

runCommand(() => {
  const { positionals } = parseCommand(process.argv.slice(2), { usage });
  if (positionals.length !== 1) throw new Error(`Expected one unit (${releaseUnits().join(', ')}). Usage: ${usage}`);
  const [name] = positionals;
  const { from, to } = promote(name);
  console.log(`${name}: canary ${to} promoted (was ${from ?? 'none'}); it is live for every browser on the next page load`);
});
