import type { RevealedSeed } from '@ante/core';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  activeSeedQueryKey,
  fetchActiveSeed,
  rotateSeedPair,
  roundInfoQueryPrefix,
} from '../../lib/fairness-api';

const rotateMutationKey = (userId: string) => ['fairness', 'rotate', userId] as const;

/**
 * The player's active seed pair and its rotation. The pair revealed by the last
 * rotation is read back from the mutation cache, so it stays on screen when the
 * player looks at the Verify tab and comes back.
 */
export function useSeedPair(userId: string) {
  const queryClient = useQueryClient();
  const active = useQuery({ queryKey: activeSeedQueryKey(userId), queryFn: fetchActiveSeed });

  const rotate = useMutation({
    mutationKey: rotateMutationKey(userId),
    mutationFn: rotateSeedPair,
    onSuccess: (answer) => {
      queryClient.setQueryData(activeSeedQueryKey(userId), answer.current);
      // Bet slips of the old pair can show their server seed now.
      void queryClient.invalidateQueries({ queryKey: roundInfoQueryPrefix });
    },
  });

  const revealed = useMutationState({
    filters: { mutationKey: rotateMutationKey(userId), status: 'success' },
    select: (mutation) => (mutation.state.data as { previous: RevealedSeed } | undefined)?.previous,
  }).at(-1);

  return { active, rotate, revealed: revealed ?? null };
}
