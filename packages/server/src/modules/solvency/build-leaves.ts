import { randomBytes, randomInt } from 'node:crypto';
import type { SumLeaf } from '@ante/core';
import type { Liability } from './read-liabilities';

/** A number drawn uniformly enough from 0 to `max` (both included) for hiding a split. */
function randomUpTo(max: bigint): bigint {
  if (max === 0n) return 0n;
  // 256 random bits modulo an amount below 2^128: the bias is below 2^-128.
  return BigInt(`0x${randomBytes(32).toString('hex')}`) % (max + 1n);
}

/**
 * One currency's leaves, in the order of the tree: each player's amount split in two
 * at a random point (so a leaf's amount does not give the player away), each leaf with
 * a salt of its own, and every leaf put in a random place (Fisher-Yates with the
 * system's secure random numbers). Refuses a negative amount: the tree could not carry
 * it, and hiding one is exactly what the proof must not allow.
 */
export function buildLeaves(liabilities: readonly Liability[]): SumLeaf[] {
  const leaves: SumLeaf[] = [];
  for (const { userId, currency, amount } of liabilities) {
    if (amount < 0n) throw new RangeError(`a negative liability (${userId}, ${currency}) cannot be proven`);
    const first = randomUpTo(amount);
    for (const part of [first, amount - first]) {
      leaves.push({ playerId: userId, salt: randomBytes(32).toString('hex'), amount: part });
    }
  }
  for (let index = leaves.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [leaves[index], leaves[other]] = [leaves[other] as SumLeaf, leaves[index] as SumLeaf];
  }
  return leaves;
}
