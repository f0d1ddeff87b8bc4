import { canonicalDecimal, fromDecimalString, usdText } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { Conflict, ValidationError } from '../../lib/errors';

type Rules = { enabled: boolean; minBetUsd: bigint; maxBetUsd: bigint; min: string; max: string };

/** How long a node trusts its copy of the catalogue's rules before reading them again. */
const REFRESH_MS = 5_000;

/**
 * What the catalogue says about playing each game (enabled, smallest and largest bet in
 * USD), held in memory per node and read again in the background once it is older
 * than REFRESH_MS: an operator's change reaches every node within seconds, and a bet
 * never waits for it (nor asks for a second connection inside its transaction, which
 * on PGlite's single connection would wait forever). `load` runs once at start. A game
 * missing from the catalogue is playable on the global limits alone.
 */
export class GameRules {
  private rules = new Map<string, Rules>();
  private readAt = 0;
  private reading: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    const rows = await this.db
      .selectFrom('games')
      .select(['slug', 'enabled', 'min_bet_usd', 'max_bet_usd'])
      .execute();
    this.rules = new Map(
      rows.map((row) => [
        row.slug,
        {
          enabled: row.enabled,
          minBetUsd: fromDecimalString(row.min_bet_usd),
          maxBetUsd: fromDecimalString(row.max_bet_usd),
          min: canonicalDecimal(row.min_bet_usd),
          max: canonicalDecimal(row.max_bet_usd),
        },
      ]),
    );
    this.readAt = Date.now();
  }

  private current(): Map<string, Rules> {
    if (Date.now() - this.readAt > REFRESH_MS && !this.reading) {
      this.reading = this.load()
        .catch(() => {})
        .finally(() => {
          this.reading = null;
        });
    }
    return this.rules;
  }

  /** Refuses a new round of a disabled game (409) or a wager outside the game's limits (400). Free plays pass. */
  check(slug: string, wagerUsd: bigint, wager: bigint): void {
    const rules = this.current().get(slug);
    if (!rules) return;
    if (!rules.enabled) throw new Conflict(`${slug} is not available right now.`, 'GAME_DISABLED');
    if (wager === 0n) return;
    if (wagerUsd < rules.minBetUsd) {
      throw new ValidationError(`The smallest bet here is worth ${usdText(rules.min)}.`, 'amount').naming(
        rules.min,
      );
    }
    if (wagerUsd > rules.maxBetUsd) {
      throw new ValidationError(`The largest bet here is worth ${usdText(rules.max)}.`, 'amount').naming(
        rules.max,
      );
    }
  }
}
