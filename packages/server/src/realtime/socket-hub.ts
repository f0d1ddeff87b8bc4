import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { BATCHED_FEEDS, SocketCloseCode } from '@ante/core';
import type { FastifyBaseLogger } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import type { AppContext } from '../lib/context';
import {
  feedChannel,
  PLAYERS_CHANNEL,
  SESSIONS_CHANNEL,
  type UserEventMessage,
  userChannel,
} from '../lib/events';
import { socketHubs } from '../lib/metrics/metrics';
import { liveSessionIds, resolveSession, SESSION_COOKIE } from '../lib/session';
import { clientAddressOf } from '../lib/trust-proxy';
import { findVisitorConversationId, SUPPORT_COOKIE } from '../modules/support/visitor-token';
import { AddressQuota } from './address-quota';
import { ChannelRouter } from './channel-router';
import { Connection, type SocketLimits } from './connection';

export const SOCKET_PATH = '/feeds/websocket';
/** Frames above this size close the socket (1009); no client message needs more. */
const MAX_FRAME_BYTES = 16 * 1024;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The real-time endpoint of this node. Public feeds come from bus channels shared by
 * every node; private events come from one bus channel per logged-in user that has
 * a socket here. Session revocations announced by any node end private feeds here.
 */
export class SocketHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  private readonly connections = new Set<Connection>();
  private readonly users = new Map<string, { connections: Set<Connection>; stop?: () => void }>();
  private readonly router: ChannelRouter;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sessionTimer: NodeJS.Timeout | undefined;
  private checkingSessions: Promise<void> | null = null;
  private stopSessions: (() => void) | undefined;
  private stopPlayers: (() => void) | undefined;
  private readonly trustedOrigins: Set<string>;
  /** Client messages being handled (a login waits for the database), so close can wait for them. */
  private readonly inFlight = new Set<Promise<void>>();
  /** Sockets per client address, across nodes (SOCKETS_PER_ADDRESS). */
  private readonly quota: AddressQuota;
  private nextSocketId = 0;
  private untrackMetrics: (() => void) | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly limits: SocketLimits,
    private readonly log: FastifyBaseLogger,
  ) {
    this.router = new ChannelRouter(ctx.bus, new Set(BATCHED_FEEDS.map((feed) => feedChannel(feed))));
    this.quota = new AddressQuota({
      maxPerAddress: limits.maxPerAddress,
      redis: ctx.rateLimits.redis,
      keyPrefix: ctx.rateLimits.keyPrefix,
      onStoreError: (error) => log.warn({ err: error }, 'socket address count failed; counting on this node'),
    });
    this.trustedOrigins = new Set(ctx.config.corsOrigins);
    if (ctx.config.publicUrl) this.trustedOrigins.add(new URL(ctx.config.publicUrl).origin);
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Whether this node routes a user's private events: a user entry or a bus subscription. */
  routesPrivateEventsOf(userId: string): boolean {
    return this.users.has(userId) || this.router.isListening(userChannel(userId));
  }

  /** Resolves once every client message being handled now has been handled. */
  async whenIdle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async start(server: Server): Promise<void> {
    this.untrackMetrics = socketHubs.track(() => {
      const subscriptions = new Map<string, number>();
      for (const connection of this.connections) connection.countSubscriptions(subscriptions);
      return { connections: this.connections.size, subscriptions };
    });
    this.stopSessions = await this.router.listen(SESSIONS_CHANNEL, (message) => {
      const ids = new Set((message as { sessionIds?: string[] }).sessionIds ?? []);
      for (const connection of this.connections) {
        if (connection.sessionId && ids.has(connection.sessionId)) connection.sessionRevoked();
      }
    });
    this.stopPlayers = await this.router.listen(PLAYERS_CHANNEL, (message) => {
      for (const connection of this.connections) {
        if (connection.userId) connection.deliverPrivate(message as UserEventMessage);
      }
    });
    server.on('upgrade', (request, socket, head) => this.handleUpgrade(request, socket, head));
    const sweepMs = Math.max(
      100,
      Math.min(5_000, Math.min(this.limits.initTimeoutMs, this.limits.pingTimeoutMs) / 4),
    );
    this.sweepTimer = setInterval(() => this.sweep(), sweepMs);
    this.sweepTimer.unref();
    this.sessionTimer = setInterval(() => {
      this.checkingSessions ??= this.checkSessions()
        .catch((error) => this.log.warn({ err: error }, 'socket session check failed'))
        .finally(() => {
          this.checkingSessions = null;
        });
    }, this.limits.sessionCheckMs);
    this.sessionTimer.unref();
  }

  /**
   * Ends the private feeds of sockets whose session has expired or was revoked. The
   * bus announces sign-outs, revocations and password changes at once; this catches
   * what it cannot (a session that simply expired, an announcement a node missed while
   * its bus reconnected), with one query for all of this node's sessions. Only
   * sessions that were asked about are judged, so a login made meanwhile stays.
   */
  private async checkSessions(): Promise<void> {
    const asked = new Set<string>();
    for (const connection of this.connections) {
      if (connection.sessionId) asked.add(connection.sessionId);
    }
    if (asked.size === 0) return;
    const live = await liveSessionIds(this.ctx.database.db, [...asked]);
    for (const connection of this.connections) {
      const sessionId = connection.sessionId;
      if (sessionId && asked.has(sessionId) && !live.has(sessionId)) connection.sessionRevoked();
    }
  }

  /**
   * The session cookie is only honoured when the page that opened the socket is our
   * own (or a trusted origin): another site's page gets public feeds only.
   */
  private cookieTokensFor(request: IncomingMessage): { session?: string; support?: string } {
    const origin = request.headers.origin;
    const host = request.headers.host;
    const sameOrigin = origin !== undefined && host !== undefined && new URL(origin).host === host;
    if (origin !== undefined && !sameOrigin && !this.trustedOrigins.has(origin)) return {};
    return {
      session: cookieValue(request.headers.cookie, SESSION_COOKIE),
      support: cookieValue(request.headers.cookie, SUPPORT_COOKIE),
    };
  }

  private handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (request.url ?? '').split('?')[0];
    if (path !== SOCKET_PATH) {
      socket.destroy();
      return;
    }
    let cookieTokens: { session?: string; support?: string };
    try {
      cookieTokens = this.cookieTokensFor(request);
    } catch {
      cookieTokens = {};
    }
    const address = clientAddressOf(request, this.ctx.config.trustProxy);
    const socketId = String(this.nextSocketId++);
    const admitted = this.quota.acquire(address, socketId).then((allowed) => {
      if (socket.destroyed) {
        if (allowed) this.quota.release(address, socketId);
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => {
        if (!allowed) {
          // Completing the handshake first lets the client read why it was refused.
          ws.close(SocketCloseCode.TooManyConnections, 'Too many connections from this address');
          return;
        }
        this.accept(ws, cookieTokens, () => this.quota.release(address, socketId));
      });
    });
    const handled = admitted
      .catch((error) => {
        this.log.warn({ err: error }, 'socket upgrade failed');
        socket.destroy();
      })
      .finally(() => this.inFlight.delete(handled));
    this.inFlight.add(handled);
  }

  private accept(
    ws: WebSocket,
    cookieTokens: { session?: string; support?: string },
    release: () => void,
  ): void {
    const connection = new Connection(
      ws,
      {
        limits: this.limits,
        chatRegions: this.ctx.config.chat.regions,
        authenticate: (token) => resolveSession(this.ctx.database.db, token),
        visitorConversation: (token) => findVisitorConversationId(this.ctx.database.db, token),
        listen: (channel, listener) => this.router.listen(channel, listener),
        userChanged: (conn, previous) => this.userChanged(conn, previous),
        log: this.log,
      },
      cookieTokens.session,
      cookieTokens.support,
    );
    this.connections.add(connection);
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        connection.send({ type: 'error', payload: { message: 'Binary frames are not supported' } });
        return;
      }
      const handled = connection
        .handleFrame(data.toString())
        .catch((error) => {
          this.log.warn({ err: error }, 'socket message failed');
          connection.send({ type: 'error', payload: { message: 'Something went wrong, please try again.' } });
        })
        .finally(() => this.inFlight.delete(handled));
      this.inFlight.add(handled);
    });
    let released = false;
    const end = () => {
      this.connections.delete(connection);
      connection.dispose();
      if (!released) release();
      released = true;
    };
    ws.on('close', end);
    ws.on('error', end);
  }

  /** Keeps one bus subscription per user with sockets on this node. */
  private userChanged(connection: Connection, previousUserId: string | null): void {
    if (previousUserId) {
      const entry = this.users.get(previousUserId);
      entry?.connections.delete(connection);
      if (entry && entry.connections.size === 0) {
        entry.stop?.();
        this.users.delete(previousUserId);
      }
    }
    const userId = connection.userId;
    if (!userId) return;
    let entry = this.users.get(userId);
    if (!entry) {
      const created: { connections: Set<Connection>; stop?: () => void } = { connections: new Set() };
      entry = created;
      this.users.set(userId, created);
      void this.router
        .listen(userChannel(userId), (message) => {
          for (const each of created.connections) each.deliverPrivate(message as UserEventMessage);
        })
        .then((stop) => {
          if (this.users.get(userId) === created) created.stop = stop;
          else stop();
        });
    }
    entry.connections.add(connection);
  }

  /** Closes sockets that never initialised or stopped pinging. */
  private sweep(): void {
    const now = Date.now();
    for (const connection of this.connections) {
      if (!connection.initialised && now - connection.openedAt > this.limits.initTimeoutMs) {
        connection.close(SocketCloseCode.InitTimeout, 'Connection initialisation timeout');
      } else if (connection.initialised && now - connection.lastPingAt > this.limits.pingTimeoutMs) {
        connection.close(SocketCloseCode.PingTimeout, 'Ping timeout');
      }
    }
  }

  async close(): Promise<void> {
    this.untrackMetrics?.();
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    if (this.sessionTimer) clearInterval(this.sessionTimer);
    await this.checkingSessions;
    for (const connection of this.connections)
      connection.close(SocketCloseCode.GoingAway, 'Server shutting down');
    this.connections.clear();
    // Logins still waiting for the database find their connection closed and register nothing.
    await this.whenIdle();
    this.stopSessions?.();
    this.stopPlayers?.();
    for (const entry of this.users.values()) entry.stop?.();
    this.users.clear();
    await this.quota.close();
    await this.router.close();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
