import { describe, expect, it } from 'vitest';
import { readPot } from './global-pot';
import { readWin } from './jackpot-api';

describe('jackpot feed events', () => {
  const win = {
    newAmount: '500',
    winnerId: 'u1',
    winFiatAmount: '812.4',
    winCurrency: 'BTC',
    winAmount: '0.0085',
  };

  it('reads a win, and only a win', () => {
    expect(readWin(win)).toEqual(win);
    expect(readWin({ newAmount: '501.2' })).toBeNull();
    // A private winner's win names nobody, and is still a win.
    const { winnerId: _hidden, ...anonymous } = win;
    expect(readWin(anonymous)).toEqual(anonymous);
  });

  it('keeps the pot in dollars when a win was paid in crypto', () => {
    expect(readPot(win)).toEqual({ atoms: 500_000_000_000_000_000_000n, currency: null });
  });
});
