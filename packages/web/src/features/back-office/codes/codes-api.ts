import { type CreateRedeemCodeRequest, type CreateRewardOfferRequest, rewardsApi } from '@ante/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const codesKey = ['back-office', 'codes'] as const;
export const offersKey = ['back-office', 'offers'] as const;

export function useCodes(enabled = true) {
  return useQuery({ queryKey: codesKey, queryFn: () => api.call(rewardsApi.listCodes), enabled });
}

export function useOffers(enabled = true) {
  return useQuery({ queryKey: offersKey, queryFn: () => api.call(rewardsApi.listOffers), enabled });
}

export function useCreateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRedeemCodeRequest) => api.call(rewardsApi.createCode, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}

export function useDisableCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(rewardsApi.disableCode, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRewardOfferRequest) => api.call(rewardsApi.createOffer, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey }),
  });
}

export function useDisableOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(rewardsApi.disableOffer, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey }),
  });
}
