import { buildSumTree, pathOf, type SolvencyProof, type SumTree, toDecimalString } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { NotFound } from '../../lib/errors';
import { nodeSha256 } from './node-sha256';

/**
 * The trees proofs were last made from, by snapshot and currency: a tree is rebuilt
 * from its stored leaves once per node, not once per player asking. A few are kept;
 * a snapshot is never changed, so a kept tree is never stale.
 */
const trees = new Map<string, Promise<SumTree>>();
const KEEP_TREES = 8;

function treeOf(db: Db, snapshotId: string, currency: string): Promise<SumTree> {
  const key = `${snapshotId}:${currency}`;
  const kept = trees.get(key);
  if (kept) return kept;
  const built = db
    .selectFrom('solvency_leaves')
    .select(['user_id', 'salt', 'amount'])
    .where('snapshot_id', '=', snapshotId)
    .where('currency', '=', currency)
    .orderBy('position')
    .execute()
    .then((rows) =>
      buildSumTree(
        rows.map((row) => ({ playerId: row.user_id, salt: row.salt, amount: BigInt(row.amount) })),
        nodeSha256,
      ),
    );
  trees.set(key, built);
  built.catch(() => trees.delete(key));
  while (trees.size > KEEP_TREES) trees.delete(trees.keys().next().value as string);
  return built;
}

/**
 * A player's inclusion proof in a snapshot (the latest when none is named): for each
 * currency they were owed, their leaves and each leaf's path to the root. A player
 * owed nothing at the snapshot gets a proof with no currency in it.
 */
export async function inclusionProof(db: Db, userId: string, snapshotId?: string): Promise<SolvencyProof> {
  const snapshot = await db
    .selectFrom('solvency_snapshots')
    .select(['id', 'taken_at'])
    .$if(snapshotId !== undefined, (query) => query.where('id', '=', snapshotId as string))
    .orderBy('taken_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!snapshot)
    throw new NotFound(snapshotId ? 'There is no such snapshot.' : 'No snapshot has been taken yet.');
  const mine = await db
    .selectFrom('solvency_leaves')
    .select(['currency', 'position', 'salt', 'amount'])
    .where('snapshot_id', '=', snapshot.id)
    .where('user_id', '=', userId)
    .orderBy('currency')
    .orderBy('position')
    .execute();
  const roots = await db
    .selectFrom('solvency_roots')
    .select(['currency', 'root_hash', 'total'])
    .where('snapshot_id', '=', snapshot.id)
    .execute();
  const currencies: SolvencyProof['currencies'] = [];
  for (const root of roots.sort((a, b) => a.currency.localeCompare(b.currency))) {
    const leaves = mine.filter((leaf) => leaf.currency === root.currency);
    if (leaves.length === 0) continue;
    const tree = await treeOf(db, snapshot.id, root.currency);
    currencies.push({
      currency: root.currency,
      root: { hash: root.root_hash, sum: root.total },
      amount: toDecimalString(leaves.reduce((total, leaf) => total + BigInt(leaf.amount), 0n)),
      leaves: leaves.map((leaf) => ({
        position: leaf.position,
        salt: leaf.salt,
        amount: leaf.amount,
        path: pathOf(tree, leaf.position),
      })),
    });
  }
  return {
    format: 'ante-solvency-proof/1',
    snapshotId: snapshot.id,
    takenAt: snapshot.taken_at.toISOString(),
    playerId: userId,
    currencies,
  };
}
