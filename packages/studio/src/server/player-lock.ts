/**
 * Runs one player's rounds one after another in this process: a round reads the seed
 * pair's nonce, asks the casino for the bet, then advances the nonce, and two rounds
 * of one player overlapping would play the same nonce twice.
 */
export class PlayerLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.catch(() => {}).then(work);
    this.tails.set(key, next);
    void next
      .catch(() => {})
      .finally(() => {
        if (this.tails.get(key) === next) this.tails.delete(key);
      });
    return next;
  }
}
