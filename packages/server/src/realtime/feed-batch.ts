import { FEED_BATCH_MAX, FEED_BATCH_MS } from '@ante/core';
import type { EventFrames } from './channel-router';

/**
 * One busy public feed on this node, sent in batches: events from the bus wait here,
 * and at most every `everyMs` the ones since the last frame go out as one frame,
 * `{seq, events}` newest first and at most `max` of them, serialised once for every
 * socket. A frame goes out `everyMs` after the first event it carries, so a quiet feed
 * sends nothing and a busy one sends ten frames a second however many bets there are.
 */
export class FeedBatch {
  private pending: unknown[] = [];
  private seq = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deliver: (message: { seq: number; events: unknown[] }, frames: EventFrames) => void,
    private readonly everyMs = FEED_BATCH_MS,
    private readonly max = FEED_BATCH_MAX,
  ) {}

  push(event: unknown): void {
    this.pending.push(event);
    // Only the newest `max` can be sent: older ones would be cut from the frame anyway.
    if (this.pending.length > this.max * 2) this.pending.splice(0, this.pending.length - this.max);
    this.timer ??= setTimeout(() => this.flush(), this.everyMs);
  }

  private flush(): void {
    this.timer = null;
    if (this.pending.length === 0) return;
    const events = this.pending.splice(0).slice(-this.max).reverse();
    this.seq += 1;
    const message = { seq: this.seq, events };
    this.deliver(message, { json: JSON.stringify(message), byId: new Map() });
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = [];
  }
}
