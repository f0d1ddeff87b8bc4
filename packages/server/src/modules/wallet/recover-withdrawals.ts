import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { claimWithdrawals } from './claim-withdrawals';
import { followWithdrawal, type SettleDeps, sendWithdrawal } from './settle-withdrawal';

/**
 * A withdrawal still `processing` this long after it was claimed is taken to be
 * stranded by a node that died mid-send: a live send takes seconds, not minutes.
 * The default of WITHDRAWAL_STRANDED_SECONDS.
 */
export const STRANDED_AFTER_MS = 5 * 60_000;

/**
 * Settles withdrawals stranded in `processing`, each exactly once. The chain is asked
 * whether the withdrawal's key was sent: if so it is followed from that transaction
 * (completed once it has its confirmations, settle-withdrawal.ts);
 * if not it is sent now under the same key (the chain sends a key at most once, so a
 * send the crash interrupted cannot go out twice) and completed, or refunded only if
 * the chain refuses it and has no trace of it. If the chain cannot answer, the
 * withdrawal is left for a later run. Each run claims its rows with `SKIP LOCKED` under
 * a new lease (and a new `updated_at`), so runs on several nodes do not work on the same
 * row, and a node that was only slow, not dead, can no longer refund it: the settling
 * is conditional (settle-withdrawal.ts). Rows claimed before send keys existed cannot
 * be asked about: they are logged for the operator to settle. Ages are read on the
 * database's clock, which also stamped the claims.
 */
export async function recoverWithdrawals(
  deps: SettleDeps & { log?: FastifyBaseLogger },
  options: { strandedAfterMs?: number; batchSize?: number } = {},
): Promise<{ completed: number; failed: number; needsReview: number }> {
  const strandedAfterSeconds = (options.strandedAfterMs ?? STRANDED_AFTER_MS) / 1000;
  const cutoff = sql<Date>`now() - make_interval(secs => ${strandedAfterSeconds})`;
  const stranded = await claimWithdrawals(deps.db, {
    due: (eb) =>
      eb.and([
        eb('status', '=', 'processing'),
        eb('send_key', 'is not', null),
        eb('updated_at', '<=', cutoff),
      ]),
    oldestBy: 'updated_at',
    startSending: false,
    batchSize: options.batchSize,
  });

  const result = { completed: 0, failed: 0, needsReview: 0 };
  for (const withdrawal of stranded) {
    try {
      const txHash = await deps.chain.findSent(deps.db, {
        network: withdrawal.network,
        key: withdrawal.send_key,
      });
      const outcome = txHash
        ? await followWithdrawal(deps, withdrawal, txHash)
        : await sendWithdrawal(deps, withdrawal);
      if (outcome === 'completed') result.completed += 1;
      if (outcome === 'failed') result.failed += 1;
      deps.log?.warn({ withdrawalId: withdrawal.id, outcome }, 'stranded withdrawal settled');
    } catch (error) {
      deps.log?.error(
        { err: error, withdrawalId: withdrawal.id },
        'stranded withdrawal left for a later run',
      );
    }
  }

  const legacy = await deps.db
    .selectFrom('withdrawals')
    .select('id')
    .where('status', '=', 'processing')
    .where('send_key', 'is', null)
    .where('updated_at', '<=', cutoff)
    .execute();
  result.needsReview = legacy.length;
  if (legacy.length > 0) {
    deps.log?.error(
      { withdrawalIds: legacy.map((entry) => entry.id) },
      'withdrawals stranded in processing from before send keys: check the chain and settle them by hand',
    );
  }
  return result;
}
