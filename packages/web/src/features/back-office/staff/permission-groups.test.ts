import { PERMISSIONS } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { AREA_LABELS, permissionGroups } from './permission-groups';

describe('permissionGroups', () => {
  it('groups permissions by area, in the order the areas first appear', () => {
    const groups = permissionGroups([
      { name: 'players.read', description: 'Read' },
      { name: 'kyc.review', description: 'Review' },
      { name: 'players.lock', description: 'Lock' },
    ]);
    expect(groups.map(({ label, permissions }) => [label, permissions.map(({ name }) => name)])).toEqual([
      ['Players', ['players.read', 'players.lock']],
      ['Verification', ['kyc.review']],
    ]);
  });

  it('titles an area it does not know by its own name rather than hiding it', () => {
    expect(permissionGroups([{ name: 'bonus.grant', description: 'Grant' }])[0]?.label).toBe('Bonus');
  });

  it("has a title of its own for every area core's permissions have", () => {
    const all = Object.entries(PERMISSIONS).map(([name, description]) => ({ name, description }));
    const groups = permissionGroups(all);
    expect(groups.flatMap(({ permissions }) => permissions)).toHaveLength(all.length);
    expect(groups.map(({ area }) => area).filter((area) => !(area in AREA_LABELS))).toEqual([]);
  });
});
