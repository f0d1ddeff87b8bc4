import { sql } from 'kysely';
import type { TestServer } from '../../test/harness';
import { SocketClient } from '../../test/socket-client';

/** A socket subscribed to a region's chat feed under `id`, once the bus delivers it. */
export async function openChatSocket(url: string, region: string, id = 'chat'): Promise<SocketClient> {
  const socket = await SocketClient.open(url);
  await socket.init();
  socket.send({ type: 'subscribe', id, payload: { feed: 'chat', region } });
  await new Promise((resolve) => setTimeout(resolve, 150));
  return socket;
}

/**
 * A message written straight to the table, `agoMs` in the past: how tests set up a
 * player's previous message or an old one without waiting out the send limits.
 */
export async function insertMessage(
  server: TestServer,
  input: { userId: string; region?: string; message: string; agoMs?: number },
): Promise<string> {
  const row = await server.context.database.db
    .insertInto('chat_messages')
    .values({
      region: input.region ?? 'en',
      user_id: input.userId,
      message: input.message,
      round_id: null,
      removed_at: null,
      created_at: sql<Date>`now() - make_interval(secs => ${(input.agoMs ?? 0) / 1_000})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Sets a player's lifetime wagers in USD: the `xp` the wager rule reads, which only
 * the rounds trigger writes in the app (hence raw SQL here).
 */
export async function setWageredUsd(server: TestServer, userId: string, usd: string): Promise<void> {
  await sql`UPDATE users SET xp = ${usd}::numeric WHERE id = ${userId}`.execute(server.context.database.db);
}

/** The ids of a region's history, oldest first. */
export async function historyIds(server: TestServer, region = 'en'): Promise<string[]> {
  const response = await fetch(`${server.url}/api/feeds/chat/${region}/history`);
  const body = (await response.json()) as { messages: Array<{ id: string }> };
  return body.messages.map((message) => message.id);
}
