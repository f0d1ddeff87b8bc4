import { multiplier, parseAmount, payoutOf, toDecimalString } from '@ante/core';
import { CasinoRefusal } from '../casino-client';
import type { Store } from '../store';
import { resolvePendingBet, rollBackBet } from './resolve-show-bet';
import { BET_COLUMNS, type BetRow } from './show-bet-row';
import { chainById } from './show-chain';
import type { ShowDeps } from './show-deps';
import { providerRoundId, type RoundRow } from './show-round-row';

type PayoutRow = {
  player_key: string;
  currency: string;
  casino_session_id: string;
  provider_round_id: string;
  amount: string;
  transaction_id: string;
};

async function betsOf(query: Store['query'], roundId: number, statuses: string[]): Promise<BetRow[]> {
  return query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM show_bets WHERE round_id = $1 AND status = ANY($2::text[])
     ORDER BY player_key, currency, created_at, id`,
    [roundId, statuses],
  );
}

/**
 * Pays a round whose result time has come, exactly once however often it is run and
 * wherever it stops (the round stays `settling` until every step is done):
 * 1. every `pending` bet is resolved (resolve-show-bet.ts);
 * 2. a player with a bet rolled back has the round's other bets rolled back too: the
 *    casino takes no win in a round with a rolled-back bet, so paying them is impossible
 *    and keeping their stakes would be wrong;
 * 3. in one transaction, each player's (and currency's) total payout is worked out from
 *    the round's fixed-point payouts, every bet marked won or lost, and one
 *    `show_payouts` row written per player, with a transaction id fixed by its place in
 *    the round; nothing is written if the rows already exist;
 * 4. one `win` per row, zero for a player who lost everything (it closes their casino
 *    round), marked paid once the casino answers. Sent again after a crash, a win has
 *    the same id and body, and the casino answers it as a replay.
 * Then the round is `settled` and its seed revealed. Returns false when the casino did
 * not answer, for the clock to try again on a later tick.
 */
export async function settleShowRound(deps: ShowDeps, round: RoundRow): Promise<boolean> {
  try {
    for (const bet of await betsOf(deps.store.query, round.id, ['pending'])) {
      await resolvePendingBet(deps, bet);
    }
    const tied = await deps.store.query<BetRow>(
      `SELECT ${BET_COLUMNS} FROM show_bets b WHERE b.round_id = $1 AND b.status = 'placed'
         AND EXISTS (SELECT 1 FROM show_bets o WHERE o.round_id = b.round_id AND o.player_key = b.player_key
           AND o.currency = b.currency AND o.status = 'refunded')`,
      [round.id],
    );
    for (const bet of tied) await rollBackBet(deps, bet);
  } catch (error) {
    deps.log.warn({ round: round.id, err: (error as Error).message }, 'show bets will be resolved again');
    return false;
  }

  await writePayouts(deps, round);

  const unpaid = await deps.store.query<PayoutRow>(
    `SELECT player_key, currency, casino_session_id, provider_round_id, amount::text AS amount, transaction_id
     FROM show_payouts WHERE round_id = $1 AND status = 'pending' ORDER BY transaction_id`,
    [round.id],
  );
  for (const payout of unpaid) {
    let status = 'paid';
    try {
      await deps.casino.call('win', {
        sessionId: payout.casino_session_id,
        transactionId: payout.transaction_id,
        roundId: payout.provider_round_id,
        amount: toDecimalString(parseAmount(payout.amount, { allowZero: true })),
        roundClosed: true,
      });
    } catch (error) {
      if (!(error instanceof CasinoRefusal)) {
        deps.log.warn({ round: round.id, err: (error as Error).message }, 'show wins will be sent again');
        return false;
      }
      // The casino decided; sending it again would get the same answer. An operator reads the log.
      deps.log.error(
        { round: round.id, transaction: payout.transaction_id, code: error.code },
        'the casino refused a show win',
      );
      status = 'refused';
    }
    await deps.store.query(
      `UPDATE show_payouts SET status = $2, paid_at = now() WHERE transaction_id = $1 AND status = 'pending'`,
      [payout.transaction_id, status],
    );
  }

  const chain = await chainById(deps, round.chain_id);
  if (!chain) throw new Error(`round ${round.id} has no chain`);
  await deps.store.query(
    `UPDATE show_rounds SET status = 'settled', seed = $2, settled_at = now() WHERE id = $1 AND status = 'settling'`,
    [round.id, deps.seeds.seed(chain, round.nonce)],
  );
  return true;
}

/** Step 3: the payout rows and each bet's outcome, in one transaction, once. */
async function writePayouts(deps: ShowDeps, round: RoundRow): Promise<void> {
  await deps.store.transaction(async (query) => {
    // Two leaders for a moment: the row lock lets one write and the other find the rows.
    const [locked] = await query<{ status: string }>(
      'SELECT status FROM show_rounds WHERE id = $1 FOR UPDATE',
      [round.id],
    );
    if (locked?.status !== 'settling') return;
    const written = await query('SELECT 1 FROM show_payouts WHERE round_id = $1 LIMIT 1', [round.id]);
    if (written.length > 0) return;
    const placed = await betsOf(query, round.id, ['placed']);
    const players = new Map<string, { bets: BetRow[]; total: bigint }>();
    for (const bet of placed) {
      const pays = Object.hasOwn(round.result.payouts, bet.spot) ? round.result.payouts[bet.spot] : '0';
      const payout = payoutOf(parseAmount(bet.amount), multiplier(pays ?? '0'));
      await query('UPDATE show_bets SET status = $2, payout = $3 WHERE id = $1', [
        bet.id,
        payout > 0n ? 'won' : 'lost',
        toDecimalString(payout),
      ]);
      const key = `${bet.player_key}\u0000${bet.currency}`;
      const player = players.get(key) ?? { bets: [], total: 0n };
      player.bets.push(bet);
      player.total += payout;
      players.set(key, player);
    }
    let n = 0;
    for (const { bets, total } of players.values()) {
      n += 1;
      const last = bets[bets.length - 1] as BetRow;
      const username = [...bets].reverse().find((bet) => bet.username !== null)?.username ?? null;
      await query(
        `INSERT INTO show_payouts (round_id, player_key, currency, username, casino_session_id, provider_round_id,
           amount, transaction_id, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending') ON CONFLICT DO NOTHING`,
        [
          round.id,
          last.player_key,
          last.currency,
          username,
          last.casino_session_id,
          providerRoundId(deps.game.slug, round.id, last.player_key, last.currency),
          toDecimalString(total),
          `${deps.game.slug}-${round.id}-win-${n}`,
        ],
      );
    }
  });
}
