import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { SocketClient } from '../../test/socket-client';
import { expectLedgerSound, fund } from '../../test/wallet-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const DICE = { condition: 'under', target: 49.5 };

describe('POST /api/rewards/stats/privacy', () => {
  it('hides a private player in the feeds, live and listed, past rounds included', async () => {
    const { client, userId, username } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    const before = await client.post('/api/play/dice/bet', { currency: 'USDT', amount: '1', params: DICE });
    const listed = async () =>
      (await server.client().get('/api/feeds/all-bets')).body.bets.find(
        (bet: { roundId: string }) => bet.roundId === before.body.round.id,
      );
    expect((await listed()).username).toBe(username);

    const switched = await client.post('/api/rewards/stats/privacy', { private: true });
    expect(switched.status).toBe(200);
    expect(switched.body).toEqual({ private: true });
    expect((await listed()).username).toBeNull();
    const info = await server.client().post('/api/play/rounds/info', { roundIds: [before.body.round.id] });
    expect(info.body.rounds[0].username).toBeNull();

    const socket = await SocketClient.open(server.url);
    await socket.init();
    socket.send({ type: 'subscribe', id: 'all', payload: { feed: 'all_bets' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await client.post('/api/play/dice/bet', { currency: 'USDT', amount: '1', params: DICE });
    const frame = await socket.next(
      (m) => m.type === 'next' && m.payload.events.some((e: any) => e.roundId === after.body.round.id),
    );
    const live = frame.payload.events.find((e: any) => e.roundId === after.body.round.id);
    expect(live.username).toBeNull();
    // Nothing else on the public event or the bet slip identifies the player either.
    expect(JSON.stringify(frame.payload)).not.toContain(userId);
    expect(JSON.stringify(frame.payload)).not.toContain(username);
    expect(JSON.stringify(info.body)).not.toContain(userId);
    socket.close();

    await client.post('/api/rewards/stats/privacy', { private: false });
    expect((await listed()).username).toBe(username);
  });

  it('needs a login and a boolean', async () => {
    expect((await server.client().post('/api/rewards/stats/privacy', { private: true })).status).toBe(401);
    const { client } = await registerPlayer(server);
    for (const body of [{}, { private: 'yes' }, { private: true, extra: 1 }]) {
      const response = await client.post('/api/rewards/stats/privacy', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBeTruthy();
    }
  });
});
