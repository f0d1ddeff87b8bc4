import {
  type Atoms,
  fromDecimalString,
  multiplyByRate,
  type ShowPlayerBet,
  type ShowRound,
} from '@ante/core';

/** Bets the studio holds for the round: a refused bet never took money. */
function liveBets(bets: readonly ShowPlayerBet[], roundId: number): ShowPlayerBet[] {
  return bets.filter((bet) => bet.roundId === roundId && bet.status !== 'refused');
}

/** The player's stake on each spot this round, in atoms. */
export function stakesBySpot(bets: readonly ShowPlayerBet[], roundId: number): Record<string, Atoms> {
  const stakes: Record<string, Atoms> = {};
  for (const bet of liveBets(bets, roundId))
    stakes[bet.spot] = (stakes[bet.spot] ?? 0n) + fromDecimalString(bet.amount);
  return stakes;
}

export interface OwnRound {
  staked: Atoms;
  /** What comes back, stake included: null until the wheel's result is public. */
  returned: Atoms | null;
  /** True once the studio has paid the bets (the amount is then its own, not worked out here). */
  paid: boolean;
  currency: string | null;
}

/**
 * The player's own result this round. As soon as the spin is public the win is
 * worked out from the stakes on the winning spot times the round's multiplier, so it
 * can be shown when the wheel stops; once the studio has settled the bets, their
 * payouts are what counts.
 */
export function ownRound(bets: readonly ShowPlayerBet[], round: ShowRound): OwnRound {
  const mine = liveBets(bets, round.id);
  const currency = mine[0]?.currency ?? null;
  const staked = mine.reduce((sum, bet) => sum + fromDecimalString(bet.amount), 0n);
  const settled = mine.length > 0 && mine.every((bet) => bet.payout !== null);
  if (settled) {
    const returned = mine.reduce((sum, bet) => sum + fromDecimalString(bet.payout ?? '0'), 0n);
    return { staked, returned, paid: true, currency };
  }
  if (round.multiplier === null || round.segment === null)
    return { staked, returned: null, paid: false, currency };
  const onWinner = mine
    .filter((bet) => bet.spot === round.segment)
    .reduce((sum, bet) => sum + fromDecimalString(bet.amount), 0n);
  return { staked, returned: multiplyByRate(onWinner, String(round.multiplier)), paid: false, currency };
}
