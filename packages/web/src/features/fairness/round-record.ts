import { type Card, RANKS, SUITS } from '@ante/core';
import type { ShownHand } from './outcome/cards';

/**
 * Readers of what the server recorded of a round (`round.params`, `round.result`),
 * for the games' `fromRound`: a record is JSON from the database, so each game checks
 * the shape it draws and gives up (null) on anything else.
 */
export type Loose = Record<string, unknown>;

export const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

export const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

function isCard(value: unknown): value is Card {
  return (
    isRecord(value) &&
    (RANKS as readonly unknown[]).includes(value.rank) &&
    (SUITS as readonly unknown[]).includes(value.suit)
  );
}

export const isCardList = (value: unknown): value is Card[] => Array.isArray(value) && value.every(isCard);

export function shownHand(value: unknown): ShownHand | null {
  if (!isRecord(value) || !isCardList(value.cards) || typeof value.total !== 'number') return null;
  return { cards: value.cards, total: value.total };
}

/** The round's params as its game reads them; null when they no longer parse. */
export function paramsOf<P>(
  schema: { safeParse(value: unknown): { success: true; data: P } | { success: false } },
  params: unknown,
): P | null {
  const parsed = schema.safeParse(params);
  return parsed.success ? parsed.data : null;
}
