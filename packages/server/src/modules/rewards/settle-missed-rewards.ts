import { LOYALTY_RANKS } from '@ante/core';
import { sql } from 'kysely';
import type { Bus } from '../../lib/bus/bus';
import type { Db } from '../../lib/db/database';
import { transactionWithEvents } from '../../lib/events';
import { payMetRollovers } from './rollovers/pay-met-rollovers';
import { startDepositRollovers } from './start-deposit-rollovers';
import type { WelcomeOfferDeps } from './welcome-offer';

/** Players settled per run at most; the next run takes the rest. */
const PLAYERS_PER_RUN = 500;

/**
 * The catch-up behind the stake and the deposit that normally settle rewards at once
 * (stake-rewards.ts, start-deposit-rollovers.ts): what they missed, after a crash
 * between a bet's commit and its rewards, or a deposit credited while its currency had
 * no fresh price, is settled here, each thing once, as they would have settled it.
 * Ranks reached and not recorded are recorded; deposit bonuses earned and not recorded
 * are recorded; rollovers met and not paid are paid. Returns how many players' rollovers
 * it looked at and how many it paid.
 */
export async function settleMissedRewards(
  db: Db,
  bus: Bus,
  deps: WelcomeOfferDeps,
  log: { error(details: object, message: string): void },
): Promise<{ players: number; paid: number }> {
  // Highest rank first, so that a player who climbed several is written once.
  for (const rank of [...LOYALTY_RANKS].reverse()) {
    if (rank.id === 0) continue;
    await db
      .updateTable('users')
      .set({ rank_id: rank.id })
      .where('rank_id', '<', rank.id)
      .where('xp', '>=', rank.wagerRequirement)
      .execute();
  }
  const players = await playersWithRolloverWork(db);
  let paid = 0;
  const failures: unknown[] = [];
  for (const userId of players) {
    try {
      paid += await transactionWithEvents(db, bus, async (trx, events) => {
        await startDepositRollovers(trx, deps, userId);
        return payMetRollovers(trx, events, userId);
      });
    } catch (error) {
      log.error({ err: error, userId }, 'rewards catch-up failed for a player');
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, 'rewards catch-up failed for some players');
  return { players: players.length, paid };
}

/**
 * Players with a rollover not paid (met or not: only its progress can tell), a deposit
 * offer whose deposit has come, or a welcome offer taken whose deposit has come.
 */
async function playersWithRolloverWork(db: Db): Promise<string[]> {
  const { rows } = await sql<{ user_id: string }>`
    SELECT user_id FROM rollover_bonuses
      WHERE completed_at IS NULL AND expires_at > now() - interval '7 days'
    UNION
    SELECT c.user_id FROM reward_offer_claims c
      WHERE c.rollover_id IS NULL AND c.deposit_by IS NOT NULL AND c.claimed_at > now() - interval '90 days'
        AND EXISTS (SELECT 1 FROM deposits d WHERE d.user_id = c.user_id AND d.currency = c.currency
          AND d.status = 'credited' AND d.credited_at >= c.claimed_at AND d.credited_at < c.deposit_by)
    UNION
    SELECT o.user_id FROM rollover_offers o
      WHERE o.accepted
        AND NOT EXISTS (SELECT 1 FROM rollover_bonuses b WHERE b.user_id = o.user_id AND b.source = 'welcome')
        AND EXISTS (SELECT 1 FROM deposits d WHERE d.user_id = o.user_id
          AND d.status = 'credited' AND d.credited_at >= o.decided_at)
    LIMIT ${PLAYERS_PER_RUN}`.execute(db);
  return rows.map((row) => row.user_id);
}
