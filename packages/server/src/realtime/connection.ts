import {
  type ClientMessage,
  clientMessageSchema,
  describeZodError,
  type Feed,
  feedNeedsLogin,
  isPrivateFeed,
  isStaffFeed,
  type PublicFeed,
  type ServerMessage,
  SocketCloseCode,
  STAFF_FEED_PERMISSIONS,
} from '@ante/core';
import type { WebSocket } from 'ws';
import type { UserEventMessage } from '../lib/events';
import { feedChannel, SUPPORT_DESK_CHANNEL, supportVisitorChannel } from '../lib/events';
import { countFrameSent, socketFramesDropped, socketSlowDropped } from '../lib/metrics/metrics';
import type { Auth } from '../lib/session';
import type { EventFrames } from './channel-router';

/** What a connection needs from the hub that owns it. */
export interface ConnectionHost {
  limits: SocketLimits;
  /** The configured chat regions (CHAT_REGIONS); the first is the default room. */
  chatRegions: readonly string[];
  /** Resolves a session token (from the payload or the upgrade's cookie). */
  authenticate(token: string): Promise<Auth | null>;
  /** The support conversation a visitor's support cookie token opens, or null. */
  visitorConversation(token: string): Promise<string | null>;
  listen(channel: string, listener: (message: unknown, frames: EventFrames) => void): Promise<() => void>;
  /** Called when a login or logout changes which user a connection belongs to. */
  userChanged(connection: Connection, previousUserId: string | null): void;
  log: { warn(obj: object, msg: string): void };
}

export interface SocketLimits {
  initTimeoutMs: number;
  pingTimeoutMs: number;
  maxSubscriptions: number;
  /** Messages a client may send per second before it is disconnected. */
  maxMessagesPerSecond: number;
  /** Bytes queued for a client before it counts as too slow and is dropped. */
  maxBufferedBytes: number;
  /** How often the node checks that the sessions of its logged-in sockets still live. */
  sessionCheckMs: number;
  /** `login` frames allowed per minute: each one costs a database look-up. */
  maxLoginsPerMinute: number;
  /** Sockets one client address may hold open across nodes (the hub counts them). */
  maxPerAddress: number;
}

interface Subscription {
  feed: Feed;
  stop: () => void;
}

/**
 * One client socket: its handshake state, login, and subscriptions. Every inbound
 * frame is validated against the core contract; nothing a client sends can throw
 * past `handleFrame`.
 */
export class Connection {
  initialised = false;
  auth: Auth | null = null;
  lastPingAt = Date.now();
  readonly openedAt = Date.now();
  private readonly subscriptions = new Map<string, Subscription>();
  /** Moves on at every login, logout and revocation, so only the latest login's answer counts. */
  private authEpoch = 0;
  private windowStartedAt = Date.now();
  private messagesInWindow = 0;
  private loginWindowStartedAt = Date.now();
  private loginsInWindow = 0;
  private closed = false;

  constructor(
    readonly socket: WebSocket,
    private readonly host: ConnectionHost,
    /** The session cookie sent with the upgrade request, used by a bare `login`. */
    private readonly cookieToken: string | undefined,
    /** The support cookie sent with the upgrade request: a visitor's conversation. */
    private readonly supportToken: string | undefined = undefined,
  ) {}

  get userId(): string | null {
    return this.auth?.user.id ?? null;
  }

  get sessionId(): string | null {
    return this.auth?.session.id ?? null;
  }

  send(message: ServerMessage): void {
    this.sendRaw(JSON.stringify(message), 'control');
  }

  /** Adds this connection's subscriptions to `counts`, per feed (the metrics read them). */
  countSubscriptions(counts: Map<string, number>): void {
    for (const { feed } of this.subscriptions.values()) counts.set(feed, (counts.get(feed) ?? 0) + 1);
  }

  /** A `next` frame for an event whose encoding is shared with every other socket. */
  sendNext(id: string, frames: EventFrames): void {
    let frame = frames.byId.get(id);
    if (!frame) {
      frame = Buffer.from(`{"type":"next","id":${JSON.stringify(id)},"payload":${frames.json}}`);
      frames.byId.set(id, frame);
    }
    this.sendRaw(frame, this.subscriptions.get(id)?.feed ?? 'control');
  }

