import { ADMIN_ROLE, PLAYER_ROLE } from '@ante/core';

/** Any staff role: their messages carry a staff badge, and no wager rule applies to them. */
export function isStaff(role: string): boolean {
  return role !== PLAYER_ROLE;
}

/** Players rank lowest, admins highest, every other staff role between them. */
function rank(role: string): number {
  if (role === PLAYER_ROLE) return 0;
  return role === ADMIN_ROLE ? 2 : 1;
}

/**
 * Whether a member of staff may moderate a player: only someone ranked below them,
 * so other staff moderate players, admins moderate players and other staff, and nobody
 * their own peers (two admins cannot silence each other).
 */
export function outranks(staffRole: string, targetRole: string): boolean {
  return rank(staffRole) > rank(targetRole);
}
