import { blackjackGame, legalActions } from '@ante/core';
import { expect } from 'vitest';
import type { TestClient, TestServer } from './harness';
import { currentSeeds } from './seed-helpers';

/**
 * Makes the player's next blackjack round one that can be doubled at once (no ace up,
 * no natural): reads the player's current server seed (test-only access, as the
 * server's own copy) and rotates to a new pair until its next deal is such a hand.
 */
export async function prepareDoublableHand(server: TestServer, client: TestClient, userId: string) {
  await client.post('/api/user/seed/current', {});
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { state, finished } = blackjackGame.start(await currentSeeds(server, userId), {});
    if (!finished && state.phase === 'player' && legalActions(state).includes('double')) return;
    expect((await client.post('/api/user/seed/rotate', { clientSeed: `double-${attempt}` })).status).toBe(
      200,
    );
  }
  throw new Error('no pair in 100 dealt a hand that can be doubled');
}

/** Starts a USDT blackjack round of `amount` that can be doubled now; returns its id. */
export async function startDoublableRound(
  server: TestServer,
  client: TestClient,
  userId: string,
  amount: string,
): Promise<string> {
  await prepareDoublableHand(server, client, userId);
  const start = await client.post('/api/play/blackjack/bet', { currency: 'USDT', amount, params: {} });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  expect(start.body.round.result.actions).toContain('double');
  return start.body.round.id;
}
