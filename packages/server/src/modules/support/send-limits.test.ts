import { SUPPORT_SENDS_PER_MINUTE } from '@ante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { VISITOR_CONVERSATIONS_PER_HOUR } from './routes';

/** The limits on what the player's side may send. Real HTTP, database and limit store. */
describe('live support send limits', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it(`lets a player send ${SUPPORT_SENDS_PER_MINUTE} messages a minute, then answers 429 and stores nothing`, async () => {
    const player = await registerPlayer(server);
    for (let i = 0; i < SUPPORT_SENDS_PER_MINUTE; i += 1) {
      expect((await player.client.post('/api/support/messages', { message: `line ${i}` })).status).toBe(200);
    }
    const limited = await player.client.post('/api/support/messages', { message: 'one too many' });
    expect(limited.status).toBe(429);
    expect(limited.body.retryAfterMs).toBeGreaterThan(0);
    const conversation = (await player.client.get('/api/support/conversation')).body.conversation;
    expect(conversation.messages).toHaveLength(SUPPORT_SENDS_PER_MINUTE);
  });

  it(`lets one address start ${VISITOR_CONVERSATIONS_PER_HOUR} visitor conversations an hour`, async () => {
    for (let i = 0; i < VISITOR_CONVERSATIONS_PER_HOUR; i += 1) {
      const visitor = server.client();
      const sent = await visitor.post('/api/support/messages', {
        message: 'Hi',
        email: `v${i}@example.test`,
      });
      expect(sent.status).toBe(200);
      // Continuing one's own conversation is not a new one (the per-minute limit counts it, by address).
      if (i === 0)
        expect((await visitor.post('/api/support/messages', { message: 'Still there?' })).status).toBe(200);
    }
    const refused = await server
      .client()
      .post('/api/support/messages', { message: 'Hi', email: 'late@example.test' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('several conversations');
  });
});
