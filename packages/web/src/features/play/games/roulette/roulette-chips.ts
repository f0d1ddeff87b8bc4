import {
  type Atoms,
  ROULETTE_MAX_CHIPS,
  type RouletteParams,
  rouletteStakeAtoms,
  toDecimalString,
} from '@ante/core';
import { addAtoms } from '../shared/chips/chip-values';

/**
 * The table with one more chip of `atoms` on `bet`. Chips on the same bet stack into
 * one entry, as the server records them; a new bet past the server's limit of
 * ROULETTE_MAX_CHIPS bets is refused (null).
 */
export function placeRouletteChip(params: RouletteParams, bet: string, atoms: Atoms): RouletteParams | null {
  const existing = params.chips.find((chip) => chip.bet === bet);
  if (existing) {
    return {
      chips: params.chips.map((chip) =>
        chip.bet === bet ? { bet, amount: addAtoms(chip.amount, atoms) } : chip,
      ),
    };
  }
  if (params.chips.length >= ROULETTE_MAX_CHIPS) return null;
  return { chips: [...params.chips, { bet, amount: addAtoms('0', atoms) }] };
}

/** The total on the table as the server adds it up, or null when the table is empty. */
export function rouletteStake(params: RouletteParams): string | null {
  const total = rouletteStakeAtoms(params);
  return total > 0n ? toDecimalString(total) : null;
}

/** The amount staked on one bet, or null. */
export function amountOn(params: RouletteParams, bet: string): string | null {
  return params.chips.find((chip) => chip.bet === bet)?.amount ?? null;
}
