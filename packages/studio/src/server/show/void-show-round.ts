import { rollBackBet } from './resolve-show-bet';
import { BET_COLUMNS, type BetRow } from './show-bet-row';
import { chainById } from './show-chain';
import type { ShowDeps } from './show-deps';
import type { RoundRow } from './show-round-row';

/**
 * A round nobody could settle in time (the show was down past its result by more than
 * `staleMs`) is void: its players never saw it spin, so paying it late would be a
 * result they could not watch. The compare-and-set makes it void once; its seed is
 * revealed all the same, so the chain stays checkable link by link. Its bets are then
 * refunded (refundVoidBets), now or on a later tick if the casino does not answer.
 */
export async function voidShowRound(deps: ShowDeps, round: RoundRow): Promise<void> {
  const chain = await chainById(deps, round.chain_id);
  if (!chain) throw new Error(`round ${round.id} has no chain`);
  await deps.store.query(
    `UPDATE show_rounds SET status = 'void', seed = $2, settled_at = now() WHERE id = $1 AND status = 'open'`,
    [round.id, deps.seeds.seed(chain, round.nonce)],
  );
  await refundVoidBets(deps);
}

/** Rolls back every bet still standing in a void round; what the casino does not answer waits for the next tick. */
export async function refundVoidBets(deps: ShowDeps): Promise<void> {
  const bets = await deps.store.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM show_bets
     WHERE status IN ('pending', 'placed')
       AND round_id IN (SELECT id FROM show_rounds WHERE game = $1 AND status = 'void')
     ORDER BY created_at LIMIT 200`,
    [deps.game.slug],
  );
  for (const bet of bets) {
    try {
      await rollBackBet(deps, bet);
    } catch (error) {
      deps.log.warn({ bet: bet.id, err: (error as Error).message }, 'a void show bet will be refunded later');
      return;
    }
  }
}
