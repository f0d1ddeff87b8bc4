import { periodicBonusClaimSchema } from '../periodic-bonuses';
import { rakebackClaimResponseSchema, rakebackClaimSchema } from '../rakeback';
import {
  claimRedeemCodeRequestSchema,
  claimRedeemCodeResponseSchema,
  createRedeemCodeRequestSchema,
  redeemCodeIdParamsSchema,
  redeemCodeListSchema,
  redeemCodeViewSchema,
} from '../reward-codes';
import {
  checkRewardOfferRequestSchema,
  claimRewardOfferRequestSchema,
  claimRewardOfferResponseSchema,
  createRewardOfferRequestSchema,
  rewardOfferIdParamsSchema,
  rewardOfferListSchema,
  rewardOfferTermsSchema,
  rewardOfferViewSchema,
} from '../reward-offers';
import {
  claimResponseSchema,
  levelUpClaimSchema,
  privacyRequestSchema,
  privacyResponseSchema,
  ranksResponseSchema,
  rewardsStatsSchema,
  rewardTableResponseSchema,
  rolloverOfferConfirmSchema,
} from '../rewards';
import { defineRoute } from '../route';
import { okResponseSchema } from '../user';

/**
 * The rewards routes: the ladder and the reward table (public, so anonymous visitors
 * see the Rewards page), the player's stats and privacy switch, the claims (each moves
 * money from the rewards account, so each is retry-safe), redeem codes and offers, and
 * the admins' pages for codes and offers (a code or an offer mints money from the
 * rewards account, so only admins, not support staff, make them).
 */
export const rewardsApi = {
  ranks: defineRoute({
    method: 'GET',
    path: '/rewards/ranks',
    response: ranksResponseSchema,
    auth: 'public',
  }),
  table: defineRoute({
    method: 'GET',
    path: '/rewards/table',
    response: rewardTableResponseSchema,
    auth: 'public',
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/rewards/stats',
    response: rewardsStatsSchema,
    auth: 'player',
  }),
  setPrivacy: defineRoute({
    method: 'POST',
    path: '/rewards/stats/privacy',
    body: privacyRequestSchema,
    response: privacyResponseSchema,
    auth: 'player',
  }),
  claimLevelUp: defineRoute({
    method: 'POST',
    path: '/rewards/claim/level-up',
    body: levelUpClaimSchema,
    response: claimResponseSchema,
    auth: 'player',
    retrySafe: true,
  }),
  claimWeekly: defineRoute({
    method: 'POST',
    path: '/rewards/claim/weekly',
    body: periodicBonusClaimSchema,
    response: claimResponseSchema,
    auth: 'player',
    retrySafe: true,
  }),
  claimMonthly: defineRoute({
    method: 'POST',
    path: '/rewards/claim/monthly',
    body: periodicBonusClaimSchema,
    response: claimResponseSchema,
    auth: 'player',
    retrySafe: true,
  }),
  claimRakeback: defineRoute({
    method: 'POST',
    path: '/rewards/claim/rakeback',
    body: rakebackClaimSchema,
    response: rakebackClaimResponseSchema,
    auth: 'player',
    retrySafe: true,
  }),
  confirmRolloverOffer: defineRoute({
    method: 'POST',
    path: '/rewards/rollover-offer/confirm',
    body: rolloverOfferConfirmSchema,
    response: okResponseSchema,
    auth: 'player',
    retrySafe: true,
  }),
  /** Unknown codes count as guesses, in counts the server keeps (codes/guess-limit.ts there). */
  claimCode: defineRoute({
    method: 'POST',
    path: '/rewards/claim/code',
    body: claimRedeemCodeRequestSchema,
    response: claimRedeemCodeResponseSchema,
    auth: 'player',
    retrySafe: true,
  }),
  checkOffer: defineRoute({
    method: 'POST',
    path: '/rewards/offer/check',
    body: checkRewardOfferRequestSchema,
    response: rewardOfferTermsSchema,
    auth: 'player',
  }),
  claimOffer: defineRoute({
    method: 'POST',
    path: '/rewards/offer/claim',
    body: claimRewardOfferRequestSchema,
    response: claimRewardOfferResponseSchema,
    auth: 'player',
    retrySafe: true,
  }),
  createCode: defineRoute({
    method: 'POST',
    path: '/admin/codes',
    body: createRedeemCodeRequestSchema,
    response: redeemCodeViewSchema,
    auth: 'staff',
    permission: 'codes.manage',
  }),
  listCodes: defineRoute({
    method: 'GET',
    path: '/admin/codes',
    response: redeemCodeListSchema,
    auth: 'staff',
    permission: 'codes.manage',
  }),
  disableCode: defineRoute({
    method: 'POST',
    path: '/admin/codes/:id/disable',
    params: redeemCodeIdParamsSchema,
    response: redeemCodeViewSchema,
    auth: 'staff',
    permission: 'codes.manage',
  }),
  createOffer: defineRoute({
    method: 'POST',
    path: '/admin/offers',
    body: createRewardOfferRequestSchema,
    response: rewardOfferViewSchema,
    auth: 'staff',
    permission: 'codes.manage',
  }),
  listOffers: defineRoute({
    method: 'GET',
    path: '/admin/offers',
    response: rewardOfferListSchema,
    auth: 'staff',
    permission: 'codes.manage',
  }),
  disableOffer: defineRoute({
    method: 'POST',
    path: '/admin/offers/:id/disable',
    params: rewardOfferIdParamsSchema,
    response: rewardOfferViewSchema,
    auth: 'staff',
    permission: 'codes.manage',
  }),
};
