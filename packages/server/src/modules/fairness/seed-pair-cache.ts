import type { Db } from '../../lib/db/database';
import { readCurrentPair, type SeedPair } from './seed-pairs';

/**
 * What this node believes each recent player's pair to be, so that a bet can compute
 * its outcome before it reaches the database. A belief only saves a read: the bet
 * statement takes the nonce only if the pair is still current and at that nonce, so
 * a stale entry (a rotation, another node's bet, a multi-step round) costs one retry
 * and never a wrong outcome. Bounded: the least recently used players drop out.
 *
 * `serialize` queues one player's bets on this node behind each other, so that they
 * do not race each other for the same nonce.
 */
export class SeedPairCache {
  private readonly pairs = new Map<string, SeedPair>();
  private readonly queues = new Map<string, Promise<void>>();

  constructor(private readonly limit = 20_000) {}

  async current(db: Db, userId: string, refresh = false): Promise<SeedPair> {
    const cached = refresh ? undefined : this.pairs.get(userId);
    if (cached) return cached;
    const pair = await readCurrentPair(db, userId);
    this.remember(userId, pair);
    return pair;
  }

  /** The bet with `pair.nonce` went through: the next one uses the nonce after it. */
  advance(userId: string, pair: SeedPair): void {
    this.remember(userId, { ...pair, nonce: pair.nonce + 1 });
  }

  forget(userId: string): void {
    this.pairs.delete(userId);
  }

  serialize<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(userId) ?? Promise.resolve();
    const run = previous.then(work);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(userId, tail);
    void tail.then(() => {
      if (this.queues.get(userId) === tail) this.queues.delete(userId);
    });
    return run;
  }

  private remember(userId: string, pair: SeedPair): void {
    this.pairs.delete(userId);
    this.pairs.set(userId, pair);
    if (this.pairs.size > this.limit) {
      const oldest = this.pairs.keys().next().value;
      if (oldest !== undefined) this.pairs.delete(oldest);
    }
  }
}
