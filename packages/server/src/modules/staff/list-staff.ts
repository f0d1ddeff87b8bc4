import type { Role } from '@ante/core';
import type { Db } from '../../lib/db/database';

export interface StaffMember {
  userId: string;
  username: string;
  role: Role;
  /** When the current role was given and by what (`cli` or a staff username); null before grants were recorded. */
  grantedAt: Date | null;
  grantedBy: string | null;
}

/** Every account with a staff role, with the grant that gave it, by username. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('staff_grants')
          .leftJoin('users as actor', 'actor.id', 'staff_grants.actor_user_id')
          .select(['staff_grants.created_at', 'staff_grants.source', 'actor.username as actor_username'])
          .whereRef('staff_grants.user_id', '=', 'users.id')
          .where('staff_grants.action', '=', 'grant')
          .orderBy('staff_grants.created_at', 'desc')
          .limit(1)
          .as('last_grant'),
      (join) => join.onTrue(),
    )
    .select([
      'users.id',
      'users.username',
      'users.role',
      'last_grant.created_at',
      'last_grant.source',
      'last_grant.actor_username',
    ])
    .where('users.role', '<>', 'user')
    .orderBy('users.username')
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    username: row.username,
    role: row.role,
    grantedAt: row.created_at,
    grantedBy: row.source === 'staff' ? row.actor_username : row.source,
  }));
}
