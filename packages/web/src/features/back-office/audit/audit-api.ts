import { adminApi } from '@ante/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const AUDIT_PAGE_SIZE = 50;

/** One page of the log, newest first: the entries before `before` that match `q`. */
export function useAuditPage(q: string | undefined, before: number | undefined) {
  return useQuery({
    queryKey: ['back-office', 'audit', q ?? '', before ?? null],
    queryFn: () => api.call(adminApi.audit, { query: { q, before, limit: AUDIT_PAGE_SIZE } }),
    // The page being left stays on screen until the next arrives, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/**
 * The chain's check, run when staff ask: it reads the whole log, so it is an action
 * rather than something every visit to the page pays for.
 */
export function useAuditCheck() {
  return useMutation({ mutationFn: () => api.call(adminApi.auditCheck), onError: () => undefined });
}
