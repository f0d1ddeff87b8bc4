import { fairnessApi, playApi, type RoundInfo } from '@ante/core';
import { api } from './api';

/** Keyed by player, so a sign-in as someone else never shows the last player's pair. */
export const activeSeedQueryKey = (userId: string) => ['fairness', 'seed', userId] as const;
export const roundInfoQueryKey = (roundId: string) => ['fairness', 'round', roundId] as const;
/** Every cached bet slip: a rotation reveals server seeds, so they are all refetched. */
export const roundInfoQueryPrefix = ['fairness', 'round'] as const;

/** The active pair; the server makes one (with a random client seed) on the first call. */
export function fetchActiveSeed() {
  return api.call(fairnessApi.currentSeed, { body: {} });
}

export function rotateSeedPair(clientSeed: string) {
  return api.call(fairnessApi.rotateSeed, { body: { clientSeed } });
}

/** A finished round by id, or null when there is none (unknown, or still being played). */
export async function fetchRoundInfo(roundId: string): Promise<RoundInfo | null> {
  const { rounds } = await api.call(playApi.roundsInfo, { body: { roundIds: [roundId] } });
  return rounds.find((round) => round.id === roundId) ?? null;
}
