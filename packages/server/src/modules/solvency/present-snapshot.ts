import { fromDecimalString, type SolvencySnapshot, toDecimalString } from '@ante/core';
import type { Db } from '../../lib/db/database';

/** reserves / liabilities, rounded down to two decimals ("1.04"). */
function ratio(reserves: bigint, liabilities: bigint): string {
  // The simulated chain can have sent out more than reached it (players funded off the
  // chain): nothing held covers nothing, never a negative cover.
  const hundredths = reserves <= 0n ? 0n : (reserves * 100n) / liabilities;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** A snapshot as the proof page shows it, or null if there is no such snapshot. */
export async function presentSnapshot(db: Db, snapshotId: string): Promise<SolvencySnapshot | null> {
  const snapshot = await db
    .selectFrom('solvency_snapshots')
    .select(['id', 'taken_at'])
    .where('id', '=', snapshotId)
    .executeTakeFirst();
  if (!snapshot) return null;
  const roots = await db
    .selectFrom('solvency_roots')
    .selectAll()
    .where('snapshot_id', '=', snapshotId)
    .orderBy('currency')
    .execute();
  const addresses = await db
    .selectFrom('solvency_reserve_addresses')
    .selectAll()
    .where('snapshot_id', '=', snapshotId)
    .orderBy('network')
    .execute();
  return {
    id: snapshot.id,
    takenAt: snapshot.taken_at.toISOString(),
    currencies: roots.map((root) => {
      const total = BigInt(root.total);
      const reserves = root.reserves === null ? null : fromDecimalString(root.reserves);
      return {
        currency: root.currency,
        root: { hash: root.root_hash, sum: root.total },
        liabilities: toDecimalString(total),
        reserves: reserves === null ? null : toDecimalString(reserves),
        reservesSource: root.reserves_source,
        reserveAddresses: addresses
          .filter((row) => row.currency === root.currency)
          .map((row) => ({
            network: row.network,
            address: row.address,
            balance: toDecimalString(fromDecimalString(row.balance)),
            message: row.message,
            signature: row.signature,
            unsigned: row.unsigned_reason,
          })),
        ratio: reserves === null || total === 0n ? null : ratio(reserves, total),
        leaves: root.leaves,
      };
    }),
  };
}
