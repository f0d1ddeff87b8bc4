import { z } from 'zod';

/**
 * What a member of staff may do, one permission per kind of action. Every staff route
 * names the permission it needs beside its schema; a role is a named set of them
 * (docs/back-office.md#permissions).
 */
export const PERMISSIONS = {
  'players.read': 'Find players and read their page: balances, sessions, rounds, transfers',
  'players.notes': 'Write notes on a player',
  'players.lock': 'Mute, lock, unlock and log out a player',
  'players.limits': "See a player's deposit, loss, wager and time limits, and impose or lower them",
  'kyc.review': 'Review verification documents',
  'withdrawals.read': 'See withdrawals and their review queue',
  'withdrawals.approve': 'Approve or reject a held withdrawal',
  'balances.adjust': "Request and approve a manual change of a player's balance",
  'games.configure': 'Enable and disable games, set their bet limits and order, send game messages',
  'codes.manage': 'Create and disable redeem codes and offers',
  'affiliates.manage': "Set an affiliate campaign's commission",
  'competitions.manage': 'Create and cancel competitions',
  'pot.configure': "Change the global pot's terms",
  'chat.moderate': 'Mute players in chat and delete messages',
  'support.reply': 'Answer players in live support',
  'errors.read': "Read the crash reports sent from players' browsers",
  'risk.review': 'See and dismiss risk flags',
  'reports.read': 'See the overview: bets, GGR and NGR, deposits and withdrawals',
  'ledger.read': 'Run the ledger check and read house accounts',
  'solvency.publish': 'Take and publish a proof-of-solvency snapshot now',
  'providers.read': 'See the configured game providers, their balances and rounds',
  'audit.read': 'Read and check the audit log',
  'staff.manage': 'Give and take staff roles, and change what each role may do',
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];
export const permissionSchema = z.enum(PERMISSION_NAMES as [Permission, ...Permission[]]);

/** The role every account has until staff give it another; it carries no permission. */
export const PLAYER_ROLE = 'user';
/** The role that always holds every permission, so no admin can lock the back office. */
export const ADMIN_ROLE = 'admin';

/** The roles a fresh install starts with, and what each may do. Admins may change them. */
export const DEFAULT_ROLES: Record<string, { description: string; permissions: Permission[] }> = {
  support: {
    description: 'Answers players and moderates chat',
    permissions: ['players.read', 'players.notes', 'players.limits', 'chat.moderate', 'support.reply'],
  },
  risk: {
    description: 'Reviews documents, risk flags and held withdrawals',
    permissions: [
      'players.read',
      'players.notes',
      'players.lock',
      'players.limits',
      'kyc.review',
      'risk.review',
      'withdrawals.read',
      'withdrawals.approve',
      'audit.read',
    ],
  },
  finance: {
    description: 'Approves money movements and reads the numbers',
    permissions: [
      'players.read',
      'withdrawals.read',
      'withdrawals.approve',
      'balances.adjust',
      'reports.read',
      'ledger.read',
      'providers.read',
    ],
  },
  admin: { description: 'Everything, including staff and roles', permissions: PERMISSION_NAMES },
};

export const roleNameSchema = z
  .string({ error: 'role is required' })
  .regex(/^[a-z][a-z0-9-]{1,31}$/, 'A role name is 2 to 32 lower-case letters, digits or dashes');

export const staffRoleSchema = z.object({
  name: z.string(),
  description: z.string(),
  permissions: z.array(permissionSchema),
  /** Accounts holding the role now. */
  members: z.number().int(),
});
export type StaffRoleSummary = z.infer<typeof staffRoleSchema>;

/** GET /staff/me: the signed-in member of staff's role and what it allows. */
export const staffMeSchema = z.object({
  userId: z.string(),
  username: z.string(),
  role: z.string(),
  permissions: z.array(permissionSchema),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const rolesResponseSchema = z.object({
  roles: z.array(staffRoleSchema),
  permissions: z.array(z.object({ name: permissionSchema, description: z.string() })),
});

export const saveRoleRequestSchema = z
  .object({
    description: z.string().trim().max(200, 'description is at most 200 characters').default(''),
    permissions: z.array(permissionSchema).max(PERMISSION_NAMES.length),
  })
  .strict();

export const setStaffRoleRequestSchema = z
  .object({
    userId: z.uuid('userId must be an account id'),
    /** A role's name, or `user` to take the account's staff role away. */
    role: z.union([z.literal(PLAYER_ROLE), roleNameSchema]),
  })
  .strict();

/** An audit log entry: who did what, with which permission, to whom, and the chain's hashes. */
export const auditEntrySchema = z.object({
  seq: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actor: z.string(),
  permission: z.string(),
  action: z.string(),
  targetUserId: z.string().nullable(),
  targetUsername: z.string().nullable(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  prevHash: z.string(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z
  .object({
    /** Words matched against the action, the permission, the actor and the target. */
    q: z.string().trim().max(100, 'q is at most 100 characters').optional(),
    userId: z.uuid('userId must be an account id').optional(),
    /** Entries before this sequence number (the next page). */
    before: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextBefore: z.number().nullable(),
});

/** The audit chain's check: every entry's hash recomputed from its content and the one before. */
export const auditCheckSchema = z.object({
  ok: z.boolean(),
  entries: z.number().int(),
  /** The first entry whose hash does not match, or that is missing from the sequence. */
  brokenAt: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type AuditCheck = z.infer<typeof auditCheckSchema>;
