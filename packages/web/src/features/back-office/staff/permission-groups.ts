/** How the role editor titles each area of permissions (the part of a permission's name before the dot). */
export const AREA_LABELS: Record<string, string> = {
  players: 'Players',
  kyc: 'Verification',
  withdrawals: 'Withdrawals',
  balances: 'Balances',
  games: 'Games',
  codes: 'Codes and offers',
  affiliates: 'Affiliates',
  competitions: 'Competitions',
  pot: 'Global pot',
  chat: 'Chat',
  support: 'Support',
  errors: 'Crash reports',
  risk: 'Risk',
  reports: 'Reports',
  ledger: 'Ledger',
  solvency: 'Proof of solvency',
  providers: 'Providers',
  audit: 'Audit log',
  staff: 'Staff',
};

export type PermissionInfo = { name: string; description: string };
export type PermissionGroup = { area: string; label: string; permissions: PermissionInfo[] };

/**
 * The permissions the server lists, grouped by area in the order each area first
 * appears. An area this list has no title for (one added on the server later) is
 * titled by its own name, so a new permission is never hidden from the editor.
 */
export function permissionGroups(permissions: readonly PermissionInfo[]): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup>();
  for (const permission of permissions) {
    const area = permission.name.split('.')[0] ?? permission.name;
    let group = groups.get(area);
    if (!group) {
      const label = AREA_LABELS[area] ?? area.charAt(0).toUpperCase() + area.slice(1);
      group = { area, label, permissions: [] };
      groups.set(area, group);
    }
    group.permissions.push(permission);
  }
  return [...groups.values()];
}
