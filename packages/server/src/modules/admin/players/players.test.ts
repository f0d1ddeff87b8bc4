import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../../test/harness';
import { registerStaff } from '../../../test/staff-helpers';
import { fund } from '../../../test/wallet-helpers';

describe('players in the back office', () => {
  let server: TestServer;
  let support: Awaited<ReturnType<typeof registerStaff>>;
  let player: Awaited<ReturnType<typeof registerPlayer>>;
  const email = `find-${Date.now()}@ante.example`;

  beforeAll(async () => {
    server = await startTestServer();
    support = await registerStaff(server, undefined, 'support');
    player = await registerPlayer(server, { email });
    await fund(server, player.userId, 'USDT', '42');
    await player.client.post('/api/play/dice/bet', {
      currency: 'USDT',
      amount: '1',
      params: { condition: 'under', target: 50 },
    });
  });
  afterAll(() => server.close());

  it('finds a player by the start of their name, their e-mail, their id, an address they used and a deposit address', async () => {
    const search = async (q: string) =>
      (await support.client.get(`/api/admin/players?q=${encodeURIComponent(q)}`)).body.players as Array<{
        id: string;
        matched: string;
      }>;
    expect((await search(player.username.slice(0, 5).toUpperCase())).map((p) => p.id)).toContain(
      player.userId,
    );
    expect((await search(email.toUpperCase()))[0]).toMatchObject({ id: player.userId, matched: 'email' });
    expect((await search(player.userId))[0]).toMatchObject({ id: player.userId, matched: 'id' });
    expect((await search('127.0.0.1')).map((p) => p.id)).toContain(player.userId);
    const deposit = await player.client.post('/api/wallet/deposit', { currency: 'USDT' });
    expect(deposit.status).toBe(200);
    const address = deposit.body.addresses[0].address as string;
    expect((await search(address))[0]).toMatchObject({ id: player.userId, matched: 'address' });
    // LIKE's own characters are text, not patterns.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    for (const bad of ['', 'q=', `q=${'x'.repeat(201)}`, 'q=a&limit=0', 'q=a&offset=-1', 'q=a&x=1']) {
      expect([bad, (await support.client.get(`/api/admin/players?${bad}`)).status]).toEqual([bad, 400]);
    }
  });

  it('shows a break by its kind, and an ended self-exclusion the player has not reopened', async () => {
    const other = await registerPlayer(server);
    const detail = async () =>
      (await support.client.get(`/api/admin/players/${other.userId}`)).body.exclusion;
    const set = (columns: { excluded_until: Date; exclusion_kind: 'time-out' | 'self-exclusion' }) =>
      server.context.database.db.updateTable('users').set(columns).where('id', '=', other.userId).execute();
    await set({ excluded_until: new Date(Date.now() + 86_400_000), exclusion_kind: 'time-out' });
    expect(await detail()).toMatchObject({ kind: 'time-out', state: 'running' });
    await set({ excluded_until: new Date(Date.now() - 1000), exclusion_kind: 'self-exclusion' });
    expect(await detail()).toMatchObject({ kind: 'self-exclusion', state: 'ended', reopensAt: null });
  });

  it('shows the player page: balances, sessions, rounds, transfers and notes', async () => {
    const note = await support.client.post(`/api/admin/players/${player.userId}/notes`, {
      body: 'Asked about VIP',
    });
    expect(note.status).toBe(200);
    const page = await support.client.get(`/api/admin/players/${player.userId}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      id: player.userId,
      username: player.username,
      locked: null,
      notes: [{ author: support.username, body: 'Asked about VIP' }],
    });
    expect(page.body.balances.find((b: { currency: string }) => b.currency === 'USDT')).toBeDefined();
    expect(page.body.sessions[0]).toMatchObject({ ip: '127.0.0.1', live: true });
    expect(page.body.rounds[0]).toMatchObject({ game: 'dice', amount: '1' });
    expect(page.body.transfers.map((t: { code: string }) => t.code)).toEqual(
      expect.arrayContaining(['deposit', 'bet']),
    );
    expect((await support.client.get('/api/admin/players/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect(page.body.exclusion).toBeNull();
    // Support may read and write notes but not lock: that is players.lock.
    expect(
      (await support.client.post(`/api/admin/players/${player.userId}/lock`, { reason: 'x' })).status,
    ).toBe(403);
  });
});
