import { fromDecimalString, toDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import {
  broughtForward,
  FROM_THE_START,
  openStakesWindow,
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

/** The player's state row, created and locked: claims (and bringing forward) take turns here. */
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
 * What the player has earned, been paid and may claim, per currency. `forClaim` locks
 * the player's state row first, so that of two claims the second sees what the first
 * paid. Either way, rounds settled long enough ago are brought forward into
 * `rakeback_totals` (once the unread span is an hour long, on a stats read), which
 * keeps every read to the rounds of the last hour or so.
 */
export async function rakebackStanding(
  trx: Db,
  userId: string,
  options: { forClaim: boolean },
): Promise<RakebackStanding> {
  // A player with no state row has been counting since they joined (after migration 0033).
  const state = await trx
    .selectFrom('rakeback_state')
    .select(['counted_until', 'scan_from'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const { window, bringForward } = await openStakesWindow(state, options.forClaim, () =>
    lockState(trx, userId),
  );
  const earned = await earnedRakeback(trx, userId, window);
  if (bringForward) await bringTotalsForward(trx, userId, window.splitAt, earned);
  const totals = await trx
    .selectFrom('rakeback_totals')
    .select(['currency', 'earned', 'paid', 'paid_usd'])
    .where('user_id', '=', userId)
    .execute();
  const available = new Map<string, bigint>();
  const paid = new Map<string, bigint>();
  let paidUsd = 0n;
  const currencies = new Set([
    ...totals.map((row) => row.currency),
    ...earned.after.keys(),
    ...earned.before.keys(),
  ]);
  for (const currency of currencies) {
    const row = totals.find((total) => total.currency === currency);
    const paidAtoms = row ? fromDecimalString(row.paid) : 0n;
    // Once brought forward, `before` is in the row's `earned` already.
    const unread =
      (bringForward ? 0n : (earned.before.get(currency) ?? 0n)) + (earned.after.get(currency) ?? 0n);
    const left = (row ? fromDecimalString(row.earned) : 0n) + unread - paidAtoms;
    // Sums rounded down apart can come out an atom under one rounded whole: never below nothing.
    if (left > 0n) available.set(currency, left);
    paid.set(currency, paidAtoms);
    paidUsd += row ? fromDecimalString(row.paid_usd) : 0n;
  }
  return { available, paid, paidUsd };
}

async function bringTotalsForward(
  trx: Db,
  userId: string,
  splitAt: Date,
  earned: Awaited<ReturnType<typeof earnedRakeback>>,
): Promise<void> {
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
    .set(broughtForward(splitAt, earned.oldestOpen))
    .where('user_id', '=', userId)
    .execute();
}
