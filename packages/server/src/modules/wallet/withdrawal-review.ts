import { type Atoms, parseAmount } from '@ante/core';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { lockPlayerFor } from '../../lib/db/player-lock';
import { withdrawnUsd } from '../verification/withdrawal-rule';

/**
 * Whether a new withdrawal waits for a member of staff (WITHDRAWAL_REVIEW_USD): when it
 * and the player's other withdrawals of the last 24 hours that were not refunded are
 * worth the threshold or more. Counting the day's total, not the one request, means
 * ten withdrawals just under the threshold are held like one above it. The total is
 * read under the same per-player lock as the verification rule's, so withdrawals asked
 * for at once on any node take turns.
 */
export async function needsReview(
  trx: Db,
  config: Config,
  userId: string,
  valueUsd: Atoms,
): Promise<boolean> {
  const threshold = parseAmount(config.withdrawalReviewUsd, { decimals: 2, allowZero: true });
  if (threshold === 0n) return false;
  if (valueUsd >= threshold) return true;
  await lockPlayerFor(trx, 'withdrawal-total', userId);
  return (await withdrawnUsd(trx, userId, 1)) + valueUsd >= threshold;
}
