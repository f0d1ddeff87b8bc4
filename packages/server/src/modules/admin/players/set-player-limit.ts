import { fromDecimalString, type StaffPlayLimitRequest } from '@ante/core';
import type { Db } from '../../../lib/db/database';
import { Conflict, Forbidden, NotFound } from '../../../lib/errors';
import type { PendingEvents } from '../../../lib/events';
import type { StaffActionResult } from '../../../lib/staff-action';
import { amountField, amountText, requestedAmount } from '../../play-limits/limit-amounts';
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
  // A staff request always has an amount; only the player's own may be a removal.
  const wanted = requestedAmount(request) as string;
  if (row && fromDecimalString(wanted) > fromDecimalString(row.amount)) {
    const refused = new Conflict(
      `${player.username}'s limit is ${amountText(request.kind, row.amount)}: staff can only impose or lower a limit; raising it is the player's own decision, with its 24-hour cooling-off.`,
    );
    throw request.kind === 'time' ? refused : refused.naming(row.amount);
  }
  await applyLimit(trx, userId, request, wanted, 'staff');
  events.playLimitsChanged(userId);
  const describe = (amount: string | null, setBy: string | null) =>
    amount === null ? null : { ...amountField(request.kind, amount), setBy };
  return {
    result: { userId },
    audit: {
      action: 'player.limit',
      targetUserId: userId,
      target: `${request.kind}:${request.period}`,
      before: {
        limit: describe(row?.amount ?? null, row?.set_by ?? null),
        pending: row?.pending_set ? amountField(request.kind, row.pending_amount) : null,
      },
      after: { limit: describe(wanted, 'staff'), pending: null },
    },
  };
}
