import { diceGame, fromDecimalString, parseAmount, payoutOf, toDecimalString } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { balanceOf, expectLedgerSound, fund } from '../../test/wallet-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const DICE = { condition: 'under', target: 49.5 };

describe('POST /api/play/{slug}/bet', () => {
  it('plays a dice round on the ledger and records it, verifiable once the seed is revealed', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'BTC', '1');
    const seed = (await client.post('/api/user/seed/current', { clientSeed: 'verify me' })).body;
    const response = await client.post('/api/play/dice/bet', {
      currency: 'BTC',
      amount: '0.01',
      params: DICE,
    });
    expect(response.status).toBe(200);
    const { round, balance } = response.body;
    expect(round).toMatchObject({
      game: 'dice',
      currency: 'BTC',
      amount: '0.01',
      nonce: 0,
      clientSeed: 'verify me',
      serverSeedHash: seed.serverSeedHash,
      serverSeed: null,
      status: 'finished',
      params: DICE,
    });
    const won = round.result.roll < 49.5;
    expect(round.multiplier).toBe(won ? '2' : '0');
    expect(round.payout).toBe(won ? '0.02' : '0');
    expect(balance).toBe(won ? '1.01' : '0.99');

    // After rotation the seed is public and the round re-derives to the same outcome.
    const rotated = (await client.post('/api/user/seed/rotate', { clientSeed: 'next' })).body;
    const verify = await server.client().post('/api/play/dice/verify', {
      serverSeed: rotated.previous.serverSeed,
      clientSeed: 'verify me',
      nonce: 0,
      params: DICE,
    });
    expect(verify.status).toBe(200);
    expect(verify.body.result).toEqual(round.result);
    expect(verify.body.serverSeedHash).toBe(seed.serverSeedHash);
    const info = await server.client().post('/api/play/rounds/info', { roundIds: [round.id] });
    expect(info.body.rounds[0]).toMatchObject({ id: round.id, serverSeed: rotated.previous.serverSeed });
  });

  it('pays exactly what the core maths gives for each nonce, and the balance follows', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'ETH', '10');
    await client.post('/api/user/seed/current', { clientSeed: 'five' });
    const rounds = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await client.post('/api/play/dice/bet', {
        currency: 'ETH',
        amount: '0.5',
        params: DICE,
      });
      rounds.push(response.body);
    }
    const { previous } = (await client.post('/api/user/seed/rotate', { clientSeed: 'six' })).body;
    let expected = parseAmount('10');
    for (const [nonce, { round, balance }] of rounds.entries()) {
      expect(round.nonce).toBe(nonce);
      const outcome = diceGame.play(
        { serverSeed: previous.serverSeed, clientSeed: 'five', nonce },
        DICE as never,
      );
      const wager = parseAmount('0.5');
      const payout = payoutOf(wager, outcome.multiplier);
      expect(round.result).toEqual(outcome.result);
      expect(round.payout).toBe(toDecimalString(payout));
      expected = expected - wager + payout;
      expect(balance).toBe(toDecimalString(expected));
    }
  });

  it('allows free play with a zero amount, moving nothing', async () => {
    const { client } = await registerPlayer(server);
    const response = await client.post('/api/play/limbo/bet', {
      currency: 'BTC',
      amount: '0',
      params: { target: 2 },
    });
    expect(response.status).toBe(200);
    expect(response.body.round.payout).toBe('0');
    expect(response.body.balance).toBe('0');
  });

  it('succeeds exactly 10 times for 100 parallel bets from a balance that covers 10, never sharing a nonce', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'LTC', '1');
    // A target that always loses keeps the balance from growing mid-test: over 98 wins 2% of the time,
    // so use the losing side of certainty instead: a bet of 0.1 at under 0.01 (0.01% chance).
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        client.post('/api/play/dice/bet', {
          currency: 'LTC',
          amount: '0.1',
          params: { condition: 'under', target: 0.01 },
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    // A win (0.01% a bet, so about one run in a thousand) pays 9,900x into the balance
    // mid-test and lets later bets through: then every bet is paid for, the balance
    // still agrees with the rounds, and it ran out unless all hundred went through.
    const won = ok.filter((r) => r.body.round.multiplier !== '0').length;
    if (won === 0) expect(ok).toHaveLength(10);
    const paidOut = ok.reduce((sum, r) => sum + fromDecimalString(r.body.round.payout), 0n);
    const left = parseAmount('1') - parseAmount('0.1') * BigInt(ok.length) + paidOut;
    expect(await balanceOf(client, 'LTC')).toBe(toDecimalString(left));
    expect(ok.length === 100 || left < parseAmount('0.1')).toBe(true);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'INSUFFICIENT_BALANCE')).toBe(
      true,
    );
    const nonces = ok.map((r) => r.body.round.nonce).sort((a: number, b: number) => a - b);
    expect(new Set(nonces).size).toBe(10);
  });

  it.each([
    ['dice', { currency: 'BTC', amount: '0.01', params: { condition: 'under', target: 99 } }, 'target'],
    ['dice', { currency: 'BTC', amount: '0.01', params: { condition: 'sideways', target: 50 } }, 'condition'],
    ['limbo', { currency: 'BTC', amount: '0.01', params: { target: 1 } }, 'target'],
    ['plinko', { currency: 'BTC', amount: '0.01', params: { rows: 7, risk: 'low' } }, 'rows'],
    ['keno', { currency: 'BTC', amount: '0.01', params: { picks: [1, 1], risk: 'low' } }, 'picks'],
    ['dice', { currency: 'BTC', amount: '-1', params: DICE }, 'amount'],
    ['dice', { currency: 'BTC', amount: '0.123456789', params: DICE }, 'amount'],
    ['dice', { currency: 'NOPE', amount: '1', params: DICE }, 'currency'],
    ['dice', { currency: 'BTC', amount: '1' }, 'condition'],
  ])('answers 400 naming the problem for %s %j', async (slug, body, text) => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'BTC', '1');
    const response = await client.post(`/api/play/${slug}/bet`, body);
    expect(response.status).toBe(400);
    expect(response.body.message.toLowerCase()).toContain(text);
    expect((await client.get('/api/wallet/balances')).body.BTC).toBe('1');
  });

  it('refuses a bet over the balance (409), an unknown game (404), the bet and profit limits (400) and anonymous players (401)', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'BTC', '0.001');
    expect(
      (await client.post('/api/play/dice/bet', { currency: 'BTC', amount: '0.01', params: DICE })).status,
    ).toBe(409);
    expect(
      (await client.post('/api/play/craps/bet', { currency: 'BTC', amount: '0', params: {} })).status,
    ).toBe(404);
    await fund(server, userId, 'BTC', '10');
    const greedy = await client.post('/api/play/limbo/bet', {
      currency: 'BTC',
      amount: '0.1',
      params: { target: 1000 },
    });
    expect(greedy.status).toBe(400);
    // A sentence naming no schema path, with the amount the web shows in the player's currency.
    expect(greedy.body).toEqual({
      message: 'This bet could win more than the $100,000.00 maximum profit; lower the amount.',
      code: 'VALIDATION',
      field: 'amount',
      amountsUsd: ['100000'],
    });
    const huge = await client.post('/api/play/dice/bet', { currency: 'BTC', amount: '1', params: DICE });
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({
      message: 'The largest bet here is worth $10,000.00.',
      amountsUsd: ['10000'],
    });
    expect(
      (await server.client().post('/api/play/dice/bet', { currency: 'BTC', amount: '0', params: DICE }))
        .status,
    ).toBe(401);
  });
});

