import { type ADMIN_WITHDRAWAL_STATES, backOfficeApi } from '@ante/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type WithdrawalState = (typeof ADMIN_WITHDRAWAL_STATES)[number];
export const PAGE_SIZE = 25;

export function useWithdrawals(state: WithdrawalState, offset: number, enabled = true, sort?: string) {
  return useQuery({
    queryKey: ['back-office', 'withdrawals', state, offset, sort],
    queryFn: () =>
      api.call(backOfficeApi.withdrawals, {
        query: { state, offset, limit: PAGE_SIZE, ...(sort ? { sort } : {}) },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Approve or reject a held withdrawal; every list of withdrawals is read again after. */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string },
    ) =>
      input.decision === 'approve'
        ? api.call(backOfficeApi.approveWithdrawal, { params: { id: input.id }, body: {} })
        : api.call(backOfficeApi.rejectWithdrawal, {
            params: { id: input.id },
            body: { reason: input.reason },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['back-office', 'withdrawals'] }),
  });
}

export type AdjustmentStatus = 'pending' | 'approved' | 'rejected';

export function useAdjustments(status: AdjustmentStatus, offset: number, enabled = true, sort?: string) {
  return useQuery({
    queryKey: ['back-office', 'adjustments', status, offset, sort],
    queryFn: () =>
      api.call(backOfficeApi.adjustments, {
        query: { status, offset, limit: PAGE_SIZE, ...(sort ? { sort } : {}) },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDecideAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; decision: 'approve' | 'reject'; note?: string }) =>
      api.call(
        input.decision === 'approve' ? backOfficeApi.approveAdjustment : backOfficeApi.rejectAdjustment,
        {
          params: { id: input.id },
          body: input.note ? { note: input.note } : {},
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['back-office', 'adjustments'] }),
  });
}
