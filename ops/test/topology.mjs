// The production topology on loopback, for the topology test and `npm run bench:failover`: nginx (Debian's
// package, run as an ordinary process with its own prefix folder and the rendered ops/nginx config) in front
// of API instances started as systemd starts them (`node api/dist/server.js`, one PORT each), on a fresh
// PostgreSQL database and a Redis namespace of their own. Nothing outside a temporary folder is written,
// and stop() removes everything, the database included.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { writeStandalone } from '../nginx/render.mjs';
import { request } from './http.mjs';

export const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const NGINX = '/usr/sbin/nginx';
/** An instance joins only once it says it can serve (database and Redis answer). */
export const READY_PATH = '/api/health/ready/';
const SERVER = path.join(REPO_DIR, 'api', 'dist', 'server.js');

/** What the topology needs that this machine lacks (empty when it can run). */
export function missingPrerequisites(env = process.env) {
  const missing = [];
  if (!existsSync(NGINX)) missing.push(`nginx (${NGINX}; apt-get install -y nginx)`);
  if (!env.DATABASE_URL) missing.push('DATABASE_URL (a PostgreSQL server)');
  if (!env.REDIS_URL) missing.push('REDIS_URL (a Redis server)');
  return missing;
}

/** The built site the topology serves: `npm run build` makes it. */
export function missingBuild() {
  const needed = [SERVER, path.join(REPO_DIR, 'shell', 'dist', 'index.html'), path.join(REPO_DIR, 'deploy', 'remotes.json')];
  return needed.filter((file) => !existsSync(file)).map((file) => path.relative(REPO_DIR, file));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now (the system picks it), so runs never meet each other or a fixed port. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Children still running when this process ends for any reason (a failed assertion, Ctrl-C, a timeout) are
 * stopped, so no instance or nginx outlives the run. nginx gets SIGTERM: its master then stops its workers,
 * which a SIGKILL of the master would leave listening.
 */
const live = new Set();
function stopLeftovers() {
  for (const child of live) {
    try {
      child.kill(child.isNginx ? 'SIGTERM' : 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
process.once('exit', stopLeftovers);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopLeftovers();
    process.exit(130);
  });
}

function track(child, isNginx = false) {
  child.isNginx = isNginx;
  live.add(child);
  child.exitedWith = null;
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      live.delete(child);
      child.exitedWith = { code, signal };
      resolve(child.exitedWith);
    });
  });
  return child;
}

/** Waits for a child to end, sending `signal` first and SIGKILL if it is still there after `graceMs`. */
async function stopChild(child, signal, graceMs) {
  if (!child || child.exitedWith) return child?.exitedWith ?? null;
  child.kill(signal);
  const ended = await Promise.race([child.exited, sleep(graceMs).then(() => null)]);
  if (ended) return ended;
  child.kill('SIGKILL');
  return child.exited;
}

function tail(file, lines = 25) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * A database of its own on the given PostgreSQL server, so the instances see a plain DATABASE_URL as in
 * production and whatever schemas the server creates are dropped with it. Where the account may not create
 * databases, a schema of the given one instead, chosen through search_path in the URL.
 */
