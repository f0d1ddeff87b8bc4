import {
  type CheckRewardOfferRequest,
  type ClaimRedeemCodeRequest,
  type ClaimRewardOfferRequest,
  claimRedeemCodeResponseSchema,
  claimResponseSchema,
  claimRewardOfferResponseSchema,
  type LevelUpClaim,
  okResponseSchema,
  type PeriodicBonusClaim,
  type PeriodicBonusKind,
  rakebackClaimResponseSchema,
  ranksResponseSchema,
  rewardOfferTermsSchema,
  rewardsStatsSchema,
  rewardTableResponseSchema,
} from '@ante/core';
import { api } from '../../lib/api';
import { rewardsStatsKey } from '../../lib/wallet/use-claim-reward';

/** Keyed by user, so another player signing in on this tab never sees these stats. */
export const rewardsKeys = {
  stats: rewardsStatsKey,
  ranks: ['rewards', 'ranks'] as const,
  table: ['rewards', 'table'] as const,
};

export function fetchRewardsStats() {
  return api.get('/rewards/stats', rewardsStatsSchema);
}

export function confirmRolloverOffer(optIn: boolean) {
  return api.postOnce('/rewards/rollover-offer/confirm', { optIn }, okResponseSchema);
}

/** The loyalty ladder; public, and it changes only with a release. */
export function fetchRanks() {
  return api.get('/rewards/ranks', ranksResponseSchema);
}

/** What each rank earns back per game, piece by piece; public, it changes with the configuration. */
export function fetchRewardTable() {
  return api.get('/rewards/table', rewardTableResponseSchema);
}

export function claimLevelUp(input: LevelUpClaim) {
  return api.postOnce('/rewards/claim/level-up', input, claimResponseSchema);
}

/** Pays every currency's rakeback at once, each in its own currency. */
export function claimRakeback() {
  return api.postOnce('/rewards/claim/rakeback', {}, rakebackClaimResponseSchema);
}

/** Pays every unexpired weekly or monthly grant, its USD value in `currency`. */
export function claimPeriodicBonus(kind: PeriodicBonusKind, input: PeriodicBonusClaim) {
  return api.postOnce(`/rewards/claim/${kind}`, input, claimResponseSchema);
}

/** Redeems a code; `currency` pays when the code names none (the player's selected one). */
export function claimRedeemCode(input: ClaimRedeemCodeRequest) {
  return api.postOnce('/rewards/claim/code', input, claimRedeemCodeResponseSchema);
}

/** An offer code's terms, before the player claims it; a refusal carries the server's reason. */
export function checkRewardOffer(input: CheckRewardOfferRequest) {
  return api.post('/rewards/offer/check', input, rewardOfferTermsSchema);
}

/** Claims an offer code in `currency`: the deposit's that will earn it, or the bonus's. */
export function claimRewardOffer(input: ClaimRewardOfferRequest) {
  return api.postOnce('/rewards/offer/claim', input, claimRewardOfferResponseSchema);
}
