import { z } from 'zod';
import { type Card, cards, RANKS, type Seeds, SUITS } from '../../fair/byte-stream';

/** A card as a round's result carries it (baccarat's hands, blackjack's and top dollar's cards). */
export const cardSchema: z.ZodType<Card> = z.object({ rank: z.enum(RANKS), suit: z.enum(SUITS) });

/**
 * The cards at stream positions `from .. from + count - 1`. Card games keep only a
 * cursor (how many cards they have used) in their state and re-derive each card
 * from the seeds, so a round reloaded from the database continues identically.
 */
export function cardsAt(seeds: Seeds, from: number, count: number): Card[] {
  const stream = cardsFrom(seeds, from);
  return Array.from({ length: count }, () => stream.next().value);
}

/** What the verify endpoint shows for card games: the first 52 cards off the stream. */
export function verifyCards(seeds: Seeds): { cards: Card[] } {
  return { cards: cardsAt(seeds, 0, 52) };
}

/** The cards from stream position `from` on, for a game that draws an unknown number (the dealer). */
export function* cardsFrom(seeds: Seeds, from: number): Generator<Card, never, undefined> {
  const stream = cards(seeds);
  for (let i = 0; i < from; i += 1) stream.next();
  for (;;) yield stream.next().value;
}
