import {
  affiliateCampaignSchema,
  affiliateCampaignsResponseSchema,
  claimCommissionResponseSchema,
  REFERRED_USERS_PAGE_SIZE,
  referredUsersResponseSchema,
  setReferrerResponseSchema,
} from '@ante/core';
import { api } from '../../lib/api';

/**
 * Query keys, by user id as in account-api, so another player signing in on this tab
 * never sees the previous one's campaigns. The referred players of a campaign sit under
 * the campaigns' prefix, so refreshing the campaigns refreshes them too.
 */
export const affiliateKeys = {
  campaigns: (userId: string) => ['affiliate', userId, 'campaigns'] as const,
  referredUsers: (userId: string, campaignId: string, page: number) =>
    ['affiliate', userId, 'campaigns', campaignId, 'users', page] as const,
};

export function fetchCampaigns() {
  return api.get('/affiliate/campaigns', affiliateCampaignsResponseSchema);
}

/** Each edit answers with the campaign as it now is. */
export function createCampaign(body: { name: string; code: string }) {
  return api.post('/affiliate/campaigns', body, affiliateCampaignSchema);
}

export function renameCampaign(id: string, name: string) {
  return api.post(`/affiliate/campaign/${id}/rename`, { name }, affiliateCampaignSchema);
}

export function setCampaignCode(id: string, code: string) {
  return api.post(`/affiliate/campaign/${id}/code`, { code }, affiliateCampaignSchema);
}

/** Pays every currency the campaign has earned at once, each in its own. */
export function claimCommission(id: string) {
  return api.postOnce(`/affiliate/campaign/${id}/claim`, {}, claimCommissionResponseSchema);
}

/** One page (0-based) of a campaign's referred players, the newest first. */
export function fetchReferredUsers(id: string, page: number) {
  return api.post(
    `/affiliate/campaign/${id}/users`,
    { limit: REFERRED_USERS_PAGE_SIZE, offset: page * REFERRED_USERS_PAGE_SIZE, sort: 'created' },
    referredUsersResponseSchema,
  );
}

export async function setReferrer(code: string) {
  const { referredBy } = await api.post('/user/set-referrer', { code }, setReferrerResponseSchema);
  return referredBy;
}
