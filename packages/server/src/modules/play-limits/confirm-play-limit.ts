import type { PlayLimitKind, PlayLimitPeriod } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { Conflict } from '../../lib/errors';
import { describeMoment } from './periods';
import { applyLimit, lockedLimit } from './set-play-limit';

/**
 * Applies a raise or a removal whose 24 hours have passed: the second, considered
 * decision the cooling-off asks for. Before then, or with nothing waiting, a 409 says so.
 */
export async function confirmPlayLimit(
  trx: Db,
  userId: string,
  request: { kind: PlayLimitKind; period: PlayLimitPeriod },
  now = new Date(),
): Promise<void> {
  const row = await lockedLimit(trx, userId, request);
  if (!row?.pending_set || !row.pending_from) {
    throw new Conflict('There is no change of this limit waiting to be confirmed.');
  }
  if (row.pending_from.getTime() > now.getTime()) {
    throw new Conflict(
      `This change waits 24 hours: you can confirm it from ${describeMoment(row.pending_from)}.`,
    );
  }
  if (row.pending_amount === null) {
    await trx
      .deleteFrom('play_limits')
      .where('user_id', '=', userId)
      .where('kind', '=', request.kind)
      .where('period', '=', request.period)
      .execute();
    return;
  }
  await applyLimit(trx, userId, request, row.pending_amount, 'player');
}
