import {
  type BatchedFeed,
  FEED_PAYLOADS,
  type Feed,
  type FeedPayload,
  feedBatchSchema,
  feedNeedsLogin,
  isBatchedFeed,
  PRIVATE_FEEDS,
  type ServerMessage,
  serverMessageSchema,
} from '@ante/core';

/** The parts of the browser's WebSocket the manager uses (a fake can stand in for tests). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

/** A feed's handler: it reads the event typed, parsed with the feed's schema in core (FEED_PAYLOADS). */
export type FeedListener<F extends Feed = Feed> = (payload: FeedPayload<F>) => void;

/** Where the socket stands; `logged_in` once the private feeds are subscribed. */
export type SocketStatus = 'closed' | 'connecting' | 'open' | 'logged_in';

export interface SocketManagerOptions {
  url: string;
  createSocket: (url: string) => SocketLike;
  /** A ping every 30 s (docs/product.md#timing), a reconnect 2 s after an unclean close. */
  pingIntervalMs?: number;
  reconnectDelayMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  setRepeating?: (callback: () => void, ms: number) => unknown;
  clearRepeating?: (handle: unknown) => void;
  onStatus?: (status: SocketStatus) => void;
  /** The session behind the logged-in socket ended elsewhere (revoked, expired). */
  onSessionEnded?: () => void;
}

const OPEN = 1;

/** Each batched feed's frame schema, built once. */
const batchSchemas = new Map<BatchedFeed, ReturnType<typeof feedBatchSchema>>();
function batchSchemaOf(feed: BatchedFeed) {
  let schema = batchSchemas.get(feed);
  if (!schema) {
    schema = feedBatchSchema(feed);
    batchSchemas.set(feed, schema);
  }
  return schema;
}

interface FeedEntry {
  feed: Feed;
  region?: string;
  id: string | null;
  listeners: Set<FeedListener>;
  /** A batched feed's last frame number on this subscription. */
  lastSeq?: number;
}

/**
 * The web app's one socket (docs/product.md#how-things-change). It connects and sends connection_init;
 * on the ack it starts pinging and subscribes to every public feed someone listens
 * to (the jackpot always); once logged in it logs the socket in and subscribes the
 * private feeds. An unclean close reconnects after 2 s and restores all of it. Sign
 * out sends logout and reconnects without the session; any other change of user
 * (a login or registration included) reconnects, so the new connection carries the
 * new session cookie.
 */
export class SocketManager {
  private socket: SocketLike | null = null;
  private acknowledged = false;
  private loggedIn = false;
  private wantLogin = false;
  /** A refused login is retried once on a fresh connection; a second refusal stands. */
  private loginRetried = false;
  private stopped = false;
  private pingHandle: unknown = null;
  private reconnectHandle: unknown = null;
  private nextId = 1;
  /** Active subscriptions by feed key (`feed` or `chat:region`), with their listeners. */
  private readonly feeds = new Map<string, FeedEntry>();
  private readonly options: Required<SocketManagerOptions>;
  /** Told each time a connection is acknowledged and its public feeds subscribed again. */
  private readonly connectedListeners = new Set<() => void>();
  /** Told when a batched feed's frames skipped a number. */
  private readonly gapListeners = new Set<(feed: Feed) => void>();

  constructor(options: SocketManagerOptions) {
    this.options = {
      pingIntervalMs: 30_000,
      reconnectDelayMs: 2_000,
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      setRepeating: (callback, ms) => setInterval(callback, ms),
      clearRepeating: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
      onStatus: () => {},
      onSessionEnded: () => {},
      ...options,
    };
    // The jackpot feed is always on (docs/product.md#how-things-change).
    this.feeds.set('jackpot', { feed: 'jackpot', id: null, listeners: new Set() });
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.teardown();
    this.socket?.close(1000, 'bye');
    this.socket = null;
  }

  get isLoggedIn(): boolean {
    return this.loggedIn;
  }

