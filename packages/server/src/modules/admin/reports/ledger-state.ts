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
import { hotWalletLow } from '../../wallet/chain-cycle';
import type { RatesService } from '../../wallet/rates/rates-service';
import { usdText } from './overview';

/**
 * The ledger's check, run now, and the platform's accounts (the house's shards summed
 * per currency) with their value in USD at today's price, in one snapshot so the two
 * describe the same moment.
 */
export async function ledgerState(db: Db, rates: RatesService, hotWalletFloorUsd: string) {
  return readSnapshot(db, async (trx) => {
    const [problems, accounts, chains] = await Promise.all([
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
      trx.selectFrom('chain_status').selectAll().orderBy('network').execute(),
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
      chains: chains.map((row) => ({
        network: row.network,
        kind: row.kind,
        healthy: row.healthy,
        height: row.height === null ? null : String(row.height),
        error: row.error,
        checkedAt: row.checked_at.toISOString(),
        downSince: row.down_since?.toISOString() ?? null,
        hotAddress: row.hot_address,
        hotBalances: Object.fromEntries(
          Object.entries(row.hot_balances ?? {}).map(([currency, amount]) => [
            currency,
            canonicalDecimal(amount),
          ]),
        ),
        hotValueUsd: row.hot_value_usd === null ? null : usdText(fromDecimalString(row.hot_value_usd)),
        belowFloor:
          row.hot_value_usd !== null && hotWalletLow(fromDecimalString(row.hot_value_usd), hotWalletFloorUsd),
        sweepBacklog: row.sweep_backlog,
      })),
    };
  });
}
