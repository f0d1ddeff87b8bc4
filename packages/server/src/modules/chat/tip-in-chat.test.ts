import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { giftsOf, mute, platformBalances, watchRoom } from '../../test/chat-gift-helpers';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { balanceOf, expectLedgerSound, fund } from '../../test/wallet-helpers';

/**
 * Tips sent from a chat room, over HTTP on a real database and bus: the tip itself is
 * the wallet's (tip.test.ts); here, what chat adds. The daily chat cap is $50 here.
 */
let server: TestServer;
/** Races here are about money; the chat send limit (room-post-limit.test.ts) is out of the way. */
const UNLIMITED_POSTS = { CHAT_SEND_BURST: '1000', CHAT_SEND_PER_MINUTE: '10000' };
beforeAll(async () => {
  server = await startTestServer({ env: { CHAT_TIP_DAILY_USD: '50', ...UNLIMITED_POSTS } });
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

async function pair() {
  const sender = await registerPlayer(server);
  const recipient = await registerPlayer(server);
  await fund(server, sender.userId, 'USDT', '100');
  return { sender, recipient };
}

const tip = (client: { post: (path: string, body: unknown) => Promise<any> }, body: unknown) =>
  client.post('/api/wallet/tip/send', body);

describe('POST /api/wallet/tip/send with chat', () => {
  it('shows the tip in the room when asked, and counts it toward the daily cap', async () => {
    const { sender, recipient } = await pair();
    const room = await watchRoom(server, 'es');
    const house = await platformBalances(server);
    const response = await tip(sender.client, {
      username: recipient.username,
      currency: 'USDT',
      amount: '12.5',
      chat: { region: 'ES', showInRoom: true },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({
      recipient: recipient.username,
      currency: 'USDT',
      amount: '12.5',
      balance: '87.5',
    });
    const event = await room.next((message) => message.payload?.message?.userId === sender.userId);
    expect(event.payload.message).toMatchObject({
      username: sender.username,
      message: `tipped @${recipient.username} 12.5 USDT`,
      mentions: [recipient.username],
      notice: { type: 'tip', recipient: recipient.username, currency: 'USDT', amount: '12.5' },
    });
    room.close();
    expect(await balanceOf(recipient.client, 'USDT')).toBe('12.5');
    expect(await platformBalances(server)).toEqual(house);
    expect(await giftsOf(server, sender.userId)).toEqual([
      expect.objectContaining({ kind: 'tip', region: 'es', currency: 'USDT' }),
    ]);
  });

  it('without showInRoom posts nothing but still counts; without chat it neither posts nor counts', async () => {
    const { sender, recipient } = await pair();
    const room = await watchRoom(server, 'en');
    const hidden = await tip(sender.client, {
      username: recipient.username,
      currency: 'USDT',
      amount: '30',
      chat: { region: 'en', showInRoom: false },
    });
    expect(hidden.status).toBe(200);
    const plain = await tip(sender.client, { username: recipient.username, currency: 'USDT', amount: '30' });
    expect(plain.status).toBe(200);
    expect(await room.nothing((message) => message.payload?.message?.userId === sender.userId)).toBe(true);
    room.close();
    expect(await giftsOf(server, sender.userId)).toHaveLength(1);

    // $30 of $50 sent through chat: $20 is left today, whatever was tipped elsewhere.
    const over = await tip(sender.client, {
      username: recipient.username,
      currency: 'USDT',
      amount: '20.01',
      chat: { region: 'en', showInRoom: true },
    });
    expect(over.status).toBe(403);
    expect(over.body.message).toContain('You can send $20.00 more today');
    const exact = await tip(sender.client, {
      username: recipient.username,
      currency: 'USDT',
      amount: '20',
      chat: { region: 'en', showInRoom: true },
    });
    expect(exact.status).toBe(200);
    expect(await balanceOf(sender.client, 'USDT')).toBe('20');
  });

  it('holds the cap when chat tips race', async () => {
    const { sender, recipient } = await pair();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        tip(sender.client, {
          username: recipient.username,
          currency: 'USDT',
          amount: '20',
          chat: { region: 'fr', showInRoom: true },
        }),
      ),
    );
    expect(results.filter((each) => each.status === 200)).toHaveLength(2);
    expect(results.filter((each) => each.status === 403)).toHaveLength(6);
    expect(await balanceOf(recipient.client, 'USDT')).toBe('40');
    const notices = await server.context.database.db
      .selectFrom('chat_messages')
      .select('id')
      .where('user_id', '=', sender.userId)
      .execute();
    expect(notices).toHaveLength(2);
  });

  it('refuses an unknown room (404) and a muted sender (403), moving nothing', async () => {
    const { sender, recipient } = await pair();
    const body = { username: recipient.username, currency: 'USDT', amount: '1' };
    const unknown = await tip(sender.client, { ...body, chat: { region: 'xx', showInRoom: true } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.field).toBe('region');
    const bad = await tip(sender.client, { ...body, chat: { region: 'en', showInRoom: 'yes' } });
    expect(bad.status).toBe(400);
    const extra = await tip(sender.client, { ...body, chat: { region: 'en', showInRoom: true, x: 1 } });
    expect(extra.status).toBe(400);
    await mute(server, sender.userId, null);
    const muted = await tip(sender.client, { ...body, chat: { region: 'en', showInRoom: false } });
    expect(muted.status).toBe(403);
    expect(muted.body.message).toContain('muted in chat permanently');
    // A muted player may still tip outside chat: the mute is about the room.
    expect((await tip(sender.client, body)).status).toBe(200);
    expect(await balanceOf(sender.client, 'USDT')).toBe('99');
    expect(await giftsOf(server, sender.userId)).toEqual([]);
  });

  it('tells the room of a tip to a private player without naming them', async () => {
    const { sender, recipient } = await pair();
    expect((await recipient.client.post('/api/rewards/stats/privacy', { private: true })).status).toBe(200);
    const room = await watchRoom(server, 'de');
    const response = await tip(sender.client, {
      username: recipient.username,
      currency: 'USDT',
      amount: '1',
      chat: { region: 'de', showInRoom: true },
    });
    expect(response.status).toBe(200);
    const event = await room.next((message) => message.payload?.message?.userId === sender.userId);
    expect(event.payload.message).toMatchObject({
      message: 'tipped a player 1 USDT',
      mentions: [],
      notice: { type: 'tip', recipient: null, currency: 'USDT', amount: '1' },
    });
    expect(JSON.stringify(event.payload)).not.toContain(recipient.username);
    expect(JSON.stringify(event.payload)).not.toContain(recipient.userId);
    room.close();
  });

  it('refuses a tip to oneself from chat without counting it', async () => {
    const { sender } = await pair();
    const self = await tip(sender.client, {
      username: sender.username,
      currency: 'USDT',
      amount: '1',
      chat: { region: 'en', showInRoom: true },
    });
    expect(self.status).toBe(400);
    expect(await giftsOf(server, sender.userId)).toEqual([]);
  });
});
