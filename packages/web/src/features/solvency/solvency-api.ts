import { type SolvencyProof, type SolvencyResponse, type SolvencySnapshot, solvencyApi } from '@ante/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The latest snapshot and the list of earlier ones (GET /solvency). */
export function useSolvency() {
  return useQuery({
    queryKey: ['solvency'],
    queryFn: (): Promise<SolvencyResponse> => api.call(solvencyApi.latest),
  });
}

/** An earlier snapshot by id; the latest comes with useSolvency. */
export function useSolvencySnapshot(id: string | null) {
  return useQuery({
    queryKey: ['solvency', 'snapshot', id],
    queryFn: (): Promise<SolvencySnapshot> =>
      api.call(solvencyApi.snapshot, { params: { snapshotId: id as string } }),
    enabled: id !== null,
  });
}

/** The signed-in player's inclusion proof in a snapshot. */
export function fetchProof(snapshotId: string): Promise<SolvencyProof> {
  return api.call(solvencyApi.proof, { query: { snapshot: snapshotId } });
}
