import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { registerStaff } from '../../../test/staff-helpers';
import { expectLedgerSound } from '../../../test/wallet-helpers';
import { claimOffer, createOffer, FREE_OFFER } from './offer-test-helpers';

/**
 * Offers raced: many claims at once, on one server over HTTP (on PostgreSQL each in its
 * own connection, so they truly overlap). Nothing is faked.
 */
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await registerStaff(server)).client;
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const statuses = (responses: Array<{ status: number }>) =>
  responses.map((response) => response.status).sort();

const rolloversOf = (offerId: string) =>
  server.context.database.db
    .selectFrom('rollover_bonuses')
    .select('user_id')
    .where('offer_id', '=', offerId)
    .execute();

describe('an offer raced', () => {
  it('gives exactly maxUses players a place when 20 race for 3', async () => {
    const offer = await createOffer(admin, { ...FREE_OFFER, maxUses: 3 });
    const players = await Promise.all(Array.from({ length: 20 }, () => registerPlayer(server)));
    const responses = await Promise.all(players.map((player) => claimOffer(player.client, offer.code)));
    expect(statuses(responses)).toEqual([...Array(3).fill(200), ...Array(17).fill(409)]);
    for (const response of responses.filter((answer) => answer.status === 409)) {
      expect(response.body.message).toBe('This offer has been fully claimed: every place has been taken.');
    }
    expect(await rolloversOf(offer.id)).toHaveLength(3);
    const listed = (await admin.get('/api/admin/offers')).body.offers.find(
      (row: { id: string }) => row.id === offer.id,
    );
    expect(listed.uses).toBe(3);
  });

  it('gives a player one claim when they send it 50 times at once, in one currency or in several', async () => {
    const offer = await createOffer(admin, FREE_OFFER);
    const { client } = await registerPlayer(server);
    const currencies = ['USDT', 'BTC', 'ETH', 'DOGE', 'LTC'];
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => claimOffer(client, offer.code, currencies[index % 5])),
    );
    expect(statuses(responses)).toEqual([200, ...Array(49).fill(409)]);
    for (const response of responses.filter((answer) => answer.status === 409)) {
      expect(response.body.message).toBe('You have already claimed this offer.');
    }
    expect(await rolloversOf(offer.id)).toHaveLength(1);
  });

  it('starts one rollover per currency when one player claims 20 offers in one currency at once', async () => {
    const offers = await Promise.all(Array.from({ length: 20 }, () => createOffer(admin, FREE_OFFER)));
    const { client } = await registerPlayer(server);
    const responses = await Promise.all(offers.map((offer) => claimOffer(client, offer.code)));
    expect(statuses(responses)).toEqual([200, ...Array(19).fill(409)]);
    const stats = (await client.get('/api/rewards/stats')).body;
    expect(stats.offers).toHaveLength(1);
  });
});