async function createDatabase(baseUrl) {
  const id = randomBytes(5).toString('hex');
  /** A database to hand out at `url`, removed by `dropSql` run on the given server. */
  const made = (url, dropSql) => ({
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(dropSql);
      } finally {
        await client.end();
      }
    },
  });
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const name = `uwazi_topology_${id}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return made(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } catch (error) {
    if (error.code !== '42501') throw error;
    const schema = `uwazi_topology_${id}`;
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(baseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return made(url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await admin.end();
  }
}

async function deleteRedisKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** One API instance: `node api/dist/server.js` with its own PORT and DATA_DIR, its output in a log file. */
class Instance {
  constructor(name, port, env, dir) {
    this.name = name;
    this.port = port;
    this.url = `http://127.0.0.1:${port}`;
    this.env = { ...env, PORT: String(port), DATA_DIR: path.join(dir, `instance-${name}`) };
    this.logFile = path.join(dir, `instance-${name}.log`);
    this.child = null;
    this.starts = 0;
  }

  get running() {
    return Boolean(this.child && !this.child.exitedWith);
  }

  async start(timeoutMs = 60_000) {
    this.starts += 1;
    const log = openSync(this.logFile, 'a');
    try {
      this.child = track(spawn(process.execPath, [SERVER], { cwd: REPO_DIR, env: this.env, stdio: ['ignore', log, log] }));
    } finally {
      closeSync(log);
    }
    const deadline = Date.now() + timeoutMs;
    let last = 'no answer yet';
    while (Date.now() < deadline) {
      if (this.child.exitedWith) {
        throw new Error(`instance ${this.name} (port ${this.port}) exited while starting (${JSON.stringify(this.child.exitedWith)}):\n${this.logTail()}`);
      }
      try {
        const answer = await request(`${this.url}${READY_PATH}`, { timeoutMs: 2_000 });
        if (answer.status === 200) return;
        last = `HTTP ${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`;
      } catch (error) {
        last = error.message;
      }
      await sleep(200);
    }
    throw new Error(`instance ${this.name} (port ${this.port}) was not ready at ${READY_PATH} within ${timeoutMs / 1000} s (last: ${last}):\n${this.logTail()}`);
  }

  /** A signal, as an operator or the kernel would send it; resolves once the process is gone. */
  async kill(signal = 'SIGKILL') {
    if (!this.running) return null;
    this.child.kill(signal);
    return this.child.exited;
  }

  /**
   * Requests this instance has begun and not yet answered, read from its log ('incoming request' at debug level
   * and 'request completed', with one request id; nginx's, here). Only the running process's lines count: the
   * log is appended to across restarts.
   */
  requestsInFlight(method, url) {
    const open = new Set();
    for (const line of readFileSync(this.logFile, 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      if (entry.pid !== this.child?.pid) continue;
      if (entry.msg === 'incoming request' && entry.req?.method === method && entry.req?.url === url) open.add(entry.reqId);
      else if (entry.msg === 'request completed') open.delete(entry.reqId);
    }
    return [...open];
  }

  /**
   * SIGKILL at a moment the instance is in the middle of `method url` (at least one such request begun and
   * not answered), so the kill is sure to cut a request off; after `timeoutMs` it is killed anyway. Resolves
   * with how many such requests it was holding.
   */
  async killWhileServing(method, url, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    let holding = this.requestsInFlight(method, url).length;
    while (holding === 0 && Date.now() < deadline) {
      await sleep(5);
      holding = this.requestsInFlight(method, url).length;
    }
    await this.kill('SIGKILL');
    return holding;
  }

  /** SIGTERM, as systemd stops a unit: the instance drains and exits; SIGKILL if it has not after `graceMs`. */
  stop(graceMs = 15_000) {
    return stopChild(this.child, 'SIGTERM', graceMs);
  }

  logTail(lines) {
    return tail(this.logFile, lines);
  }
}

/**
 * Starts the topology: a fresh database and Redis namespace, nginx on a free loopback port with the rendered
 * configuration, and `instances` API instances behind it (started one after another, each waited for until
 * ready, as a rolling start would). `env` is added to every instance's environment.
 */
