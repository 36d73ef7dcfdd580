// npm run restore -- <backup.tar.gz>
//
// Restores a file made by npm run backup: checks it whole first (a wrong or damaged file is refused and
// nothing changes), then replaces the database, the uploads folder and the secrets folder. With the
// embedded database the server must be stopped first; with PostgreSQL, stop every instance. See
// docs/operations.md.
import { loadConfig } from '../src/config.js';
import { runCommand } from '../src/operations/command.js';
import { restoreBackup } from '../src/operations/restore.js';

const USAGE = 'Usage: npm run restore -- <backup.tar.gz>   (one argument: a file made by npm run backup)';

runCommand('The restore', async () => {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const { manifest, previous, latest } = await restoreBackup(loadConfig(), args[0]!);
  const version = manifest.database.schemaVersion;
  const lines = [`Restored the backup made ${manifest.createdAt} (schema ${version ?? 'empty'}).`];
  if (previous) lines.push(`What it replaced in the data folder is in ${previous}: delete that folder once the site works as it should (it holds personal data).`);
  if (latest && version !== latest) lines.push(`The next start (or npm run migrate) brings the schema up to ${latest}.`);
  console.log(lines.join('\n'));
  return 0;
});
