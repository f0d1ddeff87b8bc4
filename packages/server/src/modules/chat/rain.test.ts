import { parseAmount, toDecimalString } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  activePlayer,
  giftsOf,
  mute,
  type Player,
  platformBalances,
  watchRoom,
} from '../../test/chat-gift-helpers';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { expectRetrySafe } from '../../test/retry-helpers';
import { balanceOf, expectLedgerSound, fund, watchUser } from '../../test/wallet-helpers';
import { splitRain } from './send-rain';

/**
 * Rain over HTTP on a real database and bus (PGlite, or PostgreSQL + Redis): players
 * become catchers by betting (a real dice bet) and writing in the room. Nothing is
 * faked. The daily chat cap is $100 here so that the cap can be reached cheaply.
 */
let server: TestServer;
/** Races here are about money; the chat send limit (room-post-limit.test.ts) is out of the way. */
const UNLIMITED_POSTS = { CHAT_SEND_BURST: '1000', CHAT_SEND_PER_MINUTE: '10000' };
beforeAll(async () => {
  server = await startTestServer({ env: { CHAT_TIP_DAILY_USD: '100', ...UNLIMITED_POSTS } });
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const rain = (player: Player, region: string, body: unknown) =>
  player.client.post(`/api/feeds/chat/${region}/rain`, body);

async function senderMessages(region: string, userId: string) {
  return server.context.database.db
    .selectFrom('chat_messages')
    .select('message')
    .where('region', '=', region)
    .where('user_id', '=', userId)
    .execute();
}

describe('POST /api/feeds/chat/:region/rain', () => {
  it('splits to the satoshi, leaves the remainder with the sender, and the house pays nothing', async () => {
    const catchers = [
      await activePlayer(server, { region: 'en' }),
      await activePlayer(server, { region: 'en' }),
      await activePlayer(server, { region: 'en' }),
    ];
    const sender = await registerPlayer(server);
    await fund(server, sender.userId, 'BTC', '0.001');
    const room = await watchRoom(server, 'en');
    const watcher = await watchUser(server, catchers[0]?.userId ?? '');
    const house = await platformBalances(server);

    // 1000 satoshi among 3: 333 each, 1 stays with the sender.
    const response = await rain(sender, 'en', { currency: 'BTC', amount: '0.00001', recipients: 3 });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.remainder).toBe('0.00000001');
    expect(response.body.balance).toBe('0.00099001');
    expect(response.body.message).toMatchObject({
      username: sender.username,
      message: 'made it rain 0.00000999 BTC on 3 players',
      notice: { type: 'rain', currency: 'BTC', amount: '0.00000999' },
    });
    const shares = response.body.message.notice.recipients;
    expect(shares.map((each: { username: string }) => each.username).sort()).toEqual(
      catchers.map((each) => each.username).sort(),
    );
    expect(shares.every((each: { amount: string }) => each.amount === '0.00000333')).toBe(true);
    for (const catcher of catchers) expect(await balanceOf(catcher.client, 'BTC')).toBe('0.00000333');
    expect(await platformBalances(server)).toEqual(house);

    const event = await room.next((message) => message.payload?.message?.id === response.body.message.id);
    expect(event.payload).toEqual({ type: 'message', message: response.body.message });
    room.close();
    await watcher.arrived({
      feed: 'tips',
      payload: { sender: sender.username, currency: 'BTC', amount: '0.00000333' },
    });
    await watcher.arrived({
      feed: 'wallet',
      payload: { currency: 'BTC', balance: '0.00000333' },
    });
    await watcher.stop();

    const received = await catchers[0]?.client.get('/api/wallet/transactions?kind=tip');
    expect(received?.body.transactions).toEqual([
      expect.objectContaining({
        kind: 'tip',
        code: 'rain',
        amount: '0.00000333',
        counterparty: sender.username,
      }),
    ]);
    const sent = await sender.client.get('/api/wallet/transactions?kind=tip');
    expect(sent.body.transactions.map((each: { amount: string }) => each.amount)).toEqual([
      '-0.00000333',
      '-0.00000333',
      '-0.00000333',
    ]);
    expect(await giftsOf(server, sender.userId)).toEqual([
      expect.objectContaining({ kind: 'rain', region: 'en', currency: 'BTC' }),
    ]);
    const history = await sender.client.get('/api/feeds/chat/en/history');
    expect(history.body.messages.at(-1)).toEqual(response.body.message);
  });

  it('falls only on players who wrote in the room in the last hour, wagered enough, are not muted nor on a break', async () => {
    const eligible = [
      await activePlayer(server, { region: 'es' }),
      await activePlayer(server, { region: 'es' }),
    ];
    const sender = await activePlayer(server, { region: 'es' });
    await fund(server, sender.userId, 'USDT', '10');
    const longAgo = await activePlayer(server, { region: 'es' });
    await server.context.database.db
      .updateTable('chat_messages')
      .set({ created_at: new Date(Date.now() - 2 * 3_600_000) })
      .where('user_id', '=', longAgo.userId)
      .execute();
    await activePlayer(server, { region: 'ko' });
    await activePlayer(server, { region: 'es', wagerUsd: '5' });
    const oldWager = await activePlayer(server, { region: 'es' });
    await server.context.database.db
      .updateTable('rounds')
      .set({ created_at: new Date(Date.now() - 8 * 86_400_000) })
      .where('user_id', '=', oldWager.userId)
      .execute();
    const muted = await activePlayer(server, { region: 'es' });
    await mute(server, muted.userId, new Date(Date.now() + 3_600_000));
    // A mute that has ended does not count: this one may catch it again.
    const unmuted = await activePlayer(server, { region: 'es' });
    await mute(server, unmuted.userId, new Date(Date.now() - 1_000));
    eligible.push(unmuted);
    // Players on a break catch nothing: a time-out running, and a self-exclusion whose
    // time has passed but which its player has not reopened.
    const onTimeOut = await activePlayer(server, { region: 'es' });
    const notReopened = await activePlayer(server, { region: 'es' });
    const { db } = server.context.database;
    await db
      .updateTable('users')
      .set({ excluded_until: new Date(Date.now() + 3_600_000), exclusion_kind: 'time-out' })
      .where('id', '=', onTimeOut.userId)
      .execute();
    await db
      .updateTable('users')
      .set({ excluded_until: new Date(Date.now() - 1_000), exclusion_kind: 'self-exclusion' })
      .where('id', '=', notReopened.userId)
      .execute();

    const names = eligible.map((each) => each.username).sort();
    for (let i = 0; i < 2; i += 1) {
      const response = await rain(sender, 'es', { currency: 'USDT', amount: '0.3', recipients: 3 });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const got = response.body.message.notice.recipients.map((each: { username: string }) => each.username);
      expect(got.sort()).toEqual(names);
    }
    const more = await rain(sender, 'es', { currency: 'USDT', amount: '0.4', recipients: 4 });
    expect(more.status).toBe(409);
    expect(more.body.message).toContain('Only 3 players');
  });

  it('refuses when too few can catch it, saying how many can, and moves nothing', async () => {
    await activePlayer(server, { region: 'ru' });
    await activePlayer(server, { region: 'ru' });
    const sender = await registerPlayer(server);
    await fund(server, sender.userId, 'USDT', '10');
    const house = await platformBalances(server);
    const tooMany = await rain(sender, 'ru', { currency: 'USDT', amount: '1', recipients: 3 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.field).toBe('recipients');
    expect(tooMany.body.message).toContain('Only 2 players can catch rain');
    expect(tooMany.body.message).toContain('ask for 2 or fewer');
    const empty = await rain(sender, 'ja', { currency: 'USDT', amount: '1', recipients: 2 });
    expect(empty.status).toBe(409);
    expect(empty.body.message).toContain('No player can catch rain');
    expect(await balanceOf(sender.client, 'USDT')).toBe('10');
    expect(await senderMessages('ru', sender.userId)).toEqual([]);
    expect(await giftsOf(server, sender.userId)).toEqual([]);
    expect(await platformBalances(server)).toEqual(house);
  });

  it('is one transaction: a sender who cannot pay every share pays none and nothing is posted', async () => {
    const catchers = [
      await activePlayer(server, { region: 'pt' }),
      await activePlayer(server, { region: 'pt' }),
    ];
    const sender = await registerPlayer(server);
    await fund(server, sender.userId, 'BTC', '0.00001');
    // The first share (0.00001) could be paid, the second cannot.
    const response = await rain(sender, 'pt', { currency: 'BTC', amount: '0.00002', recipients: 2 });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceOf(sender.client, 'BTC')).toBe('0.00001');
    for (const catcher of catchers) expect(await balanceOf(catcher.client, 'BTC')).toBe('0');
    expect(await senderMessages('pt', sender.userId)).toEqual([]);
    expect(await giftsOf(server, sender.userId)).toEqual([]);
  });

  it('never overspends when many rains race: exactly as many as the balance pays', async () => {
    const catchers = await Promise.all([1, 2, 3, 4].map(() => activePlayer(server, { region: 'fr' })));
    const sender = await registerPlayer(server);
    await fund(server, sender.userId, 'BTC', '0.0001');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        rain(sender, 'fr', { currency: 'BTC', amount: '0.00003', recipients: 2 }),
      ),
    );
    expect(results.filter((each) => each.status === 200)).toHaveLength(3);
    const refused = results.filter((each) => each.status !== 200);
    expect(refused.map((each) => each.body.code)).toEqual(Array(7).fill('INSUFFICIENT_BALANCE'));
    expect(await balanceOf(sender.client, 'BTC')).toBe('0.00001');
    let caught = 0n;
    for (const catcher of catchers) {
      caught += parseAmount(await balanceOf(catcher.client, 'BTC'), { allowZero: true });
    }
    expect(caught).toBe(parseAmount('0.00009'));
    expect(await senderMessages('fr', sender.userId)).toHaveLength(3);
    expect(await giftsOf(server, sender.userId)).toHaveLength(3);
  });

  it('holds the daily chat cap under a race, and says what is left today', async () => {
    await activePlayer(server, { region: 'de' });
    await activePlayer(server, { region: 'de' });
    const sender = await registerPlayer(server);
    await fund(server, sender.userId, 'USDT', '1000');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => rain(sender, 'de', { currency: 'USDT', amount: '30', recipients: 2 })),
    );
    expect(results.filter((each) => each.status === 200)).toHaveLength(3);
    const refused = results.filter((each) => each.status !== 200);
    expect(refused.map((each) => each.status)).toEqual(Array(7).fill(403));
    expect(refused[0]?.body.message).toContain('limited to $100.00 a day');
    expect(refused[0]?.body.message).toContain('You can send $10.00 more today');
    expect(await balanceOf(sender.client, 'USDT')).toBe('910');
    const rest = await rain(sender, 'de', { currency: 'USDT', amount: '10', recipients: 2 });
    expect(rest.status).toBe(200);
    expect((await rain(sender, 'de', { currency: 'USDT', amount: '0.02', recipients: 2 })).status).toBe(403);
  });

  it('answers 400 for bad input, naming the field, and moves nothing', async () => {
    const sender = await registerPlayer(server);
    await fund(server, sender.userId, 'BTC', '1');
    const good = { currency: 'BTC', amount: '0.001', recipients: 2 };
    const cases: Array<[unknown, string]> = [
      [{ ...good, recipients: 1 }, 'recipients'],
      [{ ...good, recipients: 51 }, 'recipients'],
      [{ ...good, recipients: 2.5 }, 'recipients'],
      [{ ...good, recipients: '3' }, 'recipients'],
      [{ ...good, amount: '0' }, 'amount'],
      [{ ...good, amount: '-1' }, 'amount'],
      [{ ...good, amount: '1e3' }, 'amount'],
      [{ ...good, amount: '0.000000001' }, 'amount'],
      [{ ...good, amount: 1 }, 'amount'],
      [{ ...good, currency: 'NOPE' }, 'currency'],
      [{ currency: 'BTC', amount: '0.001' }, 'recipients'],
      // Two satoshi cannot be split among three.
      [{ ...good, amount: '0.00000002', recipients: 3 }, 'amount'],
    ];
    for (const [body, field] of cases) {
      const response = await rain(sender, 'tr', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.field, JSON.stringify(body)).toBe(field);
    }
    expect((await rain(sender, 'tr', { ...good, extra: 1 })).status).toBe(400);
    const poisoned = await sender.client.request('POST', '/api/feeds/chat/tr/rain', {
      rawBody: '{"currency":"BTC","amount":"0.001","recipients":2,"__proto__":{"recipients":3}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(poisoned.status).toBe(400);
    const tooLittle = await rain(sender, 'tr', { ...good, amount: '0.00000002', recipients: 3 });
    expect(tooLittle.body.message).toContain('rain at least 0.00000003 BTC');
    expect(await balanceOf(sender.client, 'BTC')).toBe('1');
  });

  it('answers 401 logged out, 404 for an unknown room, 403 muted or self-excluded', async () => {
    const anonymous = await server.client().post('/api/feeds/chat/en/rain', {
      currency: 'BTC',
      amount: '0.001',
      recipients: 2,
    });
    expect(anonymous.status).toBe(401);
    const sender = await activePlayer(server, { region: 'zh' });
    await fund(server, sender.userId, 'BTC', '1');
    const body = { currency: 'BTC', amount: '0.001', recipients: 2 };
    const unknown = await rain(sender, 'xx', body);
    expect(unknown.status).toBe(404);
    expect(unknown.body.field).toBe('region');
    await mute(server, sender.userId, new Date(Date.now() + 60_000));
    const muted = await rain(sender, 'zh', body);
    expect(muted.status).toBe(403);
    expect(muted.body.message).toContain('You are muted in chat until');
    const excluded = await registerPlayer(server);
    await server.context.database.db
      .updateTable('users')
      .set({ excluded_permanently: true })
      .where('id', '=', excluded.userId)
      .execute();
    expect((await rain(excluded, 'zh', body)).body.code).toBe('SELF_EXCLUDED');
    expect(await balanceOf(sender.client, 'BTC')).toBe('1');
  });

  it('is retry-safe: the same Idempotency-Key rains once', async () => {
    await activePlayer(server, { region: 'ko' });
    await activePlayer(server, { region: 'ko' });
    const sender = await registerPlayer(server);
    await fund(server, sender.userId, 'BTC', '1');
    await expectRetrySafe(
      sender.client,
      {
        path: '/api/feeds/chat/ko/rain',
        body: { currency: 'BTC', amount: '0.001', recipients: 2 },
        otherBody: { currency: 'BTC', amount: '0.002', recipients: 2 },
      },
      async () => ({
        balance: await balanceOf(sender.client, 'BTC'),
        said: await senderMessages('ko', sender.userId),
      }),
    );
  });
});

