import type { ClaimedRewardOffer } from '@ante/core';
import type { Selectable } from 'kysely';
import type { Config } from '../../../lib/config';
import type { Db } from '../../../lib/db/database';
import type { RewardOfferClaimsTable } from '../../../lib/db/schema';
import { type RolloverRow, rolloverState } from '../rollovers/rollover-state';
import { offerTerms, type RewardOfferRow } from './present-offer';

export type OfferClaimRow = Selectable<RewardOfferClaimsTable>;

/**
 * A claimed offer as the player sees it, with its rollover's progress
 * (rollovers/rollover-state.ts). A deposit offer without a rollover waits for its
 * deposit until `deposit_by`, and has lapsed after it.
 */
export async function presentClaim(
  trx: Db,
  config: Config,
  claim: OfferClaimRow,
  offer: RewardOfferRow,
  rollover: RolloverRow | undefined,
): Promise<ClaimedRewardOffer> {
  const waiting = claim.deposit_by !== null && claim.deposit_by.getTime() > Date.now();
  return {
    code: offer.code,
    kind: offer.kind,
    currency: claim.currency,
    status: rollover ? 'rollover' : waiting ? 'awaiting_deposit' : 'lapsed',
    claimedAt: claim.claimed_at.toISOString(),
    depositBy: claim.deposit_by?.toISOString() ?? null,
    terms: offerTerms(config, offer),
    rollover: rollover ? await rolloverState(trx, rollover, offer.code) : null,
  };
}
