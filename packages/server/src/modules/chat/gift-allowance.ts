import { sql } from 'kysely';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';

/** The player's chat gifts of the rolling day, through `chat_gifts_user_idx`. */
function lastDayGifts(db: Db, userId: string) {
  return db
    .selectFrom('chat_gifts')
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - interval '24 hours'`);
}

/**
 * USD a player sent through chat (tips shown in a room, and rain) in the last 24
 * hours, as a decimal string without trailing zeros: the rolling day of
 * CHAT_TIP_DAILY_USD. Each gift's USD value was fixed when it was sent, so a price
 * move does not change what was used.
 */
export async function giftsSentTodayUsd(db: Db, userId: string): Promise<string> {
  const row = await lastDayGifts(db, userId)
    .select(sql<string>`trim_scale(coalesce(sum(amount_usd), 0))::text`.as('sent'))
    .executeTakeFirstOrThrow();
  return row.sent;
}

/**
 * What the player may still send through chat today: the daily limit minus what they
 * sent in the last 24 hours, never below zero, with 2 decimals (rounded down, so the
 * figure shown is always one they can send).
 */
export async function giftAllowanceUsd(
  db: Db,
  config: Pick<Config, 'chat'>,
  userId: string,
): Promise<string> {
  const left = sql<string>`greatest(${config.chat.tipDailyUsd}::numeric - coalesce(sum(amount_usd), 0), 0)`;
  const row = await lastDayGifts(db, userId)
    .select(sql<string>`(floor(${left} * 100) / 100)::numeric(38, 2)::text`.as('left'))
    .executeTakeFirstOrThrow();
  return row.left;
}
