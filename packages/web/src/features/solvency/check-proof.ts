import { type SolvencyProof, type SolvencySnapshot, verifyPath } from '@ante/core';

export interface CurrencyCheck {
  currency: string;
  /** What the proof says the player was owed, in the currency. */
  amount: string;
  leaves: number;
  /** Every leaf led to the root the page shows for the currency. */
  included: boolean;
}

/**
 * Checks a proof against the roots the page shows (fetched apart from the proof): each
 * leaf is rehashed from the player's id, its salt and amount, and its path walked up to
 * the currency's published root, hash and total both.
 */
export function checkProof(proof: SolvencyProof, snapshot: SolvencySnapshot): CurrencyCheck[] {
  return proof.currencies.map((entry) => {
    const published = snapshot.currencies.find((currency) => currency.currency === entry.currency)?.root;
    const included =
      published !== undefined &&
      proof.snapshotId === snapshot.id &&
      entry.leaves.every((leaf) =>
        verifyPath(
          { playerId: proof.playerId, salt: leaf.salt, amount: BigInt(leaf.amount) },
          leaf.path,
          published,
        ),
      );
    return { currency: entry.currency, amount: entry.amount, leaves: entry.leaves.length, included };
  });
}
