import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { affiliateKeys, fetchCampaigns, fetchReferredUsers } from './affiliate-api';

/** The player's campaigns, with the programme's rate and who referred them. */
export function useAffiliateCampaigns() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: affiliateKeys.campaigns(user?.userId ?? ''),
    queryFn: fetchCampaigns,
    enabled: user !== null,
  });
}

/** The key under which everything of the tab sits, for a claim to read it again. */
export function useAffiliateKey() {
  const { user } = useCurrentUser();
  return affiliateKeys.campaigns(user?.userId ?? '');
}

/** Reads the campaigns, and the referred players of any open one, again after a change. */
export function useRefreshAffiliate() {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const userId = user?.userId ?? '';
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: affiliateKeys.campaigns(userId) }),
    [queryClient, userId],
  );
}

/** One page (0-based) of a campaign's referred players; the previous page stays on screen while the next one loads. */
export function useReferredUsers(campaignId: string, page: number) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: affiliateKeys.referredUsers(user?.userId ?? '', campaignId, page),
    queryFn: () => fetchReferredUsers(campaignId, page),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
}
