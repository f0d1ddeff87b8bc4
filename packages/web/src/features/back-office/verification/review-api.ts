import { type RejectSubmissionRequest, verificationApi } from '@ante/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const pendingSubmissionsKey = ['back-office', 'verification', 'pending'] as const;

/** Submissions waiting for a decision, oldest first, as the server orders them. */
export function usePendingSubmissions(enabled = true) {
  return useQuery({
    queryKey: pendingSubmissionsKey,
    queryFn: () => api.call(verificationApi.pending),
    enabled,
  });
}

/** Approving or rejecting takes the submission out of the queue, so the queue is read again after. */
export function useReviewSubmission(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: pendingSubmissionsKey });
  const approve = useMutation({
    mutationFn: () => api.call(verificationApi.approve, { params: { id }, body: {} }),
    onSuccess: refresh,
    // The card shows the refusal beside its buttons rather than in a toast.
    onError: () => undefined,
  });
  const reject = useMutation({
    mutationFn: (body: RejectSubmissionRequest) => api.call(verificationApi.reject, { params: { id }, body }),
    onSuccess: refresh,
  });
  return { approve, reject };
}
