import { ErrorCode, RAIN_MIN_RECIPIENTS, usdText } from '@ante/core';
import { sql } from 'kysely';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { Conflict } from '../../lib/errors';
import { onBreak } from '../self-exclusion/on-break';

/** How recent a message must be for its writer to catch rain in that room. */
export const RAIN_ACTIVE_WINDOW = '1 hour';
/** The period over which a catcher's wagers are counted. */
export const RAIN_WAGER_WINDOW = '7 days';

export interface RainRecipient {
  id: string;
  username: string;
}

/**
 * `count` players picked at random among those who may catch rain in the room now:
 * they wrote a message there (one still shown) in the last hour, are not the sender,
 * are not muted (their newest mute has ended), are not on a break (a time-out or
 * self-exclusion, `onBreak`: rain is a gift that invites play), and staked at least
 * CHAT_RAIN_MIN_WAGER_USD in the last 7 days (`rounds_user_idx` reads each one's
 * recent rounds). Fewer eligible than asked is a 409 that says how many there are,
 * so the sender can ask for fewer.
 */
export async function pickRainRecipients(
  trx: Db,
  config: Pick<Config, 'chat'>,
  input: { region: string; senderId: string; count: number },
): Promise<RainRecipient[]> {
  const { rows } = await sql<RainRecipient & { eligible: number }>`
    SELECT u.id, u.username, count(*) OVER ()::int AS eligible
    FROM users u
    WHERE u.id IN (
      SELECT m.user_id FROM chat_messages m
      WHERE m.region = ${input.region} AND m.removed_at IS NULL
        AND m.created_at > now() - ${RAIN_ACTIVE_WINDOW}::interval
    )
      AND u.id <> ${input.senderId}
      AND NOT ${onBreak('u')}
      AND NOT EXISTS (
        SELECT 1 FROM (
          SELECT cm.until FROM chat_mutes cm WHERE cm.user_id = u.id
          ORDER BY cm.created_at DESC LIMIT 1
        ) newest
        WHERE newest.until IS NULL OR newest.until > now()
      )
      AND (
        SELECT coalesce(sum(r.stake_usd), 0) FROM rounds r
        WHERE r.user_id = u.id AND r.created_at > now() - ${RAIN_WAGER_WINDOW}::interval
      ) >= ${config.chat.rainMinWagerUsd}::numeric
    ORDER BY random()
    LIMIT ${input.count}
  `.execute(trx);
  if (rows.length < input.count) {
    const eligible = rows[0]?.eligible ?? 0;
    const who = eligible === 0 ? 'No player' : eligible === 1 ? 'Only 1 player' : `Only ${eligible} players`;
    const ask =
      eligible >= RAIN_MIN_RECIPIENTS
        ? `ask for ${eligible} or fewer`
        : `rain needs at least ${RAIN_MIN_RECIPIENTS}`;
    throw new Conflict(
      `${who} can catch rain in this room now (they wrote here in the last hour and wagered ` +
        `${usdText(config.chat.rainMinWagerUsd)} in the last 7 days): ${ask}.`,
      ErrorCode.Conflict,
      'recipients',
    ).naming(config.chat.rainMinWagerUsd);
  }
  return rows.map((row) => ({ id: row.id, username: row.username }));
}