  /** Listens to a feed; returns a function that stops listening. */
  on<F extends Feed>(feed: F, typedListener: FeedListener<F>, region?: string): () => void {
    // Every entry holds listeners of its own feed, which `next` hands only that feed's payload.
    const listener = typedListener as FeedListener;
    const key = feed === 'chat' ? `chat:${region ?? 'en'}` : feed;
    let entry = this.feeds.get(key);
    if (!entry) {
      entry = { feed, region, id: null, listeners: new Set() };
      this.feeds.set(key, entry);
      this.subscribe(entry);
    }
    entry.listeners.add(listener);
    const current = entry;
    return () => {
      current.listeners.delete(listener);
      if (
        current.listeners.size === 0 &&
        key !== 'jackpot' &&
        !PRIVATE_FEEDS.includes(current.feed as never)
      ) {
        if (current.id && this.acknowledged) this.send({ type: 'unsubscribe', id: current.id });
        this.feeds.delete(key);
      }
    };
  }

  /**
   * Calls `listener` each time a connection is acknowledged, after its public feeds
   * are subscribed again: a reconnect included, so a screen can read what it missed
   * while the socket was down. Returns a function that stops the calls.
   */
  onConnected(listener: () => void): () => void {
    this.connectedListeners.add(listener);
    return () => {
      this.connectedListeners.delete(listener);
    };
  }

  /**
   * Calls `listener` when a batched feed (all bets, high rollers) skipped a frame
   * number, so events were missed: a screen reads the feed's list again. Returns a
   * function that stops the calls.
   */
  onGap(listener: (feed: Feed) => void): () => void {
    this.gapListeners.add(listener);
    return () => {
      this.gapListeners.delete(listener);
    };
  }

  /** After a login (or on start with a session): log the socket in and take the private feeds. */
  login(): void {
    this.wantLogin = true;
    for (const feed of PRIVATE_FEEDS) {
      if (!this.feeds.has(feed)) this.feeds.set(feed, { feed, id: null, listeners: new Set() });
    }
    if (this.acknowledged) this.send({ type: 'login' });
  }

  /** Sign out: tell the server, then reconnect without the session. */
  logout(): void {
    this.wantLogin = false;
    for (const feed of PRIVATE_FEEDS) {
      const entry = this.feeds.get(feed);
      if (entry && entry.listeners.size === 0) this.feeds.delete(feed);
      else if (entry) entry.id = null;
    }
    if (this.acknowledged) this.send({ type: 'logout' });
    this.reconnect();
  }

  /**
   * The signed-in user changed (a login, a registration, a switch of account): start
   * over on a fresh connection (docs/product.md#how-things-change). The server reads the session cookie
   * only when a connection opens, so a login on a socket opened before the cookie was
   * set would be refused.
   */
  userChanged(loggedIn: boolean): void {
    this.loginRetried = false;
    this.reconnect();
    if (loggedIn) this.login();
    else this.wantLogin = false;
  }

  /**
   * A cookie the socket reads when it opens was set (a visitor's first support message
   * sets the support cookie): start over on a fresh connection that carries it, logged
   * in as before.
   */
  cookiesChanged(): void {
    this.reconnect();
  }

  private reconnect(): void {
    this.teardown();
    const old = this.socket;
    this.socket = null;
    if (old) {
      old.onclose = null;
      old.close(1000, 'reconnect');
    }
    if (!this.stopped) this.connect();
  }

