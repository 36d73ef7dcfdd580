import { copyFileSync, existsSync, linkSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { grantRoles, STAFF_ROLES, type StaffRole } from '../src/accounts/roles.js';
import { caseKeyByServerRecovery, unlockCaseKey } from '../src/reporting/caseKeys.js';
import { openFile } from '../src/reporting/caseCrypto.js';
import { openPart, SEALED_REPORT_COLUMNS } from '../src/reporting/sealedCase.js';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, PGLITE_OPTIONS, type Database } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { seed } from '../src/seed/index.js';
import { hashPassword } from '../src/accounts/passwords.js';
import { defaultDisplayName } from '@civic/shared/schemas';
import { FolderFileStore } from '../src/storage/index.js';
import { API_DIR, MIGRATIONS_DIR, REPO_DIR, SEED_DIR } from '../src/paths.js';
import type { PublishedRemote } from '../src/releases/deployRegistry.js';
import type { RoutePage } from '@civic/shared/contracts';

/**
 * The secrets every instance of a site on PostgreSQL must share (the server refuses to start without them;
 * see requireSharedSecrets). Fixed values, so each test site and its second instance agree.
 */
export const TEST_SHARED_SECRETS = {
  RECEIPT_PEPPER: 'test-receipt-pepper-0123456789abcdef0123456789abcdef',
  IP_HASH_SECRET: 'test-ip-hash-secret-0123456789abcdef0123456789abcdef',
};

/** The databases every API test runs on: always PGlite, and PostgreSQL too when DATABASE_URL is set. */
export const DATABASES: Array<{ name: string; url: string | null }> = [
  { name: 'PGlite', url: null },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.DATABASE_URL }] : []),
];

/** A row of `reports` with its sealed texts opened. */
export type OpenedCase = Record<string, unknown> & { id: string; kind: string } & Record<(typeof SEALED_REPORT_COLUMNS)[number], string | null>;

export interface TestSite {
  /** Another API instance on the same database and configuration (scale-out tests; PostgreSQL only). */
  secondInstance(): Promise<{ app: FastifyInstance; close(): Promise<void> }>;
  /** Names of the files the site's file store holds (its folder, or its PostgreSQL tables). */
  storedNames(): Promise<string[]>;
  /** A stored file's bytes, read through the file store; null when it has no such file. */
  readStored(name: string): Promise<Buffer | null>;
  /**
   * A case's stored file as a case handler reads it: opened with its case's key, which the recovery key (on
   * the server in a test site) gives. `readStored` gives the sealed bytes as kept.
   */
  readCaseFile(name: string): Promise<Buffer | null>;
  /**
   * Every case with its sealed columns opened (with the recovery key, on the server in a test site), newest
   * first: what a case handler would read. The rows themselves hold only sealed texts.
   */
  openedCases(): Promise<OpenedCase[]>;
  /** What is waiting in this instance's incoming folder. */
  incoming(): Promise<string[]>;
  /** A verified citizen, signed in: their id and session cookie. */
  signedInCitizen(name: string): Promise<{ id: string; email: string; cookie: string }>;
  /**
   * Gives a user staff roles (every role when none is named); their open session holds them at once and counts
   * as past two-step sign-in, as if they had given their app's code (second-factor.test.ts gives it for real).
   */
  grantRoles(userId: string, ...roles: StaffRole[]): Promise<void>;
  app: FastifyInstance;
  db: Database;
  config: Config;
  logs: string[];
  /** A folder with a fake built shell and deploy tree. */
  root: string;
  close(): Promise<void>;
}

/** The pages a remote of this repository declares (its routes.json): a test site has the real site's pages. */
function declaredPages(packageName: string): RoutePage[] {
  return (JSON.parse(readFileSync(path.join(REPO_DIR, packageName, 'routes.json'), 'utf8')) as { pages: RoutePage[] }).pages;
}

function testRelease(packageName: string, version: string): PublishedRemote {
  return { packageName, version, entry: `/remotes/${packageName}/${version}/mf-manifest.json`, routes: declaredPages(packageName) };
}

