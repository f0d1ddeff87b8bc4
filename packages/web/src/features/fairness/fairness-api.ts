import { activeSeedSchema, type Round, rotateSeedResponseSchema, roundSchema } from '@ante/core';
import { api } from '../../lib/api';

/** Keyed by player, so a sign-in as someone else never shows the last player's pair. */
export const activeSeedQueryKey = (userId: string) => ['fairness', 'seed', userId] as const;
export const roundInfoQueryKey = (roundId: string) => ['fairness', 'round', roundId] as const;
/** Every cached bet slip: a rotation reveals server seeds, so they are all refetched. */
export const roundInfoQueryPrefix = ['fairness', 'round'] as const;

/** The active pair; the server makes one (with a random client seed) on the first call. */
export function fetchActiveSeed() {
  return api.post('/user/seed/current', {}, activeSeedSchema);
}

export function rotateSeedPair(clientSeed: string) {
  return api.post('/user/seed/rotate', { clientSeed }, rotateSeedResponseSchema);
}

export type RoundInfo = Round & { username: string | null };

/**
 * `POST /play/rounds/info` answers `{rounds: (Round & {username})[]}`; core has no
 * schema for the whole answer, so each round goes through core's `roundSchema` and
 * the one added field is read here.
 */
const roundsInfoParser = {
  parse(data: unknown): RoundInfo[] {
    const rounds = (data as { rounds?: unknown } | null)?.rounds;
    if (!Array.isArray(rounds)) throw new Error('rounds/info answered without rounds');
    return rounds.map((raw: unknown) => {
      const username = (raw as { username?: unknown } | null)?.username;
      return { ...roundSchema.parse(raw), username: typeof username === 'string' ? username : null };
    });
  },
};

/** A finished round by id, or null when there is none (unknown, or still being played). */
export async function fetchRoundInfo(roundId: string): Promise<RoundInfo | null> {
  const rounds = await api.post('/play/rounds/info', { roundIds: [roundId] }, roundsInfoParser);
  return rounds.find((round) => round.id === roundId) ?? null;
}
