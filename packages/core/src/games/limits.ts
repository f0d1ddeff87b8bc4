import { type Atoms, divideByRate, parseAmount } from '../money/amount';
import type { GameDefinition, Multiplier } from './types';
import { MULTIPLIER_SCALE, payoutOf } from './types';

/**
 * How the maximum profit per bet (MAX_PROFIT_USD) binds a game (docs/games.md):
 *
 * - A single-step game's outcome is known from its params, so a bet whose best
 *   outcome would win more than the maximum profit is refused before it is placed.
 * - A multi-step game (mines, the tower, the card ladder, blackjack) is played for as
 *   long as the player chooses, so its theoretical best outcome (a million times the
 *   stake on the card ladder) would refuse every ordinary stake. Its rounds are
 *   capped instead: a round pays at most its stakes plus the maximum profit, and a
 *   round whose cash-out value reaches that ends there, paying it. The cap only
 *   binds above the maximum profit, so every round that stays below it pays exactly
 *   what the rules and the provably-fair record say.
 */
export function profitRule(game: GameDefinition): 'refuse' | 'cap' {
  return game.kind === 'multi' ? 'cap' : 'refuse';
}

/** The profit a round's stakes may make, in the round's currency, at the USD rate it was staked at. */
export function profitCapAtoms(maxProfitUsd: string, wagerAtoms: Atoms, wagerUsdAtoms: Atoms): Atoms | null {
  // A free play stakes nothing and pays nothing, so no cap is needed (nor a rate).
  if (wagerAtoms === 0n || wagerUsdAtoms === 0n) return null;
  return (parseAmount(maxProfitUsd, { allowZero: true }) * wagerAtoms) / wagerUsdAtoms;
}

/** A round's payout, held to its stakes plus the profit cap (null: no cap). */
export function capPayout(payout: Atoms, stakedAtoms: Atoms, capAtoms: Atoms | null): Atoms {
  if (capAtoms === null) return payout;
  const most = stakedAtoms + capAtoms;
  return payout > most ? most : payout;
}

/** The profit of `wager` at the game's best multiplier, for the refusal of a single-step bet. */
export function bestProfitAtoms(wager: Atoms, maxMultiplier: Multiplier): Atoms {
  return payoutOf(wager, maxMultiplier > MULTIPLIER_SCALE ? maxMultiplier - MULTIPLIER_SCALE : 0n);
}

/**
 * The largest stake, in atoms of a currency worth `usdRate` per unit, that a bet may
 * carry: the maximum bet, and for a game whose best outcome is refused above the
 * maximum profit (`maxMultiplier` given), the stake whose best outcome wins exactly
 * the maximum profit. The bet panel's Max fills the smaller of it and the balance.
 */
export function largestStake(input: {
  maxBetUsd: string;
  maxProfitUsd: string;
  usdRate: string;
  maxMultiplier: Multiplier | null;
}): Atoms | null {
  if (parseAmount(input.usdRate, { allowZero: true }) === 0n) return null;
  let largest = divideByRate(parseAmount(input.maxBetUsd, { allowZero: true }), input.usdRate);
  if (input.maxMultiplier !== null && input.maxMultiplier > MULTIPLIER_SCALE) {
    const profitUnits = divideByRate(parseAmount(input.maxProfitUsd, { allowZero: true }), input.usdRate);
    const byProfit = (profitUnits * MULTIPLIER_SCALE) / (input.maxMultiplier - MULTIPLIER_SCALE);
    if (byProfit < largest) largest = byProfit;
  }
  return largest;
}
