import { ADMIN_ROLE, type Permission, PLAYER_ROLE, type StaffRoleSummary } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { Conflict, ValidationError } from '../../../lib/errors';
import type { StaffActionResult } from '../../../lib/staff-action';
import { findRole } from './list-roles';

/**
 * Creates a role or replaces what it allows. `admin` cannot be changed: it holds every
 * permission by definition, so no edit can leave a casino without someone able to
 * manage staff. The role's row is locked so two admins editing it are applied in turn,
 * each audit entry showing the permissions it replaced.
 */
export async function saveRole(
  trx: Db,
  name: string,
  input: { description: string; permissions: Permission[] },
): Promise<StaffActionResult<StaffRoleSummary>> {
  if (name === ADMIN_ROLE)
    throw new Conflict('The admin role always holds every permission; it cannot be changed.');
  if (name === PLAYER_ROLE)
    throw new ValidationError('user is what a player is; it is not a staff role.', 'name');
  const permissions = [...new Set(input.permissions)].sort();
  const before = await trx
    .selectFrom('staff_roles')
    .select(['description', 'permissions'])
    .where('name', '=', name)
    .forUpdate()
    .executeTakeFirst();
  await trx
    .insertInto('staff_roles')
    .values({ name, description: input.description, permissions })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ description: input.description, permissions, updated_at: sql`now()` }),
    )
    .execute();
  const role = await findRole(trx, name);
  if (!role) throw new Error(`role ${name} vanished`);
  return {
    result: role,
    audit: {
      action: before ? 'role.change' : 'role.create',
      target: name,
      before: before ? { description: before.description, permissions: before.permissions } : null,
      after: { description: input.description, permissions },
    },
  };
}
