import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { expectRetrySafe } from '../../test/retry-helpers';
import { registerStaff } from '../../test/staff-helpers';
import { balanceOf, diceBet, expectLedgerSound, fund } from '../../test/wallet-helpers';
import { createOffer, FREE_OFFER } from './offers/offer-test-helpers';

// The rewards claims sent twice under one Idempotency-Key.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

describe('retry-safe rewards', () => {
  it('pays a level-up bonus once', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '2000');
    // $1,000 wagered (1 USDT is $1 in the test rates) reaches Bronze.
    await diceBet(client, '1000', 98);
    await expectRetrySafe(
      client,
      {
        path: '/api/rewards/claim/level-up',
        body: { currency: 'BTC', level: 1 },
        otherBody: { currency: 'ETH', level: 1 },
      },
      async () => ({ btc: await balanceOf(client, 'BTC'), eth: await balanceOf(client, 'ETH') }),
    );
  });

  it('answers the welcome offer once', async () => {
    const { client, userId } = await registerPlayer(server);
    await expectRetrySafe(
      client,
      {
        path: '/api/rewards/rollover-offer/confirm',
        body: { optIn: true },
        otherBody: { optIn: false },
      },
      () =>
        server.context.database.db
          .selectFrom('rollover_offers')
          .select('accepted')
          .where('user_id', '=', userId)
          .execute(),
    );
  });

  it('claims an offer once', async () => {
    const admin = (await registerStaff(server)).client;
    const offer = await createOffer(admin, FREE_OFFER);
    const { client, userId } = await registerPlayer(server);
    await expectRetrySafe(
      client,
      {
        path: '/api/rewards/offer/claim',
        body: { code: offer.code, currency: 'USDT' },
        otherBody: { code: offer.code, currency: 'BTC' },
      },
      () =>
        server.context.database.db
          .selectFrom('reward_offer_claims')
          .select('currency')
          .where('user_id', '=', userId)
          .execute(),
    );
  });
});
