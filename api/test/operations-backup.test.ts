import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { create as createTar } from 'tar';
import * as OTPAuth from 'otpauth';
import { hashPassword } from '../src/accounts/passwords.js';
import { grantRoles } from '../src/accounts/roles.js';
import { openDatabase } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { MIGRATIONS_DIR } from '../src/paths.js';
import { lines, runScript, startServer, stopServer, waitUntilUp, type ServerProcess } from './operations-processes.js';

const LATEST = readdirSync(MIGRATIONS_DIR)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .at(-1)!;
const NOT_A_BACKUP = /^(\S+) is not a backup made by npm run backup, or it is damaged \(.+\); nothing was restored\.$/;
const STAFF = { email: 'desk.officer@example.org', password: 'Kisumu-Lakeside-Evenings-2026' };

/**
 * The case handler's authenticator app: set up at their first sign-in, kept for the ones after (the key is
 * sealed with the site's secret, which a backup carries). Each sign-in takes the code of a later step than
 * the one before, as a code works once.
 */
const authenticator = { key: null as string | null, lastStep: 0 };
function nextCode(): string {
  const step = Math.max(Math.floor(Date.now() / 30_000), authenticator.lastStep + 1);
  authenticator.lastStep = step;
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(authenticator.key!.replace(/\s/g, '')) }).generate({ timestamp: step * 30_000 });
}

/** The parts of the API's answers these tests read. */
interface Answer {
  message?: string;
  total?: number;
  cases?: Array<{ id: string }>;
  case?: { files: Array<{ downloadUrl: string }> };
  data?: { incidentType: string; files: unknown[]; secondFactor?: 'setup' | 'verify' };
  key?: string;
}

/** A site's HTTP API as a browser on it calls it. */
function client(port: number) {
  const base = `http://127.0.0.1:${port}`;
  const origin = { origin: base };
  return {
    async json(method: string, url: string, body?: unknown, cookie?: string) {
      const answer = await fetch(base + url, {
        method,
        headers: { ...origin, ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: answer.status, body: (await answer.json()) as Answer, headers: answer.headers };
    },
    async report(photo: Buffer): Promise<string> {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        incidentType: 'bribery',
        location: 'Nakuru lands registry',
        date: '2026-10-05',
        description: 'A clerk asked for money before releasing a title deed.',
        isAnonymous: 'true',
      }))
        form.append(name, value);
      form.append('evidenceFiles', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'counter.png');
      const answer = await fetch(`${base}/api/corruption-reports/`, { method: 'POST', body: form, headers: origin });
      assert.equal(answer.status, 201, await answer.clone().text());
      return ((await answer.json()) as { data: { receipt: string } }).data.receipt;
    },
    /** Signs the case handler in and downloads the evidence of the only case, as the desk does. */
    async evidence(): Promise<Buffer> {
      const signIn = await this.json('POST', '/api/auth/signin/', STAFF);
      assert.equal(signIn.status, 200, JSON.stringify(signIn.body));
      const cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      if (signIn.body.data?.secondFactor === 'setup') {
        // A new site: no code of its has been used yet.
        authenticator.key = (await this.json('POST', '/api/auth/second-factor/setup/', undefined, cookie)).body.key!;
        authenticator.lastStep = 0;
        const enabled = await this.json('POST', '/api/auth/second-factor/enable/', { code: nextCode() }, cookie);
        assert.equal(enabled.status, 200, JSON.stringify(enabled.body));
      } else {
        assert.equal(signIn.body.data?.secondFactor, 'verify');
        const verified = await this.json('POST', '/api/auth/second-factor/verify/', { code: nextCode() }, cookie);
        assert.equal(verified.status, 200, JSON.stringify(verified.body));
      }
      const list = await this.json('GET', '/api/desk/cases/', undefined, cookie);
      assert.equal(list.body.total, 1, JSON.stringify(list.body));
      const view = await this.json('GET', `/api/desk/cases/${list.body.cases![0]!.id}/`, undefined, cookie);
      assert.equal(view.body.case!.files.length, 1);
      const download = await fetch(base + view.body.case!.files[0]!.downloadUrl, { headers: { cookie } });
      assert.equal(download.status, 200);
      assert.match(download.headers.get('content-disposition') ?? '', /^attachment/);
      return Buffer.from(await download.arrayBuffer());
    },
  };
}

