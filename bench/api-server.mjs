// The API for bench/api-load.mjs and bench/scale.mjs: the real app with seed data and generated projects
// spread over all 1,450 wards (BENCH_PROJECTS of them, 10,000 by default), on an embedded database in a temporary folder, or, when DATABASE_URL is set, on that
// PostgreSQL in a schema of its own (made here and dropped on SIGTERM, as the API tests do), with Redis when
// REDIS_URL is set (under a prefix of its own). Prints READY when it listens.
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { buildApp } from '../api/dist/app.js';
import { loadConfig } from '../api/dist/config.js';
import { openDatabase } from '../api/dist/db/index.js';
import { migrate } from '../api/dist/db/migrate.js';
import { seed } from '../api/dist/seed/index.js';
import { createSession, sessionCookieName } from '../api/dist/accounts/sessions.js';
import { generateForumAndDesk, generateProjects } from './generate.mjs';
import { benchSchema } from './schema.mjs';

const [port, dataDir] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL || '';
const COUNT = Number(process.env.BENCH_PROJECTS || 10_000);

const { schema, drop: dropSchema } = await benchSchema(databaseUrl, 'bench');

let app = null;
let db = null;
process.once('SIGTERM', async () => {
  await app?.close();
  await db?.close();
  await dropSchema();
  process.exit(0);
});

try {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: databaseUrl ? process.env.REDIS_URL || '' : '',
    REDIS_PREFIX: `bench-${randomBytes(6).toString('hex')}:`,
    RECEIPT_PEPPER: randomBytes(32).toString('hex'),
    IP_HASH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    // As a start with no LOG_LEVEL logs: one line for each request answered.
    LOG_LEVEL: 'info',
    PORT: port,
    HOST: '127.0.0.1',
  });
  db = await openDatabase({ ...config, ...(schema ? { searchPath: schema } : {}) });
  await migrate(db);
  await seed(db);
  await generateProjects(db, COUNT);
  // The forum and the case desk grow with the projects: at 100,000 projects, 20,000 discussions, 100,000
  // comments and 20,000 cases. Their reads need a signed-in case handler, whose session cookie READY prints.
  await generateForumAndDesk(db, { discussions: COUNT / 5, comments: COUNT, cases: COUNT / 5 });
  const [handler] = await db.query(
    `INSERT INTO users (email, username, full_name, display_name, terms_accepted_at, email_verified_at)
     VALUES ('bench.handler@example.org', 'bench-handler', 'Bench Case Handler', 'Bench', now(), now()) RETURNING id`,
  );
  await db.query(`INSERT INTO staff_roles (user_id, role) VALUES ($1, 'case_handler')`, [handler.id]);
  const token = await createSession(db, handler.id);
  // A case handler reads the desk once past two-step sign-in: set up (with a key no app holds) and given in
  // this session, as after they entered their app's code.
  await db.query(`INSERT INTO second_factors (user_id, sealed_key, confirmed_at) VALUES ($1, 'bench', now())`, [handler.id]);
  await db.query('UPDATE sessions SET second_factor_at = now() WHERE user_id = $1', [handler.id]);
  const session = `${sessionCookieName(config)}=${token}`;
  const [discussion] = await db.query('SELECT discussion_id AS id FROM discussion_comments GROUP BY discussion_id ORDER BY count(*) DESC LIMIT 1');
  // Logged as `npm start` logs (pino's own asynchronous writer), into /dev/null: each line is made and written,
  // and thrown away by the system instead of filling a disk or a pipe.
  app = await buildApp({ config, db, logStream: pino.destination({ dest: '/dev/null', sync: false }) });
  await app.listen({ host: '127.0.0.1', port: Number(port) });
  console.log(`READY ${JSON.stringify({ session, discussion: discussion?.id ?? null })}`);
} catch (error) {
  console.error(error);
  await app?.close().catch(() => undefined);
  await db?.close().catch(() => undefined);
  await dropSchema().catch(() => undefined);
  process.exit(1);
}
