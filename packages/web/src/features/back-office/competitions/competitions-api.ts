import { type CreateCompetitionRequest, competitionsApi } from '@ante/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const competitionsKey = ['back-office', 'competitions'] as const;

/** The public list: live ones, then upcoming, then the latest ended, as players see it. */
export function useCompetitions(enabled = true) {
  return useQuery({ queryKey: competitionsKey, queryFn: () => api.call(competitionsApi.list), enabled });
}

export function useCreateCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCompetitionRequest) => api.call(competitionsApi.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitionsKey }),
  });
}

export function useCancelCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(competitionsApi.cancel, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competitionsKey }),
  });
}
