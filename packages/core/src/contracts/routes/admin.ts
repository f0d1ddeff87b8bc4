import { z } from 'zod';
import { gameMessageRequestSchema, gameMessageResponseSchema } from '../admin';
import { defineRoute } from '../route';
import {
  auditCheckSchema,
  auditPageSchema,
  auditQuerySchema,
  roleNameSchema,
  rolesResponseSchema,
  saveRoleRequestSchema,
  setStaffRoleRequestSchema,
  staffMeSchema,
  staffRoleSchema,
} from '../staff';

const staffMemberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  role: z.string(),
  grantedAt: z.string().nullable(),
  grantedBy: z.string().nullable(),
});

/**
 * The back office's calls (docs/back-office.md). Each names the permission it needs;
 * every one that changes something writes an audit entry in the same transaction.
 */
export const adminApi = {
  /** Who is signed in to the back office, and what their role allows. */
  me: defineRoute({
    method: 'GET',
    path: '/staff/me',
    response: staffMeSchema,
    auth: 'staff',
    permission: null,
  }),
  /** A game message (docs/product.md#errors-the-player-sees). */
  gameMessage: defineRoute({
    method: 'POST',
    path: '/admin/game-message',
    body: gameMessageRequestSchema,
    response: gameMessageResponseSchema,
    auth: 'staff',
    permission: 'games.configure',
  }),
  roles: defineRoute({
    method: 'GET',
    path: '/admin/roles',
    response: rolesResponseSchema,
    auth: 'staff',
    permission: 'staff.manage',
  }),
  /** Creates a role or changes what it allows; `admin` always holds everything. */
  saveRole: defineRoute({
    method: 'PUT',
    path: '/admin/roles/:name',
    params: z.object({ name: roleNameSchema }).strict(),
    body: saveRoleRequestSchema,
    response: staffRoleSchema,
    auth: 'staff',
    permission: 'staff.manage',
  }),
  staff: defineRoute({
    method: 'GET',
    path: '/admin/staff',
    response: z.object({ staff: z.array(staffMemberSchema) }),
    auth: 'staff',
    permission: 'staff.manage',
  }),
  /** Gives an account a role, or takes it away (`user`). */
  setStaffRole: defineRoute({
    method: 'POST',
    path: '/admin/staff/role',
    body: setStaffRoleRequestSchema,
    response: staffMemberSchema,
    auth: 'staff',
    permission: 'staff.manage',
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/admin/audit',
    query: auditQuerySchema,
    response: auditPageSchema,
    auth: 'staff',
    permission: 'audit.read',
  }),
  /** Recomputes the whole chain: an edited, inserted or deleted entry is found. */
  auditCheck: defineRoute({
    method: 'GET',
    path: '/admin/audit/check',
    response: auditCheckSchema,
    auth: 'staff',
    permission: 'audit.read',
  }),
};
