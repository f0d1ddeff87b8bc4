import {
  affiliateCampaignSchema,
  affiliateCampaignsResponseSchema,
  campaignCodeParamsSchema,
  campaignHitResponseSchema,
  campaignIdParamsSchema,
  claimCommissionRequestSchema,
  claimCommissionResponseSchema,
  createCampaignRequestSchema,
  referredUsersRequestSchema,
  referredUsersResponseSchema,
  renameCampaignRequestSchema,
  setCampaignCodeRequestSchema,
  setCampaignCommissionRequestSchema,
  setCampaignCommissionResponseSchema,
  setReferrerRequestSchema,
  setReferrerResponseSchema,
} from '../affiliate';
import { defineRoute } from '../route';

/** Hit reports one address may send a minute, whatever the codes: a landing page sends one a visit. */
export const HIT_REQUESTS_PER_MINUTE = 60;

/**
 * The affiliate programme: a player's campaigns, their referred players and commission,
 * the referrer a player names, the visits links bring (the one call anyone may make),
 * and the admins' commission percent for a campaign.
 */
export const affiliateApi = {
  campaigns: defineRoute({
    method: 'GET',
    path: '/affiliate/campaigns',
    response: affiliateCampaignsResponseSchema,
    auth: 'player',
  }),
  createCampaign: defineRoute({
    method: 'POST',
    path: '/affiliate/campaigns',
    body: createCampaignRequestSchema,
    response: affiliateCampaignSchema,
    auth: 'player',
  }),
  renameCampaign: defineRoute({
    method: 'POST',
    path: '/affiliate/campaign/:id/rename',
    params: campaignIdParamsSchema,
    body: renameCampaignRequestSchema,
    response: affiliateCampaignSchema,
    auth: 'player',
  }),
  setCampaignCode: defineRoute({
    method: 'POST',
    path: '/affiliate/campaign/:id/code',
    params: campaignIdParamsSchema,
    body: setCampaignCodeRequestSchema,
    response: affiliateCampaignSchema,
    auth: 'player',
  }),
  /** A page of the campaign's referred players; a POST for its sorting and paging body. */
  referredUsers: defineRoute({
    method: 'POST',
    path: '/affiliate/campaign/:id/users',
    params: campaignIdParamsSchema,
    body: referredUsersRequestSchema,
    response: referredUsersResponseSchema,
    auth: 'player',
  }),
  /** Pays every currency the campaign has earned at once, each in its own. */
  claimCommission: defineRoute({
    method: 'POST',
    path: '/affiliate/campaign/:id/claim',
    params: campaignIdParamsSchema,
    body: claimCommissionRequestSchema,
    response: claimCommissionResponseSchema,
    auth: 'player',
    retrySafe: true,
  }),
  /** Counted by address (the server keys it so); anyone may report a visit, signed in or not. */
  hit: defineRoute({
    method: 'POST',
    path: '/affiliate/code/:code/hit',
    params: campaignCodeParamsSchema,
    response: campaignHitResponseSchema,
    auth: 'public',
    rateLimit: { max: HIT_REQUESTS_PER_MINUTE, windowMs: 60_000 },
  }),
  setReferrer: defineRoute({
    method: 'POST',
    path: '/user/set-referrer',
    body: setReferrerRequestSchema,
    response: setReferrerResponseSchema,
    auth: 'player',
  }),
  setCommission: defineRoute({
    method: 'POST',
    path: '/admin/affiliate/campaign/:id/commission',
    params: campaignIdParamsSchema,
    body: setCampaignCommissionRequestSchema,
    response: setCampaignCommissionResponseSchema,
    auth: 'staff',
    permission: 'affiliates.manage',
  }),
};
