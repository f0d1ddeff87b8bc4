import { type Atoms, type CryptoCode, multiplyByRate, type TipResponse } from '@ante/core';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import type { PendingEvents } from '../../lib/events';
import type { RatesService } from '../wallet/rates/rates-service';
import { sendTip } from '../wallet/send-tip';
import { assertMayWrite } from './chat-block';
import { assertWithinDailyGiftLimit, lockGiftSender, recordChatGift } from './daily-gift-limit';
import { postChatMessage } from './post-message';
import { requireRegion } from './regions';

export interface ChatTipPlace {
  region: string;
  showInRoom: boolean;
}

/**
 * What a tip sent from a chat room needs before its transaction: the room exists
 * (404) and the sender may write there (403, muted or below the wager rule).
 * Answers the room as configured.
 */
export async function checkChatTip(
  db: Db,
  config: Pick<Config, 'chat'>,
  sender: { id: string; role: string },
  chat: ChatTipPlace,
): Promise<ChatTipPlace> {
  const region = requireRegion(config, chat.region);
  await assertMayWrite(db, config, sender);
  return { region, showInRoom: chat.showInRoom };
}

/**
 * A tip sent from a chat room (`/tip` in the send box): a normal tip, counted toward
 * the sender's daily chat cap (daily-gift-limit.ts) in the same transaction, and with
 * `showInRoom` a notice in the room naming the recipient. The notice commits with the
 * money, so the room never shows a tip that did not happen; it is a post under the
 * chat send limit (`countPost`), and a tip whose notice the limit refuses rolls back.
 */
export async function sendTipInChat(
  trx: Db,
  events: PendingEvents,
  deps: { config: Pick<Config, 'chat'>; rates: RatesService; countPost: () => Promise<void> },
  sender: { id: string; username: string; role: string },
  input: { username: string; currency: CryptoCode; amount: Atoms; chat: ChatTipPlace },
): Promise<TipResponse> {
  const amountUsd = multiplyByRate(input.amount, deps.rates.usdPrice(input.currency));
  await lockGiftSender(trx, sender.id);
  await assertWithinDailyGiftLimit(trx, deps.config, sender.id, amountUsd);
  const tip = await sendTip(trx, events, sender, input);
  await recordChatGift(trx, {
    userId: sender.id,
    kind: 'tip',
    region: input.chat.region,
    currency: input.currency,
    amount: input.amount,
    amountUsd,
  });
  if (input.chat.showInRoom) {
    await deps.countPost();
    // A player who plays privately is not named to the room by someone else's tip.
    const named = await publicName(trx, tip.recipient);
    await postChatMessage(trx, events, {
      region: input.chat.region,
      userId: sender.id,
      message: `tipped ${named ? `@${named}` : 'a player'} ${tip.amount} ${tip.currency}`,
      staff: sender.role !== 'user',
      mentions: named ? [named] : [],
      notice: { type: 'tip', recipient: named, currency: tip.currency, amount: tip.amount },
    });
  }
  return tip;
}

/** The player's name as public places show it: null when they play privately. */
async function publicName(trx: Db, username: string): Promise<string | null> {
  const user = await trx
    .selectFrom('users')
    .select(['username', 'private'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return user.private ? null : user.username;
}
