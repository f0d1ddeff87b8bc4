/** Support and admin: they moderate chat, their messages carry a staff badge, no wager rule. */
export function isStaff(role: string): boolean {
  return role === 'support' || role === 'admin';
}

const RANK: Record<string, number> = { user: 0, support: 1, admin: 2 };

/**
 * Whether a member of staff may moderate a player: only someone ranked below them,
 * so support moderate players, admins moderate players and support, and nobody
 * their own peers (two admins cannot silence each other).
 */
export function outranks(staffRole: string, targetRole: string): boolean {
  return (RANK[staffRole] ?? 0) > (RANK[targetRole] ?? 0);
}
