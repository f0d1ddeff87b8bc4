import type { WelcomeOffer } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { countingTerms, offerSummary, rolloverTerms } from './offer-terms';

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
    expect(offerSummary(offer)).toBe('100% of your first deposit in BTC, ETH, USDT, USDC, up to $100');
    expect(rolloverTerms(offer)).toBe(
      'Once your counted bets reach 90x your deposit plus the bonus within 30 days, the bonus is added to your balance.',
    );
    expect(countingTerms(offer)).toBe(
      'Bets count in full at odds of 2x or more and half at shorter odds; bets with a 98% chance or more, or worth over $10, do not count. Blackjack does not count and Top Dollar counts at most 50%.',
    );
    expect(countingTerms({ ...offer, counting: [{ game: 'dice', percent: '100' }] })).toBe(
      'Bets count in full at odds of 2x or more and half at shorter odds; bets with a 98% chance or more, or worth over $10, do not count.',
    );
  });
});
