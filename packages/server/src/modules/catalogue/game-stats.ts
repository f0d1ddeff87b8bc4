import {
  type CryptoCode,
  canonicalDecimal,
  fromDecimalString,
  type GameStats,
  multiplyByRate,
  toDecimalString,
} from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { RatesService } from '../wallet/rates/rates-service';

/** Public per-game figures are computed at most this often per node and game. */
const STATS_TTL_MS = 30_000;

/**
 * Public figures of one game: rounds played, everything wagered (in USD at the time
 * of each bet), the biggest win by its USD value now and the luckiest (highest
 * multiplier) win. Names of private players are hidden.
 */
export async function gameStats(db: Db, rates: RatesService, slug: string): Promise<GameStats> {
  const totals = await db
    .selectFrom('rounds')
    .where('game', '=', slug)
    .where('status', '=', 'finished')
    .select([
      (eb) => eb.fn.countAll<string>().as('rounds'),
      (eb) => eb.fn.coalesce(eb.fn.sum<string>('stake_usd'), sql<string>`0`).as('wagered'),
    ])
    .executeTakeFirstOrThrow();
  const notable = (order: 'payout_usd' | 'multiplier') =>
    db
      .selectFrom('rounds')
      .innerJoin('users', 'users.id', 'rounds.user_id')
      .select([
        'rounds.id',
        'rounds.currency',
        'rounds.amount',
        'rounds.extra_stake',
        'rounds.payout',
        'rounds.multiplier',
        'rounds.created_at',
        'users.username',
        'users.private',
      ])
      .where('rounds.game', '=', slug)
      .where('rounds.status', '=', 'finished')
      .where('rounds.payout', '>', '0')
      .orderBy(
        order === 'multiplier'
          ? sql`rounds.multiplier`
          : // Payouts in different currencies compare by their value at bet time.
            sql`rounds.payout * rounds.stake_usd / nullif(rounds.amount + rounds.extra_stake, 0)`,
        (direction) => direction.desc().nullsLast(),
      )
      .orderBy('rounds.created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  const [biggest, luckiest] = await Promise.all([notable('payout_usd'), notable('multiplier')]);
  const present = (row: Awaited<ReturnType<typeof notable>>) => {
    if (!row) return null;
    const payout = fromDecimalString(row.payout ?? '0');
    return {
      roundId: row.id,
      username: row.private ? null : row.username,
      currency: row.currency,
      wager: toDecimalString(fromDecimalString(row.amount) + fromDecimalString(row.extra_stake)),
      payout: toDecimalString(payout),
      multiplier: canonicalDecimal(row.multiplier ?? '0'),
      payoutUsd: toDecimalString(multiplyByRate(payout, rates.price(row.currency as CryptoCode, 'USD'))),
      createdAt: row.created_at.toISOString(),
    };
  };
  return {
    slug,
    roundsPlayed: Number(totals.rounds),
    wageredUsd: canonicalDecimal(totals.wagered),
    biggestWin: present(biggest),
    luckiestWin: present(luckiest),
  };
}

/**
 * gameStats behind a per-node cache: the lobby asks for these figures on every game page,
 * and they may be up to STATS_TTL_MS old. A failed computation is forgotten at once.
 */
export function cachedGameStats(db: Db, rates: RatesService): (slug: string) => Promise<GameStats> {
  const stats = new Map<string, { at: number; value: Promise<GameStats> }>();
  return (slug) => {
    const cached = stats.get(slug);
    if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached.value;
    const value = gameStats(db, rates, slug);
    stats.set(slug, { at: Date.now(), value });
    value.catch(() => stats.delete(slug));
    return value;
  };
}
