import { ErrorCode } from '@ante/core';
import { sql } from 'kysely';
import type { Config } from '../../../lib/config';
import type { Db } from '../../../lib/db/database';
import { lockPlayerFor } from '../../../lib/db/player-lock';
import { Conflict } from '../../../lib/errors';
import { bonusCurrencies } from './bonus-currencies';

/**
 * A player has at most one rollover under way per currency, whatever started it (the
 * welcome offer, an offer, a redeem code with a wagering requirement). Two at once would
 * count the same stakes twice, so that one play would release two bonuses: the rule
 * keeps each bonus costing the player on average, as its terms were checked to.
 *
 * Whatever can start a rollover first takes this player's lock, then asks; claims by one
 * player pass one at a time, so two claims in one currency cannot both find the
 * currency free.
 */
export async function lockPlayerRollovers(trx: Db, userId: string): Promise<void> {
  await lockPlayerFor(trx, 'rollovers', userId);
}

/**
 * Refuses (409, a message the player can act on) when the player has in `currency`
 * a rollover not completed and not expired, a deposit offer still waiting for its
 * deposit, or the welcome offer accepted and waiting for a deposit in a currency that
 * earns it. Call with the player's lock held (lockPlayerRollovers).
 */
export async function assertNoActiveRollover(
  trx: Db,
  config: Config,
  userId: string,
  currency: string,
): Promise<void> {
  const active = await trx
    .selectFrom('rollover_bonuses')
    .select('id')
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (active) {
    throw busy(
      `You already have a bonus rollover under way in ${currency}. ` +
        `Complete it or let it expire before taking another in ${currency}, or choose another currency.`,
    );
  }
  const awaiting = await trx
    .selectFrom('reward_offer_claims')
    .select('offer_id')
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .where('rollover_id', 'is', null)
    // Past its deadline too when a deposit made in time has no bonus recorded yet: the
    // catch-up job records it (offers/record-deposit-bonuses.ts, jobs.ts).
    .where(sql<boolean>`(deposit_by > now() OR EXISTS (
      SELECT 1 FROM deposits d WHERE d.user_id = reward_offer_claims.user_id
        AND d.currency = reward_offer_claims.currency AND d.status = 'credited'
        AND d.credited_at >= reward_offer_claims.claimed_at
        AND d.credited_at < reward_offer_claims.deposit_by
        AND NOT EXISTS (SELECT 1 FROM rollover_bonuses b WHERE b.deposit_id = d.id)))`)
    .executeTakeFirst();
  if (awaiting) {
    throw busy(
      `You have an offer waiting for your deposit in ${currency}. ` +
        `Make that deposit, or let the offer lapse, before taking another in ${currency}, or choose another currency.`,
    );
  }
  if (config.welcomeBonus.percent === 0) return;
  if (!(bonusCurrencies(config) as string[]).includes(currency)) return;
  const welcome = await trx
    .selectFrom('rollover_offers')
    .select('accepted')
    .where('user_id', '=', userId)
    .where('accepted', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('rollover_bonuses')
            .select('id')
            .where('user_id', '=', userId)
            .where('source', '=', 'welcome'),
        ),
      ),
    )
    .executeTakeFirst();
  if (welcome) {
    throw busy(
      `Your welcome offer is waiting for your first deposit, and a deposit in ${currency} would start it. ` +
        'Make that deposit first, or choose a currency the welcome offer does not cover.',
    );
  }
}

function busy(message: string): Conflict {
  return new Conflict(message, ErrorCode.Conflict, 'currency');
}
