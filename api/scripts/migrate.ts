// npm run migrate
//
// Applies the migrations the database does not have yet and exits, as the server does at start, so an
// upgrade can be migrated (and checked) before the new version is started. Refuses, naming the file, when
// a migration already applied was edited since. With the embedded database the server must be stopped.
import { loadConfig } from '../src/config.js';
import { migrate, schemaVersion } from '../src/db/migrate.js';
import { openCommandDatabase, runCommand } from '../src/operations/command.js';

runCommand('The migration', async () => {
  if (process.argv.length > 2) {
    console.error('Usage: npm run migrate   (no arguments: it migrates the database the server uses, DATABASE_URL or DATA_DIR)');
    return 2;
  }
  const { db, close } = await openCommandDatabase(loadConfig());
  try {
    const applied = await migrate(db);
    const version = await schemaVersion(db);
    console.log(applied.length ? `Applied ${applied.join(', ')}; the schema is at ${version}.` : `Nothing to apply: the schema is at ${version}.`);
    return 0;
  } finally {
    await close();
  }
});
