import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';

/**
 * The Merkle sum tree of a proof of solvency (docs/proof-of-solvency.md): one per
 * currency and snapshot. Every node commits to a hash and to the sum of the amounts
 * below it, so a player who checks their path to the published root checks that their
 * amount is counted in the published total; and since every sum is an unsigned 128-bit
 * integer inside the hashes, no leaf can carry a negative amount that would quietly
 * shrink the total.
 *
 * Encodings (all that a verifier needs, written down in the document):
 * - leaf:  SHA-256(0x00 || salt (32 bytes) || UTF-8 player id || amount as 16 bytes big-endian)
 * - node:  SHA-256(0x01 || left hash || left sum (16 bytes) || right hash || right sum (16 bytes)),
 *          its sum the two sums added;
 * - a level with an odd number of nodes pairs its last with the empty node: 32 zero
 *   bytes, sum 0.
 * The prefixes keep a leaf from ever being read as a node. Written here rather than
 * taken from a library: the Merkle tree libraries on npm (merkletreejs, OpenZeppelin's)
 * build plain trees, with no sums in their nodes.
 */

export const MAX_SUM = (1n << 128n) - 1n;

export interface SumNode {
  /** 64 hex characters. */
  hash: string;
  /** A whole number of the ledger's smallest unit, as a decimal string. */
  sum: string;
}

export interface SumLeaf {
  playerId: string;
  /** 64 hex characters: 32 bytes drawn for this leaf of this snapshot. */
  salt: string;
  /** A whole number of the ledger's smallest unit (10^-18 of the currency). */
  amount: bigint;
}

/** One step up from a node: the sibling beside it, on its left or its right. */
export interface PathStep {
  side: 'left' | 'right';
  hash: string;
  sum: string;
}

const EMPTY_HASH = new Uint8Array(32);

function u128(value: bigint): Uint8Array {
  if (value < 0n) throw new RangeError('a negative amount cannot be in the tree');
  if (value > MAX_SUM) throw new RangeError('an amount past 2^128 cannot be in the tree');
  const bytes = new Uint8Array(16);
  let rest = value;
  for (let index = 15; index >= 0; index -= 1) {
    bytes[index] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const length = parts.reduce((total, part) => total + part.length, 0);
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function saltBytes(salt: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/.test(salt)) throw new RangeError('a salt is 64 lower-case hex characters');
  return hexToBytes(salt);
}

export function leafHash(leaf: SumLeaf): Uint8Array {
  return sha256(
    concat([new Uint8Array([0]), saltBytes(leaf.salt), utf8ToBytes(leaf.playerId), u128(leaf.amount)]),
  );
}

export function nodeHash(left: Uint8Array, leftSum: bigint, right: Uint8Array, rightSum: bigint): Uint8Array {
  return sha256(concat([new Uint8Array([1]), left, u128(leftSum), right, u128(rightSum)]));
}

/** The tree's levels, leaves first: what a proof's path is read from. */
export interface SumTree {
  levels: Array<{ hashes: Uint8Array[]; sums: bigint[] }>;
  root: SumNode;
}

/**
 * Builds the tree over `leaves` in the order given (the caller has shuffled them).
 * Refuses a negative amount, a total past 2^128 and an empty list: there is no root
 * without a leaf, and a currency nobody holds publishes none.
 */
export function buildSumTree(leaves: readonly SumLeaf[]): SumTree {
  if (leaves.length === 0) throw new RangeError('a tree needs at least one leaf');
  let hashes = leaves.map(leafHash);
  let sums = leaves.map((leaf) => leaf.amount);
  const levels = [{ hashes, sums }];
  while (hashes.length > 1) {
    const nextHashes: Uint8Array[] = [];
    const nextSums: bigint[] = [];
    for (let index = 0; index < hashes.length; index += 2) {
      const left = hashes[index] as Uint8Array;
      const leftSum = sums[index] as bigint;
      const right = hashes[index + 1] ?? EMPTY_HASH;
      const rightSum = sums[index + 1] ?? 0n;
      const sum = leftSum + rightSum;
      if (sum > MAX_SUM) throw new RangeError('the total passed 2^128');
      nextHashes.push(nodeHash(left, leftSum, right, rightSum));
      nextSums.push(sum);
    }
    hashes = nextHashes;
    sums = nextSums;
    levels.push({ hashes, sums });
  }
  return {
    levels,
    root: { hash: bytesToHex(hashes[0] as Uint8Array), sum: String(sums[0]) },
  };
}

/** The siblings from the leaf at `position` up to the root. */
export function pathOf(tree: SumTree, position: number): PathStep[] {
  const path: PathStep[] = [];
  let index = position;
  for (const level of tree.levels.slice(0, -1)) {
    const siblingIndex = index ^ 1;
    const hash = level.hashes[siblingIndex] ?? EMPTY_HASH;
    const sum = level.sums[siblingIndex] ?? 0n;
    path.push({ side: siblingIndex < index ? 'left' : 'right', hash: bytesToHex(hash), sum: String(sum) });
    index >>= 1;
  }
  return path;
}

/** A whole non-negative number written in decimal, as the proofs carry sums. */
function sumOf(text: string): bigint {
  if (!/^(0|[1-9][0-9]{0,38})$/.test(text))
    throw new RangeError(`${text} is not a whole non-negative number`);
  const value = BigInt(text);
  if (value > MAX_SUM) throw new RangeError(`${text} is past 2^128`);
  return value;
}

/**
 * Recomputes the root from one leaf and its path. Returns the node reached, so the
 * caller compares it with the published root (hash and total).
 */
export function rootFromPath(leaf: SumLeaf, path: readonly PathStep[]): SumNode {
  let hash = leafHash(leaf);
  let sum = leaf.amount;
  for (const step of path) {
    if (!/^[0-9a-f]{64}$/.test(step.hash))
      throw new RangeError('a path hash is 64 lower-case hex characters');
    const sibling = hexToBytes(step.hash);
    const siblingSum = sumOf(step.sum);
    hash =
      step.side === 'left'
        ? nodeHash(sibling, siblingSum, hash, sum)
        : nodeHash(hash, sum, sibling, siblingSum);
    sum += siblingSum;
    if (sum > MAX_SUM) throw new RangeError('the total passed 2^128');
  }
  return { hash: bytesToHex(hash), sum: String(sum) };
}

/** Whether `leaf` with `path` leads to `root`, hash and total both. */
export function verifyPath(leaf: SumLeaf, path: readonly PathStep[], root: SumNode): boolean {
  try {
    const reached = rootFromPath(leaf, path);
    return reached.hash === root.hash && reached.sum === root.sum;
  } catch {
    return false;
  }
}
