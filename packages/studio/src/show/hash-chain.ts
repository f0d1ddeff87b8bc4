import type { Seeds } from '@ante/core';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/**
 * The show's seeds come from one hash chain, as bustabit's do
 * (docs/studio-show.md#the-hash-chain). The operator draws a secret last seed and hashes
 * it again and again; the chain is then played from its far end backwards. Every round's
 * seed hashes to the seed of the round before, and the first round's seed hashes to the
 * chain's terminal hash, which is published before round 1. Nobody can work out a seed
 * before it is revealed (that would invert SHA-256), yet once revealed, everyone can
 * check it was fixed before play began.
 *
 * Each link is SHA-256 of the previous seed's text: its 64 lowercase hex characters as
 * UTF-8, and the result written the same way.
 */

const HEX_SEED = /^[0-9a-f]{64}$/;

export function chainHash(seed: string): string {
  return bytesToHex(sha256(utf8ToBytes(seed)));
}

/** `seeds[0]` is the terminal hash published before play; `seeds[r]` is round r's seed, r = 1 to `rounds`. */
export interface HashChain {
  readonly seeds: readonly string[];
}

/**
 * A chain of `rounds` seeds ending at `lastSeed`, which must be 32 secret random bytes in
 * hex: it is the last round's seed, and every other seed is a hash of it. A live chain
 * is long (a round every 30 s is about a million a year); its seeds are kept by the
 * server and revealed one round at a time.
 */
export function createHashChain(lastSeed: string, rounds: number): HashChain {
  if (!HEX_SEED.test(lastSeed)) throw new Error('the last seed must be 64 lowercase hex characters');
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('a chain has at least one round');
  const seeds = new Array<string>(rounds + 1);
  seeds[rounds] = lastSeed;
  for (let round = rounds - 1; round >= 0; round -= 1) seeds[round] = chainHash(seeds[round + 1] as string);
  return { seeds };
}

/** What the operator publishes before round 1: the hash of round 1's seed. */
export function terminalHash(chain: HashChain): string {
  return chain.seeds[0] as string;
}

export function roundSeed(chain: HashChain, roundNumber: number): string {
  if (!Number.isInteger(roundNumber) || roundNumber < 1 || roundNumber >= chain.seeds.length)
    throw new Error(`round ${roundNumber} is not in this chain of ${chain.seeds.length - 1} rounds`);
  return chain.seeds[roundNumber] as string;
}

/** The seeds a round is resolved with: its chain seed, the public salt, and the round number as the nonce. */
export function roundSeeds(chain: HashChain, salt: string, roundNumber: number): Seeds {
  return { serverSeed: roundSeed(chain, roundNumber), clientSeed: salt, nonce: roundNumber };
}

/**
 * One link: `seed` is a revealed round seed, `publishedHash` the hash published before
 * it (the previous round's seed, or the terminal hash for round 1). They link when the
 * seed hashes to it.
 */
export function verifyChainLink(seed: string, publishedHash: string): boolean {
  return HEX_SEED.test(seed) && chainHash(seed) === publishedHash;
}

/**
 * A seed checked against a hash trusted from earlier: round r's seed hashed r - t times
 * must give round t's seed, or the terminal hash for t = 0. A year of rounds is about a
 * million hashes, around a second, and a verifier that already trusts a later round's
 * seed can start from it instead.
 */
export function verifyRoundSeed(
  seed: string,
  roundNumber: number,
  trusted: string,
  trustedRound = 0,
): boolean {
  if (!HEX_SEED.test(seed) || !Number.isInteger(roundNumber) || !Number.isInteger(trustedRound)) return false;
  if (trustedRound < 0 || roundNumber <= trustedRound) return false;
  let hash = seed;
  for (let step = trustedRound; step < roundNumber; step += 1) hash = chainHash(hash);
  return hash === trusted;
}
