import { ADMIN_ROLE, PERMISSION_NAMES, PERMISSIONS, type StaffRoleSummary } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { rolePermissions } from '../../../lib/session';

/** Every role with what it allows and how many accounts hold it, and every permission described. */
export async function listRoles(db: Db) {
  const rows = await db
    .selectFrom('staff_roles as r')
    .select([
      'r.name',
      'r.description',
      'r.permissions',
      (eb) =>
        eb
          .selectFrom('users')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('users.role', '=', 'r.name')
          .as('members'),
    ])
    .orderBy(sql`r.name = ${ADMIN_ROLE}`, 'desc')
    .orderBy('r.name')
    .execute();
  const roles: StaffRoleSummary[] = rows.map((row) => ({
    name: row.name,
    description: row.description,
    permissions: [...rolePermissions(row.name, row.permissions)],
    members: Number(row.members ?? 0),
  }));
  return {
    roles,
    permissions: PERMISSION_NAMES.map((name) => ({ name, description: PERMISSIONS[name] })),
  };
}

export async function findRole(db: Db, name: string): Promise<StaffRoleSummary | undefined> {
  return (await listRoles(db)).roles.find((role) => role.name === name);
}
