import { type ShowState, showStateSchema } from '@ante/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../lib/bus/bus';
import { feedChannel } from '../../lib/events';

/** The state without its read time: two reads of an unchanged show give the same key. */
function stateKey(state: ShowState): string {
  return JSON.stringify({ ...state, now: 0 });
}

/**
 * Carries the live show's state from the studio to every socket of the casino
 * (docs/game-show.md#relay-to-the-casinos-nodes). Each node polls the studio's public
 * state and, when it changed, publishes it on the bus's `show` feed, which every node
 * delivers to its own sockets; a node also takes what the others publish, so a node
 * that cannot reach the studio for a moment still shows the round. Two nodes that see
 * the same change at once both publish it, and the browser keeps the newer of equal
 * states, so a duplicate costs a frame and nothing else. The countdown needs no event
 * per second: the state carries the round's times, by the studio's clock.
 */
export class ShowRelay {
  private latest: ShowState | null = null;
  private latestKey = '';
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | null = null;
  private stopFeed: (() => Promise<void>) | undefined;
  private source: string | null = null;
  private failures = 0;

  constructor(
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 250,
  ) {}

  /**
   * Starts relaying: from the studio at `studioUrl` (its origin; the state is at
   * /studio/api/show/state), and from the other nodes. Null: this node reads no studio
   * and keeps what the others publish.
   */
  async start(studioUrl: string | null): Promise<void> {
    if (this.stopFeed) return;
    this.source = studioUrl ? `${studioUrl.replace(/\/+$/, '')}/studio/api/show/state` : null;
    this.stopFeed = await this.bus.subscribe(feedChannel('show'), (message) => {
      const parsed = showStateSchema.safeParse(message);
      if (parsed.success) this.take(parsed.data);
    });
    if (!this.source) return;
    this.timer = setInterval(() => {
      this.polling ??= this.poll().finally(() => {
        this.polling = null;
      });
    }, this.pollMs);
    this.timer.unref();
  }

  /** The newest state this node knows, or null before the first. */
  current(): ShowState | null {
    return this.latest;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.polling;
    await this.stopFeed?.();
    this.stopFeed = undefined;
    this.source = null;
  }

  /** Keeps `state` when it is news; answers whether it was. An older round never replaces a newer one. */
  private take(state: ShowState): boolean {
    const key = stateKey(state);
    if (key === this.latestKey) return false;
    const held = this.latest?.round?.id ?? 0;
    if ((state.round?.id ?? 0) < held) return false;
    this.latest = state;
    this.latestKey = key;
    return true;
  }

  private async poll(): Promise<void> {
    if (!this.source) return;
    try {
      const response = await fetch(this.source, { signal: AbortSignal.timeout(2_000) });
      if (!response.ok) throw new Error(`the studio answered ${response.status}`);
      const state = showStateSchema.parse(await response.json());
      this.failures = 0;
      if (this.take(state)) await this.bus.publish(feedChannel('show'), state);
    } catch (error) {
      // One line when the studio stops answering, not four a second.
      if (this.failures++ === 0) {
        this.log.warn(
          { err: (error as Error).message },
          'the live show state could not be read from the studio',
        );
      }
    }
  }
}
