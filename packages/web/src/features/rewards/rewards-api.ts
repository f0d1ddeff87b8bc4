import {
  type CheckRewardOfferRequest,
  type ClaimRedeemCodeRequest,
  type ClaimRewardOfferRequest,
  type LevelUpClaim,
  type PeriodicBonusClaim,
  type PeriodicBonusKind,
  rewardsApi,
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
  return api.call(rewardsApi.stats);
}

export function confirmRolloverOffer(optIn: boolean) {
  return api.call(rewardsApi.confirmRolloverOffer, { body: { optIn } });
}

/** The loyalty ladder; public, and it changes only with a release. */
export function fetchRanks() {
  return api.call(rewardsApi.ranks);
}

/** What each rank earns back per game, piece by piece; public, it changes with the configuration. */
export function fetchRewardTable() {
  return api.call(rewardsApi.table);
}

export function claimLevelUp(input: LevelUpClaim) {
  return api.call(rewardsApi.claimLevelUp, { body: input });
}

/** Pays every currency's rakeback at once, each in its own currency. */
export function claimRakeback() {
  return api.call(rewardsApi.claimRakeback, { body: {} });
}

/** Pays every unexpired weekly or monthly grant, its USD value in `currency`. */
export function claimPeriodicBonus(kind: PeriodicBonusKind, input: PeriodicBonusClaim) {
  return api.call(kind === 'weekly' ? rewardsApi.claimWeekly : rewardsApi.claimMonthly, { body: input });
}

/** Redeems a code; `currency` pays when the code names none (the player's selected one). */
export function claimRedeemCode(input: ClaimRedeemCodeRequest) {
  return api.call(rewardsApi.claimCode, { body: input });
}

/** An offer code's terms, before the player claims it; a refusal carries the server's reason. */
export function checkRewardOffer(input: CheckRewardOfferRequest) {
  return api.call(rewardsApi.checkOffer, { body: input });
}

/** Claims an offer code in `currency`: the deposit's that will earn it, or the bonus's. */
export function claimRewardOffer(input: ClaimRewardOfferRequest) {
  return api.call(rewardsApi.claimOffer, { body: input });
}
