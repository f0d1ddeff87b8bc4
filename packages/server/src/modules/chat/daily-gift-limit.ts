import { type Atoms, type CryptoCode, fromDecimalString, toDecimalString, usdText } from '@ante/core';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { lockPlayerFor } from '../../lib/db/player-lock';
import { Forbidden } from '../../lib/errors';
import { giftsSentTodayUsd } from './gift-allowance';

/**
 * What a player sends through chat (tips shown in a room, rain) is capped at
 * CHAT_TIP_DAILY_USD over any 24 hours, valued in USD when sent (`chat_gifts`).
 *
 * The check and the new gift row must see every earlier gift of the same player, so
 * each gift first takes a transaction-scoped advisory lock on its sender: concurrent
 * gifts take turns, and none passes the cap. An advisory lock rather than
 * `SELECT ... FOR UPDATE` on the player's `users` row, because a bet updates that row
 * (the xp trigger) after it has locked the player's account, while a gift locks the
 * accounts after this lock: two row locks taken in opposite orders could deadlock.
 * Only gifts take this lock, always first, so it cannot.
 */
export async function lockGiftSender(trx: Db, userId: string): Promise<void> {
  await lockPlayerFor(trx, 'chat-gifts', userId);
}

/**
 * A 403 saying what is left today when `amountUsd` more would pass the daily cap.
 * Call it after `lockGiftSender`, in the transaction that records the gift.
 */
export async function assertWithinDailyGiftLimit(
  trx: Db,
  config: Pick<Config, 'chat'>,
  userId: string,
  amountUsd: Atoms,
): Promise<void> {
  const cap = fromDecimalString(config.chat.tipDailyUsd);
  const sent = fromDecimalString(await giftsSentTodayUsd(trx, userId));
  if (sent + amountUsd <= cap) return;
  const left = cap > sent ? cap - sent : 0n;
  const amounts = [cap, left, amountUsd].map(toDecimalString);
  const [capText, leftText, amountText] = amounts.map(usdText);
  throw new Forbidden(
    `Tips and rain sent through chat are limited to ${capText} a day. ` +
      `You can send ${leftText} more today; this one is worth ${amountText}.`,
  ).naming(...amounts);
}

/** Records a gift sent through chat, for the daily cap. */
export async function recordChatGift(
  trx: Db,
  gift: {
    userId: string;
    kind: 'tip' | 'rain';
    region: string;
    currency: CryptoCode;
    amount: Atoms;
    amountUsd: Atoms;
  },
): Promise<void> {
  await trx
    .insertInto('chat_gifts')
    .values({
      user_id: gift.userId,
      kind: gift.kind,
      region: gift.region,
      currency: gift.currency,
      amount: toDecimalString(gift.amount),
      amount_usd: toDecimalString(gift.amountUsd),
    })
    .execute();
}
