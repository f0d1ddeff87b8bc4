import { claimWithdrawals } from './claim-withdrawals';
import { type SettleDeps, sendWithdrawal } from './settle-withdrawal';

/**
 * Sends withdrawals whose cancellation window has passed. Each is claimed with
 * `FOR UPDATE SKIP LOCKED` and moved to `processing`, with the key it is sent under
 * (`withdrawal:<id>`), before it is sent, so any number of nodes can run this at once
 * and every withdrawal is sent once; should this node die before recording the send,
 * recover-withdrawals.ts settles it from that key. Returns how many were completed,
 * failed (refunded), and put back to wait for the chain (a hot wallet that cannot cover
 * them yet).
 */
export async function processWithdrawals(
  deps: SettleDeps,
  options: { delayMs: number; batchSize?: number },
): Promise<{ completed: number; failed: number; waiting: number }> {
  const cutoff = new Date(Date.now() - options.delayMs);
  const claimed = await claimWithdrawals(deps.db, {
    // A withdrawal held for review waits for its approval (modules/admin/withdrawals), and
    // one of an account staff locked waits until it is unlocked.
    due: (eb) =>
      eb.and([
        eb('status', '=', 'pending'),
        eb('created_at', '<=', cutoff),
        eb.or([eb('review', 'is', null), eb('review', '=', 'approved')]),
        // A network whose node is down sends nothing until the chain job sees it back.
        eb.not(
          eb.exists(
            eb
              .selectFrom('chain_status')
              .select('chain_status.network')
              .whereRef('chain_status.network', '=', 'withdrawals.network')
              .where('chain_status.healthy', '=', false),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('users')
              .select('users.id')
              .whereRef('users.id', '=', 'withdrawals.user_id')
              .where('users.locked_at', 'is not', null),
          ),
        ),
      ]),
    oldestBy: 'created_at',
    startSending: true,
    batchSize: options.batchSize,
  });

  const result = { completed: 0, failed: 0, waiting: 0 };
  for (const withdrawal of claimed) {
    const outcome = await sendWithdrawal(deps, withdrawal);
    if (outcome === 'completed') result.completed += 1;
    if (outcome === 'failed') result.failed += 1;
    if (outcome === 'waiting') result.waiting += 1;
  }
  return result;
}