// The writer of a message that staff removed has not "written in the room" for rain.
describe('rain and removed messages', () => {
  it('does not count a removed message', async () => {
    await activePlayer(server, { region: 'ja' });
    const removed = await activePlayer(server, { region: 'ja' });
    await server.context.database.db
      .updateTable('chat_messages')
      .set({ removed_at: new Date() })
      .where('user_id', '=', removed.userId)
      .execute();
    const sender = await registerPlayer(server);
    await fund(server, sender.userId, 'USDT', '10');
    const response = await rain(sender, 'ja', { currency: 'USDT', amount: '1', recipients: 2 });
    expect(response.status).toBe(409);
    expect(response.body.message).toContain('Only 1 player can');
  });
});

describe('splitRain', () => {
  it('splits in the currency unit, keeping what does not divide with the sender', () => {
    const usdt = splitRain('USDT', parseAmount('1'), 3);
    expect([usdt.share, usdt.paid, usdt.remainder].map(toDecimalString)).toEqual(['0.33', '0.99', '0.01']);
    const btc = splitRain('BTC', parseAmount('0.00000101'), 50);
    expect([btc.share, btc.paid, btc.remainder].map(toDecimalString)).toEqual([
      '0.00000002',
      '0.000001',
      '0.00000001',
    ]);
    const even = splitRain('ETH', parseAmount('0.5'), 2);
    expect(toDecimalString(even.remainder)).toBe('0');
    expect(() => splitRain('USDT', parseAmount('0.04'), 5)).toThrow('rain at least 0.05 USDT');
  });
});
