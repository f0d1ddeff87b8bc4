import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerPlayer,
  sessionOn,
  startTwoNodes,
  type TestClient,
  type TestServer,
} from '../../test/harness';
import { eventually, expectLedgerSound, fund } from '../../test/wallet-helpers';

/**
 * Two casino nodes in this process sharing one PostgreSQL database and one Redis (the
 * bus), as behind a load balancer: a limit set through one node binds bets on the
 * other, and bets raced through both never pass it together. Needs both services, as
 * CI's second run.
 */
describe.runIf(Boolean(process.env.DATABASE_URL && process.env.REDIS_URL))('limits across two nodes', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    [nodeA, nodeB] = await startTwoNodes('limits');
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
  });

  const bet = (client: TestClient, amount: string) =>
    client.post('/api/play/dice/bet', {
      currency: 'USDT',
      amount,
      params: { condition: 'under', target: 50 },
    });

  it('binds bets on the other node once the bus has told it, though it remembered no limits', async () => {
    const player = await registerPlayer(nodeA);
    await fund(nodeA, player.userId, 'USDT', '100');
    const b = sessionOn(nodeB, player.client);
    // Node B now remembers that this player has no limits.
    expect((await bet(b, '1')).status).toBe(200);
    const set = await player.client.request('PUT', '/api/user/limits', {
      body: { kind: 'wager', period: 'day', amountUsd: '5' },
    });
    expect(set.status).toBe(200);
    await eventually(async () => {
      const refused = await bet(b, '10');
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('LIMIT_REACHED');
    }, 10_000);
    await expectLedgerSound(nodeA);
  });

  it('lets exactly the bets that fit through when they race through both nodes', async () => {
    const player = await registerPlayer(nodeA);
    await fund(nodeA, player.userId, 'USDT', '100');
    await player.client.request('PUT', '/api/user/limits', {
      body: { kind: 'wager', period: 'day', amountUsd: '15' },
    });
    const b = sessionOn(nodeB, player.client);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => bet(index % 2 === 0 ? player.client : b, '5')),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403,
    ]);
    await expectLedgerSound(nodeA);
  });
});
