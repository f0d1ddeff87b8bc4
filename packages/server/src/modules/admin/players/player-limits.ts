import type { PlayLimits } from '@ante/core';
import type { Db } from '../../../lib/db/database';
import { NotFound } from '../../../lib/errors';
import { listPlayLimits } from '../../play-limits/list-play-limits';
import type { RatesService } from '../../wallet/rates/rates-service';

/** A player's limits as staff see them: the same view the player has, for a player who exists. */
export async function playerLimits(db: Db, rates: RatesService, userId: string): Promise<PlayLimits> {
  const player = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!player) throw new NotFound('There is no such player.');
  return listPlayLimits(db, rates, userId);
}
