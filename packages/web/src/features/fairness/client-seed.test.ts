import { describe, expect, it } from 'vitest';
import { clientSeedError, randomClientSeed } from './client-seed';

describe('client seeds', () => {
  it('makes a different valid seed each time', () => {
    const seeds = new Set(Array.from({ length: 20 }, randomClientSeed));
    expect(seeds.size).toBe(20);
    for (const seed of seeds) expect(clientSeedError(seed)).toBeNull();
  });

  it("explains the server's rules in a sentence", () => {
    expect(clientSeedError('   ')).toBe('The client seed must not be empty');
    expect(clientSeedError('x'.repeat(65))).toBe('The client seed must be at most 64 characters');
    expect(clientSeedError('héllo')).toBe('The client seed may only contain printable characters');
  });
});
