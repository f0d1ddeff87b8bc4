import { fromDecimalString, toDecimalString } from '@ante/core';
import type { Db } from '../../lib/db/database';
import type { PendingEvents } from '../../lib/events';

/** Tells the player's open tabs that a balance changed, with its new value. */
export async function raiseWalletEvent(
  trx: Db,
  events: PendingEvents,
  userId: string,
  currency: string,
): Promise<void> {
  const row = await trx
    .selectFrom('accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('kind', '=', 'main')
    .where('currency', '=', currency)
    .executeTakeFirst();
  const balance = toDecimalString(fromDecimalString(row?.balance ?? '0'));
  events.toUser(userId, 'wallet', { currency, balance });
}
