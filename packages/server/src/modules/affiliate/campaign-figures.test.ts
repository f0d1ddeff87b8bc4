import { type CryptoCode, multiplyByRate, toDecimalString } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  registerPlayer,
  startTestServer,
  type TestServer,
  uniqueUsername,
} from '../../test/harness';
import { expectLedgerSound, fund } from '../../test/wallet-helpers';
import { payableAtoms } from '../rewards/settled-stakes/edge-shares';
import { campaignsOf, createCampaign } from './affiliate-test-helpers';
import { bet, DICE_EDGE, expectedAtoms, stakedUsd } from './commission/commission-test-helpers';

/**
 * The campaign list and the users list show what the commission module reads from the
 * referred players' rounds: real registration with a referrer, real dice bets, a real
 * claim, on a real database (PGlite, or PostgreSQL and Redis when set).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const expectedUsd = (usd: bigint) => (usd * DICE_EDGE.n * 10n) / (DICE_EDGE.d * 200n);

describe('a campaign with a playing referred player', () => {
  it('shows its commission per currency, in USD, per day and per player, and what was claimed', async () => {
    const owner = await registerPlayer(server);
    const campaign = await createCampaign(owner.client);
    const client = server.client();
    const username = uniqueUsername('play');
    const registered = await client.post('/api/user/register', {
      username,
      password: PASSWORD,
      referrer: campaign.code,
    });
    const userId: string = registered.body.user.userId;
    await fund(server, userId, 'USDT', '10000');
    await fund(server, userId, 'BTC', '1');
    for (let i = 0; i < 10; i += 1) await bet(client, 'USDT', '100');
    for (let i = 0; i < 3; i += 1) await bet(client, 'BTC', '0.01');

    const usdt = expectedAtoms('1000', 10n);
    const btc = expectedAtoms('0.03', 10n);
    const staked = await stakedUsd(server, userId);
    const wagered = (staked.get('USDT') ?? 0n) + (staked.get('BTC') ?? 0n);
    const earned = expectedUsd(staked.get('USDT') ?? 0n) + expectedUsd(staked.get('BTC') ?? 0n);
    const availableUsd = (currency: CryptoCode, atoms: bigint) =>
      multiplyByRate(payableAtoms(currency, atoms), server.context.wallet.rates.usdPrice(currency));
    const shown = (await campaignsOf(owner.client)).campaigns.find((one) => one.id === campaign.id);
    expect(shown).toMatchObject({
      referredPlayers: 1,
      wageredUsd: toDecimalString(wagered),
      earnedUsd: toDecimalString(earned),
      claimedUsd: '0',
      availableUsd: toDecimalString(availableUsd('BTC', btc) + availableUsd('USDT', usdt)),
      currencies: [
        {
          currency: 'BTC',
          earned: toDecimalString(btc),
          claimed: '0',
          available: toDecimalString(payableAtoms('BTC', btc)),
          availableUsd: toDecimalString(availableUsd('BTC', btc)),
        },
        {
          currency: 'USDT',
          earned: toDecimalString(usdt),
          claimed: '0',
          available: toDecimalString(payableAtoms('USDT', usdt)),
          availableUsd: toDecimalString(availableUsd('USDT', usdt)),
        },
      ],
    });
    expect(shown?.daily.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      usd: toDecimalString(earned),
    });
    expect(shown?.daily.slice(0, -1).every((day) => day.usd === '0')).toBe(true);

    const users = await owner.client.post(`/api/affiliate/campaign/${campaign.id}/users`);
    expect(users.body.users).toEqual([
      {
        username,
        joined: expect.any(String),
        wageredUsd: toDecimalString(wagered),
        commissionUsd: toDecimalString(earned),
      },
    ]);

    const claim = await owner.client.post(`/api/affiliate/campaign/${campaign.id}/claim`, {});
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    const after = (await campaignsOf(owner.client)).campaigns.find((one) => one.id === campaign.id);
    expect(after?.claimedUsd).toBe(claim.body.usd);
    expect(after?.currencies.find((one) => one.currency === 'USDT')).toMatchObject({
      claimed: toDecimalString(payableAtoms('USDT', usdt)),
      available: '0',
      availableUsd: '0',
    });
  });
});
