import type { Permission, StaffMe } from '@ante/core';
import { createContext, useContext } from 'react';

/** The signed-in member of staff, given to every section by the back office's root. */
export const StaffContext = createContext<StaffMe | null>(null);

/** The member of staff looking at the screen; only sections inside the back office ask. */
export function useStaff(): StaffMe & { can: (permission: Permission) => boolean } {
  const me = useContext(StaffContext);
  if (!me) throw new Error('useStaff is used outside the back office');
  return { ...me, can: (permission) => me.permissions.includes(permission) };
}
