import { fromDecimalString, isCryptoCode } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { usdInCurrency } from '../../wallet/currency-rules';
import type { RatesService } from '../../wallet/rates/rates-service';
import { startRollover } from '../rollovers/start-rollover';

export type DepositBonusDeps = { rates: RatesService };

/** Deposit offers claimed this long ago are no longer looked at. */
const SHOWN = sql<Date>`now() - interval '90 days'`;

/**
 * Each deposit offer waiting for its deposit: the first deposit in its currency credited
 * after the claim and before `deposit_by`, that no other rollover used, earns `percent`
 * of it, worth at most `max_usd` at the rate of the moment. The rollover is `rollover`
 * x (deposit + bonus) within `days` of the deposit. Run when a deposit is credited, and
 * by the catch-up job: a deposit credited in time but recorded later still counts, and
 * without a fresh price the bonus waits for a later run. In the caller's transaction.
 */
export async function recordDepositBonuses(trx: Db, deps: DepositBonusDeps, userId: string): Promise<void> {
  const waiting = await trx
    .selectFrom('reward_offer_claims as c')
    .innerJoin('reward_offers as o', 'o.id', 'c.offer_id')
    .select(['c.offer_id', 'c.currency', 'c.claimed_at', 'c.deposit_by', 'o.percent', 'o.max_usd'])
    .select(['o.rollover', 'o.days', 'o.max_bet_usd'])
    .where('c.user_id', '=', userId)
    .where('c.rollover_id', 'is', null)
    .where('c.deposit_by', 'is not', null)
    .where('c.claimed_at', '>', SHOWN)
    .orderBy('c.claimed_at', 'asc')
    .execute();
  for (const claim of waiting) {
    if (!claim.deposit_by || claim.percent === null || claim.max_usd === null) continue;
    if (!isCryptoCode(claim.currency) || !deps.rates.isUsable(claim.currency)) continue;
    const deposit = await trx
      .selectFrom('deposits')
      .select(['id', 'amount', 'credited_at'])
      .where('user_id', '=', userId)
      .where('status', '=', 'credited')
      .where('currency', '=', claim.currency)
      .where('credited_at', '>=', claim.claimed_at)
      .where('credited_at', '<', claim.deposit_by)
      .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM rollover_bonuses b WHERE b.deposit_id = deposits.id)`)
      .orderBy('credited_at', 'asc')
      .limit(1)
      .executeTakeFirst();
    if (!deposit?.credited_at) continue;
    const depositAtoms = fromDecimalString(deposit.amount);
    const byPercent = (depositAtoms * BigInt(claim.percent)) / 100n;
    const cap = usdInCurrency(deps.rates, fromDecimalString(claim.max_usd), claim.currency);
    const bonus = byPercent < cap ? byPercent : cap;
    if (bonus <= 0n) continue;
    // Runs racing to record it: the partial unique index lets one insert; the others find it.
    await startRollover(trx, {
      source: 'offer',
      offerId: claim.offer_id,
      userId,
      currency: claim.currency,
      bonus,
      deposit: depositAtoms,
      depositId: deposit.id,
      requirement: (depositAtoms + bonus) * BigInt(claim.rollover),
      startsAt: deposit.credited_at,
      days: claim.days,
      maxBetUsd: claim.max_bet_usd,
    });
    const rollover = await trx
      .selectFrom('rollover_bonuses')
      .select('id')
      .where('offer_id', '=', claim.offer_id)
      .where('user_id', '=', userId)
      .where('source', '=', 'offer')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('reward_offer_claims')
      .set({ rollover_id: rollover.id })
      .where('offer_id', '=', claim.offer_id)
      .where('user_id', '=', userId)
      .where('rollover_id', 'is', null)
      .execute();
  }
}
