import type { ClaimedRewardOffer, RolloverBonus } from '@ante/core';
import { describe, expect, it } from 'vitest';
import {
  claimedOfferStatus,
  claimedOfferToast,
  heldRewardText,
  rolloverCountText,
  rolloverTitle,
} from './rollover-labels';

const welcome: RolloverBonus = {
  id: 'b1',
  source: 'welcome',
  name: null,
  currency: 'USDT',
  deposit: '20',
  bonus: '0.2',
  activeRounds: 0,
  wagered: '0',
  wagerRequirement: '40.4',
  completed: false,
  status: 'active',
  expiresAt: '2026-12-01T12:00:00.000Z',
};
const free: RolloverBonus = {
  ...welcome,
  id: 'b2',
  source: 'offer',
  name: 'FREE_FIVE',
  deposit: '0',
  bonus: '5',
};
const code: RolloverBonus = {
  ...free,
  id: 'b3',
  source: 'code',
  name: 'DROP',
  bonus: '3',
  wagerRequirement: '30',
};

const terms = {
  code: 'SPRING',
  kind: 'deposit' as const,
  percent: 100,
  maxUsd: '50',
  amountUsd: null,
  rollover: 40,
  maxBetUsd: '10',
  days: 14,
  currencies: ['USDT'],
  counting: [],
  expiresAt: null,
};
const awaiting: ClaimedRewardOffer = {
  code: 'SPRING',
  kind: 'deposit',
  currency: 'USDT',
  status: 'awaiting_deposit',
  claimedAt: '2026-11-20T12:00:00.000Z',
  depositBy: '2026-12-04T12:00:00.000Z',
  terms,
  rollover: null,
};

describe('a held-back bonus in words', () => {
  it('names the deposit only when one started it, and the offer or code by name', () => {
    expect(rolloverTitle(welcome)).toBe('Bonus 0.20 USDT on your deposit of 20.00 USDT');
    expect(rolloverTitle({ ...welcome, source: 'offer', name: 'SPRING' })).toBe(
      'SPRING: bonus 0.20 USDT on your deposit of 20.00 USDT',
    );
    expect(rolloverTitle(free)).toBe('FREE_FIVE: bonus 5.00 USDT');
    expect(rolloverTitle(code)).toBe('Code DROP: reward 3.00 USDT');
    expect(rolloverTitle({ ...code, name: null })).toBe('Code: reward 3.00 USDT');
  });

  it('says what a held redeem-code reward waits for', () => {
    expect(heldRewardText(code, (iso) => iso.slice(0, 10))).toBe(
      '3.00 USDT is held until your counted bets reach 30.00 USDT by 2026-12-01; then it is added to your balance.',
    );
  });
});

describe('a claimed offer status', () => {
  it('waits for the deposit, follows its rollover, or has lapsed', () => {
    expect(claimedOfferStatus(awaiting).label).toBe('Awaiting deposit');
    expect(claimedOfferStatus({ ...awaiting, status: 'lapsed' }).label).toBe('Lapsed');
    expect(claimedOfferStatus({ ...awaiting, status: 'rollover', rollover: free }).label).toBe('In progress');
    expect(
      claimedOfferStatus({ ...awaiting, status: 'rollover', rollover: { ...free, status: 'completed' } })
        .label,
    ).toBe('Completed');
    expect(
      claimedOfferStatus({ ...awaiting, status: 'rollover', rollover: { ...free, status: 'expired' } }).label,
    ).toBe('Expired');
  });

  it('tells the player after claiming when to deposit, or what the bonus waits for', () => {
    expect(claimedOfferToast(awaiting, (iso) => iso.slice(0, 10)).message).toBe(
      'Deposit USDT by 2026-12-04 to get your bonus.',
    );
    expect(claimedOfferToast({ ...awaiting, status: 'rollover', rollover: free }, (iso) => iso).message).toBe(
      'Your bonus of 5.00 USDT is held until your counted bets reach 40.40 USDT.',
    );
  });
});

describe('how far a rollover has come', () => {
  it('reads both figures in the currency precision, nothing counted yet included', () => {
    expect(rolloverCountText(welcome)).toBe('Counted 0.00 of 40.40 USDT (0 rounds)');
    expect(rolloverCountText({ ...welcome, wagered: '12.5', activeRounds: 1 })).toBe(
      'Counted 12.50 of 40.40 USDT (1 round)',
    );
    expect(rolloverCountText({ ...welcome, currency: 'BTC', wagered: '0', wagerRequirement: '0.002' })).toBe(
      'Counted 0.00000000 of 0.00200000 BTC (0 rounds)',
    );
  });
});
