import { type Atoms, rankForXp } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';

/** The rank a player holds: the one their xp has reached, never below the one recorded (ranks never go down). */
export function heldRank(xp: Atoms, recorded: number): number {
  return Math.max(rankForXp(xp).id, recorded);
}

/**
 * Records on the player (`users.rank_id`, what chat and friends show) the rank `xp` has
 * reached when it is higher than the one recorded, and returns the rank held. Called
 * once a stake has raised the player's xp (stake-rewards.ts), by a level-up claim, and
 * by the catch-up job (jobs.ts); never by a read.
 */
export async function raiseRank(trx: Db, userId: string, xp: Atoms, recorded: number): Promise<number> {
  const held = heldRank(xp, recorded);
  if (held === recorded) return recorded;
  await trx
    .updateTable('users')
    .set({ rank_id: sql<number>`greatest(rank_id, ${held})` })
    .where('id', '=', userId)
    .execute();
  return held;
}
