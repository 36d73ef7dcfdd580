import { buildApp } from './app.js';
import { loadConfig, requireSharedSecrets } from './config.js';
import { logProcessEventsAsJson, logStartupFailure } from './observability/log.js';
import { openDatabase } from './db/index.js';
import { migrate } from './db/migrate.js';
import { seed } from './seed/index.js';
import { issueFirstAdministratorLink } from './staff/firstAdministrator.js';
import { holdDataFolder } from './operations/command.js';

/** Node 24 LTS; `npm start` runs the Node that npm install put in node_modules/.bin. */
const MINIMUM_NODE_MAJOR = 24;

async function main(): Promise<void> {
  if (Number(process.versions.node.split('.')[0]) < MINIMUM_NODE_MAJOR) {
    throw new Error(`Node ${MINIMUM_NODE_MAJOR} or later is needed, and this is ${process.version}: start the server with npm start, which uses the Node in node_modules/.bin.`);
  }
  const config = loadConfig();
  requireSharedSecrets();
  // The embedded database's folder is taken before anything opens it; a second process is refused here (db/ownership.ts).
  const release = await holdDataFolder(config);
  const db = await openDatabase(config);
  const applied = await migrate(db);
  if (config.seed) await seed(db);
  // The planner's statistics for new tables and indexes (the embedded database has no autovacuum to gather them).
  if (applied.length) await db.query('ANALYZE');
  const app = await buildApp({ config, db });
  if (applied.length) app.log.info({ applied }, 'database migrated');
  app.log.info({ database: db.kind, node: process.version }, 'database ready');
  // A new site with no administrator, and none named in STAFF_EMAILS: a one-time link for the operator to open.
  const firstAdministrator = config.staffEmails.length === 0 ? await issueFirstAdministratorLink(db, config) : null;
  // A step of setting a site up, not a fault: logged as information.
  if (firstAdministrator) {
    app.log.info(
      { link: firstAdministrator },
      `no administrator yet: sign in (or sign up) as the person who will run this site, then open ${firstAdministrator} once within 24 hours`,
    );
  }

  let stopping = false;
  /**
   * SIGTERM: answer what is in flight, refuse new work with 503 (see drain.ts), close the server and its
   * sockets, then the database, and exit 0. If requests are still running after the grace period, their
   * connections are cut, the database is still closed, and the exit code is 1.
   */
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    let forced = false;
    let force: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => {
      force = setTimeout(() => {
        forced = true;
        app.log.error({ graceSeconds: config.shutdownGraceSeconds }, 'requests still running after the grace period; closing their connections');
        app.server.closeAllConnections();
        resolve();
      }, config.shutdownGraceSeconds * 1000);
    });
    try {
      await Promise.race([app.drain(), graceOver]);
      await app.close();
    } catch (error) {
      forced = true;
      app.log.error({ err: error }, 'shutdown failed');
    }
    clearTimeout(force);
    try {
      await db.close();
      app.log.info('database closed');
    } catch (error) {
      forced = true;
      app.log.error({ err: error }, 'the database did not close cleanly');
    }
    release();
    process.exit(forced ? 1 : 0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

// Warnings and a crash are JSON lines like every other (Node prints them as bare text).
logProcessEventsAsJson();

main().catch((error: unknown) => {
  // Bad configuration: one line per setting, naming it and what it must be, no stack trace (see logStartupFailure).
  logStartupFailure(error);
  process.exit(1);
});
