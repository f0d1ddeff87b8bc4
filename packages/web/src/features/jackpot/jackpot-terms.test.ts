import { usdText } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { chanceOf, percentOf, usd } from './jackpot-terms';

describe('the Global Pot terms in words', () => {
  it('shows a contribution rate as a percent, exactly', () => {
    expect(percentOf('0.005')).toBe('0.5%');
    expect(percentOf('0.0125')).toBe('1.25%');
    expect(percentOf('0')).toBe('0%');
  });

  it('shows dollar amounts in the display currency, without zero cents', () => {
    expect(usd('1000000', usdText)).toBe('$1,000,000');
    expect(usd('0.1', usdText)).toBe('$0.10');
    expect(usd('12.5', usdText)).toBe('$12.50');
    expect(usd('1000000', () => '€920,000.00')).toBe('€920,000');
  });

  it('gives a stake its chance as 1 in N', () => {
    expect(chanceOf('1', '1000000')).toBe('1 in 1,000,000');
    expect(chanceOf('100', '1000000')).toBe('1 in 10,000');
    expect(chanceOf('3', '10')).toBe('1 in 3');
    expect(chanceOf('20', '10')).toBe('a sure win');
    expect(chanceOf('0', '10')).toBe('no chance');
  });
});
