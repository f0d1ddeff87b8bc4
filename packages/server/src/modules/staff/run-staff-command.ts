import { PLAYER_ROLE, roleNameSchema } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { grantRole, type RoleChange, revokeRole, STAFF_ROLES, type StaffRole } from './change-role';
import { listStaff } from './list-staff';

export const STAFF_USAGE = `Usage:
  npm run staff -- grant <username> <${STAFF_ROLES.join('|')}>
  npm run staff -- revoke <username>
  npm run staff -- list`;

/** What the command answers: the lines for the operator, and 0 when done or 1 when refused. */
/** Where a role change is logged (the command's own log, or the running casino's). */
export type StaffLog = { info: (details: object, message: string) => void };

export interface StaffCommandResult {
  exitCode: 0 | 1;
  lines: string[];
}

/** A role's name as the database allows it; whether the role exists is the grant's to check. */
function isStaffRole(value: string | undefined): value is StaffRole {
  return value !== undefined && value !== PLAYER_ROLE && roleNameSchema.safeParse(value).success;
}

/** Whether `args` is one of the command's forms; anything else is answered with the usage. */
export function isStaffCommand(args: readonly string[]): boolean {
  const [command, username, role] = args;
  return Boolean(
    (command === 'grant' && username && isStaffRole(role) && args.length === 3) ||
      (command === 'revoke' && username && args.length === 2) ||
      (command === 'list' && args.length === 1),
  );
}

function describeChange(change: RoleChange): string {
  if (!change.changed) return `${change.username} is ${change.role} already; nothing changed.`;
  return change.action === 'grant'
    ? `Granted ${change.role} to ${change.username} (was ${change.previousRole}).`
    : `Revoked ${change.previousRole} from ${change.username}; the account is an ordinary player now.`;
}

/**
 * `npm run staff`'s work on a database: grant, revoke or list staff roles. The same
 * whether the command opened the database itself or a running casino runs it for the
 * command (control-socket.ts). Each change is recorded in `staff_grants` with `cli` as
 * its author and written to `log`.
 */
export async function runStaffCommand(
  db: Db,
  args: readonly string[],
  log: StaffLog,
): Promise<StaffCommandResult> {
  if (!isStaffCommand(args)) return { exitCode: 1, lines: [STAFF_USAGE] };
  const [command, username = '', role] = args;
  try {
    if (command === 'list') {
      const staff = await listStaff(db);
      if (staff.length === 0) return { exitCode: 0, lines: ['No staff accounts.'] };
      return {
        exitCode: 0,
        lines: staff.map((member) => {
          const since = member.grantedAt
            ? ` since ${member.grantedAt.toISOString()} by ${member.grantedBy}`
            : '';
          return `${member.username}\t${member.role}${since}`;
        }),
      };
    }
    const change = isStaffRole(role)
      ? await grantRole(db, username, role, { source: 'cli' })
      : await revokeRole(db, username, { source: 'cli' });
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
    return { exitCode: 0, lines: [describeChange(change)] };
  } catch (error) {
    if (error instanceof AppError) return { exitCode: 1, lines: [error.message] };
    throw error;
  }
}
