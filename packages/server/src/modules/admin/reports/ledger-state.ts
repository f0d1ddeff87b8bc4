import {
  type CryptoCode,
  canonicalDecimal,
  fromDecimalString,
  isCryptoCode,
  multiplyByRate,
} from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { readSnapshot } from '../../../lib/db/read-snapshot';
import { checkLedger } from '../../ledger/check-ledger';
import type { RatesService } from '../../wallet/rates/rates-service';
import { usdText } from './overview';

/**
 * The ledger's check, run now, and the platform's accounts (the house's shards summed
 * per currency) with their value in USD at today's price, in one snapshot so the two
 * describe the same moment.
 */
export async function ledgerState(db: Db, rates: RatesService) {
  return readSnapshot(db, async (trx) => {
    const [problems, accounts] = await Promise.all([
      checkLedger(trx),
      trx
        .selectFrom('accounts')
        .select(['kind', 'currency', sql<string>`sum(balance)::text`.as('balance')])
        .where('user_id', 'is', null)
        .groupBy(['kind', 'currency'])
        .having(sql<boolean>`sum(balance) <> 0`)
        .orderBy('kind')
        .orderBy('currency')
        .execute(),
    ]);
    return {
      checkedAt: new Date().toISOString(),
      ok: problems.length === 0,
      problems: problems.map((problem) => ({ kind: problem.kind, detail: problem.detail })),
      accounts: accounts.map((account) => {
        const atoms = fromDecimalString(account.balance);
        const priced = isCryptoCode(account.currency) && rates.isUsable(account.currency as CryptoCode);
        return {
          kind: account.kind,
          currency: account.currency,
          balance: canonicalDecimal(account.balance),
          usd: priced ? usdText(multiplyByRate(atoms, rates.usdPrice(account.currency as CryptoCode))) : null,
        };
      }),
    };
  });
}
