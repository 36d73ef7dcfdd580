#!/usr/bin/env node
// npm run release -- <unit>                put the current build of the shell or a remote into its version folder and make it live
// npm run release -- <unit> --canary <N>   make it live for about N% of browsers only (end with promote or rollback)
// npm run release -- <unit> --force        release although it needs shared libraries the live shell does not provide (logged)
// npm run release -- --publish-new         (run by `npm run build`) release the shell, then each remote, whose build was never released
import { parseCommand, runCommand } from './cli.mjs';
import { buildVersion, everReleased, readRegistry, release, releaseUnits } from './registry.mjs';

const usage = 'npm run release -- <unit> [--canary <1-99>] [--force]   (for example: npm run release -- mfe-org --canary 10)';

runCommand(() => {
  const { positionals, options } = parseCommand(process.argv.slice(2), { usage, flags: ['publish-new', 'force'], values: ['canary'] });
  if (options['publish-new']) {
    // The shell first: a remote's shared libraries are checked against the shell that will serve it, and the
    // shell against the remote builds this run releases after it.
    const fresh = releaseUnits().filter((name) => !everReleased(readRegistry(), name, buildVersion(name)));
    for (const name of releaseUnits()) {
      const version = buildVersion(name);
      if (!fresh.includes(name)) {
        console.log(`${name}: build ${version} was released before; live version left as it is`);
        continue;
      }
      release(name, { alongside: name === 'shell' ? fresh.filter((other) => other !== name) : [] });
      console.log(`${name}: released ${version} (live)`);
    }
    return;
  }
  if (positionals.length !== 1) throw new Error(`Expected one unit (${releaseUnits().join(', ')}). Usage: ${usage}`);
  if (options.canary !== undefined && !/^\d+$/.test(options.canary)) throw new Error(`--canary must be a whole percentage from 1 to 99, not "${options.canary}". Usage: ${usage}`);
  const [name] = positionals;
  const { version, changed, canary, forced } = release(name, { canary: options.canary === undefined ? undefined : Number(options.canary), force: Boolean(options.force) });
  for (const line of forced) console.warn(`${name}: released despite: ${line} (--force, logged)`);
  if (!changed) console.log(`${name}: ${version} is already live`);
  else if (canary !== undefined)
    console.log(
      `${name}: ${version} is a canary for about ${canary}% of browsers; watch it with npm run remotes, end it with npm run promote -- ${name} or npm run rollback -- ${name}`,
    );
  else console.log(`${name}: released ${version}; it is live on the next page load`);
});
