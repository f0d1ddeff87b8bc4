import type { Db } from '../../lib/db/database';
import type { PendingEvents } from '../../lib/events';
import { accountBalance } from '../ledger/accounts';

/**
 * Tells the player's open tabs that a balance changed, with its new value, and
 * returns that value so the caller can answer with it without reading it again.
 */
export async function raiseWalletEvent(
  trx: Db,
  events: PendingEvents,
  userId: string,
  currency: string,
): Promise<string> {
  const balance = await accountBalance(trx, userId, 'main', currency);
  announceBalance(events, userId, currency, balance);
  return balance;
}

/** The wallet event alone, for a caller that already holds the new balance (in wire form). */
export function announceBalance(
  events: PendingEvents,
  userId: string,
  currency: string,
  balance: string,
): void {
  events.toUser(userId, 'wallet', { currency, balance });
}
