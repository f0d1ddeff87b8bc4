import { VERIFICATION_LEVEL_NUMBERS, type VerificationLevel } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { Conflict } from '../../lib/errors';

interface SubmissionSummary {
  level: number;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

/** The player's submissions, newest first within each level. */
function latestByLevel(rows: SubmissionSummary[]): Map<number, SubmissionSummary> {
  const latest = new Map<number, SubmissionSummary>();
  for (const row of rows) {
    const known = latest.get(row.level);
    if (!known || row.created_at > known.created_at) latest.set(row.level, row);
  }
  return latest;
}

async function submissionsOf(db: Db, userId: string): Promise<SubmissionSummary[]> {
  return db
    .selectFrom('verification_submissions')
    .select(['level', 'status', 'reason', 'created_at', 'reviewed_at'])
    .where('user_id', '=', userId)
    .execute();
}

/** Each level's state from its latest submission; a level opens once the one before is approved. */
export async function verificationLevels(db: Db, userId: string): Promise<VerificationLevel[]> {
  const latest = latestByLevel(await submissionsOf(db, userId));
  return VERIFICATION_LEVEL_NUMBERS.map((level) => {
    const row = latest.get(level);
    const state = row?.status ?? 'not_started';
    const previousApproved = level === 1 || latest.get(level - 1)?.status === 'approved';
    return {
      level,
      state,
      reason: row?.status === 'rejected' ? row.reason : null,
      submittedAt: row?.created_at.toISOString() ?? null,
      reviewedAt: row?.reviewed_at?.toISOString() ?? null,
      canSubmit: previousApproved && (state === 'not_started' || state === 'rejected'),
    };
  });
}

/**
 * Refuses a submission of `level` that cannot be taken now (409): the level before is
 * not approved yet, or this one is already waiting for review or approved. Called in
 * the submission's transaction, with the player's row locked.
 */
export async function assertCanSubmit(db: Db, userId: string, level: number): Promise<void> {
  const levels = await verificationLevels(db, userId);
  const current = levels[level - 1];
  if (!current) throw new Error(`no verification level ${level}`);
  if (current.state === 'pending') {
    throw new Conflict(
      `Level ${level} is already waiting for review. We will tell you here once it is done.`,
    );
  }
  if (current.state === 'approved') throw new Conflict(`Level ${level} is already approved.`);
  if (!current.canSubmit) {
    throw new Conflict(`Complete level ${level - 1} first: level ${level} opens once it is approved.`);
  }
}

/**
 * Brings the account's summary (docs/product.md#what-the-screens-show: kycComplete, kycPending) in line with
 * its submissions, in the caller's transaction: complete is the highest level with
 * every level up to it approved, pending the highest level waiting for review.
 */
export async function syncAccountLevels(db: Db, userId: string): Promise<void> {
  const latest = latestByLevel(await submissionsOf(db, userId));
  let complete = 0;
  while (latest.get(complete + 1)?.status === 'approved') complete += 1;
  let pending = 0;
  for (const [level, row] of latest) if (row.status === 'pending') pending = Math.max(pending, level);
  await db
    .updateTable('users')
    .set({ kyc_complete: complete, kyc_pending: pending })
    .where('id', '=', userId)
    .execute();
}

/** Locks the player's row, so one player's submissions and reviews happen one at a time. */
export async function lockAccount(db: Db, userId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}
