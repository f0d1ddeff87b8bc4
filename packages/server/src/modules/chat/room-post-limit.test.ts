import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePlayer, giftsOf, say } from '../../test/chat-gift-helpers';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { balanceOf, expectLedgerSound, fund } from '../../test/wallet-helpers';

/**
 * Tips shown in a room and rain draw on the chat send limit, over HTTP on a real
 * database (PGlite, or PostgreSQL + Redis, where the counts live in Redis). The
 * minute allowance is 5 here and the 2-second one out of the way, so what a test
 * counts does not depend on how fast the machine sends.
 */
const PER_MINUTE = 5;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { CHAT_SEND_BURST: '100', CHAT_SEND_PER_MINUTE: String(PER_MINUTE), CHAT_TIP_DAILY_USD: '1000' },
  });
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

async function noticesOf(userId: string): Promise<number> {
  const rows = await server.context.database.db
    .selectFrom('chat_messages')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

const tipBody = (username: string, showInRoom: boolean) => ({
  username,
  currency: 'USDT',
  amount: '0.01',
  chat: { region: 'en', showInRoom },
});

describe('tips and rain count toward the chat send limit', () => {
  it('posts only as many of 15 quick tip notices as the limit allows, and refuses the rest before money moves', async () => {
    const sender = await registerPlayer(server);
    const recipient = await registerPlayer(server);
    await fund(server, sender.userId, 'USDT', '1');
    const results = await Promise.all(
      Array.from({ length: 15 }, () =>
        sender.client.post('/api/wallet/tip/send', tipBody(recipient.username, true)),
      ),
    );
    const paid = results.filter((each) => each.status === 200);
    const refused = results.filter((each) => each.status !== 200);
    expect(paid).toHaveLength(PER_MINUTE);
    expect(refused.map((each) => each.status)).toEqual(Array(15 - PER_MINUTE).fill(429));
    expect(refused[0]?.body.message).toMatch(
      /posting in chat too fast\. Wait \d+ s and try again; nothing was sent/,
    );
    expect(await noticesOf(sender.userId)).toBe(PER_MINUTE);
    expect(await balanceOf(recipient.client, 'USDT')).toBe('0.05');
    expect(await balanceOf(sender.client, 'USDT')).toBe('0.95');
    expect(await giftsOf(server, sender.userId)).toHaveLength(PER_MINUTE);

    // A message is the same allowance: it is spent.
    const message = await sender.client.post('/api/feeds/chat/en/send', { message: 'one more' });
    expect(message.status).toBe(429);
    // A tip that posts nothing in the room is not a chat post, and still goes.
    const quiet = await sender.client.post('/api/wallet/tip/send', tipBody(recipient.username, false));
    expect(quiet.status).toBe(200);
    expect(await noticesOf(sender.userId)).toBe(PER_MINUTE);
  });

  it('counts a rain as a post, and refuses it once messages have spent the allowance', async () => {
    await activePlayer(server, { region: 'en' });
    await activePlayer(server, { region: 'en' });
    const sender = await registerPlayer(server);
    await fund(server, sender.userId, 'USDT', '10');
    const rain = () =>
      sender.client.post('/api/feeds/chat/en/rain', { currency: 'USDT', amount: '1', recipients: 2 });
    expect((await rain()).status).toBe(200);
    for (let i = 1; i < PER_MINUTE; i += 1) await say(sender, 'en', `message ${i}`);
    const refused = await rain();
    expect(refused.status).toBe(429);
    expect(refused.body.retryAfterMs).toBeGreaterThan(0);
    expect(await balanceOf(sender.client, 'USDT')).toBe('9');
    expect(await giftsOf(server, sender.userId)).toHaveLength(1);
  });
});
