import type { ChatFeedEvent } from '@ante/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, TestClient, type TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { historyIds, insertMessage, openChatSocket } from './test-helpers';

/** Mute and delete over real HTTP, with a live socket on the real bus and database. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const mute = (client: TestClient, body: unknown) => client.post('/api/feeds/chat/mute', body);

function logRows(targetUserId: string) {
  return server.context.database.db
    .selectFrom('chat_moderation_log')
    .selectAll()
    .where('target_user_id', '=', targetUserId)
    .orderBy('created_at')
    .execute();
}

describe('muting', () => {
  it('refuses a muted player with a 403 that says until when, and logs who did it and why', async () => {
    const staff = await registerStaff(server, undefined, 'support');
    const player = await registerPlayer(server);
    const muted = await mute(staff.client, {
      username: player.username.toUpperCase(),
      durationMinutes: 15,
      reason: 'Spam',
    });
    expect(muted.status).toBe(200);
    expect(muted.body).toEqual({
      id: expect.any(String),
      username: player.username,
      until: expect.any(String),
      reason: 'Spam',
      removeMessages: false,
      mutedBy: staff.username,
      createdAt: expect.any(String),
    });
    const minutes = (Date.parse(muted.body.until) - Date.parse(muted.body.createdAt)) / 60_000;
    expect(minutes).toBeCloseTo(15, 3);

    const refused = await player.client.post('/api/feeds/chat/en/send', { message: 'hello?' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/muted in chat until .* UTC\. Reason: Spam/);
    const status = await player.client.get('/api/feeds/chat/status');
    expect(status.body.block).toEqual({ reason: 'muted', until: muted.body.until, why: 'Spam' });

    expect(await logRows(player.userId)).toEqual([
      expect.objectContaining({ action: 'mute', staff_id: staff.userId, reason: 'Spam', message_id: null }),
    ]);
  });

  it('mutes for good, and the newest mute decides', async () => {
    const admin = await registerStaff(server);
    const player = await registerPlayer(server);
    const forever = await mute(admin.client, {
      username: player.username,
      durationMinutes: null,
      reason: 'Scam links',
    });
    expect(forever.body.until).toBeNull();
    const refused = await player.client.post('/api/feeds/chat/en/send', { message: 'let me out' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('permanently');

    // A shorter mute given later replaces it; once that one is over the player may write.
    await mute(admin.client, { username: player.username, durationMinutes: 1, reason: 'Appeal accepted' });
    await server.context.database.db
      .updateTable('chat_mutes')
      .set({ until: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', player.userId)
      .where('reason', '=', 'Appeal accepted')
      .execute();
    // The refused send counted against the 2-second limit like any other.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await player.client.post('/api/feeds/chat/en/send', { message: 'thanks' })).status).toBe(200);

    const history = await admin.client.get(`/api/admin/chat/mutes?username=${player.username}`);
    expect(history.status).toBe(200);
    expect(history.body.mutes.map((each: { reason: string }) => each.reason)).toEqual([
      'Appeal accepted',
      'Scam links',
    ]);
  });

  it('removes a muted player’s messages from history and from every open chat at once', async () => {
    const staff = await registerStaff(server, undefined, 'support');
    const player = await registerPlayer(server);
    const bystander = await registerPlayer(server);
    const inEn = await insertMessage(server, {
      userId: player.userId,
      region: 'en',
      message: 'spam 1',
      agoMs: 3_000,
    });
    const inDe = await insertMessage(server, {
      userId: player.userId,
      region: 'de',
      message: 'spam 2',
      agoMs: 2_000,
    });
    const kept = await insertMessage(server, {
      userId: bystander.userId,
      region: 'en',
      message: 'hello',
      agoMs: 1_000,
    });
    const en = await openChatSocket(server.url, 'en');
    const de = await openChatSocket(server.url, 'de');

    const muted = await mute(staff.client, {
      username: player.username,
      durationMinutes: 60,
      reason: 'Flooding',
      removeMessages: true,
    });
    expect(muted.status).toBe(200);
    expect(muted.body.removeMessages).toBe(true);
    const removedEn: ChatFeedEvent = (await en.nextOfType('next', 'chat')).payload;
    const removedDe: ChatFeedEvent = (await de.nextOfType('next', 'chat')).payload;
    expect(removedEn).toEqual({ type: 'removed', ids: [inEn] });
    expect(removedDe).toEqual({ type: 'removed', ids: [inDe] });
    en.close();
    de.close();

    expect(await historyIds(server, 'en')).not.toContain(inEn);
    expect(await historyIds(server, 'en')).toContain(kept);
    expect(await historyIds(server, 'de')).not.toContain(inDe);
    const [row] = await logRows(player.userId);
    expect(row?.details).toMatchObject({ removeMessages: true, removedCount: 2 });
  });

  it('refuses bad requests, non-staff and staff of the same or a higher role', async () => {
    const support = await registerStaff(server, undefined, 'support');
    const otherSupport = await registerStaff(server, undefined, 'support');
    const admin = await registerStaff(server);
    const otherAdmin = await registerStaff(server);
    const player = await registerPlayer(server);
    const body = { username: player.username, durationMinutes: 15, reason: 'Spam' };

    expect((await mute(new TestClient(server.url), body)).status).toBe(401);
    const notStaff = await mute(player.client, { ...body, username: support.username });
    expect(notStaff.status).toBe(403);
    expect(notStaff.body.message).toBe('Only staff can do that.');
    expect((await mute(support.client, { ...body, username: support.username })).status).toBe(400);
    expect((await mute(support.client, { ...body, username: otherSupport.username })).status).toBe(403);
    expect((await mute(support.client, { ...body, username: admin.username })).status).toBe(403);
    expect((await mute(admin.client, { ...body, username: otherAdmin.username })).status).toBe(403);
    expect((await mute(admin.client, { ...body, username: support.username })).status).toBe(200);
    // Staff are exempt from the wager rule, never from a mute.
    expect((await support.client.post('/api/feeds/chat/en/send', { message: 'hi' })).status).toBe(403);
    const unknown = await mute(admin.client, { ...body, username: 'nobody_at_all' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.field).toBe('username');

    const bad: Array<[unknown, string]> = [
      [{ ...body, durationMinutes: 0 }, 'durationMinutes'],
      [{ ...body, durationMinutes: 525_601 }, 'durationMinutes'],
      [{ ...body, durationMinutes: 1.5 }, 'durationMinutes'],
      [{ ...body, durationMinutes: '15' }, 'durationMinutes'],
      [{ ...body, reason: '   ' }, 'reason'],
      [{ ...body, reason: 'x'.repeat(201) }, 'reason'],
      [{ ...body, removeMessages: 'yes' }, 'removeMessages'],
      [{ ...body, username: 'a b' }, 'username'],
      [{ ...body, extra: 1 }, ''],
    ];
    for (const [request, field] of bad) {
      const response = await mute(admin.client, request);
      expect(response.status, JSON.stringify(request)).toBe(400);
      if (field) expect(response.body.field).toBe(field);
    }
    expect(await logRows(player.userId)).toEqual([]);
  });

  it('shows earlier mutes to staff only', async () => {
    const player = await registerPlayer(server);
    const support = await registerStaff(server, undefined, 'support');
    expect(
      (await new TestClient(server.url).get(`/api/admin/chat/mutes?username=${player.username}`)).status,
    ).toBe(401);
    expect((await player.client.get(`/api/admin/chat/mutes?username=${player.username}`)).status).toBe(403);
    expect((await support.client.get(`/api/admin/chat/mutes?username=${player.username}`)).body).toEqual({
      mutes: [],
    });
    expect((await support.client.get('/api/admin/chat/mutes?username=nobody_at_all')).status).toBe(404);
    expect((await support.client.get('/api/admin/chat/mutes')).status).toBe(400);
  });
});

describe('deleting a message', () => {
  it('drops it from every open chat of its region and from history, once', async () => {
    const support = await registerStaff(server, undefined, 'support');
    const player = await registerPlayer(server);
    const id = await insertMessage(server, { userId: player.userId, region: 'es', message: 'rude' });
    const socket = await openChatSocket(server.url, 'es');

    const deleted = await support.client.post('/api/admin/chat/delete', { id });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id, deleted: true });
    expect((await socket.nextOfType('next', 'chat')).payload).toEqual({ type: 'removed', ids: [id] });
    expect(await historyIds(server, 'es')).not.toContain(id);

    // Again: the same answer, nothing new logged or published.
    expect((await support.client.post('/api/admin/chat/delete', { id })).status).toBe(200);
    expect(await socket.nothing((message) => message.type === 'next', 300)).toBe(true);
    socket.close();
    expect(await logRows(player.userId)).toEqual([
      expect.objectContaining({
        action: 'delete',
        staff_id: support.userId,
        message_id: id,
        region: 'es',
        details: { message: 'rude' },
      }),
    ]);
  });

  it('refuses non-staff, logged-out visitors, bad ids and unknown messages', async () => {
    const player = await registerPlayer(server);
    const admin = await registerStaff(server);
    const id = await insertMessage(server, { userId: player.userId, message: 'mine' });
    expect((await new TestClient(server.url).post('/api/admin/chat/delete', { id })).status).toBe(401);
    expect((await player.client.post('/api/admin/chat/delete', { id })).status).toBe(403);
    const unknown = await admin.client.post('/api/admin/chat/delete', {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.field).toBe('id');
    for (const body of [{ id: 'nope' }, { id: 5 }, {}, { id, also: 1 }]) {
      expect((await admin.client.post('/api/admin/chat/delete', body)).status).toBe(400);
    }
    expect(await historyIds(server, 'en')).toContain(id);
  });
});

describe('the moderation log', () => {
  it('cannot be changed or deleted', async () => {
    const admin = await registerStaff(server);
    const player = await registerPlayer(server);
    await mute(admin.client, { username: player.username, durationMinutes: 5, reason: 'Test' });
    const db = server.context.database.db;
    await expect(
      db
        .updateTable('chat_moderation_log')
        .set({ reason: 'edited' })
        .where('target_user_id', '=', player.userId)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.deleteFrom('chat_moderation_log').where('target_user_id', '=', player.userId).execute(),
    ).rejects.toThrow(/append-only/);
    expect(await logRows(player.userId)).toEqual([expect.objectContaining({ reason: 'Test' })]);
  });
});
