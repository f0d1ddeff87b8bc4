import { type Atoms, canonicalDecimal, fromDecimalString, toDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import type { JackpotRuntime } from './draw';
import type { PotTermValues } from './terms';

const CENT = 10n ** 16n;

/** The pot as players see it and as a winner is paid: whole cents, rounded down. */
export function toCents(amountUsd: Atoms): Atoms {
  return amountUsd - (amountUsd % CENT);
}

/** The contribution rate in force: none while the pot is off (the watermark still moves on). */
function rateOf(terms: PotTermValues): string {
  return terms.enabled ? terms.contribution : '0';
}

/** Creates the pot row with the operator's seed the first time the casino starts. */
export async function ensurePot(db: Db, config: Config): Promise<void> {
  await db
    .insertInto('jackpot_pot')
    .values({ id: 1, amount_usd: config.jackpot.seedUsd, counted_until: sql<Date>`now()` })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * The pot now, without writing: the stored amount plus the contributions of rounds
 * that the next accrual will add (those settled past the watermark, before the lag),
 * never above the terms' cap.
 */
export async function readPot(
  db: Db,
  runtime: JackpotRuntime,
  terms: PotTermValues = runtime.terms.current(),
): Promise<{ amountUsd: Atoms; wonAt: Date | null }> {
  const row = await sql<{ amount_usd: string; won_at: Date | null }>`
    SELECT least(${terms.maxUsd}::numeric, p.amount_usd + trunc(coalesce((
      SELECT sum(r.stake_usd) FROM rounds r
      WHERE r.finished_at > p.counted_until
        AND r.finished_at <= now() - make_interval(secs => ${runtime.settleLagMs / 1000}::double precision)
        AND r.stake_usd >= ${terms.minBetUsd}::numeric
    ), 0) * ${rateOf(terms)}::numeric, 18))::text AS amount_usd, p.won_at
    FROM jackpot_pot p WHERE p.id = 1`.execute(db);
  const pot = row.rows[0];
  if (!pot) return { amountUsd: 0n, wonAt: null };
  return { amountUsd: toCents(fromDecimalString(pot.amount_usd)), wonAt: pot.won_at };
}

export interface AccrueOptions {
  /**
   * Leave the pot alone when another node holds it (the job), rather than wait for it
   * (a win, which must count everything up to now).
   */
  skipLocked: boolean;
  /** Skip unless the pot last changed at least this long ago, so its events stay a few seconds apart. */
  minGapMs: number;
}

/**
 * Adds the contributions of the rounds settled since the watermark (and longer ago than
 * the settle lag), each with its whole stake (`stake_usd`), to the pot, up to
 * the terms' cap, and moves the watermark to that point, in one statement that locks
 * the pot row. Stakes past the cap add nothing: the pot waits there for its winner, so
 * what it gives back per dollar staked never passes cap / odds (README, "Global pot").
 * A cap lowered below the pot takes it down to the cap. Returns the stored amount and
 * whether it changed, or null when it did nothing (locked elsewhere, or changed too
 * recently).
 */
export async function accrue(
  db: Db,
  runtime: JackpotRuntime,
  options: AccrueOptions,
): Promise<{ amountUsd: Atoms; changed: boolean } | null> {
  const terms = runtime.terms.current();
  const { rows } = await sql<{ amount_usd: string; changed: boolean }>`
    WITH pot AS (
      SELECT counted_until, amount_usd AS before_usd,
        now() - make_interval(secs => ${runtime.settleLagMs / 1000}::double precision) AS upto
      FROM jackpot_pot
      WHERE id = 1 ${
        options.minGapMs > 0
          ? sql`AND updated_at <= now() - make_interval(secs => ${options.minGapMs / 1000}::double precision)`
          : sql``
      }
      FOR UPDATE ${options.skipLocked ? sql`SKIP LOCKED` : sql``}
    ), staked AS (
      SELECT coalesce(sum(r.stake_usd), 0) AS usd FROM rounds r, pot
      WHERE r.finished_at > pot.counted_until AND r.finished_at <= pot.upto
        AND r.stake_usd >= ${terms.minBetUsd}::numeric
    ), grown AS (
      SELECT least(${terms.maxUsd}::numeric,
        pot.before_usd + trunc(staked.usd * ${rateOf(terms)}::numeric, 18)) AS usd FROM pot, staked
    )
    UPDATE jackpot_pot p SET
      amount_usd = grown.usd,
      counted_until = greatest(pot.counted_until, pot.upto),
      updated_at = CASE WHEN grown.usd <> pot.before_usd THEN now() ELSE p.updated_at END
    FROM pot, grown
    WHERE p.id = 1
    RETURNING p.amount_usd::text AS amount_usd, (p.amount_usd <> pot.before_usd) AS changed`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return { amountUsd: fromDecimalString(row.amount_usd), changed: row.changed };
}

/** The wire form of a USD amount in cents ("1234.5"). */
export function usdText(amountUsd: Atoms): string {
  return canonicalDecimal(toDecimalString(toCents(amountUsd)));
}
