// npm run backup -- <new-file.tar.gz>
//
// Backs the site up into one new file: the database (the embedded one, or PostgreSQL's with DATABASE_URL),
// the uploads folder and the secrets folder, with a manifest of what it holds. With the embedded database
// the server must be stopped first (the data folder has one user at a time); PostgreSQL is backed up while
// the site runs. See docs/operations.md.
import { loadConfig } from '../src/config.js';
import { createBackup } from '../src/operations/backup.js';
import { runCommand } from '../src/operations/command.js';

const USAGE = 'Usage: npm run backup -- <new-file.tar.gz>   (one argument: the backup file to create, which must not exist yet)';

function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

runCommand('The backup', async () => {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const { file, bytes, manifest } = await createBackup(loadConfig(), args[0]!);
  const uploads = manifest.files.filter((entry) => entry.path.startsWith('uploads/')).length;
  const database = manifest.database.kind === 'pglite' ? 'the embedded database' : 'the PostgreSQL database';
  const parts = [`${database} (schema ${manifest.database.schemaVersion ?? 'empty'})`, `${uploads} uploaded file(s)`];
  if (manifest.folders.includes('secrets')) parts.push('the secrets folder');
  const holds = manifest.folders.includes('secrets') ? 'personal data and the receipt pepper' : 'personal data';
  console.log(`Backed up ${parts.join(', ')} into ${file} (${size(bytes)}). Keep it somewhere safe: it holds ${holds}.`);
  return 0;
});
