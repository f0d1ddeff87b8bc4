import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { fund } from '../../test/wallet-helpers';

/** The public player card over HTTP, on a real database; the rounds are real dice bets. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function dice(
  client: { post: (path: string, body: unknown) => Promise<any> },
  amount: string,
  chance: number,
) {
  const response = await client.post('/api/play/dice/bet', {
    currency: 'USDT',
    amount,
    params: { condition: 'under', target: chance },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.round as { amount: string; payout: string };
}

describe('GET /api/user/quickview/:id', () => {
  it('shows rank, joined, stats and favourite game to anyone, by id or by name', async () => {
    const player = await registerPlayer(server);
    await fund(server, player.userId, 'USDT', '100');
    const rounds = [
      await dice(player.client, '1', 98),
      await dice(player.client, '1', 98),
      await dice(player.client, '1', 2),
      await dice(player.client, '2', 2),
      // A free round stakes nothing and pays nothing: a push, neither won nor lost.
      await dice(player.client, '0', 50),
    ];
    const wins = rounds.filter((round) => Number(round.payout) > Number(round.amount)).length;
    const losses = rounds.filter((round) => Number(round.payout) < Number(round.amount)).length;
    expect(wins + losses).toBe(4);

    const anonymous = server.client();
    const byId = await anonymous.get(`/api/user/quickview/${player.userId}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual({
      userId: player.userId,
      username: player.username,
      rankId: expect.any(Number),
      joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      stats: { bets: 5, wins, losses, wageredUsd: '5.00' },
      favoriteGame: 'dice',
    });
    const byName = await anonymous.get(`/api/user/quickview/${player.username.toUpperCase()}`);
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual(byId.body);
  });

  it('shows a new player with no bets', async () => {
    const player = await registerPlayer(server);
    const response = await server.client().get(`/api/user/quickview/${player.username}`);
    expect(response.body.stats).toEqual({ bets: 0, wins: 0, losses: 0, wageredUsd: '0.00' });
    expect(response.body.favoriteGame).toBeNull();
  });

  it('hides rank, stats and favourite game of a player who plays privately', async () => {
    const player = await registerPlayer(server);
    await fund(server, player.userId, 'USDT', '10');
    await dice(player.client, '1', 50);
    const privacy = await player.client.post('/api/rewards/stats/privacy', { private: true });
    expect(privacy.status).toBe(200);
    const response = await server.client().get(`/api/user/quickview/${player.userId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      username: player.username,
      rankId: null,
      stats: null,
      favoriteGame: null,
    });
  });

  it('answers 404 for an unknown player and 400 for a malformed id', async () => {
    const client = server.client();
    const unknownId = await client.get(`/api/user/quickview/${randomUUID()}`);
    expect(unknownId.status).toBe(404);
    expect(unknownId.body.field).toBe('id');
    expect((await client.get('/api/user/quickview/nobody_here')).status).toBe(404);
    for (const bad of ['a', 'bad%20name', 'x'.repeat(40), 'semi%3Bcolon', '%00']) {
      const response = await client.get(`/api/user/quickview/${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.body.field, bad).toBe('id');
    }
  });
});
