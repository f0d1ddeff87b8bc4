import type { AdminChatMessage, adminChatMessagesQuerySchema } from '@ante/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { ValidationError } from '../../lib/errors';
import { findPlayerByName } from '../../lib/find-player-by-name';

/**
 * GET /admin/chat/messages: recent messages for moderation, newest first, in one room
 * or all, from one player or all. Removed messages are listed too, marked, so staff see
 * what was already taken down (retention deletes rows of every kind after its term).
 * A username that names nobody is a 404 on the field, so a typo does not read as "this
 * player never wrote".
 */
export async function listStaffMessages(
  db: Db,
  config: Pick<Config, 'chat'>,
  query: z.output<typeof adminChatMessagesQuerySchema>,
): Promise<{ messages: AdminChatMessage[]; total: number }> {
  if (query.region !== undefined && !config.chat.regions.includes(query.region)) {
    throw new ValidationError(`There is no chat region ${query.region}.`, 'region');
  }
  let matching = db.selectFrom('chat_messages as m').innerJoin('users as u', 'u.id', 'm.user_id');
  if (query.region !== undefined) matching = matching.where('m.region', '=', query.region);
  if (query.username !== undefined) {
    const player = await findPlayerByName(db, query.username);
    matching = matching.where('m.user_id', '=', player.id);
  }
  const rows = await matching
    .select(['m.id', 'm.region', 'm.user_id', 'u.username', 'm.message', 'm.created_at', 'm.removed_at'])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const count = await matching.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return {
    total: Number(count.total),
    messages: rows.map((row) => ({
      id: row.id,
      region: row.region,
      userId: row.user_id,
      username: row.username,
      message: row.message,
      createdAt: row.created_at.toISOString(),
      deletedAt: row.removed_at?.toISOString() ?? null,
    })),
  };
}
