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

const MASK_64 = (1n << 64n) - 1n;

/** Writes `value` as 16 bytes big-endian at `offset`; refuses what the tree cannot carry. */
function writeU128(view: DataView, offset: number, value: bigint): void {
  if (value < 0n) throw new RangeError('a negative amount cannot be in the tree');
  if (value > MAX_SUM) throw new RangeError('an amount past 2^128 cannot be in the tree');
  view.setBigUint64(offset, value >> 64n);
  view.setBigUint64(offset + 8, value & MASK_64);
}

function u128(value: bigint): Uint8Array {
  const bytes = new Uint8Array(16);
  writeU128(new DataView(bytes.buffer), 0, value);
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

/** SHA-256 of some bytes: @noble/hashes' by default; a server may pass a faster one. */
export type Sha256 = (data: Uint8Array) => Uint8Array;

export function leafHash(leaf: SumLeaf, hash: Sha256 = sha256): Uint8Array {
  return hash(
    concat([new Uint8Array([0]), saltBytes(leaf.salt), utf8ToBytes(leaf.playerId), u128(leaf.amount)]),
  );
}

/** A node's preimage is always 97 bytes: one buffer is filled for each node in turn. */
const NODE_INPUT = new Uint8Array(97);
const NODE_VIEW = new DataView(NODE_INPUT.buffer);

export function nodeHash(
  left: Uint8Array,
  leftSum: bigint,
  right: Uint8Array,
  rightSum: bigint,
  hash: Sha256 = sha256,
): Uint8Array {
  NODE_INPUT[0] = 1;
  NODE_INPUT.set(left, 1);
  writeU128(NODE_VIEW, 33, leftSum);
  NODE_INPUT.set(right, 49);
  writeU128(NODE_VIEW, 81, rightSum);
  return hash(NODE_INPUT);
}

/**
 * The tree's levels, leaves first: what a proof's path is read from. Each level's
 * hashes are packed in one byte array, 32 bytes a node, which keeps a tree of millions
 * of nodes to a few hundred megabytes.
 */
export interface SumTree {
  levels: Array<{ hashes: Uint8Array; sums: bigint[] }>;
  root: SumNode;
}

/** The hash of node `index` of a packed level. */
function hashAt(hashes: Uint8Array, index: number): Uint8Array {
  return index * 32 < hashes.length ? hashes.subarray(index * 32, index * 32 + 32) : EMPTY_HASH;
}

/**
 * Builds the tree over `leaves` in the order given (the caller has shuffled them).
 * Refuses a negative amount, a total past 2^128 and an empty list: there is no root
 * without a leaf, and a currency nobody holds publishes none.
 */
export function buildSumTree(leaves: readonly SumLeaf[], hash: Sha256 = sha256): SumTree {
  if (leaves.length === 0) throw new RangeError('a tree needs at least one leaf');
  let hashes = new Uint8Array(leaves.length * 32);
  leaves.forEach((leaf, index) => {
    hashes.set(leafHash(leaf, hash), index * 32);
  });
  let sums = leaves.map((leaf) => leaf.amount);
  const levels = [{ hashes, sums }];
  while (sums.length > 1) {
    const count = Math.ceil(sums.length / 2);
    const nextHashes = new Uint8Array(count * 32);
    const nextSums: bigint[] = new Array(count);
    for (let index = 0; index < count; index += 1) {
      const leftSum = sums[index * 2] as bigint;
      const rightSum = sums[index * 2 + 1] ?? 0n;
      const sum = leftSum + rightSum;
      if (sum > MAX_SUM) throw new RangeError('the total passed 2^128');
      nextHashes.set(
        nodeHash(hashAt(hashes, index * 2), leftSum, hashAt(hashes, index * 2 + 1), rightSum, hash),
        index * 32,
      );
      nextSums[index] = sum;
    }
    hashes = nextHashes;
    sums = nextSums;
    levels.push({ hashes, sums });
  }
  return {
    levels,
    root: { hash: bytesToHex(hashes), sum: String(sums[0]) },
  };
}

/** The siblings from the leaf at `position` up to the root. */
export function pathOf(tree: SumTree, position: number): PathStep[] {
  const path: PathStep[] = [];
  let index = position;
  for (const level of tree.levels.slice(0, -1)) {
    const siblingIndex = index ^ 1;
    path.push({
      side: siblingIndex < index ? 'left' : 'right',
      hash: bytesToHex(hashAt(level.hashes, siblingIndex)),
      sum: String(level.sums[siblingIndex] ?? 0n),
    });
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
