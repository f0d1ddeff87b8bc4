import type { Role } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { NotFound } from '../../lib/errors';

/** The roles that carry staff rights; `user` is what a revoke returns an account to. */
export const STAFF_ROLES = ['support', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who changed a role: the operator's command, or a member of staff (by account id). */
export type RoleChangeActor = { source: 'cli' } | { source: 'staff'; userId: string };

export interface RoleChange {
  userId: string;
  username: string;
  action: 'grant' | 'revoke';
  role: Role;
  previousRole: Role;
  /** False when the account had that role already: nothing was changed or recorded. */
  changed: boolean;
}

/**
 * Sets the role of an existing account and records the change in `staff_grants`, in
 * one transaction with the account row locked, so two changes at once are recorded
 * in the order they happened, each with the role it replaced. The account is found
 * by its username in any case; there is no way to name an account that does not
 * exist yet, so registering a name can never make anyone staff.
 */
async function changeRole(
  db: Db,
  username: string,
  action: RoleChange['action'],
  role: Role,
  actor: RoleChangeActor,
): Promise<RoleChange> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'username', 'role'])
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new NotFound(`There is no account named ${username}.`);
    const change: RoleChange = {
      userId: user.id,
      username: user.username,
      action,
      role,
      previousRole: user.role,
      changed: user.role !== role,
    };
    if (!change.changed) return change;
    await trx.updateTable('users').set({ role }).where('id', '=', user.id).execute();
    await trx
      .insertInto('staff_grants')
      .values({
        user_id: user.id,
        action,
        role,
        previous_role: user.role,
        source: actor.source,
        actor_user_id: actor.source === 'staff' ? actor.userId : null,
      })
      .execute();
    return change;
  });
}

/** Gives an existing account a staff role (support or admin). */
export function grantRole(db: Db, username: string, role: StaffRole, actor: RoleChangeActor) {
  return changeRole(db, username, 'grant', role, actor);
}

/** Takes an account's staff role away: it is an ordinary player again. */
export function revokeRole(db: Db, username: string, actor: RoleChangeActor) {
  return changeRole(db, username, 'revoke', 'user', actor);
}
