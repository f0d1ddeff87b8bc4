import { useQuery } from '@tanstack/react-query';
import { fetchRanks, rewardsKeys } from './rewards-api';

/** The loyalty ladder (GET /rewards/ranks): fetched once, it only changes with a release. */
export function useRanks() {
  return useQuery({ queryKey: rewardsKeys.ranks, queryFn: fetchRanks, staleTime: Number.POSITIVE_INFINITY });
}
