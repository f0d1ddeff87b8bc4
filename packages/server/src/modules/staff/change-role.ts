import { PLAYER_ROLE, type Role } from '@ante/core';
import { sql } from 'kysely';
import { appendAudit } from '../../lib/audit-chain';
import type { Db } from '../../lib/db/database';
import { inTransaction } from '../../lib/db/in-transaction';
import { NotFound, ValidationError } from '../../lib/errors';

/** The roles a fresh install has (migration 0044); admins may add others. */
export const STAFF_ROLES = ['support', 'risk', 'finance', 'admin'] as const;
export type StaffRole = string;

/** Who changed a role: the operator's command, or a member of staff (by account id and name, from an address). */
export type RoleChangeActor =
  | { source: 'cli' }
  | { source: 'staff'; userId: string; username: string; ip: string | null };

export interface RoleChange {
  userId: string;
  username: string;
  action: 'grant' | 'revoke';
  role: Role;
  previousRole: Role;
  /** False when the account had that role already: nothing was changed or recorded. */
  changed: boolean;
  /** The audit entry of the change; null when nothing changed. */
  auditSeq: number | null;
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
  account: { username: string } | { id: string },
  action: RoleChange['action'],
  role: Role,
  actor: RoleChangeActor,
): Promise<RoleChange> {
  return inTransaction(db, async (trx) => {
    if (role !== PLAYER_ROLE) {
      const known = await trx
        .selectFrom('staff_roles')
        .select('name')
        .where('name', '=', role)
        .executeTakeFirst();
      if (!known) throw new ValidationError(`There is no role named ${role}.`, 'role');
    }
    const user = await trx
      .selectFrom('users')
      .select(['id', 'username', 'role'])
      .where((eb) =>
        'id' in account
          ? eb('id', '=', account.id)
          : eb(sql<string>`lower(username)`, '=', account.username.toLowerCase()),
      )
      .forUpdate()
      .executeTakeFirst();
    if (!user) {
      throw new NotFound(
        'id' in account ? 'There is no such account.' : `There is no account named ${account.username}.`,
      );
    }
    const change: RoleChange = {
      userId: user.id,
      username: user.username,
      action,
      role,
      previousRole: user.role,
      changed: user.role !== role,
      auditSeq: null,
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
    const entry = await appendAudit(trx, {
      actorId: actor.source === 'staff' ? actor.userId : null,
      actor: actor.source === 'staff' ? actor.username : 'cli',
      permission: 'staff.manage',
      action: action === 'grant' ? 'staff.grant' : 'staff.revoke',
      targetUserId: user.id,
      before: { role: user.role },
      after: { role },
      ip: actor.source === 'staff' ? actor.ip : null,
    });
    return { ...change, auditSeq: entry.seq };
  });
}

/** Gives an existing account a staff role (one of `staff_roles`). */
export function grantRole(db: Db, username: string, role: StaffRole, actor: RoleChangeActor) {
  return changeRole(db, { username }, 'grant', role, actor);
}

/** Takes an account's staff role away: it is an ordinary player again. */
export function revokeRole(db: Db, username: string, actor: RoleChangeActor) {
  return changeRole(db, { username }, 'revoke', PLAYER_ROLE, actor);
}

/** Sets an account's role by its id, from the back office: a staff role, or `user` to revoke. */
export function setRole(db: Db, userId: string, role: Role, actor: RoleChangeActor) {
  return changeRole(db, { id: userId }, role === PLAYER_ROLE ? 'revoke' : 'grant', role, actor);
}
