import { canonicalDecimal, fromDecimalString, type StaffPlayLimitRequest, usdText } from '@ante/core';
import type { Db } from '../../../lib/db/database';
import { Conflict, Forbidden, NotFound } from '../../../lib/errors';
import type { PendingEvents } from '../../../lib/events';
import type { StaffActionResult } from '../../../lib/staff-action';
import { applyLimit, lockedLimit } from '../../play-limits/set-play-limit';

/**
 * Staff impose a limit on a player, or lower one, at once (an affordability concern, a
 * player's request through support). They never raise or remove one: that is the
 * player's own decision, with its cooling-off, so a raise is refused (409). A raise or
 * removal the player had waiting is dropped, since staff have just tightened the limit.
 * The audit entry has the limit before and after.
 */
export async function setPlayerLimit(
  trx: Db,
  events: PendingEvents,
  staff: { id: string },
  userId: string,
  request: StaffPlayLimitRequest,
): Promise<StaffActionResult<{ userId: string }>> {
  const player = await trx
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!player) throw new NotFound('There is no such player.');
  if (player.id === staff.id)
    throw new Forbidden('Another member of staff must set limits on your own account.');
  const row = await lockedLimit(trx, userId, request);
  const wanted = fromDecimalString(request.amountUsd);
  if (row && wanted > fromDecimalString(row.amount_usd)) {
    throw new Conflict(
      `${player.username}'s limit is ${usdText(row.amount_usd)}: staff can only impose or lower a limit; raising it is the player's own decision, with its 24-hour cooling-off.`,
    ).naming(row.amount_usd);
  }
  await applyLimit(trx, userId, request, request.amountUsd, 'staff');
  events.playLimitsChanged(userId);
  const describe = (amountUsd: string | null, setBy: string | null) =>
    amountUsd === null ? null : { amountUsd: canonicalDecimal(amountUsd), setBy };
  return {
    result: { userId },
    audit: {
      action: 'player.limit',
      targetUserId: userId,
      target: `${request.kind}:${request.period}`,
      before: {
        limit: describe(row?.amount_usd ?? null, row?.set_by ?? null),
        pending: row?.pending_set
          ? { amountUsd: row.pending_usd === null ? null : canonicalDecimal(row.pending_usd) }
          : null,
      },
      after: { limit: describe(request.amountUsd, 'staff'), pending: null },
    },
  };
}
