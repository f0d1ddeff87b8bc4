import type { User } from '@ante/core';
import type { UserRow } from '../../lib/session';
import { exclusionOf } from '../self-exclusion/exclusion-of';

/** The player's own view of their account (`User` in core), as every account answer gives it. */
export function presentUser(row: UserRow): User {
  return {
    userId: row.id,
    username: row.username,
    email: row.email,
    emailVerified: row.email !== null && row.email_verified_at !== null,
    role: row.role,
    rankId: row.rank_id,
    kycRequired: row.kyc_required,
    kycComplete: row.kyc_complete,
    kycPending: row.kyc_pending,
    lastSeen: row.last_seen_at.toISOString(),
    appearOffline: row.appear_offline,
    exclusion: exclusionOf(row),
    totpEnabled: row.totp_enabled_at !== null,
    hasPassword: row.password_hash !== null,
  };
}
