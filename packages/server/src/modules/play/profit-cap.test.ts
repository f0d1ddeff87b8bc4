import { towerTraps } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { currentSeeds } from '../../test/seed-helpers';
import { expectLedgerSound, fund } from '../../test/wallet-helpers';

/**
 * Multi-step games are capped at the maximum profit rather than refused on their best
 * outcome (core games/limits.ts). Real: the server, its database and ledger. The cap
 * is set low ($10 of profit) so a round reaches it in a few picks.
 */
let server: TestServer;
let capped: TestServer;
beforeAll(async () => {
  [server, capped] = await Promise.all([
    startTestServer(),
    startTestServer({ env: { MAX_PROFIT_USD: '10' } }),
  ]);
});
afterAll(() => Promise.all([server.close(), capped.close()]));
afterEach(() => Promise.all([expectLedgerSound(server), expectLedgerSound(capped)]));

/** A safe tile on each floor of the player's next tower of `difficulty`. */
async function safeTiles(target: TestServer, userId: string, difficulty: 'easy' | 'hard'): Promise<number[]> {
  const tiles = difficulty === 'easy' ? 4 : 2;
  return towerTraps(await currentSeeds(target, userId), difficulty).map(
    (traps) => Array.from({ length: tiles }, (_, tile) => tile).find((tile) => !traps.includes(tile)) ?? 0,
  );
}

describe('ordinary stakes on multi-step games', () => {
  it('accepts $9.50 on Top Dollar and $0.95 on Take the Crown Master, whose best outcomes exceed the maximum profit', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'BTC', '0.001');
    // 0.0001 BTC is $9.50: its theoretical best (1,000,000x) is far above $100,000 of profit.
    const topDollar = await client.post('/api/play/topdollar/bet', { currency: 'BTC', amount: '0.0001' });
    expect(topDollar.status).toBe(200);
    expect(topDollar.body.round.status).toBe('active');
    const crown = await client.post('/api/play/takethecrown/bet', {
      currency: 'BTC',
      amount: '0.00001',
      params: { difficulty: 'master' },
    });
    expect(crown.status).toBe(200);
    expect(crown.body.round.status).toBe('active');
    // The largest bet still binds.
    const whale = await client.post('/api/play/mines/bet', {
      currency: 'USDT',
      amount: '10001',
      params: { mines: 3 },
    });
    expect(whale.status).toBe(400);
  });
});

describe('a round that reaches the maximum profit', () => {
  it('ends when its cash-out value reaches the cap and pays exactly the stake plus the maximum profit', async () => {
    const { client, userId } = await registerPlayer(capped);
    await fund(capped, userId, 'USDT', '20');
    await client.post('/api/user/seed/current', {});
    const safe = await safeTiles(capped, userId, 'hard');
    const start = await client.post('/api/play/takethecrown/bet', {
      currency: 'USDT',
      amount: '1',
      params: { difficulty: 'hard' },
    });
    expect(start.status).toBe(200);
    const roundId = start.body.round.id;
    // Hard pays 0.99 x 2^floors: 1.98, 3.96, 7.92, then 15.84, which is over 1 + $10.
    for (const floor of [0, 1, 2]) {
      const step = await client.post('/api/play/takethecrown/next', {
        roundId,
        action: 'pick',
        tile: safe[floor],
      });
      expect(step.body.round.status).toBe('active');
    }
    const fourth = await client.post('/api/play/takethecrown/next', {
      roundId,
      action: 'pick',
      tile: safe[3],
    });
    expect(fourth.status).toBe(200);
    expect(fourth.body.round).toMatchObject({ status: 'finished', payout: '11', multiplier: '11' });
    expect(fourth.body.balance).toBe('30');
    expect((await client.get('/api/play/takethecrown/active')).body.round).toBeNull();
  });

  it('caps the payout of a round that finishes above the cap, and pays a round below it in full', async () => {
    const { client, userId } = await registerPlayer(capped);
    await fund(capped, userId, 'USDT', '20');
    await client.post('/api/user/seed/current', {});
    // Easy pays 0.99 x (4/3)^floors: 9.886... after eight floors, 13.18... at the crown.
    const safe = await safeTiles(capped, userId, 'easy');
    const start = await client.post('/api/play/takethecrown/bet', {
      currency: 'USDT',
      amount: '1',
      params: { difficulty: 'easy' },
    });
    const roundId = start.body.round.id;
    let last = start;
    for (const tile of safe) {
      last = await client.post('/api/play/takethecrown/next', { roundId, action: 'pick', tile });
    }
    expect(last.body.round).toMatchObject({ status: 'finished', payout: '11' });
    expect(last.body.round.result.status).toBe('crowned');
    expect(last.body.balance).toBe('30');

    // Below the cap a round pays exactly its multiplier.
    const below = await registerPlayer(capped);
    await fund(capped, below.userId, 'USDT', '20');
    await below.client.post('/api/user/seed/current', {});
    const safeBelow = await safeTiles(capped, below.userId, 'hard');
    const round = await below.client.post('/api/play/takethecrown/bet', {
      currency: 'USDT',
      amount: '1',
      params: { difficulty: 'hard' },
    });
    for (const floor of [0, 1, 2]) {
      await below.client.post('/api/play/takethecrown/next', {
        roundId: round.body.round.id,
        action: 'pick',
        tile: safeBelow[floor],
      });
    }
    const cashout = await below.client.post('/api/play/takethecrown/cashout', {
      roundId: round.body.round.id,
    });
    expect(cashout.body.round).toMatchObject({ status: 'finished', payout: '7.92', multiplier: '7.92' });
  });
});
