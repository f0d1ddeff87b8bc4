import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, sessionOn, startTwoNodes, type TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { historyIds, insertMessage, openChatSocket } from './test-helpers';

/**
 * Two casino nodes in this process sharing one PostgreSQL database and one Redis (bus
 * and rate-limit counters), as behind a load balancer. Needs both services, as in
 * CI's second run: PGlite and the in-memory bus belong to one node.
 */
const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.runIf(enabled)('chat across two nodes', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;

  beforeAll(async () => {
    [nodeA, nodeB] = await startTwoNodes('chat');
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
  });

  it('delivers a message sent through node A to a reader on node B, and B lists it', async () => {
    const player = await registerPlayer(nodeA);
    const reader = await openChatSocket(nodeB.url, 'tr');
    const sent = await player.client.post('/api/feeds/chat/tr/send', { message: 'merhaba' });
    expect(sent.status).toBe(200);
    expect((await reader.nextOfType('next', 'chat')).payload).toEqual({
      type: 'message',
      message: sent.body,
    });
    reader.close();
    expect(await historyIds(nodeB, 'tr')).toContain(sent.body.id);
  });

  it('counts the 2-second limit once across both nodes', async () => {
    const player = await registerPlayer(nodeA);
    expect((await player.client.post('/api/feeds/chat/en/send', { message: 'first' })).status).toBe(200);
    const limited = await sessionOn(nodeB, player.client).post('/api/feeds/chat/en/send', {
      message: 'second',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.retryAfterMs).toBeLessThanOrEqual(2_000);
  });

  it('counts the 10-a-minute limit once across both nodes', async () => {
    const player = await registerPlayer(nodeA);
    const clients = [player.client, sessionOn(nodeB, player.client)];
    for (let i = 0; i < 10; i += 1) {
      const sent = await clients[i % 2]?.post('/api/feeds/chat/en/send', { message: `line ${i}` });
      expect(sent?.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2_050));
    }
    const limited = await clients[0]?.post('/api/feeds/chat/en/send', { message: 'one too many' });
    expect(limited?.status).toBe(429);
    expect(limited?.body.retryAfterMs).toBeGreaterThan(2_000);
  });

  it('carries a mute on node A and a delete on node B to readers on the other node', async () => {
    const admin = await registerStaff(nodeA);
    const player = await registerPlayer(nodeA);
    const spam = await insertMessage(nodeA, { userId: player.userId, region: 'ru', message: 'spam' });
    const onNodeB = await openChatSocket(nodeB.url, 'ru');
    const muted = await admin.client.post('/api/feeds/chat/mute', {
      username: player.username,
      durationMinutes: 60,
      reason: 'Spam',
      removeMessages: true,
    });
    expect(muted.status).toBe(200);
    expect((await onNodeB.nextOfType('next', 'chat')).payload).toEqual({ type: 'removed', ids: [spam] });
    onNodeB.close();
    expect(
      (await sessionOn(nodeB, player.client).post('/api/feeds/chat/ru/send', { message: 'hi' })).status,
    ).toBe(403);

    const other = await registerPlayer(nodeA);
    const rude = await insertMessage(nodeA, { userId: other.userId, region: 'ru', message: 'rude' });
    const onNodeA = await openChatSocket(nodeA.url, 'ru');
    expect((await sessionOn(nodeB, admin.client).post('/api/admin/chat/delete', { id: rude })).status).toBe(
      200,
    );
    expect((await onNodeA.nextOfType('next', 'chat')).payload).toEqual({ type: 'removed', ids: [rude] });
    onNodeA.close();
  });
});
