import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { giftsSentTodayUsd } from './gift-allowance';
import { setWageredUsd } from './test-helpers';

/**
 * The wager rule and the status call, on a casino that asks $500 of lifetime wagers
 * before a player may write (as big casinos do). Real HTTP and database.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { CHAT_MIN_WAGER_USD: '500', CHAT_TIP_DAILY_USD: '1000' } });
});
afterAll(() => server.close());

async function giveGift(userId: string, amountUsd: string, agoHours = 0) {
  await server.context.database.db
    .insertInto('chat_gifts')
    .values({
      user_id: userId,
      kind: 'tip',
      region: 'en',
      currency: 'USDT',
      amount: amountUsd,
      amount_usd: amountUsd,
      created_at: sql<Date>`now() - make_interval(hours => ${agoHours})`,
    })
    .execute();
}

describe('the wager rule', () => {
  it('keeps a player out until they have wagered enough, and says how far they are', async () => {
    const player = await registerPlayer(server);
    await setWageredUsd(server, player.userId, '120.5');
    const refused = await player.client.post('/api/feeds/chat/en/send', { message: 'hi all' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Chat opens after $500 of wagers; you have wagered $120.50.');
    expect((await player.client.get('/api/feeds/chat/status')).body).toEqual({
      staff: false,
      block: { reason: 'wager', minWagerUsd: '500', wageredUsd: '120.50' },
      giftAllowanceUsd: '1000.00',
    });
    const count = await server.context.database.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);

    await setWageredUsd(server, player.userId, '500');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await player.client.post('/api/feeds/chat/en/send', { message: 'hi all' })).status).toBe(200);
    expect((await player.client.get('/api/feeds/chat/status')).body.block).toBeNull();
  });

  it('does not apply to staff, who are marked as staff', async () => {
    for (const role of ['support', 'admin'] as const) {
      const staff = await registerStaff(server, undefined, role);
      const sent = await staff.client.post('/api/feeds/chat/en/send', { message: `${role} here` });
      expect(sent.status).toBe(200);
      expect(sent.body.staff).toBe(true);
      expect((await staff.client.get('/api/feeds/chat/status')).body).toMatchObject({
        staff: true,
        block: null,
      });
    }
  });
});

describe('the gift allowance', () => {
  it('is the daily limit less what was sent through chat in the last 24 hours, never below zero', async () => {
    const player = await registerPlayer(server);
    await giveGift(player.userId, '300.555');
    await giveGift(player.userId, '0.1');
    await giveGift(player.userId, '900', 25);
    expect(await giftsSentTodayUsd(server.context.database.db, player.userId)).toBe('300.655');
    expect((await player.client.get('/api/feeds/chat/status')).body.giftAllowanceUsd).toBe('699.34');
    await giveGift(player.userId, '2000');
    expect((await player.client.get('/api/feeds/chat/status')).body.giftAllowanceUsd).toBe('0.00');
    const fresh = await registerPlayer(server);
    expect(await giftsSentTodayUsd(server.context.database.db, fresh.userId)).toBe('0');
  });
});
