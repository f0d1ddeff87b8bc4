import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../../test/harness';
import { registerStaff } from '../../../test/staff-helpers';

describe('games and providers in the back office', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof registerStaff>>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await registerStaff(server);
  });
  afterAll(() => server.close());

  it('switches a game off and on, and every bet follows within the rules’ refresh', async () => {
    const player = await registerPlayer(server);
    const bet = () =>
      player.client.post('/api/play/dice/bet', {
        currency: 'USDT',
        amount: '1',
        params: { condition: 'under', target: 50 },
      });
    const off = await admin.client.post('/api/admin/games/dice', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ slug: 'dice', enabled: false });
    // The nodes read the rules again every few seconds; wait for that, not for a fixed time.
    let refused = await bet();
    while (refused.status === 200) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      refused = await bet();
    }
    expect(refused.status).toBe(409);
    expect(
      (await admin.client.get('/api/admin/games')).body.games.find(
        (g: { slug: string }) => g.slug === 'dice',
      ),
    ).toMatchObject({
      enabled: false,
    });
    expect(
      (await admin.client.post('/api/admin/games/dice', { enabled: true, minBetUsd: '0.5', popularity: 999 }))
        .status,
    ).toBe(200);
    const audit = await admin.client.get('/api/admin/audit?q=game.configure');
    expect(audit.body.entries[0]).toMatchObject({
      action: 'game.configure',
      target: 'dice',
      before: expect.objectContaining({ enabled: false }),
      after: expect.objectContaining({ enabled: true, minBetUsd: '0.5', popularity: 999 }),
    });
  });

  it('refuses limits that make no sense and games that do not exist', async () => {
    for (const body of [
      {},
      { minBetUsd: '100', maxBetUsd: '10' },
      { maxBetUsd: '0' },
      { minBetUsd: '-1' },
      { minBetUsd: '1.001' },
      { popularity: -1 },
      { enabled: 'yes' },
      { enabled: true, slug: 'crash' },
    ]) {
      expect([JSON.stringify(body), (await admin.client.post('/api/admin/games/dice', body)).status]).toEqual(
        [JSON.stringify(body), 400],
      );
    }
    expect((await admin.client.post('/api/admin/games/no-such-game', { enabled: false })).status).toBe(404);
    expect((await admin.client.post('/api/admin/games/..%2F..', { enabled: false })).status).toBe(400);
  });

  it('lists the built-in studio with its games, balances and rounds, and no key', async () => {
    const response = await admin.client.get('/api/admin/providers');
    expect(response.status).toBe(200);
    const studio = response.body.providers.find((p: { id: string }) => p.id === 'ante-studio');
    expect(studio).toMatchObject({ name: 'Ante Studio', scheme: 'hmac-sha256' });
    expect(studio.games).toContain('forge-of-fortune');
    expect(JSON.stringify(response.body)).not.toContain('studio-test-key');
  });
});
