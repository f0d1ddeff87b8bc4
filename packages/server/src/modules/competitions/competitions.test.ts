import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { expectLedgerSound, fund } from '../../test/wallet-helpers';
import { betUsdt, createCompetition, endNow, minutes, staffClient } from './test-helpers';

/** Real server, database and bets over HTTP; the staff account is made as `npm run staff` makes one. */
let server: TestServer;
let staff: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

async function fundedPlayer(amount = '1000') {
  const player = await registerPlayer(server);
  await fund(server, player.userId, 'USDT', amount);
  return player;
}

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /api/admin/competitions', () => {
  it('creates a competition with its prizes, pool and default prize currency', async () => {
    const created = await createCompetition(staff, {
      name: '  Dice dash  ',
      games: ['dice', 'limbo'],
      prizes: ['500', '250.5', '100'],
      campaignId: 'spring-25',
    });
    expect(created).toMatchObject({
      name: 'Dice dash',
      status: 'live',
      games: ['dice', 'limbo'],
      prizes: ['500', '250.5', '100'],
      prizePool: '850.5',
      prizeCurrency: 'USDT',
      campaignId: 'spring-25',
      players: 0,
      paidAt: null,
    });
  });

  it('refuses anonymous callers, players who are not staff, bad input and unknown games', async () => {
    const body = { name: 'x', startsAt: minutes(1), endsAt: minutes(60), prizes: ['1'] };
    expect((await server.client().post('/api/admin/competitions', body)).status).toBe(401);
    const player = await registerPlayer(server);
    const notStaff = await player.client.post('/api/admin/competitions', body);
    expect(notStaff.status).toBe(403);
    expect(notStaff.body.code).toBe('FORBIDDEN');

    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...body, name: '   ' }, 'name'],
      [{ ...body, name: 'x'.repeat(81) }, 'name'],
      [{ ...body, startsAt: 'tomorrow' }, 'startsAt'],
      [{ ...body, endsAt: minutes(0.5), startsAt: minutes(2) }, 'endsAt must be after startsAt'],
      [{ ...body, startsAt: minutes(-120), endsAt: minutes(-60) }, 'endsAt must be in the future'],
      [{ ...body, endsAt: minutes(60 * 24 * 400) }, 'at most 366 days'],
      [{ ...body, prizes: [] }, 'at least one prize'],
      [{ ...body, prizes: Array(101).fill('1') }, 'at most 100 prizes'],
      [{ ...body, prizes: ['0'] }, 'greater than zero'],
      [{ ...body, prizes: ['-5'] }, 'prizes'],
      [{ ...body, prizes: ['1.005'] }, 'prizes'],
      [{ ...body, prizes: [5] }, 'prizes'],
      [{ ...body, prizes: ['10', '20'] }, 'must not grow'],
      [{ ...body, games: ['Dice!'] }, 'games'],
      [{ ...body, games: ['dice', 'dice'] }, 'twice'],
      [{ ...body, prizeCurrency: 'EUR' }, 'prizeCurrency'],
      [{ ...body, campaignId: 'has space' }, 'campaignId'],
      [{ ...body, extra: 1 }, 'Unknown field'],
    ];
    for (const [input, message] of bad) {
      const response = await staff.post('/api/admin/competitions', input);
      expect(response.status, JSON.stringify(input)).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
      expect(response.body.message, JSON.stringify(input)).toContain(message);
    }
    const unknownGame = await staff.post('/api/admin/competitions', { ...body, games: ['no-such-game'] });
    expect(unknownGame.status).toBe(404);
    expect(unknownGame.body.message).toBe('There is no game no-such-game.');
  });

  it('lets staff cancel a competition once; it then leaves the public list and leaderboard', async () => {
    const created = await createCompetition(staff, { campaignId: 'cancel-me' });
    const player = await registerPlayer(server);
    expect((await player.client.post(`/api/admin/competitions/${created.id}/cancel`)).status).toBe(403);
    expect((await server.client().post(`/api/admin/competitions/${created.id}/cancel`)).status).toBe(401);
    expect((await staff.post('/api/admin/competitions/nope/cancel')).status).toBe(400);
    expect((await staff.post(`/api/admin/competitions/${NO_SUCH_ID}/cancel`)).status).toBe(404);
    const cancelled = await staff.post(`/api/admin/competitions/${created.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const again = await staff.post(`/api/admin/competitions/${created.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This competition is already cancelled.');
    const list = await server.client().get('/api/casino/competitions?campaignId=cancel-me');
    expect(list.body.competitions).toEqual([]);
    expect((await server.client().get(`/api/casino/competitions/${created.id}/leaderboard`)).status).toBe(
      404,
    );
  });
});

