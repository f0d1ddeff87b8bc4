import type { ClaimedRewardOffer, RolloverBonus } from '@ante/core';
import { sql } from 'kysely';
import type { Config } from '../../../lib/config';
import type { Db } from '../../../lib/db/database';
import type { RatesService } from '../../wallet/rates/rates-service';
import { rolloverState } from '../rollovers/rollover-state';
import { type OfferClaimRow, presentClaim } from './present-claim';
import type { RewardOfferRow } from './present-offer';

export type OfferStatsDeps = { config: Config; rates: RatesService };

/** Claims and code rollovers shown: those of the last 90 days, and any still under way. */
const SHOWN = sql<Date>`now() - interval '90 days'`;

/**
 * The offers fields of GET /rewards/stats: every claimed offer and every code rollover
 * with its progress. Reads only: deposits record their offers' bonuses
 * (record-deposit-bonuses.ts) and stakes pay met rollovers (rollovers/pay-met-rollovers.ts).
 */
export async function offerStats(
  trx: Db,
  deps: OfferStatsDeps,
  userId: string,
): Promise<{ offers: ClaimedRewardOffer[]; codeRollovers: RolloverBonus[] }> {
  return {
    offers: await claimedOffers(trx, deps.config, userId),
    codeRollovers: await codeRollovers(trx, userId),
  };
}

/** The player's claims of the last 90 days and any whose rollover is still under way, newest first. */
async function claimedOffers(trx: Db, config: Config, userId: string): Promise<ClaimedRewardOffer[]> {
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
    shown.push(await presentClaim(trx, config, claim, offer, rollover));
  }
  return shown;
}

/** Rollovers started by redeem codes in the last 90 days, and any still under way, newest first. */
async function codeRollovers(trx: Db, userId: string): Promise<RolloverBonus[]> {
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
  for (const { name, ...row } of rows) shown.push(await rolloverState(trx, row, name));
  return shown;
}