describe('nonces when the pair moves on', () => {
  it('recomputes a bet whose expected nonce was taken elsewhere, and never reuses a nonce', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    const bet = () => client.post('/api/play/dice/bet', { currency: 'USDT', amount: '1', params: DICE });
    expect((await bet()).body.round.nonce).toBe(0);
    // Another node's bet, as seen from this node: the pair's nonce moves in the database only.
    await server.context.database.db
      .updateTable('server_seeds')
      .set((eb) => ({ nonce: eb('nonce', '+', 3) }))
      .where('user_id', '=', userId)
      .where('state', '=', 'current')
      .execute();
    expect((await bet()).body.round.nonce).toBe(4);
    // A multi-step round takes the next nonce through its own path.
    const mines = await client.post('/api/play/mines/bet', {
      currency: 'USDT',
      amount: '0',
      params: { mines: 3 },
    });
    expect(mines.body.round.nonce).toBe(5);
    // Reveal tiles until a mine ends the round or a cash-out does.
    for (let tile = 0; tile < 25; tile += 1) {
      const step = await client.post('/api/play/mines/next', {
        roundId: mines.body.round.id,
        action: 'reveal',
        tile,
      });
      if (step.body.round.status === 'finished') break;
      const cashed = await client.post('/api/play/mines/cashout', { roundId: mines.body.round.id });
      if (cashed.status === 200) break;
    }
    expect((await bet()).body.round.nonce).toBe(6);
    // A rotation: the next bet is the new pair's first.
    const rotated = (await client.post('/api/user/seed/rotate', { clientSeed: 'fresh' })).body;
    const first = (await bet()).body.round;
    expect(first).toMatchObject({
      nonce: 0,
      clientSeed: 'fresh',
      serverSeedHash: rotated.current.serverSeedHash,
    });
    const rows = await server.context.database.db
      .selectFrom('rounds')
      .select(['seed_id', 'nonce'])
      .where('user_id', '=', userId)
      .execute();
    expect(new Set(rows.map((row) => `${row.seed_id}:${row.nonce}`)).size).toBe(rows.length);
  });
});

