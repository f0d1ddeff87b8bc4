import { canonicalDecimal } from '@ante/core';
import type { Config } from '../../lib/config';
import { offerProblems } from '../../lib/config-offers';
import type { Db } from '../../lib/db/database';

/** The pot's terms: whether it runs, where it starts and stops, what a stake adds and its chance. */
export type PotTermValues = Omit<Config['jackpot'], 'allowPlayerEdge'>;

/** The terms in force, and who set them: nobody (null) when they are the operator's settings. */
export interface PotTermsState {
  terms: PotTermValues;
  setBy: string | null;
  setAt: Date | null;
}

/** How long a node trusts its copy of the terms before reading them again. */
const REFRESH_MS = 5_000;

/** The operator's JACKPOT_* settings, which hold until staff set terms of their own. */
export function settingsTerms(config: Config): PotTermValues {
  const { allowPlayerEdge: _, ...terms } = config.jackpot;
  return terms;
}

/**
 * The terms in force as the database has them: staff's, when set (all six together, a
 * constraint makes sure), otherwise the operator's settings.
 */
export async function readTerms(db: Db, config: Config): Promise<PotTermsState> {
  const row = await db.selectFrom('jackpot_pot').selectAll().where('id', '=', 1).executeTakeFirst();
  if (
    !row?.terms_set_at ||
    row.terms_enabled === null ||
    row.terms_seed_usd === null ||
    row.terms_max_usd === null ||
    row.terms_contribution === null ||
    row.terms_odds_usd === null ||
    row.terms_min_bet_usd === null
  ) {
    return { terms: settingsTerms(config), setBy: null, setAt: null };
  }
  return {
    terms: {
      enabled: row.terms_enabled,
      seedUsd: canonicalDecimal(row.terms_seed_usd),
      maxUsd: canonicalDecimal(row.terms_max_usd),
      contribution: canonicalDecimal(row.terms_contribution),
      oddsUsd: canonicalDecimal(row.terms_odds_usd),
      minBetUsd: canonicalDecimal(row.terms_min_bet_usd),
    },
    setBy: row.terms_set_by,
    setAt: row.terms_set_at,
  };
}

/**
 * At start: terms staff set earlier must still pass the checks the operator's settings
 * pass, with today's settings (the welcome offer is one: a bigger welcome bonus may no
 * longer cost the player beside the pot staff chose). When they do not, the start stops
 * and says why, as it does for settings that do not pass; the operator changes the
 * setting back, or allows it with JACKPOT_ALLOW_PLAYER_EDGE where that is the problem.
 */
export async function assertStoredTermsHold(db: Db, config: Config): Promise<void> {
  const state = await readTerms(db, config);
  if (!state.setAt) return;
  const { errors } = offerProblems({
    welcomeBonus: config.welcomeBonus,
    jackpot: { ...state.terms, allowPlayerEdge: config.jackpot.allowPlayerEdge },
  });
  if (errors.length > 0) {
    throw new Error(
      `the global pot's terms set in the back office on ${state.setAt.toISOString()} do not pass with these settings: ${errors.join('; ')}`,
    );
  }
}

/**
 * The pot's terms as this node uses them to draw, accrue and pay, held in memory and
 * read again in the background once older than REFRESH_MS (as the catalogue's game
 * rules are): a change staff make reaches every node within seconds, and a bet never
 * waits for it, nor asks for a second connection inside its transaction (which on
 * PGlite's one connection would wait forever). Until the first read, and on a read that
 * fails, the last known terms hold; the first are the operator's settings.
 */
export class PotTermsCache {
  private state: PotTermsState;
  private readAt = 0;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {
    this.state = { terms: settingsTerms(config), setBy: null, setAt: null };
  }

  /** Reads the terms now: at start, and on the node where staff just changed them. */
  async load(): Promise<PotTermsState> {
    this.state = await readTerms(this.db, this.config);
    this.readAt = Date.now();
    return this.state;
  }

  current(): PotTermValues {
    if (Date.now() - this.readAt > REFRESH_MS && !this.reading) {
      this.reading = this.load()
        .then(() => {})
        .catch(() => {})
        .finally(() => {
          this.reading = null;
        });
    }
    return this.state.terms;
  }
}
