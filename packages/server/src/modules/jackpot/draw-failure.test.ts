import { fromDecimalString } from '@ante/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDoublableRound } from '../../test/blackjack-helpers';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { balanceOf, expectLedgerSound, fund } from '../../test/wallet-helpers';
import type { RatesService } from '../wallet/rates/rates-service';

/**
 * The pot's draw comes after a round has settled: when the draw or the payment of a
 * win fails, the round still stands and its answer is the round's own. Real: HTTP,
 * the database, the ledger. Replaced: the draw (it throws, or wins and then breaks
 * the payment by making the price of the moment absurd, so that crediting the pot overflows the
 * ledger's column, a database error).
 */
let server: TestServer;
let usdPrice: RatesService['usdPrice'];
beforeAll(async () => {
  server = await startTestServer();
  server.context.jackpot.settleLagMs = 0;
  usdPrice = server.context.wallet.rates.usdPrice.bind(server.context.wallet.rates);
});
beforeEach(() => {
  server.context.wallet.rates.usdPrice = usdPrice;
});
afterEach(async () => {
  server.context.wallet.rates.usdPrice = usdPrice;
  server.context.jackpot.draw = () => false;
  await expectLedgerSound(server);
});
afterAll(() => server.close());

const failures = {
  'the draw throws': () => {
    throw new Error('no randomness today');
  },
  'the win cannot be paid': () => {
    server.context.wallet.rates.usdPrice = () => '0.000000000000000001';
    return true;
  },
};

async function wins(): Promise<number> {
  const rows = await server.context.database.db.selectFrom('jackpot_wins').select('id').execute();
  return rows.length;
}

describe.each(Object.entries(failures))('when %s', (_, draw) => {
  it('a single-step bet answers its own result, and stands', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    const before = await wins();
    server.context.jackpot.draw = draw;
    const response = await client.post('/api/play/dice/bet', {
      currency: 'USDT',
      amount: '10',
      params: { condition: 'under', target: 50 },
    });
    expect(response.status).toBe(200);
    const { round, balance } = response.body;
    expect(fromDecimalString(balance)).toBe(fromDecimalString('90') + fromDecimalString(round.payout ?? '0'));
    expect(await balanceOf(client, 'USDT')).toBe(balance);
    expect(await wins()).toBe(before);
  });

  it('a multi-step round settles, and its answer is the round', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    const before = await wins();
    const roundId = await startDoublableRound(server, client, userId, '10');
    server.context.jackpot.draw = draw;
    const response = await client.post('/api/play/blackjack/next', { roundId, action: 'double' });
    expect(response.status).toBe(200);
    expect(response.body.round.status).toBe('finished');
    expect(fromDecimalString(response.body.balance)).toBe(
      fromDecimalString('80') + fromDecimalString(response.body.round.payout ?? '0'),
    );
    expect(await balanceOf(client, 'USDT')).toBe(response.body.balance);
    expect(await wins()).toBe(before);
  });
});
