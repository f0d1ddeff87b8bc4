import type { Bus } from '../lib/bus/bus';

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
    { listeners: Set<Listener>; ready: Promise<() => Promise<void>> }
  >();

  constructor(private readonly bus: Bus) {}

  /** Adds a listener; resolves once the bus delivers the channel to this node. */
  async listen(channel: string, listener: Listener): Promise<() => void> {
    let entry = this.channels.get(channel);
    if (!entry) {
      const listeners = new Set<Listener>();
      const ready = this.bus.subscribe(channel, (message) => {
        const frames: EventFrames = { json: JSON.stringify(message), byId: new Map() };
        for (const each of listeners) each(message, frames);
      });
      entry = { listeners, ready };
      this.channels.set(channel, entry);
    }
    entry.listeners.add(listener);
    await entry.ready;
    const current = entry;
    return () => {
      current.listeners.delete(listener);
      if (current.listeners.size === 0 && this.channels.get(channel) === current) {
        this.channels.delete(channel);
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
    await Promise.allSettled(entries.map((entry) => entry.ready.then((unsubscribe) => unsubscribe())));
  }
}