  private sendRaw(frame: string | Buffer, feed: string): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > this.host.limits.maxBufferedBytes) {
      // A client that cannot keep up would make us buffer without bound: drop it.
      this.host.log.warn({ buffered: this.socket.bufferedAmount }, 'dropping slow socket consumer');
      socketSlowDropped.inc();
      socketFramesDropped.inc();
      this.terminate();
      return;
    }
    this.socket.send(frame, { binary: false });
    countFrameSent(feed);
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.socket.close(code, reason);
    this.dispose();
  }

  terminate(): void {
    this.socket.terminate();
    this.dispose();
  }

  /** Releases every subscription; called once when the socket ends. */
  dispose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const subscription of this.subscriptions.values()) subscription.stop();
    this.subscriptions.clear();
    const previous = this.userId;
    this.auth = null;
    if (previous) this.host.userChanged(this, previous);
  }

  async handleFrame(raw: string): Promise<void> {
    if (!this.countMessage()) return;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      this.send({ type: 'error', payload: { message: 'Malformed JSON' } });
      return;
    }
    const parsed = clientMessageSchema.safeParse(data);
    if (!parsed.success) {
      const id = typeof (data as { id?: unknown })?.id === 'string' ? (data as { id: string }).id : undefined;
      const type = (data as { type?: unknown })?.type;
      const known =
        typeof type === 'string' &&
        ['connection_init', 'ping', 'login', 'logout', 'subscribe', 'unsubscribe'].includes(type);
      const message = known
        ? describeZodError(parsed.error).message
        : `Unknown message type: ${String(type)}`;
      this.send({ type: 'error', ...(id ? { id } : {}), payload: { message } });
      return;
    }
    await this.handleMessage(parsed.data);
  }

  /** Fixed one-second window; exceeding it closes the socket with a clear code. */
  private countMessage(): boolean {
    const now = Date.now();
    if (now - this.windowStartedAt >= 1000) {
      this.windowStartedAt = now;
      this.messagesInWindow = 0;
    }
    this.messagesInWindow += 1;
    if (this.messagesInWindow > this.host.limits.maxMessagesPerSecond) {
      this.close(SocketCloseCode.TooManyMessages, 'Too many messages');
      return false;
    }
    return true;
  }

  /**
   * Fixed one-minute window for logins: each costs a session look-up in the database,
   * so a socket replaying `login` is closed with a clear code long before the message
   * limit would stop it.
   */
  private countLogin(): boolean {
    const now = Date.now();
    if (now - this.loginWindowStartedAt >= 60_000) {
      this.loginWindowStartedAt = now;
      this.loginsInWindow = 0;
    }
    this.loginsInWindow += 1;
    if (this.loginsInWindow > this.host.limits.maxLoginsPerMinute) {
      this.close(SocketCloseCode.TooManyLogins, 'Too many logins on this connection');
      return false;
    }
    return true;
  }

  private async handleMessage(message: ClientMessage): Promise<void> {
    if (message.type === 'connection_init') {
      if (!this.initialised) {
        this.initialised = true;
        this.lastPingAt = Date.now();
      }
      this.send({ type: 'connection_ack' });
      return;
    }
    if (!this.initialised) {
      this.close(SocketCloseCode.NotInitialised, 'Send connection_init first');
      return;
    }
    switch (message.type) {
      case 'ping':
        this.lastPingAt = Date.now();
        this.send({ type: 'pong' });
        return;
      case 'login':
        if (!this.countLogin()) return;
        await this.login(message.payload?.token ?? this.cookieToken);
        return;
      case 'logout':
        this.authEpoch += 1;
        this.endPrivateFeeds();
        this.setAuth(null);
        this.send({ type: 'logout_success' });
        return;
      case 'subscribe':
        await this.subscribe(message.id, message.payload.feed, message.payload.region);
        return;
      case 'unsubscribe': {
        const subscription = this.subscriptions.get(message.id);
        if (subscription) {
          subscription.stop();
          this.subscriptions.delete(message.id);
        }
        this.send({ type: 'complete', id: message.id });
        return;
      }
    }
  }

  private async login(token: string | undefined): Promise<void> {
    this.authEpoch += 1;
    const epoch = this.authEpoch;
    const auth = token ? await this.host.authenticate(token) : null;
    // The socket may have closed while the session was looked up: a closed connection
    // was already released (dispose), and must not register its user again. A logout
    // or a later login sent meanwhile wins over this answer.
    if (this.closed || epoch !== this.authEpoch) return;
    if (!auth) {
      this.send({
        type: 'error',
        payload: { message: 'Login failed: no valid session', code: 'login_refused' },
      });
      return;
    }
    if (this.userId && this.userId !== auth.user.id) this.endPrivateFeeds();
    this.setAuth(auth);
    this.send({ type: 'login_success', payload: { userId: auth.user.id, username: auth.user.username } });
  }

  private setAuth(auth: Auth | null): void {
    if (this.closed) return;
    const previous = this.userId;
    this.auth = auth;
    if (previous !== this.userId) this.host.userChanged(this, previous);
  }

  /** The session behind this socket ended elsewhere: its private feeds end now. */
  sessionRevoked(): void {
    this.authEpoch += 1;
    this.endPrivateFeeds();
    this.setAuth(null);
    this.send({ type: 'error', payload: { message: 'Session ended; log in again', code: 'session_ended' } });
  }

  private endPrivateFeeds(): void {
    for (const [id, subscription] of this.subscriptions) {
      if (!feedNeedsLogin(subscription.feed)) continue;
      subscription.stop();
      this.subscriptions.delete(id);
      this.send({ type: 'complete', id });
    }
  }

  private async subscribe(id: string, feed: Feed, region: string | undefined): Promise<void> {
    if (this.subscriptions.has(id)) {
      this.send({ type: 'error', id, payload: { message: `Subscription id ${id} is already in use` } });
      return;
    }
    if (this.subscriptions.size >= this.host.limits.maxSubscriptions) {
      this.send({ type: 'error', id, payload: { message: 'Too many subscriptions on this connection' } });
      return;
    }
    if (isStaffFeed(feed)) {
      const permission = STAFF_FEED_PERMISSIONS[feed];
      if (!this.auth?.permissions.has(permission)) {
        const message = this.auth
          ? `${feed} needs the ${permission} permission`
          : `Log in to subscribe to ${feed}`;
        this.send({ type: 'error', id, payload: { message } });
        return;
      }
      await this.listenOn(id, feed, SUPPORT_DESK_CHANNEL);
      return;
    }
    if (feed === 'support_visitor') {
      const conversationId = this.supportToken
        ? await this.host.visitorConversation(this.supportToken)
        : null;
      if (!conversationId) {
        this.send({ type: 'error', id, payload: { message: 'No support conversation on this connection' } });
        return;
      }
      // The look-up waited on the database: the id may have been taken meanwhile.
      if (this.closed || this.subscriptions.has(id)) return;
      await this.listenOn(id, feed, supportVisitorChannel(conversationId));
      return;
    }
    if (isPrivateFeed(feed)) {
      if (!this.auth) {
        this.send({ type: 'error', id, payload: { message: `Log in to subscribe to ${feed}` } });
        return;
      }
      // Private events arrive through the hub's per-user routing (deliverPrivate).
      this.subscriptions.set(id, { feed, stop: () => {} });
      return;
    }
    const room = feed === 'chat' ? (region ?? this.host.chatRegions[0]) : undefined;
    if (feed === 'chat' && !(room && this.host.chatRegions.includes(room))) {
      this.send({ type: 'error', id, payload: { message: `Unknown chat region: ${region}` } });
      return;
    }
    await this.listenOn(id, feed, feedChannel(feed as PublicFeed, room));
  }

  /** Subscribes `id` to a bus channel, relaying each event as a `next` frame. */
  private async listenOn(id: string, feed: Feed, channel: string): Promise<void> {
    // Reserve the id before awaiting, so a duplicate sent meanwhile is refused.
    const subscription: Subscription = { feed, stop: () => {} };
    this.subscriptions.set(id, subscription);
    const stop = await this.host.listen(channel, (_payload, json) => this.sendNext(id, json));
    if (this.closed || this.subscriptions.get(id) !== subscription) stop();
    else subscription.stop = stop;
  }

  /** Delivers a private event to every subscription of this connection to its feed. */
  deliverPrivate(event: UserEventMessage): void {
    let frames: EventFrames | undefined;
    for (const [id, subscription] of this.subscriptions) {
      if (subscription.feed !== event.feed) continue;
      frames ??= { json: JSON.stringify(event.payload), byId: new Map() };
      this.sendNext(id, frames);
    }
  }
}
