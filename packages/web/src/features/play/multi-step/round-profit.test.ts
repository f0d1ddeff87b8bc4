import { describe, expect, it } from 'vitest';
import { toAtoms } from '../../../lib/money';
import { profitAtoms } from './round-profit';

describe('profitAtoms', () => {
  it('is the cash out at the multiplier minus the stake', () => {
    expect(profitAtoms('2', '1.76')).toBe(toAtoms('1.52'));
  });

  it('is nothing before the first step (1×) and truncates to whole atoms', () => {
    expect(profitAtoms('1', '1')).toBe(0n);
    expect(profitAtoms('0.000000000000000001', '1.99')).toBe(0n);
  });
});
