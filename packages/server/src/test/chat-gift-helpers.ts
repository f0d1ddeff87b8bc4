import { expect } from 'vitest';
import { registerPlayer, type TestServer } from './harness';
import { SocketClient } from './socket-client';
import { diceBet, fund } from './wallet-helpers';

export type Player = Awaited<ReturnType<typeof registerPlayer>>;

/**
 * A player who has staked `wagerUsd` (a USDT dice bet at 98 %: 1 USDT is $1 in the
 * test rates) and, when `region` is given, written a message in that room: someone
 * who can catch rain there under the default CHAT_RAIN_MIN_WAGER_USD of $10.
 */
export async function activePlayer(
  server: TestServer,
  options: { region?: string; wagerUsd?: string } = {},
): Promise<Player> {
  const player = await registerPlayer(server);
  const wager = options.wagerUsd ?? '10';
  if (wager !== '0') {
    await fund(server, player.userId, 'USDT', wager);
    await diceBet(player.client, wager, 98);
  }
  if (options.region) await say(player, options.region, `hello from ${player.username}`);
  return player;
}

export async function say(player: Player, region: string, message: string): Promise<void> {
  const sent = await player.client.post(`/api/feeds/chat/${region}/send`, { message });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
}

/** Mutes a player until `until` (null: for good), as a staff member's mute row does. */
export async function mute(server: TestServer, userId: string, until: Date | null): Promise<void> {
  await server.context.database.db
    .insertInto('chat_mutes')
    .values({ user_id: userId, muted_by: userId, reason: 'test', until })
    .execute();
}

/** The balance of every platform account (house, external, fees, ...), keyed by kind, currency and shard. */
export async function platformBalances(server: TestServer): Promise<Record<string, string>> {
  const rows = await server.context.database.db
    .selectFrom('accounts')
    .select(['kind', 'currency', 'shard', 'balance'])
    .where('user_id', 'is', null)
    .execute();
  return Object.fromEntries(rows.map((row) => [`${row.kind}:${row.currency}:${row.shard}`, row.balance]));
}

/** A socket subscribed to one room's chat feed. */
export async function watchRoom(server: TestServer, region: string): Promise<SocketClient> {
  const socket = await SocketClient.open(server.url);
  await socket.init();
  socket.send({ type: 'subscribe', id: 'chat', payload: { feed: 'chat', region } });
  await new Promise((resolve) => setTimeout(resolve, 100));
  return socket;
}

/** What the player sent through chat in the last day, as `chat_gifts` holds it. */
export async function giftsOf(server: TestServer, userId: string) {
  return server.context.database.db
    .selectFrom('chat_gifts')
    .select(['kind', 'region', 'currency', 'amount', 'amount_usd'])
    .where('user_id', '=', userId)
    .execute();
}
