// npm run staff -- grant someone@example.org [role ...]   give roles (a case handler when none is named)
// npm run staff -- revoke someone@example.org [role ...]  take roles away (all when none is named) and end their sessions
// npm run staff -- list                                   list the staff and their roles
// npm run staff -- reset-second-factor someone@example.org  remove their two-step sign-in (lost phone and
//                                                          recovery codes) and end their sessions
// Roles: administrator, case_handler, moderator, editor (api/src/accounts/roles.ts).
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import { openCommandDatabase, runCommand } from '../src/operations/command.js';
import { grantRoles, isStaffRole, revokeRoles, rolesOf, STAFF_ROLES, type StaffRole } from '../src/accounts/roles.js';
import { removeSecondFactor } from '../src/accounts/secondFactor.js';
import { revokeAllSessions } from '../src/accounts/sessions.js';

const [command, email, ...named] = process.argv.slice(2);
const usage = `Usage: npm run staff -- grant|revoke <e-mail> [role ...] | reset-second-factor <e-mail> | list\nRoles: ${STAFF_ROLES.join(', ')}`;

async function main(): Promise<number> {
  const unknown = named.filter((role) => !isStaffRole(role));
  const withAddress = command === 'grant' || command === 'revoke' || (command === 'reset-second-factor' && named.length === 0);
  if (!(command === 'list' || (withAddress && email)) || unknown.length > 0) {
    if (unknown.length > 0) console.error(`Not a role: ${unknown.join(', ')}.`);
    console.error(usage);
    return 2;
  }
  // With the embedded database this takes the data folder first, and is refused while the server runs.
  const { db, close } = await openCommandDatabase(loadConfig());
  try {
    await migrate(db);
    if (command === 'list') {
      const rows = await db.query<{ email: string; full_name: string; roles: string[] }>(
        `SELECT u.email, u.full_name, array_agg(r.role ORDER BY r.role) AS roles
           FROM users u JOIN staff_roles r ON r.user_id = u.id
          GROUP BY u.id ORDER BY u.email`,
      );
      console.log(rows.length ? rows.map((row) => `${row.email}  ${row.full_name}  ${row.roles.join(', ')}`).join('\n') : 'No staff yet.');
      return 0;
    }
    const address = email!.trim().toLowerCase();
    const [user] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [address]);
    if (!user) {
      console.error(`No account uses ${address}. The person must sign up first.`);
      return 1;
    }
    if (command === 'reset-second-factor') {
      // The way back in for an administrator who lost both their phone and their recovery codes, when no other
      // administrator can remove it in the console.
      const removed = await removeSecondFactor(db, user.id);
      await revokeAllSessions(db, user.id);
      console.log(removed ? `${address}: two-step sign-in removed; they set it up again at their next sign-in.` : `${address} had not set up two-step sign-in.`);
      return 0;
    }
    const roles = named as StaffRole[];
    // Roles taken away take effect at once: revokeRoles ends their open sessions.
    if (command === 'grant') await grantRoles(db, user.id, roles.length ? roles : ['case_handler']);
    else await revokeRoles(db, user.id, roles.length ? roles : STAFF_ROLES);
    const held = await rolesOf(db, user.id);
    console.log(held.length ? `${address} now holds: ${held.join(', ')}.` : `${address} holds no staff role.`);
    return 0;
  } finally {
    await close();
  }
}

runCommand('npm run staff', main);
