import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { registerStaff } from '../../../test/staff-helpers';
import { expectLedgerSound } from '../../../test/wallet-helpers';
import { uniqueCode } from '../codes/code-test-helpers';
import { createOffer, DEPOSIT_OFFER, FREE_OFFER } from './offer-test-helpers';

/** Staff's side of offers, over HTTP on a real database: who may, what they may create, and what is refused. */
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await registerStaff(server)).client;
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

describe('offers for staff', () => {
  it('is for admins only: 401 logged out, 403 for players and support staff', async () => {
    const anonymous = server.client();
    const player = (await registerPlayer(server)).client;
    const support = (await registerStaff(server, undefined, 'support')).client;
    const id = '00000000-0000-4000-8000-000000000000';
    const body = { code: uniqueCode(), ...FREE_OFFER };
    expect((await anonymous.post('/api/admin/offers', body)).status).toBe(401);
    expect((await anonymous.get('/api/admin/offers')).status).toBe(401);
    expect((await anonymous.post(`/api/admin/offers/${id}/disable`, {})).status).toBe(401);
    for (const client of [player, support]) {
      expect((await client.post('/api/admin/offers', body)).status).toBe(403);
      expect((await client.get('/api/admin/offers')).status).toBe(403);
      expect((await client.post(`/api/admin/offers/${id}/disable`, {})).status).toBe(403);
    }
    expect((await anonymous.post('/api/rewards/offer/check', { code: 'ABC' })).status).toBe(401);
    expect((await anonymous.post('/api/rewards/offer/claim', { code: 'ABC', currency: 'USDT' })).status).toBe(
      401,
    );
  });

  it('creates both kinds with every term, lists them newest first, and disables once', async () => {
    const name = uniqueCode('Spring');
    const deposit = await createOffer(admin, {
      ...DEPOSIT_OFFER,
      code: name,
      percent: 50,
      maxUsd: '100.50',
      rollover: 90,
      maxBetUsd: '5',
      startsAt: '2020-01-01T00:00:00Z',
      expiresAt: '2099-01-01T00:00:00.000+02:00',
      minRankId: 2,
    });
    expect(deposit).toEqual({
      id: expect.any(String),
      code: name,
      kind: 'deposit',
      percent: 50,
      maxUsd: '100.5',
      amountUsd: null,
      rollover: 90,
      maxBetUsd: '5',
      days: 7,
      maxUses: 100,
      uses: 0,
      startsAt: '2020-01-01T00:00:00.000Z',
      expiresAt: '2098-12-31T22:00:00.000Z',
      minRankId: 2,
      createdAt: expect.any(String),
      disabledAt: null,
    });
    // Without maxBetUsd, the welcome offer's.
    const free = await createOffer(admin, FREE_OFFER);
    expect(free).toMatchObject({
      kind: 'free',
      amountUsd: '0.05',
      percent: null,
      maxUsd: null,
      maxBetUsd: '10',
      minRankId: 0,
      startsAt: null,
    });
    const list = (await admin.get('/api/admin/offers')).body.offers;
    expect(list.slice(0, 2).map((offer: { id: string }) => offer.id)).toEqual([free.id, deposit.id]);

    const disabled = await admin.post(`/api/admin/offers/${free.id}/disable`, {});
    expect(disabled.status).toBe(200);
    expect(disabled.body.disabledAt).toEqual(expect.any(String));
    const again = await admin.post(`/api/admin/offers/${free.id}/disable`, {});
    expect(again.body.disabledAt).toBe(disabled.body.disabledAt);
    const missing = await admin.post('/api/admin/offers/00000000-0000-4000-8000-000000000000/disable', {});
    expect(missing.status).toBe(404);
    expect((await admin.post('/api/admin/offers/not-a-uuid/disable', {})).status).toBe(400);
  });

  it('keeps names unique whatever their case', async () => {
    const name = uniqueCode('Summer');
    await createOffer(admin, { ...FREE_OFFER, code: name });
    const taken = await admin.post('/api/admin/offers', { ...DEPOSIT_OFFER, code: name.toLowerCase() });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      field: 'code',
      message: 'code: an offer with this name exists already',
    });
  });

  it('refuses terms that would pay players on average, naming the smallest rollover that would not', async () => {
    // Counting every reward a player keeps earning while the rollover runs, at the rank
    // that earns the most (a Diamond player climbing: rakeback 13% and commission 10%
    // halved, weekly 10%, monthly 15%, the level-up 20%; this test server's pot gives
    // back next to nothing), the house keeps 43.5% of each edge, and a counted dollar
    // costs the player 0.435%: a free offer needs a rollover above 1 / 0.435% = 229.9.
    const free = await admin.post('/api/admin/offers', { ...FREE_OFFER, code: uniqueCode(), rollover: 100 });
    expect(free.status).toBe(400);
    expect(free.body).toMatchObject({
      field: 'rollover',
      message:
        'rollover: a free amount with a rollover of 100 would pay players on average; ' +
        'the smallest rollover that makes it cost them is 230',
    });
    // $1,000 free for Diamond players at 167, which paid them $446 to $488 when only the
    // pot and the level-ups were counted.
    const diamond = { ...FREE_OFFER, amountUsd: '1000', minRankId: 8 };
    const refused = await admin.post('/api/admin/offers', { ...diamond, code: uniqueCode(), rollover: 167 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('the smallest rollover that makes it cost them is 230');
    // 100% of the deposit at 84x, which paid $485 per $1,000: it needs above 1 / (2 x 0.435%) = 114.9.
    const deposit = await admin.post('/api/admin/offers', {
      ...DEPOSIT_OFFER,
      code: uniqueCode(),
      percent: 100,
      rollover: 84,
    });
    expect(deposit.status).toBe(400);
    expect(deposit.body.message).toBe(
      'rollover: 100% of the deposit with a rollover of 84 would pay players on average; ' +
        'the smallest rollover that makes it cost them is 115',
    );
    expect(
      (await admin.post('/api/admin/offers', { ...diamond, code: uniqueCode(), rollover: 230 })).status,
    ).toBe(200);
    const list = (await admin.get('/api/admin/offers')).body.offers;
    expect(list.some((offer: { rollover: number }) => offer.rollover === 100 || offer.rollover === 84)).toBe(
      false,
    );
  });

  it('counts at the best rank the offer allows: for Obsidian players only, no level-up is left to earn', async () => {
    // 7.5% + 25% + 5%: the house keeps 62.5%, so a free offer needs a rollover above 160.
    const obsidian = { ...FREE_OFFER, minRankId: 9 };
    const refused = await admin.post('/api/admin/offers', { ...obsidian, code: uniqueCode(), rollover: 160 });
    expect(refused.body.message).toContain('the smallest rollover that makes it cost them is 161');
    expect(
      (await admin.post('/api/admin/offers', { ...obsidian, code: uniqueCode(), rollover: 161 })).status,
    ).toBe(200);
  });

  it('refuses bad input with the field named, and creates nothing', async () => {
    const before = (await admin.get('/api/admin/offers')).body.offers.length;
    const base = { ...FREE_OFFER, code: uniqueCode() };
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...base, kind: 'cash' }, 'kind'],
      [{ ...base, code: 'a' }, 'code'],
      [{ ...base, code: 'a\u0000bc' }, 'code'],
      [{ ...base, amountUsd: '0' }, 'amountUsd'],
      [{ ...base, amountUsd: '1000.01' }, 'amountUsd'],
      [{ ...base, amountUsd: '-1' }, 'amountUsd'],
      [{ ...base, rollover: 0 }, 'rollover'],
      [{ ...base, rollover: 1.5 }, 'rollover'],
      [{ ...base, days: 91 }, 'days'],
      [{ ...base, maxUses: 0 }, 'maxUses'],
      [{ ...base, maxBetUsd: 'lots' }, 'maxBetUsd'],
      [{ ...base, minRankId: 99 }, 'minRankId'],
      [{ ...base, startsAt: 'tomorrow' }, 'startsAt'],
      [{ ...base, startsAt: '2030-01-02T00:00:00Z', expiresAt: '2030-01-01T00:00:00Z' }, 'expiresAt'],
      [{ ...base, percent: 10 }, ''],
      [{ ...DEPOSIT_OFFER, code: uniqueCode(), percent: 0 }, 'percent'],
      [{ ...DEPOSIT_OFFER, code: uniqueCode(), maxUsd: undefined }, 'maxUsd'],
    ];
    for (const [body, field] of bad) {
      const response = await admin.post('/api/admin/offers', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (field) expect(response.body.field, JSON.stringify(body)).toBe(field);
    }
    expect((await admin.get('/api/admin/offers')).body.offers.length).toBe(before);
  });
});
