import { affiliateApi, REFERRED_USERS_PAGE_SIZE } from '@ante/core';
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
  return api.call(affiliateApi.campaigns);
}

/** Each edit answers with the campaign as it now is. */
export function createCampaign(body: { name: string; code: string }) {
  return api.call(affiliateApi.createCampaign, { body });
}

export function renameCampaign(id: string, name: string) {
  return api.call(affiliateApi.renameCampaign, { params: { id }, body: { name } });
}

export function setCampaignCode(id: string, code: string) {
  return api.call(affiliateApi.setCampaignCode, { params: { id }, body: { code } });
}

/** Pays every currency the campaign has earned at once, each in its own. */
export function claimCommission(id: string) {
  return api.call(affiliateApi.claimCommission, { params: { id }, body: {} });
}

/** One page (0-based) of a campaign's referred players, the newest first. */
export function fetchReferredUsers(id: string, page: number) {
  return api.call(affiliateApi.referredUsers, {
    params: { id },
    body: { limit: REFERRED_USERS_PAGE_SIZE, offset: page * REFERRED_USERS_PAGE_SIZE, sort: 'created' },
  });
}

export async function setReferrer(code: string) {
  const { referredBy } = await api.call(affiliateApi.setReferrer, { body: { code } });
  return referredBy;
}
