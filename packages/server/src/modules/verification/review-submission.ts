import type { VerificationSubmission } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { Conflict, Forbidden, NotFound } from '../../lib/errors';
import { syncAccountLevels } from './levels';
import { findSubmission } from './staff-queries';

export type Review = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * A staff decision on a pending submission. The submission row is locked, so two staff
 * deciding at once cannot both succeed: the second finds it decided (409). Staff never
 * review their own account. A rejected level can be sent again by the player.
 */
export async function reviewSubmission(
  trx: Db,
  reviewerId: string,
  submissionId: string,
  review: Review,
): Promise<VerificationSubmission> {
  const row = await trx
    .selectFrom('verification_submissions')
    .select(['id', 'user_id', 'status', 'level'])
    .where('id', '=', submissionId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new NotFound('There is no such verification submission.');
  if (row.user_id === reviewerId)
    throw new Forbidden('Another member of staff must review your own verification.');
  if (row.status !== 'pending') throw new Conflict(`This submission was ${row.status} already.`);
  await trx
    .updateTable('verification_submissions')
    .set({
      status: review.decision === 'approve' ? 'approved' : 'rejected',
      reason: review.decision === 'reject' ? review.reason : null,
      reviewer_id: reviewerId,
      reviewed_at: new Date(),
    })
    .where('id', '=', submissionId)
    .execute();
  await syncAccountLevels(trx, row.user_id);
  return findSubmission(trx, submissionId);
}
