import { CasinoRefusal } from './casino-client';
import type { StudioDeps } from './deps';
import { sendWin } from './play-round';

type Pending = { id: string; status: string; payout: string; casino_session_id: string | null };

/** After this many tries a round is left for an operator: the log says which. */
const MAX_ATTEMPTS = 100;

/**
 * Finishes what a lost answer or a crash left half done, oldest first:
 * - a round recorded but never confirmed by the casino (`betting`, after a crash, or
 *   `rollback_pending`) is rolled back: if the casino took the bet it refunds it, and if
 *   the bet never arrived the rollback leaves a tombstone so it never will;
 * - a round whose bet was taken but whose win was not confirmed is sent its win again,
 *   the same request, which the casino answers as a replay if it already booked it.
 * A refusal is final (the casino decided); anything else is tried again next time.
 */
export async function settlePending(deps: StudioDeps, olderThanMs = 2_000): Promise<number> {
  const rounds = await deps.store.query<Pending>(
    `SELECT r.id, r.status, r.payout::text AS payout, s.casino_session_id
     FROM studio_rounds r JOIN studio_sessions s ON s.key = r.session_key
     WHERE r.status IN ('betting', 'rollback_pending', 'win_pending')
       AND r.created_at < now() - make_interval(secs => $1) AND r.attempts < $2
     ORDER BY r.created_at LIMIT 100`,
    [olderThanMs / 1000, MAX_ATTEMPTS],
  );
  let settled = 0;
  for (const round of rounds) {
    if (!round.casino_session_id) continue;
    await deps.store.query('UPDATE studio_rounds SET attempts = attempts + 1 WHERE id = $1', [round.id]);
    try {
      if (round.status === 'win_pending') {
        await sendWin(deps, { id: round.id, casinoSessionId: round.casino_session_id, payout: round.payout });
      } else {
        await deps.casino.call('rollback', {
          sessionId: round.casino_session_id,
          transactionId: `${round.id}:rollback`,
          originalTransactionId: `${round.id}:bet`,
        });
        await deps.store.query(
          "UPDATE studio_rounds SET status = 'rolled_back', settled_at = now() WHERE id = $1",
          [round.id],
        );
      }
      settled += 1;
    } catch (error) {
      if (error instanceof CasinoRefusal) {
        deps.log.error({ round: round.id, code: error.code }, 'the casino refused to settle a round');
        await deps.store.query('UPDATE studio_rounds SET attempts = $2 WHERE id = $1', [
          round.id,
          MAX_ATTEMPTS,
        ]);
      }
    }
  }
  return settled;
}
