import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../lib/config';
import { PASSWORD, registerPlayer, startTestServer, type TestServer } from '../../test/harness';

/** Real server and database: what a player can do with the names and fields they choose. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('staff rights are never chosen by a player', () => {
  it('refuses to start with ADMIN_USERNAMES, which made staff of whoever registered a listed name', () => {
    expect(() => loadConfig({ ADMIN_USERNAMES: 'boss' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_USERNAMES: 'boss' })).toThrow(/npm run staff -- grant <username> admin/);
    expect(loadConfig({ ADMIN_USERNAMES: ' ' })).toBeTruthy();
  });

  it('gives a registered account no role, whatever its name', async () => {
    for (const username of ['admin', 'Staff_Ann', 'support', 'root']) {
      const player = await registerPlayer(server, { username });
      const me = await player.client.get('/api/user/me');
      expect(me.body.user.role).toBe('user');
      const call = await player.client.post('/api/admin/game-message', { gameSlug: 'dice', message: 'x' });
      expect(call.status, username).toBe(403);
    }
  });

  it('takes no role from a request body', async () => {
    const register = await server.client().post('/api/user/register', {
      username: 'rolepicker',
      password: 'correct horse battery',
      role: 'admin',
    });
    expect(register.status).toBe(400);
    const player = await registerPlayer(server);
    for (const [path, body] of [
      ['/api/rewards/stats/privacy', { private: true, role: 'admin' }],
      ['/api/user/friends/set-status', { appearOffline: true, role: 'admin' }],
      ['/api/user/set-email', { email: 'admin@ante.example', password: PASSWORD, role: 'admin' }],
    ] as const) {
      expect((await player.client.post(path, body)).status, path).toBe(400);
    }
    expect((await player.client.get('/api/user/me')).body.user.role).toBe('user');
  });
});
