import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { MIGRATIONS_DIR } from '../src/paths.js';
import { DATABASES } from './harness.js';

const CONFIRMATIONS = '009_community_confirmations.sql';

/** What migration 009 does to rows made before it: which seats stay, which count as confirmed. */
for (const database of DATABASES) {
  describe(`migration 009 on data made before confirmations, on ${database.name}`, () => {
    let db: Database;
    let schema: string | null = null;
    const dir = mkdtempSync(path.join(tmpdir(), 'civic-migrations-'));
    before(async () => {
      if (database.url) {
        schema = `test_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: database.url });
        await admin.connect();
        await admin.query(`CREATE SCHEMA ${schema}`);
        await admin.end();
      }
      db = await openDatabase({ databaseUrl: database.url, dataDir: ':memory:', ...(schema ? { searchPath: schema } : {}) });
      // The schema as it was before 009: every earlier migration.
      for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql') && name < CONFIRMATIONS)) cpSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
      await migrate(db, dir);
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

    it("keeps every seat; only a registration made with the account's own address counts as confirmed; old subscriptions wait for their owners", async () => {
      const [alice] = await db.query<{ id: string }>(
        `INSERT INTO users (email, username, full_name, terms_accepted_at, email_verified_at) VALUES ('alice@example.org', 'alice-1', 'Alice', now(), now()) RETURNING id`,
      );
      await db.query(
        `INSERT INTO workshops (id, title, category, description, starts_on, start_time, location, duration, capacity, registrations_count)
         VALUES ('old-workshop', 'Old', 'upcoming', 'D', '2027-01-01', '10:00', 'Nyeri', '1 hour', 10, 3)`,
      );
      await db.query(
        `INSERT INTO workshop_registrations (workshop_id, user_id, name, email, phone) VALUES
           ('old-workshop', $1, 'Alice', 'Alice@Example.org', '0700000000'),
           ('old-workshop', $1, 'Bob', 'bob@example.org', '0700000000'),
           ('old-workshop', NULL, 'Visitor', 'visitor@example.org', '0700000000')`,
        [alice!.id],
      );
      await db.query(`INSERT INTO workshop_waitlist (workshop_id, user_id, email) VALUES ('old-workshop', $1, 'alice@example.org'), ('old-workshop', NULL, 'walkin@example.org')`, [alice!.id]);
      await db.query(`INSERT INTO newsletter_subscriptions (email, list) VALUES ('typed.by.a.scanner@example.org', 'general')`);

      cpSync(path.join(MIGRATIONS_DIR, CONFIRMATIONS), path.join(dir, CONFIRMATIONS));
      assert.deepEqual(await migrate(db, dir), [CONFIRMATIONS]);

      const seats = await db.query<{ email: string; confirmed: boolean; hold_expires_at: Date | null }>(
        `SELECT email, confirmed_at IS NOT NULL AS confirmed, hold_expires_at FROM workshop_registrations ORDER BY name`,
      );
      assert.deepEqual(seats, [
        { email: 'Alice@Example.org', confirmed: true, hold_expires_at: null },
        { email: 'bob@example.org', confirmed: false, hold_expires_at: null },
        { email: 'visitor@example.org', confirmed: false, hold_expires_at: null },
      ]);
      const [count] = await db.query<{ registrations_count: number }>(`SELECT registrations_count FROM workshops WHERE id = 'old-workshop'`);
      assert.equal(count!.registrations_count, 3, 'no seat is lost');
      const waitlist = await db.query<{ email: string; confirmed: boolean }>(`SELECT email, confirmed_at IS NOT NULL AS confirmed FROM workshop_waitlist ORDER BY email`);
      assert.deepEqual(waitlist, [
        { email: 'alice@example.org', confirmed: true },
        { email: 'walkin@example.org', confirmed: false },
      ]);
      const [subscription] = await db.query<{ confirmed_at: Date | null }>(`SELECT confirmed_at FROM newsletter_subscriptions`);
      assert.equal(subscription!.confirmed_at, null);
    });
  });
}
