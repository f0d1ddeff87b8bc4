import type { CryptoCode } from '@ante/core';
import { canonicalDecimal } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { type UserAccountKind, userBalances } from '../ledger/accounts';

/** Every supported currency in the configured order, zero where the player holds none. */
export async function getBalances(
  db: Db,
  userId: string,
  kind: UserAccountKind,
  currencies: readonly CryptoCode[],
): Promise<Record<string, string>> {
  const held = await userBalances(db, userId, kind);
  const result: Record<string, string> = {};
  for (const currency of currencies) {
    result[currency] = canonicalDecimal(held.get(currency) ?? '0');
  }
  return result;
}
