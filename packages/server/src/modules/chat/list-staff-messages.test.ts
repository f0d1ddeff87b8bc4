import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { insertMessage } from './test-helpers';

/** The moderation list over real HTTP on a real database; messages are written straight to the table. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = (query: string) => `/api/admin/chat/messages${query}`;

describe('GET /admin/chat/messages', () => {
  it("lists a player's messages newest first, removed ones marked, and deletes through the audited route", async () => {
    const staff = await registerStaff(server, undefined, 'support');
    const player = await registerPlayer(server);
    const older = await insertMessage(server, {
      userId: player.userId,
      message: '<b>first</b>',
      agoMs: 60_000,
    });
    const newer = await insertMessage(server, { userId: player.userId, message: 'second', agoMs: 1_000 });
    const removed = await staff.client.post('/api/admin/chat/delete', { id: older });
    expect(removed.status).toBe(200);

    const listed = await staff.client.get(list(`?username=${player.username.toUpperCase()}`));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      total: 2,
      messages: [
        {
          id: newer,
          region: 'en',
          userId: player.userId,
          username: player.username,
          message: 'second',
          createdAt: expect.any(String),
          deletedAt: null,
        },
        expect.objectContaining({ id: older, message: '<b>first</b>', deletedAt: expect.any(String) }),
      ],
    });
  });

  it('filters by room and pages on the server', async () => {
    const staff = await registerStaff(server, undefined, 'support');
    const player = await registerPlayer(server);
    for (let index = 0; index < 3; index += 1) {
      await insertMessage(server, { userId: player.userId, message: `m${index}`, agoMs: index * 1_000 });
    }
    const first = await staff.client.get(list(`?region=EN&username=${player.username}&limit=2`));
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(first.body.messages.map((m: { message: string }) => m.message)).toEqual(['m0', 'm1']);
    const second = await staff.client.get(list(`?region=en&username=${player.username}&limit=2&offset=2`));
    expect(second.body.messages.map((m: { message: string }) => m.message)).toEqual(['m2']);
    const everyRoom = await staff.client.get(list(''));
    expect(everyRoom.status).toBe(200);
    expect(everyRoom.body.total).toBeGreaterThanOrEqual(3);
  });

  it('refuses bad input with a 400 that says what is wrong', async () => {
    const staff = await registerStaff(server, undefined, 'support');
    const cases: Array<[string, RegExp]> = [
      ['?offset=99999999999999999999', /offset/],
      ['?limit=101', /limit/],
      ['?region=zz', /There is no chat region zz/],
      ['?region=en%00', /control characters|region must be a chat region/],
      ['?region=pt-br', /There is no chat region pt-br/],
      [`?region=${encodeURIComponent("en' or 1=1")}`, /region must be a chat region/],
      [`?username=${encodeURIComponent('<script>')}`, /Username may only contain/],
      ['?username=a%1Bb', /control characters|Username may only contain/],
      ['?page=2', /Unrecognized|page/],
    ];
    for (const [query, message] of cases) {
      const response = await staff.client.get(list(query));
      expect(response.status, query).toBe(400);
      expect(response.body.message, query).toMatch(message);
    }
    const nobody = await staff.client.get(list('?username=nobody_here_1'));
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toContain('There is no player named nobody_here_1');
  });

  it('is for staff who moderate chat', async () => {
    expect((await server.client().get(list(''))).status).toBe(401);
    const player = await registerPlayer(server);
    expect((await player.client.get(list(''))).status).toBe(403);
    const risk = await registerStaff(server, undefined, 'risk');
    const refused = await risk.client.get(list(''));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('chat.moderate');
  });
});
