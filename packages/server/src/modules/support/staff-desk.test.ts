import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { nextSupportEvent, openSupportSocket } from './test-helpers';

/**
 * The staff's side: the inbox's order and views, take, reply and close (each with its
 * audit entry), a player reopening a closed conversation, and the desk's live feed.
 * Real HTTP, database and bus.
 */
describe('live support, the staff side', () => {
  let server: TestServer;
  let alice: Awaited<ReturnType<typeof registerStaff>>;
  let bob: Awaited<ReturnType<typeof registerStaff>>;
  /** Reads the audit log, which the support role may not. */
  let auditor: Awaited<ReturnType<typeof registerStaff>>;

  beforeAll(async () => {
    server = await startTestServer();
    alice = await registerStaff(server, undefined, 'support');
    bob = await registerStaff(server, undefined, 'support');
    auditor = await registerStaff(server, undefined, 'admin');
  });
  afterAll(() => server.close());

  /** A player's conversation whose first message is `agoMinutes` old. */
  async function conversationWaiting(agoMinutes: number) {
    const player = await registerPlayer(server);
    const sent = await player.client.post('/api/support/messages', { message: `waiting ${agoMinutes}` });
    const id: string = sent.body.message.conversationId;
    await sql`UPDATE support_conversations SET waiting_since = now() - make_interval(mins => ${agoMinutes}),
      last_message_at = now() - make_interval(mins => ${agoMinutes}) WHERE id = ${id}`.execute(
      server.context.database.db,
    );
    return { ...player, conversationId: id };
  }

  async function auditOf(conversationId: string) {
    const page = await auditor.client.get(`/api/admin/audit?q=${conversationId}`);
    return page.body.entries as Array<Record<string, unknown>>;
  }

  it('lists the conversations waiting longest first, then the answered ones', async () => {
    const recent = await conversationWaiting(5);
    const oldest = await conversationWaiting(50);
    const middle = await conversationWaiting(20);
    await alice.client.post(`/api/admin/support/conversations/${oldest.conversationId}/reply`, {
      message: 'Hi',
    });
    const inbox = await alice.client.get('/api/admin/support/conversations?view=open');
    expect(inbox.status).toBe(200);
    const ids = inbox.body.conversations.map((c: { id: string }) => c.id);
    const ours = ids.filter((id: string) =>
      [recent.conversationId, oldest.conversationId, middle.conversationId].includes(id),
    );
    expect(ours).toEqual([middle.conversationId, recent.conversationId, oldest.conversationId]);
    const answered = inbox.body.conversations.find((c: { id: string }) => c.id === oldest.conversationId);
    expect(answered).toMatchObject({
      username: oldest.username,
      userId: oldest.userId,
      lastMessage: 'Hi',
      lastMessageFrom: 'staff',
      waitingSince: null,
      assigneeName: alice.username,
    });
    expect((await alice.client.get('/api/admin/support/conversations?view=nope')).status).toBe(400);
  });

  it('takes, replies and closes, each with an audit entry; the player writing again reopens it', async () => {
    const player = await conversationWaiting(1);
    const id = player.conversationId;
    const take = await bob.client.post(`/api/admin/support/conversations/${id}/take`);
    expect(take.body).toMatchObject({ id, assigneeId: bob.userId, assigneeName: bob.username });
    const mine = await bob.client.get('/api/admin/support/conversations?view=mine');
    expect(mine.body.conversations.map((c: { id: string }) => c.id)).toContain(id);
    expect(
      (await alice.client.get('/api/admin/support/conversations?view=mine')).body.conversations.map(
        (c: { id: string }) => c.id,
      ),
    ).not.toContain(id);

    const reply = await bob.client.post(`/api/admin/support/conversations/${id}/reply`, { message: 'Done.' });
    expect(reply.status).toBe(200);
    const close = await bob.client.post(`/api/admin/support/conversations/${id}/close`);
    expect(close.body).toMatchObject({ id, status: 'closed', waitingSince: null });
    const closed = await bob.client.get('/api/admin/support/conversations?view=closed');
    expect(closed.body.conversations[0].id).toBe(id);

    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['support.close', 'support.reply', 'support.take']);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actor: bob.username,
        permission: 'support.reply',
        targetUserId: player.userId,
        target: `support:${id}`,
      });
    }
    expect(entries[2]).toMatchObject({ before: { assigneeId: null }, after: { assigneeId: bob.userId } });
    expect(entries[1]?.after).toMatchObject({ messageId: reply.body.message.id });
    expect(entries[0]).toMatchObject({ before: { status: 'open' }, after: { status: 'closed' } });

    const socket = await openSupportSocket(server.url, player.client, 'support');
    const reopened = await player.client.post('/api/support/messages', { message: 'One more thing' });
    expect(reopened.body.message.conversationId).toBe(id);
    expect(await nextSupportEvent(socket)).toEqual({ type: 'message', message: reopened.body.message });
    socket.close();
    const thread = await alice.client.get(`/api/admin/support/conversations/${id}`);
    expect(thread.body.conversation).toMatchObject({ status: 'open', assigneeId: bob.userId });
    expect(thread.body.messages.map((m: { from: string }) => m.from)).toEqual(['player', 'staff', 'player']);
  });

  it('tells every member of staff watching the desk of new messages and changes, as they happen', async () => {
    const desk = await openSupportSocket(server.url, alice.client, 'support_desk');
    const player = await registerPlayer(server);
    const sent = await player.client.post('/api/support/messages', { message: 'Help!' });
    const first = await nextSupportEvent(desk);
    expect(first).toMatchObject({
      message: sent.body.message,
      conversation: {
        id: sent.body.message.conversationId,
        username: player.username,
        lastMessageFrom: 'player',
      },
    });
    expect(first.conversation.waitingSince).not.toBeNull();
    await bob.client.post(`/api/admin/support/conversations/${sent.body.message.conversationId}/take`);
    expect(await nextSupportEvent(desk)).toMatchObject({
      message: null,
      conversation: { assigneeName: bob.username },
    });
    desk.close();
  });

  it('lets a visitor’s conversation be answered and shows its address instead of a player', async () => {
    const visitor = server.client();
    const sent = await visitor.post('/api/support/messages', {
      message: 'Hello',
      email: 'guest@example.com',
    });
    const id = sent.body.message.conversationId;
    const thread = await alice.client.get(`/api/admin/support/conversations/${id}`);
    expect(thread.body.conversation).toMatchObject({
      userId: null,
      username: null,
      visitorEmail: 'guest@example.com',
    });
    expect(
      (await alice.client.post(`/api/admin/support/conversations/${id}/reply`, { message: 'Hi!' })).status,
    ).toBe(200);
    expect((await visitor.get('/api/support/status')).body).toEqual({ unread: 1, hasConversation: true });
    const entries = await auditOf(id);
    expect(entries[0]).toMatchObject({ action: 'support.reply', targetUserId: null });
  });
});
