import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, TestClient, type TestServer } from '../../test/harness';
import { insertMessage, openChatSocket } from './test-helpers';

/**
 * Sending over real HTTP, on a real database and bus (PGlite, or PostgreSQL + Redis).
 * Each refused case uses a fresh player: the 2-second limit counts every request.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function messagesOf(userId: string): Promise<string[]> {
  const rows = await server.context.database.db
    .selectFrom('chat_messages')
    .select('message')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.message);
}

const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';

const BAD_BODIES: Array<[string, { body?: unknown; raw?: string }]> = [
  ['an empty message', { body: { message: '' } }],
  ['whitespace only', { body: { message: ' \t\n \u3000 ' } }],
  ['zero-width characters only', { body: { message: '\u200B\u200D\uFEFF' } }],
  ['C0 control characters only', { body: { message: '\u0001\u0007\u001b' } }],
  ['C1 control characters only', { body: { message: '\u0085\u009b' } }],
  ['201 characters', { body: { message: 'a'.repeat(201) } }],
  ['201 emoji families (grapheme clusters)', { body: { message: FAMILY.repeat(201) } }],
  ['a number', { body: { message: 42 } }],
  ['null', { body: { message: null } }],
  ['a list', { body: { message: ['hi'] } }],
  ['an object', { body: { message: { toString: 'hi' } } }],
  ['no message', { body: {} }],
  ['an extra key', { body: { message: 'hi', region: 'de' } }],
  ['a __proto__ key', { raw: '{"message":"hi","__proto__":{"admin":true}}' }],
  ['a constructor key', { raw: '{"message":"hi","constructor":{"prototype":{}}}' }],
  ['a body that is not JSON', { raw: '{"message":' }],
  ['a body that is a list', { raw: '["hi"]' }],
  ['a message far past any length', { body: { message: 'x'.repeat(20_000) } }],
  // Marks after a character's first count toward the length: 101 letters with two are 202.
  ['101 letters carrying two marks each', { body: { message: 'x\u0323\u0301'.repeat(101) } }],
];

describe('sending a message', () => {
  it.each(BAD_BODIES)('refuses %s with a 400, stores and publishes nothing', async (_name, input) => {
    const player = await registerPlayer(server);
    const socket = await openChatSocket(server.url, 'en');
    const response = await player.client.request('POST', '/api/feeds/chat/en/send', {
      ...(input.body === undefined ? {} : { body: input.body }),
      ...(input.raw === undefined
        ? {}
        : { rawBody: input.raw, headers: { 'content-type': 'application/json' } }),
    });
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
    expect(await messagesOf(player.userId)).toEqual([]);
    expect(await socket.nothing((message) => message.type === 'next', 200)).toBe(true);
    socket.close();
  });

  it('names the message field and says the limit', async () => {
    const player = await registerPlayer(server);
    const response = await player.client.post('/api/feeds/chat/en/send', { message: 'a'.repeat(201) });
    expect(response.body).toMatchObject({ field: 'message', message: expect.stringContaining('200') });
  });

  it('refuses a body past the size limit without failing', async () => {
    const player = await registerPlayer(server);
    const response = await player.client.post('/api/feeds/chat/en/send', { message: 'x'.repeat(100_000) });
    expect(response.status).toBe(413);
    expect(await messagesOf(player.userId)).toEqual([]);
  });

  it('accepts 200 emoji families, and stores HTML and markdown literally, on one line', async () => {
    const emoji = await registerPlayer(server);
    expect((await emoji.client.post('/api/feeds/chat/en/send', { message: FAMILY.repeat(200) })).status).toBe(
      200,
    );
    const writer = await registerPlayer(server);
    const text = '<script>alert(1)</script> **bold** [link](javascript:alert(1)) &amp;';
    const sent = await writer.client.post('/api/feeds/chat/en/send', { message: `${text}\nline two` });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(`${text} line two`);
    expect(await messagesOf(writer.userId)).toEqual([`${text} line two`]);
  });

  it('keeps at most three marks on one letter, so 3,500 cannot draw over the room', async () => {
    const player = await registerPlayer(server);
    const sent = await player.client.post('/api/feeds/chat/en/send', {
      message: `x${'\u0301'.repeat(3_500)}!`,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(`x${'\u0301'.repeat(3)}!`);
    expect(await messagesOf(player.userId)).toEqual([`x${'\u0301'.repeat(3)}!`]);
  });

  it('is for logged-in players only, and unknown regions are a 404', async () => {
    const anonymous = new TestClient(server.url);
    const response = await anonymous.post('/api/feeds/chat/en/send', { message: 'hi' });
    expect(response.status).toBe(401);
    expect((await anonymous.post('/api/feeds/chat/en/send', { message: 'again' })).status).toBe(401);
    expect((await anonymous.get('/api/feeds/chat/status')).status).toBe(401);
    const player = await registerPlayer(server);
    const unknown = await player.client.post('/api/feeds/chat/xx/send', { message: 'hi' });
    expect(unknown.status).toBe(404);
    expect(await messagesOf(player.userId)).toEqual([]);
  });
});

describe('anti-spam on one node', () => {
  it('allows one message per 2 seconds and says how long to wait', async () => {
    const player = await registerPlayer(server);
    expect((await player.client.post('/api/feeds/chat/en/send', { message: 'one' })).status).toBe(200);
    const limited = await player.client.post('/api/feeds/chat/en/send', { message: 'two' });
    expect(limited.status).toBe(429);
    expect(limited.body.retryAfterMs).toBeGreaterThan(0);
    expect(limited.body.retryAfterMs).toBeLessThanOrEqual(2_000);
    expect(limited.body.message).toMatch(/too fast\. Wait \d s/);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, limited.body.retryAfterMs + 50));
    expect((await player.client.post('/api/feeds/chat/en/send', { message: 'two' })).status).toBe(200);
    expect(await messagesOf(player.userId)).toEqual(['one', 'two']);
    // Another player is not held back by this one.
    const other = await registerPlayer(server);
    expect((await other.client.post('/api/feeds/chat/en/send', { message: 'free' })).status).toBe(200);
  });

  it('allows 10 messages a minute', async () => {
    // The 2-second count raised out of the way, so the minute's count is what refuses
    // the eleventh without the test waiting 2 seconds between messages.
    const roomy = await startTestServer({ env: { CHAT_SEND_BURST: '20' } });
    try {
      const player = await registerPlayer(roomy);
      for (let i = 0; i < 10; i += 1) {
        const sent = await player.client.post('/api/feeds/chat/en/send', { message: `number ${i}` });
        expect(sent.status).toBe(200);
      }
      const limited = await player.client.post('/api/feeds/chat/en/send', { message: 'eleven' });
      expect(limited.status).toBe(429);
      expect(limited.body.retryAfterMs).toBeGreaterThan(2_000);
      const stored = await roomy.context.database.db
        .selectFrom('chat_messages')
        .select('message')
        .where('user_id', '=', player.userId)
        .execute();
      expect(stored).toHaveLength(10);
    } finally {
      await roomy.close();
    }
  });

  it('refuses the same text twice in a row within 30 seconds', async () => {
    const player = await registerPlayer(server);
    await insertMessage(server, {
      userId: player.userId,
      region: 'de',
      message: 'buy my coin',
      agoMs: 5_000,
    });
    const repeat = await player.client.post('/api/feeds/chat/en/send', { message: ' buy my coin\u200B' });
    expect(repeat.status).toBe(400);
    expect(repeat.body).toMatchObject({
      field: 'message',
      message: expect.stringContaining('just sent that'),
    });
    expect(await messagesOf(player.userId)).toEqual(['buy my coin']);

    const later = await registerPlayer(server);
    await insertMessage(server, { userId: later.userId, message: 'gg', agoMs: 31_000 });
    expect((await later.client.post('/api/feeds/chat/en/send', { message: 'gg' })).status).toBe(200);

    const between = await registerPlayer(server);
    await insertMessage(server, { userId: between.userId, message: 'gg', agoMs: 10_000 });
    await insertMessage(server, { userId: between.userId, message: 'wp', agoMs: 5_000 });
    expect((await between.client.post('/api/feeds/chat/en/send', { message: 'gg' })).status).toBe(200);
  });
});

describe('mentions and shared rounds', () => {
  it('marks only existing players, as they spell their names', async () => {
    const named = await registerPlayer(server, { username: `Mx_${Date.now().toString(36).slice(-6)}` });
    const writer = await registerPlayer(server);
    const text = `hey @${named.username.toLowerCase()} and @nobody_here, @${named.username.toUpperCase()} again; mail a@b.io`;
    const sent = await writer.client.post('/api/feeds/chat/en/send', { message: text });
    expect(sent.status).toBe(200);
    expect(sent.body.mentions).toEqual([named.username]);
    expect(sent.body.message).toBe(text);
  });

  it('keeps a finished round it shares, and sends a message whose round does not exist', async () => {
    const better = await registerPlayer(server);
    const bet = await better.client.post('/api/play/dice/bet', {
      currency: 'BTC',
      amount: '0',
      params: { condition: 'under', target: 49.5 },
    });
    expect(bet.status).toBe(200);
    const roundId: string = bet.body.round.id;

    const linker = await registerPlayer(server);
    const link = `look https://casino.example/games/dice?modal=bet-slip&roundId=${roundId}`;
    expect((await linker.client.post('/api/feeds/chat/en/send', { message: link })).body.roundId).toBe(
      roundId,
    );
    const bare = await registerPlayer(server);
    const sharedBare = await bare.client.post('/api/feeds/chat/en/send', { message: roundId.toUpperCase() });
    expect(sharedBare.body.roundId).toBe(roundId);

    const unknown = await registerPlayer(server);
    const missing = await unknown.client.post('/api/feeds/chat/en/send', {
      message: 'roundId=00000000-0000-4000-8000-000000000000 ?roundId=00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(200);
    expect(missing.body.roundId).toBeNull();

    const active = await better.client.post('/api/play/mines/bet', {
      currency: 'BTC',
      amount: '0',
      params: { mines: 3 },
    });
    expect(active.status).toBe(200);
    expect(active.body.round.status).toBe('active');
    const peeker = await registerPlayer(server);
    const open = await peeker.client.post('/api/feeds/chat/en/send', { message: active.body.round.id });
    expect(open.body.roundId).toBeNull();
  });
});
