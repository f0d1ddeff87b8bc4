import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { Database } from '../../lib/db/schema';
import type { ClaimedWithdrawal } from './settle-withdrawal';

export interface WithdrawalClaim {
  /** Which withdrawals are due. */
  due: (eb: ExpressionBuilder<Database, 'withdrawals'>) => Expression<SqlBool>;
  /** Oldest first by this column. */
  oldestBy: 'created_at' | 'updated_at';
  /** Moves pending withdrawals to `processing` under the key they are sent with (`withdrawal:<id>`). */
  startSending: boolean;
  batchSize?: number;
}

/**
 * Claims a batch of due withdrawals for this run, the one way both sending
 * (process-withdrawals.ts) and recovery (recover-withdrawals.ts) take their rows:
 * `FOR UPDATE SKIP LOCKED`, so runs on several nodes never take the same row, and a new
 * lease with a fresh `updated_at`, so only this run may settle what it claimed
 * (settle-withdrawal.ts) and a slower run that held the row before no longer can.
 */
export async function claimWithdrawals(db: Db, claim: WithdrawalClaim): Promise<ClaimedWithdrawal[]> {
  const claimed = await db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('withdrawals')
      .select('id')
      .where(claim.due)
      .orderBy(claim.oldestBy)
      .limit(claim.batchSize ?? 20)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const sending = claim.startSending
      ? { status: 'processing' as const, send_key: sql<string>`'withdrawal:' || id::text` }
      : {};
    return trx
      .updateTable('withdrawals')
      .set({ ...sending, lease: sql<string>`gen_random_uuid()`, updated_at: sql`now()` })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returningAll()
      .execute();
  });
  return claimed as ClaimedWithdrawal[];
}
