import { type Competition, LEADERBOARD_PAGE_SIZE, type LeaderboardPage } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { NotFound } from '../../lib/errors';
import { findCompetition } from './present-competition';
import { countRanked, standingsPage } from './standings';

/** A competition the public may see: any but a cancelled one. */
export async function findPublicCompetition(db: Db, id: string): Promise<Competition> {
  const competition = await findCompetition(db, id);
  if (competition.status === 'cancelled') throw new NotFound('There is no such competition.');
  return competition;
}

/** The place's USD prize, or null past the last prize. */
export function prizeOfPlace(competition: Competition, place: number): string | null {
  return competition.prizes[place - 1] ?? null;
}

/**
 * One page of the leaderboard from place `startAt`. A private player shows with no
 * name, as in the bet feeds; their place and total still show, so the table adds up.
 */
export async function getLeaderboard(db: Db, id: string, startAt: number): Promise<LeaderboardPage> {
  const competition = await findPublicCompetition(db, id);
  const [standings, total] = await Promise.all([
    standingsPage(db, id, startAt, LEADERBOARD_PAGE_SIZE),
    countRanked(db, id),
  ]);
  return {
    competitionId: id,
    startAt,
    pageSize: LEADERBOARD_PAGE_SIZE,
    total,
    entries: standings.map((standing) => ({
      place: standing.place,
      username: standing.private ? null : standing.username,
      wagered: standing.wagered,
      prize: prizeOfPlace(competition, standing.place),
    })),
  };
}
