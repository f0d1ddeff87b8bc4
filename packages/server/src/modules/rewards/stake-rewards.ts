import { fromDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Bus } from '../../lib/bus/bus';
import type { Db } from '../../lib/db/database';
import { PendingEvents } from '../../lib/events';
import { raiseRank } from './raise-rank';
import { payMetRollovers } from './rollovers/pay-met-rollovers';

/**
 * What a stake has earned at once, settled in the transaction that recorded it (a
 * multi-step round's start or extra stake): the rank its xp reached, recorded on the
 * player, and the bonus of every rollover in its currency that it met, paid once.
 */
export async function settleStakeRewards(
  trx: Db,
  events: PendingEvents,
  userId: string,
  currency: string,
): Promise<void> {
  const player = await trx
    .selectFrom('users')
    .select(['xp', 'rank_id'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await raiseRank(trx, userId, fromDecimalString(player.xp), player.rank_id);
  await payMetRollovers(trx, events, userId, currency);
}

/**
 * The same for a single-step bet, right after its one statement has committed (the bet
 * stays one statement: see play/place-bet.ts). One read says whether there is anything
 * to do, which there seldom is; only then does a transaction of its own record the rank
 * or pay a rollover. A failure here does not undo the bet, which has committed: it is
 * logged, and the catch-up job (jobs.ts) settles what was missed.
 */
export async function settleRewardsAfterBet(
  db: Db,
  bus: Bus,
  log: { error(details: object, message: string): void },
  userId: string,
  currency: string,
): Promise<void> {
  try {
    const player = await db
      .selectFrom('users')
      .select([
        'xp',
        'rank_id',
        sql<boolean>`EXISTS (SELECT 1 FROM rollover_bonuses b WHERE b.user_id = users.id
          AND b.currency = ${currency} AND b.completed_at IS NULL AND b.expires_at > now())`.as(
          'rollover_open',
        ),
      ])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await raiseRank(db, userId, fromDecimalString(player.xp), player.rank_id);
    if (!player.rollover_open) return;
    const events = new PendingEvents();
    await db.transaction().execute((trx) => payMetRollovers(trx, events, userId, currency));
    await events.publish(bus);
  } catch (error) {
    log.error({ err: error, userId, currency }, 'rewards of a settled bet left for the catch-up job');
  }
}
