import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { migrate } from './db/migrate.js';
import { seed } from './seed/index.js';
import { claimDataDir } from './db/ownership.js';

/** Grace period for in-flight requests on SIGTERM before the process gives up and exits. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  const release = db.kind === 'pglite' && config.dataDir !== ':memory:' ? claimDataDir(config.dataDir) : () => undefined;
  const applied = await migrate(db);
  if (config.seed) await seed(db);
  const app = await buildApp({ config, db });
  if (applied.length) app.log.info({ applied }, 'database migrated');
  app.log.info({ database: db.kind }, 'database ready');

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await db.close();
      release();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