/** An archive laid out like a backup, with a consistent manifest, whose database part is not a database. */
async function backupWithBrokenDatabase(file: string, kind: 'pglite' | 'postgres'): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'civic-broken-'));
  const databaseFile = kind === 'pglite' ? 'database/pglite-data.tar' : 'database/postgres.dump';
  const junk = randomBytes(4096);
  mkdirSync(path.join(work, 'database'));
  writeFileSync(path.join(work, databaseFile), junk);
  const manifest = {
    format: 'uwazi-hub-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    database: { kind, schemaVersion: LATEST, file: databaseFile },
    folders: [],
    files: [{ path: databaseFile, bytes: junk.length, sha256: createHash('sha256').update(junk).digest('hex') }],
  };
  writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest));
  await createTar({ gzip: true, cwd: work, file }, [databaseFile, 'manifest.json']);
  rmSync(work, { recursive: true, force: true });
}

const KINDS = [{ name: 'the embedded database', postgres: false }, ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', postgres: true }] : [])];

for (const kind of KINDS) {
  describe(`backup and restore on ${kind.name} (real processes)`, () => {
    const root = mkdtempSync(path.join(tmpdir(), 'civic-backup-'));
    const dataDir = path.join(root, 'data');
    const backup = path.join(root, 'site.tar.gz');
    // A database of its own: a restore replaces the whole database it is pointed at.
    const databaseName = `civic_restore_${randomBytes(5).toString('hex')}`;
    let databaseUrl = '';
    let env: Record<string, string>;
    const servers: ServerProcess[] = [];
    const photo = sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6041' } })
      .png()
      .toBuffer();
    let receipt: string;
    let evidenceBefore: Buffer;

    const admin = async (sql: string) => {
      const connection = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await connection.connect();
      try {
        await connection.query(sql);
      } finally {
        await connection.end();
      }
    };

    before(async () => {
      if (kind.postgres) {
        await admin(`CREATE DATABASE ${databaseName}`);
        const url = new URL(process.env.DATABASE_URL!);
        url.pathname = `/${databaseName}`;
        databaseUrl = url.toString();
      }
      env = {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        STAFF_EMAILS: '',
        // On PostgreSQL these are required (every instance shares them); on the embedded database the pepper is
        // generated into the data folder's secrets/, which the backup must carry.
        ...(kind.postgres ? { RECEIPT_PEPPER: randomBytes(32).toString('hex'), IP_HASH_SECRET: randomBytes(32).toString('hex') } : {}),
      };
      const db = await openDatabase({ databaseUrl: databaseUrl || null, dataDir });
      await migrate(db);
      const [officer] = await db.query<{ id: string }>(
        `INSERT INTO users (email, username, full_name, password_hash, terms_accepted_at, email_verified_at) VALUES ($1, 'desk-officer', 'Desk Officer', $2, now(), now()) RETURNING id`,
        [STAFF.email, await hashPassword(STAFF.password)],
      );
      await grantRoles(db, officer!.id, ['case_handler']);
      await db.close();
    });
    after(async () => {
      for (const server of servers) server.child.kill('SIGKILL');
      await Promise.all(servers.map((server) => server.exited));
      rmSync(root, { recursive: true, force: true });
      if (kind.postgres) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    });

    it('backs up a site with a report, its evidence and its receipt into one file readable by its owner only', async () => {
      const server = startServer(env);
      servers.push(server);
      await waitUntilUp(server);
      const site = client(server.port);
      receipt = await site.report(await photo);
      evidenceBefore = await site.evidence();
      assert.ok(evidenceBefore.length > 0);

      if (!kind.postgres) {
        // The embedded database has one user at a time: not while the server runs.
        const refused = await runScript('backup', [backup], env);
        assert.equal(refused.code, 1);
        assert.match(refused.stderr, /^The data folder .+ is in use by another process/);
        assert.equal(existsSync(backup), false);
        assert.equal(await stopServer(server), 0, server.output());
      }
      const made = await runScript('backup', [backup], env);
      assert.equal(made.code, 0, made.stderr);
      assert.match(made.stdout, new RegExp(`^Backed up the ${kind.postgres ? 'PostgreSQL' : 'embedded'} database \\(schema ${LATEST}\\), `));
      assert.equal(statSync(backup).mode & 0o777, 0o600);
      assert.deepEqual(readdirSync(root).sort(), ['data', 'site.tar.gz'], 'no temporary file is left beside it');
      if (kind.postgres) assert.equal(await stopServer(server), 0, server.output());

      const again = await runScript('backup', [backup], env);
      assert.equal(again.code, 1);
      assert.deepEqual(lines(again.stderr), [`${backup} already exists: a backup never overwrites a file, so give it a new name.`]);
      const usage = await runScript('backup', [], env);
      assert.equal(usage.code, 2);
      assert.match(usage.stderr, /^Usage: npm run backup -- <new-file\.tar\.gz>/);
    });

    it('refuses a file that is not a backup, a damaged one, or one of the other database kind, creating nothing', async () => {
      // The site is lost: its data folder and its database.
      rmSync(dataDir, { recursive: true, force: true });
      if (kind.postgres) {
        await admin(`DROP DATABASE ${databaseName} WITH (FORCE)`);
        await admin(`CREATE DATABASE ${databaseName}`);
      }
      const text = path.join(root, 'notes.txt');
      writeFileSync(text, 'not an archive\n');
      const truncated = path.join(root, 'truncated.tar.gz');
      writeFileSync(truncated, readFileSync(backup).subarray(0, Math.floor(statSync(backup).size / 2)));
      for (const file of [text, truncated]) {
        const refused = await runScript('restore', [file], env);
        assert.equal(refused.code, 1, refused.stderr);
        assert.equal(lines(refused.stderr).length, 1, refused.stderr);
        assert.equal(NOT_A_BACKUP.exec(refused.stderr.trim())?.[1], file, refused.stderr);
      }
      const otherKind = await runScript('restore', [backup], { ...env, DATABASE_URL: kind.postgres ? '' : 'postgres://nobody@127.0.0.1:9/none' });
      assert.equal(otherKind.code, 1);
      assert.match(otherKind.stderr, kind.postgres ? /holds a PostgreSQL database, .*set DATABASE_URL/ : /holds the embedded \(PGlite\) database, .*unset DATABASE_URL/);
      const usage = await runScript('restore', ['one.tar.gz', 'two.tar.gz'], env);
      assert.equal(usage.code, 2);
      assert.match(usage.stderr, /^Usage: npm run restore -- <backup\.tar\.gz>/);

      const left = existsSync(dataDir) ? readdirSync(dataDir).filter((name) => name !== 'in-use.lock') : [];
      assert.deepEqual(left, [], 'nothing was restored, not even in part');
      if (kind.postgres) {
        const db = await openDatabase({ databaseUrl, dataDir: ':memory:' });
        const [table] = await db.query<{ present: boolean }>(`SELECT to_regclass('reports') IS NOT NULL AS present`);
        await db.close();
        assert.equal(table!.present, false);
      }
    });

    it('restores it: the report is found again by its receipt and its evidence downloads from the desk', async () => {
      const restored = await runScript('restore', [backup], env);
      assert.equal(restored.code, 0, restored.stderr);
      assert.match(restored.stdout, new RegExp(`^Restored the backup made \\S+ \\(schema ${LATEST}\\)\\.`));

      // A restore that fails half-way (the database in the file cannot be loaded) leaves the restored site alone.
      const broken = path.join(root, 'broken.tar.gz');
      await backupWithBrokenDatabase(broken, kind.postgres ? 'postgres' : 'pglite');
      const failed = await runScript('restore', [broken], env);
      assert.equal(failed.code, 1);
      assert.equal(lines(failed.stderr).length, 1, failed.stderr);
      assert.match(
        failed.stderr,
        kind.postgres ? /^Reading the database dump failed: pg_restore said: / : /^The database in \S+ could not be loaded \(.+\); nothing was restored\./,
      );
      assert.deepEqual(
        readdirSync(dataDir).filter((name) => name.startsWith('.restore-') || name.startsWith('before-restore-')),
        [],
      );

      const server = startServer(env);
      servers.push(server);
      await waitUntilUp(server);
      const site = client(server.port);
      const followUp = await site.json('POST', '/api/reports/follow-up/', { receipt });
      assert.equal(followUp.status, 200, JSON.stringify(followUp.body));
      assert.equal(followUp.body.data!.incidentType, 'bribery');
      assert.equal(followUp.body.data!.files.length, 1);
      assert.deepEqual(await site.evidence(), evidenceBefore);
      assert.equal(await stopServer(server), 0, server.output());
    });
  });
}
