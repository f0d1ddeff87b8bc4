import type { Round } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { resultAnnouncement } from './result-announcement';

function round(amount: string, multiplier: string, payout: string): Round {
  return {
    id: 'r1',
    game: 'dice',
    currency: 'USDT',
    amount,
    multiplier,
    payout,
    nonce: 0,
    serverSeedHash: 'h',
    clientSeed: 'c',
    serverSeed: null,
    params: {},
    result: {},
    status: 'finished',
    createdAt: '2026-12-04T00:00:00.000Z',
  };
}

describe('the result announcement', () => {
  it('says a win, its multiplier and what it paid', () => {
    expect(resultAnnouncement(round('1', '1.98', '1.98'))).toBe('Won 0.98 USDT at 1.98×: paid 1.98 USDT.');
  });

  it('says a loss and how much was lost', () => {
    expect(resultAnnouncement(round('2.5', '0', '0'))).toBe('Lost 2.50 USDT at 0.00×.');
  });

  it('says what a partial loss paid back', () => {
    expect(resultAnnouncement(round('10', '0.5', '5'))).toBe('Lost 5.00 USDT at 0.50×: paid 5.00 USDT.');
  });

  it('says a push returned the stake', () => {
    expect(resultAnnouncement(round('3', '1', '3'))).toBe('Push at 1.00×: your 3.00 USDT stake returned.');
  });
});
