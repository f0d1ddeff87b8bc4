import type { RewardOfferTerms, WelcomeOffer } from '@ante/core';
import { usdText } from '@ante/core';
import { describe, expect, it } from 'vitest';
import {
  countingTerms,
  offerCodeDeadlines,
  offerCodeSummary,
  offerSummary,
  rolloverTerms,
} from './offer-terms';

const offer: WelcomeOffer = {
  percent: 100,
  maxUsd: '100',
  rollover: 90,
  days: 30,
  currencies: ['BTC', 'ETH', 'USDT', 'USDC'],
  maxBetUsd: '10',
  counting: [
    { game: 'dice', percent: '100' },
    { game: 'topdollar', percent: '50' },
    { game: 'blackjack', percent: '0' },
  ],
};

describe('the welcome offer in words', () => {
  it('states the bonus, the rollover and how bets count', () => {
    expect(offerSummary(offer, usdText)).toBe(
      '100% of your first deposit in BTC, ETH, USDT, USDC, up to $100',
    );
    expect(rolloverTerms(offer)).toBe(
      'Once your counted bets reach 90x your deposit plus the bonus within 30 days, the bonus is added to your balance.',
    );
    expect(countingTerms(offer, usdText)).toBe(
      'Bets count in full at odds of 2x or more and half at shorter odds; bets with a 98% chance or more, or worth over $10, do not count. Blackjack does not count and Top Dollar counts at most 50%.',
    );
    expect(countingTerms({ ...offer, counting: [{ game: 'dice', percent: '100' }] }, usdText)).toBe(
      'Bets count in full at odds of 2x or more and half at shorter odds; bets with a 98% chance or more, or worth over $10, do not count.',
    );
  });
});

const depositOffer: RewardOfferTerms = {
  code: 'SPRING_BOOST',
  kind: 'deposit',
  percent: 100,
  maxUsd: '50',
  amountUsd: null,
  rollover: 40,
  maxBetUsd: '10',
  days: 14,
  currencies: ['BTC', 'ETH', 'USDT'],
  counting: [{ game: 'blackjack', percent: '0' }],
  expiresAt: null,
};
const freeOffer: RewardOfferTerms = {
  ...depositOffer,
  code: 'FREE_FIVE',
  kind: 'free',
  percent: null,
  maxUsd: null,
  amountUsd: '5',
  rollover: 200,
  days: 7,
  expiresAt: '2026-12-01T12:00:00.000Z',
};

describe('an offer code in words', () => {
  it('states a deposit offer on the next deposit in its currencies, its rollover on deposit plus bonus', () => {
    expect(offerCodeSummary(depositOffer, usdText)).toBe('100% of your next BTC/ETH/USDT deposit, up to $50');
    expect(rolloverTerms(depositOffer)).toBe(
      'Once your counted bets reach 40x your deposit plus the bonus within 14 days, the bonus is added to your balance.',
    );
    expect(offerCodeDeadlines(depositOffer, (iso) => iso)).toBe(
      'The deposit must be credited within 14 days of claiming, and the days of the rollover start with it.',
    );
  });

  it('states a free offer as its amount, its rollover on the bonus alone, and when it can be claimed', () => {
    expect(offerCodeSummary(freeOffer, usdText)).toBe('$5 bonus');
    expect(rolloverTerms(freeOffer)).toBe(
      'Once your counted bets reach 200x the bonus within 7 days, the bonus is added to your balance.',
    );
    expect(offerCodeDeadlines(freeOffer, (iso) => iso.slice(0, 10))).toBe(
      'The days of the rollover start when you claim it. Claim it by 2026-12-01.',
    );
  });

  it('counts bets as the welcome offer does, with the offer own stake cap', () => {
    expect(countingTerms(freeOffer, usdText)).toBe(
      'Bets count in full at odds of 2x or more and half at shorter odds; bets with a 98% chance or more, or worth over $10, do not count. Blackjack does not count.',
    );
  });
});
