import { type VerifyLevel1Request, verificationApi } from '@ante/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api';
import { currentUserQueryKey } from '../../lib/current-user';

/** Keyed by player, as the account queries are (account/account-api.ts). */
export const verificationKey = (userId: string) => ['user', userId, 'verification'] as const;

export function fetchVerification() {
  return api.call(verificationApi.levels);
}

export function submitLevel1(body: VerifyLevel1Request) {
  return api.call(verificationApi.level1, { body });
}

const UPLOADS = { 2: verificationApi.level2, 3: verificationApi.level3, 4: verificationApi.level4 } as const;

/** Levels 2 to 4: the files (and level 4's answers) as one multipart upload, with its progress. */
export function uploadLevel(level: 2 | 3 | 4, form: FormData, onProgress: (fraction: number) => void) {
  return api.upload(UPLOADS[level], form, onProgress);
}

export function useVerification(userId: string) {
  return useQuery({ queryKey: verificationKey(userId), queryFn: fetchVerification, enabled: userId !== '' });
}

/**
 * After a submission: the levels, and the user, whose kycPending drives the profile
 * menu's verification badge (docs/product.md#how-things-change).
 */
export function useRefreshVerification(userId: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: verificationKey(userId) }),
      queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    ]);
  }, [queryClient, userId]);
}
