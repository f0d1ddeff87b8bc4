import {
  ATOM_DECIMALS,
  CRYPTO_CURRENCIES,
  isCryptoCode,
  type Ratio,
  rewardEdge,
  sumRatios,
} from '@ante/core';
import { type RawBuilder, sql } from 'kysely';

/**
 * SQL, true when one of the player's rollovers in `currency` was open at `placedAt`
 * (from its start until it was met or lapsed), whatever started it: the welcome offer,
 * an offer, a redeem code with a wagering requirement. The bonus already rewards such
 * stakes, so rewards read from them (rakeback, affiliate commission) are halved.
 */
export function rolloverOpenAt(
  userId: RawBuilder<unknown> | string,
  currency: RawBuilder<unknown>,
  placedAt: RawBuilder<unknown>,
): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (
    SELECT 1 FROM rollover_bonuses b
    WHERE b.user_id = ${userId} AND b.currency = ${currency}
      AND ${placedAt} >= b.starts_at AND ${placedAt} < b.expires_at
      AND (b.completed_at IS NULL OR ${placedAt} < b.completed_at)
  )`;
}

/**
 * rewardEdge (core), worked out once per game and params: players share settings (a
 * dice target, a plinko table), and a game's distribution is not free to build. Null
 * for a game or params with no edge we can state: such stakes earn no reward.
 */
export function memoisedEdge(): (game: string, params: unknown) => Ratio | null {
  const known = new Map<string, Ratio | null>();
  return (game, params) => {
    const key = `${game}:${JSON.stringify(params)}`;
    if (!known.has(key)) known.set(key, rewardEdge(game, params));
    return known.get(key) ?? null;
  };
}

/**
 * Exact sums of shares of stakes (fractions of bigints) under string keys, each cut
 * down to the atom once, when read: rounding each stake apart would lose up to an atom
 * per round, and the total would depend on how the rounds were grouped.
 */
export class ExactSums {
  private readonly sums = new Map<string, Ratio>();

  add(key: string, share: Ratio): void {
    const sum = this.sums.get(key);
    this.sums.set(key, sum ? sumRatios([sum, share]) : share);
  }

  /** Each key's sum rounded down to the atom. */
  floored(): Map<string, bigint> {
    return new Map([...this.sums].map(([key, { n, d }]) => [key, n / d]));
  }
}

/** What a currency pays now of `atoms`: rounded down to its smallest unit, the rest waits. */
export function payableAtoms(currency: string, atoms: bigint): bigint {
  if (!isCryptoCode(currency)) return 0n;
  const step = 10n ** BigInt(ATOM_DECIMALS - CRYPTO_CURRENCIES[currency].significantDigits);
  return atoms - (atoms % step);
}
