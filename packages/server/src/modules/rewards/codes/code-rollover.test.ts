import { fromDecimalString } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { registerStaff } from '../../../test/staff-helpers';
import { balanceOf, diceBet, expectLedgerSound, fund } from '../../../test/wallet-helpers';
import { claim, createCode, transfersForCode } from './code-test-helpers';

/**
 * A redeem code with a wagering requirement, over HTTP on a real database and ledger:
 * the reward is held back in a rollover and paid once the player's stakes meet it.
 */
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await registerStaff(server)).client;
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const bet = (client: TestClient, amount: string) => diceBet(client, amount, 49.5);

describe('a code with a wagering requirement', () => {
  it('holds the reward back until X times it is wagered, then pays it once', async () => {
    const code = await createCode(admin, { rewardUsd: '2', currency: 'USDT', wagerRequirementX: 5 });
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '50');
    const claimed = await claim(client, code.code);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body).toMatchObject({
      currency: 'USDT',
      amount: '2',
      usd: '2',
      balance: '50',
      wagerRequirementX: 5,
      rollover: {
        source: 'code',
        name: code.code,
        currency: 'USDT',
        deposit: '0',
        bonus: '2',
        wagered: '0',
        wagerRequirement: '10',
        status: 'active',
      },
    });
    expect(await balanceOf(client, 'USDT')).toBe('50');
    expect(await transfersForCode(server, code.id)).toEqual([]);
    const days = Date.parse(claimed.body.rollover.expiresAt) - Date.now();
    expect(Math.round(days / 86_400_000)).toBe(30);

    await bet(client, '6');
    expect((await client.get('/api/rewards/stats')).body.codeRollovers).toMatchObject([
      { id: claimed.body.rollover.id, wagered: '6', status: 'active' },
    ]);
    await bet(client, '4');
    const before = fromDecimalString(await balanceOf(client, 'USDT'));
    const reads = await Promise.all(Array.from({ length: 10 }, () => client.get('/api/rewards/stats')));
    for (const read of reads) expect(read.body.codeRollovers[0]).toMatchObject({ status: 'completed' });
    // The bet that met the rollover paid it; the reads only read.
    expect(fromDecimalString(await balanceOf(client, 'USDT'))).toBe(before);
    const paid = await server.context.database.db
      .selectFrom('transfers')
      .select(['code', 'idempotency_key'])
      .where('reference', '=', `rollover_bonus:${claimed.body.rollover.id}`)
      .execute();
    expect(paid).toEqual([
      { code: 'redeem_code', idempotency_key: `code-bonus:${claimed.body.rollover.id}` },
    ]);
    // Once paid, the currency is free for another.
    const next = await createCode(admin, { rewardUsd: '1', currency: 'USDT', wagerRequirementX: 2 });
    expect((await claim(client, next.code)).status).toBe(200);
  });
});

describe('a code with a wagering requirement raced', () => {
  it('starts one rollover when a player sends the claim 20 times at once', async () => {
    const code = await createCode(admin, { rewardUsd: '1', currency: 'USDT', wagerRequirementX: 3 });
    const { client } = await registerPlayer(server);
    const responses = await Promise.all(Array.from({ length: 20 }, () => claim(client, code.code)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    for (const response of responses.filter((answer) => answer.status === 409)) {
      expect(response.body.message).toBe('You have already redeemed this code.');
    }
    expect((await client.get('/api/rewards/stats')).body.codeRollovers).toHaveLength(1);
  });
});
