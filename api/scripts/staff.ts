// npm run staff -- grant someone@example.org   make an account a case handler (desk access)
// npm run staff -- revoke someone@example.org  take desk access away (and end their sessions)
// npm run staff -- list                        list case handlers
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import { openCommandDatabase, runCommand } from '../src/operations/command.js';

const [command, email] = process.argv.slice(2);
const usage = 'Usage: npm run staff -- grant|revoke <e-mail> | list';

async function main(): Promise<number> {
  if (!(command === 'list' || ((command === 'grant' || command === 'revoke') && email))) {
    console.error(usage);
    return 2;
  }
  // With the embedded database this takes the data folder first, and is refused while the server runs.
  const { db, close } = await openCommandDatabase(loadConfig());
  try {
    await migrate(db);
    if (command === 'list') {
      const rows = await db.query<{ email: string; full_name: string }>('SELECT email, full_name FROM users WHERE is_staff ORDER BY email');
      console.log(rows.length ? rows.map((row) => `${row.email}  ${row.full_name}`).join('\n') : 'No case handlers yet.');
      return 0;
    }
    const address = email!.trim().toLowerCase();
    const staff = command === 'grant';
    const rows = await db.query<{ id: string }>('UPDATE users SET is_staff = $2 WHERE email = $1 RETURNING id', [address, staff]);
    if (rows.length === 0) {
      console.error(`No account uses ${address}. The person must sign up first.`);
      return 1;
    }
    // Desk access taken away takes effect at once: their open sessions end.
    if (!staff) await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [rows[0]!.id]);
    console.log(staff ? `${address} is now a case handler.` : `${address} is no longer a case handler.`);
    return 0;
  } finally {
    await close();
  }
}

runCommand('npm run staff', main);
