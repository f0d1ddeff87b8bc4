import { parseAmount } from '@ante/core';
import { describe, expect, it } from 'vitest';
import {
  type AutoBetConfig,
  afterBet,
  betsLeft,
  DEFAULT_AUTO_CONFIG,
  increaseByPercent,
  startProgress,
} from './auto-bet';

const atoms = (text: string) => parseAmount(text, { allowZero: true });
const win = (wager: string, payout: string) =>
  ({ wager: atoms(wager), payout: atoms(payout), outcome: 'win' }) as const;
const loss = (wager: string) => ({ wager: atoms(wager), payout: 0n, outcome: 'loss' }) as const;

describe('afterBet', () => {
  it('resets to the starting amount by default', () => {
    const start = startProgress(atoms('1'));
    const { progress, stop } = afterBet(
      DEFAULT_AUTO_CONFIG,
      { ...start, nextAmount: atoms('4') },
      loss('4'),
      8,
    );
    expect(progress.nextAmount).toBe(atoms('1'));
    expect(progress.placed).toBe(1);
    expect(progress.profit).toBe(-atoms('4'));
    expect(stop).toBeNull();
  });

  it('raises the amount by the percent on a loss (martingale at 100%)', () => {
    const config: AutoBetConfig = { ...DEFAULT_AUTO_CONFIG, onLoss: { mode: 'increase', percent: 100 } };
    let progress = startProgress(atoms('0.01'));
    progress = afterBet(config, progress, loss('0.01'), 2).progress;
    expect(progress.nextAmount).toBe(atoms('0.02'));
    progress = afterBet(config, progress, loss('0.02'), 2).progress;
    expect(progress.nextAmount).toBe(atoms('0.04'));
    progress = afterBet(config, progress, win('0.04', '0.08'), 2).progress;
    expect(progress.nextAmount).toBe(atoms('0.01'));
    expect(progress.profit).toBe(atoms('0.01'));
  });

  it('keeps the amount after a push', () => {
    const progress = startProgress(atoms('1'));
    const result = afterBet(
      DEFAULT_AUTO_CONFIG,
      { ...progress, nextAmount: atoms('2') },
      {
        wager: atoms('2'),
        payout: atoms('2'),
        outcome: 'push',
      },
      8,
    );
    expect(result.progress.nextAmount).toBe(atoms('2'));
  });

  it('stops after the number of bets', () => {
    const config = { ...DEFAULT_AUTO_CONFIG, count: 2 };
    const first = afterBet(config, startProgress(atoms('1')), loss('1'), 8);
    expect(first.stop).toBeNull();
    expect(betsLeft(config, first.progress)).toBe(1);
    expect(afterBet(config, first.progress, loss('1'), 8).stop).toBe('count');
    expect(betsLeft(DEFAULT_AUTO_CONFIG, first.progress)).toBeNull();
  });

  it('stops on profit and on loss once the limits are reached', () => {
    const config = { ...DEFAULT_AUTO_CONFIG, stopProfit: atoms('1'), stopLoss: atoms('2') };
    expect(afterBet(config, startProgress(atoms('1')), win('1', '1.5'), 8).stop).toBeNull();
    expect(afterBet(config, startProgress(atoms('1')), win('1', '2'), 8).stop).toBe('profit');
    const down = afterBet(config, startProgress(atoms('1')), loss('1'), 8);
    expect(down.stop).toBeNull();
    expect(afterBet(config, down.progress, loss('1'), 8).stop).toBe('loss');
  });
});

describe('increaseByPercent', () => {
  it('truncates to the currency precision and reads two-decimal percents', () => {
    expect(increaseByPercent(atoms('0.01'), 50, 2)).toBe(atoms('0.01'));
    expect(increaseByPercent(atoms('1'), 12.5, 8)).toBe(atoms('1.125'));
    expect(increaseByPercent(atoms('1'), 0, 8)).toBe(atoms('1'));
  });
});
