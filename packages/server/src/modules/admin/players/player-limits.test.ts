import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { registerStaff } from '../../../test/staff-helpers';
import { fund } from '../../../test/wallet-helpers';

/**
 * Staff see and impose a player's limits over HTTP, on a real database: the change
 * applies at once, is audited with the limit before and after, and never raises one.
 */
describe("a player's limits in the back office", () => {
  let server: TestServer;
  let support: Awaited<ReturnType<typeof registerStaff>>;

  beforeAll(async () => {
    server = await startTestServer();
    // The support role holds players.limits by default (contracts/staff.ts).
    support = await registerStaff(server, undefined, 'support');
  });
  afterAll(() => server.close());

  const setLimit = (client: TestClient, userId: string, body: unknown) =>
    client.request('PUT', `/api/admin/players/${userId}/limits`, { body });

  it('imposes a limit at once, audited with before and after, and the next bet past it is refused', async () => {
    const player = await registerPlayer(server);
    await fund(server, player.userId, 'USDT', '50');
    const set = await setLimit(support.client, player.userId, {
      kind: 'wager',
      period: 'day',
      amountUsd: '3',
    });
    expect(set.status).toBe(200);
    expect(set.body.limits).toMatchObject([{ kind: 'wager', period: 'day', amountUsd: '3', setBy: 'staff' }]);
    expect((await support.client.get(`/api/admin/players/${player.userId}/limits`)).body).toEqual(set.body);

    const bet = await player.client.post('/api/play/dice/bet', {
      currency: 'USDT',
      amount: '4',
      params: { condition: 'under', target: 50 },
    });
    expect(bet.status).toBe(403);
    expect(bet.body.code).toBe('LIMIT_REACHED');

    const lower = await setLimit(support.client, player.userId, {
      kind: 'wager',
      period: 'day',
      amountUsd: '2',
    });
    expect(lower.body.limits[0].amountUsd).toBe('2');
    const entries = await server.context.database.db
      .selectFrom('staff_audit')
      .select(['action', 'permission', 'target', 'before', 'after', 'actor_id'])
      .where('target_user_id', '=', player.userId)
      .orderBy('seq')
      .execute();
    expect(entries).toEqual([
      {
        action: 'player.limit',
        permission: 'players.limits',
        target: 'wager:day',
        actor_id: support.userId,
        before: { limit: null, pending: null },
        after: { limit: { amountUsd: '3', setBy: 'staff' }, pending: null },
      },
      {
        action: 'player.limit',
        permission: 'players.limits',
        target: 'wager:day',
        actor_id: support.userId,
        before: { limit: { amountUsd: '3', setBy: 'staff' }, pending: null },
        after: { limit: { amountUsd: '2', setBy: 'staff' }, pending: null },
      },
    ]);
  });

  it('never raises a limit, and the player cannot raise or remove one staff imposed', async () => {
    const player = await registerPlayer(server);
    await player.client.request('PUT', '/api/user/limits', {
      body: { kind: 'loss', period: 'week', amountUsd: '100' },
    });
    const raise = await setLimit(support.client, player.userId, {
      kind: 'loss',
      period: 'week',
      amountUsd: '200',
    });
    expect(raise.status).toBe(409);
    expect(raise.body.message).toContain('staff can only impose or lower a limit');
    const removal = await setLimit(support.client, player.userId, {
      kind: 'loss',
      period: 'week',
      amountUsd: null,
    });
    expect(removal.status).toBe(400);

    // A raise the player had waiting is dropped when staff tighten the limit.
    await player.client.request('PUT', '/api/user/limits', {
      body: { kind: 'loss', period: 'week', amountUsd: '500' },
    });
    const tighter = await setLimit(support.client, player.userId, {
      kind: 'loss',
      period: 'week',
      amountUsd: '60',
    });
    expect(tighter.body.limits[0]).toMatchObject({ amountUsd: '60', setBy: 'staff', pending: null });
    const own = await player.client.request('PUT', '/api/user/limits', {
      body: { kind: 'loss', period: 'week', amountUsd: '80' },
    });
    expect(own.status).toBe(403);
    expect(own.body.message).toContain('ask live support');
  });

  it('answers 400 to hostile input, 404 for no such player, and refuses a role without the permission', async () => {
    const player = await registerPlayer(server);
    for (const body of [
      { kind: 'wager', period: 'day', amountUsd: '-1' },
      { kind: 'wager', period: 'day', amountUsd: 5 },
      { kind: 'wager', period: 'fortnight', amountUsd: '5' },
      JSON.parse('{"kind":"wager","period":"day","amountUsd":"5","__proto__":{"role":"admin"}}'),
    ]) {
      expect((await setLimit(support.client, player.userId, body)).status).toBe(400);
    }
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await support.client.get(`/api/admin/players/${nobody}/limits`)).status).toBe(404);
    const finance = await registerStaff(server, undefined, 'finance');
    const refused = await setLimit(finance.client, player.userId, {
      kind: 'wager',
      period: 'day',
      amountUsd: '5',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('players.limits');
    expect(
      (await setLimit(player.client, player.userId, { kind: 'wager', period: 'day', amountUsd: '5' })).status,
    ).toBe(403);
  });
});
