import { describe, expect, it } from 'vitest';
import {
  chainHash,
  createHashChain,
  roundSeed,
  roundSeeds,
  terminalHash,
  verifyChainLink,
  verifyRoundSeed,
} from './hash-chain';
import { EXAMPLE_CHAIN, EXAMPLE_LAST_SEED, EXAMPLE_ROUNDS, EXAMPLE_SALT } from './test-support';

describe('the hash chain', () => {
  it('hashes a seed as text', () => {
    // The standard test vector: SHA-256 of "abc".
    expect(chainHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('links every round to the one before, and round 1 to the terminal hash', () => {
    expect(roundSeed(EXAMPLE_CHAIN, EXAMPLE_ROUNDS)).toBe(EXAMPLE_LAST_SEED);
    expect(verifyChainLink(roundSeed(EXAMPLE_CHAIN, 1), terminalHash(EXAMPLE_CHAIN))).toBe(true);
    for (let round = 2; round <= EXAMPLE_ROUNDS; round += 1)
      expect(verifyChainLink(roundSeed(EXAMPLE_CHAIN, round), roundSeed(EXAMPLE_CHAIN, round - 1))).toBe(
        true,
      );
    expect(verifyRoundSeed(roundSeed(EXAMPLE_CHAIN, 150), 150, terminalHash(EXAMPLE_CHAIN))).toBe(true);
    expect(verifyRoundSeed(roundSeed(EXAMPLE_CHAIN, 150), 150, roundSeed(EXAMPLE_CHAIN, 100), 100)).toBe(
      true,
    );
  });

  it('fails a broken link', () => {
    const seed = roundSeed(EXAMPLE_CHAIN, 10);
    const previous = roundSeed(EXAMPLE_CHAIN, 9);
    const flipped = `${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}`;
    expect(verifyChainLink(flipped, previous)).toBe(false);
    // Out of order: a seed does not hash to the seed after it.
    expect(verifyChainLink(previous, seed)).toBe(false);
    expect(verifyChainLink(roundSeed(EXAMPLE_CHAIN, 11), previous)).toBe(false);
    // Upper-case hex is other text, so another hash.
    expect(verifyChainLink(seed.toUpperCase(), previous)).toBe(false);
    expect(verifyRoundSeed(seed, 11, terminalHash(EXAMPLE_CHAIN))).toBe(false);
    expect(verifyRoundSeed(flipped, 10, terminalHash(EXAMPLE_CHAIN))).toBe(false);
  });

  it('gives a round its seed, the salt and its number', () => {
    expect(roundSeeds(EXAMPLE_CHAIN, EXAMPLE_SALT, 7)).toEqual({
      serverSeed: EXAMPLE_CHAIN.seeds[7],
      clientSeed: EXAMPLE_SALT,
      nonce: 7,
    });
    expect(() => roundSeed(EXAMPLE_CHAIN, 0)).toThrow(/round 0 is not in this chain/);
    expect(() => roundSeed(EXAMPLE_CHAIN, EXAMPLE_ROUNDS + 1)).toThrow();
    expect(() => createHashChain('not hex', 3)).toThrow(/64 lowercase hex/);
    expect(createHashChain(EXAMPLE_LAST_SEED, 3).seeds).toEqual(
      EXAMPLE_CHAIN.seeds.slice(EXAMPLE_ROUNDS - 3),
    );
  });
});
