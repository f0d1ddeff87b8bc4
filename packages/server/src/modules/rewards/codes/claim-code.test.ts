import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { expectRetrySafe } from '../../../test/retry-helpers';
import { registerStaff } from '../../../test/staff-helpers';
import { balanceOf, diceBet, expectLedgerSound, fund, watchUser } from '../../../test/wallet-helpers';
import { claim, createCode, transfersForCode, uniqueCode } from './code-test-helpers';

/**
 * A player redeeming codes, over HTTP on a real database (PGlite, or PostgreSQL and
 * Redis when set): what is paid, in which currency, and each reason a code does not pay.
 */
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await registerStaff(server)).client;
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const HOUR_MS = 3_600_000;

describe('redeeming a code', () => {
  it('pays the reward once, whatever the case it is typed in, from the rewards account', async () => {
    const name = uniqueCode('Hello');
    const code = await createCode(admin, {
      code: name,
      rewardUsd: '5',
      currency: 'USDT',
    });
    const { client, userId } = await registerPlayer(server);
    const watch = await watchUser(server, userId);
    const paid = await claim(client, ` ${name.toLowerCase()} `);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toEqual({
      currency: 'USDT',
      amount: '5',
      usd: '5',
      balance: '5',
      wagerRequirementX: null,
      rollover: null,
    });
    expect(await balanceOf(client, 'USDT')).toBe('5');
    await watch.arrived({
      feed: 'wallet',
      payload: expect.objectContaining({ currency: 'USDT' }),
    });
    await watch.stop();

    const again = await claim(client, name.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already redeemed this code.');
    expect(await balanceOf(client, 'USDT')).toBe('5');
    expect(await transfersForCode(server, code.id)).toEqual([
      {
        amount: expect.stringMatching(/^5(\.0+)?$/),
        currency: 'USDT',
        reference: `redeem_code:${code.id}:${userId}`,
      },
    ]);
    const list = (await admin.get('/api/admin/codes')).body.codes;
    expect(list.find((row: { id: string }) => row.id === code.id).uses).toBe(1);
  });

  it("pays in the code's currency, or in the player's choice when the code names none", async () => {
    const fixed = await createCode(admin, { rewardUsd: '2', currency: 'BTC' });
    const free = await createCode(admin, { rewardUsd: '2', currency: undefined });
    const { client } = await registerPlayer(server);
    // The code's currency wins over the one asked for. $2 at 95,000 USD a bitcoin.
    const btc = await claim(client, fixed.code, 'USDT');
    expect(btc.body).toMatchObject({ currency: 'BTC', amount: '0.00002105', usd: '2' });
    const none = await claim(client, free.code);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ field: 'currency' });
    expect((await claim(client, free.code, 'NOPE')).status).toBe(400);
    const usdt = await claim(client, free.code, 'USDT');
    expect(usdt.body).toMatchObject({ currency: 'USDT', amount: '2', wagerRequirementX: null });
  });

  it('gives each reason a code does not pay its own message, and pays nothing', async () => {
    const { client, userId } = await registerPlayer(server);
    const past = new Date(Date.now() - HOUR_MS);
    const future = new Date(Date.now() + 48 * HOUR_MS);
    const notYet = await createCode(admin, { startsAt: future.toISOString() });
    const expired = await createCode(admin, {
      startsAt: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
      expiresAt: past.toISOString(),
    });
    const withdrawn = await createCode(admin);
    await admin.post(`/api/admin/codes/${withdrawn.id}/disable`, {});
    const taken = await createCode(admin, { maxUses: 1 });
    expect((await claim((await registerPlayer(server)).client, taken.code)).status).toBe(200);
    const gold = await createCode(admin, { minRankId: 3 });
    const wagerers = await createCode(admin, { minWagerUsd7d: '100' });

    const cases: Array<[string, number, string]> = [
      ['NO_SUCH_CODE', 404, 'That code does not exist. Check it and try again.'],
      [withdrawn.code, 409, 'This code has been withdrawn.'],
      [notYet.code, 409, `This code opens on ${dateText(future)}.`],
      [expired.code, 409, `This code expired on ${dateText(past)}.`],
      [taken.code, 409, 'This code has been fully claimed: every reward has been taken.'],
      [gold.code, 403, 'This code is for Gold players and above.'],
      [
        wagerers.code,
        403,
        'This code is for players who wagered $100.00 in the last 7 days: wager $100.00 more.',
      ],
    ];
    for (const [code, status, message] of cases) {
      const response = await claim(client, code);
      expect(response.status, code).toBe(status);
      expect(response.body.message, code).toBe(message);
    }
    expect(await balanceOf(client, 'USDT')).toBe('0');

    // A rank reached, or recent wagering, opens them.
    await server.context.database.db
      .updateTable('users')
      .set({ rank_id: 3 })
      .where('id', '=', userId)
      .execute();
    expect((await claim(client, gold.code)).status).toBe(200);
    await fund(server, userId, 'USDT', '200');
    await diceBet(client, '60', 98);
    const short = await claim(client, wagerers.code);
    expect(short.body.message).toBe(
      'This code is for players who wagered $100.00 in the last 7 days: wager $40.00 more.',
    );
    await diceBet(client, '40', 98);
    expect((await claim(client, wagerers.code)).status).toBe(200);
  });

  it('counts only the last 7 days of wagering', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    await diceBet(client, '50', 98);
    const db = server.context.database.db;
    await db
      .updateTable('rounds')
      .set({ created_at: new Date(Date.now() - 8 * 24 * HOUR_MS) })
      .where('user_id', '=', userId)
      .execute();
    const drop = await createCode(admin, { minWagerUsd7d: '10' });
    expect((await claim(client, drop.code)).status).toBe(403);
    await diceBet(client, '10', 98);
    expect((await claim(client, drop.code)).status).toBe(200);
  });

  it('keeps the reward from a player on a break', async () => {
    const { client, userId } = await registerPlayer(server);
    const code = await createCode(admin);
    const db = server.context.database.db;
    await db
      .updateTable('users')
      .set({ excluded_until: new Date(Date.now() + 24 * HOUR_MS) })
      .where('id', '=', userId)
      .execute();
    expect((await claim(client, code.code)).status).toBe(403);
    await db.updateTable('users').set({ excluded_until: null }).where('id', '=', userId).execute();
    expect((await claim(client, code.code)).status).toBe(200);
  });

  it('refuses bad bodies with the field named', async () => {
    const { client } = await registerPlayer(server);
    const bad: Array<[unknown, string]> = [
      [{}, 'code'],
      [{ code: '' }, 'code'],
      [{ code: 'a\u0000b' }, 'code'],
      [{ code: 'x'.repeat(10_000) }, 'code'],
      [{ code: ['ABC'] }, 'code'],
      [{ code: { $ne: null } }, 'code'],
      [{ code: 'ABC', currency: '__proto__' }, 'currency'],
      [{ code: 'ABC', extra: true }, ''],
    ];
    for (const [body, field] of bad) {
      const response = await client.post('/api/rewards/claim/code', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (field) expect(response.body.field, JSON.stringify(body)).toBe(field);
    }
  });

  it('slows down guessing: after 10 unknown codes a minute every code waits, a right one too', async () => {
    const { client } = await registerPlayer(server);
    const real = await createCode(admin);
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await claim(client, `GUESS_${guess}`)).status).toBe(404);
    }
    const limited = await claim(client, real.code);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', retryAfterMs: expect.any(Number) });
    expect(limited.body.message).toMatch(/^Too many wrong codes\. Please try again in \d+ seconds\.$/);
    // Another player is not slowed down (their own count; the address allows four players' worth).
    const other = (await registerPlayer(server)).client;
    expect((await claim(other, real.code)).status).toBe(200);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, paying once', async () => {
    const { client } = await registerPlayer(server);
    const code = await createCode(admin);
    const other = await createCode(admin);
    await expectRetrySafe(
      client,
      {
        path: '/api/rewards/claim/code',
        body: { code: code.code },
        otherBody: { code: other.code },
      },
      () => balanceOf(client, 'USDT'),
    );
    expect(await balanceOf(client, 'USDT')).toBe('5');
  });
});

/** As the server writes dates in its messages. */
function dateText(at: Date): string {
  const date = at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${date}, ${at.toISOString().slice(11, 16)} UTC`;
}
