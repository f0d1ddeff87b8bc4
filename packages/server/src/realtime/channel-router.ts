import type { Bus } from '../lib/bus/bus';
import { FeedBatch } from './feed-batch';

/**
 * `frames` is shared by every socket an event goes to: the event is serialised once
 * and each distinct frame (one per subscription id, usually the same on every
 * client) is encoded once, not once per socket.
 */
export interface EventFrames {
  json: string;
  byId: Map<string, Buffer>;
}
type Listener = (message: unknown, frames: EventFrames) => void;

/**
 * One bus subscription per channel on this node, however many sockets listen:
 * with thousands of sockets on `all_bets`, Redis sends each event to the node once
 * and the node fans it out in memory.
 */
export class ChannelRouter {
  private readonly channels = new Map<
    string,
    { listeners: Set<Listener>; ready: Promise<() => Promise<void>>; batch: FeedBatch | null }
  >();

  /** `batched`: the channels whose events go out in batches (FeedBatch), not one by one. */
  constructor(
    private readonly bus: Bus,
    private readonly batched: ReadonlySet<string> = new Set(),
  ) {}

  /** Adds a listener; resolves once the bus delivers the channel to this node. */
  async listen(channel: string, listener: Listener): Promise<() => void> {
    let entry = this.channels.get(channel);
    if (!entry) {
      const listeners = new Set<Listener>();
      const fanOut = (message: unknown, frames: EventFrames) => {
        for (const each of listeners) each(message, frames);
      };
      const batch = this.batched.has(channel) ? new FeedBatch(fanOut) : null;
      const ready = this.bus.subscribe(channel, (message) => {
        if (batch) batch.push(message);
        else fanOut(message, { json: JSON.stringify(message), byId: new Map() });
      });
      entry = { listeners, ready, batch };
      this.channels.set(channel, entry);
    }
    entry.listeners.add(listener);
    await entry.ready;
    const current = entry;
    return () => {
      current.listeners.delete(listener);
      if (current.listeners.size === 0 && this.channels.get(channel) === current) {
        this.channels.delete(channel);
        current.batch?.close();
        void current.ready.then((unsubscribe) => unsubscribe()).catch(() => {});
      }
    };
  }

  isListening(channel: string): boolean {
    return this.channels.has(channel);
  }

  get channelCount(): number {
    return this.channels.size;
  }

  async close(): Promise<void> {
    const entries = [...this.channels.values()];
    this.channels.clear();
    for (const entry of entries) entry.batch?.close();
    await Promise.allSettled(entries.map((entry) => entry.ready.then((unsubscribe) => unsubscribe())));
  }
}