describe('verify and feeds', () => {
  it('verifies any seeds without login, for single- and multi-step games', async () => {
    const seeds = {
      serverSeed: '3f1e5cbb2a0a4d8e9b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a',
      clientSeed: 'lucky-player-7',
      nonce: 42,
    };
    const diceAnswer = await server.client().post('/api/play/dice/verify', { ...seeds, params: DICE });
    expect(diceAnswer.body.result).toEqual({ roll: 30.74 });
    const mines = await server.client().post('/api/play/mines/verify', { ...seeds, params: { mines: 5 } });
    expect(mines.body.result).toEqual({ mines: [7, 3, 16, 15, 8] });
    expect((await server.client().post('/api/play/nope/verify', seeds)).status).toBe(404);
    expect(
      (await server.client().post('/api/play/dice/verify', { ...seeds, nonce: -1, params: DICE })).status,
    ).toBe(400);
  });

  it('lists recent bets for everyone, the player, and high rollers', async () => {
    const { client, userId, username } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '1000');
    await client.post('/api/play/dice/bet', { currency: 'USDT', amount: '1', params: DICE });
    await client.post('/api/play/dice/bet', { currency: 'USDT', amount: '500', params: DICE });
    const all = await server.client().get('/api/feeds/all-bets');
    expect(all.body.bets[0]).toMatchObject({ username, currency: 'USDT', wager: '500', game: 'dice' });
    const mine = await client.get('/api/feeds/my-bets');
    expect(mine.body.bets.map((b: { wager: string }) => b.wager)).toEqual(['500', '1']);
    const high = await server.client().get('/api/feeds/highroller-bets');
    expect(
      high.body.bets.some(
        (b: { wager: string; username: string }) => b.username === username && b.wager === '1',
      ),
    ).toBe(false);
    expect(high.body.bets[0]).toMatchObject({ username, wager: '500' });
    expect((await server.client().get('/api/feeds/my-bets')).status).toBe(401);
    const badInfo = await server.client().post('/api/play/rounds/info', { roundIds: ['x'] });
    expect(badInfo.status).toBe(400);
  });
});

describe('table games with stakes in their params', () => {
  it('plays roulette chips and baccarat spots when the amount equals their total', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    const chips = [
      { bet: 'red', amount: '5' },
      { bet: 'straight:17', amount: '1' },
    ];
    const roulette = await client.post('/api/play/roulette/bet', {
      currency: 'USDT',
      amount: '6',
      params: { chips },
    });
    expect(roulette.status).toBe(200);
    expect(typeof roulette.body.round.result.pocket).toBe('number');
    const mismatch = await client.post('/api/play/roulette/bet', {
      currency: 'USDT',
      amount: '5',
      params: { chips },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toContain('total of the chips');
    const baccarat = await client.post('/api/play/baccarat/bet', {
      currency: 'USDT',
      amount: '3',
      params: { player: '2', banker: '0', tie: '1' },
    });
    expect(baccarat.status).toBe(200);
    expect(baccarat.body.round.result.cards.length).toBeGreaterThanOrEqual(4);
    // Stakes are paid one by one, exactly: 2 on Player returns 4, 1 on Tie 9 (and the
    // Player stake back), with no cut from a multiplier on the total of 3.
    const paid = { player: '4', banker: '0', tie: '11' }[baccarat.body.round.result.winner as string];
    expect(baccarat.body.round.payout).toBe(paid);
  });
});
