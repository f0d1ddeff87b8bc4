import { fromDecimalString } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../../test/harness';
import { balanceOf, expectLedgerSound } from '../../../test/wallet-helpers';
import { affiliate, bet, expectedAtoms, referredPlayer, standing } from './commission-test-helpers';

/**
 * Claims of commission through HTTP on a real database and ledger: a referred player's
 * real dice bets, then the owner's claims, the ledger checked after each test.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const claimUrl = (campaignId: string) => `/api/affiliate/campaign/${campaignId}/claim`;

describe('claiming commission', () => {
  it('pays every currency once, rounded down to its unit, when thirty claims arrive at once', async () => {
    const owner = await affiliate(server);
    const player = await referredPlayer(server, owner.campaignId);
    for (let index = 0; index < 10; index += 1) await bet(player.client, 'USDT', '100');
    for (let index = 0; index < 3; index += 1) await bet(player.client, 'BTC', '0.01');
    // 0.50494950... USDT pays 0.50; 0.03 BTC earns 0.0000151484... BTC, which pays 0.00001514.
    expect(expectedAtoms('0.03', 10n)).toBe(15_148_485_151_484n);
    const usdtBefore = await balanceOf(owner.client, 'USDT');
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => owner.client.post(claimUrl(owner.campaignId))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    const paid = responses.find((response) => response.status === 200)?.body;
    expect(
      paid.payments.map((payment: { currency: string; amount: string; usd: string }) => payment),
    ).toEqual([
      expect.objectContaining({ currency: 'BTC', amount: '0.00001514', usd: '1.4383' }),
      expect.objectContaining({ currency: 'USDT', amount: '0.5', usd: '0.5' }),
    ]);
    expect(paid.usd).toBe('1.9383');
    expect(responses.find((response) => response.status === 409)?.body.message).toBe(
      'There is no commission to claim yet.',
    );
    expect(fromDecimalString(await balanceOf(owner.client, 'USDT')) - fromDecimalString(usdtBefore)).toBe(
      fromDecimalString('0.5'),
    );
    const db = server.context.database.db;
    const transfers = await db
      .selectFrom('transfers')
      .select(['idempotency_key', 'amount'])
      .where('code', '=', 'affiliate_commission')
      .where('idempotency_key', 'like', `affiliate:${owner.campaignId}:%`)
      .orderBy('idempotency_key')
      .execute();
    expect(transfers.map((row) => row.idempotency_key)).toEqual([
      `affiliate:${owner.campaignId}:BTC:0`,
      `affiliate:${owner.campaignId}:USDT:0`,
    ]);
    const read = await standing(server, owner.campaignId);
    expect(read.paidUsd).toBe(fromDecimalString('1.9383'));
    expect(read.currencies.get('USDT')).toEqual({
      earned: expectedAtoms('1000', 10n),
      paid: fromDecimalString('0.5'),
      available: expectedAtoms('1000', 10n) - fromDecimalString('0.5'),
    });
  });

  it('pays only what was earned since the last claim, and keeps the dust for later', async () => {
    const owner = await affiliate(server);
    const player = await referredPlayer(server, owner.campaignId);
    // 10 USDT earns 0.00504950 USDT: under a cent, nothing to claim.
    await bet(player.client, 'USDT', '10');
    expect((await owner.client.post(claimUrl(owner.campaignId), {})).status).toBe(409);
    await bet(player.client, 'USDT', '10');
    // 20 USDT: 0.0100990 USDT, one cent paid.
    const first = await owner.client.post(claimUrl(owner.campaignId), {});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.payments).toEqual([expect.objectContaining({ currency: 'USDT', amount: '0.01' })]);
    for (let index = 0; index < 4; index += 1) await bet(player.client, 'USDT', '10');
    // 60 USDT earn 0.0302970 USDT in all: 0.02 more now, 0.000297 still waiting.
    const second = await owner.client.post(claimUrl(owner.campaignId));
    expect(second.body.payments).toEqual([expect.objectContaining({ currency: 'USDT', amount: '0.02' })]);
    const read = await standing(server, owner.campaignId);
    expect(read.currencies.get('USDT')?.available).toBe(expectedAtoms('60', 10n) - fromDecimalString('0.03'));
    const keys = await server.context.database.db
      .selectFrom('transfers')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `affiliate:${owner.campaignId}:%`)
      .orderBy('created_at')
      .execute();
    expect(keys.map((row) => row.idempotency_key)).toEqual([
      `affiliate:${owner.campaignId}:USDT:0`,
      // The second range starts where the first cent ended, in atoms.
      `affiliate:${owner.campaignId}:USDT:${10n ** 16n}`,
    ]);
  });

  it('is for the owner only: 401, 403, 404 and 400 for bad bodies', async () => {
    const owner = await affiliate(server);
    const player = await referredPlayer(server, owner.campaignId);
    await bet(player.client, 'USDT', '100');
    expect((await server.client().post(claimUrl(owner.campaignId))).status).toBe(401);
    const stranger = await registerPlayer(server);
    const other = await stranger.client.post(claimUrl(owner.campaignId));
    expect(other.status).toBe(403);
    expect((await player.client.post(claimUrl(owner.campaignId))).status).toBe(403);
    const unknown = await owner.client.post(claimUrl('00000000-0000-4000-8000-000000000000'));
    expect(unknown.status).toBe(404);
    expect((await owner.client.post(claimUrl('not-a-campaign'))).status).toBe(400);
    for (const body of [{ currency: 'USDT' }, [], 'all', 7]) {
      expect((await owner.client.post(claimUrl(owner.campaignId), body)).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await owner.client.post(claimUrl(owner.campaignId))).status).toBe(200);
  });

  it('waits for an owner on a break (403) and pays once it is over', async () => {
    const owner = await affiliate(server);
    const player = await referredPlayer(server, owner.campaignId);
    await bet(player.client, 'USDT', '100');
    const db = server.context.database.db;
    const until = new Date(Date.now() + 86_400_000);
    await db.updateTable('users').set({ excluded_until: until }).where('id', '=', owner.userId).execute();
    expect((await owner.client.post(claimUrl(owner.campaignId))).status).toBe(403);
    await db.updateTable('users').set({ excluded_until: null }).where('id', '=', owner.userId).execute();
    expect((await owner.client.post(claimUrl(owner.campaignId))).status).toBe(200);
  });
});
