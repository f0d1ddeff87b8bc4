import { randomUUID } from 'node:crypto';
import { buildSumTree, type SumLeaf, type SumTree, toDecimalString } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { readSnapshot } from '../../lib/db/read-snapshot';
import { Conflict } from '../../lib/errors';
import type { ChainAdapter } from '../wallet/chain/chain-adapter';
import { buildLeaves } from './build-leaves';
import { nodeSha256 } from './node-sha256';
import { type Liability, readLiabilities } from './read-liabilities';
import { type Reserves, readReserves } from './read-reserves';
import { proofKey, type ReserveProof, signReserves } from './sign-reserves';

/** Leaves written per statement: six values a row, well under PostgreSQL's 65,535 parameters. */
const LEAF_BATCH = 5_000;

export interface SnapshotDeps {
  db: Db;
  chain: ChainAdapter;
  /** The casino's currencies: each gets reserves read even when no player holds it. */
  currencies: readonly string[];
}

/** A snapshot read and hashed, ready to be written. */
export interface PreparedSnapshot {
  /** Chosen before writing, since the reserve messages the signer signs name it. */
  id: string;
  takenAt: Date;
  trees: Array<{ currency: string; leaves: SumLeaf[]; tree: SumTree }>;
  reserves: Map<string, Reserves>;
  /** Each hot wallet address's signed message, by proofKey (sign-reserves.ts). */
  proofs: Map<string, ReserveProof>;
}

/**
 * Reads and builds a proof-of-solvency snapshot: every player's liabilities and the
 * simulated chain's reserves in one consistent read (REPEATABLE READ, read only: bets
 * settling meanwhile are all in it or all out of it), then one Merkle sum tree per
 * currency over the players' split, salted and shuffled leaves (build-leaves.ts), and
 * a signed message from each hot wallet address where its adapter can sign
 * (sign-reserves.ts; a signature that fails leaves the address unsigned, with why).
 * Refuses (409) when a tree's total is not what the house's side of the ledger says.
 * Nothing is written: the read holds no lock and the embedded database's one
 * connection stays free for the write that follows (writeSnapshot).
 */
export async function prepareSnapshot(deps: SnapshotDeps): Promise<PreparedSnapshot> {
  const { takenAt, liabilities, houseSide, reserves } = await readSnapshot(deps.db, async (trx) => {
    const read = await readLiabilities(trx);
    const reserves = new Map<string, Reserves>();
    for (const currency of deps.currencies)
      reserves.set(currency, await readReserves(trx, deps.chain, currency));
    return { ...read, reserves };
  });

  const byCurrency = new Map<string, Liability[]>();
  for (const liability of liabilities) {
    const list = byCurrency.get(liability.currency) ?? [];
    list.push(liability);
    byCurrency.set(liability.currency, list);
  }
  const trees = [...byCurrency].map(([currency, owed]) => {
    const leaves = buildLeaves(owed);
    return { currency, leaves, tree: buildSumTree(leaves, nodeSha256) };
  });

  // Published totals must be the ledger's: each tree's total against the house's side
  // of the same read. A difference means the ledger itself is broken; nothing is
  // published then, and the run fails where the operator sees it.
  for (const currency of new Set([...houseSide.keys(), ...byCurrency.keys()])) {
    const tree = trees.find((entry) => entry.currency === currency);
    const players = tree ? BigInt(tree.tree.root.sum) : 0n;
    const house = houseSide.get(currency) ?? 0n;
    if (players !== house) {
      throw new Conflict(
        `The players are owed ${toDecimalString(players)} ${currency} but the house's accounts say ${toDecimalString(house)}: run the ledger check. Nothing was published.`,
      );
    }
  }
  const id = randomUUID();
  const proofs = await signReserves(deps.chain, { id, takenAt }, reserves.values());
  return { id, takenAt, trees, reserves, proofs };
}

/**
 * Writes a prepared snapshot with its roots and leaves to `write` (the caller's
 * transaction: a staff action writes its audit entry in the same one; or the
 * database). Returns the snapshot's id.
 */
export async function writeSnapshot(
  write: Db,
  prepared: PreparedSnapshot,
  trigger: { kind: 'schedule' } | { kind: 'staff'; userId: string },
): Promise<string> {
  const snapshot = await write
    .insertInto('solvency_snapshots')
    .values({
      id: prepared.id,
      taken_at: prepared.takenAt,
      trigger: trigger.kind,
      requested_by: trigger.kind === 'staff' ? trigger.userId : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const { currency, leaves, tree } of prepared.trees) {
    const reserve = prepared.reserves.get(currency) ?? {
      amount: null,
      source: 'unknown' as const,
      holdings: [],
    };
    await write
      .insertInto('solvency_roots')
      .values({
        snapshot_id: snapshot.id,
        currency,
        root_hash: tree.root.hash,
        total: tree.root.sum,
        leaves: leaves.length,
        reserves: reserve.amount === null ? null : toDecimalString(reserve.amount),
        reserves_source: reserve.source,
      })
      .execute();
    await writeLeaves(write, snapshot.id, currency, leaves);
    for (const holding of reserve.holdings) {
      const proof = prepared.proofs.get(proofKey(holding));
      await write
        .insertInto('solvency_reserve_addresses')
        .values({
          snapshot_id: snapshot.id,
          currency,
          network: holding.network,
          address: holding.address,
          balance: toDecimalString(holding.amount),
          message: proof?.message ?? null,
          signature: proof?.signature ?? null,
          unsigned_reason: proof ? proof.unsigned : 'not signed: no signature was asked for',
        })
        .execute();
    }
  }
  return snapshot.id;
}

async function writeLeaves(db: Db, snapshotId: string, currency: string, leaves: readonly SumLeaf[]) {
  for (let start = 0; start < leaves.length; start += LEAF_BATCH) {
    await db
      .insertInto('solvency_leaves')
      .values(
        leaves.slice(start, start + LEAF_BATCH).map((leaf, offset) => ({
          snapshot_id: snapshotId,
          currency,
          position: start + offset,
          user_id: leaf.playerId,
          salt: leaf.salt,
          amount: String(leaf.amount),
        })),
      )
      .execute();
  }
}
