import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders the server reads, found from this file whether it runs from src/ (tsx) or dist/ (built). */
const here = path.dirname(fileURLToPath(import.meta.url));
export const API_DIR = path.resolve(here, '..');
export const REPO_DIR = path.resolve(API_DIR, '..');
export const MIGRATIONS_DIR = path.join(API_DIR, 'migrations');
export const SEED_DIR = path.join(API_DIR, 'seed');
