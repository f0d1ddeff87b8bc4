import { randomUUID } from 'node:crypto';
import {
  ATOM_DECIMALS,
  type Atoms,
  type ChatRainResponse,
  CRYPTO_CURRENCIES,
  type CryptoCode,
  multiplyByRate,
  toDecimalString,
} from '@ante/core';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { ValidationError } from '../../lib/errors';
import type { PendingEvents } from '../../lib/events';
import { accountId } from '../ledger/accounts';
import { postTransfer } from '../ledger/post-transfer';
import type { RatesService } from '../wallet/rates/rates-service';
import { raiseWalletEvent } from '../wallet/wallet-event';
import { assertWithinDailyGiftLimit, lockGiftSender, recordChatGift } from './daily-gift-limit';
import { postChatMessage } from './post-message';
import { pickRainRecipients, type RainRecipient } from './rain-recipients';

export interface RainSplit {
  /** What each recipient gets. */
  share: Atoms;
  /** What the sender pays: share times recipients. */
  paid: Atoms;
  /** What stays with the sender. */
  remainder: Atoms;
}

/**
 * An even split, in the currency's smallest unit a player can send (its significant
 * digits: a satoshi for BTC, a cent for USDT), so every share is an amount the wallet
 * shows exactly. What does not divide evenly stays with the sender; a share of
 * nothing is a 400 naming the smallest rain that pays everyone.
 */
export function splitRain(currency: CryptoCode, amount: Atoms, recipients: number): RainSplit {
  const unit = 10n ** BigInt(ATOM_DECIMALS - CRYPTO_CURRENCIES[currency].significantDigits);
  const count = BigInt(recipients);
  const share = (amount / unit / count) * unit;
  if (share === 0n) {
    throw new ValidationError(
      `Too little to split among ${recipients} players: rain at least ${toDecimalString(unit * count)} ${currency}.`,
      'amount',
    );
  }
  return { share, paid: share * count, remainder: amount - share * count };
}

/**
 * Locks the main accounts of everyone a rain pays, in the order `ante_transfer` locks
 * accounts (by id), before the first transfer. Without it, two rains paying some of
 * the same players in different orders could each hold an account the other waits for.
 */
async function lockMainAccounts(trx: Db, userIds: string[], currency: CryptoCode): Promise<void> {
  const ids: string[] = [];
  for (const userId of userIds) ids.push(await accountId(trx, { userId, kind: 'main' }, currency));
  await trx
    .selectFrom('accounts')
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

/**
 * Rain (modules/chat/README-rain.md): splits the amount evenly among `recipients`
 * players picked at random from those who may catch it in the room, all in the
 * caller's transaction: the daily chat cap, one ledger transfer per recipient (code
 * `rain`), the gift record and the room's notice commit together or not at all, so
 * a sender who cannot pay every share pays none and nothing is announced.
 */
export async function sendRain(
  trx: Db,
  events: PendingEvents,
  deps: { config: Pick<Config, 'chat'>; rates: RatesService; countPost: () => Promise<void> },
  sender: { id: string; username: string; role: string },
  input: { region: string; currency: CryptoCode; amount: Atoms; recipients: number },
): Promise<ChatRainResponse> {
  const { currency } = input;
  const split = splitRain(currency, input.amount, input.recipients);
  const amountUsd = multiplyByRate(split.paid, deps.rates.usdPrice(currency));
  await lockGiftSender(trx, sender.id);
  await assertWithinDailyGiftLimit(trx, deps.config, sender.id, amountUsd);
  const recipients = await pickRainRecipients(trx, deps.config, {
    region: input.region,
    senderId: sender.id,
    count: input.recipients,
  });
  await lockMainAccounts(trx, [sender.id, ...recipients.map((each) => each.id)], currency);
  const rainId = randomUUID();
  for (const recipient of recipients) {
    await postTransfer(trx, {
      code: 'rain',
      from: { userId: sender.id, kind: 'main' },
      to: { userId: recipient.id, kind: 'main' },
      currency,
      amount: split.share,
      idempotencyKey: `rain:${rainId}:${recipient.id}`,
      reference: `rain:${rainId}`,
    });
  }
  await recordChatGift(trx, {
    userId: sender.id,
    kind: 'rain',
    region: input.region,
    currency,
    amount: split.paid,
    amountUsd,
  });
  // The notice is a post under the chat send limit; a refusal here rolls every share back.
  await deps.countPost();
  const message = await announceRain(trx, events, sender, input.region, currency, split, recipients);
  const balance = await raiseWalletEvent(trx, events, sender.id, currency);
  return { message, remainder: toDecimalString(split.remainder), balance };
}

/** The room's notice of who got how much, and each catcher's tip and wallet events. */
async function announceRain(
  trx: Db,
  events: PendingEvents,
  sender: { id: string; username: string; role: string },
  region: string,
  currency: CryptoCode,
  split: RainSplit,
  recipients: RainRecipient[],
) {
  const share = toDecimalString(split.share);
  const paid = toDecimalString(split.paid);
  for (const recipient of recipients) {
    events.toUser(recipient.id, 'tips', { sender: sender.username, currency, amount: share });
    await raiseWalletEvent(trx, events, recipient.id, currency);
  }
  return postChatMessage(trx, events, {
    region,
    userId: sender.id,
    message: `made it rain ${paid} ${currency} on ${recipients.length} players`,
    staff: sender.role !== 'user',
    notice: {
      type: 'rain',
      currency,
      amount: paid,
      recipients: recipients.map((each) => ({ username: each.username, amount: share })),
    },
  });
}
