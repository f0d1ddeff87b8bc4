import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { SocketClient } from '../../test/socket-client';
import { registerStaff } from '../../test/staff-helpers';

/** Real server, database, bus and sockets; staff are made as the operator's command makes them. */
let server: TestServer;
const sockets: SocketClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => server.close());

/** A logged-in player with a socket subscribed to game_msg. */
async function listeningPlayer() {
  const player = await registerPlayer(server);
  const socket = await SocketClient.open(server.url, {
    cookie: `ante_session=${player.client.cookies.get('ante_session')}`,
  });
  sockets.push(socket);
  await socket.init();
  socket.send({ type: 'login' });
  await socket.nextOfType('login_success');
  socket.send({ type: 'subscribe', id: 'msg', payload: { feed: 'game_msg' } });
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { ...player, socket };
}

describe('POST /api/admin/game-message', () => {
  it('sends a message to one named player only', async () => {
    const staff = await registerStaff(server);
    const alice = await listeningPlayer();
    const bob = await listeningPlayer();
    const response = await staff.client.post('/api/admin/game-message', {
      gameSlug: 'dice',
      message: '  Dice is paused for five minutes.  ',
      username: alice.username.toUpperCase(),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ audience: 'player' });
    expect((await alice.socket.nextOfType('next', 'msg')).payload).toEqual({
      gameSlug: 'dice',
      message: 'Dice is paused for five minutes.',
    });
    expect(await bob.socket.nothing((message) => message.type === 'next')).toBe(true);
  });

  it('sends to every logged-in player when no username is given', async () => {
    const staff = await registerStaff(server);
    const players = [await listeningPlayer(), await listeningPlayer()];
    const response = await staff.client.post('/api/admin/game-message', {
      gameSlug: 'plinko',
      message: 'Plinko is back.',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ audience: 'everyone' });
    for (const player of players) {
      expect((await player.socket.nextOfType('next', 'msg')).payload).toEqual({
        gameSlug: 'plinko',
        message: 'Plinko is back.',
      });
    }
  });

  it('refuses anonymous callers, players who are not staff, bad input and unknown targets', async () => {
    const anonymous = await server
      .client()
      .post('/api/admin/game-message', { gameSlug: 'dice', message: 'x' });
    expect(anonymous.status).toBe(401);
    const player = await registerPlayer(server);
    const notStaff = await player.client.post('/api/admin/game-message', { gameSlug: 'dice', message: 'x' });
    expect(notStaff.status).toBe(403);
    expect(notStaff.body).toEqual({ message: 'Only staff can do that.', code: 'FORBIDDEN' });

    // Support staff are staff, but these calls are the admins'.
    const support = await registerStaff(server, undefined, 'support');
    expect(
      (await support.client.post('/api/admin/game-message', { gameSlug: 'dice', message: 'x' })).status,
    ).toBe(403);
    const { client } = await registerStaff(server);
    for (const body of [
      {},
      { gameSlug: 'dice' },
      { gameSlug: 'Dice!', message: 'x' },
      { gameSlug: 'dice', message: '   ' },
      { gameSlug: 'dice', message: 'x'.repeat(201) },
      { gameSlug: 'dice', message: 'x', extra: true },
      { gameSlug: 'dice', message: 'x', username: '' },
    ]) {
      const response = await client.post('/api/admin/game-message', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
    }
    const noGame = await client.post('/api/admin/game-message', { gameSlug: 'no-such-game', message: 'x' });
    expect(noGame.status).toBe(404);
    expect(noGame.body.message).toBe('There is no game no-such-game.');
    const noPlayer = await client.post('/api/admin/game-message', {
      gameSlug: 'dice',
      message: 'x',
      username: 'nobody_here',
    });
    expect(noPlayer.status).toBe(404);
    expect(noPlayer.body.message).toBe('There is no player named nobody_here.');
  });
});