  private connect(): void {
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    this.options.onStatus('connecting');
    socket.onopen = () => socket.send(JSON.stringify({ type: 'connection_init' }));
    socket.onmessage = (event) => this.handleMessage(event.data);
    socket.onerror = () => {};
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.teardown();
      this.socket = null;
      this.options.onStatus('closed');
      if (!this.stopped && (!event.wasClean || event.code !== 1000)) {
        this.reconnectHandle = this.options.setTimer(() => {
          this.reconnectHandle = null;
          if (!this.stopped && !this.socket) this.connect();
        }, this.options.reconnectDelayMs);
      }
    };
  }

  private teardown(): void {
    this.acknowledged = false;
    this.loggedIn = false;
    if (this.pingHandle !== null) this.options.clearRepeating(this.pingHandle);
    this.pingHandle = null;
    if (this.reconnectHandle !== null) this.options.clearTimer(this.reconnectHandle);
    this.reconnectHandle = null;
    for (const entry of this.feeds.values()) entry.id = null;
  }

  private send(message: unknown): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private subscribe(entry: FeedEntry): void {
    if (!this.acknowledged || entry.id) return;
    if (feedNeedsLogin(entry.feed) && !this.loggedIn) return;
    entry.id = String(this.nextId++);
    entry.lastSeq = undefined;
    this.send({
      type: 'subscribe',
      id: entry.id,
      payload: { feed: entry.feed, ...(entry.region ? { region: entry.region } : {}) },
    });
  }

  /**
   * A batched feed's frame: its events, newest first, go to the listeners oldest first,
   * as if they had come one by one. A frame number skipped on this subscription tells
   * the gap listeners.
   */
  private deliverBatch(entry: FeedEntry, feed: BatchedFeed, raw: unknown): void {
    const batch = batchSchemaOf(feed).safeParse(raw);
    if (!batch.success) return;
    const { seq, events } = batch.data;
    const skipped = entry.lastSeq !== undefined && seq !== entry.lastSeq + 1;
    entry.lastSeq = seq;
    for (const event of [...events].reverse()) {
      for (const listener of entry.listeners) listener(event);
    }
    if (skipped) for (const listener of this.gapListeners) listener(feed);
  }

  private handleMessage(raw: unknown): void {
    let message: ServerMessage;
    try {
      const parsed = serverMessageSchema.safeParse(JSON.parse(String(raw)));
      if (!parsed.success) return;
      message = parsed.data;
    } catch {
      return;
    }
    switch (message.type) {
      case 'connection_ack':
        this.acknowledged = true;
        this.pingHandle = this.options.setRepeating(
          () => this.send({ type: 'ping' }),
          this.options.pingIntervalMs,
        );
        for (const entry of this.feeds.values()) if (!feedNeedsLogin(entry.feed)) this.subscribe(entry);
        if (this.wantLogin) this.send({ type: 'login' });
        this.options.onStatus('open');
        for (const listener of this.connectedListeners) listener();
        return;
      case 'login_success':
        this.loggedIn = true;
        this.loginRetried = false;
        // The private feeds, and the staff feeds a screen listens to.
        for (const entry of this.feeds.values()) if (feedNeedsLogin(entry.feed)) this.subscribe(entry);
        this.options.onStatus('logged_in');
        return;
      case 'logout_success':
        this.loggedIn = false;
        this.options.onStatus('open');
        return;
      case 'next':
        for (const entry of this.feeds.values()) {
          if (entry.id !== message.id) continue;
          if (isBatchedFeed(entry.feed)) {
            this.deliverBatch(entry, entry.feed, message.payload);
            continue;
          }
          // An event that does not match its feed's schema is dropped, as a malformed frame is.
          const payload = FEED_PAYLOADS[entry.feed].safeParse(message.payload);
          if (!payload.success) continue;
          for (const listener of entry.listeners) listener(payload.data);
        }
        return;
      case 'error':
        // A login refused on a connection that predates the session cookie succeeds on a
        // new one; retrying only once keeps a truly ended session from looping.
        if (message.payload.code === 'login_refused' && this.wantLogin && !this.loginRetried) {
          this.loginRetried = true;
          this.reconnect();
        }
        if (message.payload.code === 'session_ended') {
          this.loggedIn = false;
          this.options.onStatus('open');
          this.options.onSessionEnded();
        }
        return;
      case 'complete':
        for (const entry of this.feeds.values()) if (entry.id === message.id) entry.id = null;
        return;
      default:
        return;
    }
  }
}
