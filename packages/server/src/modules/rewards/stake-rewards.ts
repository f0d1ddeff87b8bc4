import { fromDecimalString } from '@ante/core';
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

/** The player as the bet statement left them (ante_play_round answers it). */
export interface StandingAfterBet {
  /** Xp with the bet's stake counted, as a decimal string. */
  xp: string;
  rankId: number;
  /** Whether a rollover in the bet's currency is open. */
  rolloverOpen: boolean;
}

/**
 * The same for a single-step bet, right after its one statement has committed (the bet
 * stays one statement: see play/place-bet.ts), which answered the player's standing
 * too. Only when there is something to do, which is seldom, does a statement of its
 * own record the rank or a transaction pay a rollover. A failure here does not undo
 * the bet, which has committed: it is logged, and the catch-up job (jobs.ts) settles
 * what was missed.
 */
export async function settleRewardsAfterBet(
  db: Db,
  bus: Bus,
  log: { error(details: object, message: string): void },
  userId: string,
  currency: string,
  standing: StandingAfterBet,
): Promise<void> {
  try {
    await raiseRank(db, userId, fromDecimalString(standing.xp), standing.rankId);
    if (!standing.rolloverOpen) return;
    const events = new PendingEvents();
    await db.transaction().execute((trx) => payMetRollovers(trx, events, userId, currency));
    await events.publish(bus);
  } catch (error) {
    log.error({ err: error, userId, currency }, 'rewards of a settled bet left for the catch-up job');
  }
}
