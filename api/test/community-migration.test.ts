import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Database } from '../src/db/index.js';
import { DATABASES, databaseBeforeMigration, type DatabaseBeforeMigration } from './harness.js';

const CONFIRMATIONS = '009_community_confirmations.sql';

/** What migration 009 does to rows made before it: which seats stay, which count as confirmed. */
for (const database of DATABASES) {
  describe(`migration 009 on data made before confirmations, on ${database.name}`, () => {
    let earlier: DatabaseBeforeMigration;
    let db: Database;
    before(async () => {
      // The schema as it was before 009: every earlier migration.
      earlier = await databaseBeforeMigration(database.url, CONFIRMATIONS);
      db = earlier.db;
    });
    after(async () => earlier.close());

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
      await db.query(`INSERT INTO workshop_waitlist (workshop_id, user_id, email) VALUES ('old-workshop', $1, 'alice@example.org'), ('old-workshop', NULL, 'walkin@example.org')`, [
        alice!.id,
      ]);
      await db.query(`INSERT INTO newsletter_subscriptions (email, list) VALUES ('typed.by.a.scanner@example.org', 'general')`);

      assert.deepEqual(await earlier.applyMigration(), [CONFIRMATIONS]);

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
