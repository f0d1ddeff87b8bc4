import { parseAmount } from '@ante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../../test/harness';
import { registerStaff } from '../../../test/staff-helpers';
import { fund } from '../../../test/wallet-helpers';
import { postTransfer } from '../../ledger/post-transfer';

describe('the overview', () => {
  let server: TestServer;
  let finance: Awaited<ReturnType<typeof registerStaff>>;
  let expectedGgr = 0;
  let bets = 0;
  let lastRound = '';
  let bettor = '';

  beforeAll(async () => {
    server = await startTestServer();
    finance = await registerStaff(server, undefined, 'finance');
    for (let p = 0; p < 2; p += 1) {
      const player = await registerPlayer(server);
      bettor = player.userId;
      await fund(server, player.userId, 'USDT', '100');
      for (let i = 0; i < 15; i += 1) {
        const bet = await player.client.post('/api/play/dice/bet', {
          currency: 'USDT',
          amount: '2',
          params: { condition: 'under', target: 50 },
        });
        expect(bet.status).toBe(200);
        expectedGgr += 2 - Number(bet.body.round.payout);
        bets += 1;
        lastRound = bet.body.round.id;
      }
    }
  });
  afterAll(() => server.close());

  it('counts the day’s bets, GGR and NGR, and agrees with the ledger', async () => {
    const response = await finance.client.get('/api/admin/overview?days=1');
    expect(response.status).toBe(200);
    const { totals, byGame, byCurrency, reconciliation, daily } = response.body;
    expect(totals.bets).toBe(bets);
    expect(totals.activePlayers).toBe(2);
    expect(totals.signups).toBe(3);
    expect(Number(totals.wageredUsd)).toBeCloseTo(bets * 2, 2);
    expect(Number(totals.ggrUsd)).toBeCloseTo(expectedGgr, 2);
    expect(Number(totals.depositsUsd)).toBeCloseTo(200, 2);
    expect(byGame).toEqual([expect.objectContaining({ game: 'dice', provider: 'ante', bets })]);
    expect(byCurrency.find((row: { currency: string }) => row.currency === 'USDT')).toMatchObject({
      bets,
      wagered: String(bets * 2),
    });
    expect(daily.length).toBeGreaterThanOrEqual(1);
    expect(reconciliation).toMatchObject({ agree: true, ledgerProblems: [] });
    expect(reconciliation.currencies[0]).toMatchObject({
      currency: 'USDT',
      agree: true,
      roundsStaked: String(bets * 2),
    });
  });

  it('shows the disagreement when the ledger pays a round more than the round says', async () => {
    await server.context.database.db.transaction().execute((trx) =>
      postTransfer(trx, {
        code: 'payout',
        from: { system: 'house' },
        to: { userId: bettor, kind: 'main' },
        currency: 'USDT',
        amount: parseAmount('1'),
        idempotencyKey: `stray-payout:${lastRound}`,
        reference: `round:${lastRound}`,
      }),
    );
    const response = await finance.client.get('/api/admin/overview?days=1');
    expect(response.body.reconciliation.agree).toBe(false);
    expect(response.body.reconciliation.currencies[0]).toMatchObject({ currency: 'USDT', agree: false });
    // The ledger itself still balances: only the comparison with the rounds shows it.
    const ledger = await finance.client.get('/api/admin/ledger');
    expect(ledger.status).toBe(200);
    expect(ledger.body.ok).toBe(true);
    expect(ledger.body.accounts.map((a: { kind: string }) => a.kind)).toEqual(
      expect.arrayContaining(['house', 'external']),
    );
  });

  it('refuses other periods and other permissions', async () => {
    for (const bad of ['days=2', 'days=x', 'days=30&x=1']) {
      expect((await finance.client.get(`/api/admin/overview?${bad}`)).status).toBe(400);
    }
    const support = await registerStaff(server, undefined, 'support');
    expect((await support.client.get('/api/admin/overview')).status).toBe(403);
    expect((await support.client.get('/api/admin/ledger')).status).toBe(403);
  });
});