export async function startTopology({ instances = 2, env = {}, databaseUrl = process.env.DATABASE_URL, redisUrl = process.env.REDIS_URL } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'uwazi-topology-'));
  // nginx's workers (www-data when started by root) pass through this folder to their temporary files,
  // where a request body larger than its memory buffer is written; they may not list it.
  if (process.getuid?.() === 0) chmodSync(dir, 0o711);
  const undo = [];
  let pool = null;
  let nginx = null;
  const members = [];

  const topology = {
    dir,
    instances: members,
    url: '',
    host: '',
    /** Headers nginx adds to what it passes on, for a request sent to one instance directly as nginx would. */
    forwardedHeaders: {},
    redisPrefix: `topology-${randomBytes(6).toString('hex')}:`,
    /** The test's own view of the database (counting rows). */
    async sql(text, params = []) {
      return (await pool.query(text, params)).rows;
    },
    /** Forgets every rate-limit counter (kept in Redis under this topology's prefix), so one step's clients do not limit the next's. */
    async clearRateLimits() {
      await deleteRedisKeys(redisUrl, `${topology.redisPrefix}rate:`);
    },
    nginxLogTail(lines) {
      return `error log:\n${tail(path.join(dir, 'nginx', 'logs', 'error.log'), lines)}\naccess log:\n${tail(path.join(dir, 'nginx', 'logs', 'access.log'), lines)}`;
    },
    /** The last lines every process wrote, for a failure's message. */
    logTails(lines = 20) {
      const instances = members.map((instance) => `--- instance ${instance.name} (port ${instance.port})\n${instance.logTail(lines)}`);
      return [...instances, `--- nginx\n${topology.nginxLogTail(lines)}`].join('\n');
    },
    /** Stops everything and removes the database, the Redis keys and the temporary folder. Safe to call twice. */
    async stop() {
      const errors = [];
      await Promise.all(members.map((instance) => instance.stop(10_000).catch((error) => errors.push(error))));
      await stopChild(nginx, 'SIGTERM', 5_000).catch((error) => errors.push(error));
      if (pool) await pool.end().catch((error) => errors.push(error));
      pool = null;
      for (const action of undo.splice(0).reverse()) await action().catch((error) => errors.push(error));
      rmSync(dir, { recursive: true, force: true });
      if (errors.length) throw new Error(`cleaning up the topology: ${errors.map((error) => error.message).join('; ')}`);
    },
  };

  try {
    const database = await createDatabase(databaseUrl);
    undo.push(() => database.drop());
    undo.push(() => deleteRedisKeys(redisUrl, topology.redisPrefix));
    pool = new pg.Pool({ connectionString: database.url, max: 2 });

    const nginxPort = await freePort();
    const ports = [];
    for (let i = 0; i < instances; i += 1) ports.push(await freePort());
    topology.url = `http://127.0.0.1:${nginxPort}`;
    topology.host = `127.0.0.1:${nginxPort}`;
    topology.forwardedHeaders = { host: topology.host, 'x-forwarded-host': topology.host, 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http' };

    const prefix = path.join(dir, 'nginx');
    mkdirSync(prefix);
    const conf = writeStandalone(prefix, { listen: `127.0.0.1:${nginxPort}`, upstreams: ports.map((port) => `127.0.0.1:${port}`) });
    const nginxLog = openSync(path.join(dir, 'nginx.out'), 'a');
    try {
      nginx = track(spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', nginxLog, nginxLog] }), true);
    } finally {
      closeSync(nginxLog);
    }
    // nginx answers /api/metrics itself (a 404 pointing at the instances' own ports), without any instance:
    // that is how it is known to be up. (A proxied path asked before the instances listen would mark them
    // down in nginx for a while.)
    for (let attempt = 0; ; attempt += 1) {
      if (nginx.exitedWith) throw new Error(`nginx exited at start: ${tail(path.join(dir, 'nginx.out'))}\n${topology.nginxLogTail()}`);
      const answer = await request(`${topology.url}/api/metrics/`, { timeoutMs: 1_000 }).catch(() => null);
      if (answer?.status === 404) break;
      if (attempt > 50) throw new Error(`nginx did not answer on ${topology.url}: ${topology.nginxLogTail()}`);
      await sleep(100);
    }

    // What every instance of one site shares (README, "Scaling out"; docs/operations.md).
    const shared = {
      ...process.env,
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: topology.redisPrefix,
      PUBLIC_URL: topology.url,
      TRUST_PROXY: 'loopback',
      RECEIPT_PEPPER: randomBytes(32).toString('hex'),
      IP_HASH_SECRET: randomBytes(32).toString('hex'),
      SHELL_DIR: path.join(REPO_DIR, 'shell', 'dist'),
      DEPLOY_DIR: path.join(REPO_DIR, 'deploy'),
      SHUTDOWN_GRACE_SECONDS: '5',
      // Debug: the instances log each request's start too, which requestsInFlight reads.
      LOG_LEVEL: 'debug',
      // Nothing from the caller's environment may change what is tested.
      ALLOWED_ORIGINS: '',
      SECURE_COOKIES: '',
      SMTP_URL: '',
      STAFF_EMAILS: '',
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      ...env,
    };
    for (let i = 0; i < instances; i += 1) {
      const instance = new Instance(String.fromCharCode(65 + i), ports[i], shared, dir);
      members.push(instance);
      await instance.start();
    }
    return topology;
  } catch (error) {
    await topology.stop().catch(() => undefined);
    throw error;
  }
}
