import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type BusHandler = (message: unknown) => void;
export type BusKind = 'memory' | 'redis';

/**
 * Carries events between the nodes of the casino. Messages are JSON values; the
 * socket layer decides what they mean. Publish only after the transaction that
 * caused the event has committed.
 *
 * `publish` never rejects. An event is a notice of a change that has already committed
 * (a bet, a tip, a sign-out), so a bus that cannot carry it must not turn that change
 * into an error answer: the player would retry what already happened. A lost notice
 * costs a live update, which the next read of the state restores (and a lost session
 * revocation is caught by the sockets' periodic session check). The failure is logged.
 */
export interface Bus {
  readonly kind: BusKind;
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns a function that removes this handler. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The single-node default: events never leave this process. */
export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, message) {
      // Round-trip through JSON so subscribers see exactly what Redis would give them.
      const copy: unknown = JSON.parse(JSON.stringify(message));
      queueMicrotask(() => emitter.emit(channel, copy));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async ping() {
      return true;
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Redis pub/sub: an event published on any node reaches the subscribers of every
 * node. A subscribed Redis connection cannot issue other commands, hence two.
 * `channelPrefix` namespaces the Redis channels, so casinos that share one Redis (the
 * test servers of parallel test files) do not hear each other's events; the nodes of
 * one casino share it. Channels are named without it everywhere else.
 */
export async function createRedisBus(
  url: string,
  log: Pick<FastifyBaseLogger, 'error'>,
  channelPrefix = '',
): Promise<Bus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const handlers = new Map<string, Set<BusHandler>>();
  subscriber.on('message', (redisChannel: string, raw: string) => {
    if (!redisChannel.startsWith(channelPrefix)) return;
    const set = handlers.get(redisChannel.slice(channelPrefix.length));
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    for (const handler of set) handler(message);
  });
  return {
    kind: 'redis',
    async publish(channel, message) {
      const raw = JSON.stringify(message);
      try {
        await publisher.publish(channelPrefix + channel, raw);
      } catch (error) {
        log.error({ err: error, channel }, 'an event could not be published; the change it announces stands');
      }
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await subscriber.subscribe(channelPrefix + channel);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(channel);
        if (!current) return;
        current.delete(handler);
        if (current.size === 0) {
          handlers.delete(channel);
          await subscriber.unsubscribe(channelPrefix + channel);
        }
      };
    },
    async ping() {
      try {
        return (await publisher.ping()) === 'PONG' && subscriber.status === 'ready';
      } catch {
        return false;
      }
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
