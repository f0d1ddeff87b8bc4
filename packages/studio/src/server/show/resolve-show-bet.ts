import { fromDecimalString, toDecimalString } from '@ante/core';
import { CasinoRefusal } from '../casino-client';
import type { BetRow } from './show-bet-row';
import type { ShowDeps } from './show-deps';
import { providerRoundId } from './show-round-row';

/** The `bet` call of a show bet, the same body every time it is sent, so a resend is a replay. */
export function betCall(deps: ShowDeps, bet: BetRow) {
  return {
    sessionId: bet.casino_session_id,
    transactionId: bet.id,
    roundId: providerRoundId(deps.game.slug, Number(bet.round_id), bet.player_key, bet.currency),
    amount: toDecimalString(fromDecimalString(bet.amount)),
  };
}

/**
 * Returns a bet's stake: the casino refunds it if it took it, or leaves a tombstone if
 * it never saw it, so a bet still on its way is refused when it lands. A refusal here
 * is logged and the bet counted refunded by the casino's rules (a rollback is refused
 * only for a round that already paid, which a show bet's round has not). An
 * unreachable casino throws, and the caller tries again later.
 */
export async function rollBackBet(deps: ShowDeps, bet: BetRow): Promise<void> {
  try {
    await deps.casino.call('rollback', {
      sessionId: bet.casino_session_id,
      transactionId: `${bet.id}:rollback`,
      originalTransactionId: bet.id,
    });
  } catch (error) {
    if (!(error instanceof CasinoRefusal)) throw error;
    deps.log.error({ bet: bet.id, code: error.code }, 'the casino refused to roll back a show bet');
  }
  await deps.store.query(
    "UPDATE show_bets SET status = 'refunded', payout = amount WHERE id = $1 AND status IN ('pending', 'placed')",
    [bet.id],
  );
}

/**
 * A bet whose answer was lost: the same `bet` is sent again, and the casino answers as
 * it answered the first time (a replay), or books it now. A refusal is final. If the
 * casino still does not answer, the bet is rolled back, so no stake is left in doubt
 * when the round pays.
 */
export async function resolvePendingBet(deps: ShowDeps, bet: BetRow): Promise<void> {
  let status: 'placed' | 'refused';
  try {
    await deps.casino.call('bet', betCall(deps, bet));
    status = 'placed';
  } catch (error) {
    if (error instanceof CasinoRefusal) status = 'refused';
    else return rollBackBet(deps, bet);
  }
  await deps.store.query("UPDATE show_bets SET status = $2 WHERE id = $1 AND status = 'pending'", [
    bet.id,
    status,
  ]);
}
