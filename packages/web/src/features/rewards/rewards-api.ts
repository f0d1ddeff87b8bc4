import {
  type ClaimRedeemCodeRequest,
  claimRedeemCodeResponseSchema,
  claimResponseSchema,
  type LevelUpClaim,
  okResponseSchema,
  ranksResponseSchema,
  rewardsStatsSchema,
} from '@ante/core';
import { api } from '../../lib/api';

/** Keyed by user, so another player signing in on this tab never sees these stats. */
export const rewardsKeys = {
  stats: (userId: string) => ['rewards', userId, 'stats'] as const,
  ranks: ['rewards', 'ranks'] as const,
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

export function claimLevelUp(input: LevelUpClaim) {
  return api.postOnce('/rewards/claim/level-up', input, claimResponseSchema);
}

/** Redeems a code; `currency` pays when the code names none (the player's selected one). */
export function claimRedeemCode(input: ClaimRedeemCodeRequest) {
  return api.postOnce('/rewards/claim/code', input, claimRedeemCodeResponseSchema);
}
