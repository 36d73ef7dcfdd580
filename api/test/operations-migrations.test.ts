import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/index.js';
import { migrate, MigrationChanged } from '../src/db/migrate.js';
import { MIGRATIONS_DIR } from '../src/paths.js';
import { DATABASES } from './harness.js';
import { lines, runScript, startServer } from './operations-processes.js';

const CHECKSUMS = '010_migration_checksums.sql';
const ALL = readdirSync(MIGRATIONS_DIR)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('npm run migrate (real processes, embedded database)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'civic-migrate-'));
  const env = { DATA_DIR: dataDir };
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  const stored = async <T>(sql: string): Promise<T[]> => {
    const db = await openDatabase({ databaseUrl: null, dataDir });
    try {
      return await db.query<T>(sql);
    } finally {
      await db.close();
    }
  };

  it('applies every pending migration, records their checksums, and exits without seeding or serving', async () => {
    const first = await runScript('migrate', [], env);
    assert.equal(first.code, 0, first.stderr);
    assert.equal(first.stdout.trim(), `Applied ${ALL.join(', ')}; the schema is at ${ALL.at(-1)}.`);

    const again = await runScript('migrate', [], env);
    assert.equal(again.code, 0, again.stderr);
    assert.equal(again.stdout.trim(), `Nothing to apply: the schema is at ${ALL.at(-1)}.`);

    const rows = await stored<{ id: string; checksum: string }>('SELECT id, checksum FROM schema_migrations ORDER BY id');
    assert.deepEqual(
      rows,
      ALL.map((id) => ({ id, checksum: sha256(readFileSync(path.join(MIGRATIONS_DIR, id), 'utf8')) })),
    );
    const [counties] = await stored<{ n: number }>('SELECT count(*)::int AS n FROM counties');
    assert.equal(counties!.n, 0, 'migrate only migrates: seed data comes with the server');
  });

  it('says what it expects when given arguments', async () => {
    const wrong = await runScript('migrate', ['now'], env);
    assert.equal(wrong.code, 2);
    assert.match(wrong.stderr, /^Usage: npm run migrate {3}\(no arguments/);
  });

  it('refuses, in one line naming the file, to migrate or start on a database whose applied migration no longer matches its file', async () => {
    // What an edit of 004 after it was applied looks like from the database: its recorded checksum differs.
    const db = await openDatabase({ databaseUrl: null, dataDir });
    await db.query(`UPDATE schema_migrations SET checksum = $1 WHERE id = '004_governance.sql'`, [sha256('as it was applied')]);
    await db.close();
    const expected = `The migration ${path.join(MIGRATIONS_DIR, '004_governance.sql')} was edited after it was applied to this database (its checksum no longer matches): put the file back as it was and make the change in a new migration.`;

    const refused = await runScript('migrate', [], env);
    assert.equal(refused.code, 1);
    assert.deepEqual(lines(refused.stderr), [expected]);
    assert.equal(refused.stdout, '');

    const server = startServer(env);
    const code = await server.exited;
    assert.equal(code, 1, server.output());
    assert.ok(server.output().includes(expected), server.output());
    assert.doesNotMatch(server.output(), /database ready|listening/i);
  });
});

for (const database of DATABASES) {
  describe(`migration checksums on ${database.name}`, () => {
    let db: Database;
    let schema: string | null = null;
    const dir = mkdtempSync(path.join(tmpdir(), 'civic-checksums-'));
    const copy = (names: string[]) => names.forEach((name) => cpSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name)));

    before(async () => {
      if (database.url) {
        schema = `test_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: database.url });
        await admin.connect();
        await admin.query(`CREATE SCHEMA ${schema}`);
        await admin.end();
      }
      db = await openDatabase({ databaseUrl: database.url, dataDir: ':memory:', ...(schema ? { searchPath: schema } : {}) });
    });
    after(async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
      if (database.url && schema) {
        const admin = new pg.Client({ connectionString: database.url });
        await admin.connect();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
    });

    it('records the checksums of migrations applied before checksums existed the first time it sees them, then catches an edit', async () => {
      const before010 = ALL.filter((name) => name < CHECKSUMS);
      copy(before010);
      assert.deepEqual(await migrate(db, dir), before010);
      // A database as every site had it before 010: applied migrations, no checksums.
      const [column] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'schema_migrations' AND column_name = 'checksum'`,
      );
      assert.equal(column!.n, 0);

      copy(ALL.filter((name) => name >= CHECKSUMS));
      assert.deepEqual(
        await migrate(db, dir),
        ALL.filter((name) => name >= CHECKSUMS),
      );
      const rows = await db.query<{ id: string; checksum: string | null }>('SELECT id, checksum FROM schema_migrations ORDER BY id');
      assert.deepEqual(
        rows,
        ALL.map((id) => ({ id, checksum: sha256(readFileSync(path.join(dir, id), 'utf8')) })),
      );

      // 003 is edited after it was applied, and a new migration waits: nothing is applied, and the file is named.
      const edited = path.join(dir, '003_notifications.sql');
      const original = readFileSync(edited, 'utf8');
      appendFileSync(edited, '\nCREATE INDEX notifications_extra ON notifications (created_at);\n');
      writeFileSync(path.join(dir, '999_later.sql'), 'CREATE TABLE later_things (id int PRIMARY KEY);\n');
      await assert.rejects(migrate(db, dir), (error: Error) => {
        assert.ok(error instanceof MigrationChanged);
        assert.equal(error.message.split('\n').length, 1);
        assert.match(error.message, new RegExp(`^The migration ${edited.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} was edited after it was applied`));
        return true;
      });
      const [later] = await db.query<{ present: boolean }>(`SELECT to_regclass('later_things') IS NOT NULL AS present`);
      assert.equal(later!.present, false, 'nothing was applied');

      // Put back as it was — with Windows line endings, which is not an edit — and the new migration goes in.
      writeFileSync(edited, original.replace(/\n/g, '\r\n'));
      assert.deepEqual(await migrate(db, dir), ['999_later.sql']);
    });
  });
}
