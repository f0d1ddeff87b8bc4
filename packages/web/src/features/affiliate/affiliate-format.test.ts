import { describe, expect, it } from 'vitest';
import {
  affiliateTotals,
  commissionFormula,
  countPlayers,
  currencyBreakdown,
  formatPercent,
  hasCommissionToClaim,
} from './affiliate-format';
import { campaignFixture } from './affiliate-test-data';

const btc = (available: string, earned = available) => ({
  currency: 'BTC',
  earned,
  claimed: '0',
  available,
  availableUsd: available === '0' ? '0' : '12.5',
});

describe('affiliateTotals', () => {
  it('adds every campaign exactly, in atoms', () => {
    const totals = affiliateTotals([
      campaignFixture({
        availableUsd: '0.1',
        earnedUsd: '0.3',
        claimedUsd: '0.2',
        referredPlayers: 2,
        hits: 5,
      }),
      campaignFixture({
        availableUsd: '0.2',
        earnedUsd: '0.000001',
        claimedUsd: '0',
        referredPlayers: 1,
        hits: 7,
      }),
    ]);
    // 0.1 + 0.2 as numbers is 0.30000000000000004; as atoms it is exactly 0.3.
    expect(totals.availableUsd).toBe(300_000_000_000_000_000n);
    expect(totals.earnedUsd).toBe(300_001_000_000_000_000n);
    expect(totals.claimedUsd).toBe(200_000_000_000_000_000n);
    expect(totals.referredPlayers).toBe(3);
    expect(totals.hits).toBe(12);
  });

  it('is zero for no campaigns', () => {
    expect(affiliateTotals([])).toEqual({
      availableUsd: 0n,
      earnedUsd: 0n,
      claimedUsd: 0n,
      referredPlayers: 0,
      hits: 0,
    });
  });
});

describe('commissionFormula', () => {
  it('names the percent of the campaign, without trailing zeros', () => {
    expect(commissionFormula(10)).toBe('stake × house edge × 10% ÷ 2');
    expect(commissionFormula(12.5)).toBe('stake × house edge × 12.5% ÷ 2');
    expect(formatPercent(0.25)).toBe('0.25%');
    expect(formatPercent(0)).toBe('0%');
  });
});

describe('hasCommissionToClaim', () => {
  it('is true only when some currency would pay', () => {
    expect(hasCommissionToClaim(campaignFixture())).toBe(false);
    expect(hasCommissionToClaim(campaignFixture({ currencies: [btc('0', '0.1')] }))).toBe(false);
    expect(hasCommissionToClaim(campaignFixture({ currencies: [btc('0.00000001')] }))).toBe(true);
  });
});

describe('currencyBreakdown', () => {
  it('leaves out currencies that never earned and puts the most to claim first', () => {
    const campaign = campaignFixture({
      currencies: [
        { currency: 'ETH', earned: '0', claimed: '0', available: '0', availableUsd: '0' },
        { currency: 'USDT', earned: '3', claimed: '0', available: '3', availableUsd: '3' },
        { currency: 'LTC', earned: '1', claimed: '1', available: '0', availableUsd: '0' },
        { currency: 'BTC', earned: '0.001', claimed: '0', available: '0.001', availableUsd: '90' },
        { currency: 'DOGE', earned: '1', claimed: '1', available: '0', availableUsd: '0' },
      ],
    });
    expect(currencyBreakdown(campaign).map((row) => row.currency)).toEqual(['BTC', 'USDT', 'DOGE', 'LTC']);
  });
});

describe('countPlayers', () => {
  it('says player or players', () => {
    expect(countPlayers(1)).toBe('1 player');
    expect(countPlayers(0)).toBe('0 players');
  });
});
