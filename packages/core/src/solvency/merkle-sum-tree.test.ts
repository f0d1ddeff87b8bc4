import { describe, expect, it } from 'vitest';
import { buildSumTree, MAX_SUM, pathOf, rootFromPath, type SumLeaf, verifyPath } from './merkle-sum-tree';

const salt = (n: number) => n.toString(16).padStart(64, '0');
const leaves = (amounts: bigint[]): SumLeaf[] =>
  amounts.map((amount, index) => ({ playerId: `player-${index}`, salt: salt(index + 1), amount }));

describe('the Merkle sum tree', () => {
  it('sums every leaf into the root, and every leaf of any count proves its way there', () => {
    for (const count of [1, 2, 3, 5, 8, 13]) {
      const list = leaves(Array.from({ length: count }, (_, index) => BigInt(index * 1000 + 7)));
      const tree = buildSumTree(list);
      expect(tree.root.sum).toBe(String(list.reduce((total, leaf) => total + leaf.amount, 0n)));
      list.forEach((leaf, position) => {
        const path = pathOf(tree, position);
        expect(path).toHaveLength(Math.ceil(Math.log2(count)));
        expect(verifyPath(leaf, path, tree.root)).toBe(true);
      });
    }
  });

  it('is fixed by its leaves: the same leaves give the same root, any change another', () => {
    const list = leaves([5n, 10n, 20n, 40n]);
    const root = buildSumTree(list).root;
    expect(buildSumTree(leaves([5n, 10n, 20n, 40n])).root).toEqual(root);
    expect(buildSumTree(leaves([5n, 10n, 20n, 41n])).root.hash).not.toBe(root.hash);
    expect(buildSumTree([...list].reverse()).root.hash).not.toBe(root.hash);
  });

  it('catches a tampered amount, salt, player, sibling hash, sibling sum, side or root', () => {
    const list = leaves([3n, 1n, 4n, 1n, 5n, 9n, 2n]);
    const tree = buildSumTree(list);
    const leaf = list[2] as SumLeaf;
    const path = pathOf(tree, 2);
    const flip = (hex: string) => `${hex[0] === 'a' ? 'b' : 'a'}${hex.slice(1)}`;
    expect(verifyPath({ ...leaf, amount: leaf.amount + 1n }, path, tree.root)).toBe(false);
    expect(verifyPath({ ...leaf, salt: flip(leaf.salt) }, path, tree.root)).toBe(false);
    expect(verifyPath({ ...leaf, playerId: 'player-9' }, path, tree.root)).toBe(false);
    for (let step = 0; step < path.length; step += 1) {
      const changed = (patch: object) =>
        path.map((entry, index) => (index === step ? { ...entry, ...patch } : entry));
      const sibling = path[step] as (typeof path)[number];
      expect(verifyPath(leaf, changed({ hash: flip(sibling.hash) }), tree.root)).toBe(false);
      // A sibling's sum moved and the total moved with it still fails: the sums are hashed.
      const lowered = BigInt(sibling.sum) > 0n ? BigInt(sibling.sum) - 1n : 1n;
      const moved = {
        hash: tree.root.hash,
        sum: String(BigInt(tree.root.sum) - BigInt(sibling.sum) + lowered),
      };
      expect(verifyPath(leaf, changed({ sum: String(lowered) }), moved)).toBe(false);
      expect(verifyPath(leaf, changed({ side: sibling.side === 'left' ? 'right' : 'left' }), tree.root)).toBe(
        false,
      );
    }
    expect(verifyPath(leaf, path, { ...tree.root, hash: flip(tree.root.hash) })).toBe(false);
    expect(verifyPath(leaf, path, { ...tree.root, sum: String(BigInt(tree.root.sum) - 1n) })).toBe(false);
    expect(verifyPath(leaf, path.slice(1), tree.root)).toBe(false);
  });

  it('refuses a negative leaf, a total past 2^128, a bad salt and an empty tree, and a path with a negative sum', () => {
    expect(() => buildSumTree(leaves([5n, -1n]))).toThrow(/negative/);
    expect(() => buildSumTree(leaves([MAX_SUM, 1n]))).toThrow(/2\^128/);
    expect(() => buildSumTree([{ playerId: 'p', salt: 'xyz', amount: 1n }])).toThrow(/salt/);
    expect(() => buildSumTree([])).toThrow(/at least one leaf/);
    const list = leaves([5n, 6n]);
    const tree = buildSumTree(list);
    const path = pathOf(tree, 0);
    expect(() =>
      rootFromPath(list[0] as SumLeaf, [{ ...(path[0] as (typeof path)[number]), sum: '-6' }]),
    ).toThrow(/whole non-negative/);
  });
});
