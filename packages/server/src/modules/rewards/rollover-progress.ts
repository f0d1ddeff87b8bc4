import { fromDecimalString, rolloverWeight, WEIGHT_SCALE } from '@ante/core';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { RolloverBonusesTable } from '../../lib/db/schema';

/**
 * How far a welcome bonus's rollover has come: the rounds the player has played in the
 * bonus's currency since the deposit (finished or not, within the deadline), and the
 * part of their stakes that counts. A round's stakes (base, doubles, splits and
 * insurance) count by the rollover weight of its game and params (core rollover/),
 * which no longer depends on the pot's settings (its `pot_return` is not read); a round worth more than the bonus's
 * largest stake (USD at the time of the bet) counts nothing, as the offer's terms say,
 * rather than being refused: it is the player's own money, and a stake that does not
 * count cannot bring the bonus nearer.
 *
 * Rounds are added up per game and params in the database, so the weight is worked out
 * once per distinct setting a player used, not once per round.
 */
export async function rolloverProgress(
  trx: Db,
  userId: string,
  bonus: Selectable<RolloverBonusesTable>,
): Promise<{ rounds: number; counted: bigint }> {
  const withinLimit = bonus.max_bet_usd
    ? sql<boolean>`ante_round_usd(amount, extra_stake, wager_usd) <= ${bonus.max_bet_usd}::numeric`
    : sql<boolean>`true`;
  const groups = await trx
    .selectFrom('rounds')
    .select([
      'game',
      'params',
      sql<string>`count(*)::text`.as('rounds'),
      sql<string>`coalesce(sum(amount + extra_stake) FILTER (WHERE ${withinLimit}), 0)::text`.as('staked'),
    ])
    .where('user_id', '=', userId)
    .where('currency', '=', bonus.currency)
    .where('created_at', '>=', bonus.starts_at)
    .where('created_at', '<', bonus.expires_at)
    .groupBy(['game', 'params'])
    .execute();
  let rounds = 0;
  let counted = 0n;
  for (const group of groups) {
    rounds += Number(group.rounds);
    const staked = fromDecimalString(group.staked);
    if (staked > 0n) counted += (staked * rolloverWeight(group.game, group.params)) / WEIGHT_SCALE;
  }
  return { rounds, counted };
}
