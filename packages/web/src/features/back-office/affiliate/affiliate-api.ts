import { affiliateApi, backOfficeApi } from '@ante/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const CAMPAIGNS_PAGE_SIZE = 10;
const campaignsKey = ['back-office', 'affiliate-campaigns'] as const;

/** A page of campaigns whose code, name or owner starts with `q` (every campaign when it is empty). */
export function useCampaigns(q: string, offset: number) {
  return useQuery({
    queryKey: [...campaignsKey, q, offset],
    queryFn: () =>
      api.call(backOfficeApi.affiliateCampaigns, {
        query: { ...(q === '' ? {} : { q }), offset, limit: CAMPAIGNS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Sets a campaign's percent; the list is read again so it shows the new one. */
export function useSetCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, percent }: { id: string; percent: number | null }) =>
      api.call(affiliateApi.setCommission, { params: { id }, body: { percent } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}
