import { describe, expect, it } from 'vitest';
import { exampleAddress, generateAddress, isValidAddress } from './addresses';

describe('address formats', () => {
  it('know each network by its own id only, never by a name every object has', () => {
    for (const network of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(isValidAddress(network, 'x')).toBe(false);
      expect(exampleAddress(network)).toBeUndefined();
      expect(() => generateAddress(network)).toThrow(/no address format/);
    }
  });

  it('generate addresses their own format accepts', () => {
    for (const network of ['BTC', 'LTC', 'DOGE', 'XRP', 'SOL', 'ETH', 'BSC', 'TRON']) {
      expect(isValidAddress(network, generateAddress(network))).toBe(true);
      expect(isValidAddress(network, exampleAddress(network) ?? '')).toBe(true);
    }
  });
});
