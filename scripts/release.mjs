#!/usr/bin/env node
// npm run release -- <remote>   put the current build of a remote into its version folder and make it live
// npm run release -- --publish-new   (run by `npm run build`) release each remote whose build was never released
import { buildVersion, everReleased, readRegistry, release, remotePackages } from './registry.mjs';

const args = process.argv.slice(2);

try {
  if (args.includes('--publish-new')) {
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
    const [name] = args;
    if (!name) throw new Error('Usage: npm run release -- <remote>   (for example: npm run release -- mfe-org)');
    const { version, changed } = release(name);
    console.log(changed ? `${name}: released ${version}; it is live on the next page load` : `${name}: ${version} is already live`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
