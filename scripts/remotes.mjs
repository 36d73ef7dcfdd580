#!/usr/bin/env node
// npm run remotes   list each remote's live version, its release history and the versions on disk
import { availableVersions, liveVersion, readRegistry, remotePackages } from './registry.mjs';

const registry = readRegistry();
for (const name of remotePackages()) {
  const live = liveVersion(registry, name);
  console.log(`${name}`);
  console.log(`  live:      ${live ?? '(not released)'}`);
  const stack = registry.remotes[name]?.stack ?? [];
  if (stack.length > 1) {
    console.log(`  rollback:  ${stack.at(-2).version}`);
  }
  for (const version of availableVersions(name)) {
    const released = stack
      .filter((item) => item.version === version)
      .map((item) => item.releasedAt)
      .at(-1);
    console.log(`  ${version === live ? '*' : ' '} ${version}${released ? `  released ${released}` : ''}`);
  }
}
