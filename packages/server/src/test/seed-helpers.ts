import type { TestServer } from './harness';

/**
 * The player's current seed pair as the server holds it, server seed included: test-only
 * access to what a player learns only by rotating, so a test can know a round's outcome
 * before it is played.
 */
export async function currentSeeds(
  server: TestServer,
  userId: string,
): Promise<{ serverSeed: string; clientSeed: string; nonce: number }> {
  const seed = await server.context.database.db
    .selectFrom('server_seeds')
    .select(['seed', 'client_seed', 'nonce'])
    .where('user_id', '=', userId)
    .where('state', '=', 'current')
    .executeTakeFirstOrThrow();
  return { serverSeed: seed.seed, clientSeed: seed.client_seed ?? '', nonce: seed.nonce };
}
