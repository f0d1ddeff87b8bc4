import type { BetFeedItem } from '@ante/core';

/** A bet feed holds 50 entries (docs/product.md#sizes-and-counts). */
export const FEED_CAPACITY = 50;
/** How many of them the panel shows. */
export const FEED_VISIBLE_ROWS = 10;

/**
 * A live bet joins the top of a feed. A round already listed (the socket and the
 * first fetch can both carry it) is not added twice, and the oldest entries drop off
 * past the capacity.
 */
export function prependBet(
  bets: readonly BetFeedItem[] | undefined,
  bet: BetFeedItem,
  capacity = FEED_CAPACITY,
): BetFeedItem[] {
  const rest = (bets ?? []).filter((existing) => existing.roundId !== bet.roundId);
  return [bet, ...rest].slice(0, capacity);
}

/**
 * The rounds to animate in: those a list gained since the previous render, plus the
 * ones already animating that are still listed (so a second arrival does not cut the
 * first one's animation short). A first list (nothing before) animates nothing.
 */
export function freshRoundIds(
  previous: readonly BetFeedItem[] | undefined,
  next: readonly BetFeedItem[] | undefined,
  previousFresh: ReadonlySet<string>,
): ReadonlySet<string> {
  if (!previous || !next) return new Set();
  const known = new Set(previous.map((bet) => bet.roundId));
  const fresh = new Set<string>();
  for (const bet of next) {
    if (!known.has(bet.roundId) || previousFresh.has(bet.roundId)) fresh.add(bet.roundId);
  }
  return fresh;
}
