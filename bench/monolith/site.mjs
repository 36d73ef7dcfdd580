// The two sites bench/web.mjs compares for "the price of federation", served alike: each by its own API
// instance (api/dist/server.js, as `npm start` runs it) on a free port, with a fresh embedded database seeded
// the same way, and a temporary deploy folder (DEPLOY_DIR):
//
// - federated: the real deploy folder's released shell and remotes (linked, never written) and a snapshot of
//   its remotes.json, so the site is exactly what is live on :8080, minus any canary;
// - monolith: bench/monolith/dist (webpack.config.ts here) released as the live shell version, the same
//   remotes.json otherwise (the pages, titles and navigation the server and the shell read), and no remote
//   folders, so the server finds no section manifest to hint and nothing needs a remoteEntry.
//
// Both get the same page from the same server code (CSP nonce, inline registry, titles), the same
// Cache-Control and the same precompressed .br/.gz files (scripts/precompress.mjs's compressDir).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressDir } from '../../scripts/precompress.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(here, '../..');
const deployDir = path.resolve(process.env.DEPLOY_DIR || path.join(repoDir, 'deploy'));
export const MONOLITH_DIST = path.join(here, 'dist');

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output.slice(-4000)}`))));
  });
}

/** Builds the monolith from the source as it is now (a few seconds; one webpack at a time). */
export async function buildMonolith() {
  const webpackCli = path.join(repoDir, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  await run(process.execPath, [webpackCli, '--config', path.join(here, 'webpack.config.ts'), '--mode', 'production'], {
    cwd: repoDir,
    env: { ...process.env, NODE_OPTIONS: '--import=tsx' },
  });
  if (!existsSync(path.join(MONOLITH_DIST, 'index.html'))) throw new Error('the monolith build wrote no index.html');
}

/** The live registry as the server publishes it, without canaries: both sites run what everyone gets. */
function liveRegistry() {
  const published = JSON.parse(readFileSync(path.join(deployDir, 'remotes.json'), 'utf8'));
  const remotes = Object.fromEntries(Object.entries(published.remotes).map(([name, { canary: _canary, ...live }]) => [name, live]));
  return { ...published, remotes, shell: published.shell ? { version: published.shell.version } : undefined };
}

/** A deploy folder serving the live release as it is (the shell and remote folders linked read-only). */
function federatedDeploy(root) {
  const dir = path.join(root, 'deploy-federated');
  mkdirSync(dir);
  for (const folder of ['shell', 'remotes']) symlinkSync(path.join(deployDir, folder), path.join(dir, folder), 'dir');
  writeFileSync(path.join(dir, 'remotes.json'), `${JSON.stringify(liveRegistry(), null, 2)}\n`);
  return dir;
}

/**
 * A deploy folder whose live shell is the monolith build, copied as `npm run release` copies a shell:
 * compressed, and its page pointed at its own version folder (scripts/registry.mjs copyBuild).
 */
function monolithDeploy(root) {
  const dir = path.join(root, 'deploy-monolith');
  const page = readFileSync(path.join(MONOLITH_DIST, 'index.html'));
  const version = `0.0.0-monolith-${createHash('sha256').update(page).digest('hex').slice(0, 10)}`;
  const target = path.join(dir, 'shell', version);
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(MONOLITH_DIST, target, { recursive: true });
  compressDir(target);
  const files = new Set(readdirSync(target));
  const base = `/shell/${version}/`;
  const pageFile = path.join(target, 'index.html');
  writeFileSync(
    pageFile,
    readFileSync(pageFile, 'utf8').replace(/\b(src|href)="\/([^"/?#]+)"/g, (whole, attribute, name) => (files.has(name) ? `${attribute}="${base}${name}"` : whole)),
  );
  writeFileSync(path.join(dir, 'remotes.json'), `${JSON.stringify({ ...liveRegistry(), shell: { version } }, null, 2)}\n`);
  return dir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One API instance on its own port, database and deploy folder; resolves once /api/health/ answers. */
async function startInstance(name, root, deploy) {
  const port = await freePort();
  const dataDir = path.join(root, `data-${name}`);
  const server = spawn(process.execPath, [path.join(repoDir, 'api', 'dist', 'server.js')], {
    cwd: repoDir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: '',
      DEPLOY_DIR: deploy,
      DATA_DIR: dataDir,
      // No fallback shell at `/`: each page is the released shell's (the registry names one).
      SHELL_DIR: path.join(root, 'no-unreleased-shell'),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Nothing running on a timer besides the pages being measured.
      CANARY_CHECK_INTERVAL_MS: '0',
      FOLLOW_CHECK_INTERVAL_MS: '0',
    },
  });
  let errors = '';
  server.stderr.on('data', (chunk) => (errors += chunk));
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 480; i += 1) {
    if (server.exitCode !== null) throw new Error(`the ${name} API instance exited (${server.exitCode}): ${errors.slice(-2000)}`);
    if (
      await fetch(`${url}/api/health/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { name, url, server };
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGTERM');
  throw new Error(`the ${name} API instance did not answer on ${url}`);
}

/**
 * Builds the monolith, prepares both deploy folders and starts both instances (one after the other: two
 * cores). Returns { federated, monolith, stop }; stop() ends both and removes the temporary folder.
 */
export async function startComparisonSites() {
  await buildMonolith();
  const root = mkdtempSync(path.join(tmpdir(), 'civic-bench-federation-'));
  const started = [];
  const stop = async () => {
    await Promise.all(
      started.map(
        ({ server }) =>
          new Promise((resolve) => {
            if (server.exitCode !== null) return resolve();
            server.once('exit', resolve);
            server.kill('SIGTERM');
          }),
      ),
    );
    rmSync(root, { recursive: true, force: true });
  };
  try {
    started.push(await startInstance('federated', root, federatedDeploy(root)));
    started.push(await startInstance('monolith', root, monolithDeploy(root)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { federated: started[0], monolith: started[1], stop };
}
