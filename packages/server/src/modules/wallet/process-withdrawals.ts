import { sql } from 'kysely';
import { type ClaimedWithdrawal, type SettleDeps, sendWithdrawal } from './settle-withdrawal';

/**
 * Sends withdrawals whose cancellation window has passed. Each is claimed with
 * `FOR UPDATE SKIP LOCKED` and moved to `processing`, with the key it is sent under
 * (`withdrawal:<id>`), before it is sent, so any number of nodes can run this at once
 * and every withdrawal is sent once; should this node die before recording the send,
 * recover-withdrawals.ts settles it from that key. Returns how many were completed and
 * failed (refunded).
 */
export async function processWithdrawals(
  deps: SettleDeps,
  options: { delayMs: number; batchSize?: number },
): Promise<{ completed: number; failed: number }> {
  const cutoff = new Date(Date.now() - options.delayMs);
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('withdrawals')
      .select('id')
      .where('status', '=', 'pending')
      .where('created_at', '<=', cutoff)
      .orderBy('created_at')
      .limit(options.batchSize ?? 20)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('withdrawals')
      .set({
        status: 'processing',
        send_key: sql<string>`'withdrawal:' || id::text`,
        lease: sql<string>`gen_random_uuid()`,
        updated_at: sql`now()`,
      })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returningAll()
      .execute();
  });

  const result = { completed: 0, failed: 0 };
  for (const withdrawal of claimed) {
    const outcome = await sendWithdrawal(deps, withdrawal as ClaimedWithdrawal);
    if (outcome === 'completed') result.completed += 1;
    if (outcome === 'failed') result.failed += 1;
  }
  return result;
}
