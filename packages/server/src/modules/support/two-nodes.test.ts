import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, sessionOn, startTwoNodes, type TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { nextSupportEvent, openSupportSocket } from './test-helpers';

/**
 * Two casino nodes sharing one PostgreSQL database and one Redis, as behind a load
 * balancer: a conversation's messages reach the other side's socket whichever node
 * each side is on. Needs both services (CI's second run).
 */
const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.runIf(enabled)('live support across two nodes', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;

  beforeAll(async () => {
    [nodeA, nodeB] = await startTwoNodes('support');
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
  });

  it("carries a staff reply made on node A to the player's socket on node B, and the player's message to the desk on A", async () => {
    const staff = await registerStaff(nodeA, undefined, 'support');
    const player = await registerPlayer(nodeA);
    const desk = await openSupportSocket(nodeA.url, staff.client, 'support_desk');
    const playerSocket = await openSupportSocket(nodeB.url, sessionOn(nodeB, player.client), 'support');

    const sent = await sessionOn(nodeB, player.client).post('/api/support/messages', {
      message: 'Hello from B',
    });
    expect(sent.status).toBe(200);
    expect((await nextSupportEvent(desk)).message).toEqual(sent.body.message);
    // The player's own tabs hear of their message too.
    expect(await nextSupportEvent(playerSocket)).toEqual({ type: 'message', message: sent.body.message });

    const reply = await staff.client.post(
      `/api/admin/support/conversations/${sent.body.message.conversationId}/reply`,
      {
        message: 'Hello from A',
      },
    );
    expect(await nextSupportEvent(playerSocket)).toEqual({ type: 'message', message: reply.body.message });
    desk.close();
    playerSocket.close();
  });

  it("carries a reply to a visitor's socket on the other node", async () => {
    const staff = await registerStaff(nodeB, undefined, 'support');
    const visitor = nodeA.client();
    const sent = await visitor.post('/api/support/messages', { message: 'Hi', email: 'two@example.test' });
    const socket = await openSupportSocket(nodeA.url, visitor, 'support_visitor');
    const reply = await staff.client.post(
      `/api/admin/support/conversations/${sent.body.message.conversationId}/reply`,
      {
        message: 'Hello',
      },
    );
    expect(await nextSupportEvent(socket)).toEqual({ type: 'message', message: reply.body.message });
    socket.close();
  });

  it('counts the send limit once across both nodes', async () => {
    const player = await registerPlayer(nodeA);
    for (let i = 0; i < 10; i += 1) {
      const client = i % 2 === 0 ? player.client : sessionOn(nodeB, player.client);
      expect((await client.post('/api/support/messages', { message: `m${i}` })).status).toBe(200);
    }
    expect(
      (await sessionOn(nodeB, player.client).post('/api/support/messages', { message: 'more' })).status,
    ).toBe(429);
  });
});
