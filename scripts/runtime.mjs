#!/usr/bin/env node
// The runtime the project supports is Node 24 LTS, which `npm install` puts in node_modules/.bin (the `node`
// dev dependency); npm puts that folder first on the PATH of every npm script. This says which Node runs a
// step, and stops a step started on an older one (a command run outside npm).
import { pathToFileURL } from 'node:url';

export const MINIMUM_NODE_MAJOR = 24;

export function checkRuntime(step) {
  console.log(`${step}: Node ${process.version} (${process.execPath})`);
  if (Number(process.versions.node.split('.')[0]) >= MINIMUM_NODE_MAJOR) return true;
  console.error(
    `${step} needs Node ${MINIMUM_NODE_MAJOR} or later, and this is ${process.version}. Run it through npm (npm start, npm test, npm run …), which uses the Node that npm install put in node_modules/.bin.`,
  );
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && !checkRuntime(process.argv[2] ?? 'this step')) process.exit(1);
