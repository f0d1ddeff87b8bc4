import { SUPPORT_MESSAGE_MAX } from '@ante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { nextSupportEvent, openSupportSocket } from './test-helpers';

/**
 * The player's and visitor's side of live support, through HTTP and the socket on a
 * real database and bus. Nothing is faked.
 */
describe('live support, the player side', () => {
  let server: TestServer;
  let staff: Awaited<ReturnType<typeof registerStaff>>;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await registerStaff(server, undefined, 'support');
  });
  afterAll(() => server.close());

  it("keeps a player's conversation, counts staff replies as unread until read, and delivers them live", async () => {
    const player = await registerPlayer(server);
    expect((await player.client.get('/api/support/conversation')).body).toEqual({ conversation: null });
    expect((await player.client.get('/api/support/status')).body).toEqual({
      unread: 0,
      hasConversation: false,
    });

    const sent = await player.client.post('/api/support/messages', {
      message: 'My deposit\nhas not arrived',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatchObject({
      from: 'player',
      staffName: null,
      body: 'My deposit\nhas not arrived',
    });
    const conversationId = sent.body.message.conversationId;

    const socket = await openSupportSocket(server.url, player.client, 'support');
    const reply = await staff.client.post(`/api/admin/support/conversations/${conversationId}/reply`, {
      message: 'Let me look.',
    });
    expect(reply.status).toBe(200);
    expect(await nextSupportEvent(socket)).toEqual({ type: 'message', message: reply.body.message });
    expect(reply.body.message).toMatchObject({ from: 'staff', staffName: staff.username });
    socket.close();

    expect((await player.client.get('/api/support/status')).body).toEqual({
      unread: 1,
      hasConversation: true,
    });
    const read = await player.client.get('/api/support/conversation');
    expect(read.body.conversation).toMatchObject({
      id: conversationId,
      status: 'open',
      unread: 1,
      visitorEmail: null,
    });
    expect(read.body.conversation.messages.map((m: { body: string }) => m.body)).toEqual([
      'My deposit\nhas not arrived',
      'Let me look.',
    ]);
    expect((await player.client.post('/api/support/read')).body).toEqual({ unread: 0 });
    expect((await player.client.get('/api/support/status')).body.unread).toBe(0);

    // A second message goes to the same conversation.
    const again = await player.client.post('/api/support/messages', { message: 'Thanks' });
    expect(again.body.message.conversationId).toBe(conversationId);
  });

  it('lets a visitor who gives an address write, and continue with the support cookie only', async () => {
    const visitor = server.client();
    const refused = await visitor.post('/api/support/messages', { message: 'Hello?' });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('email');
    expect(
      (await visitor.post('/api/support/messages', { message: 'Hi', email: 'not an address' })).status,
    ).toBe(400);

    const first = await visitor.post('/api/support/messages', {
      message: 'Can I play from Peru?',
      email: 'Ana@Example.com',
    });
    expect(first.status).toBe(200);
    expect(visitor.cookies.get('ante_support')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookieHeader = first.headers.getSetCookie().join('\n');
    expect(cookieHeader).toContain('HttpOnly');
    expect(cookieHeader).toContain('SameSite=Lax');

    const second = await visitor.post('/api/support/messages', { message: 'Anyone there?' });
    expect(second.body.message.conversationId).toBe(first.body.message.conversationId);
    const mine = await visitor.get('/api/support/conversation');
    expect(mine.body.conversation).toMatchObject({ visitorEmail: 'ana@example.com', status: 'open' });
    expect(mine.body.conversation.messages).toHaveLength(2);

    const socket = await openSupportSocket(server.url, visitor, 'support_visitor');
    const reply = await staff.client.post(
      `/api/admin/support/conversations/${first.body.message.conversationId}/reply`,
      {
        message: 'Yes, you can.',
      },
    );
    expect(await nextSupportEvent(socket)).toEqual({ type: 'message', message: reply.body.message });
    socket.close();
  });

  it('shows a visitor nobody else’s conversation: another browser, a forged cookie, no cookie', async () => {
    const owner = server.client();
    await owner.post('/api/support/messages', { message: 'private', email: 'owner@example.com' });
    const stranger = server.client();
    expect((await stranger.get('/api/support/conversation')).body).toEqual({ conversation: null });
    for (const forged of ['A'.repeat(43), `${owner.cookies.get('ante_support')}x`, '__proto__']) {
      stranger.cookies.set('ante_support', forged);
      expect((await stranger.get('/api/support/conversation')).body).toEqual({ conversation: null });
      expect((await stranger.get('/api/support/status')).body).toEqual({ unread: 0, hasConversation: false });
      // Writing with a forged cookie starts a conversation of its own (with an address), never joins one.
      expect((await stranger.post('/api/support/messages', { message: 'let me in' })).status).toBe(400);
    }
    const forgedSocket = await openSupportSocket(server.url, stranger, 'support_visitor');
    expect((await forgedSocket.nextOfType('error', 'support')).payload.message).toBe(
      'No support conversation on this connection',
    );
    forgedSocket.close();
    // A player's session does not open a visitor's conversation either.
    const player = await registerPlayer(server);
    player.client.cookies.set('ante_support', owner.cookies.get('ante_support') ?? '');
    expect((await player.client.get('/api/support/conversation')).body).toEqual({ conversation: null });
  });

  it('refuses a message that is too long or empty, and cleans control characters and stacked marks', async () => {
    const player = await registerPlayer(server);
    const huge = await player.client.post('/api/support/messages', { message: 'x'.repeat(1_000_000) });
    expect(huge.status).toBe(413);
    const long = await player.client.post('/api/support/messages', {
      message: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain(`at most ${SUPPORT_MESSAGE_MAX} characters`);
    expect((await player.client.post('/api/support/messages', { message: '\u200B\n ' })).status).toBe(400);
    // C0 controls are refused at the edge for every route (lib/validate.ts); the rest are cleaned.
    const control = await player.client.post('/api/support/messages', { message: 'a\u0000b' });
    expect(control.body).toMatchObject({ message: 'message must not contain control characters' });
    const cleaned = await player.client.post('/api/support/messages', {
      message: `a\u0085b\u202Ec\u200B x${'\u0301'.repeat(500)}`,
    });
    expect(cleaned.status).toBe(200);
    expect(cleaned.body.message.body).toBe(`a\nbc x${'\u0301'.repeat(3)}`);
  });

  it('refuses the staff calls to players and visitors, whatever conversation id they name', async () => {
    const player = await registerPlayer(server);
    const other = await registerPlayer(server);
    const theirs = (await other.client.post('/api/support/messages', { message: 'mine' })).body.message
      .conversationId;
    for (const path of ['', '/take', '/reply', '/close']) {
      const method = path ? 'POST' : 'GET';
      const body = path === '/reply' ? { message: 'hijack' } : path ? {} : undefined;
      const url = `/api/admin/support/conversations/${theirs}${path}`;
      expect((await player.client.request(method, url, { body })).status).toBe(403);
      expect((await server.client().request(method, url, { body })).status).toBe(401);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await staff.client.get(`/api/admin/support/conversations/${unknown}`)).status).toBe(404);
    expect(
      (await staff.client.post(`/api/admin/support/conversations/${unknown}/reply`, { message: 'x' })).status,
    ).toBe(404);
    expect((await staff.client.get('/api/admin/support/conversations/not-a-uuid')).status).toBe(400);
    // And a player's socket cannot watch the desk.
    const socket = await openSupportSocket(server.url, player.client, 'support_desk');
    expect((await socket.nextOfType('error', 'support')).payload.message).toBe(
      'support_desk needs the support.reply permission',
    );
    socket.close();
  });
});
