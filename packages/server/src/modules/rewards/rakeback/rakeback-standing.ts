import { fromDecimalString, toDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import {
  bringForwardWindow,
  broughtForward,
  FROM_THE_START,
  readingWindow,
  type StakesState,
} from '../settled-stakes/stakes-window';
import { earnedRakeback } from './earned-rakeback';

export interface RakebackStanding {
  /** Earned and not yet paid, per currency, in atoms (finer than the currency pays). */
  available: Map<string, bigint>;
  /** Paid so far per currency, in atoms: where the next payment's range starts. */
  paid: Map<string, bigint>;
  /** USD value of everything paid, at each claim's rate. */
  paidUsd: bigint;
}

/**
 * What the player has earned, been paid and may claim, per currency: the running totals
 * plus the rakeback of the rounds settled since `counted_until`. `forClaim` brings the
 * totals forward first, under the player's state row lock, so that of two claims the
 * second sees what the first paid. A plain reading writes nothing: it reads the totals
 * and the unread rounds whole, whatever the scheduled job (bring-stale-rakeback-forward.ts)
 * has brought forward, and is right as long as both are read on one snapshot (a
 * read-only transaction of lib/db/read-snapshot.ts, or the claim's own).
 */
export async function rakebackStanding(
  trx: Db,
  userId: string,
  options: { forClaim: boolean },
): Promise<RakebackStanding> {
  const unread = options.forClaim
    ? await bringRakebackForward(trx, userId)
    : await unreadRakeback(trx, userId);
  const totals = await trx
    .selectFrom('rakeback_totals')
    .select(['currency', 'earned', 'paid', 'paid_usd'])
    .where('user_id', '=', userId)
    .execute();
  const available = new Map<string, bigint>();
  const paid = new Map<string, bigint>();
  let paidUsd = 0n;
  for (const currency of new Set([...totals.map((row) => row.currency), ...unread.keys()])) {
    const row = totals.find((total) => total.currency === currency);
    const paidAtoms = row ? fromDecimalString(row.paid) : 0n;
    const left = (row ? fromDecimalString(row.earned) : 0n) + (unread.get(currency) ?? 0n) - paidAtoms;
    // Sums rounded down apart can come out an atom under one rounded whole: never below nothing.
    if (left > 0n) available.set(currency, left);
    paid.set(currency, paidAtoms);
    paidUsd += row ? fromDecimalString(row.paid_usd) : 0n;
  }
  return { available, paid, paidUsd };
}

/** The rakeback of the rounds not yet in the totals, read without a lock or a write. */
async function unreadRakeback(trx: Db, userId: string): Promise<Map<string, bigint>> {
  // A player with no state row has been counting since they joined (after migration 0033).
  const state = await trx
    .selectFrom('rakeback_state')
    .select(['counted_until', 'scan_from'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (await earnedRakeback(trx, userId, readingWindow(state), false)).after;
}

/** The player's state row, created and locked: claims and the job take turns here. */
async function lockState(trx: Db, userId: string): Promise<StakesState> {
  await trx
    .insertInto('rakeback_state')
    .values({ user_id: userId, counted_until: FROM_THE_START, scan_from: FROM_THE_START })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return trx
    .selectFrom('rakeback_state')
    .select(['counted_until', 'scan_from'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Brings the player's rakeback forward in the caller's transaction, under the state
 * row's lock (taken first): what the rounds settled before the settle grace earned is
 * added to `rakeback_totals.earned` and `counted_until` moves up to there. A claim does
 * it before paying, the scheduled job once the unread span passes the hour. Returns the
 * rakeback of the rounds still unread, per currency.
 */
export async function bringRakebackForward(trx: Db, userId: string): Promise<Map<string, bigint>> {
  const window = bringForwardWindow(await lockState(trx, userId));
  const earned = await earnedRakeback(trx, userId, window, true);
  for (const [currency, atoms] of earned.before) {
    if (atoms <= 0n) continue;
    await trx
      .insertInto('rakeback_totals')
      .values({ user_id: userId, currency, earned: toDecimalString(atoms) })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'currency'])
          .doUpdateSet({ earned: sql`rakeback_totals.earned + excluded.earned` }),
      )
      .execute();
  }
  await trx
    .updateTable('rakeback_state')
    .set(broughtForward(window.splitAt, earned.oldestOpen))
    .where('user_id', '=', userId)
    .execute();
  return earned.after;
}
