// A PostgreSQL schema of its own for one bench run, as the API tests give each file one, so a bench never
// reads or leaves behind another's tables. On the embedded database (no DATABASE_URL) there is none.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on a connection of its own, outside any bench schema. */
async function asAdmin(databaseUrl, sql) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Makes the schema (named `<prefix>_<random>`); `drop` removes it with everything in it. */
export async function benchSchema(databaseUrl, prefix) {
  if (!databaseUrl) return { schema: null, drop: async () => undefined };
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(databaseUrl, `CREATE SCHEMA ${schema}`);
  return { schema, drop: () => asAdmin(databaseUrl, `DROP SCHEMA ${schema} CASCADE`) };
}
