import { canonicalDecimal } from '@ante/core';
import type { Db } from '../../lib/db/database';

/** A player's own balances: `main` (playable) and `vault` (set aside). */
export type UserAccountKind = 'main' | 'vault';

/**
 * Platform-side accounts, one per currency: `external` is the world outside (money
 * enters and leaves through it, so it goes negative), `withdrawals` holds money on
 * its way out, `fees` collects withdrawal fees, `house` the casino's bankroll.
 */
export type SystemAccountKind =
  | 'external'
  | 'withdrawals'
  | 'fees'
  | 'house'
  | 'jackpot'
  | 'rewards'
  | 'affiliate'
  /** Where staff's approved balance adjustments come from and go to (modules/admin/adjustments). */
  | 'adjustments';

export type AccountRef =
  | { userId: string; kind: UserAccountKind }
  | { system: SystemAccountKind; shard?: number }
  /** A game provider's house account: its bets go in and its wins come out (kind `provider:<id>`). */
  | { provider: string };

/** A platform account's kind and shard as the `accounts` row holds them. */
function platformKey(ref: Exclude<AccountRef, { userId: string }>): { kind: string; shard: number } {
  return 'provider' in ref
    ? { kind: `provider:${ref.provider}`, shard: 0 }
    : { kind: ref.system, shard: ref.shard ?? 0 };
}

/** How many rows the house account of a currency is split into (see migration 0002). */
export const HOUSE_SHARDS = 16;

/**
 * The account's id, created on first use. Looked up first (one query in the usual
 * case); created under the unique index when missing, so concurrent first uses agree.
 */
export async function accountId(db: Db, ref: AccountRef, currency: string): Promise<string> {
  const key = 'userId' in ref ? { kind: ref.kind, shard: 0 } : platformKey(ref);
  const existing = await db
    .selectFrom('accounts')
    .select('id')
    .where((eb) => ('userId' in ref ? eb('user_id', '=', ref.userId) : eb('user_id', 'is', null)))
    .where('kind', '=', key.kind)
    .where('currency', '=', currency)
    .where('shard', '=', key.shard)
    .executeTakeFirst();
  if (existing) return existing.id;
  if ('userId' in ref) {
    await db
      .insertInto('accounts')
      .values({ user_id: ref.userId, kind: ref.kind, currency })
      .onConflict((oc) =>
        oc.columns(['user_id', 'kind', 'currency']).where('user_id', 'is not', null).doNothing(),
      )
      .execute();
    const row = await db
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', ref.userId)
      .where('kind', '=', ref.kind)
      .where('currency', '=', currency)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  await db
    .insertInto('accounts')
    .values({ user_id: null, kind: key.kind, currency, shard: key.shard })
    .onConflict((oc) => oc.columns(['kind', 'currency', 'shard']).where('user_id', 'is', null).doNothing())
    .execute();
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', 'is', null)
    .where('kind', '=', key.kind)
    .where('currency', '=', currency)
    .where('shard', '=', key.shard)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A player's balances of one kind, as decimal strings keyed by currency. */
export async function userBalances(
  db: Db,
  userId: string,
  kind: UserAccountKind,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('accounts')
    .select(['currency', 'balance'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
  return new Map(rows.map((row) => [row.currency, row.balance]));
}

/** One of a player's balances in wire form ("0" when the account does not exist yet). */
export async function accountBalance(
  db: Db,
  userId: string,
  kind: UserAccountKind,
  currency: string,
): Promise<string> {
  const row = await db
    .selectFrom('accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return canonicalDecimal(row?.balance ?? '0');
}
