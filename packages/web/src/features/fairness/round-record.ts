/**
 * Readers of what the server recorded of a round (`round.params`, `round.result`),
 * for the games' `fromRound`: a record is JSON from the database, so a round's result
 * is read through its game's `resultSchema` (round-outcome.ts) and its params through
 * the game's `paramsSchema` here, and anything they do not read is given up on (null).
 */
export type Loose = Record<string, unknown>;

export const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

/** The round's params as its game reads them; null when they no longer parse. */
export function paramsOf<P>(
  schema: { safeParse(value: unknown): { success: true; data: P } | { success: false } },
  params: unknown,
): P | null {
  const parsed = schema.safeParse(params);
  return parsed.success ? parsed.data : null;
}