/**
 * The released remotes of a test site, as deploy/remotes.json lists them, each declaring the pages its routes
 * file in this repository declares.
 */
export const TEST_RELEASES = {
  mfe_org: testRelease('mfe-org', '1.0.0-abc'),
  mfe_governance: testRelease('mfe-governance', '1.0.0-def'),
  mfe_community: testRelease('mfe-community', '1.0.0-ghi'),
  mfe_reporting: testRelease('mfe-reporting', '1.0.0-mno'),
  mfe_auth: testRelease('mfe-auth', '1.0.0-jkl'),
} satisfies Record<string, PublishedRemote>;

/** Every file under `dir`, by its path, with what it holds (for a fingerprint of the files). */
function fingerprint(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) fingerprint(hash, file);
    else hash.update(file).update('\0').update(readFileSync(file));
  }
}

let template: Promise<string> | null = null;

/**
 * A copy of the embedded database as a start leaves it, migrated and seeded, made once and shared by every
 * test file (a file in the system's temporary folder named by a fingerprint of the migrations, the seed code
 * and data, the database code and PGlite's version, so any change to them makes a new one). Each PGlite test site starts from it
 * in memory instead of creating, migrating and seeding an empty database, which costs about four seconds a site.
 */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const hash = createHash('sha256');
    for (const dir of [MIGRATIONS_DIR, SEED_DIR, path.join(API_DIR, 'src', 'seed'), path.join(API_DIR, 'src', 'db')]) fingerprint(hash, dir);
    hash.update(JSON.parse(readFileSync(path.join(REPO_DIR, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')).version as string);
    const file = path.join(tmpdir(), `civic-api-test-database-${hash.digest('hex').slice(0, 16)}.tar`);
    if (existsSync(file)) return file;
    // Migrated and seeded by the code a start runs, on PGlite in this process, then copied out as backup does.
    const pglite = new PGlite(PGLITE_OPTIONS);
    const rows = async <T>(runner: Pick<PGlite, 'query'>, sql: string, params?: unknown[]) => (await runner.query<T>(sql, params)).rows;
    const db: Database = {
      kind: 'pglite',
      query: (sql, params) => rows(pglite, sql, params),
      transaction: (work) => pglite.transaction((tx) => work({ query: (sql, params) => rows(tx, sql, params) })),
      exec: async (sql) => void (await pglite.exec(sql)),
      close: () => pglite.close(),
      listen: () => Promise.reject(new Error('the template database does not listen')),
    };
    await migrate(db);
    await seed(db);
    const image = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
    await pglite.close();
    // Whole or not at all, and never replaced: another test file may be making the same copy at the same
    // time, and a site already started from the first copy reads it lazily (a Blob of the file), which
    // fails with "The blob could not be read" once the file has been swapped. So the first copy linked in
    // place stays; a later one is dropped.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, image);
    try {
      linkSync(partial, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(partial);
    }
    return file;
  })();
  return template;
}

/** What buildApp is given besides the configuration and database (stand-ins for tests). */
export type TestSiteOptions = Pick<AppOptions, 'releaseTools'>;

/**
 * A fresh API on a fresh database: PGlite in memory, or its own schema on PostgreSQL. The shell and
 * deploy folders are small fakes, so static serving is tested without a front-end build.
 */
export async function startTestSite(databaseUrl: string | null, env: Record<string, string> = {}, options: TestSiteOptions = {}): Promise<TestSite> {
  const root = mkdtempSync(path.join(tmpdir(), 'civic-api-'));
  const shellDir = path.join(root, 'shell');
  const deployDir = path.join(root, 'deploy');
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>test shell</title><div id="root"></div>');
  writeFileSync(path.join(shellDir, 'main.0123456789.js'), 'console.log("shell")');
  for (const release of Object.values(TEST_RELEASES)) {
    const folder = path.join(deployDir, 'remotes', release.packageName, release.version);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'remoteEntry.js'), `var ${release.packageName.replace(/-/g, '_')};`);
  }
  writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify({ remotes: TEST_RELEASES }));

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
  const siteEnv = {
    ...process.env,
    ...(databaseUrl ? TEST_SHARED_SECRETS : {}),
    REDIS_PREFIX: redisPrefix,
    DATA_DIR: ':memory:',
    SHELL_DIR: shellDir,
    DEPLOY_DIR: deployDir,
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl ?? '',
    // Follow updates are delivered when a test asks (app.deliverFollowUpdates()), never by the timer mid-test.
    FOLLOW_CHECK_INTERVAL_MS: '0',
    ...env,
  };
  const config = loadConfig(siteEnv);
  let db: Database;
  if (!databaseUrl && config.dataDir === ':memory:') {
    // Migrated and seeded already: the copy a start would have made (pgliteTemplate).
    db = await openDatabase({ ...config, pgliteImage: await pgliteTemplate() });
  } else {
    db = await openDatabase({ ...config, ...(schema ? { searchPath: schema } : {}) });
    await migrate(db);
    await seed(db);
  }
  const logs: string[] = [];
  const app = await buildApp({ config, db, logStream: { write: (line: string) => void logs.push(line) }, ...options });
  await app.ready();

  let citizens = 0;
  /** Each signed-in citizen's session token and password: a case handler's key is unlocked with them (caseKeys.ts). */
  const sessions = new Map<string, { token: string; password: string }>();
  async function readStored(name: string): Promise<Buffer | null> {
    const stored = await app.fileStore.get(name);
    if (!stored) return null;
    const pieces: Buffer[] = [];
    for await (const piece of stored.stream) pieces.push(piece as Buffer);
    return Buffer.concat(pieces);
  }
  return {
    async secondInstance() {
      if (!databaseUrl || !schema) throw new Error('a second instance needs PostgreSQL');
      // Its own configuration read from the same environment, as another process would: anything made up
      // per process (rather than shared through the environment) differs between the two.
      const otherConfig = loadConfig(siteEnv);
      const otherDb = await openDatabase({ ...otherConfig, searchPath: schema });
      const other = await buildApp({ config: otherConfig, db: otherDb, logStream: { write: () => undefined }, ...options });
      await other.ready();
      return {
        app: other,
        async close() {
          await other.close();
          await otherDb.close();
        },
      };
    },
    async storedNames() {
      const store = app.fileStore;
      if (store instanceof FolderFileStore) return (await readdir(store.dir).catch(() => [] as string[])).filter((name) => name !== 'incoming');
      return (await db.query<{ name: string }>('SELECT name FROM stored_files ORDER BY name')).map((row) => row.name);
    },
    readStored,
    async readCaseFile(name: string) {
      const sealed = await readStored(name);
      const [file] = await db.query<{ report_id: string }>('SELECT report_id FROM report_files WHERE stored_name = $1', [name]);
      if (!sealed || !file) return null;
      const key = await caseKeyByServerRecovery(db, file.report_id);
      if (!key) throw new Error(`the recovery key opens no key of case ${file.report_id}`);
      return openFile(key, sealed, `case:${file.report_id}:file`);
    },
    async openedCases() {
      const rows = await db.query<OpenedCase>('SELECT * FROM reports ORDER BY created_at DESC, id');
      const opened: OpenedCase[] = [];
      for (const row of rows) {
        const key = await caseKeyByServerRecovery(db, row.id);
        if (!key) throw new Error(`the recovery key opens no key of case ${row.id}`);
        const lock = { id: row.id, key };
        opened.push({ ...row, ...Object.fromEntries(SEALED_REPORT_COLUMNS.map((column) => [column, openPart(lock, column, row[column] as string | null)])) });
      }
      return opened;
    },
    async incoming() {
      return readdir(path.join(app.uploadsDir, 'incoming')).catch(() => [] as string[]);
    },
    async signedInCitizen(name: string) {
      citizens += 1;
      const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${citizens}.${Date.now()}@example.org`;
      const password = 'Kisumu-Lakeside-Evenings-2026';
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO users (email, username, full_name, password_hash, terms_accepted_at, email_verified_at, display_name) VALUES ($1, $2, $3, $4, now(), now(), $5) RETURNING id`,
        [email, `${name.toLowerCase().replace(/\W+/g, '-')}-${citizens}-${Date.now() % 100000}`, name, await hashPassword(password), defaultDisplayName(name)],
      );
      const response = await app.inject({ method: 'POST', url: '/api/auth/signin/', payload: { email, password }, headers: SAME_ORIGIN });
      const sid = response.cookies.find((cookie) => cookie.name === 'sid');
      if (!sid) throw new Error(`sign-in failed: ${response.body}`);
      sessions.set(row!.id, { token: sid.value, password });
      return { id: row!.id, email, cookie: `sid=${sid.value}` };
    },
    async grantRoles(userId: string, ...roles: StaffRole[]) {
      await grantRoles(db, userId, roles.length ? roles : STAFF_ROLES);
      // Set up (with a key no app holds) and given in every open session: the state a member of staff is in
      // once they have entered their app's code.
      await db.query(`INSERT INTO second_factors (user_id, sealed_key, confirmed_at) VALUES ($1, 'harness', now()) ON CONFLICT (user_id) DO NOTHING`, [userId]);
      await db.query('UPDATE sessions SET second_factor_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
      // A case handler's session holds their case key, as if they had signed in with their password after the role was given.
      const session = sessions.get(userId);
      if (session) await unlockCaseKey(db, userId, session.password, session.token);
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

/** A complaint with every field the form asks for, as the form sends it (no documents). */
export const SAMPLE_COMPLAINT = {
  category: 'fraud',
  county: '027',
  institution: 'Uasin Gishu Lands Registry',
  details: 'Fees charged twice.',
  incidentDate: '2026-07-10',
  fullName: 'Complaining Citizen',
  email: 'c@example.org',
  phone: '+254711000000',
  declaration: 'true',
};

/** Headers of a same-origin browser call (the Origin check compares Origin with Host). */
export const SAME_ORIGIN = { origin: 'http://localhost:80', host: 'localhost:80' };

/** Runs one statement as the server's own user, outside any test schema (creating and dropping schemas). */
async function asAdmin(databaseUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export interface DatabaseBeforeMigration {
  db: Database;
  /** Applies `migration` (and only it) to the rows the test wrote; answers the files applied. */
  applyMigration(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A fresh database as it was just before `migration` (a file name in migrations/): every earlier file
 * applied, from a folder of its own, so a test can write rows the way the old code did and then see what
 * the migration makes of them. PGlite in memory, or its own schema on PostgreSQL.
 */
export async function databaseBeforeMigration(databaseUrl: string | null, migration: string): Promise<DatabaseBeforeMigration> {
  const dir = mkdtempSync(path.join(tmpdir(), 'civic-migrations-'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql') && name < migration)) {
    copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  }
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : null;
  if (databaseUrl && schema) await asAdmin(databaseUrl, `CREATE SCHEMA ${schema}`);
  const db = await openDatabase({ databaseUrl, dataDir: ':memory:', ...(schema ? { searchPath: schema } : {}) });
  await migrate(db, dir);
  return {
    db,
    async applyMigration() {
      copyFileSync(path.join(MIGRATIONS_DIR, migration), path.join(dir, migration));
      return migrate(db, dir);
    },
    async close() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
      if (databaseUrl && schema) await asAdmin(databaseUrl, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

/** A complete sign-up form for `email` (PASSWORD unless the overrides say otherwise). */
/** A report's or complaint's multipart form as a browser sends it: its fields, and its files under `fileField`. */
export function multipartForm(fields: Record<string, string>, files: Array<{ name: string; data: Buffer }> = [], fileField = 'evidenceFiles'): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) data.append(fileField, new Blob([new Uint8Array(file.data)]), file.name);
  return data;
}

export function signUpPayload(email: string, overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Achieng Otieno',
    email,
    password: 'Mvua-Ya-Masika-2026',
    dateOfBirth: '1994-05-17',
    gender: 'female',
    country: 'Kenya',
    industry: 'Education',
    organization: 'Kisumu Youth Forum',
    role: 'Coordinator',
    termsAccepted: true,
    marketingUpdates: false,
    ...overrides,
  };
}
