import {
  type Atoms,
  BACCARAT_PAYS,
  type BaccaratParams,
  type BaccaratResult,
  type BaccaratWinner,
  baccaratStakeAtoms,
  baccaratValue,
  type Card,
  MULTIPLIER_SCALE,
  toDecimalString,
} from '@ante/core';
import { addAtoms } from '../shared/chips/chip-values';

export type Hand = 'player' | 'banker';
export const SPOTS: readonly BaccaratWinner[] = ['player', 'tie', 'banker'];

export interface DealtCard {
  hand: Hand;
  card: Card;
  /** Its place in its hand (2 is the third card). */
  slot: number;
}

/**
 * The order the cards go on the table: player, banker, player, banker, then the third
 * cards, the player's before the banker's, as a dealer lays them out.
 */
export function dealOrder(result: Pick<BaccaratResult, 'playerCards' | 'bankerCards'>): DealtCard[] {
  const order: DealtCard[] = [];
  for (let slot = 0; slot < 3; slot += 1) {
    const player = result.playerCards[slot];
    const banker = result.bankerCards[slot];
    if (player) order.push({ hand: 'player', card: player, slot });
    if (banker) order.push({ hand: 'banker', card: banker, slot });
  }
  return order;
}

/** A hand's points: the sum of its card values, last digit only. */
export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + baccaratValue(card.rank), 0) % 10;
}

/** The spots with one more chip of `atoms` on `spot`. */
export function placeBaccaratChip(
  params: BaccaratParams,
  spot: BaccaratWinner,
  atoms: Atoms,
): BaccaratParams {
  return { ...params, [spot]: addAtoms(params[spot], atoms) };
}

/** The total on the spots as the server adds it up, or null when nothing is staked. */
export function baccaratStake(params: BaccaratParams): string | null {
  const total = baccaratStakeAtoms(params);
  return total > 0n ? toDecimalString(total) : null;
}

/** What a spot pays to one, from core's returns (which include the stake): "1:1", "0.95:1", "8:1". */
export function paysToOne(spot: BaccaratWinner): string {
  const profit = BACCARAT_PAYS[spot] - MULTIPLIER_SCALE;
  const whole = profit / MULTIPLIER_SCALE;
  const fraction = (profit % MULTIPLIER_SCALE).toString().padStart(8, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}:1`;
}
