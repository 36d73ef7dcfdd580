#!/usr/bin/env node
// Writes .br and .gz beside every script, style and text asset of the built front ends, once, at build
// time, so the server sends compressed files without spending CPU per request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_DIR, remotePackages } from './registry.mjs';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 1024;

export function compressDir(dir) {
  let files = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      files += compressDir(full);
      continue;
    }
    if (!COMPRESSIBLE.test(name) || name.endsWith('.LICENSE.txt')) continue;
    const content = readFileSync(full);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(`${full}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
    writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const folder of ['shell', ...remotePackages()]) {
    const dist = path.join(REPO_DIR, folder, 'dist');
    if (!existsSync(dist)) continue;
    console.log(`${folder}: compressed ${compressDir(dist)} files`);
  }
}
