#!/usr/bin/env node
// npm run bench — every benchmark in turn. Each prints its own figures.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
for (const bench of ['web.mjs', 'notifications.mjs', 'uploads.mjs', 'api-load.mjs']) {
  const result = spawnSync(process.execPath, [path.join(here, bench)], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exitCode = 1;
}
