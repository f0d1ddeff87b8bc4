import { randomUUID } from 'node:crypto';
import { type CryptoCode, type TipResponse, toDecimalString } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { ValidationError } from '../../lib/errors';
import type { PendingEvents } from '../../lib/events';
import { findPlayerByName } from '../../lib/find-player-by-name';
import { postTransfer } from '../ledger/post-transfer';
import { raiseWalletEvent } from './wallet-event';

/**
 * Sends part of the player's main balance to another player's main balance. The
 * recipient gets a Tip event {sender, currency, amount}; both get a wallet event.
 */
export async function sendTip(
  trx: Db,
  events: PendingEvents,
  sender: { id: string; username: string },
  input: { username: string; currency: CryptoCode; amount: bigint },
): Promise<TipResponse> {
  const recipient = await findPlayerByName(trx, input.username);
  if (recipient.id === sender.id) throw new ValidationError('You cannot tip yourself', 'username');
  const id = randomUUID();
  await postTransfer(trx, {
    code: 'tip',
    from: { userId: sender.id, kind: 'main' },
    to: { userId: recipient.id, kind: 'main' },
    currency: input.currency,
    amount: input.amount,
    idempotencyKey: `tip:${id}`,
    reference: `tip:${id}`,
  });
  const amount = toDecimalString(input.amount);
  events.toUser(recipient.id, 'tips', { sender: sender.username, currency: input.currency, amount });
  await raiseWalletEvent(trx, events, recipient.id, input.currency);
  const balance = await raiseWalletEvent(trx, events, sender.id, input.currency);
  return { recipient: recipient.username, currency: input.currency, amount, balance };
}
