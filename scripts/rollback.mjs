#!/usr/bin/env node
// npm run rollback -- <remote>   make the previously live version of a remote live again
import { rollback } from './registry.mjs';

const [name] = process.argv.slice(2);
try {
  if (!name) throw new Error('Usage: npm run rollback -- <remote>   (for example: npm run rollback -- mfe-org)');
  const { from, to } = rollback(name);
  console.log(`${name}: rolled back from ${from} to ${to}; it is live on the next page load`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
