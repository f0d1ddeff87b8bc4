import type { Card, Rank } from '../../fair/byte-stream';

const TEN_VALUE_RANKS: ReadonlySet<Rank> = new Set<Rank>(['10', 'J', 'Q', 'K']);

export function isTenValue(card: Card): boolean {
  return TEN_VALUE_RANKS.has(card.rank);
}

/** Points of a card with an ace counted as 1; `handValue` decides whether an ace counts 11. */
function hardPoints(card: Card): number {
  if (card.rank === 'A') return 1;
  if (isTenValue(card)) return 10;
  return Number(card.rank);
}

/**
 * A hand's best total: aces count 1, and one ace counts 11 when that does not bust
 * the hand. `soft` is true when an ace is counting 11 (so one more card cannot bust
 * it), which is what "dealer stands on soft 17" looks at.
 */
export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  const hard = cards.reduce((sum, card) => sum + hardPoints(card), 0);
  const soft = cards.some((card) => card.rank === 'A') && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

/** Two cards making 21. Whether it counts as a blackjack (not after a split) is the caller's rule. */
export function isTwoCardTwentyOne(cards: readonly Card[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}

/** Split needs two cards of the same rank: K-K splits, K-Q does not. */
export function isPair(cards: readonly Card[]): boolean {
  const [first, second] = cards;
  return cards.length === 2 && first !== undefined && first.rank === second?.rank;
}
