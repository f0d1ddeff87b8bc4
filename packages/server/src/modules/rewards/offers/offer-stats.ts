import { type ClaimedRewardOffer, fromDecimalString, isCryptoCode, type RolloverBonus } from '@ante/core';
import { sql } from 'kysely';
import type { Config } from '../../../lib/config';
import type { Db } from '../../../lib/db/database';
import type { PendingEvents } from '../../../lib/events';
import { usdInCurrency } from '../../wallet/currency-rules';
import type { RatesService } from '../../wallet/rates/rates-service';
import { rolloverState } from '../rollovers/rollover-state';
import { startRollover } from '../rollovers/start-rollover';
import { type OfferClaimRow, presentClaim } from './present-claim';
import type { RewardOfferRow } from './present-offer';

export type OfferStatsDeps = { config: Config; rates: RatesService };

/** Claims and code rollovers shown: those of the last 90 days, and any still under way. */
const SHOWN = sql<Date>`now() - interval '90 days'`;

/**
 * The offers fields of GET /rewards/stats, in its transaction: first each deposit offer
 * waiting for its deposit gets its bonus from the first deposit that earns it; then
 * every claimed offer and every code rollover is read, which pays a bonus whose
 * rollover is met (rollovers/rollover-state.ts). As for the welcome offer, the browser
 * reads the stats on load and after every settled bet while a rollover is open, so no
 * job is needed.
 */
export async function offerStats(
  trx: Db,
  events: PendingEvents,
  deps: OfferStatsDeps,
  userId: string,
): Promise<{ offers: ClaimedRewardOffer[]; codeRollovers: RolloverBonus[] }> {
  await recordDepositBonuses(trx, deps, userId);
  return {
    offers: await claimedOffers(trx, events, deps.config, userId),
    codeRollovers: await codeRollovers(trx, events, userId),
  };
}

/**
 * Each deposit offer waiting for its deposit: the first deposit in its currency credited
 * after the claim and before `deposit_by`, that no other rollover used, earns `percent`
 * of it, worth at most `max_usd` at the rate of the moment. The rollover is `rollover`
 * x (deposit + bonus) within `days` of the deposit. A deposit credited in time but read
 * later still counts; without a fresh price the bonus waits for a later read.
 */
async function recordDepositBonuses(trx: Db, deps: OfferStatsDeps, userId: string): Promise<void> {
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
    // Reads racing to record it: the partial unique index lets one insert; the others find it.
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

/** The player's claims of the last 90 days and any whose rollover is still under way, newest first. */
async function claimedOffers(
  trx: Db,
  events: PendingEvents,
  config: Config,
  userId: string,
): Promise<ClaimedRewardOffer[]> {
  const claims = await trx
    .selectFrom('reward_offer_claims as c')
    .leftJoin('rollover_bonuses as b', 'b.id', 'c.rollover_id')
    .selectAll('c')
    .where('c.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('c.claimed_at', '>', SHOWN),
        eb.and([eb('b.completed_at', 'is', null), eb('b.expires_at', '>', sql<Date>`now()`)]),
      ]),
    )
    .orderBy('c.claimed_at', 'desc')
    .orderBy('c.offer_id')
    .execute();
  if (claims.length === 0) return [];
  const offers = await trx
    .selectFrom('reward_offers')
    .selectAll()
    .where(
      'id',
      'in',
      claims.map((claim) => claim.offer_id),
    )
    .execute();
  const rolloverIds = claims.flatMap((claim) => (claim.rollover_id ? [claim.rollover_id] : []));
  const rollovers =
    rolloverIds.length > 0
      ? await trx.selectFrom('rollover_bonuses').selectAll().where('id', 'in', rolloverIds).execute()
      : [];
  const offerById = new Map<string, RewardOfferRow>(offers.map((offer) => [offer.id, offer]));
  const rolloverById = new Map(rollovers.map((row) => [row.id, row]));
  const shown: ClaimedRewardOffer[] = [];
  for (const claim of claims as OfferClaimRow[]) {
    const offer = offerById.get(claim.offer_id);
    if (!offer) continue;
    const rollover = claim.rollover_id ? rolloverById.get(claim.rollover_id) : undefined;
    shown.push(await presentClaim(trx, events, config, claim, offer, rollover));
  }
  return shown;
}

/** Rollovers started by redeem codes in the last 90 days, and any still under way, newest first. */
async function codeRollovers(trx: Db, events: PendingEvents, userId: string): Promise<RolloverBonus[]> {
  const rows = await trx
    .selectFrom('rollover_bonuses as b')
    .innerJoin('redeem_codes as r', 'r.id', 'b.code_id')
    .selectAll('b')
    .select('r.code as name')
    .where('b.user_id', '=', userId)
    .where('b.source', '=', 'code')
    .where((eb) =>
      eb.or([
        eb('b.created_at', '>', SHOWN),
        eb.and([eb('b.completed_at', 'is', null), eb('b.expires_at', '>', sql<Date>`now()`)]),
      ]),
    )
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id')
    .execute();
  const shown: RolloverBonus[] = [];
  for (const { name, ...row } of rows) shown.push(await rolloverState(trx, events, row, name));
  return shown;
}
