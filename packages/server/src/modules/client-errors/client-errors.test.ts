import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { crashLocation } from './crash-location';

/** Crash reports from browsers, counted in groups for staff. Real HTTP and database. */
describe('crash reports', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const stack = (origin: string) =>
    `TypeError: x is undefined\n    at BetSlip (${origin}/assets/index-abc.js?v=2:10:44)\n    at renderWithHooks (${origin}/assets/vendor.js:1:2)`;

  it('groups reports by message and place, counting them with the first and last time seen', async () => {
    const player = await registerPlayer(server);
    const report = {
      message: 'x is undefined',
      stack: stack('https://casino.example'),
      url: 'https://casino.example/games/dice',
    };
    expect((await server.client().post('/api/client-errors', report)).status).toBe(200);
    expect(
      (
        await player.client.post('/api/client-errors', {
          ...report,
          stack: stack('https://www.casino.example'),
          url: '/x',
        })
      ).status,
    ).toBe(200);
    await server.client().post('/api/client-errors', { message: 'x is undefined', url: '/wallet?tab=1' });
    await server.client().post('/api/client-errors', { message: 'another', stack: stack('http://a') });

    const admin = await registerStaff(server);
    const listed = await admin.client.get('/api/admin/errors');
    expect(listed.status).toBe(200);
    const groups = listed.body.errors as Array<Record<string, unknown>>;
    const grouped = groups.find((group) => group.message === 'x is undefined' && group.count === 2);
    expect(grouped).toMatchObject({
      location: 'BetSlip (/assets/index-abc.js:10:44)',
      lastUrl: '/x',
      lastUserId: player.userId,
    });
    expect(Date.parse(String(grouped?.lastSeenAt))).toBeGreaterThanOrEqual(
      Date.parse(String(grouped?.firstSeenAt)),
    );
    expect(groups.find((group) => group.location === '/wallet')).toMatchObject({ count: 1, lastStack: null });
    expect(groups).toHaveLength(3);
    expect(groups[0]?.message).toBe('another');
    expect((await admin.client.get('/api/admin/errors?limit=1')).body.errors).toHaveLength(1);
    expect((await admin.client.get('/api/admin/errors?limit=0')).status).toBe(400);
  });

  it('shows them to a role holding errors.read only', async () => {
    const support = await registerStaff(server, undefined, 'support');
    expect((await support.client.get('/api/admin/errors')).status).toBe(403);
    expect((await (await registerPlayer(server)).client.get('/api/admin/errors')).status).toBe(403);
    expect((await server.client().get('/api/admin/errors')).status).toBe(401);
  });

  it('reads the first frame of Chrome, Firefox and Safari stacks, and the path without a stack', () => {
    expect(crashLocation('Error: a\n    at f (https://x.io/a.js:1:2)', undefined)).toBe('f (/a.js:1:2)');
    expect(crashLocation('f@https://x.io/a.js?x=1:3:4\ng@https://x.io/b.js:1:1', undefined)).toBe(
      'f@/a.js:3:4',
    );
    expect(crashLocation(undefined, 'https://x.io/games/dice?modal=bet')).toBe('/games/dice');
    expect(crashLocation(undefined, undefined)).toBe('unknown');
  });
});
