import { buildSumTree, pathOf, type SolvencyProof, type SolvencySnapshot } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { checkProof } from './check-proof';

const salt = (n: number) => n.toString(16).padStart(64, '0');

/** A snapshot of three players in USDT and the first player's proof in it. */
function fixture() {
  const leaves = [
    { playerId: 'me', salt: salt(1), amount: 4n },
    { playerId: 'you', salt: salt(2), amount: 9n },
    { playerId: 'me', salt: salt(3), amount: 6n },
    { playerId: 'them', salt: salt(4), amount: 1n },
  ];
  const tree = buildSumTree(leaves);
  const snapshot: SolvencySnapshot = {
    id: 'snap',
    takenAt: '2026-12-04T00:00:00.000Z',
    currencies: [
      {
        currency: 'USDT',
        root: tree.root,
        liabilities: '0.00000000000000002',
        reserves: null,
        reservesSource: 'unknown',
        reserveAddresses: [],
        ratio: null,
        leaves: 4,
      },
    ],
  };
  const proof: SolvencyProof = {
    format: 'ante-solvency-proof/1',
    snapshotId: 'snap',
    takenAt: snapshot.takenAt,
    playerId: 'me',
    currencies: [
      {
        currency: 'USDT',
        root: tree.root,
        amount: '0.00000000000000001',
        leaves: [0, 2].map((position) => ({
          position,
          salt: salt(position + 1),
          amount: String(leaves[position]?.amount),
          path: pathOf(tree, position),
        })),
      },
    ],
  };
  return { snapshot, proof };
}

describe('checking a proof in the browser', () => {
  it('finds the player in the root the page shows', () => {
    const { snapshot, proof } = fixture();
    expect(checkProof(proof, snapshot)).toEqual([
      { currency: 'USDT', amount: '0.00000000000000001', leaves: 2, included: true },
    ]);
  });

  it('says no when the proof was changed or the page shows another root or snapshot', () => {
    const { snapshot, proof } = fixture();
    const changed = structuredClone(proof);
    const leaf = changed.currencies[0]?.leaves[1];
    if (leaf) leaf.amount = '7';
    expect(checkProof(changed, snapshot)[0]?.included).toBe(false);
    const otherRoot = structuredClone(snapshot);
    const entry = otherRoot.currencies[0];
    if (entry) entry.root = { ...entry.root, sum: '21' };
    expect(checkProof(proof, otherRoot)[0]?.included).toBe(false);
    expect(checkProof(proof, { ...snapshot, id: 'other' })[0]?.included).toBe(false);
  });
});
