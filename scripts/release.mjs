#!/usr/bin/env node
// npm run release -- <remote>   put the current build of a remote into its version folder and make it live
// npm run release -- --publish-new   (run by `npm run build`) release each remote whose build was never released
import { parseCommand, runCommand } from './cli.mjs';
import { buildVersion, everReleased, readRegistry, release, releaseUnits, remotePackages } from './registry.mjs';

const usage = 'npm run release -- <remote>   (for example: npm run release -- mfe-org)';

runCommand(() => {
  const { positionals, options } = parseCommand(process.argv.slice(2), { usage, flags: ['publish-new'] });
  if (options['publish-new']) {
    const registry = readRegistry();
    for (const name of remotePackages()) {
      const version = buildVersion(name);
      if (everReleased(registry, name, version)) {
        console.log(`${name}: build ${version} was released before; live version left as it is`);
        continue;
      }
      release(name);
      console.log(`${name}: released ${version} (live)`);
    }
  } else {
    if (positionals.length !== 1) throw new Error(`Expected one remote (${releaseUnits().join(', ')}). Usage: ${usage}`);
    const [name] = positionals;
    const { version, changed } = release(name);
    console.log(changed ? `${name}: released ${version}; it is live on the next page load` : `${name}: ${version} is already live`);
  }
});
