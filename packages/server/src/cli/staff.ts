import { pino } from 'pino';
import { loadConfig } from '../lib/config';
import { openDatabase } from '../lib/db/database';
import { migrate } from '../lib/db/migrate';
import { AppError } from '../lib/errors';
import {
  grantRole,
  type RoleChange,
  revokeRole,
  STAFF_ROLES,
  type StaffRole,
} from '../modules/staff/change-role';
import { listStaff } from '../modules/staff/list-staff';

const USAGE = `Usage:
  npm run staff -- grant <username> <${STAFF_ROLES.join('|')}>
  npm run staff -- revoke <username>
  npm run staff -- list`;

/** A refusal the operator can fix (bad usage, unknown account): exit 1 with the message. */
class Refused extends Error {}

function isStaffRole(value: string | undefined): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value ?? '');
}

function describe(change: RoleChange): string {
  if (!change.changed) return `${change.username} is ${change.role} already; nothing changed.`;
  return change.action === 'grant'
    ? `Granted ${change.role} to ${change.username} (was ${change.previousRole}).`
    : `Revoked ${change.previousRole} from ${change.username}; the account is an ordinary player now.`;
}

/**
 * `npm run staff`: gives an existing account a staff role, takes it away, or lists
 * staff, on the configured database (DATABASE_URL, or PGlite in DATA_DIR, which must
 * not be open in a running casino at the same time). Each change is recorded in
 * `staff_grants` with `cli` as its author and written to this process's log (JSON, on
 * stderr) besides the line for the operator on stdout. Exit 1 on a refusal, 2 when it
 * could not run.
 */
async function main(args: string[]): Promise<void> {
  const [command, username, role] = args;
  const valid =
    (command === 'grant' && username && isStaffRole(role) && args.length === 3) ||
    (command === 'revoke' && username && args.length === 2) ||
    (command === 'list' && args.length === 1);
  if (!valid) throw new Refused(USAGE);

  const config = loadConfig();
  const log = pino({ level: config.logLevel === 'silent' ? 'silent' : 'info' }, pino.destination(2));
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  try {
    await migrate(database.db);
    if (command === 'list') {
      const staff = await listStaff(database.db);
      if (staff.length === 0) console.log('No staff accounts.');
      for (const member of staff) {
        const since = member.grantedAt
          ? ` since ${member.grantedAt.toISOString()} by ${member.grantedBy}`
          : '';
        console.log(`${member.username}\t${member.role}${since}`);
      }
      return;
    }
    const change = isStaffRole(role)
      ? await grantRole(database.db, username ?? '', role, { source: 'cli' })
      : await revokeRole(database.db, username ?? '', { source: 'cli' });
    if (change.changed) {
      log.info(
        {
          userId: change.userId,
          username: change.username,
          action: change.action,
          role: change.role,
          previousRole: change.previousRole,
          by: 'cli',
        },
        `staff role ${change.action === 'grant' ? 'granted' : 'revoked'}`,
      );
    }
    console.log(describe(change));
  } catch (error) {
    if (error instanceof AppError) throw new Refused(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error) => {
  if (error instanceof Refused) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(`The staff command could not run: ${(error as Error).message}`);
  process.exit(2);
});
