import { describe, expect, it } from 'vitest';
import { type SocketLike, SocketManager, type SocketManagerOptions } from './socket-manager';

/**
 * The browser's WebSocket is the one part stood in for here (the server side of the
 * protocol has its own tests over real sockets, and the e2e tests run both together):
 * these tests pin the client's sequencing rules (docs/product.md#how-things-change).
 */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: any[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closedWith: number | null = null;

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006, wasClean: false } as CloseEvent);
  }
  types() {
    return this.sent.map((m) => (m.type === 'subscribe' ? `subscribe:${m.payload.feed}` : m.type));
  }
}

function setup(extra: Partial<SocketManagerOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ callback: () => void; ms: number; repeating: boolean; cleared: boolean }> = [];
  const manager = new SocketManager({
    url: 'ws://test/feeds/websocket',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    setTimer: (callback, ms) => {
      const timer = { callback, ms, repeating: false, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle) => {
      (handle as { cleared: boolean }).cleared = true;
    },
    setRepeating: (callback, ms) => {
      const timer = { callback, ms, repeating: true, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearRepeating: (handle) => {
      (handle as { cleared: boolean }).cleared = true;
    },
    ...extra,
  });
  const last = () => sockets[sockets.length - 1] as FakeSocket;
  return { manager, sockets, timers, last };
}

describe('SocketManager', () => {
  it('initialises, pings every 30 s and subscribes to the jackpot on ack', () => {
    const { manager, last, timers } = setup();
    manager.start();
    last().open();
    expect(last().types()).toEqual(['connection_init']);
    last().receive({ type: 'connection_ack' });
    expect(last().types()).toEqual(['connection_init', 'subscribe:jackpot']);
    const ping = timers.find((t) => t.repeating && !t.cleared);
    expect(ping?.ms).toBe(30_000);
    ping?.callback();
    expect(last().types().at(-1)).toBe('ping');
  });

  it('logs in after ack and subscribes the nine private feeds after login_success', () => {
    const { manager, last } = setup();
    manager.start();
    manager.login();
    last().open();
    last().receive({ type: 'connection_ack' });
    expect(last().types()).toContain('login');
    last().receive({ type: 'login_success', payload: { userId: 'u', username: 'n' } });
    expect(
      last()
        .types()
        .filter((t) => t.startsWith('subscribe:'))
        .sort(),
    ).toEqual(
      [
        'subscribe:deposits',
        'subscribe:game_msg',
        'subscribe:jackpot',
        'subscribe:jackpot_won',
        'subscribe:my_bets',
        'subscribe:prizes',
        'subscribe:rollover_progress',
        'subscribe:support',
        'subscribe:tips',
        'subscribe:verification',
        'subscribe:wallet',
      ].sort(),
    );
  });

  it('subscribes a staff feed only while a screen listens and the socket is logged in', () => {
    const { manager, last } = setup();
    manager.start();
    const stop = manager.on('support_desk', () => {});
    last().open();
    last().receive({ type: 'connection_ack' });
    expect(last().types()).not.toContain('subscribe:support_desk');
    manager.login();
    last().receive({ type: 'login_success', payload: { userId: 'u', username: 'n' } });
    expect(last().types()).toContain('subscribe:support_desk');
    stop();
    expect(last().types()).toContain('unsubscribe');
  });

  it('starts a fresh connection when a cookie the socket reads was set, logged in as before', () => {
    const { manager, last, sockets } = setup();
    manager.start();
    manager.login();
    last().open();
    last().receive({ type: 'connection_ack' });
    manager.cookiesChanged();
    expect(sockets).toHaveLength(2);
    last().open();
    last().receive({ type: 'connection_ack' });
    expect(last().types()).toContain('login');
  });

  it('routes next messages to the listeners of that feed', () => {
    const { manager, last } = setup();
    const tips: unknown[] = [];
    manager.start();
    manager.login();
    manager.on('tips', (payload) => tips.push(payload));
    last().open();
    last().receive({ type: 'connection_ack' });
    last().receive({ type: 'login_success', payload: { userId: 'u', username: 'n' } });
    const id = last().sent.find((m) => m.type === 'subscribe' && m.payload.feed === 'tips').id;
    last().receive({ type: 'next', id, payload: { sender: 'a', currency: 'BTC', amount: '1' } });
    last().receive({ type: 'next', id: 'other', payload: 'nope' });
    expect(tips).toEqual([{ sender: 'a', currency: 'BTC', amount: '1' }]);
  });

  it("drops an event that does not match its feed's schema in core", () => {
    const { manager, last } = setup();
    const tips: unknown[] = [];
    manager.start();
    manager.login();
    manager.on('tips', (payload) => tips.push(payload));
    last().open();
    last().receive({ type: 'connection_ack' });
    last().receive({ type: 'login_success', payload: { userId: 'u', username: 'n' } });
    const id = last().sent.find((m) => m.type === 'subscribe' && m.payload.feed === 'tips').id;
    last().receive({ type: 'next', id, payload: { sender: 'a', currency: 'BTC' } });
    last().receive({ type: 'next', id, payload: { sender: 'b', currency: 'ETH', amount: '2' } });
    expect(tips).toEqual([{ sender: 'b', currency: 'ETH', amount: '2' }]);
  });

  it("hands a batched feed's events over oldest first, and tells of a skipped frame number", () => {
    const { manager, last } = setup();
    const bets: string[] = [];
    const gaps: string[] = [];
    manager.start();
    manager.on('all_bets', (bet) => bets.push(bet.roundId));
    manager.onGap((feed) => gaps.push(feed));
    last().open();
    last().receive({ type: 'connection_ack' });
    const id = last().sent.find((m) => m.type === 'subscribe' && m.payload.feed === 'all_bets').id;
    const bet = (roundId: string) => ({
      roundId,
      game: 'dice',
      username: null,
      currency: 'BTC',
      wager: '1',
      payout: '0',
      multiplier: '0',
      createdAt: '2026-12-04T00:00:00.000Z',
    });
    // The first frame a subscription sees sets its base, whatever its number.
    last().receive({ type: 'next', id, payload: { seq: 7, events: [bet('b'), bet('a')] } });
    last().receive({ type: 'next', id, payload: { seq: 8, events: [bet('c')] } });
    expect(bets).toEqual(['a', 'b', 'c']);
    expect(gaps).toEqual([]);
    last().receive({ type: 'next', id, payload: { seq: 10, events: [bet('e')] } });
    expect(gaps).toEqual(['all_bets']);
    // A frame that is not a batch, or a batch of something else, is dropped.
    last().receive({ type: 'next', id, payload: bet('x') });
    last().receive({ type: 'next', id, payload: { seq: 11, events: [{ roundId: 'y' }] } });
    expect(bets).toEqual(['a', 'b', 'c', 'e']);
  });

  it('reconnects 2 s after an unclean close and restores login and subscriptions', () => {
    const { manager, sockets, last, timers } = setup();
    manager.start();
    manager.login();
    manager.on('all_bets', () => {});
    last().open();
    last().receive({ type: 'connection_ack' });
    last().receive({ type: 'login_success', payload: { userId: 'u', username: 'n' } });
    last().drop();
    expect(sockets).toHaveLength(1);
    const retry = timers.find((t) => !t.repeating && !t.cleared);
    expect(retry?.ms).toBe(2_000);
    retry?.callback();
    expect(sockets).toHaveLength(2);
    last().open();
    last().receive({ type: 'connection_ack' });
    expect(last().types()).toEqual(['connection_init', 'subscribe:jackpot', 'subscribe:all_bets', 'login']);
    last().receive({ type: 'login_success', payload: { userId: 'u', username: 'n' } });
    expect(
      last()
        .types()
        .filter((t) => t.startsWith('subscribe:')),
    ).toHaveLength(12);
  });

  it('renews a chat room after a reconnect and tells the screen, so it can fill the gap', () => {
    const { manager, last, timers } = setup();
    let connected = 0;
    manager.start();
    manager.on('chat', () => {}, 'de');
    const stop = manager.onConnected(() => {
      connected += 1;
    });
    last().open();
    last().receive({ type: 'connection_ack' });
    expect(connected).toBe(1);
    last().drop();
    timers.find((t) => !t.repeating && !t.cleared)?.callback();
    last().open();
    last().receive({ type: 'connection_ack' });
    expect(last().sent.find((m) => m.type === 'subscribe' && m.payload.feed === 'chat').payload).toEqual({
      feed: 'chat',
      region: 'de',
    });
    expect(connected).toBe(2);
    stop();
    last().drop();
    timers
      .filter((t) => !t.repeating && !t.cleared)
      .at(-1)
      ?.callback();
    last().open();
    last().receive({ type: 'connection_ack' });
    expect(connected).toBe(2);
  });

  it('on sign out sends logout and reconnects without the session', () => {
    const { manager, sockets, last } = setup();
    manager.start();
    manager.login();
    last().open();
    last().receive({ type: 'connection_ack' });
    last().receive({ type: 'login_success', payload: { userId: 'u', username: 'n' } });
    const first = last();
    manager.logout();
    expect(first.types().at(-1)).toBe('logout');
    expect(first.closedWith).toBe(1000);
    expect(sockets).toHaveLength(2);
    last().open();
    last().receive({ type: 'connection_ack' });
    expect(last().types()).toEqual(['connection_init', 'subscribe:jackpot']);
  });

  it('reconnects when the user changes', () => {
    const { manager, sockets, last } = setup();
    manager.start();
    last().open();
    last().receive({ type: 'connection_ack' });
    manager.userChanged(true);
    expect(sockets).toHaveLength(2);
    last().open();
    last().receive({ type: 'connection_ack' });
    expect(last().types()).toContain('login');
  });

  it('logs a socket opened logged out in on a fresh connection, never on the old one', () => {
    const { manager, sockets, last } = setup();
    manager.start();
    const loggedOut = last();
    loggedOut.open();
    loggedOut.receive({ type: 'connection_ack' });
    manager.userChanged(true);
    expect(loggedOut.types()).not.toContain('login');
    expect(loggedOut.closedWith).toBe(1000);
    expect(sockets).toHaveLength(2);
    last().open();
    last().receive({ type: 'connection_ack' });
    expect(last().types()).toEqual(['connection_init', 'subscribe:jackpot', 'login']);
  });

  it('retries a refused login once on a new connection, then leaves it', () => {
    const { manager, sockets, last } = setup();
    manager.start();
    manager.login();
    last().open();
    last().receive({ type: 'connection_ack' });
    const refused = { type: 'error', payload: { message: 'Login failed', code: 'login_refused' } };
    last().receive(refused);
    expect(sockets).toHaveLength(2);
    last().open();
    last().receive({ type: 'connection_ack' });
    expect(last().types()).toContain('login');
    last().receive(refused);
    expect(sockets).toHaveLength(2);
    // An error without the code (a refused subscription, say) never reconnects.
    last().receive({ type: 'error', payload: { message: 'Too many subscriptions' } });
    expect(sockets).toHaveLength(2);
  });

  it('reports a session ended elsewhere, and is no longer logged in', () => {
    let ended = 0;
    const { manager, last } = setup({ onSessionEnded: () => ended++ });
    manager.start();
    manager.login();
    last().open();
    last().receive({ type: 'connection_ack' });
    last().receive({ type: 'login_success', payload: { userId: 'u', username: 'n' } });
    last().receive({ type: 'error', payload: { message: 'Session ended', code: 'session_ended' } });
    expect(ended).toBe(1);
    expect(manager.isLoggedIn).toBe(false);
  });

  it('ignores frames that are not protocol messages', () => {
    const { manager, last } = setup();
    manager.start();
    last().open();
    last().onmessage?.({ data: 'garbage' } as MessageEvent);
    last().receive({ type: 'mystery' });
    expect(last().types()).toEqual(['connection_init']);
  });
});
