import type { TestClient } from '../../test/harness';
import { SocketClient } from '../../test/socket-client';

/** The browser's cookies, as a socket's upgrade request sends them. */
function cookieHeader(client: TestClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * A socket opened with the client's cookies, logged in when they hold a session, and
 * subscribed to `feed` under the id `support`, once the bus delivers it.
 */
export async function openSupportSocket(
  url: string,
  client: TestClient,
  feed: 'support' | 'support_desk' | 'support_visitor',
): Promise<SocketClient> {
  const socket = await SocketClient.open(url, { cookie: cookieHeader(client) });
  await socket.init();
  if (client.cookies.has('ante_session')) {
    socket.send({ type: 'login' });
    await socket.nextOfType('login_success');
  }
  socket.send({ type: 'subscribe', id: 'support', payload: { feed } });
  await new Promise((resolve) => setTimeout(resolve, 150));
  return socket;
}

/** The next support event on the socket's `support` subscription. */
export async function nextSupportEvent(socket: SocketClient): Promise<any> {
  return (await socket.nextOfType('next', 'support')).payload;
}
