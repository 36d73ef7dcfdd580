import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { seed } from '../src/seed/index.js';
import { hashPassword } from '../src/accounts/passwords.js';

/** The databases every API test runs on: always PGlite, and PostgreSQL too when DATABASE_URL is set. */
export const DATABASES: Array<{ name: string; url: string | null }> = [
  { name: 'PGlite', url: null },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.DATABASE_URL }] : []),
];

export interface TestSite {
  /** Another API instance on the same database and configuration (scale-out tests; PostgreSQL only). */
  secondInstance(): Promise<{ app: FastifyInstance; close(): Promise<void> }>;
  /** A verified citizen, signed in: their id and session cookie. */
  signedInCitizen(name: string): Promise<{ id: string; email: string; cookie: string }>;
  app: FastifyInstance;
  db: Database;
  config: Config;
  logs: string[];
  /** A folder with a fake built shell and deploy tree. */
  root: string;
  close(): Promise<void>;
}

/**
 * A fresh API on a fresh database: PGlite in memory, or its own schema on PostgreSQL. The shell and
 * deploy folders are small fakes, so static serving is tested without a front-end build.
 */
export async function startTestSite(databaseUrl: string | null, env: Record<string, string> = {}): Promise<TestSite> {
  const root = mkdtempSync(path.join(tmpdir(), 'civic-api-'));
  const shellDir = path.join(root, 'shell');
  const deployDir = path.join(root, 'deploy');
  mkdirSync(shellDir, { recursive: true });
  mkdirSync(path.join(deployDir, 'remotes', 'mfe-org', '1.0.0-abc'), { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>test shell</title><div id="root"></div>');
  writeFileSync(path.join(shellDir, 'main.0123456789.js'), 'console.log("shell")');
  writeFileSync(path.join(deployDir, 'remotes', 'mfe-org', '1.0.0-abc', 'remoteEntry.js'), 'var mfe_org;');
  writeFileSync(
    path.join(deployDir, 'remotes.json'),
    JSON.stringify({ remotes: { mfe_org: { packageName: 'mfe-org', version: '1.0.0-abc', entry: '/remotes/mfe-org/1.0.0-abc/mf-manifest.json' } } }),
  );

  let schema: string | undefined;
  if (databaseUrl) {
    schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
  }

  // Each test site has its own Redis namespace: counters left by an earlier run (or by the site tested
  // alongside) must not decide what this one answers.
  const redisPrefix = `test-${randomBytes(6).toString('hex')}:`;
  const config = loadConfig({ ...process.env, REDIS_PREFIX: redisPrefix, DATA_DIR: ':memory:', SHELL_DIR: shellDir, DEPLOY_DIR: deployDir, LOG_LEVEL: 'info', DATABASE_URL: databaseUrl ?? '', ...env });
  const db = await openDatabase({ ...config, ...(schema ? { searchPath: schema } : {}) });
  await migrate(db);
  await seed(db);
  const logs: string[] = [];
  const app = await buildApp({ config, db, logStream: { write: (line: string) => void logs.push(line) } });
  await app.ready();

  let citizens = 0;
  return {
    async secondInstance() {
      if (!databaseUrl || !schema) throw new Error('a second instance needs PostgreSQL');
      const otherDb = await openDatabase({ ...config, searchPath: schema });
      const other = await buildApp({ config, db: otherDb, logStream: { write: () => undefined } });
      await other.ready();
      return {
        app: other,
        async close() {
          await other.close();
          await otherDb.close();
        },
      };
    },
    async signedInCitizen(name: string) {
      citizens += 1;
      const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${citizens}.${Date.now()}@example.org`;
      const password = 'Kisumu-Lakeside-Evenings-2026';
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO users (email, username, full_name, password_hash, terms_accepted_at, email_verified_at) VALUES ($1, $2, $3, $4, now(), now()) RETURNING id`,
        [email, `${name.toLowerCase().replace(/\W+/g, '-')}-${citizens}-${Date.now() % 100000}`, name, await hashPassword(password)],
      );
      const response = await app.inject({ method: 'POST', url: '/api/auth/signin/', payload: { email, password }, headers: SAME_ORIGIN });
      const sid = response.cookies.find((cookie) => cookie.name === 'sid');
      if (!sid) throw new Error(`sign-in failed: ${response.body}`);
      return { id: row!.id, email, cookie: `sid=${sid.value}` };
    },
    app,
    db,
    config,
    logs,
    root,
    async close() {
      await app.close();
      await db.close();
      if (databaseUrl && schema) {
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Headers of a same-origin browser call (the Origin check compares Origin with Host). */
export const SAME_ORIGIN = { origin: 'http://localhost:80', host: 'localhost:80' };
