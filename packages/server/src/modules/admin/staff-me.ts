import type { StaffMe } from '@ante/core';
import type { Auth } from '../../lib/session';

/** The signed-in member of staff and what their role allows: the back office shows only that. */
export function staffMe(auth: Auth): StaffMe {
  return {
    userId: auth.user.id,
    username: auth.user.username,
    role: auth.user.role,
    permissions: [...auth.permissions].sort(),
  };
}