describe('GET /api/casino/competitions', () => {
  it('lists live, then upcoming, then ended ones, filtered by campaignId, for anyone', async () => {
    const campaignId = `c${Date.now()}`;
    const later = await createCompetition(staff, {
      name: 'Later',
      startsAt: minutes(120),
      endsAt: minutes(240),
      campaignId,
    });
    const soon = await createCompetition(staff, {
      name: 'Soon',
      startsAt: minutes(30),
      endsAt: minutes(300),
      campaignId,
    });
    const live = await createCompetition(staff, { name: 'Live', campaignId });
    const ended = await createCompetition(staff, { name: 'Ended', campaignId });
    await endNow(server, ended.id);
    await createCompetition(staff, { name: 'Elsewhere', campaignId: 'other' });

    const response = await server.client().get(`/api/casino/competitions?campaignId=${campaignId}`);
    expect(response.status).toBe(200);
    expect(
      response.body.competitions.map((c: { name: string; status: string }) => [c.name, c.status]),
    ).toEqual([
      ['Live', 'live'],
      ['Soon', 'upcoming'],
      ['Later', 'upcoming'],
      ['Ended', 'ended'],
    ]);
    expect([live.id, soon.id, later.id]).toHaveLength(3);
    const all = await server.client().get('/api/casino/competitions');
    expect(all.body.competitions.some((c: { name: string }) => c.name === 'Elsewhere')).toBe(true);
    for (const bad of ['campaignId=', 'campaignId=a%20b', `campaignId=${'x'.repeat(65)}`]) {
      const refused = await server.client().get(`/api/casino/competitions?${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.code).toBe('VALIDATION');
    }
  });
});

describe('GET /api/casino/competitions/:id/leaderboard', () => {
  it('ranks by USD wagered in the window on the chosen games, hides private names, breaks ties by who got there first', async () => {
    const early = await fundedPlayer();
    await betUsdt(early.client, '50'); // before the competition starts: does not count
    const competition = await createCompetition(staff, {
      games: ['dice'],
      prizes: ['100', '50'],
      startsAt: new Date(Date.now() + 50).toISOString(),
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    const alice = await fundedPlayer();
    const bob = await fundedPlayer();
    const carol = await fundedPlayer();
    await betUsdt(alice.client, '10');
    await betUsdt(alice.client, '15');
    await betUsdt(bob.client, '30');
    await betUsdt(bob.client, '100', 'limbo'); // another game: does not count
    await betUsdt(carol.client, '25'); // ties with alice, but reached it after her
    await betUsdt(early.client, '5');
    const freePlayer = await registerPlayer(server);
    const free = await freePlayer.client.post('/api/play/dice/bet', {
      currency: 'USDT',
      amount: '0',
      params: { condition: 'under', target: 90 },
    });
    expect(free.status).toBe(200); // free play stakes nothing and does not rank
    await server.context.database.db
      .updateTable('users')
      .set({ private: true })
      .where('id', '=', bob.userId)
      .execute();

    const board = await server.client().get(`/api/casino/competitions/${competition.id}/leaderboard`);
    expect(board.status).toBe(200);
    expect(board.body).toEqual({
      competitionId: competition.id,
      startAt: 1,
      pageSize: 10,
      total: 4,
      entries: [
        { place: 1, username: null, wagered: '30', prize: '100' },
        { place: 2, username: alice.username, wagered: '25', prize: '50' },
        { place: 3, username: carol.username, wagered: '25', prize: null },
        { place: 4, username: early.username, wagered: '5', prize: null },
      ],
    });
    const page = await server
      .client()
      .get(`/api/casino/competitions/${competition.id}/leaderboard?startAt=3`);
    expect(page.body.entries.map((entry: { place: number }) => entry.place)).toEqual([3, 4]);
    expect(page.body.total).toBe(4);
    const past = await server
      .client()
      .get(`/api/casino/competitions/${competition.id}/leaderboard?startAt=50`);
    expect(past.body.entries).toEqual([]);

    // Bets after the end do not count.
    await endNow(server, competition.id);
    await betUsdt(early.client, '500');
    const after = await server.client().get(`/api/casino/competitions/${competition.id}/leaderboard`);
    expect(after.body.entries[3]).toMatchObject({ username: early.username, wagered: '5' });
  });

  it('pages by 10 places', async () => {
    const competition = await createCompetition(staff, { games: ['limbo'] });
    const players = [];
    for (let index = 0; index < 12; index += 1) {
      const player = await fundedPlayer();
      await betUsdt(player.client, String(index + 1), 'limbo');
      players.push(player);
    }
    const first = await server.client().get(`/api/casino/competitions/${competition.id}/leaderboard`);
    expect(first.body.entries).toHaveLength(10);
    expect(first.body.total).toBe(12);
    expect(first.body.entries[0]).toMatchObject({ place: 1, wagered: '12', prize: '500' });
    const second = await server
      .client()
      .get(`/api/casino/competitions/${competition.id}/leaderboard?startAt=11`);
    expect(second.body.entries.map((entry: { wagered: string }) => entry.wagered)).toEqual(['2', '1']);
  });

  it('answers 400 for a bad id or startAt and 404 for an unknown competition', async () => {
    const competition = await createCompetition(staff);
    for (const startAt of ['0', '-1', 'x', '1.5', '', '99999999']) {
      const response = await server
        .client()
        .get(`/api/casino/competitions/${competition.id}/leaderboard?startAt=${startAt}`);
      expect(response.status, startAt).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
    }
    expect((await server.client().get('/api/casino/competitions/not-an-id/leaderboard')).status).toBe(400);
    const unknown = await server.client().get(`/api/casino/competitions/${NO_SUCH_ID}/leaderboard`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'There is no such competition.', code: 'NOT_FOUND' });
  });
});

describe('GET /api/casino/competitions/:id/leaderboard/me', () => {
  it("gives the player's own place, wager and prize; needs a login", async () => {
    const competition = await createCompetition(staff, { prizes: ['20'] });
    const leader = await fundedPlayer();
    const second = await fundedPlayer();
    await betUsdt(leader.client, '40');
    await betUsdt(second.client, '7.5');
    const url = `/api/casino/competitions/${competition.id}/leaderboard/me`;
    expect((await leader.client.get(url)).body).toEqual({
      competitionId: competition.id,
      place: 1,
      wagered: '40',
      prize: '20',
      paid: null,
    });
    expect((await second.client.get(url)).body).toMatchObject({ place: 2, wagered: '7.5', prize: null });
    const idle = await registerPlayer(server);
    expect((await idle.client.get(url)).body).toMatchObject({ place: null, wagered: '0', prize: null });

    const anonymous = await server.client().get(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('NOT_LOGGED_IN');
    expect((await leader.client.get('/api/casino/competitions/nope/leaderboard/me')).status).toBe(400);
    expect((await leader.client.get(`/api/casino/competitions/${NO_SUCH_ID}/leaderboard/me`)).status).toBe(
      404,
    );
  });
});
