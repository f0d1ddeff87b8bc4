import { sql } from 'kysely';
import { registerPlayer, type TestClient, type TestServer } from '../../../test/harness';
import { diceBet, fund } from '../../../test/wallet-helpers';

/** Dice under 50 (1.98x): a house edge of 101/10001, just over 1%. */
export const DICE = { condition: 'under', target: 50 } as const;
export const bet = (client: TestClient, amount: string) => diceBet(client, amount, DICE.target);

/** A funded player whose xp (USD wagered) is `xp` before any bet. */
export async function playerWithXp(server: TestServer, xp: string) {
  const player = await registerPlayer(server);
  await fund(server, player.userId, 'USDT', '1000');
  await sql`UPDATE users SET xp = ${xp} WHERE id = ${player.userId}`.execute(server.context.database.db);
  return player;
}

export const stats = async (client: TestClient) => (await client.get('/api/rewards/stats')).body;
export const claim = (client: TestClient, body?: unknown) => client.post('/api/rewards/claim/rakeback', body);

/**
 * Moves the player's rounds, created and settled, and their rakeback window `interval`
 * into the past, as if it had all happened earlier.
 */
export async function ageRakeback(server: TestServer, userId: string, interval: string): Promise<void> {
  const db = server.context.database.db;
  await sql`UPDATE rounds SET created_at = created_at - ${interval}::interval,
    finished_at = finished_at - ${interval}::interval WHERE user_id = ${userId}`.execute(db);
  await sql`UPDATE rakeback_state SET counted_until = counted_until - ${interval}::interval,
    scan_from = scan_from - ${interval}::interval WHERE user_id = ${userId}`.execute(db);
}
