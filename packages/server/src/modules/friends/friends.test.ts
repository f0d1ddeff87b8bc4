import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const names = (list: Array<{ username: string }>) => list.map((friend) => friend.username);

describe('friends', () => {
  it('sends a request, accepts it by adding back, favourites, shows presence, and removes both sides', async () => {
    const alice = await registerPlayer(server);
    const bob = await registerPlayer(server);
    const sent = await alice.client.post('/api/user/friends/add', { username: bob.username.toUpperCase() });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      approved: [],
      pending: [
        {
          id: bob.userId,
          username: bob.username,
          rankId: 0,
          isFavorite: false,
          status: 'pending',
          incoming: false,
          online: false,
          inGame: false,
        },
      ],
    });
    const incoming = (await bob.client.post('/api/user/friends', {})).body;
    expect(incoming.pending).toMatchObject([{ username: alice.username, incoming: true, online: false }]);
    const again = await alice.client.post('/api/user/friends/add', { username: bob.username });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`You already sent ${bob.username} a request.`);

    const accepted = await bob.client.post('/api/user/friends/add', { username: alice.username });
    expect(accepted.status).toBe(200);
    expect(accepted.body.pending).toEqual([]);
    // Both were seen just now (their requests), so each is online to the other.
    expect(accepted.body.approved).toMatchObject([
      { username: alice.username, status: 'approved', online: true },
    ]);
    expect((await alice.client.post('/api/user/friends', {})).body.approved).toMatchObject([
      { username: bob.username, incoming: false, online: true },
    ]);
    expect((await alice.client.post('/api/user/friends/add', { username: bob.username })).body.message).toBe(
      `${bob.username} is already your friend.`,
    );

    const favourite = await alice.client.post('/api/user/friends/set-favorite', {
      username: bob.username,
      isFavorite: true,
    });
    expect(favourite.body.approved[0].isFavorite).toBe(true);
    // The flag is Alice's side only.
    expect((await bob.client.post('/api/user/friends', {})).body.approved[0].isFavorite).toBe(false);

    const hidden = await bob.client.post('/api/user/friends/set-status', { appearOffline: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body.user.appearOffline).toBe(true);
    expect((await alice.client.post('/api/user/friends', {})).body.approved[0].online).toBe(false);
    await bob.client.post('/api/user/friends/set-status', { appearOffline: false });

    const removed = await bob.client.post('/api/user/friends/remove', { username: alice.username });
    expect(removed.body).toEqual({ approved: [], pending: [] });
    expect((await alice.client.post('/api/user/friends', {})).body).toEqual({ approved: [], pending: [] });
    expect((await alice.client.post('/api/user/friends/remove', { username: bob.username })).status).toBe(
      404,
    );
  });

  it('declines or cancels a request by removing it, and marks friends who play the named game', async () => {
    const alice = await registerPlayer(server);
    const bob = await registerPlayer(server);
    await alice.client.post('/api/user/friends/add', { username: bob.username });
    await bob.client.post('/api/user/friends/remove', { username: alice.username });
    expect((await alice.client.post('/api/user/friends', {})).body.pending).toEqual([]);

    await alice.client.post('/api/user/friends/add', { username: bob.username });
    await bob.client.post('/api/user/friends/add', { username: alice.username });
    const bet = await bob.client.post('/api/play/dice/bet', {
      currency: 'BTC',
      amount: '0',
      params: { condition: 'under', target: 49.5 },
    });
    expect(bet.status).toBe(200);
    expect((await alice.client.post('/api/user/friends', { gameSlug: 'dice' })).body.approved[0].inGame).toBe(
      true,
    );
    expect(
      (await alice.client.post('/api/user/friends', { gameSlug: 'limbo' })).body.approved[0].inGame,
    ).toBe(false);
  });

  it('makes two players who add each other at once friends', async () => {
    const alice = await registerPlayer(server);
    const bob = await registerPlayer(server);
    const [a, b] = await Promise.all([
      alice.client.post('/api/user/friends/add', { username: bob.username }),
      bob.client.post('/api/user/friends/add', { username: alice.username }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(names((await alice.client.post('/api/user/friends', {})).body.approved)).toEqual([bob.username]);
    expect(names((await bob.client.post('/api/user/friends', {})).body.approved)).toEqual([alice.username]);
  });

  it('refuses bad input, unknown players, yourself, strangers as favourites, and anonymous calls', async () => {
    const alice = await registerPlayer(server);
    const bob = await registerPlayer(server);
    const self = await alice.client.post('/api/user/friends/add', { username: alice.username });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot add yourself.');
    const unknown = await alice.client.post('/api/user/friends/add', { username: 'nobody_here_1' });
    expect(unknown.status).toBe(404);
    const stranger = await alice.client.post('/api/user/friends/set-favorite', {
      username: bob.username,
      isFavorite: true,
    });
    expect(stranger.status).toBe(404);
    for (const [path, body] of [
      ['/api/user/friends/add', {}],
      ['/api/user/friends/add', { username: '' }],
      ['/api/user/friends/add', { username: 'x'.repeat(40) }],
      ['/api/user/friends/add', { username: bob.username, extra: 1 }],
      ['/api/user/friends/remove', { username: 7 }],
      ['/api/user/friends/set-favorite', { username: bob.username }],
      ['/api/user/friends/set-status', { appearOffline: 'yes' }],
      ['/api/user/friends', { gameSlug: 'Not A Game!' }],
    ] as const) {
      expect((await alice.client.post(path, body)).status).toBe(400);
    }
    const anonymous = server.client();
    for (const path of [
      '/api/user/friends',
      '/api/user/friends/add',
      '/api/user/friends/remove',
      '/api/user/friends/set-favorite',
      '/api/user/friends/set-status',
    ]) {
      expect((await anonymous.post(path, { username: bob.username })).status).toBe(401);
    }
  });
});
